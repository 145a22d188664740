// CUDA measurement backend. The method (and the sources it follows: BabelStream, mixbench,
// NVIDIA's cuBLASLt samples, nvbench) is described in docs/gpu-method.md.
#include "gpu/cudabackend.h"

#include "core/hardwaredb.h"
#include "gpu/devicematch.h"
#include "gpu/nvml.h"
#include "gpu/sweepplan.h"
#include "gpu/timing.h"

#include <cublasLt.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <functional>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

namespace rooflab::gpu {

namespace {

constexpr std::size_t kWorkspaceBytes = 32u << 20; // cuBLASLt workspace (32 MiB for Hopper)
constexpr int kBlock = 256;                         // threads per block of our kernels
constexpr float kStreamScalar = 0.4f;               // BabelStream's scalar
constexpr float kIntensitySeed = -0.5f;             // t = t*t - 0.5 stays in [-0.5, 0.5]

// --------------------------------------------------------------------------------------------
// Errors

struct Failure : std::runtime_error {
    using std::runtime_error::runtime_error;
};
struct Cancelled {};

std::string mib(double bytes) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f MiB", bytes / (1024.0 * 1024.0));
    return buf;
}

// Errors after which the CUDA context is unusable: every later call fails the same way until
// cudaDeviceReset(). They come from a kernel that faulted.
bool isSticky(cudaError_t e) {
    switch (e) {
    case cudaErrorIllegalAddress:
    case cudaErrorLaunchFailure:
    case cudaErrorHardwareStackError:
    case cudaErrorIllegalInstruction:
    case cudaErrorMisalignedAddress:
    case cudaErrorInvalidAddressSpace:
    case cudaErrorInvalidPc:
    case cudaErrorAssert:
    case cudaErrorLaunchTimeout:
    case cudaErrorECCUncorrectable:
        return true;
    default:
        return false;
    }
}

std::string cudaMessage(cudaError_t e, const std::string& what) {
    return what + ": " + cudaGetErrorName(e) + " (" + cudaGetErrorString(e) + ")";
}

void check(cudaError_t e, const std::string& what) {
    if (e == cudaSuccess)
        return;
    if (isSticky(e))
        throw DeviceLostError(cudaMessage(e, what) +
                              "; the CUDA context is unusable until the device is reset");
    (void)cudaGetLastError(); // clear a non-sticky error so that the next point can run
    std::string msg = cudaMessage(e, what);
    if (e == cudaErrorMemoryAllocation)
        msg = "out of device memory: " + msg;
    throw Failure(msg);
}

void check(cublasStatus_t s, const std::string& what) {
    if (s == CUBLAS_STATUS_SUCCESS)
        return;
    // A failed cuBLASLt call may hide a faulted kernel: a sticky error shows in the runtime.
    const cudaError_t pending = cudaPeekAtLastError();
    if (isSticky(pending))
        check(pending, what);
    (void)cudaGetLastError();
    std::string msg = what + ": " + cublasLtGetStatusName(s) + " (" + cublasLtGetStatusString(s) + ")";
    if (s == CUBLAS_STATUS_ALLOC_FAILED)
        msg = "out of device memory: " + msg;
    throw Failure(msg);
}

// --------------------------------------------------------------------------------------------
// RAII holders

class DeviceBuffer {
public:
    DeviceBuffer() = default;
    DeviceBuffer(std::size_t bytes, const std::string& what) : m_bytes(bytes) {
        check(cudaMalloc(&m_ptr, bytes), "cudaMalloc " + mib(double(bytes)) + " for " + what);
    }
    ~DeviceBuffer() { reset(); }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    DeviceBuffer(DeviceBuffer&& o) noexcept : m_ptr(std::exchange(o.m_ptr, nullptr)), m_bytes(o.m_bytes) {}
    DeviceBuffer& operator=(DeviceBuffer&& o) noexcept {
        if (this != &o) {
            reset();
            m_ptr = std::exchange(o.m_ptr, nullptr);
            m_bytes = o.m_bytes;
        }
        return *this;
    }
    void reset() {
        if (m_ptr)
            cudaFree(m_ptr);
        m_ptr = nullptr;
        m_bytes = 0;
    }
    void* get() const { return m_ptr; }
    template <typename T> T* as() const { return static_cast<T*>(m_ptr); }
    std::size_t bytes() const { return m_bytes; }

private:
    void* m_ptr = nullptr;
    std::size_t m_bytes = 0;
};

class Event {
public:
    Event() { check(cudaEventCreate(&m_event), "cudaEventCreate"); }
    ~Event() {
        if (m_event)
            cudaEventDestroy(m_event);
    }
    Event(const Event&) = delete;
    Event& operator=(const Event&) = delete;
    cudaEvent_t get() const { return m_event; }

private:
    cudaEvent_t m_event = nullptr;
};

template <typename Handle, cublasStatus_t (*Destroy)(Handle)>
class LtHolder {
public:
    LtHolder() = default;
    ~LtHolder() {
        if (m_h)
            Destroy(m_h);
    }
    LtHolder(const LtHolder&) = delete;
    LtHolder& operator=(const LtHolder&) = delete;
    Handle* out() { return &m_h; }
    Handle get() const { return m_h; }

private:
    Handle m_h = nullptr;
};
using OpDesc = LtHolder<cublasLtMatmulDesc_t, cublasLtMatmulDescDestroy>;
using Layout = LtHolder<cublasLtMatrixLayout_t, cublasLtMatrixLayoutDestroy>;
using Preference = LtHolder<cublasLtMatmulPreference_t, cublasLtMatmulPreferenceDestroy>;

// --------------------------------------------------------------------------------------------
// Random fill: a counter-based hash, so every build and every device gets the same data.

__host__ __device__ inline std::uint32_t hash32(std::uint32_t x) {
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

__device__ inline float uniform01(std::uint64_t i, std::uint32_t seed) {
    const std::uint32_t hi = hash32(static_cast<std::uint32_t>(i >> 32) + seed * 0x9e3779b9U);
    const std::uint32_t h = hash32(static_cast<std::uint32_t>(i) ^ hi);
    return static_cast<float>(h >> 8) * (1.0f / 16777216.0f); // [0, 1)
}

template <typename T> __device__ inline T fromFloat(float v);
template <> __device__ inline float fromFloat<float>(float v) { return v; }
template <> __device__ inline __half fromFloat<__half>(float v) { return __float2half_rn(v); }
template <> __device__ inline __nv_bfloat16 fromFloat<__nv_bfloat16>(float v) {
    return __float2bfloat16_rn(v);
}
template <> __device__ inline __nv_fp8_e4m3 fromFloat<__nv_fp8_e4m3>(float v) {
    return __nv_fp8_e4m3(v);
}

template <typename T>
__global__ void fillKernel(T* __restrict__ p, std::uint64_t n, std::uint32_t seed, float lo,
                           float hi) {
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    for (std::uint64_t i = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride)
        p[i] = fromFloat<T>(lo + (hi - lo) * uniform01(i, seed));
}

inline float toFloat(float v) { return v; }
inline float toFloat(__half v) { return __half2float(v); }
inline float toFloat(__nv_bfloat16 v) { return __bfloat162float(v); }
inline float toFloat(__nv_fp8_e4m3 v) { return static_cast<float>(v); }

unsigned gridFor(std::uint64_t work, std::uint64_t perThread) {
    const std::uint64_t threads = (work + perThread - 1) / perThread;
    const std::uint64_t blocks = (threads + kBlock - 1) / kBlock;
    return static_cast<unsigned>(std::clamp<std::uint64_t>(blocks, 1, 1u << 30));
}

template <typename T>
void fill(T* p, std::uint64_t n, std::uint32_t seed, float lo, float hi, cudaStream_t stream,
          const char* what) {
    fillKernel<T><<<std::min(gridFor(n, 8), 65536u), kBlock, 0, stream>>>(p, n, seed, lo, hi);
    check(cudaGetLastError(), std::string("launching the random fill of ") + what);
}

// --------------------------------------------------------------------------------------------
// STREAM kernels (BabelStream's four, on 16-byte vectors). Each thread handles kStreamUnroll
// vectors a grid stride apart and issues all their loads before the first store, so several
// independent 16-byte loads are in flight per thread (one is marginal on HBM3e); the remainder
// runs one vector at a time. The grid has a quarter as many threads as vectors.

constexpr int kStreamUnroll = 4;

template <typename Body>
__device__ inline void unrolledGridStride(std::uint64_t n4, Body body) {
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    std::uint64_t i = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
    for (; i + (kStreamUnroll - 1) * stride < n4; i += kStreamUnroll * stride)
        body.template run<kStreamUnroll>(i, stride);
    for (; i < n4; i += stride)
        body.template run<1>(i, stride);
}

struct CopyBody {
    const float4* __restrict__ a;
    float4* __restrict__ c;
    template <int U> __device__ void run(std::uint64_t i, std::uint64_t stride) const {
        float4 v[U];
#pragma unroll
        for (int u = 0; u < U; ++u)
            v[u] = a[i + u * stride];
#pragma unroll
        for (int u = 0; u < U; ++u)
            c[i + u * stride] = v[u];
    }
};

struct ScaleBody {
    float4* __restrict__ b;
    const float4* __restrict__ c;
    float q;
    template <int U> __device__ void run(std::uint64_t i, std::uint64_t stride) const {
        float4 v[U];
#pragma unroll
        for (int u = 0; u < U; ++u)
            v[u] = c[i + u * stride];
#pragma unroll
        for (int u = 0; u < U; ++u)
            b[i + u * stride] = make_float4(q * v[u].x, q * v[u].y, q * v[u].z, q * v[u].w);
    }
};

struct AddBody {
    const float4* __restrict__ a;
    const float4* __restrict__ b;
    float4* __restrict__ c;
    template <int U> __device__ void run(std::uint64_t i, std::uint64_t stride) const {
        float4 x[U], y[U];
#pragma unroll
        for (int u = 0; u < U; ++u) {
            x[u] = a[i + u * stride];
            y[u] = b[i + u * stride];
        }
#pragma unroll
        for (int u = 0; u < U; ++u)
            c[i + u * stride] = make_float4(x[u].x + y[u].x, x[u].y + y[u].y, x[u].z + y[u].z,
                                            x[u].w + y[u].w);
    }
};

struct TriadBody {
    float4* __restrict__ a;
    const float4* __restrict__ b;
    const float4* __restrict__ c;
    float q;
    template <int U> __device__ void run(std::uint64_t i, std::uint64_t stride) const {
        float4 y[U], z[U];
#pragma unroll
        for (int u = 0; u < U; ++u) {
            y[u] = b[i + u * stride];
            z[u] = c[i + u * stride];
        }
#pragma unroll
        for (int u = 0; u < U; ++u)
            a[i + u * stride] = make_float4(y[u].x + q * z[u].x, y[u].y + q * z[u].y,
                                            y[u].z + q * z[u].z, y[u].w + q * z[u].w);
    }
};

template <typename Body>
__global__ void __launch_bounds__(kBlock) streamKernel(Body body, std::uint64_t n4) {
    unrolledGridStride(n4, body);
}

// --------------------------------------------------------------------------------------------
// L2 flush, spin, L2 read and empty kernels

// Reads a buffer of at least twice the L2 (ld.global.cg: through L2, not L1), so whatever the
// last run left in the L2 is evicted (dirty lines are written back now, outside the timed
// window) and the lines that replace it are clean: the timed kernel pays no write-back.
// The sum is stored only if it hits a value it practically never does, so the reads stay.
__global__ void __launch_bounds__(kBlock)
    flushReadKernel(const uint4* __restrict__ p, std::uint64_t n16, unsigned* __restrict__ sink) {
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    unsigned acc = 0;
    std::uint64_t i = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
    for (; i + 3 * stride < n16; i += 4 * stride) {
        const uint4 v0 = __ldcg(p + i), v1 = __ldcg(p + i + stride), v2 = __ldcg(p + i + 2 * stride),
                    v3 = __ldcg(p + i + 3 * stride);
        acc += v0.x ^ v1.y ^ v2.z ^ v3.w;
    }
    for (; i < n16; i += stride) {
        const uint4 v = __ldcg(p + i);
        acc += v.x ^ v.w;
    }
    if (acc == 0x9e3779b9U)
        *sink = acc;
}

// Busy-waits for `ns` nanoseconds (global timer) so that the start event and the launches behind
// it are queued before the GPU reaches them: no sample includes the host's launch latency.
__global__ void spinKernel(std::uint64_t ns) {
    std::uint64_t start = 0, now = 0;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(start));
    // The iteration cap only guards against a global timer that does not tick.
    for (std::uint64_t iter = 0; iter < (std::uint64_t(1) << 16); ++iter) {
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(now));
        if (now - start >= ns)
            break;
    }
}

// Reads an L2-resident working set `passes` times through L2 (ld.global.cg bypasses L1, so the
// repeated reads cannot hit there).
__global__ void __launch_bounds__(kBlock)
    l2ReadKernel(const uint4* __restrict__ p, std::uint64_t n16, int passes, unsigned* __restrict__ sink) {
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    const std::uint64_t first = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
    unsigned acc = 0;
    for (int pass = 0; pass < passes; ++pass) {
#pragma unroll 4
        for (std::uint64_t i = first; i < n16; i += stride) {
            const uint4 v = __ldcg(p + i);
            acc += v.x + v.y + v.z + v.w;
        }
    }
    if (acc == 0x9e3779b9U)
        *sink = acc;
}

__global__ void emptyKernel() {}

// --------------------------------------------------------------------------------------------
// Intensity kernel (mixbench's idea): each thread loads 16 bytes per step (4 lanes), runs FMA
// dependent FMAs on each lane (4 independent chains), adds the lane into a running sum, and
// stores the sum only if it equals an unreachable sentinel, so nothing can be optimised away.

template <typename V> struct Lanes;
template <> struct Lanes<float> {
    __device__ static float splat(float x) { return x; }
    __device__ static float fma(float a, float b, float c) { return fmaf(a, b, c); }
    __device__ static float add(float a, float b) { return a + b; }
    __device__ static float total(float a) { return a; }
};
template <> struct Lanes<__half2> {
    __device__ static __half2 splat(float x) { return __float2half2_rn(x); }
    __device__ static __half2 fma(__half2 a, __half2 b, __half2 c) { return __hfma2(a, b, c); }
    __device__ static __half2 add(__half2 a, __half2 b) { return __hadd2(a, b); }
    __device__ static float total(__half2 a) { return __low2float(a) + __high2float(a); }
};
template <> struct Lanes<__nv_bfloat162> {
    __device__ static __nv_bfloat162 splat(float x) { return __float2bfloat162_rn(x); }
    __device__ static __nv_bfloat162 fma(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {
        return __hfma2(a, b, c);
    }
    __device__ static __nv_bfloat162 add(__nv_bfloat162 a, __nv_bfloat162 b) { return __hadd2(a, b); }
    __device__ static float total(__nv_bfloat162 a) { return __low2float(a) + __high2float(a); }
};

template <typename V, int FMA>
__global__ void __launch_bounds__(kBlock)
    intensityKernel(const uint4* __restrict__ in, std::uint64_t nVec, float seedValue,
                    float sentinel, float* __restrict__ out, unsigned probeShift,
                    std::uint64_t sentinelSlot) {
    static_assert(sizeof(V) * 4 == sizeof(uint4), "four lanes per 16-byte load");
    using L = Lanes<V>;
    const V seed = L::splat(seedValue);
    V acc[4];
#pragma unroll
    for (int c = 0; c < 4; ++c)
        acc[c] = L::splat(0.0f);
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    const std::uint64_t tid = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
    for (std::uint64_t i = tid; i < nVec; i += stride) {
        const uint4 raw = in[i];
        V t[4];
        std::memcpy(t, &raw, sizeof raw);
        constexpr int kUnroll = FMA < 1 ? 1 : (FMA < 32 ? FMA : 32);
#pragma unroll kUnroll
        for (int f = 0; f < FMA; ++f) {
#pragma unroll
            for (int c = 0; c < 4; ++c)
                t[c] = L::fma(t[c], t[c], seed);
        }
#pragma unroll
        for (int c = 0; c < 4; ++c)
            acc[c] = L::add(acc[c], t[c]);
    }
    const float sum = L::total(acc[0]) + L::total(acc[1]) + L::total(acc[2]) + L::total(acc[3]);
    // One thread in 2^probeShift stores its sum (about 32 stores per launch, so the bytes stay
    // those of the loads) for the host to check against its own emulation. Every other thread
    // stores only if the sum equals an unreachable sentinel: the compiler cannot prove that it
    // never does, so no thread's work can be dropped.
    if ((tid & ((std::uint64_t(1) << probeShift) - 1)) == 0)
        out[tid >> probeShift] = sum;
    else if (sum == sentinel)
        out[sentinelSlot] = sum;
}

template <typename V, int... Fs>
bool launchIntensity(std::integer_sequence<int, Fs...>, int fma, unsigned grid, cudaStream_t s,
                     const uint4* in, std::uint64_t nVec, float* out, unsigned probeShift,
                     std::uint64_t sentinelSlot) {
    return ((fma == Fs ? (intensityKernel<V, Fs><<<grid, kBlock, 0, s>>>(
                              in, nVec, kIntensitySeed, 1e30f, out, probeShift, sentinelSlot),
                          true)
                       : false) ||
            ...);
}
using FmaCounts = std::integer_sequence<int, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024>;

// --------------------------------------------------------------------------------------------
// Timing

struct Samples {
    std::vector<double> seconds; // per launch
    int batch = 1;
    double smClockMHz = 0; // NVML reading while a sample in the middle ran; 0 when unknown
};

void fillStats(BenchPoint& p, Samples s) {
    std::sort(s.seconds.begin(), s.seconds.end());
    const std::size_t n = s.seconds.size();
    if (n == 0)
        return;
    p.timeMin = s.seconds.front();
    p.timeMax = s.seconds.back();
    p.timeMedian = n % 2 ? s.seconds[n / 2] : 0.5 * (s.seconds[n / 2 - 1] + s.seconds[n / 2]);
    p.repetitions = static_cast<int>(n);
    p.launchesPerSample = s.batch;
    p.smClockMHz = s.smClockMHz;
    p.deriveRates();
}

} // namespace

// --------------------------------------------------------------------------------------------

struct CudaBackend::State {
    int device = -1;        // selected and usable
    int lastIndex = -1;     // last index passed to queryDevice() (for recover())
    bool lost = false;      // a sticky error happened: reset before the next point
    BenchDevice info;
    cudaStream_t stream = nullptr;
    cublasLtHandle_t lt = nullptr;
    DeviceBuffer workspace;
    DeviceBuffer flush;      // read before timed samples to evict the L2 (clean lines)
    DeviceBuffer sink;       // where the read kernels would store their never-hit sums
    DeviceBuffer scaleOne;   // one float 1.0f: FP8 scale pointers
    NvmlReader nvml;
    std::string nvmlNote;    // why NVML is not available, empty when it is
    std::function<bool()> cancelled;

    ~State() { release(); }

    void release() {
        if (device < 0)
            return;
        cudaSetDevice(device);
        workspace.reset();
        flush.reset();
        sink.reset();
        scaleOne.reset();
        if (lt)
            cublasLtDestroy(lt);
        if (stream)
            cudaStreamDestroy(stream);
        (void)cudaGetLastError();
        lt = nullptr;
        stream = nullptr;
        device = -1;
    }

    void requireDevice() const {
        if (lost)
            throw DeviceLostError("the device is unusable after an earlier sticky error; it must be "
                                  "reset first");
        if (device < 0)
            throw Failure("no device selected (queryDevice() was not called or failed)");
        check(cudaSetDevice(device), "cudaSetDevice");
    }

    // After a point failed with an ordinary error: a faulted kernel shows up as a sticky error at
    // the next synchronisation. Returns a note for the point's error, empty when all is well.
    std::string probeHealth() {
        const cudaError_t e = cudaDeviceSynchronize();
        if (e == cudaSuccess)
            return {};
        if (isSticky(e)) {
            lost = true;
            return "; then " + cudaMessage(e, "cudaDeviceSynchronize") +
                   ": the device must be reset";
        }
        (void)cudaGetLastError();
        return {};
    }

    void flushL2() {
        const std::uint64_t n16 = flush.bytes() / 16;
        flushReadKernel<<<gridFor(n16, 4), kBlock, 0, stream>>>(flush.as<uint4>(), n16,
                                                                 sink.as<unsigned>());
        check(cudaGetLastError(), "launching the L2 flush");
    }

    void spin(double seconds) {
        if (seconds <= 0)
            return;
        spinKernel<<<1, 1, 0, stream>>>(std::uint64_t(seconds * 1e9));
        check(cudaGetLastError(), "launching the spin kernel");
    }

    // Times launch() (which enqueues one run on the stream) following the policy: warm-up, a
    // probe that sizes the batch, then samples of [L2 flush] [spin] start, batch launches, stop.
    template <typename Launch>
    Samples measure(Launch&& launch, const TimingPolicy& policy, bool flushBefore) {
        Event start, stop;
        for (int i = 0; i < std::max(1, policy.warmupRuns); ++i) {
            if (cancelled())
                throw Cancelled{};
            launch();
            check(cudaStreamSynchronize(stream), "warm-up run");
        }
        auto enqueue = [&](int batch) {
            if (flushBefore)
                flushL2();
            spin(policy.spinSeconds);
            check(cudaEventRecord(start.get(), stream), "cudaEventRecord");
            for (int b = 0; b < batch; ++b)
                launch();
            check(cudaEventRecord(stop.get(), stream), "cudaEventRecord");
        };
        auto finish = [&](int batch) {
            check(cudaEventSynchronize(stop.get()), "timed run");
            float ms = 0;
            check(cudaEventElapsedTime(&ms, start.get(), stop.get()), "cudaEventElapsedTime");
            return double(ms) * 1e-3 / batch;
        };
        enqueue(1);
        const double probe = finish(1);
        const Sampling plan = chooseSampling(probe, policy);
        Samples s;
        s.batch = plan.batch;
        s.seconds.reserve(std::size_t(plan.repetitions));
        for (int r = 0; r < plan.repetitions; ++r) {
            if (cancelled())
                throw Cancelled{};
            enqueue(s.batch);
            if (r == plan.repetitions / 2) // read while the GPU works on this sample
                s.smClockMHz = nvml.smClockMHz();
            s.seconds.push_back(finish(s.batch));
        }
        return s;
    }

    unsigned streamGrid(std::uint64_t n4) const { return gridFor(n4, kStreamUnroll); }
};

CudaBackend::CudaBackend() : m_state(std::make_unique<State>()) {
    m_state->cancelled = [this] { return cancelled(); };
}

CudaBackend::~CudaBackend() = default;

int CudaBackend::deviceCount(std::string& error) {
    int n = 0;
    const cudaError_t e = cudaGetDeviceCount(&n);
    if (e != cudaSuccess) {
        (void)cudaGetLastError();
        error = std::string("no CUDA device found: cudaGetDeviceCount returned ") +
                cudaGetErrorName(e) + " (" + cudaGetErrorString(e) + ")";
        if (e == cudaErrorInsufficientDriver)
            error += " - there is no NVIDIA driver, or it is older than this build's CUDA " +
                     cudaVersionString(CUDART_VERSION);
        return 0;
    }
    if (n == 0)
        error = "no CUDA device found (cudaGetDeviceCount returned 0)";
    return n;
}

bool CudaBackend::queryDevice(int index, BenchDevice& out, std::string& error) {
    m_state->lastIndex = index;
    const int n = deviceCount(error);
    if (n == 0)
        return false;
    if (index < 0 || index >= n) {
        error = "device " + std::to_string(index) + " does not exist (this node has " +
                std::to_string(n) + " CUDA device" + (n == 1 ? "" : "s") + ": 0 to " +
                std::to_string(n - 1) + ")";
        return false;
    }
    try {
        m_state->release();
        check(cudaSetDevice(index), "cudaSetDevice(" + std::to_string(index) + ")");
        cudaDeviceProp prop{};
        check(cudaGetDeviceProperties(&prop, index), "cudaGetDeviceProperties");
        auto attr = [&](cudaDeviceAttr a, const char* what) {
            int v = 0;
            check(cudaDeviceGetAttribute(&v, a, index), std::string("cudaDeviceGetAttribute ") + what);
            return v;
        };
        BenchDevice d;
        d.index = index;
        d.name = prop.name;
        d.ccMajor = prop.major;
        d.ccMinor = prop.minor;
        d.smCount = attr(cudaDevAttrMultiProcessorCount, "MultiProcessorCount");
        d.memoryBytes = double(prop.totalGlobalMem);
        // The clock fields left cudaDeviceProp in CUDA 13; the attributes are the stable way.
        d.memoryClockKHz = attr(cudaDevAttrMemoryClockRate, "MemoryClockRate");
        d.busWidthBits = attr(cudaDevAttrGlobalMemoryBusWidth, "GlobalMemoryBusWidth");
        d.theoreticalBandwidth = theoreticalBandwidth(d.memoryClockKHz, d.busWidthBits);
        d.smClockKHz = attr(cudaDevAttrClockRate, "ClockRate");
        d.l2Bytes = attr(cudaDevAttrL2CacheSize, "L2CacheSize");
        check(cudaDriverGetVersion(&d.driverVersion), "cudaDriverGetVersion");
        check(cudaRuntimeGetVersion(&d.runtimeVersion), "cudaRuntimeGetVersion");
        d.cublasVersion = static_cast<std::int64_t>(cublasLtGetVersion());
        try {
            d.gpuId = matchGpuId(d.name, d.memoryBytes, HardwareDb::builtin().gpus());
        } catch (const std::exception&) {
            d.gpuId.clear(); // the database is optional for measuring
        }

        State& s = *m_state;
        s.device = index;
        s.lost = false;
        check(cudaStreamCreateWithFlags(&s.stream, cudaStreamNonBlocking), "cudaStreamCreate");
        check(cublasLtCreate(&s.lt), "cublasLtCreate");
        s.workspace = DeviceBuffer(kWorkspaceBytes, "the cuBLASLt workspace");
        // Reading twice the L2 size evicts whatever a previous run left there.
        std::size_t flushBytes =
            std::max<std::size_t>(2 * std::size_t(std::max(0.0, d.l2Bytes)), 8u << 20);
        flushBytes -= flushBytes % 16;
        s.flush = DeviceBuffer(flushBytes, "the L2 flush buffer");
        fill(s.flush.as<float>(), flushBytes / 4, 7, -1.f, 1.f, s.stream, "the L2 flush buffer");
        s.sink = DeviceBuffer(16, "the read kernels' sink");
        s.scaleOne = DeviceBuffer(sizeof(float), "the FP8 scale");
        const float one = 1.0f;
        check(cudaMemcpy(s.scaleOne.get(), &one, sizeof one, cudaMemcpyHostToDevice),
              "cudaMemcpy (FP8 scale)");
        check(cudaStreamSynchronize(s.stream), "device set-up");

        // NVML numbers devices its own way: open the one with this PCI bus id.
        char busId[64] = {};
        s.nvml.close();
        s.nvmlNote.clear();
        if (cudaDeviceGetPCIBusId(busId, int(sizeof busId), index) == cudaSuccess) {
            std::string why;
            if (!s.nvml.open(busId, why))
                s.nvmlNote = why;
        } else {
            (void)cudaGetLastError();
            s.nvmlNote = "cudaDeviceGetPCIBusId failed: clocks are not recorded";
        }
        s.info = d;
        out = d;
        error.clear();
        return true;
    } catch (const std::exception& f) {
        m_state->release();
        error = f.what();
        return false;
    }
}

std::string CudaBackend::method() const {
    return "cuBLASLt GEMM (TN, 32 MiB workspace, best of the top heuristic algorithms, L2 flushed "
           "by reads before each sample, input copies rotated when batched), BabelStream-style "
           "STREAM (16-byte vectors, 4 loads in flight per thread, >= 8x L2 working set), "
           "mixbench-style intensity sweep, L2 read plateau, empty-kernel launch floor; CUDA-event "
           "timing after a spin kernel, median of repetitions, short kernels batched; clocks via "
           "NVML; see docs/gpu-method.md";
}

bool CudaBackend::needsRecovery() const { return m_state->lost; }

bool CudaBackend::recover(std::string& error) {
    State& s = *m_state;
    const int index = s.lastIndex >= 0 ? s.lastIndex : 0;
    // The context is broken: free what can be freed (errors ignored), then destroy the primary
    // context of the device. This resets the process's context, not the GPU.
    if (s.device >= 0) {
        cudaSetDevice(s.device);
        s.workspace.reset();
        s.flush.reset();
        s.sink.reset();
        s.scaleOne.reset();
        if (s.lt)
            cublasLtDestroy(s.lt);
        if (s.stream)
            cudaStreamDestroy(s.stream);
        s.lt = nullptr;
        s.stream = nullptr;
        s.device = -1;
    }
    cudaSetDevice(index);
    const cudaError_t e = cudaDeviceReset();
    (void)cudaGetLastError();
    if (e != cudaSuccess) {
        error = cudaMessage(e, "cudaDeviceReset");
        return false;
    }
    s.lost = false;
    BenchDevice d;
    if (!queryDevice(index, d, error)) {
        s.lost = true;
        error = "after cudaDeviceReset the device cannot be used: " + error;
        return false;
    }
    return true;
}

bool CudaBackend::sampleClocks(ClockSample& out, std::string& error) {
    State& s = *m_state;
    if (!s.nvml.isOpen()) {
        out = ClockSample{};
        error = s.nvmlNote.empty() ? "NVML is not open (no device selected)" : s.nvmlNote;
        return false;
    }
    return s.nvml.read(out, error);
}

// --------------------------------------------------------------------------------------------
// GEMM

namespace {

struct GemmTypes {
    cudaDataType_t ab;
    cudaDataType_t cd;
    cublasComputeType_t compute;
    std::size_t abBytes;
    std::size_t cdBytes;
};

GemmTypes gemmTypes(DType t) {
    switch (t) {
    case DType::FP32: return {CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F, 4, 4};
    case DType::TF32: return {CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32, 4, 4};
    case DType::FP16: return {CUDA_R_16F, CUDA_R_16F, CUBLAS_COMPUTE_32F, 2, 2};
    case DType::BF16: return {CUDA_R_16BF, CUDA_R_16BF, CUBLAS_COMPUTE_32F, 2, 2};
    case DType::FP8_E4M3: return {CUDA_R_8F_E4M3, CUDA_R_16BF, CUBLAS_COMPUTE_32F, 1, 2};
    default:
        throw Failure("the bench has no GEMM for " + std::string(dtypeId(t)) +
                      " (it measures fp32, tf32, fp16, bf16 and fp8-e4m3)");
    }
}

// Host copy of `count` device elements starting at element `offset`, widened to double.
template <typename T>
std::vector<double> fetch(const void* base, std::size_t offset, std::size_t count) {
    std::vector<T> raw(count);
    check(cudaMemcpy(raw.data(), static_cast<const T*>(base) + offset, count * sizeof(T),
                     cudaMemcpyDeviceToHost),
          "cudaMemcpy (verification)");
    std::vector<double> out(count);
    for (std::size_t i = 0; i < count; ++i)
        out[i] = toFloat(raw[i]);
    return out;
}

std::vector<double> fetchAs(cudaDataType_t type, const void* base, std::size_t offset,
                            std::size_t count) {
    switch (type) {
    case CUDA_R_32F: return fetch<float>(base, offset, count);
    case CUDA_R_16F: return fetch<__half>(base, offset, count);
    case CUDA_R_16BF: return fetch<__nv_bfloat16>(base, offset, count);
    case CUDA_R_8F_E4M3: return fetch<__nv_fp8_e4m3>(base, offset, count);
    default: throw Failure("verification: unexpected data type");
    }
}

void fillAs(cudaDataType_t type, void* p, std::uint64_t n, std::uint32_t seed, cudaStream_t s,
            const char* what) {
    switch (type) {
    case CUDA_R_32F: fill(static_cast<float*>(p), n, seed, -1.f, 1.f, s, what); break;
    case CUDA_R_16F: fill(static_cast<__half*>(p), n, seed, -1.f, 1.f, s, what); break;
    case CUDA_R_16BF: fill(static_cast<__nv_bfloat16*>(p), n, seed, -1.f, 1.f, s, what); break;
    case CUDA_R_8F_E4M3: fill(static_cast<__nv_fp8_e4m3*>(p), n, seed, -1.f, 1.f, s, what); break;
    default: throw Failure("random fill: unexpected data type");
    }
}

// Evenly spread indices in [0, n), at most `count` of them, always including the first and last.
std::vector<std::int64_t> spread(std::int64_t n, int count) {
    std::vector<std::int64_t> idx;
    if (n <= count) {
        for (std::int64_t i = 0; i < n; ++i)
            idx.push_back(i);
        return idx;
    }
    for (int s = 0; s < count; ++s)
        idx.push_back(std::int64_t(s) * (n - 1) / (count - 1));
    return idx;
}

std::string millis(double seconds) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g ms", seconds * 1e3);
    return buf;
}

// One set of GEMM operands; small GEMMs rotate through several (gemmInputCopies()).
struct GemmOperands {
    DeviceBuffer a, b, d;
};

} // namespace

BenchPoint CudaBackend::runGemm(const GemmSpec& spec) {
    BenchPoint p = describeGemm(spec);
    State& s = *m_state;
    try {
        s.requireDevice();
        if (spec.m <= 0 || spec.n <= 0 || spec.k <= 0)
            throw Failure("GEMM dimensions must be positive");
        if (spec.m > INT32_MAX || spec.n > INT32_MAX || spec.k > INT32_MAX)
            throw Failure("GEMM dimension too large for cuBLASLt");
        const GemmTypes types = gemmTypes(spec.dtype);
        const bool fp8 = spec.dtype == DType::FP8_E4M3;
        if (fp8) {
            if (s.info.ccMajor * 10 + s.info.ccMinor < 89)
                throw Failure("fp8-e4m3 GEMMs need compute capability 8.9 or newer; this device is " +
                              s.info.computeCapability());
            if (!fp8ShapeSupported(spec.m, spec.n, spec.k))
                throw Failure("fp8-e4m3 GEMMs need m and k to be multiples of 16");
        }
        if (spec.fastAccum && !fp8)
            throw Failure("fast accumulation is an fp8 variant; " + std::string(dtypeId(spec.dtype)) +
                          " GEMMs have none");
        const std::uint64_t m = std::uint64_t(spec.m), n = std::uint64_t(spec.n),
                            k = std::uint64_t(spec.k);
        const std::string shape = std::string(dtypeId(spec.dtype)) + " " + p.name;

        // Small GEMMs rotate through copies of their operands so that a batched sample's
        // launches all read from memory (docs/gpu-method.md, "L2").
        const double workingSet = double(types.abBytes) * double(m * k + k * n) +
                                  double(types.cdBytes) * double(m * n);
        int copies = 1;
        if (spec.rotateInputs) {
            std::size_t freeBytes = 0, totalBytes = 0;
            double budget = 1024.0 * 1024 * 1024;
            if (cudaMemGetInfo(&freeBytes, &totalBytes) == cudaSuccess)
                budget = std::min(budget, double(freeBytes) / 4);
            else
                (void)cudaGetLastError();
            copies = gemmInputCopies(workingSet, s.info.l2Bytes, budget);
        }

        // TN layout (what cuBLASLt FP8 requires; used for every dtype so that they compare):
        // A is stored k x m (column-major, lda = k) and transposed, B is k x n (ldb = k),
        // C = D is m x n (ldc = m). Column i of A and column j of B are contiguous in k.
        std::vector<GemmOperands> ops(static_cast<std::size_t>(copies));
        for (int c = 0; c < copies; ++c) {
            const std::string which = copies > 1 ? " (copy " + std::to_string(c + 1) + ")" : "";
            ops[std::size_t(c)].a = DeviceBuffer(k * m * types.abBytes, "A of " + shape + which);
            ops[std::size_t(c)].b = DeviceBuffer(k * n * types.abBytes, "B of " + shape + which);
            ops[std::size_t(c)].d = DeviceBuffer(m * n * types.cdBytes, "D of " + shape + which);
        }
        fillAs(types.ab, ops[0].a.get(), k * m, 1, s.stream, "A");
        fillAs(types.ab, ops[0].b.get(), k * n, 2, s.stream, "B");
        for (int c = 0; c < copies; ++c) {
            GemmOperands& o = ops[std::size_t(c)];
            if (c > 0) {
                check(cudaMemcpyAsync(o.a.get(), ops[0].a.get(), o.a.bytes(), cudaMemcpyDeviceToDevice,
                                      s.stream),
                      "cudaMemcpyAsync (copy of A)");
                check(cudaMemcpyAsync(o.b.get(), ops[0].b.get(), o.b.bytes(), cudaMemcpyDeviceToDevice,
                                      s.stream),
                      "cudaMemcpyAsync (copy of B)");
            }
            check(cudaMemsetAsync(o.d.get(), 0, o.d.bytes(), s.stream), "cudaMemsetAsync (D)");
        }

        OpDesc op;
        check(cublasLtMatmulDescCreate(op.out(), types.compute, CUDA_R_32F), "cublasLtMatmulDescCreate");
        const cublasOperation_t transA = CUBLAS_OP_T, transB = CUBLAS_OP_N;
        check(cublasLtMatmulDescSetAttribute(op.get(), CUBLASLT_MATMUL_DESC_TRANSA, &transA, sizeof transA),
              "set TRANSA");
        check(cublasLtMatmulDescSetAttribute(op.get(), CUBLASLT_MATMUL_DESC_TRANSB, &transB, sizeof transB),
              "set TRANSB");
        if (fp8) {
            const void* scale = s.scaleOne.get();
            check(cublasLtMatmulDescSetAttribute(op.get(), CUBLASLT_MATMUL_DESC_A_SCALE_POINTER, &scale,
                                                 sizeof scale),
                  "set A_SCALE_POINTER");
            check(cublasLtMatmulDescSetAttribute(op.get(), CUBLASLT_MATMUL_DESC_B_SCALE_POINTER, &scale,
                                                 sizeof scale),
                  "set B_SCALE_POINTER");
            const std::int8_t fast = spec.fastAccum ? 1 : 0;
            check(cublasLtMatmulDescSetAttribute(op.get(), CUBLASLT_MATMUL_DESC_FAST_ACCUM, &fast,
                                                 sizeof fast),
                  "set FAST_ACCUM");
        }
        Layout la, lb, lc;
        check(cublasLtMatrixLayoutCreate(la.out(), types.ab, k, m, std::int64_t(k)), "layout A");
        check(cublasLtMatrixLayoutCreate(lb.out(), types.ab, k, n, std::int64_t(k)), "layout B");
        check(cublasLtMatrixLayoutCreate(lc.out(), types.cd, m, n, std::int64_t(m)), "layout C/D");

        Preference pref;
        check(cublasLtMatmulPreferenceCreate(pref.out()), "cublasLtMatmulPreferenceCreate");
        const std::uint64_t ws = kWorkspaceBytes;
        check(cublasLtMatmulPreferenceSetAttribute(pref.get(), CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                                   &ws, sizeof ws),
              "set MAX_WORKSPACE_BYTES");
        cublasLtMatmulHeuristicResult_t heur[8] = {};
        int found = 0;
        check(cublasLtMatmulAlgoGetHeuristic(s.lt, op.get(), la.get(), lb.get(), lc.get(), lc.get(),
                                             pref.get(), 8, heur, &found),
              "cublasLtMatmulAlgoGetHeuristic for " + shape);
        std::vector<int> candidates;
        for (int i = 0; i < found; ++i)
            if (heur[i].state == CUBLAS_STATUS_SUCCESS && heur[i].workspaceSize <= kWorkspaceBytes)
                candidates.push_back(i);
        if (candidates.empty())
            throw Failure("cuBLASLt has no algorithm for " + shape + " on this device");

        const float alpha = 1.0f, beta = 0.0f;
        int next = 0; // the operand copy the next launch uses
        auto launcher = [&](int which) {
            return [&, which] {
                GemmOperands& o = ops[std::size_t(next)];
                next = (next + 1) % copies;
                check(cublasLtMatmul(s.lt, op.get(), &alpha, o.a.get(), la.get(), o.b.get(), lb.get(),
                                     &beta, o.d.get(), lc.get(), o.d.get(), lc.get(), &heur[which].algo,
                                     s.workspace.get(), kWorkspaceBytes, s.stream),
                      "cublasLtMatmul " + shape + " (heuristic #" + std::to_string(which + 1) + ")");
            };
        };

        // Pick the algorithm: time the top few heuristic results (NVIDIA's sample does the same).
        // A candidate that fails is skipped, not the point; a long first run stops the tuning.
        const int count = int(candidates.size());
        const int tryCount = std::min(count, std::max(1, spec.timing.autotuneAlgorithms));
        TimingPolicy quick = spec.timing;
        quick.warmupRuns = 1;
        quick.minRepetitions = 3;
        quick.maxRepetitions = 3;
        quick.targetSeconds = 0;
        const TuningResult tuning =
            tuneCandidates(count, tryCount, spec.timing.tuneSkipAboveSeconds, [&](int c) {
                BenchPoint trial;
                fillStats(trial, s.measure(launcher(candidates[std::size_t(c)]), quick, spec.flushL2));
                return trial.timeMedian;
            });

        // Measure with the fastest; if it fails now, the next one.
        std::vector<std::string> failures = tuning.failures;
        Samples samples;
        int best = -1;
        for (int c : measurementOrder(tuning, count)) {
            try {
                samples = s.measure(launcher(candidates[std::size_t(c)]), spec.timing, spec.flushL2);
                best = candidates[std::size_t(c)];
                break;
            } catch (const DeviceLostError&) {
                throw;
            } catch (const Failure& f) {
                failures.push_back("#" + std::to_string(c + 1) + ": " + f.what());
            }
        }
        if (best < 0)
            throw Failure("every cuBLASLt algorithm for " + shape + " failed: " + joinFailures(failures));
        check(cudaStreamSynchronize(s.stream), "GEMM runs");
        fillStats(p, samples);
        p.inputCopies = copies;
        p.l2Flushed = launchesRunCold(spec.flushL2, samples.batch, copies, workingSet, s.info.l2Bytes);
        std::int32_t algoId = -1;
        cublasLtMatmulAlgoConfigGetAttribute(&heur[best].algo, CUBLASLT_ALGO_CONFIG_ID, &algoId,
                                             sizeof algoId, nullptr);
        std::string how;
        if (tuning.stoppedForLength)
            how = "not tuned (one run took " + millis(tuning.seconds.front()) + ")";
        else if (tuning.ranked.empty())
            how = "not tuned";
        else
            how = std::to_string(tuning.ranked.size()) + " timed";
        if (!failures.empty())
            how += ", " + std::to_string(failures.size()) + " failed (" + joinFailures(failures, 2) + ")";
        if (copies > 1)
            how += ", " + std::to_string(copies) + " operand copies rotated";
        p.algorithm = (spec.label.empty() ? std::string() : spec.label + "; ") + "cuBLASLt heuristic #" +
                      std::to_string(best + 1) + " of " + std::to_string(found) + " (algo id " +
                      std::to_string(algoId) + "), " + how;

        if (spec.verify) {
            if (cancelled())
                throw Cancelled{};
            // Sampled entries of D against a double-precision reference computed from the very
            // inputs the GPU used (copied back, so fp16/bf16/fp8 rounding is included). Every copy
            // holds the same inputs; copy 0 ran first and last wrote a complete result.
            const GemmOperands& o = ops[0];
            const auto rows = spread(spec.m, 16);
            const auto cols = spread(spec.n, 16);
            std::vector<std::vector<double>> aCols, bCols;
            for (auto i : rows)
                aCols.push_back(fetchAs(types.ab, o.a.get(), std::size_t(i) * k, k));
            for (auto j : cols)
                bCols.push_back(fetchAs(types.ab, o.b.get(), std::size_t(j) * k, k));
            double errSq = 0, refSq = 0;
            for (std::size_t cj = 0; cj < cols.size(); ++cj) {
                const auto dCol = fetchAs(types.cd, o.d.get(), std::size_t(cols[cj]) * m, m);
                for (std::size_t ri = 0; ri < rows.size(); ++ri) {
                    double ref = 0;
                    const auto& av = aCols[ri];
                    const auto& bv = bCols[cj];
                    for (std::uint64_t kk = 0; kk < k; ++kk)
                        ref += av[kk] * bv[kk];
                    const double got = dCol[std::size_t(rows[ri])];
                    errSq += (got - ref) * (got - ref);
                    refSq += ref * ref;
                }
            }
            p.relativeError = refSq > 0 ? std::sqrt(errSq / refSq) : std::sqrt(errSq);
            p.verified = std::isfinite(p.relativeError) && p.relativeError <= gemmTolerance(spec.dtype);
            if (!std::isfinite(p.relativeError))
                p.relativeError = 1e30;
        }
    } catch (const DeviceLostError& e) {
        s.lost = true;
        p.error = e.what();
    } catch (const Failure& f) {
        p.error = f.what() + s.probeHealth();
    } catch (const Cancelled&) {
        p.error = "cancelled";
    }
    return p;
}

// --------------------------------------------------------------------------------------------
// STREAM

BenchPoint CudaBackend::runStream(const StreamSpec& spec) {
    BenchPoint p = describeStream(spec);
    State& s = *m_state;
    try {
        s.requireDevice();
        if (spec.dtype != DType::FP32)
            throw Failure("the STREAM kernels run on fp32 arrays");
        if (spec.elements <= 0 || spec.elements % 4)
            throw Failure("STREAM arrays need a positive multiple of 4 elements (16-byte vectors)");
        const std::uint64_t n = std::uint64_t(spec.elements);
        const std::uint64_t n4 = n / 4;
        const std::size_t bytes = n * sizeof(float);
        DeviceBuffer a(bytes, "STREAM array a"), b(bytes, "STREAM array b"), c(bytes, "STREAM array c");
        fill(a.as<float>(), n, 11, 0.5f, 1.5f, s.stream, "a");
        fill(b.as<float>(), n, 12, 0.5f, 1.5f, s.stream, "b");
        fill(c.as<float>(), n, 13, 0.5f, 1.5f, s.stream, "c");
        const unsigned grid = s.streamGrid(n4);
        auto* a4 = a.as<float4>();
        auto* b4 = b.as<float4>();
        auto* c4 = c.as<float4>();
        const std::string what = "launching " + p.name;
        auto launch = [&] {
            switch (spec.op) {
            case StreamOp::Copy:
                streamKernel<<<grid, kBlock, 0, s.stream>>>(CopyBody{a4, c4}, n4);
                break;
            case StreamOp::Scale:
                streamKernel<<<grid, kBlock, 0, s.stream>>>(ScaleBody{b4, c4, kStreamScalar}, n4);
                break;
            case StreamOp::Add:
                streamKernel<<<grid, kBlock, 0, s.stream>>>(AddBody{a4, b4, c4}, n4);
                break;
            case StreamOp::Triad:
                streamKernel<<<grid, kBlock, 0, s.stream>>>(TriadBody{a4, b4, c4, kStreamScalar}, n4);
                break;
            }
            check(cudaGetLastError(), what);
        };
        // The working set is >= 8x L2, so no flush between runs is needed.
        Samples samples = s.measure(launch, spec.timing, false);
        fillStats(p, std::move(samples));
        p.l2Flushed = false;
        p.algorithm = std::to_string(grid) + " blocks x " + std::to_string(kBlock) +
                      " threads, float4, " + std::to_string(kStreamUnroll) +
                      " loads in flight per thread, grid-stride";

        // Check sampled elements: every kernel is idempotent on its inputs, so the last run's
        // output must equal the formula applied to the (unchanged) inputs.
        double worst = 0;
        for (auto i : spread(std::int64_t(n), 64)) {
            const double av = fetch<float>(a.get(), std::size_t(i), 1)[0];
            const double bv = fetch<float>(b.get(), std::size_t(i), 1)[0];
            const double cv = fetch<float>(c.get(), std::size_t(i), 1)[0];
            double got = 0, want = 0;
            switch (spec.op) {
            case StreamOp::Copy: got = cv; want = av; break;
            case StreamOp::Scale: got = bv; want = double(kStreamScalar) * cv; break;
            case StreamOp::Add: got = cv; want = av + bv; break;
            case StreamOp::Triad: got = av; want = bv + double(kStreamScalar) * cv; break;
            }
            worst = std::max(worst, std::fabs(got - want) / std::max(std::fabs(want), 1e-30));
        }
        p.relativeError = worst;
        p.verified = worst <= 1e-6;
    } catch (const DeviceLostError& e) {
        s.lost = true;
        p.error = e.what();
    } catch (const Failure& f) {
        p.error = f.what() + s.probeHealth();
    } catch (const Cancelled&) {
        p.error = "cancelled";
    }
    return p;
}

// --------------------------------------------------------------------------------------------
// Intensity

namespace {

// The host's copy of one thread of intensityKernel<V, fma>: the same operations in the same
// order with the same roundings (fmaf; fp16/bf16 FMA and add rounded once from the exact double
// result, as the packed instructions do).
float emulateIntensityThread(DType t, int fma, const std::vector<uint4>& vectors) {
    if (t == DType::FP32) {
        float acc[4] = {0, 0, 0, 0};
        for (const uint4& raw : vectors) {
            float x[4];
            std::memcpy(x, &raw, sizeof raw);
            for (int c = 0; c < 4; ++c) {
                float v = x[c];
                for (int f = 0; f < fma; ++f)
                    v = std::fma(v, v, kIntensitySeed);
                acc[c] = acc[c] + v;
            }
        }
        return ((acc[0] + acc[1]) + acc[2]) + acc[3];
    }
    const bool half = t == DType::FP16;
    auto round = [half](double v) -> double {
        return half ? double(__half2float(__double2half(v))) : double(__bfloat162float(__double2bfloat16(v)));
    };
    auto widen = [half](std::uint16_t bits) -> double {
        if (half) {
            __half_raw r;
            r.x = bits;
            return double(__half2float(__half(r)));
        }
        __nv_bfloat16_raw r;
        r.x = bits;
        return double(__bfloat162float(__nv_bfloat16(r)));
    };
    const double seed = round(kIntensitySeed);
    double acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    for (const uint4& raw : vectors) {
        std::uint16_t lanes[8];
        std::memcpy(lanes, &raw, sizeof raw);
        for (int l = 0; l < 8; ++l) {
            double v = widen(lanes[l]);
            for (int f = 0; f < fma; ++f)
                v = round(v * v + seed);
            acc[l] = round(acc[l] + v);
        }
    }
    float total[4];
    for (int c = 0; c < 4; ++c)
        total[c] = float(acc[2 * c]) + float(acc[2 * c + 1]);
    return ((total[0] + total[1]) + total[2]) + total[3];
}

} // namespace

BenchPoint CudaBackend::runIntensity(const IntensitySpec& spec) {
    BenchPoint p = describeIntensity(spec);
    State& s = *m_state;
    try {
        s.requireDevice();
        const std::size_t size = spec.dtype == DType::FP32 ? 4 : 2;
        if (spec.dtype != DType::FP32 && spec.dtype != DType::FP16 && spec.dtype != DType::BF16)
            throw Failure("the intensity kernel runs fp32, fp16 and bf16, not " +
                          std::string(dtypeId(spec.dtype)));
        if (spec.elements <= 0 || (std::uint64_t(spec.elements) * size) % 16)
            throw Failure("the intensity sweep needs a positive element count filling whole 16-byte vectors");
        if (std::find(std::begin(kIntensityFmaCounts), std::end(kIntensityFmaCounts), spec.fmaPerElement) ==
            std::end(kIntensityFmaCounts))
            throw Failure("the intensity kernel is not built for " + std::to_string(spec.fmaPerElement) +
                          " FMAs per element (0, 1, 2, 4, ... 1024)");
        const std::uint64_t n = std::uint64_t(spec.elements);
        const std::uint64_t nVec = n * size / 16;
        const unsigned grid = gridFor(nVec, 4);
        const std::uint64_t threads = std::uint64_t(grid) * kBlock;
        // About 32 probe threads store their sums; one more slot takes the (never) sentinel.
        unsigned probeShift = 0;
        while ((threads >> probeShift) > 32)
            ++probeShift;
        const std::uint64_t probes = ((threads - 1) >> probeShift) + 1;
        DeviceBuffer in(n * size, "intensity input");
        DeviceBuffer out((probes + 1) * sizeof(float), "intensity output");
        switch (spec.dtype) {
        case DType::FP32: fill(in.as<float>(), n, 21, -1.f, 1.f, s.stream, "intensity input"); break;
        case DType::FP16: fill(in.as<__half>(), n, 21, -1.f, 1.f, s.stream, "intensity input"); break;
        default: fill(in.as<__nv_bfloat16>(), n, 21, -1.f, 1.f, s.stream, "intensity input"); break;
        }
        // Poison the output (all bits set is a NaN) so that a probe nobody wrote shows.
        check(cudaMemsetAsync(out.get(), 0xff, out.bytes(), s.stream), "cudaMemsetAsync (intensity output)");
        const uint4* src = in.as<uint4>();
        float* dst = out.as<float>();
        const std::string what = "launching " + p.name + " " + std::string(dtypeId(spec.dtype));
        auto launch = [&] {
            switch (spec.dtype) {
            case DType::FP32:
                launchIntensity<float>(FmaCounts{}, spec.fmaPerElement, grid, s.stream, src, nVec, dst,
                                       probeShift, probes);
                break;
            case DType::FP16:
                launchIntensity<__half2>(FmaCounts{}, spec.fmaPerElement, grid, s.stream, src, nVec, dst,
                                         probeShift, probes);
                break;
            default:
                launchIntensity<__nv_bfloat162>(FmaCounts{}, spec.fmaPerElement, grid, s.stream, src,
                                                nVec, dst, probeShift, probes);
                break;
            }
            check(cudaGetLastError(), what);
        };
        Samples samples = s.measure(launch, spec.timing, false);
        fillStats(p, std::move(samples));
        p.l2Flushed = false;
        p.algorithm = std::to_string(grid) + " blocks x " + std::to_string(kBlock) +
                      " threads, 4 chains per thread, 16-byte loads, " + std::to_string(probes) +
                      " threads' sums checked";

        // Check the probe threads' sums against the host's emulation of the same work.
        check(cudaStreamSynchronize(s.stream), "intensity runs");
        std::vector<float> got(probes);
        check(cudaMemcpy(got.data(), out.get(), probes * sizeof(float), cudaMemcpyDeviceToHost),
              "cudaMemcpy (intensity output)");
        const double tolerance = spec.dtype == DType::FP32 ? 1e-5 : 1e-3;
        double worst = 0;
        bool allWritten = true;
        for (std::uint64_t i = 0; i < probes; ++i) {
            const std::uint64_t tid = i << probeShift;
            std::vector<uint4> vectors;
            for (std::uint64_t v = tid; v < nVec; v += threads) {
                uint4 raw;
                check(cudaMemcpy(&raw, src + v, sizeof raw, cudaMemcpyDeviceToHost),
                      "cudaMemcpy (intensity input)");
                vectors.push_back(raw);
            }
            const double want = emulateIntensityThread(spec.dtype, spec.fmaPerElement, vectors);
            const double have = got[std::size_t(i)];
            if (!std::isfinite(have)) {
                allWritten = false;
                continue;
            }
            worst = std::max(worst, std::fabs(have - want) / std::max(std::fabs(want), 1.0));
        }
        p.relativeError = allWritten ? worst : 1e30;
        p.verified = allWritten && worst <= tolerance;
    } catch (const DeviceLostError& e) {
        s.lost = true;
        p.error = e.what();
    } catch (const Failure& f) {
        p.error = f.what() + s.probeHealth();
    } catch (const Cancelled&) {
        p.error = "cancelled";
    }
    return p;
}

// --------------------------------------------------------------------------------------------
// L2 bandwidth and launch overhead

BenchPoint CudaBackend::runCache(const CacheSpec& spec) {
    BenchPoint p = describeCache(spec);
    State& s = *m_state;
    try {
        s.requireDevice();
        if (spec.workingSetBytes <= 0 || spec.workingSetBytes % 16)
            throw Failure("the L2 working set must be a positive multiple of 16 bytes");
        if (spec.passes < 1)
            throw Failure("the L2 kernel needs at least one pass");
        const std::uint64_t n16 = std::uint64_t(spec.workingSetBytes) / 16;
        DeviceBuffer buf(std::size_t(spec.workingSetBytes), "L2 working set");
        fill(buf.as<float>(), n16 * 4, 31, -1.f, 1.f, s.stream, "L2 working set");
        // Enough threads to fill every SM (2048 per SM), fewer when the set is small.
        const unsigned grid = std::max(1u, std::min(gridFor(n16, 1), unsigned(std::max(1, s.info.smCount) * 8)));
        auto launch = [&] {
            l2ReadKernel<<<grid, kBlock, 0, s.stream>>>(buf.as<uint4>(), n16, spec.passes, s.sink.as<unsigned>());
            check(cudaGetLastError(), "launching " + p.name);
        };
        fillStats(p, s.measure(launch, spec.timing, false));
        p.l2Flushed = false;
        p.algorithm = std::to_string(grid) + " blocks x " + std::to_string(kBlock) + " threads, " +
                      std::to_string(spec.passes) + " passes per launch, 16-byte ld.global.cg loads";
    } catch (const DeviceLostError& e) {
        s.lost = true;
        p.error = e.what();
    } catch (const Failure& f) {
        p.error = f.what() + s.probeHealth();
    } catch (const Cancelled&) {
        p.error = "cancelled";
    }
    return p;
}

BenchPoint CudaBackend::runLaunch(const LaunchSpec& spec) {
    BenchPoint p = describeLaunch(spec);
    State& s = *m_state;
    try {
        s.requireDevice();
        auto launch = [&] {
            emptyKernel<<<1, 32, 0, s.stream>>>();
            check(cudaGetLastError(), "launching the empty kernel");
        };
        fillStats(p, s.measure(launch, spec.timing, false));
        p.l2Flushed = false;
        p.algorithm = "1 block x 32 threads, " + std::to_string(p.launchesPerSample) +
                      " back-to-back launches per sample";
    } catch (const DeviceLostError& e) {
        s.lost = true;
        p.error = e.what();
    } catch (const Failure& f) {
        p.error = f.what() + s.probeHealth();
    } catch (const Cancelled&) {
        p.error = "cancelled";
    }
    return p;
}

} // namespace rooflab::gpu
