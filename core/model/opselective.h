#pragma once
// training.checkpointing "op-selective": PyTorch's selective activation checkpointing as
// torchtitan applies it per transformer block (activation_checkpoint.mode "selective",
// selective_ac_option "op"; torchtitan/models/llama3/infra/parallelize.py at 81c1243, _save_list
// and _custom_policy). Inside a block the outputs of aten.mm, of the flash and memory-efficient
// SDPA kernels and of the reduce-scatters are saved, except every second aten.mm (the 2nd, 4th,
// ... of the block); everything else is recomputed in the backward (docs/formulas.md,
// "Op-selective checkpointing").
#include "core/model/report.h"
#include "core/model/scenario.h"

#include <vector>

namespace rooflab {

// One linear layer of a block in the order the implementation's code multiplies them.
struct BlockLinear {
    const char* name;
    TensorParallelGemm gemm;  // the roofline op it is part of
    double in = 0, out = 0;   // its matrix, whole (before tensor parallelism)
    bool rowParallel = false; // its output is b s h partial sums (output projection, MLP down)
    bool saved = false;       // op-selective keeps its output; false: recomputed
};

// The block's linears: Megatron's code runs one fused QKV and one fused gate + up product;
// the PyTorch code projects q, k and v apart and gate and up apart. Products with a bias are
// aten.addmm, not in the save list: all recomputed.
std::vector<BlockLinear> blockLinears(const Scenario& scenario);

// Of the forward FLOPs of one roofline op (QKV, projection, MLP up, MLP down), the share
// op-selective checkpointing runs again; 0 under any other checkpointing.
double opSelectiveRecomputedShare(const Scenario& scenario, TensorParallelGemm gemm);

// The forward FLOPs op-selective checkpointing recomputes per sequence: the unsaved linears
// of every layer, and the attention core when it is not a saved SDPA kernel.
double opSelectiveLinearRecomputeFlops(const Scenario& scenario, double seqLen);

// Whether op-selective checkpointing is modelled for this model (dense layers, no latent
// attention): an empty string, or why not.
std::string opSelectiveUnsupported(const Scenario& scenario);

} // namespace rooflab
