#include "core/steptime/gradientsync.h"

#include "core/roofline/kernellaunches.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

constexpr const char* kSourceBuffers =
    "PyTorch DDP reducer (copy_grad_to_bucket, copy_bucket_to_grad); Megatron-LM DDP allreduce_gradients (2021), "
    "param_and_grad_buffer start_grad_sync";

// Megatron-Core's DDP bucket: max(40M, 1M x d) parameters (distributed_data_parallel.py).
double megatronBuckets(double params, int dataParallelGpus) {
    return std::ceil(params / std::max(4e7, 1e6 * dataParallelGpus));
}

} // namespace

double gradientBufferPassesPerElement(const Scenario& sc, int dataParallelGpus) {
    const int zero = sc.parallel.zeroStage;
    if (dataParallelGpus <= 1 || zero == 3 || (zero > 0 && sc.training.isPyTorch()))
        return 0.0;
    switch (sc.training.resolvedGradBuffers()) {
    case GradientBuffers::BucketCopies:
        return 4.0;
    case GradientBuffers::Flattened:
        return 6.0;
    case GradientBuffers::Auto:
    case GradientBuffers::InPlace:
        return 2.0;
    }
    return 0.0;
}

GradientBufferTime gradientBufferTime(const StepLayout& layout, const GradientShard& shard, double memoryBandwidth,
                                      double launchGap) {
    const Scenario& sc = layout.sc;
    const double perElement = gradientBufferPassesPerElement(sc, layout.dg);
    if (perElement <= 0 || memoryBandwidth <= 0 || shard.paramsHere <= 0)
        return {};
    Trace* trace = layout.trace;
    const GradientBuffers buffers = sc.training.resolvedGradBuffers();
    // Kernels: one scaling per bucket in place; a copy in and a copy back per parameter tensor
    // for bucket copies; flattened, one cat per 128 tensors, the division, a copy back per tensor.
    const double tensors = parameterTensorsOnStage(sc);
    const double kernels = buffers == GradientBuffers::BucketCopies ? 2.0 * tensors
                           : buffers == GradientBuffers::Flattened  ? tensors + std::ceil(tensors / 128.0) + 1.0
                                                                    : megatronBuckets(shard.paramsHere, layout.dg);
    const char* passesName =
        buffers == GradientBuffers::BucketCopies
            ? ROOFLAB_TR_NOOP("rooflab::Explain",
                              "bytes per gradient (copied into the bucket scaled by 1/d, copied back)")
        : buffers == GradientBuffers::Flattened
            ? ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per gradient (flattened, divided by d, copied back)")
            : ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per gradient (scaled by 1/d in place)");
    const Traced passes =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gradient buffer passes"), Unit::Seconds,
                         kSourceBuffers)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "gradients on this GPU"), shard.paramsHere, Unit::Count)
            .times(passesName, perElement * shard.gradientBytes, Unit::Bytes, valueBytesLabel(shard.gradientBytes))
            .over(ROOFLAB_TR_NOOP("rooflab::Explain", "achieved memory bandwidth"), memoryBandwidth,
                  Unit::BytePerSecond)
            .result();
    if (launchGap <= 0)
        return {passes, kernels, 0.0};
    const Traced gaps =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gradient buffer launch gaps"), Unit::Seconds)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient buffer kernels"), kernels, Unit::Count)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "gap per kernel launch"), launchGap, Unit::Seconds)
            .result();
    const Traced time =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gradient buffers (compute stream)"), Unit::Seconds)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient buffer passes"), passes, Unit::Seconds)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient buffer launch gaps"), gaps, Unit::Seconds)
            .result();
    return {time, kernels, gaps.value};
}

Traced tiedEmbeddingAllReduce(const StepLayout& layout, double gradientBytes) {
    const Architecture& a = layout.sc.model.arch;
    if (layout.p <= 1 || !a.tiedEmbeddings || a.vocab <= 0)
        return 0.0;
    // The first and the last stage's GPU of the same tensor-parallel rank: (p - 1) t cp apart.
    const GroupLink link = groupLink(layout.net, 2, (layout.p - 1) * layout.t * layout.cp);
    const double bytes = double(a.vocab) * a.dModel / layout.t * gradientBytes;
    return tracedCollective(layout.trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tied embedding gradient all-reduce"),
                            ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent (V h / t gradients, two GPUs)"),
                            ringAllReduceVolume(bytes, 2), 2, ringSteps(Collective::AllReduce, 2), link,
                            layout.net.latency, 1.0,
                            ROOFLAB_TR_NOOP("rooflab::Explain", "all-reduces per step (first and last stage)"));
}

} // namespace rooflab
