#include "core/flops.h"

#include <algorithm>

namespace rooflab {
namespace {

// Parameters a token passes through: the mixture-of-experts count only the active experts.
double activeParameterCount(const Scenario& sc) {
    if (sc.model.sizeOnlyParams > 0)
        return sc.model.sizeOnlyParams;
    return double(countParameters(sc.model.arch).activePerToken);
}

// Forward FLOPs of all transformer layers (no embeddings, no LM head) for one sequence.
double layerForwardFlops(const Architecture& a, double s) {
    const double h = a.dModel, q = a.attentionWidth(), kv = a.kvWidth(), f = a.dFf;
    const double qkv = 2.0 * s * h * (q + 2.0 * kv);
    const double scores = 2.0 * s * s * q;
    const double softmax = 3.0 * a.heads * s * s;
    const double attnValues = 2.0 * s * s * q;
    const double outProj = 2.0 * s * q * h;
    const double routed = a.isMoe() ? std::max(1, a.topK) : 1;
    double mlp = (a.mlp == MlpKind::SwiGlu ? 6.0 : 4.0) * s * h * f * routed;
    if (a.isMoe())
        mlp += 2.0 * s * h * a.experts; // router
    return a.layers * (qkv + scores + softmax + attnValues + outProj + mlp);
}

// Attention-core forward FLOPs (scores, softmax, scores x V) that selective recompute redoes.
double attentionCoreForwardFlops(const Architecture& a, double s) {
    return a.layers * (4.0 * s * s * a.attentionWidth() + 3.0 * a.heads * s * s);
}

} // namespace

double chinchillaForwardFlops(const Architecture& a, double s) {
    // Hoffmann et al. 2022, App. F: embeddings 2 s V h; per layer QKV, logits 2 s^2 (k a),
    // softmax 3 a s^2, softmax x V 2 s^2 (k a), output 2 s (k a) h, MLP 4 s h f; final logits 2 s h V.
    // Generalised: K and V use kv_heads (GQA); SwiGLU has three d_ff matrices (6 s h f).
    const double embeddings = 2.0 * s * double(a.vocab) * a.dModel;
    const double finalLogits = 2.0 * s * a.dModel * double(a.vocab);
    return embeddings + layerForwardFlops(a, s) + finalLogits;
}

double trainingDays(double totalFlops, int gpus, double peakFlops, double mfu) {
    const double rate = double(gpus) * peakFlops * mfu;
    if (rate <= 0 || totalFlops <= 0)
        return 0;
    return totalFlops / rate / 86400.0;
}

FlopsReport computeFlops(const Scenario& sc) {
    const Architecture& a = sc.model.arch;
    const double s = sc.training.seqLen;
    FlopsReport r;
    r.forwardPerSequence = chinchillaForwardFlops(a, s);
    // Kaplan et al. 2020, Table 1: 2N + 2 n_layer n_ctx d_attn per token (N without embeddings).
    const ParameterBreakdown p = countParameters(a);
    const double nonEmbedding = double(p.total - p.embeddings - p.positionEmbeddings - p.lmHead);
    r.forwardPerSequenceKaplan = s * (2.0 * nonEmbedding + 2.0 * a.layers * s * a.attentionWidth());

    const double sequencesPerStep = double(sc.training.microBatch) * sc.training.gradAccum *
                                    std::max(1, sc.parallel.dataParallel());
    r.tokensPerStep = sequencesPerStep * s;
    // Backward = 2 x forward (Chinchilla App. F; Kaplan 2020 sec. 2.1).
    r.stepModel = 3.0 * r.forwardPerSequence * sequencesPerStep;
    double recompute = 0;
    switch (sc.training.checkpointing) {
    case Checkpointing::None:
        break;
    case Checkpointing::Selective:
        // With FlashAttention nothing of the attention core is stored to begin with, so
        // selective recomputation changes neither memory nor FLOPs.
        if (!sc.training.flashAttention)
            recompute = attentionCoreForwardFlops(a, s);
        break;
    case Checkpointing::Full:
    case Checkpointing::EveryK:
        // Every layer's forward runs again in the backward pass (the LM head does not).
        recompute = layerForwardFlops(a, s);
        break;
    }
    r.stepHardware = r.stepModel + recompute * sequencesPerStep;
    r.trainingTotal6nd = 6.0 * activeParameterCount(sc) * sc.training.tokens;
    r.trainingTotal = s > 0 ? 3.0 * r.forwardPerSequence / s * sc.training.tokens : 0;
    return r;
}

TimeReport computeTime(const Scenario& sc, const FlopsReport& flops) {
    TimeReport t;
    t.peakFlops = sc.gpu.peak(sc.precision.compute);
    // GPUs beyond a multiple of tp x pp sit idle: they add no throughput.
    const int gpus = std::max(1, sc.parallel.dataParallel()) * sc.parallel.tensorParallel * sc.parallel.pipelineParallel;
    t.days = trainingDays(flops.trainingTotal6nd, gpus, t.peakFlops, sc.run.mfu);
    t.daysDetailed = trainingDays(flops.trainingTotal, gpus, t.peakFlops, sc.run.mfu);
    t.gpuHours = t.days * 24.0 * gpus;
    t.cost = t.gpuHours * sc.run.pricePerGpuHour;
    if (sc.run.measuredStepTimeS > 0 && t.peakFlops > 0 && gpus > 0)
        t.measuredMfu = flops.stepModel / (sc.run.measuredStepTimeS * gpus * t.peakFlops);
    return t;
}

} // namespace rooflab
