#include "core/model/architecture.h"

#include "core/base/fieldlimits.h"
#include "core/base/translatable.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace rooflab {

namespace {

// One attention block. Multi-head latent attention (DeepSeek-V2 sec. 2.1): Q from d_model (or
// through W_DQ h x r_q, its RMSNorm, W_UQ r_q x a(d_nope + d_rope)); W_DKV+KR h x (r_kv + d_rope);
// the latent's RMSNorm r_kv; W_UK,UV r_kv x a(d_nope + d_v); W_O a d_v x h.
// The counts are templates over the number type: int64 for the exact figures, double for the
// guard in validateArchitecture that refuses a shape whose count would overflow int64.
template <typename I> I attentionParameters(const Architecture& arch) {
    const I h = arch.dModel;
    if (arch.mla.enabled()) {
        const LatentAttention& m = arch.mla;
        const I a = arch.heads;
        const I qWidth = a * (m.qkNopeDim + m.qkRopeDim);
        I attention = m.qLoraRank > 0 ? h * m.qLoraRank + m.qLoraRank + I(m.qLoraRank) * qWidth : h * qWidth;
        attention += h * (m.kvLoraRank + m.qkRopeDim) + m.kvLoraRank;
        attention += I(m.kvLoraRank) * a * (m.qkNopeDim + m.vHeadDim) + a * m.vHeadDim * h;
        return attention;
    }
    const I qWidth = arch.attentionWidth();
    const I kvWidth = arch.kvWidth();
    // Q and O are h x (heads * head_dim); K and V are h x (kv_heads * head_dim) (GQA, Ainslie 2023).
    I attention = h * qWidth + 2 * h * kvWidth + qWidth * h;
    if (arch.biases)
        attention += qWidth + 2 * kvWidth + h;
    else if (arch.qkvBiases)
        attention += qWidth + 2 * kvWidth;
    if (arch.qkNorm)
        attention += 2 * I(arch.headDim);
    return attention;
}

// GELU MLP: two matrices; SwiGLU (Shazeer 2020): gate, up and down.
template <typename I> I mlpParameters(const Architecture& arch, I hidden) {
    const I h = arch.dModel;
    const I matrices = arch.mlp == MlpKind::SwiGlu ? 3 : 2;
    I mlp = matrices * h * hidden;
    if (arch.biases)
        mlp += (matrices - 1) * hidden + h;
    return mlp;
}

template <typename I> ParameterBreakdownOf<I> countParametersAs(const Architecture& arch) {
    const I h = arch.dModel;
    const I L = arch.layers;
    const I experts = arch.isMoe() ? arch.experts : 1;
    const I moeLayers = arch.moeLayers();
    const I denseLayers = L - moeLayers;

    ParameterBreakdownOf<I> p;
    // OPT-350m keeps its token table at word_embed_proj_dim and projects in and out of d_model.
    const I embedWidth = arch.embedProjDim > 0 ? arch.embedProjDim : h;
    p.embeddings = arch.vocab * embedWidth + (embedWidth != h ? 2 * embedWidth * h : 0);
    p.positionEmbeddings = I(arch.learnedPositions) * h;

    const I attention = attentionParameters<I>(arch);
    const I mlpOneExpert = mlpParameters<I>(arch, arch.dFf);
    const I denseMlp = mlpParameters<I>(arch, arch.denseLayerDFf());
    I moeMlp = 0;
    if (arch.isMoe()) {
        moeMlp = experts * mlpOneExpert + h * experts; // the experts and their router
        if (arch.routerBias)
            moeMlp += experts;
        if (arch.sharedDFf > 0)
            moeMlp += mlpParameters<I>(arch, arch.sharedDFf);
        if (arch.sharedExpertGate)
            moeMlp += h;
    }

    // LayerNorm has a scale and a bias; RMSNorm (Zhang & Sennrich 2019) a scale only.
    const I normParams = arch.norm == NormKind::LayerNorm ? 2 * h : h;
    const I layerNorms = I(arch.normsPerLayer) * normParams;

    p.perLayer = attention + layerNorms + (moeLayers > 0 ? moeMlp : denseMlp);
    p.denseBlock = attention + layerNorms + denseMlp;
    p.routedExperts = moeLayers * experts * (arch.isMoe() ? mlpOneExpert : 0);
    p.attention = L * attention;
    p.mlp = denseLayers * denseMlp + moeLayers * moeMlp;
    p.norms = L * layerNorms + (arch.finalNorm ? normParams : 0);
    p.lmHead = arch.tiedEmbeddings ? 0 : arch.vocab * embedWidth;
    p.total = p.embeddings + p.positionEmbeddings + p.attention + p.mlp + p.norms + p.lmHead;

    // A token passes through k routed experts (and the shared one) of each MoE layer.
    const I activeExperts = arch.isMoe() ? std::clamp<std::int64_t>(arch.topK, 1, arch.experts) : 1;
    p.activePerToken = p.total - moeLayers * (experts - activeExperts) * mlpOneExpert;
    return p;
}

} // namespace

ParameterBreakdown countParameters(const Architecture& arch) {
    return countParametersAs<std::int64_t>(arch);
}

namespace {

Architecture sizeOnlyShape(int dModel) {
    Architecture a;
    a.dModel = dModel;
    a.headDim = 128;
    a.heads = std::max(1, dModel / 128);
    a.kvHeads = a.heads;
    a.layers = std::max(1, dModel / 128);
    a.dFf = ((8 * dModel / 3 + 255) / 256) * 256;
    a.mlp = MlpKind::SwiGlu;
    a.norm = NormKind::RmsNorm;
    a.vocab = 32000;
    a.learnedPositions = 0;
    a.tiedEmbeddings = false;
    a.biases = false;
    return a;
}

} // namespace

std::int64_t sizeOnlyParameterCount(int dModel) {
    // countParameters(sizeOnlyShape(dModel)) without building the shape (the fit searches ask
    // it ~20 times per evaluation): L blocks of attention (4 h q with q = kv = heads x 128),
    // SwiGLU (3 h f) and two RMSNorms (2 h), the final norm, untied embeddings and head.
    using I = std::int64_t;
    const I h = dModel;
    const I units = std::max(1, dModel / 128);
    const I q = units * 128;
    const I f = ((8 * I(dModel) / 3 + 255) / 256) * 256;
    return units * (4 * h * q + 3 * h * f + 2 * h) + h + 2 * I(32000) * h;
}

Architecture sizeOnlyArchitecture(double params) {
    // Parameters grow monotonically with d_model under this rule, so search the multiple of 128
    // whose count is closest to the request (in log space, so 10M and 2T are treated alike).
    // d_model = 128 * 4096 (4096 layers) is ~1.4e16 parameters, beyond the 1e15 that scenarios
    // accept; a larger bound would overflow the 64-bit counts.
    const double target = std::max(params, 1.0);
    // The first width whose count reaches the target. The fit searches ask ~10 times per
    // evaluation, so start next to it instead of bisecting [1, 4096]: a layer per 128 of width
    // makes the count about 12 x 128^2 x units^3 (units = d_model / 128); the walks below then
    // land on the same width a bisection finds, since the count grows with the width.
    constexpr int kMaxUnits = 1 << 12;
    const auto shortOf = [&](int units) { return double(sizeOnlyParameterCount(units * 128)) < target; };
    const double guess = std::round(std::cbrt(target / (12.0 * 128 * 128)));
    int lo = guess >= 1 ? (guess < kMaxUnits ? int(guess) : kMaxUnits) : 1; // NaN: 1, as the bisection
    while (lo > 1 && !shortOf(lo - 1))
        --lo;
    while (lo < kMaxUnits && shortOf(lo))
        ++lo;
    int best = lo;
    if (lo > 1) {
        const double above = double(sizeOnlyParameterCount(lo * 128));
        const double below = double(sizeOnlyParameterCount((lo - 1) * 128));
        // Below is closer in log space when target / below < above / target, that is when
        // above x below / target^2 > 1. Two logs cost ~100 instructions per probe of the
        // size-only search; the product decides alike whenever it is clearly away from 1 (the
        // logs' rounding is ~1e-15, far inside the margin); a near-tie asks the logs themselves.
        const double closeness = above / target * (below / target);
        constexpr double kMargin = 1e-9;
        if (below < target && target <= above && closeness > 1 + kMargin)
            best = lo - 1;
        else if (below < target && target <= above && closeness < 1 - kMargin)
            best = lo;
        else if (std::abs(std::log(below / target)) < std::abs(std::log(above / target)))
            best = lo - 1;
    }
    Architecture a = sizeOnlyShape(best * 128);
    a.name = "size-only";
    return a;
}

std::int64_t contextLimit(const Architecture& a) {
    if (a.maxContext > 0 && a.learnedPositions > 0)
        return std::min(a.maxContext, a.learnedPositions);
    return a.maxContext > 0 ? a.maxContext : a.learnedPositions;
}

std::string validateArchitecture(const Architecture& a) {
    auto positive = [](const char* name, long long value, long long max) -> std::string {
        if (value < 1)
            return std::string(name) + ": " +
                   coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be >= 1, got %1"), {std::to_string(value)});
        if (value > max)
            return std::string(name) + ": " +
                   coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be <= %1, got %2"),
                               {std::to_string(max), std::to_string(value)});
        return {};
    };
    for (const auto& problem : {positive("layers", a.layers, 100000), positive("d_model", a.dModel, 1 << 20),
                                positive("heads", a.heads, 1 << 16), positive("kv_heads", a.kvHeads, 1 << 16),
                                positive("head_dim", a.headDim, 1 << 16), positive("d_ff", a.dFf, 1 << 24),
                                positive("vocab", a.vocab, 1LL << 31)})
        if (!problem.empty())
            return problem;
    if (a.heads % a.kvHeads != 0)
        return "kv_heads: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must divide heads (%1), got %2"),
                                          {std::to_string(a.heads), std::to_string(a.kvHeads)});
    if (a.learnedPositions < 0)
        return "positions: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be >= 0, got %1"),
                                           {std::to_string(a.learnedPositions)});
    if (a.maxContext < 0)
        return "max_context: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be >= 0, got %1"),
                                             {std::to_string(a.maxContext)});
    if (a.experts < 0 || a.experts > 4096)
        return "experts: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                                         {"0", "4096", std::to_string(a.experts)});
    if (a.isMoe() && (a.topK < 1 || a.topK > a.experts))
        return "top_k: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between 1 and experts (%1), got %2"),
                           {std::to_string(a.experts), std::to_string(a.topK)});
    auto within = [](const char* name, long long value, long long lo, long long hi) -> std::string {
        if (value >= lo && value <= hi)
            return {};
        return std::string(name) + ": " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                           {std::to_string(lo), std::to_string(hi), std::to_string(value)});
    };
    const std::int64_t moeFirst = a.isMoe() ? a.layers - 1 : 0; // an MoE model keeps at least one MoE layer
    for (const auto& problem :
         {within("norms_per_layer", a.normsPerLayer, 0, static_cast<long long>(limits::normsPerLayer.max)),
          within("embed_proj_dim", a.embedProjDim, 0, static_cast<long long>(limits::embedProjDim.max)),
          within("dense_layers", a.denseLayers, 0, moeFirst),
          within("dense_d_ff", a.denseDFf, 0, static_cast<long long>(limits::extraDFf.max)),
          within("shared_d_ff", a.sharedDFf, 0, static_cast<long long>(limits::extraDFf.max)),
          within("q_lora_rank", a.mla.qLoraRank, 0, static_cast<long long>(limits::loraRank.max)),
          within("kv_lora_rank", a.mla.kvLoraRank, 0, static_cast<long long>(limits::loraRank.max)),
          within("qk_rope_head_dim", a.mla.qkRopeDim, 0, static_cast<long long>(limits::latentHeadDim.max)),
          within("qk_nope_head_dim", a.mla.qkNopeDim, 0, static_cast<long long>(limits::latentHeadDim.max)),
          within("v_head_dim", a.mla.vHeadDim, 0, static_cast<long long>(limits::latentHeadDim.max)),
          within("sliding_window", a.slidingWindow, 0, static_cast<long long>(limits::slidingWindow.max)),
          within("sliding_window_layers", a.slidingLayers, 0, a.layers)})
        if (!problem.empty())
            return problem;
    if (a.mla.enabled() && (a.mla.qkRopeDim + a.mla.qkNopeDim < 1 || a.mla.vHeadDim < 1))
        return "kv_lora_rank: " +
               coreMessage(ROOFLAB_TR_NOOP(
                   "rooflab::Messages",
                   "latent attention needs qk_rope_head_dim + qk_nope_head_dim >= 1 and v_head_dim >= 1"));
    if (a.mla.enabled() && (a.headDim != a.mla.qkRopeDim + a.mla.qkNopeDim || a.kvHeads != a.heads))
        return "head_dim: " +
               coreMessage(
                   ROOFLAB_TR_NOOP(
                       "rooflab::Messages",
                       "latent attention has kv_heads = heads and head_dim = qk_nope_head_dim + qk_rope_head_dim (%1)"),
                   {std::to_string(a.mla.qkNopeDim + a.mla.qkRopeDim)});
    // Counted in doubles: the int64 count of such a shape would overflow before it could be checked.
    if (const double total = countParametersAs<double>(a).total; total > limits::architectureParams.max) {
        char count[32];
        std::snprintf(count, sizeof count, "%.3g", total);
        return "layers: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                        "this shape has %1 parameters; at most %2 are supported"),
                                        {count, "9.0e15"});
    }
    return {};
}

} // namespace rooflab
