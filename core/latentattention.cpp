#include "core/latentattention.h"

#include "core/translatable.h"

namespace rooflab {

double attentionProjectionWidth(const Architecture& a) {
    if (!a.mla.enabled())
        return double(a.attentionWidth()) + 2.0 * a.kvWidth();
    const ParameterBreakdown p = countParameters(a);
    const double perLayer = double(p.attention) / a.layers;
    const double output = double(a.heads) * a.mla.vHeadDim * a.dModel;
    return (perLayer - output) / a.dModel;
}

double attentionOutputWidth(const Architecture& a) {
    return a.mla.enabled() ? double(a.heads) * a.mla.vHeadDim : double(a.attentionWidth());
}

double attentionValueWidth(const Architecture& a) {
    return a.mla.enabled() ? double(a.heads) * a.mla.vHeadDim : double(a.kvWidth());
}

double rotaryHeadDim(const Architecture& a) {
    return a.mla.enabled() ? double(a.mla.qkRopeDim) : double(a.headDim);
}

namespace {

double queryInput(const Architecture& a) { return a.mla.qLoraRank > 0 ? a.mla.qLoraRank : a.dModel; }
double queryKeyWidth(const Architecture& a) { return double(a.heads) * (a.mla.qkNopeDim + a.mla.qkRopeDim); }
double keyValueUpWidth(const Architecture& a) { return double(a.heads) * (a.mla.qkNopeDim + a.mla.vHeadDim); }

} // namespace

double latentUpProjectionMacs(const Architecture& a) {
    if (!a.mla.enabled())
        return 0.0;
    return queryInput(a) * queryKeyWidth(a) + double(a.mla.kvLoraRank) * keyValueUpWidth(a);
}

void addRecomputedLatentUpProjection(OpBuilder& ops, const Architecture& a, double tokens, double tp, double e,
                                     double w, double layers) {
    const double macs = latentUpProjectionMacs(a) / tp; // per token; also the weights on this GPU
    // Reads the latents and the weights, writes Q and the decompressed K and V.
    const double bytes = e * tokens * (queryInput(a) + a.mla.kvLoraRank + (queryKeyWidth(a) + keyValueUpWidth(a)) / tp) +
                         w * macs;
    ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "recomputed MLA up-projections"), true,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (2 × tokens × up-projection weights)"),
                 2.0 * tokens * macs,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (latents and weights read, Q, K, V written)"), bytes,
                 layers, 1.0);
}

void addLatentDecodeAttention(OpBuilder& ops, const Architecture& a, const PhaseShape& shape, double tp,
                              double e, double cacheBytes, double layers) {
    const double latent = a.mla.kvLoraRank + a.mla.qkRopeDim;
    const double heads = a.heads / tp;
    const double pairs = shape.batch * heads * shape.queries * shape.keys; // (query head, key) pairs
    const double flops = 2.0 * pairs * latent + 2.0 * pairs * a.mla.kvLoraRank + 3.0 * pairs;
    const double bytes = cacheBytes * shape.batch * shape.keys * latent +
                         e * shape.batch * shape.queries * heads * (latent + a.mla.kvLoraRank);
    ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "attention (latent, absorbed)"), true,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (scores over r + d_rope, values over r, softmax)"),
                 flops,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (read the latent cache, Q, write O)"), bytes,
                 layers, 1.0);
    ops.markLastAttention(shape.queries, shape.keys, latent);
}

} // namespace rooflab
