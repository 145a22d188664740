#include "core/steptime/expertcomm.h"

#include "core/model/contextparallel.h"
#include "core/model/pipelinesplit.h"
#include "core/model/recomputedlayers.h"

#include <algorithm>

namespace rooflab {

namespace {

// Members of an ep-wide group, `stride` ranks apart, in one node (this GPU included).
int membersInNode(int ep, int stride, const NetworkSpec& network) {
    return std::min(ep, std::max(1, network.gpusPerNode / std::max(1, stride)));
}

} // namespace

Traced allToAllBeyondCompute(Trace* trace, const char* name, const char* source, const Traced& allToAll,
                             const Traced& compute) {
    const char* beyondName = ROOFLAB_TR_NOOP("rooflab::Explain", "all-to-all beyond the compute beside it");
    const Traced beyond = Formula::sum(trace, beyondName, Unit::Seconds, source)
                              .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "expert all-to-all"), allToAll, Unit::Seconds)
                              .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "compute time"), compute, Unit::Seconds)
                              .result();
    return Formula::maximum(trace, name, Unit::Seconds, source)
        .of(ROOFLAB_TR_NOOP("rooflab::Explain", "all hidden"), 0.0, Unit::Seconds)
        .of(beyondName, beyond, Unit::Seconds)
        .result();
}

double allToAllTime(double bytes, int ep, int stride, const NetworkSpec& network) {
    if (ep <= 1 || bytes <= 0)
        return 0.0;
    const int inNode = membersInNode(ep, stride, network);
    const double share = bytes / ep; // to each member
    const double intra = share * (inNode - 1);
    const double inter = share * (ep - inNode);
    const double intraTime = network.intraBandwidth > 0 ? intra / network.intraBandwidth : 0.0;
    const double interTime = network.interBandwidth > 0 ? inter / network.interBandwidth : 0.0;
    return network.latency + std::max(intraTime, interTime);
}

Traced expertAllToAllPerMicroBatch(const Scenario& sc, const NetworkSpec& net, Trace* trace) {
    const Architecture& a = sc.model.arch;
    const ParallelConfig& par = sc.parallel;
    const int ep = par.expertParallel;
    if (!a.isMoe() || ep <= 1)
        return 0.0;
    const std::int64_t stageLayers = slowestStage(sc).layers;
    const double moeLayersHere = double(std::min(stageLayers, a.moeLayers()));
    // Tokens this GPU routes: a micro-batch's, split over tp by sequence parallelism (Megatron
    // requires it for MoE with tp > 1); each goes to top_k experts.
    const double tp = std::max(1, par.tensorParallel);
    const double tokens = sc.training.microBatch * localSequence(sc) / (par.sequenceParallel ? tp : 1.0);
    const double bytes = tokens * std::max<std::int64_t>(1, a.topK) * a.dModel * dtypeBytes(sc.precision.activations);
    // A recomputed forward (full, block's share, or Megatron-Core's "moe" module) dispatches and
    // combines again.
    const double perLayer = 4.0 + 2.0 * recomputedDispatchShare(sc, int(stageLayers));
    const int stride = par.expertTensor();
    const int inNode = membersInNode(ep, stride, net);
    const char* kSource = "Megatron-Core MoEAlltoAllTokenDispatcher; NCCL all-to-all";
    const char* kSent = ROOFLAB_TR_NOOP("rooflab::Explain", "bytes this GPU dispatches (tokens × top_k × d_model)");
    const Traced intra =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "to the expert GPUs in this node"), Unit::Seconds,
                         kSource)
            .times(kSent, bytes, Unit::Bytes)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "share to peers in the node ((n - 1) / ep)"),
                   double(inNode - 1) / ep, Unit::Ratio)
            .over(ROOFLAB_TR_NOOP("rooflab::Explain", "intra-node bandwidth"), net.intraBandwidth, Unit::BytePerSecond)
            .result();
    Traced transfer = intra;
    if (ep > inNode) {
        const Traced inter =
            Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "to the expert GPUs in other nodes"),
                             Unit::Seconds, kSource)
                .times(kSent, bytes, Unit::Bytes)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "share to other nodes ((ep - n) / ep)"),
                       double(ep - inNode) / ep, Unit::Ratio)
                .over(ROOFLAB_TR_NOOP("rooflab::Explain", "inter-node bandwidth per GPU"), net.interBandwidth,
                      Unit::BytePerSecond)
                .result();
        transfer =
            Formula::maximum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "transfer time"), Unit::Seconds)
                .of(ROOFLAB_TR_NOOP("rooflab::Explain", "to the expert GPUs in this node"), intra, Unit::Seconds)
                .of(ROOFLAB_TR_NOOP("rooflab::Explain", "to the expert GPUs in other nodes"), inter, Unit::Seconds)
                .result();
    }
    const Traced one =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "one expert all-to-all"), Unit::Seconds, kSource)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "latency of one collective step"), net.latency, Unit::Seconds)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "transfer time"), transfer, Unit::Seconds)
            .result();
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "expert all-to-all per micro-batch"),
                            Unit::Seconds, "Megatron-Core MoEAlltoAllTokenDispatcher")
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "one expert all-to-all"), one, Unit::Seconds)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "MoE layers on this GPU"), moeLayersHere, Unit::Plain)
        .times(
            ROOFLAB_TR_NOOP(
                "rooflab::Explain",
                "all-to-alls per layer (dispatch + combine, forward + backward; 6 with full recompute, 4 + 2 f with block)"),
            perLayer, Unit::Plain)
        .result();
}

} // namespace rooflab
