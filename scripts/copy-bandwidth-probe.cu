// Copy-bandwidth probe (docs/measurements.md, "Copy bandwidth on the H200"): which copy kernel
// moves the most bytes per second through this card's memory, beside the driver's own
// device-to-device copy (what PyTorch's copy_ of contiguous tensors calls) and read-only and
// write-only kernels. Each variant: 5 warm-ups, 30 timed runs (CUDA events), the median; a copy
// counts the bytes read plus written. --once runs each variant once (for ncu).
//   nvcc -O3 -std=c++17 -gencode=arch=compute_90,code=sm_90 -o copy-probe scripts/copy-bandwidth-probe.cu
//   ./copy-probe
//   ncu --clock-control none --launch-count 16 --metrics dram__throughput.avg.pct_of_peak_sustained_elapsed
//   ./copy-probe --once
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>
#include <vector>
#define CK(x)                                                                                                          \
    do {                                                                                                               \
        cudaError_t err_ = (x);                                                                                        \
        if (err_ != cudaSuccess) {                                                                                     \
            std::printf("CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__);                     \
            std::exit(1);                                                                                              \
        }                                                                                                              \
    } while (0)

__global__ void fillKernel(float* p, std::uint64_t n, unsigned seed) {
    for (std::uint64_t i = blockIdx.x * std::uint64_t(blockDim.x) + threadIdx.x; i < n;
         i += std::uint64_t(gridDim.x) * blockDim.x) {
        unsigned h = unsigned(i) * 2654435761u ^ seed;
        h ^= h >> 13;
        h *= 0x5bd1e995u;
        h ^= h >> 15;
        p[i] = 0.5f + float(h & 0xffffff) / float(0x1000000);
    }
}
template <int U, bool CS>
__global__ void __launch_bounds__(256)
    copyKernel(const float4* __restrict__ a, float4* __restrict__ c, std::uint64_t n4) {
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    std::uint64_t i = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
    for (; i + (U - 1) * stride < n4; i += U * stride) {
        float4 v[U];
#pragma unroll
        for (int u = 0; u < U; ++u)
            v[u] = CS ? __ldcs(a + i + u * stride) : a[i + u * stride];
#pragma unroll
        for (int u = 0; u < U; ++u) {
            if (CS)
                __stcs(c + i + u * stride, v[u]);
            else
                c[i + u * stride] = v[u];
        }
    }
    for (; i < n4; i += stride)
        c[i] = a[i];
}
template <int U>
__global__ void __launch_bounds__(256) readKernel(const float4* __restrict__ a, std::uint64_t n4, float* sink) {
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    std::uint64_t i = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
    float acc = 0;
    for (; i + (U - 1) * stride < n4; i += U * stride) {
        float4 v[U];
#pragma unroll
        for (int u = 0; u < U; ++u)
            v[u] = __ldcs(a + i + u * stride);
#pragma unroll
        for (int u = 0; u < U; ++u)
            acc += v[u].x + v[u].y + v[u].z + v[u].w;
    }
    if (acc == -1.f)
        *sink = acc;
}
__global__ void __launch_bounds__(256) writeKernel(float4* __restrict__ c, std::uint64_t n4) {
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    for (std::uint64_t i = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n4; i += stride)
        __stcs(c + i, make_float4(1.f, 2.f, 3.f, 4.f));
}

template <typename F> float medianMs(F launch, int reps) {
    cudaEvent_t s, e;
    CK(cudaEventCreate(&s));
    CK(cudaEventCreate(&e));
    for (int w = 0; w < (reps > 1 ? 5 : 0); ++w)
        launch();
    CK(cudaDeviceSynchronize());
    std::vector<float> t;
    for (int r = 0; r < reps; ++r) {
        CK(cudaEventRecord(s));
        launch();
        CK(cudaEventRecord(e));
        CK(cudaEventSynchronize(e));
        float ms;
        CK(cudaEventElapsedTime(&ms, s, e));
        t.push_back(ms);
    }
    CK(cudaGetLastError());
    std::sort(t.begin(), t.end());
    cudaEventDestroy(s);
    cudaEventDestroy(e);
    return t[t.size() / 2];
}

int main(int argc, char** argv) {
    const int reps = (argc > 1 && !std::strcmp(argv[1], "--once")) ? 1 : 30;
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, 0));
    const int sms = prop.multiProcessorCount;
    std::printf("device %s, %d SMs, L2 %d MiB\n", prop.name, sms, prop.l2CacheSize >> 20);
    for (std::uint64_t mib : {512ull, 2048ull}) {
        const std::uint64_t n = mib * 1024 * 1024 / 4, n4 = n / 4, bytes = n * 4;
        float *a, *c, *sink;
        CK(cudaMalloc(&a, bytes));
        CK(cudaMalloc(&c, bytes));
        CK(cudaMalloc(&sink, 4));
        fillKernel<<<sms * 8, 256>>>(a, n, 1);
        fillKernel<<<sms * 8, 256>>>(c, n, 2);
        CK(cudaDeviceSynchronize());
        auto report = [&](const char* what, double moved, float ms) {
            std::printf("%5llu MiB  %-40s %8.3f ms  %6.3f TB/s\n", (unsigned long long)mib, what, ms,
                        moved / (ms * 1e-3) / 1e12);
        };
        auto grid = [&](int u) { return unsigned((n4 + std::uint64_t(u) * 256 - 1) / (std::uint64_t(u) * 256)); };
        report("copy u1 (one vector per thread)", 2.0 * bytes,
               medianMs([&] { copyKernel<1, false><<<grid(1), 256>>>((const float4*)a, (float4*)c, n4); }, reps));
        report("copy u2", 2.0 * bytes,
               medianMs([&] { copyKernel<2, false><<<grid(2), 256>>>((const float4*)a, (float4*)c, n4); }, reps));
        report("copy u4 (rooflab-bench's)", 2.0 * bytes,
               medianMs([&] { copyKernel<4, false><<<grid(4), 256>>>((const float4*)a, (float4*)c, n4); }, reps));
        report("copy u8", 2.0 * bytes,
               medianMs([&] { copyKernel<8, false><<<grid(8), 256>>>((const float4*)a, (float4*)c, n4); }, reps));
        report("copy u4 ld/st.cs", 2.0 * bytes,
               medianMs([&] { copyKernel<4, true><<<grid(4), 256>>>((const float4*)a, (float4*)c, n4); }, reps));
        report("copy u4 persistent 4 blocks/SM", 2.0 * bytes,
               medianMs([&] { copyKernel<4, false><<<sms * 4, 256>>>((const float4*)a, (float4*)c, n4); }, reps));
        report("copy u4 persistent 8 blocks/SM", 2.0 * bytes,
               medianMs([&] { copyKernel<4, false><<<sms * 8, 256>>>((const float4*)a, (float4*)c, n4); }, reps));
        report("cudaMemcpyAsync D2D (PyTorch's copy_)", 2.0 * bytes,
               medianMs([&] { CK(cudaMemcpyAsync(c, a, bytes, cudaMemcpyDeviceToDevice)); }, reps));
        report("read only u4 ld.cs", 1.0 * bytes,
               medianMs([&] { readKernel<4><<<grid(4), 256>>>((const float4*)a, n4, sink); }, reps));
        report("read only u8 ld.cs", 1.0 * bytes,
               medianMs([&] { readKernel<8><<<grid(8), 256>>>((const float4*)a, n4, sink); }, reps));
        report("write only st.cs", 1.0 * bytes, medianMs([&] { writeKernel<<<sms * 8, 256>>>((float4*)c, n4); }, reps));
        // correctness of the last copy variant's output is not the question here, but check one
        CK(cudaMemcpyAsync(c, a, bytes, cudaMemcpyDeviceToDevice));
        copyKernel<4, false><<<grid(4), 256>>>((const float4*)a, (float4*)c, n4);
        CK(cudaDeviceSynchronize());
        std::vector<float> ha(1024), hc(1024);
        CK(cudaMemcpy(ha.data(), a + n - 1024, 4096, cudaMemcpyDeviceToHost));
        CK(cudaMemcpy(hc.data(), c + n - 1024, 4096, cudaMemcpyDeviceToHost));
        std::printf("%5llu MiB  tail of the copy %s\n", (unsigned long long)mib, ha == hc ? "matches" : "DIFFERS");
        CK(cudaFree(a));
        CK(cudaFree(c));
        CK(cudaFree(sink));
    }
    return 0;
}
