#pragma once
// Memory a process holds on each GPU besides the model's tensors (docs/formulas.md, "Runtime
// memory"): the CUDA context, PyTorch's cuBLAS workspaces, NCCL's communicator buffers (a fixed
// amount), and the caching allocator's reserve (a share of whatever PyTorch has allocated).
// `overhead_gib` in a scenario replaces all of it with one fixed figure.
#include "core/base/derivation.h"
#include "core/model/scenario.h"

namespace rooflab {

// NCCL communicators one rank joins for this layout (the busiest rank): the data-parallel
// group, the tensor-parallel group, and with pipelining two more (a middle stage's send/receive
// pairs with its neighbours; the first and last stage's one pair plus the embedding group).
// An MoE (`experts`) adds the expert-parallel group of its all-to-alls and, when the experts are
// placed apart, their own tensor- and data-parallel groups (Megatron-Core's expert groups).
int ncclCommunicators(const ParallelConfig& parallel, bool experts = false);

// The items of a runtime total (the report's `overhead`), for the CLI and the report JSON.
struct RuntimeItems {
    bool set = false; // overhead_gib: one figure, no items
    double cudaContext = 0;
    double workspaces = 0; // cuBLAS + cuBLASLt
    double ncclBuffers = 0;
    int communicators = 0;
    double allocatorReserve = 0; // the rest of the total: the reserve at the peak's moment
};
RuntimeItems runtimeItems(const Scenario& sc, double runtimeTotal);

// The fixed part per GPU: CUDA context + cuBLAS workspaces + NCCL buffers, or the override.
template <class Recorder> Traced fixedRuntimeMemory(const Scenario& sc, Recorder* trace);

// The caching allocator's reserve as a share of the allocated bytes (0 under an override).
double allocatorReserveShare(const Scenario& sc);

// Runtime memory at a moment where PyTorch has `allocated` bytes: the fixed part plus the
// allocator's reserve (`share` of them).
template <class Recorder> Traced runtimeMemory(double share, Traced fixed, Traced allocated, Recorder* trace);

} // namespace rooflab
