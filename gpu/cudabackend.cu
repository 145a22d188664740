// CUDA measurement backend. The method (and the sources it follows: BabelStream, mixbench,
// NVIDIA's cuBLASLt samples, nvbench) is described in docs/gpu-method.md.
#include "gpu/cudabackend.h"

#include "core/hardwaredb.h"
#include "gpu/devicematch.h"

#include <cublasLt.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
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

void check(cudaError_t e, const std::string& what) {
    if (e == cudaSuccess)
        return;
    (void)cudaGetLastError(); // clear a non-sticky error so that the next point can run
    std::string msg = what + ": " + cudaGetErrorName(e) + " (" + cudaGetErrorString(e) + ")";
    if (e == cudaErrorMemoryAllocation)
        msg = "out of device memory: " + msg;
    throw Failure(msg);
}

void check(cublasStatus_t s, const std::string& what) {
    if (s == CUBLAS_STATUS_SUCCESS)
        return;
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
// STREAM kernels (BabelStream's four, on 16-byte vectors, grid-stride loops)

__global__ void copyKernel(const float4* __restrict__ a, float4* __restrict__ c, std::uint64_t n4) {
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    for (std::uint64_t i = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n4; i += stride)
        c[i] = a[i];
}

__global__ void scaleKernel(float4* __restrict__ b, const float4* __restrict__ c, float q,
                            std::uint64_t n4) {
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    for (std::uint64_t i = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n4; i += stride) {
        const float4 v = c[i];
        b[i] = make_float4(q * v.x, q * v.y, q * v.z, q * v.w);
    }
}

__global__ void addKernel(const float4* __restrict__ a, const float4* __restrict__ b,
                          float4* __restrict__ c, std::uint64_t n4) {
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    for (std::uint64_t i = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n4; i += stride) {
        const float4 x = a[i];
        const float4 y = b[i];
        c[i] = make_float4(x.x + y.x, x.y + y.y, x.z + y.z, x.w + y.w);
    }
}

__global__ void triadKernel(float4* __restrict__ a, const float4* __restrict__ b,
                            const float4* __restrict__ c, float q, std::uint64_t n4) {
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    for (std::uint64_t i = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n4; i += stride) {
        const float4 y = b[i];
        const float4 z = c[i];
        a[i] = make_float4(y.x + q * z.x, y.y + q * z.y, y.z + q * z.z, y.w + q * z.w);
    }
}

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
                    float sentinel, float* __restrict__ out) {
    static_assert(sizeof(V) * 4 == sizeof(uint4), "four lanes per 16-byte load");
    using L = Lanes<V>;
    const V seed = L::splat(seedValue);
    V acc[4];
#pragma unroll
    for (int c = 0; c < 4; ++c)
        acc[c] = L::splat(0.0f);
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    for (std::uint64_t i = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < nVec; i += stride) {
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
    if (sum == sentinel) // never true: |sum| stays far below the sentinel
        out[threadIdx.x] = sum;
}

template <typename V, int... Fs>
bool launchIntensity(std::integer_sequence<int, Fs...>, int fma, unsigned grid, cudaStream_t s,
                     const uint4* in, std::uint64_t nVec, float* out) {
    return ((fma == Fs ? (intensityKernel<V, Fs><<<grid, kBlock, 0, s>>>(in, nVec, kIntensitySeed,
                                                                        1e30f, out),
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
    p.deriveRates();
}

} // namespace

// --------------------------------------------------------------------------------------------

struct CudaBackend::State {
    int device = -1;
    BenchDevice info;
    cudaStream_t stream = nullptr;
    cublasLtHandle_t lt = nullptr;
    DeviceBuffer workspace;
    DeviceBuffer flush;      // written before timed samples to evict L2
    DeviceBuffer scaleOne;   // one float 1.0f: FP8 scale pointers
    std::function<bool()> cancelled;

    ~State() { release(); }

    void release() {
        if (device < 0)
            return;
        cudaSetDevice(device);
        workspace.reset();
        flush.reset();
        scaleOne.reset();
        if (lt)
            cublasLtDestroy(lt);
        if (stream)
            cudaStreamDestroy(stream);
        lt = nullptr;
        stream = nullptr;
        device = -1;
    }

    void requireDevice() const {
        if (device < 0)
            throw Failure("no device selected (queryDevice() was not called or failed)");
        check(cudaSetDevice(device), "cudaSetDevice");
    }

    void flushL2(unsigned salt) {
        check(cudaMemsetAsync(flush.get(), int(salt & 0xff), flush.bytes(), stream),
              "cudaMemsetAsync (L2 flush)");
    }

    // Times launch() (which enqueues one run on the stream) following the policy: warm-up,
    // probe, batching of short kernels, then repetitions with an optional L2 flush before each.
    template <typename Launch>
    Samples measure(Launch&& launch, const TimingPolicy& policy, bool flushBefore) {
        Event start, stop;
        for (int i = 0; i < std::max(1, policy.warmupRuns); ++i) {
            if (cancelled())
                throw Cancelled{};
            launch();
            check(cudaStreamSynchronize(stream), "warm-up run");
        }
        auto timeOnce = [&](int batch, unsigned salt) {
            if (flushBefore)
                flushL2(salt);
            check(cudaEventRecord(start.get(), stream), "cudaEventRecord");
            for (int b = 0; b < batch; ++b)
                launch();
            check(cudaEventRecord(stop.get(), stream), "cudaEventRecord");
            check(cudaEventSynchronize(stop.get()), "timed run");
            float ms = 0;
            check(cudaEventElapsedTime(&ms, start.get(), stop.get()), "cudaEventElapsedTime");
            return double(ms) * 1e-3 / batch;
        };
        const double probe = std::max(timeOnce(1, 1), 1e-7);
        Samples s;
        if (probe < policy.batchBelowSeconds)
            s.batch = std::clamp(int(std::ceil(100e-6 / probe)), 2, 1000);
        const int reps = std::clamp(int(policy.targetSeconds / (probe * s.batch)),
                                    std::max(1, policy.minRepetitions),
                                    std::max(1, policy.maxRepetitions));
        s.seconds.reserve(std::size_t(reps));
        for (int r = 0; r < reps; ++r) {
            if (cancelled())
                throw Cancelled{};
            s.seconds.push_back(timeOnce(s.batch, unsigned(r + 2)));
        }
        return s;
    }

    unsigned streamGrid(std::uint64_t n4) const { return gridFor(n4, 4); }
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
        check(cudaStreamCreateWithFlags(&s.stream, cudaStreamNonBlocking), "cudaStreamCreate");
        check(cublasLtCreate(&s.lt), "cublasLtCreate");
        s.workspace = DeviceBuffer(kWorkspaceBytes, "the cuBLASLt workspace");
        // Writing twice the L2 size evicts whatever a previous run left there.
        const std::size_t flushBytes =
            std::max<std::size_t>(2 * std::size_t(std::max(0.0, d.l2Bytes)), 8u << 20);
        s.flush = DeviceBuffer(flushBytes, "the L2 flush buffer");
        s.scaleOne = DeviceBuffer(sizeof(float), "the FP8 scale");
        const float one = 1.0f;
        check(cudaMemcpy(s.scaleOne.get(), &one, sizeof one, cudaMemcpyHostToDevice),
              "cudaMemcpy (FP8 scale)");
        s.info = d;
        out = d;
        error.clear();
        return true;
    } catch (const Failure& f) {
        m_state->release();
        error = f.what();
        return false;
    }
}

std::string CudaBackend::method() const {
    return "cuBLASLt GEMM (TN, 32 MiB workspace, best of the top heuristic algorithms, L2 flushed "
           "before each sample), BabelStream-style STREAM (16-byte vectors, >= 8x L2 working set), "
           "mixbench-style intensity sweep; CUDA-event timing, median of repetitions, short kernels "
           "batched; see docs/gpu-method.md";
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
            if (spec.m % 16 || spec.n % 16 || spec.k % 16)
                throw Failure("fp8-e4m3 GEMMs need m, n and k to be multiples of 16");
        }
        const std::uint64_t m = std::uint64_t(spec.m), n = std::uint64_t(spec.n),
                            k = std::uint64_t(spec.k);
        const std::string shape = std::string(dtypeId(spec.dtype)) + " " + p.name;

        // TN layout (what cuBLASLt FP8 requires; used for every dtype so that they compare):
        // A is stored k x m (column-major, lda = k) and transposed, B is k x n (ldb = k),
        // C = D is m x n (ldc = m). Column i of A and column j of B are contiguous in k.
        DeviceBuffer a(k * m * types.abBytes, "A of " + shape);
        DeviceBuffer b(k * n * types.abBytes, "B of " + shape);
        DeviceBuffer d(m * n * types.cdBytes, "D of " + shape);
        fillAs(types.ab, a.get(), k * m, 1, s.stream, "A");
        fillAs(types.ab, b.get(), k * n, 2, s.stream, "B");
        check(cudaMemsetAsync(d.get(), 0, d.bytes(), s.stream), "cudaMemsetAsync (D)");

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
        auto run = [&](int which) {
            return cublasLtMatmul(s.lt, op.get(), &alpha, a.get(), la.get(), b.get(), lb.get(), &beta,
                                  d.get(), lc.get(), d.get(), lc.get(), &heur[which].algo,
                                  s.workspace.get(), kWorkspaceBytes, s.stream);
        };

        // Pick the algorithm: time the top few heuristic results (NVIDIA's sample does the same).
        int best = candidates.front();
        const int tryCount = std::min<int>(int(candidates.size()), std::max(1, spec.timing.autotuneAlgorithms));
        if (tryCount > 1) {
            TimingPolicy quick = spec.timing;
            quick.warmupRuns = 1;
            quick.minRepetitions = 3;
            quick.maxRepetitions = 3;
            quick.targetSeconds = 0;
            double bestTime = 0;
            for (int c = 0; c < tryCount; ++c) {
                const int which = candidates[std::size_t(c)];
                if (run(which) != CUBLAS_STATUS_SUCCESS) { // this algorithm cannot run: skip it
                    (void)cudaGetLastError();
                    continue;
                }
                BenchPoint trial;
                fillStats(trial, s.measure([&] { check(run(which), "cublasLtMatmul " + shape); },
                                           quick, spec.flushL2));
                if (bestTime == 0 || trial.timeMedian < bestTime) {
                    bestTime = trial.timeMedian;
                    best = which;
                }
            }
        }

        Samples samples = s.measure([&] { check(run(best), "cublasLtMatmul " + shape); }, spec.timing,
                                    spec.flushL2);
        check(cudaStreamSynchronize(s.stream), "GEMM runs");
        fillStats(p, std::move(samples));
        p.l2Flushed = spec.flushL2;
        std::int32_t algoId = -1;
        cublasLtMatmulAlgoConfigGetAttribute(&heur[best].algo, CUBLASLT_ALGO_CONFIG_ID, &algoId,
                                             sizeof algoId, nullptr);
        p.algorithm = (spec.label.empty() ? std::string() : spec.label + "; ") + "cuBLASLt heuristic #" +
                      std::to_string(best + 1) + " of " + std::to_string(found) + " (algo id " +
                      std::to_string(algoId) + "), " + std::to_string(tryCount) + " timed";

        if (spec.verify) {
            if (cancelled())
                throw Cancelled{};
            // Sampled entries of D against a double-precision reference computed from the very
            // inputs the GPU used (copied back, so fp16/bf16/fp8 rounding is included).
            const auto rows = spread(spec.m, 16);
            const auto cols = spread(spec.n, 16);
            std::vector<std::vector<double>> aCols, bCols;
            for (auto i : rows)
                aCols.push_back(fetchAs(types.ab, a.get(), std::size_t(i) * k, k));
            for (auto j : cols)
                bCols.push_back(fetchAs(types.ab, b.get(), std::size_t(j) * k, k));
            double errSq = 0, refSq = 0;
            for (std::size_t cj = 0; cj < cols.size(); ++cj) {
                const auto dCol = fetchAs(types.cd, d.get(), std::size_t(cols[cj]) * m, m);
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
    } catch (const Failure& f) {
        p.error = f.what();
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
            case StreamOp::Copy: copyKernel<<<grid, kBlock, 0, s.stream>>>(a4, c4, n4); break;
            case StreamOp::Scale: scaleKernel<<<grid, kBlock, 0, s.stream>>>(b4, c4, kStreamScalar, n4); break;
            case StreamOp::Add: addKernel<<<grid, kBlock, 0, s.stream>>>(a4, b4, c4, n4); break;
            case StreamOp::Triad: triadKernel<<<grid, kBlock, 0, s.stream>>>(a4, b4, c4, kStreamScalar, n4); break;
            }
            check(cudaGetLastError(), what);
        };
        // The working set is >= 8x L2, so no flush between runs is needed.
        Samples samples = s.measure(launch, spec.timing, false);
        fillStats(p, std::move(samples));
        p.l2Flushed = false;
        p.algorithm = std::to_string(grid) + " blocks x " + std::to_string(kBlock) +
                      " threads, float4, grid-stride";

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
    } catch (const Failure& f) {
        p.error = f.what();
    } catch (const Cancelled&) {
        p.error = "cancelled";
    }
    return p;
}

// --------------------------------------------------------------------------------------------
// Intensity

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
        const std::uint64_t n = std::uint64_t(spec.elements);
        const std::uint64_t nVec = n * size / 16;
        DeviceBuffer in(n * size, "intensity input");
        DeviceBuffer out(kBlock * sizeof(float), "intensity output");
        switch (spec.dtype) {
        case DType::FP32: fill(in.as<float>(), n, 21, -1.f, 1.f, s.stream, "intensity input"); break;
        case DType::FP16: fill(in.as<__half>(), n, 21, -1.f, 1.f, s.stream, "intensity input"); break;
        default: fill(in.as<__nv_bfloat16>(), n, 21, -1.f, 1.f, s.stream, "intensity input"); break;
        }
        const unsigned grid = gridFor(nVec, 4);
        const uint4* src = in.as<uint4>();
        float* dst = out.as<float>();
        const std::string what = "launching " + p.name + " " + std::string(dtypeId(spec.dtype));
        auto launch = [&] {
            bool known = false;
            switch (spec.dtype) {
            case DType::FP32:
                known = launchIntensity<float>(FmaCounts{}, spec.fmaPerElement, grid, s.stream, src, nVec, dst);
                break;
            case DType::FP16:
                known = launchIntensity<__half2>(FmaCounts{}, spec.fmaPerElement, grid, s.stream, src, nVec, dst);
                break;
            default:
                known = launchIntensity<__nv_bfloat162>(FmaCounts{}, spec.fmaPerElement, grid, s.stream, src,
                                                        nVec, dst);
                break;
            }
            if (!known)
                throw Failure("the intensity kernel is not built for " + std::to_string(spec.fmaPerElement) +
                              " FMAs per element (0, 1, 2, 4, ... 1024)");
            check(cudaGetLastError(), what);
        };
        Samples samples = s.measure(launch, spec.timing, false);
        fillStats(p, std::move(samples));
        p.l2Flushed = false;
        p.algorithm = std::to_string(grid) + " blocks x " + std::to_string(kBlock) +
                      " threads, 4 chains per thread, 16-byte loads";
    } catch (const Failure& f) {
        p.error = f.what();
    } catch (const Cancelled&) {
        p.error = "cancelled";
    }
    return p;
}

// --------------------------------------------------------------------------------------------

std::unique_ptr<BenchBackend> createBackend() { return std::make_unique<CudaBackend>(); }
bool buildHasCuda() { return true; }

} // namespace rooflab::gpu
