#include "core/model/contextparallel.h"

#include "core/model/latentattention.h"
#include "core/model/recomputedlayers.h"
#include "core/model/torchcontextparallel.h"

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

bool runsTorchContextParallel(const Scenario& sc) {
    return sc.training.implementation == Implementation::Torchtitan;
}

ContextComm contextComm(const Scenario& sc) {
    if (runsTorchContextParallel(sc))
        return sc.parallel.contextRotateMethod == ContextRotateMethod::AllToAll ? ContextComm::TorchRing
                                                                                : ContextComm::TorchAllGather;
    switch (sc.parallel.contextCommType) {
    case ContextCommType::AllGather:
        return ContextComm::AllGather;
    case ContextCommType::AllToAll:
        return ContextComm::AllToAll;
    case ContextCommType::P2P:
        break;
    }
    return ContextComm::Ring;
}

void setContextComm(ContextComm comm, ParallelConfig& parallel) {
    parallel.contextCommType = ContextCommType::P2P;
    parallel.contextRotateMethod = ContextRotateMethod::AllGather;
    switch (comm) {
    case ContextComm::Ring:
    case ContextComm::TorchAllGather:
        break;
    case ContextComm::AllGather:
        parallel.contextCommType = ContextCommType::AllGather;
        break;
    case ContextComm::AllToAll:
        parallel.contextCommType = ContextCommType::AllToAll;
        break;
    case ContextComm::TorchRing:
        parallel.contextRotateMethod = ContextRotateMethod::AllToAll;
        break;
    }
}

bool isTorchContextComm(ContextComm comm) {
    return comm == ContextComm::TorchAllGather || comm == ContextComm::TorchRing;
}

double causalLoadOfBusiestRank(const Scenario& sc) {
    const ParallelConfig& parallel = sc.parallel;
    const double cp = std::max(1, parallel.contextParallel);
    if (parallel.contextLoadBalanced || contextComm(sc) == ContextComm::AllToAll)
        return 1.0;
    return (2.0 * cp - 1.0) / cp;
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

namespace {

// p2p and all_gather move the same bytes: cp - 1 ring steps of this rank's K and V per pass, the
// backward twice (K, V again and dK, dV back: the ring's gradients travel with their chunks, the
// all-gather's are reduce-scattered).
Traced ringStepsPerMicroBatch(const Scenario& sc, const NetworkSpec& net, Trace* trace, const char* source) {
    const int cp = sc.parallel.contextParallel;
    const ContextGroup g = contextGroup(sc, net);
    const double chunkBytes = localKeyValueBytes(sc, sc.model.arch, double(sc.training.microBatch));
    const Traced one =
        contextTransfer(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "one ring step"),
                        ROOFLAB_TR_NOOP("rooflab::Explain", "K and V of this rank's tokens (2 b s/cp kv / t)"),
                        chunkBytes, net, g, source);
    return Formula::product(trace, contextCommName(sc), Unit::Seconds, source)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "one ring step"), one, Unit::Seconds)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "ring steps per pass (cp - 1)"), double(cp - 1), Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "layers on this GPU"), g.layersHere, Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain",
                               "K, V chunks per layer (forward 1, backward 2, recompute 1, or f with block)"),
               g.passes + 1.0, Unit::Plain)
        .result();
}

// a2a (DeepSpeed-Ulysses): before the attention all-to-alls turn this rank's Q, K, V of s/cp
// tokens and all its heads into all s tokens of 1/cp of the heads (one all_to_all_single each),
// after it one turns the output back; the backward does the same with the gradients. Each sends
// (cp - 1)/cp of what it holds.
Traced allToAllPerMicroBatch(const Scenario& sc, const NetworkSpec& net, Trace* trace, const char* source) {
    const Architecture& a = sc.model.arch;
    const int cp = sc.parallel.contextParallel, tp = std::max(1, sc.parallel.tensorParallel);
    const ContextGroup g = contextGroup(sc, net);
    const double width = a.attentionWidth() + a.kvWidth() + attentionValueWidth(a) + attentionOutputWidth(a);
    const double heldBytes =
        sc.training.microBatch * localSequence(sc) * width / tp * dtypeBytes(sc.precision.activations);
    const Traced one =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "all-to-alls of one pass"), Unit::Seconds, source)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "latency of the four all-to-alls (Q, K, V in, output out)"),
                  4.0 * net.latency, Unit::Seconds)
            .plus(
                ROOFLAB_TR_NOOP("rooflab::Explain", "transfer time"),
                Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "transfer time"), Unit::Seconds, source)
                    .times(ROOFLAB_TR_NOOP("rooflab::Explain", "Q, K, V and output of this rank's tokens (b s/cp / t)"),
                           heldBytes, Unit::Bytes)
                    .times(ROOFLAB_TR_NOOP("rooflab::Explain", "share sent to the other ranks ((cp - 1) / cp)"),
                           double(cp - 1) / cp, Unit::Plain)
                    .over(contextBandwidthName(g.link), g.bandwidth, Unit::BytePerSecond)
                    .result(),
                Unit::Seconds)
            .result();
    return Formula::product(trace, contextCommName(sc), Unit::Seconds, source)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "all-to-alls of one pass"), one, Unit::Seconds)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "layers on this GPU"), g.layersHere, Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain",
                               "passes per layer (forward 1, backward 1, recompute 1, or f with block)"),
               g.passes, Unit::Plain)
        .result();
}

} // namespace

// The cp ranks sit next to the tensor-parallel ranks, as in Megatron's tp-cp-ep-dp-pp (RoofLab lays
// out TP, CP, PP, DP).
ContextGroup contextGroup(const Scenario& sc, const NetworkSpec& net) {
    const ParallelConfig& par = sc.parallel;
    const int tp = std::max(1, par.tensorParallel), pp = std::max(1, par.pipelineParallel);
    ContextGroup g;
    g.layersHere = (sc.model.arch.layers + pp - 1) / pp;
    g.link = groupLink(net, par.contextParallel, tp);
    g.bandwidth = g.link.crossesNodes ? net.interBandwidth : net.intraBandwidth;
    g.passes = 2.0 + recomputedLayerShare(sc, int(g.layersHere));
    return g;
}

const char* contextBandwidthName(const GroupLink& link) {
    return link.crossesNodes ? ROOFLAB_TR_NOOP("rooflab::Explain", "inter-node bandwidth per GPU")
                             : ROOFLAB_TR_NOOP("rooflab::Explain", "intra-node bandwidth");
}

Traced contextTransfer(Trace* trace, const char* name, const char* bytesName, double bytes, const NetworkSpec& net,
                       const ContextGroup& g, const char* source) {
    return Formula::sum(trace, name, Unit::Seconds, source)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "latency of one collective step"), net.latency, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "transfer time"),
              Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "transfer time"), Unit::Seconds, source)
                  .times(bytesName, bytes, Unit::Bytes)
                  .over(contextBandwidthName(g.link), g.bandwidth, Unit::BytePerSecond)
                  .result(),
              Unit::Seconds)
        .result();
}

double localKeyValueBytes(const Scenario& sc, const Architecture& a, double microBatch) {
    return microBatch * localSequence(sc) * (a.kvWidth() + attentionValueWidth(a)) /
           std::max(1, sc.parallel.tensorParallel) * dtypeBytes(sc.precision.activations);
}

bool contextCommSplitsHeads(const Scenario& sc, int tp, int cp) {
    return contextComm(sc) != ContextComm::AllToAll || allToAllSplitsHeads(sc.model.arch, tp, cp);
}

bool allToAllSplitsHeads(const Architecture& a, int tp, int cp) {
    if (cp <= 1 || tp < 1)
        return true;
    const std::int64_t split = std::int64_t(tp) * cp;
    return a.heads % split == 0 && a.kvHeads % split == 0;
}

const char* contextCommName(const Scenario& sc) {
    return contextComm(sc) == ContextComm::AllToAll
               ? ROOFLAB_TR_NOOP("rooflab::Explain", "context-parallel all-to-alls per micro-batch")
               : ROOFLAB_TR_NOOP("rooflab::Explain", "context-parallel ring per micro-batch");
}

bool contextCommOverlapsAttention(const Scenario& sc) {
    return contextComm(sc) == ContextComm::Ring;
}

Traced contextCommPerMicroBatch(const Scenario& sc, const NetworkSpec& net, Trace* trace) {
    if (sc.parallel.contextParallel <= 1)
        return 0.0;
    switch (contextComm(sc)) {
    case ContextComm::AllGather:
        return ringStepsPerMicroBatch(sc, net, trace,
                                      "TransformerEngine AttnFuncWithCPAndKVAllGather (K, V all-gathered, exposed; "
                                      "Llama 3 paper sec. 3.3.2)");
    case ContextComm::AllToAll:
        return allToAllPerMicroBatch(sc, net, trace, "TransformerEngine AttnFuncWithCPAndQKVOA2A (DeepSpeed-Ulysses)");
    case ContextComm::TorchAllGather:
    case ContextComm::TorchRing:
        return torchContextComm(sc, net, 0.0, trace).total;
    case ContextComm::Ring:
        break;
    }
    return ringStepsPerMicroBatch(sc, net, trace, "TransformerEngine AttnFuncWithCPAndKVP2P (ring attention, P2P)");
}

} // namespace rooflab
