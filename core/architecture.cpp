#include "core/architecture.h"

#include "core/translatable.h"

#include <algorithm>
#include <cmath>

namespace rooflab {

ParameterBreakdown countParameters(const Architecture& arch) {
    using I = std::int64_t;
    const I h = arch.dModel;
    const I L = arch.layers;
    const I qWidth = arch.attentionWidth();
    const I kvWidth = arch.kvWidth();
    const I f = arch.dFf;
    const I experts = arch.isMoe() ? arch.experts : 1;

    ParameterBreakdown p;
    p.embeddings = arch.vocab * h;
    p.positionEmbeddings = I(arch.learnedPositions) * h;

    // Q and O are h x (heads * head_dim); K and V are h x (kv_heads * head_dim) (GQA, Ainslie 2023).
    I attention = h * qWidth + 2 * h * kvWidth + qWidth * h;
    if (arch.biases)
        attention += qWidth + 2 * kvWidth + h;

    // GELU MLP: two matrices; SwiGLU (Shazeer 2020): gate, up and down.
    const I mlpMatrices = arch.mlp == MlpKind::SwiGlu ? 3 : 2;
    I mlpOneExpert = mlpMatrices * h * f;
    if (arch.biases)
        mlpOneExpert += (mlpMatrices - 1) * f + h;
    I mlp = experts * mlpOneExpert;
    if (arch.isMoe())
        mlp += h * experts; // router

    // LayerNorm has a scale and a bias; RMSNorm (Zhang & Sennrich 2019) a scale only.
    const I normParams = arch.norm == NormKind::LayerNorm ? 2 * h : h;
    const I layerNorms = 2 * normParams;

    p.perLayer = attention + mlp + layerNorms;
    p.attention = L * attention;
    p.mlp = L * mlp;
    p.norms = L * layerNorms + normParams;
    p.lmHead = arch.tiedEmbeddings ? 0 : arch.vocab * h;
    p.total = p.embeddings + p.positionEmbeddings + p.attention + p.mlp + p.norms + p.lmHead;

    const I activeExperts = arch.isMoe() ? std::clamp(arch.topK, 1, arch.experts) : 1;
    p.activePerToken = p.total - L * (experts - activeExperts) * mlpOneExpert;
    return p;
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

Architecture sizeOnlyArchitecture(double params) {
    // Parameters grow monotonically with d_model under this rule, so search the multiple of 128
    // whose count is closest to the request (in log space, so 10M and 2T are treated alike).
    // d_model = 128 * 4096 (4096 layers) is ~1.4e16 parameters, beyond the 1e15 that scenarios
    // accept; a larger bound would overflow the 64-bit counts.
    const double target = std::max(params, 1.0);
    int lo = 1, hi = 1 << 12;
    while (lo < hi) {
        const int mid = lo + (hi - lo) / 2;
        if (double(countParameters(sizeOnlyShape(mid * 128)).total) < target)
            lo = mid + 1;
        else
            hi = mid;
    }
    int best = lo;
    if (lo > 1) {
        const double above = double(countParameters(sizeOnlyShape(lo * 128)).total);
        const double below = double(countParameters(sizeOnlyShape((lo - 1) * 128)).total);
        if (std::abs(std::log(below / target)) < std::abs(std::log(above / target)))
            best = lo - 1;
    }
    Architecture a = sizeOnlyShape(best * 128);
    a.name = "size-only";
    return a;
}

std::string validateArchitecture(const Architecture& a) {
    auto positive = [](const char* name, long long value, long long max) -> std::string {
        if (value < 1)
            return std::string(name) + ": " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be >= 1, got %1"), {std::to_string(value)});
        if (value > max)
            return std::string(name) + ": " +
                   coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be <= %1, got %2"), {std::to_string(max), std::to_string(value)});
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
        return "positions: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be >= 0, got %1"), {std::to_string(a.learnedPositions)});
    if (a.experts < 0 || a.experts > 4096)
        return "experts: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"), {"0", "4096", std::to_string(a.experts)});
    if (a.isMoe() && (a.topK < 1 || a.topK > a.experts))
        return "top_k: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between 1 and experts (%1), got %2"),
                                        {std::to_string(a.experts), std::to_string(a.topK)});
    return {};
}

} // namespace rooflab
