#include "core/model/collectives.h"

#include <algorithm>

namespace rooflab {
namespace {

constexpr const char* kSourceNccl = "NCCL ring collectives: 2(n-1)/n, (n-1)/n (nccl-tests PERFORMANCE.md)";
constexpr const char* kLatency = ROOFLAB_TR_NOOP("rooflab::Explain", "latency of one collective step");
constexpr const char* kBusBandwidth = ROOFLAB_TR_NOOP("rooflab::Explain", "bus bandwidth");

} // namespace

NetworkSpec resolveNetwork(const Scenario& sc) {
    NetworkSpec n;
    // Defaults for a GPU the database gives no network for: a PCIe-class node.
    n.gpusPerNode = sc.gpu.gpusPerNode > 0 ? sc.gpu.gpusPerNode : 8;
    n.intraBandwidth = sc.gpu.intraNodeBandwidth > 0 ? sc.gpu.intraNodeBandwidth : 20e9;
    n.interBandwidth = sc.gpu.interNodeBandwidth > 0 ? sc.gpu.interNodeBandwidth : 12.5e9;
    n.latency = sc.gpu.networkLatency > 0 ? sc.gpu.networkLatency : 10e-6;
    if (sc.network.gpusPerNode > 0)
        n.gpusPerNode = sc.network.gpusPerNode;
    if (sc.network.intraNodeGbps > 0)
        n.intraBandwidth = sc.network.intraNodeGbps * 1e9;
    if (sc.network.interNodeGbps > 0)
        n.interBandwidth = sc.network.interNodeGbps * 1e9;
    return n;
}

GroupLink groupLink(const NetworkSpec& net, int size, int stride) {
    GroupLink link;
    const int perNode = std::max(1, net.gpusPerNode);
    stride = std::max(1, stride);
    link.membersPerNode = std::max(1, std::min(size, perNode / stride));
    link.crossesNodes = double(size) * stride > perNode;
    link.bandwidth =
        link.crossesNodes ? std::min(net.intraBandwidth, net.interBandwidth * link.membersPerNode) : net.intraBandwidth;
    return link;
}

double ringAllReduceVolume(double bytes, int n) {
    return n > 1 ? 2.0 * (n - 1) / n * bytes : 0.0;
}
double ringGatherVolume(double bytes, int n) {
    return n > 1 ? double(n - 1) / n * bytes : 0.0;
}

double collectiveTime(double volume, int steps, const GroupLink& link, double latency) {
    if (steps <= 0 || link.bandwidth <= 0)
        return 0.0;
    return latency * steps + volume / link.bandwidth;
}

int ringSteps(Collective kind, int n) {
    if (n <= 1)
        return 0;
    switch (kind) {
    case Collective::AllReduce:
        return 2 * (n - 1);
    case Collective::ReduceScatter:
    case Collective::AllGather:
        return n - 1;
    case Collective::SendReceive:
        return 1;
    }
    return 0;
}

Traced tracedCollective(Trace* trace, const char* name, const char* volumeName, double volume, int n, int steps,
                        const GroupLink& link, double latency, double count, const char* countName) {
    if (n <= 1 || count <= 0)
        return 0.0;
    const Traced transfer =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "transfer time"), Unit::Seconds, kSourceNccl)
            .times(volumeName, volume, Unit::Bytes)
            .over(kBusBandwidth, link.bandwidth, Unit::BytePerSecond, link.crossesNodes ? "inter-node" : "intra-node")
            .result();
    const Traced latencyPart = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "latency"), Unit::Seconds)
                                   .times(kLatency, latency, Unit::Seconds)
                                   .times(ROOFLAB_TR_NOOP("rooflab::Explain", "ring steps"), double(steps), Unit::Plain)
                                   .result();
    const Traced one = Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "one collective"), Unit::Seconds)
                           .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "latency"), latencyPart, Unit::Seconds)
                           .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "transfer time"), transfer, Unit::Seconds)
                           .result();
    return Formula::product(trace, name, Unit::Seconds, kSourceNccl)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "one collective"), one, Unit::Seconds)
        .timesUnlessOne(countName, count, Unit::Plain)
        .result();
}

} // namespace rooflab
