// Random fill and read-back of the benchmarks' device arrays (gpu/devicearrays.cuh).
#include "gpu/devicearrays.cuh"

#include "gpu/cudaerrors.cuh"

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>

#include <string>

namespace rooflab::gpu::cudaimpl {

namespace {

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
template <> __device__ inline float fromFloat<float>(float v) {
    return v;
}
template <> __device__ inline __half fromFloat<__half>(float v) {
    return __float2half_rn(v);
}
template <> __device__ inline __nv_bfloat16 fromFloat<__nv_bfloat16>(float v) {
    return __float2bfloat16_rn(v);
}
template <> __device__ inline __nv_fp8_e4m3 fromFloat<__nv_fp8_e4m3>(float v) {
    return __nv_fp8_e4m3(v);
}

template <typename T>
__global__ void fillKernel(T* __restrict__ p, std::uint64_t n, std::uint32_t seed, float lo, float hi) {
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    for (std::uint64_t i = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride)
        p[i] = fromFloat<T>(lo + (hi - lo) * uniform01(i, seed));
}

inline float toFloat(float v) {
    return v;
}
inline float toFloat(__half v) {
    return __half2float(v);
}
inline float toFloat(__nv_bfloat16 v) {
    return __bfloat162float(v);
}
inline float toFloat(__nv_fp8_e4m3 v) {
    return static_cast<float>(v);
}

} // namespace

template <typename T>
void fill(T* p, std::uint64_t n, std::uint32_t seed, float lo, float hi, cudaStream_t stream, const char* what) {
    fillKernel<T><<<std::min(gridFor(n, 8), 65536u), kBlock, 0, stream>>>(p, n, seed, lo, hi);
    check(cudaGetLastError(), std::string("launching the random fill of ") + what);
}

template <typename T> std::vector<double> fetch(const void* base, std::size_t offset, std::size_t count) {
    std::vector<T> raw(count);
    check(cudaMemcpy(raw.data(), static_cast<const T*>(base) + offset, count * sizeof(T), cudaMemcpyDeviceToHost),
          "cudaMemcpy (verification)");
    std::vector<double> out(count);
    for (std::size_t i = 0; i < count; ++i)
        out[i] = toFloat(raw[i]);
    return out;
}

// The element types the benchmarks use; defined here so that the fill kernel lives in one
// translation unit.
template void fill<float>(float*, std::uint64_t, std::uint32_t, float, float, cudaStream_t, const char*);
template void fill<__half>(__half*, std::uint64_t, std::uint32_t, float, float, cudaStream_t, const char*);
template void fill<__nv_bfloat16>(__nv_bfloat16*, std::uint64_t, std::uint32_t, float, float, cudaStream_t,
                                  const char*);
template void fill<__nv_fp8_e4m3>(__nv_fp8_e4m3*, std::uint64_t, std::uint32_t, float, float, cudaStream_t,
                                  const char*);
template std::vector<double> fetch<float>(const void*, std::size_t, std::size_t);
template std::vector<double> fetch<__half>(const void*, std::size_t, std::size_t);
template std::vector<double> fetch<__nv_bfloat16>(const void*, std::size_t, std::size_t);
template std::vector<double> fetch<__nv_fp8_e4m3>(const void*, std::size_t, std::size_t);

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

} // namespace rooflab::gpu::cudaimpl
