#pragma once
// rooflab-bench --selftest: a short, Qt-free check that the measurement path works on this node
// before any time is spent measuring. Small GEMMs of every dtype against the CPU reference, STREAM
// and intensity points against plausible bounds, the L2 and launch points, and the clocks.
#include "gpu/benchdevice.h"

#include <functional>
#include <string>
#include <vector>

namespace rooflab::gpu {

// Exit status of a self-test that had nothing to test: a build without CUDA, or no usable
// device. 77 is what CTest's SKIP_RETURN_CODE (and automake) take for "skipped".
inline constexpr int kSelfTestSkipExitCode = 77;

struct SelfTestCheck {
    enum class Status { Passed, Failed, Skipped };
    std::string name; // "gemm bf16 256x256x256"
    Status status = Status::Passed;
    std::string detail; // what was measured, or why it failed / was skipped
};

struct SelfTestReport {
    std::vector<SelfTestCheck> checks;
    bool noDevice = false; // nothing was tested: see noDeviceReason
    std::string noDeviceReason;
    std::string deviceName;
    std::string gpuId; // matched gpus.json entry, empty when none
    double seconds = 0;

    int passed() const;
    int failed() const;
    int skipped() const;
    // 0 when every check that ran passed, 1 when one failed, kSelfTestSkipExitCode when there
    // was no device to test.
    int exitCode() const;
    // One line: "selftest PASSED: 21 checks passed, 1 skipped on NVIDIA H100 80GB HBM3 (h100-sxm), 4.2 s"
    std::string summary() const;
};

struct SelfTestOptions {
    int device = 0;
    // Plausible bounds for bandwidths, as fractions of the clock-derived theoretical bandwidth:
    // below minBandwidthFraction the measurement path is broken (or the card badly throttled),
    // above maxFraction it measured a cache, not memory.
    double minBandwidthFraction = 0.25;
    double maxFraction = 1.05;
};

// The checks, in order. Each finished check is passed to onCheck (for progress output).
SelfTestReport runSelfTest(BenchBackend& backend, const SelfTestOptions& options,
                           const std::function<void(const SelfTestCheck&)>& onCheck = {});

// The short timing the self-test uses for every point.
TimingPolicy selfTestTiming();

} // namespace rooflab::gpu
