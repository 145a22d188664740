#pragma once
// The network of a training job and the time of its collectives: a two-tier alpha-beta model
// (NVLink/NVSwitch inside a node, InfiniBand/Ethernet between) with NCCL's ring volumes
// (docs/formulas.md, "Communication (alpha-beta on a two-tier network)").
#include "core/base/derivation.h"
#include "core/model/scenario.h"

namespace rooflab {

// The network the GPUs sit on: NVLink/NVSwitch inside a node, InfiniBand/Ethernet between.
struct NetworkSpec {
    int gpusPerNode = 8;
    double intraBandwidth = 0; // NCCL bus bandwidth inside a node, bytes/s
    double interBandwidth = 0; // bus bandwidth per GPU between nodes (its NIC share), bytes/s
    double latency = 5e-6;     // one collective step, seconds
};
// The GPU database's figures with the scenario's hardware.* overrides applied.
NetworkSpec resolveNetwork(const Scenario& scenario);

// A communication group of `size` GPUs whose members are `stride` ranks apart (ranks are laid
// out TP innermost, then PP, then DP, as Megatron does). It crosses nodes when it spans more
// ranks than a node holds; its bus bandwidth is then the NICs of its members in one node
// (members per node x inter-node bandwidth), at most the intra-node bandwidth.
struct GroupLink {
    bool crossesNodes = false;
    int membersPerNode = 1;
    double bandwidth = 0;
};
GroupLink groupLink(const NetworkSpec& network, int size, int stride);

// Bytes each GPU sends in a ring collective over n GPUs on a buffer of `bytes`.
double ringAllReduceVolume(double bytes, int n); // 2 (n - 1) / n x bytes
double ringGatherVolume(double bytes, int n);    // (n - 1) / n x bytes: all-gather, reduce-scatter
// Alpha-beta (Hockney): latency x steps + volume / bus bandwidth; 0 without steps.
double collectiveTime(double volume, int steps, const GroupLink& link, double latency);
// Steps of a ring collective over n GPUs: all-reduce 2 (n - 1), reduce-scatter and all-gather
// n - 1, a point-to-point send 1.
enum class Collective { AllReduce, ReduceScatter, AllGather, SendReceive };
int ringSteps(Collective kind, int n);

// A collective, traced: latency x ring steps + volume / bus bandwidth, times `count` (named
// `countName`); 0 for a group of one GPU or no collectives.
Traced tracedCollective(Trace* trace, const char* name, const char* volumeName, double volume, int n, int steps,
                        const GroupLink& link, double latency, double count, const char* countName);

} // namespace rooflab
