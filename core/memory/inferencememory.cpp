#include "core/memory/inferencememory.h"

#include "core/base/derivation.h"
#include "core/base/fitsearch.h"
#include "core/memory/runtimememory.h"

#include "core/memory/servingweights.h"

#include <algorithm>
#include <type_traits>

namespace rooflab {
namespace {

struct InferenceShape {
    std::int64_t batch;
    std::int64_t context;
};

constexpr const char* kBytesEach = ROOFLAB_TR_NOOP("rooflab::Explain", "bytes");
constexpr const char* kBatch = ROOFLAB_TR_NOOP("rooflab::Explain", "sequences in the batch");
constexpr const char* kContext = ROOFLAB_TR_NOOP("rooflab::Explain", "context length");
constexpr const char* kSourceKv = "Pope et al. 2022, Efficiently Scaling Transformer Inference, sec. 2";

template <class Recorder> Traced kvBytesPerToken(const Architecture& a, DType kvDtype, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    if (a.mla.enabled())
        // Multi-head latent attention caches one compressed latent and the shared rotary key
        // per layer, kv_lora_rank + qk_rope_head_dim values (DeepSeek-V2 sec. 2.1.2 and its
        // Table 1; vLLM's and SGLang's MLA backends), not per-head keys and values.
        return F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache per token"), Unit::Bytes,
                          "DeepSeek-V2, sec. 2.1.2 (latent KV cache); vLLM MLAAttentionSpec")
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "layers"), double(a.layers), Unit::Plain)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "latent and rotary key (kv_lora_rank + qk_rope_head_dim)"),
                   double(a.mla.kvLoraRank + a.mla.qkRopeDim), Unit::Plain)
            .times(kBytesEach, dtypeBytes(kvDtype), Unit::BytesPerValue, dtypeId(kvDtype))
            .result();
    // Keys and values for every layer: 2 x L x kv_heads x head_dim values per position.
    return F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache per token"), Unit::Bytes, kSourceKv)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "keys and values"), 2.0, Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "layers"), double(a.layers), Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "KV heads"), double(a.kvHeads), Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "head dimension"), double(a.headDim), Unit::Plain)
        .times(kBytesEach, dtypeBytes(kvDtype), Unit::BytesPerValue, dtypeId(kvDtype))
        .result();
}

constexpr const char* kTransientActivations = ROOFLAB_TR_NOOP("rooflab::Explain", "transient activations");

// The KV cache of the batch's sequences at the context length, on this GPU.
template <class Recorder>
Traced kvCacheBytes(const Scenario& sc, Traced perToken, InferenceShape shape, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const double kvSplit = kvCacheSplit(sc);
    F kvFormula = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache"), Unit::Bytes, kSourceKv);
    kvFormula.times(ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache per token"), perToken, Unit::Bytes)
        .times(kContext, double(shape.context), Unit::Count)
        .times(kBatch, double(shape.batch), Unit::Plain);
    if (kvSplit > 1)
        kvFormula.over(ROOFLAB_TR_NOOP("rooflab::Explain", "GPUs splitting the KV heads"), kvSplit, Unit::Plain);
    return kvFormula.result();
}

// Transient: prefilling the whole context, one layer's widest tensors are alive at once (the
// residual stream, the d_ff-wide MLP intermediates and, without FlashAttention, the s x s
// scores), plus the last position's logits.
template <class Recorder> Traced transientActivations(const Scenario& sc, InferenceShape shape, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const Architecture& a = sc.model.arch;
    const double tp = sc.parallel.tensorParallel;
    const DType activationType = sc.precision.activations;
    const double e = dtypeBytes(activationType);
    const double b = shape.batch, ctx = shape.context;
    const double wide = a.mlp == MlpKind::SwiGlu ? 3.0 : 2.0;
    F transient = F::sum(trace, kTransientActivations, Unit::Bytes);
    transient.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "one layer's widest tensors"),
                   F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "one layer's widest tensors"), Unit::Bytes)
                       .times(kBytesEach, e, Unit::BytesPerValue, dtypeId(activationType))
                       .times(kBatch, b, Unit::Plain)
                       .times(kContext, ctx, Unit::Count)
                       .times(ROOFLAB_TR_NOOP("rooflab::Explain", "width (2 d_model + MLP tensors)"),
                              2.0 * a.dModel + wide * a.dFf / tp, Unit::Plain)
                       .result(),
                   Unit::Bytes);
    if (!sc.training.flashAttention)
        transient.plus(
            ROOFLAB_TR_NOOP("rooflab::Explain", "attention scores"),
            F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "attention scores"), Unit::Bytes)
                .times(kBytesEach, e, Unit::BytesPerValue, dtypeId(activationType))
                .times(kBatch, b, Unit::Plain)
                .times(kContext, ctx, Unit::Count)
                .times(kContext, ctx, Unit::Count)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "heads on this GPU"), double(a.heads) / tp, Unit::Plain)
                .result(),
            Unit::Bytes);
    transient.plus(
        ROOFLAB_TR_NOOP("rooflab::Explain", "last-position logits"),
        F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "last-position logits"), Unit::Bytes)
            .times(kBytesEach, dtypeBytes(sc.precision.logits), Unit::BytesPerValue, dtypeId(sc.precision.logits))
            .times(kBatch, b, Unit::Plain)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "vocabulary on this GPU"), double(a.vocab) / tp, Unit::Count)
            .result(),
        Unit::Bytes);
    return transient.result();
}

// One code for both recorders: the batch and context searches run memoryFor<NoTrace>.
template <class Recorder>
// `served`: the weights' split, count and detail, computed once per evaluation (servingWeights
// counts the architecture), not in each of the batch and context searches' probes.
InferenceMemory memoryFor(const Scenario& sc, const ServingWeights& served, InferenceShape shape, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    InferenceMemory m;
    const Traced weights =
        servingWeightsPerGpu(sc, served, ROOFLAB_TR_NOOP("rooflab::Explain", "inference weights"), nullptr, trace);
    const Traced perToken = kvBytesPerToken(sc.model.arch, sc.inference.kvDtype, trace);
    const Traced kvCache = kvCacheBytes(sc, perToken, shape, trace);
    const Traced activations = transientActivations(sc, shape, trace);
    const Traced overhead = runtimeMemory(allocatorReserveShare(sc), fixedRuntimeMemory(sc, trace),
                                          Traced(weights.value + kvCache.value + activations.value), trace);
    const Traced total = F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "inference total per GPU"), Unit::Bytes)
                             .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "inference weights"), weights, Unit::Bytes)
                             .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache"), kvCache, Unit::Bytes)
                             .plus(kTransientActivations, activations, Unit::Bytes)
                             .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "runtime memory"), overhead, Unit::Bytes)
                             .result();
    m.weights = weights;
    m.kvBytesPerToken = perToken;
    m.kvCache = kvCache;
    m.activations = activations;
    m.overhead = overhead;
    m.total = total;
    m.capacity = sc.gpu.cudaTotal();
    m.fits = m.total <= m.capacity;
    if constexpr (std::is_same_v<Recorder, Trace>) {
        if (trace) {
            trace->nameFigure("inference.weights", weights);
            trace->nameFigure("inference.kv_per_token", perToken);
            trace->nameFigure("inference.kv_cache", kvCache);
            trace->nameFigure("inference.activations", activations);
            trace->nameFigure("inference.overhead", overhead);
            trace->nameFigure("inference.total", total);
        }
    }
    return m;
}

} // namespace

double kvCacheSplit(const Scenario& sc) {
    // Pipeline stages hold ceil(L / p) layers at most (vLLM gives the first stages the
    // remainder); the latent has no heads to split: every tensor-parallel rank keeps all of it.
    const std::int64_t layers = std::max<std::int64_t>(1, sc.model.arch.layers),
                       pp = std::max(1, sc.parallel.pipelineParallel);
    const double stageSplit = double(layers) / ((layers + pp - 1) / pp);
    if (sc.model.arch.mla.enabled())
        return stageSplit;
    return std::min<double>(sc.parallel.tensorParallel, std::max<std::int64_t>(1, sc.model.arch.kvHeads)) * stageSplit;
}

double kvCacheBytesPerToken(const Architecture& arch, DType kvDtype) {
    return kvBytesPerToken<NoTrace>(arch, kvDtype, nullptr);
}

InferenceMemory computeInferenceMemory(const Scenario& scenario, Trace* trace) {
    const InferenceShape shape{scenario.inference.batch, scenario.inference.context};
    const ServingWeights served = servingWeights(scenario);
    InferenceMemory m =
        trace ? memoryFor(scenario, served, shape, trace) : memoryFor<NoTrace>(scenario, served, shape, nullptr);
    m.maxBatch = largestWithin(1 << 24, m.capacity, [&](int b) {
        return memoryFor<NoTrace>(scenario, served, {b, shape.context}, nullptr).total;
    });
    // The longest context is also the model's: vLLM caps max_model_len at the config's.
    const int modelLimit = contextLimit(scenario.model.arch);
    m.maxContext = largestWithin(modelLimit > 0 ? modelLimit : 1 << 30, m.capacity, [&](int c) {
        return memoryFor<NoTrace>(scenario, served, {shape.batch, c}, nullptr).total;
    });
    m.contextLimit = modelLimit;
    return m;
}

} // namespace rooflab
