#include "core/model/contextparallel.h"

#include "core/model/latentattention.h"
#include "core/model/recomputedlayers.h"
#include "core/model/torchcontextparallel.h"

#include <algorithm>
#include <string>

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
    case ContextCommType::AllToAllP2P:
        return ContextComm::AllToAllRing;
    case ContextCommType::P2P:
        break;
    }
    return ContextComm::Ring;
}

HierarchicalContextSizes nodeHierarchicalSizes(const Architecture& arch, int tp, int cp, int gpusPerNode) {
    tp = std::max(1, tp);
    cp = std::max(1, cp);
    int a2a = 1;
    for (int a = 2; a <= cp; ++a)
        if (cp % a == 0 && tp * a <= std::max(1, gpusPerNode) && allToAllSplitsHeads(arch, tp, a))
            a2a = a;
    return {a2a, cp / a2a};
}

namespace {

// The sizes as set where they multiply to cp, else the all-to-alls within a node, for tp and cp.
HierarchicalContextSizes sizesFor(const Scenario& sc, int tp, int cp, int gpusPerNode) {
    const ParallelConfig& par = sc.parallel;
    if (par.contextA2aSize > 0 && par.contextP2pSize > 0 && par.contextA2aSize * par.contextP2pSize == std::max(1, cp))
        return {par.contextA2aSize, par.contextP2pSize};
    return nodeHierarchicalSizes(sc.model.arch, tp, cp, gpusPerNode);
}

} // namespace

HierarchicalContextSizes hierarchicalContextSizes(const Scenario& sc, int gpusPerNode) {
    return sizesFor(sc, sc.parallel.tensorParallel, sc.parallel.contextParallel, gpusPerNode);
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
    case ContextComm::AllToAllRing:
        parallel.contextCommType = ContextCommType::AllToAllP2P;
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
    const ContextComm comm = contextComm(sc);
    if (parallel.contextLoadBalanced || comm == ContextComm::AllToAll)
        return 1.0;
    // a2a+p2p: the ring's p2p ranks each hold one contiguous chunk for their heads.
    const double ranks = comm == ContextComm::AllToAllRing
                             ? hierarchicalContextSizes(sc, resolveNetwork(sc).gpusPerNode).p2p
                             : std::max(1, parallel.contextParallel);
    const double wholeSequence = (2.0 * ranks - 1.0) / ranks;
    const double s = double(sc.training.seqLen), chunk = s / ranks;
    const double span = sc.training.attentionSpan();
    if (span >= s || chunk >= s)
        return wholeSequence;
    const double longer = std::max(0.0, span - chunk) / (s - chunk);
    return 1.0 + (wholeSequence - 1.0) * longer;
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

// One level of the context-parallel group: its ranks and how far apart they sit (the tensor-parallel
// ranks in between; a2a+p2p's ring also skips the all-to-all groups).
struct ContextLevel {
    int ranks = 1, stride = 1;
};

ContextLevel wholeGroup(const Scenario& sc) {
    return {std::max(1, sc.parallel.contextParallel), std::max(1, sc.parallel.tensorParallel)};
}

ContextGroup levelGroup(const Scenario& sc, const NetworkSpec& net, const ContextLevel& level) {
    ContextGroup g = contextGroup(sc, net);
    g.link = groupLink(net, level.ranks, level.stride);
    g.bandwidth = g.link.crossesNodes ? net.interBandwidth : net.intraBandwidth;
    return g;
}

// p2p and all_gather move the same bytes: cp - 1 ring steps of this rank's K and V per pass, the
// backward twice (K, V again and dK, dV back: the ring's gradients travel with their chunks, the
// all-gather's are reduce-scattered). a2a+p2p's ring: its p2p - 1 steps, each of the same bytes
// (s / p2p tokens of 1 / a2a of the heads).
Traced ringStepsPerMicroBatch(const Scenario& sc, const NetworkSpec& net, Trace* trace, const char* source,
                              const ContextLevel& level, const char* name) {
    const int cp = level.ranks;
    const ContextGroup g = levelGroup(sc, net, level);
    const double chunkBytes = localKeyValueBytes(sc, sc.model.arch, double(sc.training.microBatch));
    const Traced one =
        contextTransfer(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "one ring step"),
                        ROOFLAB_TR_NOOP("rooflab::Explain", "K and V of this rank's tokens (2 b s/cp kv / t)"),
                        chunkBytes, net, g, source);
    return Formula::product(trace, name, Unit::Seconds, source)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "one ring step"), one, Unit::Seconds)
        .times(level.ranks == sc.parallel.contextParallel
                   ? ROOFLAB_TR_NOOP("rooflab::Explain", "ring steps per pass (cp - 1)")
                   : ROOFLAB_TR_NOOP("rooflab::Explain", "ring steps per pass (ring ranks - 1)"),
               double(cp - 1), Unit::Plain)
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
Traced allToAllPerMicroBatch(const Scenario& sc, const NetworkSpec& net, Trace* trace, const char* source,
                             const ContextLevel& level, const char* name) {
    const Architecture& a = sc.model.arch;
    const int cp = level.ranks, tp = std::max(1, sc.parallel.tensorParallel);
    const ContextGroup g = levelGroup(sc, net, level);
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
                    .times(level.ranks == sc.parallel.contextParallel
                               ? ROOFLAB_TR_NOOP("rooflab::Explain", "share sent to the other ranks ((cp - 1) / cp)")
                               : ROOFLAB_TR_NOOP("rooflab::Explain",
                                                 "share sent to the group's other ranks ((a2a - 1) / a2a)"),
                           double(cp - 1) / cp, Unit::Plain)
                    .over(contextBandwidthName(g.link), g.bandwidth, Unit::BytePerSecond)
                    .result(),
                Unit::Seconds)
            .result();
    return Formula::product(trace, name, Unit::Seconds, source)
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
    switch (contextComm(sc)) {
    case ContextComm::AllToAll:
        return allToAllSplitsHeads(sc.model.arch, tp, cp);
    case ContextComm::AllToAllRing:
        return allToAllSplitsHeads(sc.model.arch, tp, sizesFor(sc, tp, cp, resolveNetwork(sc).gpusPerNode).a2a);
    default:
        return true;
    }
}

bool allToAllSplitsHeads(const Architecture& a, int tp, int cp) {
    if (cp <= 1 || tp < 1)
        return true;
    const std::int64_t split = std::int64_t(tp) * cp;
    return a.heads % split == 0 && a.kvHeads % split == 0;
}

const char* contextCommName(const Scenario& sc) {
    switch (contextComm(sc)) {
    case ContextComm::AllToAll:
        return ROOFLAB_TR_NOOP("rooflab::Explain", "context-parallel all-to-alls per micro-batch");
    case ContextComm::AllToAllRing:
        return ROOFLAB_TR_NOOP("rooflab::Explain", "context-parallel all-to-alls and ring per micro-batch");
    default:
        return ROOFLAB_TR_NOOP("rooflab::Explain", "context-parallel ring per micro-batch");
    }
}

bool contextCommOverlapsAttention(const Scenario& sc) {
    const ContextComm comm = contextComm(sc);
    return comm == ContextComm::Ring || comm == ContextComm::AllToAllRing;
}

namespace {

constexpr const char* kSourceHierarchical =
    "TransformerEngine AttnFuncWithCPAndKVP2P with cp_group = [a2a group, p2p group] (cp_comm_type a2a+p2p; "
    "flash_attn_a2a_communicate before and after the ring)";

// a2a+p2p: the all-to-alls within the groups of adjacent ranks (before the ring, not hidden),
// then the ring across the groups (beside the attention).
ContextCommTime hierarchicalCommTimes(const Scenario& sc, const NetworkSpec& net, Trace* trace) {
    const HierarchicalContextSizes sizes = hierarchicalContextSizes(sc, net.gpusPerNode);
    const int tp = std::max(1, sc.parallel.tensorParallel);
    const char* a2aName = ROOFLAB_TR_NOOP("rooflab::Explain", "all-to-alls within the groups");
    const char* ringName = ROOFLAB_TR_NOOP("rooflab::Explain", "ring across the groups");
    const Traced a2a =
        sizes.a2a > 1 ? allToAllPerMicroBatch(sc, net, trace, kSourceHierarchical, {sizes.a2a, tp}, a2aName) : Traced();
    const Traced ring = sizes.p2p > 1 ? ringStepsPerMicroBatch(sc, net, trace, kSourceHierarchical,
                                                               {sizes.p2p, tp * sizes.a2a}, ringName)
                                      : Traced();
    ContextCommTime t;
    t.total = Formula::sum(trace, contextCommName(sc), Unit::Seconds, kSourceHierarchical)
                  .plus(a2aName, a2a, Unit::Seconds, trace ? std::to_string(sizes.a2a) + " ranks" : std::string())
                  .plus(ringName, ring, Unit::Seconds, trace ? std::to_string(sizes.p2p) + " ranks" : std::string())
                  .result();
    t.ring = ring.value;
    return t;
}

} // namespace

ContextCommTime contextCommTimes(const Scenario& sc, const NetworkSpec& net, Trace* trace) {
    ContextCommTime t;
    if (sc.parallel.contextParallel <= 1)
        return t;
    switch (contextComm(sc)) {
    case ContextComm::AllGather:
        t.total = ringStepsPerMicroBatch(sc, net, trace,
                                         "TransformerEngine AttnFuncWithCPAndKVAllGather (K, V all-gathered, exposed; "
                                         "Llama 3 paper sec. 3.3.2)",
                                         wholeGroup(sc), contextCommName(sc));
        return t;
    case ContextComm::AllToAll:
        t.total =
            allToAllPerMicroBatch(sc, net, trace, "TransformerEngine AttnFuncWithCPAndQKVOA2A (DeepSpeed-Ulysses)",
                                  wholeGroup(sc), contextCommName(sc));
        return t;
    case ContextComm::AllToAllRing:
        return hierarchicalCommTimes(sc, net, trace);
    case ContextComm::TorchAllGather:
    case ContextComm::TorchRing:
        t.total = torchContextComm(sc, net, 0.0, trace).total;
        return t;
    case ContextComm::Ring:
        break;
    }
    t.total = ringStepsPerMicroBatch(sc, net, trace, "TransformerEngine AttnFuncWithCPAndKVP2P (ring attention, P2P)",
                                     wholeGroup(sc), contextCommName(sc));
    t.ring = t.total.value;
    return t;
}

Traced contextCommPerMicroBatch(const Scenario& sc, const NetworkSpec& net, Trace* trace) {
    return contextCommTimes(sc, net, trace).total;
}

} // namespace rooflab
