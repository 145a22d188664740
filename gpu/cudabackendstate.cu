// The CUDA backend's per-device state (gpu/cudabackendstate.cuh) and the two kernels that
// prepare every timed sample: the L2 flush and the spin.
#include "gpu/cudabackendstate.cuh"

#include "gpu/devicearrays.cuh"

#include <cstdint>

namespace rooflab::gpu {

using namespace cudaimpl;

namespace {

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

} // namespace

void CudaBackend::State::release() {
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

void CudaBackend::State::requireDevice() const {
    if (lost)
        throw DeviceLostError("the device is unusable after an earlier sticky error; it must be "
                              "reset first");
    if (device < 0)
        throw Failure("no device selected (queryDevice() was not called or failed)");
    check(cudaSetDevice(device), "cudaSetDevice");
}

std::string CudaBackend::State::probeHealth() {
    const cudaError_t e = cudaDeviceSynchronize();
    if (e == cudaSuccess)
        return {};
    if (isSticky(e)) {
        lost = true;
        return "; then " + cudaMessage(e, "cudaDeviceSynchronize") + ": the device must be reset";
    }
    (void)cudaGetLastError();
    return {};
}

void CudaBackend::State::flushL2() {
    const std::uint64_t n16 = flush.bytes() / 16;
    flushReadKernel<<<gridFor(n16, 4), kBlock, 0, stream>>>(flush.as<uint4>(), n16, sink.as<unsigned>());
    check(cudaGetLastError(), "launching the L2 flush");
}

void CudaBackend::State::spin(double seconds) {
    if (seconds <= 0)
        return;
    spinKernel<<<1, 1, 0, stream>>>(std::uint64_t(seconds * 1e9));
    check(cudaGetLastError(), "launching the spin kernel");
}

} // namespace rooflab::gpu
