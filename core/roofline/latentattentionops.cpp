#include "core/roofline/latentattentionops.h"

#include "core/base/translatable.h"
#include "core/model/latentattention.h"

namespace rooflab {

void addRecomputedLatentUpProjection(OpBuilder& ops, const Architecture& a, double tokens, double tp, double e,
                                     double w, double layers) {
    const double macs = latentUpProjectionMacs(a) / tp; // per token; also the weights on this GPU
    // Reads the latents and the weights, writes Q and the decompressed K and V.
    const double bytes =
        e * tokens *
            (latentQueryInput(a) + a.mla.kvLoraRank + (latentQueryKeyWidth(a) + latentKeyValueUpWidth(a)) / tp) +
        w * macs;
    ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "recomputed MLA up-projections"), true,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (2 × tokens × up-projection weights)"),
                 2.0 * tokens * macs,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (latents and weights read, Q, K, V written)"),
                 bytes, layers, 1.0);
}

void addLatentDecodeAttention(OpBuilder& ops, const Architecture& a, const PhaseShape& shape, double tp, double e,
                              double cacheBytes, double layers) {
    const double latent = a.mla.kvLoraRank + a.mla.qkRopeDim;
    const double heads = a.heads / tp;
    const double pairs = shape.batch * heads * shape.queries * shape.keys; // (query head, key) pairs
    const double flops = 2.0 * pairs * latent + 2.0 * pairs * a.mla.kvLoraRank + 3.0 * pairs;
    const double bytes = cacheBytes * shape.batch * shape.keys * latent +
                         e * shape.batch * shape.queries * heads * (latent + a.mla.kvLoraRank);
    ops.perLayer(
        ROOFLAB_TR_NOOP("rooflab::Explain", "attention (latent, absorbed)"), true,
        ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (scores over r + d_rope, values over r, softmax)"), flops,
        ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (read the latent cache, Q, write O)"), bytes, layers, 1.0);
    ops.markLastAttention(shape.queries, shape.keys, latent);
}

} // namespace rooflab
