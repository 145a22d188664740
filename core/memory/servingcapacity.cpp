#include "core/memory/servingcapacity.h"

#include "core/base/largerof.h"
#include "core/memory/inferencememory.h"

#include "core/memory/servingweights.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

constexpr const char* kSourceVllm = "vLLM memory profiling (Worker.determine_num_available_blocks; PR 10511)";
constexpr const char* kSourceSampler = "vLLM Sampler._apply_top_k_top_p on the profiling run's dummy requests";
constexpr const char* kBytesEach = ROOFLAB_TR_NOOP("rooflab::Explain", "bytes");
constexpr const char* kBatchedTokens = ROOFLAB_TR_NOOP("rooflab::Explain", "tokens in the profiling batch");

// Bytes per logit alive at the end of the top-k/top-p sort that the profiling run exercises:
// the model's bf16 logits (2), their fp32 copy (4), the sorted values (4) and int64 indices
// (8), the top-k and top-p masks (1 + 1), softmax and cumulative sum (4 + 4), the inverse
// permutation (8) and the gathered result (4).
constexpr double kSamplerBytesPerLogit = 2 + 4 + 4 + 8 + 1 + 1 + 4 + 4 + 8 + 4;

// The profiling forward (no autograd): the residual stream and the hidden states, and the
// widest block of one layer (SwiGLU: gate_up and its product, 3 d_ff; GELU: 2 d_ff;
// attention: q, k, v and the output), tensor-parallel shares of the wide ones.
Traced profilingForward(const Scenario& sc, Trace* trace) {
    const Architecture& a = sc.model.arch;
    const double tp = sc.parallel.tensorParallel;
    const double e = dtypeBytes(sc.precision.activations);
    const double h = a.dModel, f = a.dFf, q = a.attentionWidth(), kv = a.kvWidth();
    const double tokens = sc.inference.maxBatchedTokens;
    const double mlpWidth =
        (a.mlp == MlpKind::SwiGlu ? 3.0 : 2.0) * f * (a.isMoe() ? std::max<std::int64_t>(1, a.topK) : 1) / tp;
    const double attentionWidth = (2 * q + 2 * kv) / tp;
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "profiling forward"), Unit::Bytes, kSourceVllm)
        .times(kBatchedTokens, tokens, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "width (2 d_model + widest block)"),
               2 * h + std::max(mlpWidth, attentionWidth), Unit::Plain)
        .times(kBytesEach, e, Unit::BytesPerValue, dtypeId(sc.precision.activations))
        .result();
}

// The dummy sampling: one logit row per request over the whole vocabulary (gathered from
// the tensor-parallel ranks), while the hidden states of the batch are still held.
Traced profilingSampler(const Scenario& sc, Trace* trace) {
    const Architecture& a = sc.model.arch;
    const double e = dtypeBytes(sc.precision.activations);
    const double tokens = sc.inference.maxBatchedTokens;
    const double requests = std::min<double>(sc.inference.maxNumSeqs, tokens);
    const Traced logits =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "logits and the sort's buffers"), Unit::Bytes,
                         kSourceSampler)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "requests (max_num_seqs)"), requests, Unit::Count)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "vocabulary"), double(a.vocab), Unit::Count)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per logit at the top-k/top-p sort"),
                   kSamplerBytesPerLogit, Unit::BytesPerValue)
            .result();
    const Traced hidden = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "hidden states of the batch"),
                                           Unit::Bytes, kSourceVllm)
                              .times(kBatchedTokens, tokens, Unit::Count)
                              .times(ROOFLAB_TR_NOOP("rooflab::Explain", "d_model"), double(a.dModel), Unit::Plain)
                              .times(kBytesEach, e, Unit::BytesPerValue, dtypeId(sc.precision.activations))
                              .result();
    return Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "profiling sampler"), Unit::Bytes, kSourceSampler)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "logits and the sort's buffers"), logits, Unit::Bytes)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "hidden states of the batch"), hidden, Unit::Bytes)
        .result();
}

// The KV cache's blocks in what the budget leaves, and the requests of the scenario's context
// they hold at once, into `c`.
void kvCapacity(const InferenceConfig& in, ServingCapacity& c) {
    if (c.kvBytesPerToken > 0) {
        const double blockBytes = c.kvBytesPerToken * in.blockSize;
        c.kvCapacityTokens = std::floor(c.kvCache / blockBytes) * in.blockSize;
    }
    c.maxConcurrency = in.context > 0 ? c.kvCapacityTokens / in.context : 0;
}

} // namespace

ServingCapacity computeServingCapacity(const Scenario& sc, Trace* trace) {
    const InferenceConfig& in = sc.inference;
    ServingCapacity c;
    c.cardBytes = sc.gpu.cudaTotal();
    const Traced budget =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "vLLM memory budget"), Unit::Bytes, kSourceVllm)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "card memory as CUDA reports it"), c.cardBytes, Unit::Bytes)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "gpu_memory_utilization"), in.gpuMemoryUtilization, Unit::Plain)
            .result();
    const Traced weights = servingWeightsPerGpu(
        sc, servingWeights(sc), ROOFLAB_TR_NOOP("rooflab::Explain", "serving weights"), kSourceVllm, trace);
    const Traced forward = profilingForward(sc, trace);
    const Traced sampler = profilingSampler(sc, trace);
    const Traced peak =
        largerOf(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "activation peak of the profiling run"), Unit::Bytes,
                 kSourceVllm, {ROOFLAB_TR_NOOP("rooflab::Explain", "profiling forward"), forward},
                 {ROOFLAB_TR_NOOP("rooflab::Explain", "profiling sampler"), sampler});
    const Traced left =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache budget"), Unit::Bytes, kSourceVllm)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "vLLM memory budget"), budget, Unit::Bytes)
            .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "serving weights"), weights, Unit::Bytes)
            .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "non-PyTorch memory (CUDA, NCCL)"), in.nonTorchBytes,
                   Unit::Bytes)
            .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "activation peak of the profiling run"), peak, Unit::Bytes)
            .result();
    c.kvBytesPerToken = kvCacheBytesPerToken(sc.model.arch, in.kvDtype) / kvCacheSplit(sc);
    c.budget = budget;
    c.weights = weights;
    c.nonTorch = in.nonTorchBytes;
    c.forwardPeak = forward;
    c.samplerPeak = sampler;
    c.activationPeak = peak;
    c.kvCache = std::max(0.0, left.value);
    kvCapacity(in, c);
    if (trace) {
        trace->nameFigure("inference.serving.budget", budget);
        trace->nameFigure("inference.serving.activation_peak", peak);
        trace->nameFigure("inference.serving.kv_cache", left);
    }
    return c;
}

} // namespace rooflab
