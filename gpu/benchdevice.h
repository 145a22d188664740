#pragma once
// What a measurement backend can do. The CUDA backend (cudabackend.cu) implements it on a real
// GPU, the stub (stubbackend.cpp) where there is none to load, and tests use a test double.
#include "core/measured/benchresults.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>

namespace rooflab::gpu {

// How long to spend on one point. Repetitions = clamp(targetSeconds / time per sample,
// minRepetitions, maxRepetitions); the first (warm-up) runs are never timed.
// Every sample is: [L2 flush (reads)] [spin kernel] start event, `batch` launches, stop event.
// The spin kernel keeps the GPU busy while the host enqueues the start event and the launches,
// so no sample includes the host's launch latency (docs/gpu-method.md).
struct TimingPolicy {
    double targetSeconds = 0.2; // timed work per point, roughly
    int minRepetitions = 5;
    int maxRepetitions = 100;
    int warmupRuns = 2;
    double batchBelowSeconds = 20e-6;   // kernels shorter than this are batched per event pair
    double batchTargetSeconds = 100e-6; // ... into samples of about this length (<= 1000 launches)
    int minLaunchesPerSample = 1;       // at least this many launches per event pair (idempotent kernels)
    double spinSeconds = 20e-6;         // spin kernel before each start event (0: none)
    int autotuneAlgorithms = 4;         // cuBLASLt heuristic results timed to pick the best (>= 1)
    double tuneSkipAboveSeconds = 0.02; // one run longer than this: no tuning, heuristic #1 only
};

struct GemmSpec {
    DType dtype = DType::BF16;
    std::int64_t m = 0, n = 0, k = 0; // D (m x n) = A (m x k) * B (k x n)
    std::string label;                // where the shape comes from: "square", "mlp-up 4096x4096x14336", ...
    bool verify = false;              // compare sampled entries against a CPU reference
    bool flushL2 = true;
    // fp8 only: CUBLASLT_MATMUL_DESC_FAST_ACCUM (faster, less accurate accumulation, what
    // Transformer Engine uses in the forward pass). The point is named "... fast-accum".
    bool fastAccum = false;
    // Rotate enough copies of A, B and D that every launch of a batched sample reads its inputs
    // from memory, not from the L2 left by the previous launch (docs/gpu-method.md).
    bool rotateInputs = true;
    // Training-shaped and decode GEMMs: the model's projection, the training pass, the decode
    // batch (copied into the point), and the seconds to run it back to back before it is timed
    // so that it is measured at the clocks a long run holds (docs/gpu-method.md, "Soak").
    std::string role;
    std::string pass;
    std::int64_t batch = 0;
    double soakSeconds = 0;
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

// L2 bandwidth: a read-only kernel over a working set that fits in the L2 (and bypasses L1),
// read `passes` times per launch so that one launch is long enough to time.
struct CacheSpec {
    std::int64_t workingSetBytes = 0; // multiple of 16
    int passes = 1;
    TimingPolicy timing;
};

// Launch overhead: an empty kernel (one block of 32 threads), many launches per event pair; the
// time per launch is the floor under every kernel's time.
struct LaunchSpec {
    TimingPolicy timing;
};

// Decode bandwidth: one cold read of a working set the size of the weights a decode step streams
// (the L2 is flushed before every sample, one launch per sample).
struct ReadSpec {
    std::int64_t workingSetBytes = 0; // multiple of 16
    std::string label;                // what it is the size of: "one layer's weights", ...
    TimingPolicy timing;
};

// A decode step's launch overhead: a chain of `kernels` tiny dependent kernels (one block each),
// launched one by one from the host or captured once and replayed as a CUDA graph.
struct ChainSpec {
    int kernels = 1;
    bool graph = false;
    TimingPolicy timing;
};

// The FMA counts the intensity kernel is compiled for (template parameter).
inline constexpr int kIntensityFmaCounts[] = {0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};

// Relative error allowed when a GEMM of inner dimension k is checked against the CPU reference.
double gemmTolerance(DType dtype, std::int64_t k);
// Point names: "gemm 4096x4096x4096", "stream triad", "intensity fma=64".
std::string gemmPointName(std::int64_t m, std::int64_t n, std::int64_t k);
std::string gemmPointName(const GemmSpec& spec); // adds " fast-accum" for that variant
std::string streamPointName(StreamOp op);
std::string intensityPointName(int fmaPerElement);
std::string cachePointName(std::int64_t workingSetBytes); // "l2 read 8 MiB"
std::string launchPointName();                            // "launch empty kernel"
std::string readPointName(std::int64_t workingSetBytes);  // "read 218 MiB"
std::string chainPointName(int kernels, bool graph);      // "chain 320 kernels graph"

// A point with its description filled in and nothing measured, ready to carry an error.
BenchPoint describeGemm(const GemmSpec& spec);
BenchPoint describeStream(const StreamSpec& spec);
BenchPoint describeIntensity(const IntensitySpec& spec);
BenchPoint describeCache(const CacheSpec& spec);
BenchPoint describeLaunch(const LaunchSpec& spec);
BenchPoint describeRead(const ReadSpec& spec);
BenchPoint describeChain(const ChainSpec& spec);

// Thrown inside a backend (and by test doubles) when the device context is unusable: a sticky
// CUDA error such as an illegal address or a launch failure. Every later call would fail the same
// way until the context is reset (BenchBackend::recover()).
struct DeviceLostError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

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

    // The L2-bandwidth and launch-overhead points. A backend without them (the stub, test doubles)
    // answers with a described point that carries an error.
    virtual BenchPoint runCache(const CacheSpec& spec) {
        BenchPoint p = describeCache(spec);
        p.error = "this backend does not measure the L2 bandwidth";
        return p;
    }
    virtual BenchPoint runLaunch(const LaunchSpec& spec) {
        BenchPoint p = describeLaunch(spec);
        p.error = "this backend does not measure the launch overhead";
        return p;
    }

    // The decode probes; a backend without them answers with a described point and an error.
    virtual BenchPoint runRead(const ReadSpec& spec) {
        BenchPoint p = describeRead(spec);
        p.error = "this backend does not measure decode-sized reads";
        return p;
    }
    virtual BenchPoint runChain(const ChainSpec& spec) {
        BenchPoint p = describeChain(spec);
        p.error = "this backend does not measure kernel chains";
        return p;
    }

    // True after a point failed with a sticky error (the device context is unusable). The
    // runner then calls recover() before the next point.
    virtual bool needsRecovery() const { return false; }
    // Resets the device context (cudaDeviceReset) and selects the device again. False, with the
    // reason in error, when the device cannot be used any more.
    virtual bool recover(std::string& error) {
        error = "this backend cannot reset its device";
        return false;
    }
    // Current clocks, temperature and power of the selected device (NVML). False, with the
    // reason in error, when they cannot be read (no NVML, no device, a stub build).
    virtual bool sampleClocks(ClockSample& out, std::string& error) {
        out = ClockSample{};
        error = "this backend reads no clocks";
        return false;
    }

    // A flag polled between repetitions; when it becomes true the running point returns early
    // (its result is then incomplete and the runner drops it).
    void setCancelFlag(const std::atomic<bool>* flag) { m_cancel = flag; }

protected:
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

private:
    const std::atomic<bool>* m_cancel = nullptr;
};

// The backend of this build. With CUDA: the CUDA backend from its module, which the first call
// loads (gpu/backendmodule.h), or, when the module cannot be loaded, the stub saying why in the
// loader's words. Without CUDA: the stub (kNoCudaMessage).
std::unique_ptr<BenchBackend> createBackend();
// True when this build has the CUDA backend (whether its module loads on this machine or not).
bool buildHasCuda();
// The message the stub reports.
inline constexpr std::string_view kNoCudaMessage =
    "this build of RoofLab has no CUDA support (configured with ROOFLAB_CUDA=OFF or without nvcc)";

} // namespace rooflab::gpu
