#include "core/roofline/flops.h"

#include "core/base/derivation.h"
#include "core/model/finetune.h"
#include "core/model/latentattention.h"
#include "core/model/opselective.h"
#include "core/model/recomputedlayers.h"

#include <algorithm>

namespace rooflab {
namespace {

constexpr const char* kSeqLen = ROOFLAB_TR_NOOP("rooflab::Explain", "sequence length");
constexpr const char* kDModel = ROOFLAB_TR_NOOP("rooflab::Explain", "d_model");
constexpr const char* kVocab = ROOFLAB_TR_NOOP("rooflab::Explain", "vocabulary");
constexpr const char* kLayers = ROOFLAB_TR_NOOP("rooflab::Explain", "layers");
constexpr const char* kFlopsPerMac = ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per multiply-add");
constexpr const char* kSourceChinchilla = "Hoffmann et al. 2022, Chinchilla, App. F";
constexpr const char* kSourceKaplan = "Kaplan et al. 2020, Scaling Laws, sec. 2.1";

// Parameters a token passes through: the mixture-of-experts count only the active experts.
double activeParameterCount(const Scenario& sc) {
    if (sc.model.sizeOnlyParams > 0)
        return sc.model.sizeOnlyParams;
    return double(countParameters(sc.model.arch).activePerToken);
}

// One MLP's forward FLOPs per unit of its d_ff: (4 or 6) s h (GELU two matrices, SwiGLU three).
double mlpFlopsPerWidth(const Architecture& a, double s) {
    return (a.mlp == MlpKind::SwiGlu ? 6.0 : 4.0) * s * a.dModel;
}

// An MoE layer's MLP, forward: its top-k routed experts, its router and its shared expert.
double moeLayerMlpFlops(const Architecture& a, double s) {
    const double perWidth = mlpFlopsPerWidth(a, s);
    return perWidth * a.dFf * double(std::max<std::int64_t>(1, a.topK)) +
           (2.0 * s * a.dModel * a.experts + perWidth * a.sharedDFf);
}

// Forward FLOPs of all transformer layers (no embeddings, no LM head) for one sequence, each
// query's scores over `keys` positions (s; a packed document's length).
Traced layerForwardFlops(const Architecture& a, double s, double keys, Trace* trace) {
    // Latent attention: its projections' own widths, values and output v_head_dim per head.
    const double h = a.dModel, q = a.attentionWidth(), v = attentionOutputWidth(a), f = a.dFf;
    const double qkv = 2.0 * s * h * attentionProjectionWidth(a);
    const double scores = 2.0 * s * keys * q;
    const double softmax = 3.0 * a.heads * s * keys;
    const double attnValues = 2.0 * s * keys * v;
    const bool packed = keys < s;
    const double outProj = 2.0 * s * v * h;
    const double perWidth = mlpFlopsPerWidth(a, s);
    double mlp = perWidth * f;
    if (a.isMoe()) {
        // The MoE layers' MLPs and the dense layers it starts with (first_k_dense_replace),
        // averaged over the layers.
        const double dense = perWidth * a.denseLayerDFf();
        mlp = (a.moeLayers() * moeLayerMlpFlops(a, s) + a.denseLayers * dense) / a.layers;
    }
    const Traced perLayer =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "forward FLOPs of one layer"), Unit::Flop,
                     kSourceChinchilla)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "QKV projection 2 s h (q + 2 kv)"), qkv, Unit::Flop)
            .plus(packed ? ROOFLAB_TR_NOOP("rooflab::Explain", "scores 2 s D q (packed documents of D tokens)")
                         : ROOFLAB_TR_NOOP("rooflab::Explain", "scores 2 s² q"),
                  scores, Unit::Flop)
            .plus(packed ? ROOFLAB_TR_NOOP("rooflab::Explain", "softmax 3 a s D")
                         : ROOFLAB_TR_NOOP("rooflab::Explain", "softmax 3 a s²"),
                  softmax, Unit::Flop)
            .plus(packed ? ROOFLAB_TR_NOOP("rooflab::Explain", "scores × V 2 s D v")
                         : ROOFLAB_TR_NOOP("rooflab::Explain", "scores × V 2 s² v"),
                  attnValues, Unit::Flop)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "output projection 2 s v h"), outProj, Unit::Flop)
            .plus(a.isMoe()
                      ? ROOFLAB_TR_NOOP("rooflab::Explain",
                                        "MLP: top-k experts, shared expert and router, averaged with the dense layers")
                      : ROOFLAB_TR_NOOP("rooflab::Explain", "MLP (4 or 6) s h d_ff"),
                  mlp, Unit::Flop)
            .result();
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "forward FLOPs of the layers"), Unit::Flop,
                            kSourceChinchilla)
        .times(kLayers, double(a.layers), Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "forward FLOPs of one layer"), perLayer, Unit::Flop)
        .result();
}

Traced forwardFlops(const Architecture& a, double s, double keys, Trace* trace) {
    // Hoffmann et al. 2022, App. F: embeddings 2 s V h; per layer QKV, logits 2 s^2 (k a),
    // softmax 3 a s^2, softmax x V 2 s^2 (k a), output 2 s (k a) h, MLP 4 s h f; final logits 2 s h V.
    // Generalised: K and V use kv_heads (GQA); SwiGLU has three d_ff matrices (6 s h f).
    auto vocabularyProduct = [&](const char* name) {
        return Formula::product(trace, name, Unit::Flop, kSourceChinchilla)
            .times(kFlopsPerMac, 2.0, Unit::Plain)
            .times(kSeqLen, s, Unit::Count)
            .times(kVocab, double(a.vocab), Unit::Count)
            .times(kDModel, double(a.dModel), Unit::Plain)
            .result();
    };
    const char* embeddingsName = ROOFLAB_TR_NOOP("rooflab::Explain", "embedding FLOPs");
    const char* logitsName = ROOFLAB_TR_NOOP("rooflab::Explain", "final logits FLOPs");
    const Traced embeddings = vocabularyProduct(embeddingsName);
    const Traced layers = layerForwardFlops(a, s, keys, trace);
    const Traced logits = vocabularyProduct(logitsName);
    return Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "forward FLOPs per sequence"), Unit::Flop,
                        kSourceChinchilla)
        .plus(embeddingsName, embeddings, Unit::Flop)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "forward FLOPs of the layers"), layers, Unit::Flop)
        .plus(logitsName, logits, Unit::Flop)
        .result();
}

// Days to spend `totalFlops` at `gpus` x `peakFlops` x `mfu`; 0 without a rate.
Traced days(const char* name, Traced totalFlops, int gpus, double peakFlops, double mfu, DType compute, Trace* trace) {
    const Traced rate =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "sustained cluster FLOP/s"), Unit::FlopPerSecond)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "GPUs"), double(gpus), Unit::Plain)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "peak per GPU"), peakFlops, Unit::FlopPerSecond,
                   dtypeId(compute))
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "MFU"), mfu, Unit::Ratio)
            .result();
    if (rate.value <= 0 || totalFlops.value <= 0)
        return 0.0;
    return Formula::product(trace, name, Unit::Days)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "training FLOPs"), totalFlops, Unit::Flop)
        .over(ROOFLAB_TR_NOOP("rooflab::Explain", "sustained cluster FLOP/s"), rate, Unit::FlopPerSecond)
        .over(ROOFLAB_TR_NOOP("rooflab::Explain", "seconds per day"), 86400.0, Unit::Plain)
        .result();
}

// Forward FLOPs per sequence that Megatron-Core's selective modules other than the attention
// core run again (core/model/recomputemodules.h): latent attention's up-projections, a dense MLP, an
// MoE layer's experts and router, its shared expert. Elementwise modules (norms, the experts'
// activation) add no matmul FLOPs.
double recomputedModuleFlops(const Scenario& sc, double s) {
    const Architecture& a = sc.model.arch;
    const TrainingConfig& t = sc.training;
    const double perWidth = mlpFlopsPerWidth(a, s);
    double flops = 0;
    if (t.recomputes(RecomputeModule::LatentUpProjection))
        flops += a.layers * 2.0 * s * latentUpProjectionMacs(a);
    if (!a.isMoe())
        return flops + (t.recomputes(RecomputeModule::DenseMlp) ? a.layers * perWidth * a.dFf : 0.0);
    if (t.recomputes(RecomputeModule::DenseMlp))
        flops += a.denseLayers * perWidth * a.denseLayerDFf();
    if (t.recomputes(RecomputeModule::Moe))
        flops += a.moeLayers() * moeLayerMlpFlops(a, s);
    else if (t.recomputes(RecomputeModule::SharedExperts))
        flops += a.moeLayers() * perWidth * a.sharedDFf;
    return flops;
}

// D: training.tokens, or a fine-tune's data set passed over `epochs` times (finetune.dataset).
Traced trainedTokens(const Scenario& sc, Trace* trace) {
    if (!sc.finetune.dataset)
        return Traced(sc.training.tokens);
    const FinetuneDataset& d = *sc.finetune.dataset;
    const Traced tokens =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "training tokens"), Unit::Count)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "examples"), double(d.examples), Unit::Count)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per example"), double(d.tokensPerExample), Unit::Count)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "epochs"), d.epochs, Unit::Plain)
            .result();
    if (trace)
        trace->nameFigure("compute.training_tokens", tokens);
    return tokens;
}

} // namespace

double chinchillaForwardFlops(const Architecture& a, double s) {
    return forwardFlops(a, s, s, nullptr);
}

double trainingDays(double totalFlops, int gpus, double peakFlops, double mfu) {
    return days("", totalFlops, gpus, peakFlops, mfu, DType::BF16, nullptr);
}

double attentionCoreForwardFlops(const Architecture& a, double s, double keys) {
    // Scores over the query/key width, values over the value width (they differ under latent
    // attention: qk_nope + qk_rope against v_head_dim).
    return a.layers * (2.0 * s * keys * (a.attentionWidth() + attentionOutputWidth(a)) + 3.0 * a.heads * s * keys);
}

FlopsReport computeFlops(const Scenario& sc, Trace* trace) {
    const Architecture& a = sc.model.arch;
    const double s = sc.training.seqLen;
    const double keys = sc.training.attentionSpan(); // s, or a packed document's length
    FlopsReport r;
    const Traced forward = forwardFlops(a, s, keys, trace);
    r.forwardPerSequence = forward;
    // Kaplan et al. 2020, Table 1: 2N + 2 n_layer n_ctx d_attn per token (N without embeddings;
    // a mixture of experts counts the parameters a token passes through, not every expert).
    const ParameterBreakdown p = countParameters(a);
    const double nonEmbedding = double(p.activePerToken - p.embeddings - p.positionEmbeddings - p.lmHead);
    r.forwardPerSequenceKaplan = s * (2.0 * nonEmbedding + 2.0 * a.layers * s * a.attentionWidth());
    const double sequencesPerStep =
        double(sc.training.microBatch) * sc.training.gradAccum * std::max(1, sc.parallel.dataParallel());
    r.tokensPerStep = sequencesPerStep * s;
    // Backward = 2 x forward (Chinchilla App. F; Kaplan 2020 sec. 2.1).
    // A frozen base (LoRA) skips the weight gradients and adds its adapters' (core/model/finetune.h).
    const double frozenSaving = frozenBaseFlopsSaving(sc, a) * s;
    r.stepModel = (3.0 * r.forwardPerSequence - frozenSaving) * sequencesPerStep;
    double recompute = 0;
    switch (sc.training.checkpointing) {
    case Checkpointing::None:
        break;
    case Checkpointing::Selective:
        // With FlashAttention nothing of the attention core is stored to begin with, so
        // recomputing it changes neither memory nor FLOPs.
        if (sc.training.recomputes(RecomputeModule::CoreAttention) && !sc.training.usesFlashAttention())
            recompute = attentionCoreForwardFlops(a, s, keys);
        recompute += recomputedModuleFlops(sc, s);
        break;
    case Checkpointing::Full:
    case Checkpointing::EveryK:
        // Every layer's forward runs again in the backward pass (the LM head does not).
        recompute = layerForwardFlops(a, s, keys, nullptr);
        break;
    case Checkpointing::Block:
        // The share f of the layers Megatron's block method recomputes (core/model/recomputedlayers.h),
        // taken on the nominal stage of ceil(L / p) layers: this count is the whole model's.
        recompute = recomputedLayerShare(sc) * layerForwardFlops(a, s, keys, nullptr);
        break;
    case Checkpointing::OpSelective:
        // The unsaved products (core/model/opselective.h); an unfused attention core too.
        recompute = opSelectiveLinearRecomputeFlops(sc, s);
        if (!sc.training.usesFlashAttention())
            recompute += attentionCoreForwardFlops(a, s, keys);
        break;
    }
    r.stepHardware = r.stepModel + recompute * sequencesPerStep;
    const Traced tokens = trainedTokens(sc, trace);
    r.trainingTokens = tokens;
    const Traced total6nd =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "training FLOPs (6ND)"), Unit::Flop, kSourceKaplan)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per parameter and token (2 forward + 4 backward)"), 6.0,
                   Unit::Plain)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "parameters (active)"), activeParameterCount(sc), Unit::Count)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "training tokens"), tokens, Unit::Count)
            .result();
    r.trainingTotal6nd = total6nd;
    Traced detailed;
    if (s > 0) {
        detailed = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "training FLOPs (detailed)"), Unit::Flop,
                                    kSourceChinchilla)
                       .times(ROOFLAB_TR_NOOP("rooflab::Explain", "forward + backward (1 + 2)"), 3.0, Unit::Plain)
                       .times(ROOFLAB_TR_NOOP("rooflab::Explain", "forward FLOPs per sequence"), forward, Unit::Flop)
                       .over(kSeqLen, s, Unit::Count)
                       .times(ROOFLAB_TR_NOOP("rooflab::Explain", "training tokens"), tokens, Unit::Count)
                       .result();
        if (frozenSaving != 0)
            detailed = Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "fine-tuning FLOPs (detailed)"),
                                    Unit::Flop, "Hu et al. 2021, LoRA")
                           .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "training FLOPs (detailed)"), detailed, Unit::Flop)
                           .minus(ROOFLAB_TR_NOOP("rooflab::Explain",
                                                  "weight gradients of the frozen base, less the adapters'"),
                                  frozenBaseFlopsSaving(sc, a) * tokens, Unit::Flop)
                           .result();
    }
    r.trainingTotal = detailed;
    if (trace) {
        trace->nameFigure("compute.forward_per_sequence", forward);
        trace->nameFigure("compute.total_6nd", total6nd);
        trace->nameFigure("compute.total_detailed", detailed);
    }
    return r;
}

TimeReport computeTime(const Scenario& sc, const FlopsReport& flops, Trace* trace) {
    TimeReport t;
    t.peakFlops = sc.gpu.peak(sc.precision.compute);
    // GPUs beyond a multiple of tp x pp sit idle: they add no throughput.
    const int gpus = std::max(1, sc.parallel.dataParallel()) * sc.parallel.modelParallel();
    const int traced6nd = trace ? trace->figureStep("compute.total_6nd") : -1;
    const int tracedDetailed = trace ? trace->figureStep("compute.total_detailed") : -1;
    const char* daysName = ROOFLAB_TR_NOOP("rooflab::Explain", "training days");
    const Traced days6nd = days(daysName, Traced(flops.trainingTotal6nd, traced6nd), gpus, t.peakFlops, sc.run.mfu,
                                sc.precision.compute, trace);
    const Traced daysDetailed =
        days(ROOFLAB_TR_NOOP("rooflab::Explain", "training days (detailed FLOPs)"),
             Traced(flops.trainingTotal, tracedDetailed), gpus, t.peakFlops, sc.run.mfu, sc.precision.compute, trace);
    t.days = days6nd;
    t.daysDetailed = daysDetailed;
    const Traced gpuHours = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "GPU-hours"), Unit::Hours)
                                .times(daysName, days6nd, Unit::Days)
                                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "hours per day"), 24.0, Unit::Plain)
                                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "GPUs"), double(gpus), Unit::Plain)
                                .result();
    t.gpuHours = gpuHours;
    const Traced cost =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "cost"), Unit::Money)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "GPU-hours"), gpuHours, Unit::Hours)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "price per GPU-hour"), sc.run.pricePerGpuHour, Unit::Money)
            .result();
    t.cost = cost;
    if (sc.run.measuredStepTimeS > 0 && t.peakFlops > 0 && gpus > 0)
        t.measuredMfu = flops.stepModel / (sc.run.measuredStepTimeS * gpus * t.peakFlops);
    if (trace) {
        trace->nameFigure("compute.days", days6nd);
        trace->nameFigure("compute.days_detailed", daysDetailed);
        trace->nameFigure("compute.gpu_hours", gpuHours);
        trace->nameFigure("compute.cost", cost);
    }
    return t;
}

} // namespace rooflab
