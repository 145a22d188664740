#include "core/memory/megatronactivations.h"

#include "core/memory/lowprecision.h"
#include "core/memory/memorynames.h"
#include "core/memory/moememory.h"
#include "core/model/contextparallel.h"
#include "core/model/finetune.h"
#include "core/model/latentattention.h"
#include "core/model/recomputednorms.h"

#include <optional>
#include <string_view>

namespace rooflab {

using namespace memorynames;

namespace {

// Latent attention's query and key-value latents (q_lora_rank, kv_lora_rank): each RMSNorm keeps
// its input and each up-projection its (normalised) input, as Korthikanti count a norm and a
// linear layer. Megatron-Core runs the down-projections unsplit and scatters their outputs over
// the sequence-parallel ranks, so the latents split like the d_model-wide tensors. With the
// up-projections recomputed ("mla_up_proj") the checkpoint keeps its inputs only: the latents
// and the keys' rotary channels before rotation.
template <class Recorder>
Traced latentStreamBytes(const Architecture& a, double tokens, double e, std::string_view typeLabel,
                         bool upProjectionRecomputed, Recorder* trace) {
    const double latents = double(a.mla.qLoraRank) + a.mla.kvLoraRank;
    auto f = BasicFormula<Recorder>::product(
        trace, ROOFLAB_TR_NOOP("rooflab::Explain", "latent attention: norm and up-projection inputs"), Unit::Bytes,
        "DeepSeek-V2, sec. 2.1; Megatron-Core multi_latent_attention.py");
    f.times(kTokens, tokens, Unit::Count);
    if (upProjectionRecomputed)
        f.times(ROOFLAB_TR_NOOP("rooflab::Explain",
                                "latent widths and rotary key channels (mla_up_proj recomputes the rest)"),
                latents + a.mla.qkRopeDim, Unit::Plain);
    else
        f.times(ROOFLAB_TR_NOOP("rooflab::Explain", "latent widths (q_lora_rank + kv_lora_rank)"), latents, Unit::Plain)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tensors per latent (norm input, up-projection input)"), 2.0,
                   Unit::Plain);
    return f.times(kBytesEach, e, Unit::BytesPerValue, typeLabel).result();
}

// What every tensor class of one layer reads: the activations' dtype and the micro-batch's
// tokens on this GPU.
struct MegatronLayer {
    const Scenario& sc;
    const Architecture& a;
    // FP8/FP4 recipes keep the matmuls' inputs quantized (core/memory/lowprecision.h).
    const LowPrecisionLayout& low;
    double e;                   // bytes per activation value
    std::string_view typeLabel; // the activations' dtype
    double mask;                // bytes per value of a dropout mask (none without dropout)
    double s;                   // the local sequence
    double sb;                  // tokens of one micro-batch on this GPU
    bool frozen;                // LoRA's frozen base
};

MegatronLayer megatronLayer(const Scenario& sc, const MemoryInputs& in) {
    const DType activationType = sc.precision.activations;
    return {sc,
            *in.arch,
            in.lowPrecision,
            dtypeBytes(activationType),
            dtypeId(activationType),
            sc.training.dropout ? 1.0 : 0.0,
            in.localSequence,
            in.localSequence * in.microBatch,
            sc.finetune.frozenBase()};
}

// Megatron-Core's selective modules (core/model/recomputemodules.h): the norms it recomputes
// (core/model/recomputednorms.h); "mlp" checkpoints a dense MLP from the block's input, "moe" an
// MoE layer's MLP from its norm's output.
struct RecomputedModules {
    RecomputedNorms norms;
    bool upProjection;     // "mla_up_proj": latent attention's Q, K and V
    bool expertActivation; // "moe_act": the down projection's input
    bool wholeMlp;
};

RecomputedModules recomputedModules(const TrainingConfig& tr, const Architecture& a) {
    const bool moeLayer = a.isMoe();
    return {recomputedNorms(tr, a), a.mla.enabled() && tr.recomputes(RecomputeModule::LatentUpProjection),
            moeLayer && tr.recomputes(RecomputeModule::ExpertActivation),
            moeLayer ? tr.recomputes(RecomputeModule::Moe) : tr.recomputes(RecomputeModule::DenseMlp)};
}

// Norm input, block input and the output-dropout mask of each of the two blocks. A frozen
// base (LoRA) keeps a projection's input only for its adapter (core/model/finetune.h). A
// recomputed norm (or a dense MLP checkpointed from the block's input) keeps no output.
template <class Recorder>
Traced streamBytes(const MegatronLayer& l, const char* name, int adapted, bool normOutputRecomputed, Recorder* trace) {
    const double e = l.e;
    const double input = normOutputRecomputed ? 0.0
                         : l.frozen           ? adapterInputCopies(l.sc, adapted, e)
                         : l.low.active       ? l.low.savedNormOutput
                                              : e;
    return BasicFormula<Recorder>::product(trace, name, Unit::Bytes, kSourceActivations)
        .times(kTokens, l.sb, Unit::Count)
        .times(kDModel, double(l.a.dModel), Unit::Plain)
        .times(normOutputRecomputed
                   ? ROOFLAB_TR_NOOP("rooflab::Explain",
                                     "bytes per token and channel (norm input, mask; the block input recomputed)")
               : l.low.active
                   ? ROOFLAB_TR_NOOP("rooflab::Explain",
                                     "bytes per token and channel (norm input, quantized block input, mask)")
                   : ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per token and channel (norm input, block input, mask)"),
               e + input + l.mask, Unit::BytesPerValue, l.typeLabel)
        .result();
}

// Q, K, V and the output projection's input. Latent attention (Megatron-Core's MLA): keys
// heads x (nope + rope) wide (kv), values and the projection input heads x v_head_dim.
// "mla_up_proj" discards Q, K and V after the attention core and recomputes them.
template <class Recorder> Traced qkvBytes(const MegatronLayer& l, bool upProjection, Recorder* trace) {
    const Architecture& a = l.a;
    const double projectionInput =
        l.frozen ? adapterInputCopies(l.sc, l.sc.finetune.adapts(TargetO) ? 1 : 0, l.e) / l.e : 1.0;
    const double values = attentionValueWidth(a), output = attentionOutputWidth(a);
    return BasicFormula<Recorder>::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "Q, K, V and projection input"),
                                           Unit::Bytes, kSourceActivations)
        .times(kTokens, l.sb, Unit::Count)
        .times(kBytesEach, l.e, Unit::BytesPerValue, l.typeLabel)
        .times(upProjection ? ROOFLAB_TR_NOOP("rooflab::Explain", "width of the projection input (Q, K, V recomputed)")
                            : ROOFLAB_TR_NOOP("rooflab::Explain", "widths q + k + v + output"),
               (upProjection ? 0.0 : double(a.attentionWidth()) + a.kvWidth() + values) + projectionInput * output,
               Unit::Plain)
        .result();
}

// Qwen3's q and k norms (qk_layernorm: Transformer Engine's RMSNorm over each query and key head,
// after linear_qkv's split and before the rotary embedding; Megatron-LM d98e8a64dd
// megatron/core/transformer/attention.py, get_query_key_value_tensors). Each keeps a contiguous
// copy of its input in the activations' dtype and 1/rms per head in fp32 (Transformer Engine
// d0067d0da ops/basic/rmsnorm.py: save_for_backward(x, rstdevs)); split like Q, K and V.
template <class Recorder> Traced qkNormBytes(const MegatronLayer& l, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const Architecture& a = l.a;
    const char* source = "Megatron-LM attention.py (qk_layernorm); Transformer Engine ops/basic/rmsnorm.py";
    const Traced inputs =
        F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "q and k norm inputs"), Unit::Bytes, source)
            .times(kTokens, l.sb, Unit::Count)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "widths q + kv"), double(a.attentionWidth() + a.kvWidth()),
                   Unit::Plain)
            .times(kBytesEach, l.e, Unit::BytesPerValue, l.typeLabel)
            .result();
    const Traced statistics =
        F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "q and k norm 1/rms"), Unit::Bytes, source)
            .times(kTokens, l.sb, Unit::Count)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "query and key heads"), double(a.heads + a.kvHeads), Unit::Plain)
            .times(kBytesEach, 4.0, Unit::BytesPerValue, "fp32")
            .result();
    return F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "q and k norms"), Unit::Bytes, source)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "q and k norm inputs"), inputs, Unit::Bytes)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "q and k norm 1/rms"), statistics, Unit::Bytes)
        .result();
}

// The attention core's scores: FlashAttention keeps only the softmax statistics; the
// unfused core its s x s softmax output and dropout mask unless it is recomputed. Nothing
// when neither is kept.
template <class Recorder>
std::optional<Traced> attentionScoresBytes(const MegatronLayer& l, bool recomputeAttentionCore, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const double heads = l.a.heads;
    if (l.sc.training.usesFlashAttention())
        return F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "softmax statistics (FlashAttention)"),
                          Unit::Bytes, "Dao et al. 2022, FlashAttention")
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes (fp32 log-sum-exp)"), 4.0, Unit::BytesPerValue)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "heads"), heads, Unit::Plain)
            .times(kTokens, l.sb, Unit::Count)
            .result();
    if (recomputeAttentionCore)
        return std::nullopt;
    return F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "attention scores: softmax output and dropout"),
                      Unit::Bytes, kSourceActivations)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "heads"), heads, Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "keys per query (s)"), l.s, Unit::Count)
        .times(kTokens, l.sb, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per score (e + mask × (1 + e))"), l.e + l.mask * (1.0 + l.e),
               Unit::BytesPerValue, l.typeLabel)
        .result();
}

// The MLP's d_ff-wide tensors, once per routed copy in an MoE layer. The last one is the down
// projection's input; "moe_act" recomputes it from the first. Quantized, it is kept in the
// recipe's format instead.
template <class Recorder>
Traced mlpIntermediateBytes(const MegatronLayer& l, const RecomputedModules& recomputed, Recorder* trace) {
    const Architecture& a = l.a;
    const LowPrecisionLayout& low = l.low;
    const double e = l.e;
    const double downInput = l.frozen ? adapterInputCopies(l.sc, l.sc.finetune.adapts(TargetDown) ? 1 : 0, e) / e : 1.0;
    const double wide = recomputed.wholeMlp
                            ? 0.0
                            : (a.mlp == MlpKind::SwiGlu ? 2.0 : 1.0) + (recomputed.expertActivation ? 0.0
                                                                        : low.active                ? low.savedInput / e
                                                                                                    : downInput);
    const double routed = routedTokensPerToken(l.sc, a);
    auto mlp = BasicFormula<Recorder>::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "MLP intermediates"),
                                               Unit::Bytes, kSourceActivations);
    mlp.times(kTokens, l.sb, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "d_ff"), double(a.dFf), Unit::Plain)
        .times(kBytesEach, e, Unit::BytesPerValue, l.typeLabel)
        .times(recomputed.wholeMlp
                   ? ROOFLAB_TR_NOOP("rooflab::Explain", "d_ff-wide tensors (none: the MLP is recomputed)")
               : recomputed.expertActivation
                   ? ROOFLAB_TR_NOOP("rooflab::Explain",
                                     "d_ff-wide tensors (GELU 1, SwiGLU 2: moe_act recomputes the down input)")
               : low.active
                   ? ROOFLAB_TR_NOOP("rooflab::Explain",
                                     "d_ff-wide tensors (GELU 2, SwiGLU 3; the quantized down input in its bytes)")
                   : ROOFLAB_TR_NOOP("rooflab::Explain", "d_ff-wide tensors (GELU 2, SwiGLU 3)"),
               wide, Unit::Plain);
    if (a.isMoe())
        mlp.times(ROOFLAB_TR_NOOP("rooflab::Explain", "routed copies per token (top_k × capacity factor)"), routed,
                  Unit::Plain);
    return mlp.result();
}

// The d_model-wide tensors: both blocks' streams and latent attention's latents.
template <class Recorder>
Traced dModelWideBytes(const MegatronLayer& l, Traced attentionStream, Traced mlpStream, bool upProjection,
                       Recorder* trace) {
    auto replicated = BasicFormula<Recorder>::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "d_model-wide tensors"),
                                                  Unit::Bytes, kSourceActivations);
    replicated.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "attention block"), attentionStream, Unit::Bytes)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP block"), mlpStream, Unit::Bytes);
    if (l.a.mla.enabled())
        replicated.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "latent attention: norm and up-projection inputs"),
                        latentStreamBytes<Recorder>(l.a, l.sb, l.e, l.typeLabel, upProjection, trace), Unit::Bytes);
    return replicated.result();
}

// Delayed scaling makes the attention output projection keep a quantized copy of its input
// besides the 16-bit one.
template <class Recorder> Traced quantizedProjectionCopyBytes(const MegatronLayer& l, Recorder* trace) {
    return BasicFormula<Recorder>::product(
               trace, ROOFLAB_TR_NOOP("rooflab::Explain", "quantized projection input (delayed scaling)"), Unit::Bytes,
               "Megatron-LM attention.py (set_save_original_input off for delayed scaling)")
        .times(kTokens, l.sb, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "attention width"), double(l.a.attentionWidth()), Unit::Plain)
        .times(kBytesEach, l.low.savedInput, Unit::BytesPerValue, "fp8")
        .result();
}

// A frozen base's adapters keep their lora_A outputs, rank wide.
template <class Recorder> Traced adapterRankOutputBytes(const MegatronLayer& l, Recorder* trace) {
    return BasicFormula<Recorder>::product(trace,
                                           ROOFLAB_TR_NOOP("rooflab::Explain", "adapter rank-wide outputs (lora_A)"),
                                           Unit::Bytes, "Hu et al. 2021, LoRA")
        .times(kTokens, l.sb, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "rank × adapted matrices"),
               double(l.sc.finetune.rank) * adapterShapes(l.sc, l.a).adaptedPerLayer, Unit::Plain)
        .times(kBytesEach, adapterRankBytes(l.sc), Unit::BytesPerValue)
        .result();
}

// The head- and d_ff-wide tensors: attention's, the MLP's, the quantized projection copy, the
// MoE routing tensors and the adapters' outputs.
template <class Recorder>
Traced headAndFfWideBytes(const MegatronLayer& l, const RecomputedModules& recomputed, Traced qkv,
                          const std::optional<Traced>& scores, Traced mlp, Recorder* trace) {
    auto sharded = BasicFormula<Recorder>::sum(
        trace, ROOFLAB_TR_NOOP("rooflab::Explain", "head- and d_ff-wide tensors"), Unit::Bytes, kSourceActivations);
    sharded.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "Q, K, V and projection input"), qkv, Unit::Bytes);
    if (l.a.qkNorm)
        sharded.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "q and k norms"), qkNormBytes(l, trace), Unit::Bytes);
    if (scores)
        sharded.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "attention scores"), *scores, Unit::Bytes);
    sharded.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP intermediates"), mlp, Unit::Bytes);
    if (l.low.projectionCopy)
        sharded.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "quantized projection input (delayed scaling)"),
                     quantizedProjectionCopyBytes(l, trace), Unit::Bytes);
    // The dispatched tokens are the first expert GEMM's input: an FP8/FP4 recipe keeps only its
    // quantized copy (Transformer Engine's GroupedLinear saves its quantized inputs; the
    // permutation's backward needs the row-id map alone).
    const double dispatched = l.low.active ? l.low.savedInput : l.e;
    if (l.a.isMoe() && !recomputed.wholeMlp)
        sharded.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "MoE routing tensors"),
                     megatronMoeExtraBytes(l.sc, l.a, l.sb, dispatched, trace), Unit::Bytes);
    if (l.frozen)
        sharded.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "adapter rank-wide outputs (lora_A)"),
                     adapterRankOutputBytes(l, trace), Unit::Bytes);
    return sharded.result();
}

// The layer on this GPU: tensor parallelism splits the head- and d_ff-wide tensors, the
// d_model-wide ones only with sequence parallelism.
template <class Recorder>
Traced layerOnThisGpu(const Scenario& sc, Traced replicated, Traced sharded, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const char* source = kSourceActivations;
    const double tp = sc.parallel.tensorParallel;
    F layer = F::sum(trace, kLayerActivations, Unit::Bytes, source);
    if (tp <= 1)
        return layer.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "d_model-wide tensors"), replicated, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "head- and d_ff-wide tensors"), sharded, Unit::Bytes)
            .result();
    F replicatedHere =
        F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "d_model-wide tensors on this GPU"), Unit::Bytes, source);
    replicatedHere.times(ROOFLAB_TR_NOOP("rooflab::Explain", "d_model-wide tensors"), replicated, Unit::Bytes);
    if (sc.parallel.sequenceParallel)
        replicatedHere.over(ROOFLAB_TR_NOOP("rooflab::Explain", "sequence-parallel GPUs"), tp, Unit::Plain);
    const Traced sharedHere =
        F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "head- and d_ff-wide tensors on this GPU"), Unit::Bytes,
                   source)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "head- and d_ff-wide tensors"), sharded, Unit::Bytes)
            .over(kTensorGpus, tp, Unit::Plain)
            .result();
    return layer.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "d_model-wide tensors"), replicatedHere.result(), Unit::Bytes)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "head- and d_ff-wide tensors"), sharedHere, Unit::Bytes)
        .result();
}

} // namespace

// One transformer layer, one micro-batch: what the forward pass keeps for the backward pass,
// on one GPU. Korthikanti et al. 2022, sec. 4: attention 11 sbh + 5 a s^2 b, MLP 19 sbh, norms
// 4 sbh for 16-bit activations and 1-byte dropout masks; here each tensor is counted with its
// real width (GQA keys/values, SwiGLU's three d_ff-wide tensors, any activation dtype).
// Tensors of width d_model are split over t only with sequence parallelism; head- and
// d_ff-wide tensors are split by tensor parallelism.
template <class Recorder>
Traced megatronLayerBytes(const Scenario& sc, const MemoryInputs& in, bool recomputeAttentionCore, Recorder* trace) {
    const MegatronLayer l = megatronLayer(sc, in);
    const RecomputedModules recomputed = recomputedModules(sc.training, l.a);
    // Evaluated in this order: the derivation lists its steps as they are computed.
    const Traced attentionStream =
        streamBytes(l, ROOFLAB_TR_NOOP("rooflab::Explain", "attention block: norm and QKV inputs, dropout mask"),
                    adaptedAttentionInputs(sc), recomputed.norms.attention, trace);
    const Traced qkv = qkvBytes(l, recomputed.upProjection, trace);
    const std::optional<Traced> scores = attentionScoresBytes(l, recomputeAttentionCore, trace);
    const Traced mlpStream =
        streamBytes(l, ROOFLAB_TR_NOOP("rooflab::Explain", "MLP block: norm and MLP inputs, dropout mask"),
                    adaptedMlpInputs(sc, l.a), recomputed.norms.mlp, trace);
    const Traced mlp = mlpIntermediateBytes(l, recomputed, trace);
    const Traced replicated = dModelWideBytes(l, attentionStream, mlpStream, recomputed.upProjection, trace);
    const Traced sharded = headAndFfWideBytes(l, recomputed, qkv, scores, mlp, trace);
    return layerOnThisGpu(sc, replicated, sharded, trace);
}

template Traced megatronLayerBytes<Trace>(const Scenario&, const MemoryInputs&, bool, Trace*);
template Traced megatronLayerBytes<NoTrace>(const Scenario&, const MemoryInputs&, bool, NoTrace*);

} // namespace rooflab
