#include "core/memory/megatronactivations.h"

#include "core/model/contextparallel.h"
#include "core/model/finetune.h"
#include "core/model/latentattention.h"
#include "core/memory/lowprecision.h"
#include "core/memory/memorynames.h"
#include "core/memory/moememory.h"
#include "core/model/recomputednorms.h"

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
    auto f = BasicFormula<Recorder>::product(trace,
                                             ROOFLAB_TR_NOOP("rooflab::Explain",
                                                             "latent attention: norm and up-projection inputs"),
                                             Unit::Bytes, "DeepSeek-V2, sec. 2.1; Megatron-Core multi_latent_attention.py");
    f.times(kTokens, tokens, Unit::Count);
    if (upProjectionRecomputed)
        f.times(ROOFLAB_TR_NOOP("rooflab::Explain", "latent widths and rotary key channels (mla_up_proj recomputes the rest)"),
                latents + a.mla.qkRopeDim, Unit::Plain);
    else
        f.times(ROOFLAB_TR_NOOP("rooflab::Explain", "latent widths (q_lora_rank + kv_lora_rank)"), latents, Unit::Plain)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tensors per latent (norm input, up-projection input)"), 2.0,
                   Unit::Plain);
    return f.times(kBytesEach, e, Unit::BytesPerValue, typeLabel).result();
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
    using F = BasicFormula<Recorder>;
    const Architecture& a = *in.arch;
    const DType activationType = sc.precision.activations;
    const double e = dtypeBytes(activationType);
    const std::string_view typeLabel = dtypeId(activationType);
    const double mask = sc.training.dropout ? 1.0 : 0.0;
    const double s = in.localSequence, b = in.microBatch;
    const double sb = s * b;
    const double h = a.dModel, q = a.attentionWidth(), kv = a.kvWidth(), f = a.dFf;
    const double heads = a.heads;
    const char* source = kSourceActivations;
    // FP8/FP4 recipes keep the matmuls' inputs quantized (core/memory/lowprecision.h).
    const LowPrecisionLayout& low = in.lowPrecision;

    // Megatron-Core's selective modules (core/model/recomputemodules.h): the norms it recomputes
    // (core/model/recomputednorms.h); "mlp" checkpoints a dense MLP from the block's input, "moe" an
    // MoE layer's MLP from its norm's output.
    const TrainingConfig& tr = sc.training;
    const bool moeLayer = a.isMoe();
    const RecomputedNorms norms = recomputedNorms(tr, a);
    const bool upProjection = a.mla.enabled() && tr.recomputes(RecomputeModule::LatentUpProjection);
    const bool expertActivation = moeLayer && tr.recomputes(RecomputeModule::ExpertActivation);
    const bool wholeMlp = moeLayer ? tr.recomputes(RecomputeModule::Moe) : tr.recomputes(RecomputeModule::DenseMlp);

    // Norm input, block input and the output-dropout mask of each of the two blocks. A frozen
    // base (LoRA) keeps a projection's input only for its adapter (core/model/finetune.h). A
    // recomputed norm (or a dense MLP checkpointed from the block's input) keeps no output.
    const bool frozen = sc.finetune.frozenBase();
    auto streamTensors = [&](const char* name, int adapted, bool normOutputRecomputed) {
        const double input = normOutputRecomputed ? 0.0
                             : frozen             ? adapterInputCopies(sc, adapted, e)
                             : low.active         ? low.savedNormOutput
                                                  : e;
        return F::product(trace, name, Unit::Bytes, source)
            .times(kTokens, sb, Unit::Count)
            .times(kDModel, h, Unit::Plain)
            .times(normOutputRecomputed ? ROOFLAB_TR_NOOP("rooflab::Explain",
                                                          "bytes per token and channel (norm input, mask; the block input recomputed)")
                   : low.active ? ROOFLAB_TR_NOOP("rooflab::Explain",
                                                  "bytes per token and channel (norm input, quantized block input, mask)")
                                : ROOFLAB_TR_NOOP("rooflab::Explain",
                                                  "bytes per token and channel (norm input, block input, mask)"),
                   e + input + mask, Unit::BytesPerValue, typeLabel)
            .result();
    };
    const Traced attentionStream =
        streamTensors(ROOFLAB_TR_NOOP("rooflab::Explain", "attention block: norm and QKV inputs, dropout mask"),
                      adaptedAttentionInputs(sc), norms.attention);
    const double projectionInput =
        frozen ? adapterInputCopies(sc, sc.finetune.adapts(TargetO) ? 1 : 0, e) / e : 1.0;
    // Latent attention (Megatron-Core's MLA): keys heads x (nope + rope) wide (kv), values and
    // the projection input heads x v_head_dim.
    const double values = attentionValueWidth(a), output = attentionOutputWidth(a);
    // "mla_up_proj" discards Q, K and V after the attention core and recomputes them.
    const Traced qkv = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "Q, K, V and projection input"),
                                        Unit::Bytes, source)
                           .times(kTokens, sb, Unit::Count)
                           .times(kBytesEach, e, Unit::BytesPerValue, typeLabel)
                           .times(upProjection ? ROOFLAB_TR_NOOP("rooflab::Explain",
                                                                 "width of the projection input (Q, K, V recomputed)")
                                               : ROOFLAB_TR_NOOP("rooflab::Explain", "widths q + k + v + output"),
                                  (upProjection ? 0.0 : q + kv + values) + projectionInput * output, Unit::Plain)
                           .result();
    Traced scores;
    bool keepsScores = false;
    if (sc.training.usesFlashAttention()) {
        keepsScores = true;
        scores = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "softmax statistics (FlashAttention)"),
                                  Unit::Bytes, "Dao et al. 2022, FlashAttention")
                     .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes (fp32 log-sum-exp)"), 4.0, Unit::BytesPerValue)
                     .times(ROOFLAB_TR_NOOP("rooflab::Explain", "heads"), heads, Unit::Plain)
                     .times(kTokens, sb, Unit::Count)
                     .result();
    } else if (!recomputeAttentionCore) {
        keepsScores = true;
        scores = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "attention scores: softmax output and dropout"),
                                  Unit::Bytes, source)
                     .times(ROOFLAB_TR_NOOP("rooflab::Explain", "heads"), heads, Unit::Plain)
                     .times(ROOFLAB_TR_NOOP("rooflab::Explain", "keys per query (s)"), s, Unit::Count)
                     .times(kTokens, sb, Unit::Count)
                     .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per score (e + mask × (1 + e))"),
                            e + mask * (1.0 + e), Unit::BytesPerValue, typeLabel)
                     .result();
    }
    const Traced mlpStream =
        streamTensors(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP block: norm and MLP inputs, dropout mask"),
                      adaptedMlpInputs(sc, a), norms.mlp);
    // The last d_ff-wide tensor is the down projection's input; "moe_act" recomputes it from the
    // first. Quantized, it is kept in the recipe's format instead.
    const double downInput = frozen ? adapterInputCopies(sc, sc.finetune.adapts(TargetDown) ? 1 : 0, e) / e : 1.0;
    const double wide = wholeMlp ? 0.0
                                 : (a.mlp == MlpKind::SwiGlu ? 2.0 : 1.0) +
                                       (expertActivation ? 0.0 : low.active ? low.savedInput / e : downInput);
    const double routed = routedTokensPerToken(sc, a);
    F mlpFormula = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "MLP intermediates"), Unit::Bytes, source);
    mlpFormula.times(kTokens, sb, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "d_ff"), f, Unit::Plain)
        .times(kBytesEach, e, Unit::BytesPerValue, typeLabel)
        .times(wholeMlp ? ROOFLAB_TR_NOOP("rooflab::Explain", "d_ff-wide tensors (none: the MLP is recomputed)")
               : expertActivation ? ROOFLAB_TR_NOOP("rooflab::Explain",
                                                    "d_ff-wide tensors (GELU 1, SwiGLU 2: moe_act recomputes the down input)")
               : low.active ? ROOFLAB_TR_NOOP("rooflab::Explain",
                                              "d_ff-wide tensors (GELU 2, SwiGLU 3; the quantized down input in its bytes)")
                            : ROOFLAB_TR_NOOP("rooflab::Explain", "d_ff-wide tensors (GELU 2, SwiGLU 3)"),
               wide, Unit::Plain);
    if (a.isMoe())
        mlpFormula.times(ROOFLAB_TR_NOOP("rooflab::Explain", "routed copies per token (top_k × capacity factor)"),
                         routed, Unit::Plain);
    const Traced mlp = mlpFormula.result();

    const double tp = sc.parallel.tensorParallel;
    F replicatedFormula =
        F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "d_model-wide tensors"), Unit::Bytes, source);
    replicatedFormula.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "attention block"), attentionStream, Unit::Bytes)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP block"), mlpStream, Unit::Bytes);
    if (a.mla.enabled())
        replicatedFormula.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "latent attention: norm and up-projection inputs"),
                               latentStreamBytes<Recorder>(a, sb, e, typeLabel, upProjection, trace), Unit::Bytes);
    const Traced replicated = replicatedFormula.result();
    F shardedFormula =
        F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "head- and d_ff-wide tensors"), Unit::Bytes, source);
    shardedFormula.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "Q, K, V and projection input"), qkv, Unit::Bytes);
    if (keepsScores)
        shardedFormula.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "attention scores"), scores, Unit::Bytes);
    shardedFormula.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP intermediates"), mlp, Unit::Bytes);
    if (low.projectionCopy)
        shardedFormula.plus(
            ROOFLAB_TR_NOOP("rooflab::Explain", "quantized projection input (delayed scaling)"),
            F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "quantized projection input (delayed scaling)"),
                       Unit::Bytes, "Megatron-LM attention.py (set_save_original_input off for delayed scaling)")
                .times(kTokens, sb, Unit::Count)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "attention width"), q, Unit::Plain)
                .times(kBytesEach, low.savedInput, Unit::BytesPerValue, "fp8")
                .result(),
            Unit::Bytes);
    // The dispatched tokens are the first expert GEMM's input: an FP8/FP4 recipe keeps only its
    // quantized copy (Transformer Engine's GroupedLinear saves its quantized inputs; the
    // permutation's backward needs the row-id map alone).
    const double dispatched = low.active ? low.savedInput : e;
    if (moeLayer && !wholeMlp)
        shardedFormula.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "MoE routing tensors"),
                            megatronMoeExtraBytes(sc, a, sb, dispatched, trace), Unit::Bytes);
    if (frozen)
        shardedFormula.plus(
            ROOFLAB_TR_NOOP("rooflab::Explain", "adapter rank-wide outputs (lora_A)"),
            F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "adapter rank-wide outputs (lora_A)"), Unit::Bytes,
                       "Hu et al. 2021, LoRA")
                .times(kTokens, sb, Unit::Count)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "rank × adapted matrices"),
                       double(sc.finetune.rank) * adapterShapes(sc, a).adaptedPerLayer, Unit::Plain)
                .times(kBytesEach, adapterRankBytes(sc), Unit::BytesPerValue)
                .result(),
            Unit::Bytes);
    const Traced sharded = shardedFormula.result();

    F layer = F::sum(trace, kLayerActivations, Unit::Bytes, source);
    if (tp > 1) {
        F replicatedHere = F::product(
            trace, ROOFLAB_TR_NOOP("rooflab::Explain", "d_model-wide tensors on this GPU"), Unit::Bytes, source);
        replicatedHere.times(ROOFLAB_TR_NOOP("rooflab::Explain", "d_model-wide tensors"), replicated, Unit::Bytes);
        if (sc.parallel.sequenceParallel)
            replicatedHere.over(ROOFLAB_TR_NOOP("rooflab::Explain", "sequence-parallel GPUs"), tp, Unit::Plain);
        const Traced sharedHere =
            F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "head- and d_ff-wide tensors on this GPU"),
                             Unit::Bytes, source)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "head- and d_ff-wide tensors"), sharded, Unit::Bytes)
                .over(kTensorGpus, tp, Unit::Plain)
                .result();
        layer.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "d_model-wide tensors"), replicatedHere.result(), Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "head- and d_ff-wide tensors"), sharedHere, Unit::Bytes);
    } else {
        layer.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "d_model-wide tensors"), replicated, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "head- and d_ff-wide tensors"), sharded, Unit::Bytes);
    }
    return layer.result();
}

template Traced megatronLayerBytes<Trace>(const Scenario&, const MemoryInputs&, bool, Trace*);
template Traced megatronLayerBytes<NoTrace>(const Scenario&, const MemoryInputs&, bool, NoTrace*);

} // namespace rooflab
