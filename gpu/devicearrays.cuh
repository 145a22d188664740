#pragma once
// Device arrays for the benchmarks: the launch shape of the backend's grid-stride kernels, the
// deterministic random fill of their inputs and the read-back of samples for verification.
// CUDA-only (the CUDA backend's internals).
#include <cuda_runtime.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace rooflab::gpu::cudaimpl {

constexpr int kBlock = 256; // threads per block of our kernels

// Blocks for `work` items at `perThread` items per thread (at least 1, at most 2^30).
inline unsigned gridFor(std::uint64_t work, std::uint64_t perThread) {
    const std::uint64_t threads = (work + perThread - 1) / perThread;
    const std::uint64_t blocks = (threads + kBlock - 1) / kBlock;
    return static_cast<unsigned>(std::clamp<std::uint64_t>(blocks, 1, 1u << 30));
}

// Enqueues a fill of n elements with values uniform in [lo, hi) from a counter-based hash, so
// every build and every device gets the same data. T: float, __half, __nv_bfloat16 or
// __nv_fp8_e4m3 (instantiated in devicearrays.cu). `what` names the array in the error.
template <typename T>
void fill(T* p, std::uint64_t n, std::uint32_t seed, float lo, float hi, cudaStream_t stream, const char* what);

// Host copy of `count` device elements of type T starting at element `offset`, widened to
// double (the same four types as fill()).
template <typename T> std::vector<double> fetch(const void* base, std::size_t offset, std::size_t count);

// Evenly spread indices in [0, n), at most `count` of them, always including the first and last:
// the elements a verification checks.
std::vector<std::int64_t> spread(std::int64_t n, int count);

} // namespace rooflab::gpu::cudaimpl
