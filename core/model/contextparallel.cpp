#include "core/model/contextparallel.h"

#include "core/model/latentattention.h"
#include "core/model/recomputedlayers.h"

#include <algorithm>

namespace rooflab {

double localSequence(const Scenario& sc) {
    return double(sc.training.seqLen) / std::max(1, sc.parallel.contextParallel);
}

const char* sequenceLabel(const Scenario& sc) {
    return sc.parallel.contextParallel > 1
               ? ROOFLAB_TR_NOOP("rooflab::Explain", "tokens of a sequence on this GPU (s / cp)")
               : ROOFLAB_TR_NOOP("rooflab::Explain", "sequence length");
}

double causalLoadOfBusiestRank(const ParallelConfig& parallel) {
    const double cp = std::max(1, parallel.contextParallel);
    return parallel.contextLoadBalanced ? 1.0 : (2.0 * cp - 1.0) / cp;
}

GroupLink dataWithContextLink(const NetworkSpec& net, int d, int cp, int tp, int pp) {
    GroupLink link;
    const int perNode = std::max(1, net.gpusPerNode);
    const double span = d > 1 ? double(d) * cp * tp * pp : double(cp) * tp;
    const int contextInNode = std::min(cp, std::max(1, perNode / std::max(1, tp)));
    const int replicasInNode = std::min(d, std::max(1, perNode / std::max(1, cp * tp * pp)));
    link.membersPerNode = contextInNode * replicasInNode;
    link.crossesNodes = span > perNode;
    link.bandwidth =
        link.crossesNodes ? std::min(net.intraBandwidth, net.interBandwidth * link.membersPerNode) : net.intraBandwidth;
    return link;
}

Traced contextRingPerMicroBatch(const Scenario& sc, const NetworkSpec& net, Trace* trace) {
    const ParallelConfig& par = sc.parallel;
    const int cp = par.contextParallel;
    if (cp <= 1)
        return 0.0;
    const Architecture& a = sc.model.arch;
    const int tp = std::max(1, par.tensorParallel), pp = std::max(1, par.pipelineParallel);
    const double layersHere = (a.layers + pp - 1) / pp;
    // This rank's K and V for its tokens and its tensor-parallel heads (grouped-query attention
    // sends only the key-value heads; latent attention's values are v_head_dim wide).
    const double chunkBytes = sc.training.microBatch * localSequence(sc) * (a.kvWidth() + attentionValueWidth(a)) / tp *
                              dtypeBytes(sc.precision.activations);
    // Forward: K, V once; backward: K, V and dK, dV (twice the bytes); a recomputed forward again,
    // in the share f of the layers that recompute (core/model/recomputedlayers.h).
    const double chunksPerStep = 3.0 + recomputedLayerShare(sc, int(layersHere));
    // The cp ranks sit next to the tensor-parallel ranks, as in Megatron's tp-cp-ep-dp-pp (RoofLab
    // lays out TP, CP, PP, DP): a ring within a node runs on NVLink, one that leaves it is paced
    // by its inter-node hop.
    const GroupLink ring = groupLink(net, cp, tp);
    const double bandwidth = ring.crossesNodes ? net.interBandwidth : net.intraBandwidth;
    const char* kSource = "TransformerEngine AttnFuncWithCPAndKVP2P (ring attention, P2P)";
    const Traced one =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "one ring step"), Unit::Seconds, kSource)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "latency of one collective step"), net.latency, Unit::Seconds)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "transfer time"),
                  Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "transfer time"), Unit::Seconds, kSource)
                      .times(ROOFLAB_TR_NOOP("rooflab::Explain", "K and V of this rank's tokens (2 b s/cp kv / t)"),
                             chunkBytes, Unit::Bytes)
                      .over(ring.crossesNodes ? ROOFLAB_TR_NOOP("rooflab::Explain", "inter-node bandwidth per GPU")
                                              : ROOFLAB_TR_NOOP("rooflab::Explain", "intra-node bandwidth"),
                            bandwidth, Unit::BytePerSecond)
                      .result(),
                  Unit::Seconds)
            .result();
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "context-parallel ring per micro-batch"),
                            Unit::Seconds, kSource)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "one ring step"), one, Unit::Seconds)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "ring steps per pass (cp - 1)"), double(cp - 1), Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "layers on this GPU"), layersHere, Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain",
                               "K, V chunks per layer (forward 1, backward 2, recompute 1, or f with block)"),
               chunksPerStep, Unit::Plain)
        .result();
}

} // namespace rooflab
