#pragma once
// What a measurement backend can do. The CUDA backend (cudabackend.cu) implements it on a real
// GPU, the stub (stubbackend.cpp) in builds without CUDA, and tests use a test double.
#include "core/benchresults.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>

namespace rooflab::gpu {

// How long to spend on one point. Repetitions = clamp(targetSeconds / time per sample,
// minRepetitions, maxRepetitions); the first (warm-up) runs are never timed.
struct TimingPolicy {
    double targetSeconds = 0.2;  // timed work per point, roughly
    int minRepetitions = 5;
    int maxRepetitions = 100;
    int warmupRuns = 2;
    double batchBelowSeconds = 20e-6; // kernels shorter than this are batched per event pair
    int autotuneAlgorithms = 4;       // cuBLASLt heuristic results timed to pick the best (>= 1)
};

struct GemmSpec {
    DType dtype = DType::BF16;
    std::int64_t m = 0, n = 0, k = 0; // D (m x n) = A (m x k) * B (k x n)
    std::string label;  // where the shape comes from: "square", "mlp-up 4096x4096x14336", ...
    bool verify = false; // compare sampled entries against a CPU reference
    bool flushL2 = true;
    TimingPolicy timing;
};

enum class StreamOp { Copy, Scale, Add, Triad };
std::string_view streamOpName(StreamOp op); // "copy", "scale", "add", "triad"

struct StreamSpec {
    StreamOp op = StreamOp::Triad;
    DType dtype = DType::FP32;
    std::int64_t elements = 0; // per array
    TimingPolicy timing;
};

struct IntensitySpec {
    DType dtype = DType::FP32; // fp32, fp16 or bf16
    int fmaPerElement = 0;     // one of kIntensityFmaCounts
    std::int64_t elements = 0;
    TimingPolicy timing;
};

// The FMA counts the intensity kernel is compiled for (template parameter).
inline constexpr int kIntensityFmaCounts[] = {0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};

// Relative error allowed when a GEMM is checked against the CPU reference.
double gemmTolerance(DType dtype);
// Point names: "gemm 4096x4096x4096", "stream triad", "intensity fma=64".
std::string gemmPointName(std::int64_t m, std::int64_t n, std::int64_t k);
std::string streamPointName(StreamOp op);
std::string intensityPointName(int fmaPerElement);

// A point with its description filled in and nothing measured, ready to carry an error.
BenchPoint describeGemm(const GemmSpec& spec);
BenchPoint describeStream(const StreamSpec& spec);
BenchPoint describeIntensity(const IntensitySpec& spec);

class BenchBackend {
public:
    virtual ~BenchBackend() = default;

    // Number of devices this backend can measure. 0 with a message in error when none.
    virtual int deviceCount(std::string& error) = 0;
    // Selects and describes the device. False, with a message, when it cannot be used.
    virtual bool queryDevice(int index, BenchDevice& out, std::string& error) = 0;
    // One line describing how points are measured (stored in BenchResults::method).
    virtual std::string method() const = 0;

    // Each call measures one point on the device last passed to queryDevice(). Failures
    // (out of memory, unsupported dtype, launch failure) come back as BenchPoint::error.
    virtual BenchPoint runGemm(const GemmSpec& spec) = 0;
    virtual BenchPoint runStream(const StreamSpec& spec) = 0;
    virtual BenchPoint runIntensity(const IntensitySpec& spec) = 0;

    // A flag polled between repetitions; when it becomes true the running point returns early
    // (its result is then incomplete and the runner drops it).
    void setCancelFlag(const std::atomic<bool>* flag) { m_cancel = flag; }

protected:
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

private:
    const std::atomic<bool>* m_cancel = nullptr;
};

// The backend of this build: CUDA when built with ROOFLAB_HAVE_CUDA, otherwise the stub.
std::unique_ptr<BenchBackend> createBackend();
// True when this build has the CUDA backend.
bool buildHasCuda();
// The message the stub reports.
inline constexpr std::string_view kNoCudaMessage =
    "this build of RoofLab has no CUDA support (configured with ROOFLAB_CUDA=OFF or without nvcc)";

} // namespace rooflab::gpu
