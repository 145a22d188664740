#include "core/inferencememory.h"

#include "core/fitsearch.h"

#include <algorithm>

namespace rooflab {
namespace {

struct InferenceShape {
    int batch;
    int context;
};

InferenceMemory memoryFor(const Scenario& sc, InferenceShape shape) {
    const Architecture& a = sc.model.arch;
    const double modelParallel = double(sc.parallel.tensorParallel) * sc.parallel.pipelineParallel;
    const double e = dtypeBytes(sc.precision.activations);
    const double b = shape.batch, ctx = shape.context;

    InferenceMemory m;
    m.weights = effectiveParameterCount(sc) * dtypeBytes(sc.inference.weightsDtype) / modelParallel;
    m.kvBytesPerToken = kvCacheBytesPerToken(a, sc.inference.kvDtype);
    // Tensor parallelism splits the KV heads; beyond kv_heads ranks each head is replicated.
    const double kvSplit = std::min<double>(sc.parallel.tensorParallel, a.kvHeads) * sc.parallel.pipelineParallel;
    m.kvCache = m.kvBytesPerToken * ctx * b / kvSplit;
    // Transient: prefilling the whole context, one layer's widest tensors are alive at once (the
    // residual stream, the d_ff-wide MLP intermediates and, without FlashAttention, the s x s
    // scores), plus the last position's logits.
    const double wide = a.mlp == MlpKind::SwiGlu ? 3.0 : 2.0;
    double transient = e * b * ctx * (2.0 * a.dModel + wide * a.dFf / sc.parallel.tensorParallel);
    if (!sc.training.flashAttention)
        transient += e * b * ctx * ctx * double(a.heads) / sc.parallel.tensorParallel;
    transient += dtypeBytes(sc.precision.logits) * b * double(a.vocab) / sc.parallel.tensorParallel;
    m.activations = transient;
    m.overhead = sc.overheadBytes;
    m.total = m.weights + m.kvCache + m.activations + m.overhead;
    m.capacity = sc.gpu.memoryBytes;
    m.fits = m.total <= m.capacity;
    return m;
}

} // namespace

double kvCacheBytesPerToken(const Architecture& arch, DType kvDtype) {
    // Keys and values for every layer: 2 x L x kv_heads x head_dim values per position.
    return 2.0 * arch.layers * double(arch.kvHeads) * arch.headDim * dtypeBytes(kvDtype);
}

InferenceMemory computeInferenceMemory(const Scenario& scenario) {
    const InferenceShape shape{scenario.inference.batch, scenario.inference.context};
    InferenceMemory m = memoryFor(scenario, shape);
    m.maxBatch = largestFitting(1 << 24, [&](int b) { return memoryFor(scenario, {b, shape.context}).fits; });
    m.maxContext = largestFitting(1 << 30, [&](int c) { return memoryFor(scenario, {shape.batch, c}).fits; });
    return m;
}

} // namespace rooflab
