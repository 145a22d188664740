// The CUDA backend's launch-overhead point: back-to-back launches of an empty kernel, the floor
// under every short kernel's time (docs/gpu-method.md).
#include "gpu/cudabackend.h"

#include "gpu/cudabackendstate.cuh"
#include "gpu/cudaeventtiming.cuh"

#include <cuda_runtime.h>

#include <string>

namespace rooflab::gpu {

using namespace cudaimpl;

namespace {

__global__ void emptyKernel() {}

} // namespace

BenchPoint CudaBackend::runLaunch(const LaunchSpec& spec) {
    BenchPoint p = describeLaunch(spec);
    State& s = *m_state;
    s.runPoint(p, [&] {
        s.requireDevice();
        auto launch = [&] {
            emptyKernel<<<1, 32, 0, s.stream>>>();
            check(cudaGetLastError(), "launching the empty kernel");
        };
        fillStats(p, s.measure(launch, spec.timing, false));
        p.l2Flushed = false;
        p.algorithm =
            "1 block x 32 threads, " + std::to_string(p.launchesPerSample) + " back-to-back launches per sample";
    });
    return p;
}

} // namespace rooflab::gpu
