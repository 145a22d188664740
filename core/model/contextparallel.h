#pragma once
// Context parallelism (docs/formulas.md, "Context parallelism"): Megatron-Core splits every
// sequence over cp GPUs. Each keeps the activations of its own s / cp tokens; attention needs
// every earlier key, so the K and V chunks travel around the cp ranks in a ring
// (TransformerEngine's ring attention with peer-to-peer sends), overlapped with the attention
// of the chunk already there; or, by parallel.cp_comm_type, are all-gathered before it, or
// all-to-alls trade the sequence split for a head split around it. torchtitan splits sequences the
// same way and moves them with PyTorch's code instead (parallel.cp_rotate_method).
#include "core/base/derivation.h"
#include "core/model/collectives.h"
#include "core/model/scenario.h"

namespace rooflab {

// Tokens of one sequence on one GPU in training: s / cp.
double localSequence(const Scenario& scenario);
// What a derivation calls that number: "sequence length", or its share with context parallelism.
const char* sequenceLabel(const Scenario& scenario);

// Whose code moves the keys and values, and how: Transformer Engine's, as Megatron-Core and the
// other profiles run it (parallel.cp_comm_type), or under torchtitan PyTorch's experimental
// context_parallel (parallel.cp_rotate_method; the other key has no effect there, and the reverse).
enum class ContextComm { Ring, AllGather, AllToAll, AllToAllRing, TorchAllGather, TorchRing };
ContextComm contextComm(const Scenario& scenario);
// Writes `comm` into the keys that choose it (the other implementation's key at its default, which
// has no effect there): the inverse of contextComm for the implementation that runs it.
void setContextComm(ContextComm comm, ParallelConfig& parallel);
// Whether `comm` is PyTorch's (parallel.cp_rotate_method) rather than Transformer Engine's.
bool isTorchContextComm(ContextComm comm);
// Whether the scenario's implementation runs PyTorch's context parallelism (torchtitan).
bool runsTorchContextParallel(const Scenario& scenario);

// The busiest context-parallel rank's causal attention work over the average rank's: 1 with
// the load-balanced split, (2 cp - 1) / cp with contiguous chunks (the last rank's queries see
// every key before them); 1 with a2a, whose ranks each attend over the whole sequence with 1/cp of
// the heads. Packed documents no longer than a rank's chunk load every rank alike; longer ones
// move it towards the whole sequence's figure, linearly in their length (assumed).
double causalLoadOfBusiestRank(const Scenario& scenario);

// a2a+p2p's two levels (Transformer Engine's hierarchical context parallelism): all-to-alls within
// groups of `a2a` adjacent cp ranks, a ring across the `p2p` groups; a2a x p2p = cp.
struct HierarchicalContextSizes {
    int a2a = 1, p2p = 1;
};
// The scenario's parallel.hierarchical_context_parallel_sizes where set, else the all-to-alls within
// a node (Transformer Engine: "a2a to QKV across each CP sub-group (e.g., via NVLink), then
// exchanging KV with p2p between sub-groups (e.g., via IBLink)"): the largest a dividing cp whose
// tp x a GPUs sit in one node and split the query and key-value heads.
HierarchicalContextSizes hierarchicalContextSizes(const Scenario& scenario, int gpusPerNode);
// That choice for tp and cp: the all-to-alls within a node.
HierarchicalContextSizes nodeHierarchicalSizes(const Architecture& arch, int tp, int cp, int gpusPerNode);

// The group that reduces gradients with context parallelism: each of the d replicas' cp ranks
// (cp next to the tensor-parallel ranks, replicas t x cp x p ranks apart).
GroupLink dataWithContextLink(const NetworkSpec& network, int d, int cp, int tp, int pp);

// The context-parallel group a GPU's transfers run in: its layers, the link (NVLink in a node, the
// NIC when the group leaves it) and the passes over each layer (forward 1, backward 1, recomputed
// forward f: core/model/recomputedlayers.h).
struct ContextGroup {
    double layersHere = 0;
    GroupLink link;
    double bandwidth = 0;
    double passes = 0;
};
ContextGroup contextGroup(const Scenario& scenario, const NetworkSpec& network);
// What a derivation calls the group's bandwidth.
const char* contextBandwidthName(const GroupLink& link);
// One transfer of `bytes` over the group's link: a latency and the bytes at its bandwidth.
Traced contextTransfer(Trace* trace, const char* name, const char* bytesName, double bytes, const NetworkSpec& network,
                       const ContextGroup& group, const char* source);

// Bytes of this rank's K and V: its s / cp tokens of `microBatch` sequences and its tensor-parallel
// heads (grouped-query attention's key-value heads; latent attention's values are v_head_dim wide).
double localKeyValueBytes(const Scenario& scenario, const Architecture& arch, double microBatch);

// One micro-batch's context-parallel communication on one GPU (0 without context parallelism),
// by parallel.cp_comm_type: p2p and all_gather per layer cp - 1 ring steps of this rank's K and V
// chunk in the forward, of K, V and their gradients in the backward, again in a recomputed
// forward; a2a the all-to-alls of Q, K, V and the output, forward and backward; a2a+p2p both, the
// all-to-alls within its groups, the ring's p2p - 1 steps across them; under torchtitan PyTorch's
// transfers (core/model/torchcontextparallel.h). `ring`: the part that runs beside the attention
// (Transformer Engine's ring sends), which decides nothing of how much the attention hides.
struct ContextCommTime {
    Traced total;
    double ring = 0;
};
ContextCommTime contextCommTimes(const Scenario& scenario, const NetworkSpec& network, Trace* trace);
Traced contextCommPerMicroBatch(const Scenario& scenario, const NetworkSpec& network, Trace* trace);
// What the derivation calls that figure: the ring's (p2p and all_gather) or the all-to-alls'.
const char* contextCommName(const Scenario& scenario);
// Whether a layout can run parallel.cp_comm_type's a2a: Transformer Engine's AttnFuncWithCPAndQKVOA2A
// asserts that every rank's query and key-value heads divide by cp, i.e. both by tp x cp here
// (a2a+p2p: by tp x its all-to-all groups' size). True for the other types and without context
// parallelism.
bool contextCommSplitsHeads(const Scenario& scenario, int tp, int cp);
// The same check for a2a whatever the scenario's type: query and key-value heads divide by tp x cp.
bool allToAllSplitsHeads(const Architecture& arch, int tp, int cp);
// Whether the attention hides Transformer Engine's communication, or some of it: the ring's sends
// run beside the attention of the chunk already there; the all-gather and the all-to-alls come
// before the attention that needs them. (PyTorch's: core/model/torchcontextparallel.h.)
bool contextCommOverlapsAttention(const Scenario& scenario);

} // namespace rooflab
