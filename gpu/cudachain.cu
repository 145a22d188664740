// The CUDA backend's kernel-chain point (decode probes): a decode step's chain of small
// dependent kernels, launched one by one from the host or replayed as one CUDA graph, the per-step
// launch overhead a serving engine pays without and with CUDA graphs (docs/gpu-method.md,
// "Decode probes").
#include "gpu/cudabackend.h"

#include "gpu/cudabackendstate.cuh"
#include "gpu/cudaeventtiming.cuh"

#include <cuda_runtime.h>

#include <string>

namespace rooflab::gpu {

using namespace cudaimpl;

namespace {

// One block of 32 threads adds one to a value the previous kernel wrote: each kernel depends on
// the last, as a layer's do, and does next to nothing, so the step's time is its launches.
__global__ void chainKernel(float* value) {
    if (threadIdx.x == 0)
        value[0] += 1.0f;
}

// A captured graph and its executable form, destroyed together.
struct Graph {
    cudaGraph_t graph = nullptr;
    cudaGraphExec_t exec = nullptr;
    ~Graph() {
        if (exec)
            cudaGraphExecDestroy(exec);
        if (graph)
            cudaGraphDestroy(graph);
    }
};

} // namespace

BenchPoint CudaBackend::runChain(const ChainSpec& spec) {
    BenchPoint p = describeChain(spec);
    State& s = *m_state;
    s.runPoint(p, [&] {
        s.requireDevice();
        if (spec.kernels < 1 || spec.kernels > 100000)
            throw Failure("a kernel chain needs 1 to 100000 kernels");
        DeviceBuffer value(sizeof(float), "chain value");
        check(cudaMemsetAsync(value.get(), 0, sizeof(float), s.stream), "cudaMemsetAsync (chain value)");
        auto enqueueChain = [&] {
            for (int i = 0; i < spec.kernels; ++i)
                chainKernel<<<1, 32, 0, s.stream>>>(value.as<float>());
            check(cudaGetLastError(), "launching the kernel chain");
        };
        Graph g;
        if (spec.graph) {
            check(cudaStreamBeginCapture(s.stream, cudaStreamCaptureModeThreadLocal), "cudaStreamBeginCapture");
            enqueueChain();
            check(cudaStreamEndCapture(s.stream, &g.graph), "cudaStreamEndCapture");
            check(cudaGraphInstantiate(&g.exec, g.graph, 0), "cudaGraphInstantiate");
        }
        auto launch = [&] {
            if (spec.graph)
                check(cudaGraphLaunch(g.exec, s.stream), "cudaGraphLaunch");
            else
                enqueueChain();
        };
        fillStats(p, s.measure(launch, spec.timing, false));
        p.l2Flushed = false;
        p.algorithm = std::to_string(spec.kernels) + " dependent 1-block kernels per step, " +
                      (spec.graph ? "replayed as one CUDA graph" : "launched one by one from the host");
    });
    return p;
}

} // namespace rooflab::gpu
