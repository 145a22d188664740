#pragma once
// The sums of input gradients that separate projections sharing one input cost in the backward.
// Llama-family code under PyTorch (transformers' q_proj, k_proj, v_proj and gate_proj, up_proj;
// torchtitan's wq, wk, wv and w1, w3) multiplies one normalised input by several weights apart, so
// the backward produces one whole input gradient per projection, b s h each (with tensor
// parallelism too: the input is gathered or replicated, each rank's partial gradient is whole
// until the all-reduce or reduce-scatter), and autograd sums them: eager, one add kernel per extra
// gradient (torch/csrc/autograd/input_buffer.cpp, InputBuffer::add and accumulate: read two, write
// the sum); compiled, the add is a pointwise node inductor folds into the kernel that consumes the
// sum (the reduce-scatter's chunk + cat copy, the norm's backward) or cuBLAS's addmm epilogue
// (torch/_inductor/fx_passes/post_grad.py, addmm), so each extra gradient is read once more and
// nothing more. Megatron and GPT-2-style blocks multiply by one fused QKV and one up weight: no
// sums. docs/formulas.md, "Input-gradient sums of separate projections".
#include "core/model/scenario.h"
#include "core/roofline/opbuilder.h"

namespace rooflab {

// Which projections share the input: the attention block's (q, k, v) or the MLP's (gate, up).
enum class SharedInput { Attention, Mlp };

// The extra input gradients summed per layer and backward at `input`: q, k, v 3 - 1, gate and up
// 2 - 1 for a dense Llama-family block under PyTorch; latent attention's query and key/value-latent
// projections 2 - 1; a mixture of experts' MLP 0 (each expert gets its own gathered copy of the
// input). 0 when the projections are fused (Megatron, GPT-2, MPT).
double projectionGradientSums(const Scenario& sc, SharedInput input);

// Adds the sums at `input` of one training micro-batch (`tokens` rows, `layers` layers) to the ops.
void addProjectionGradientSumOps(OpBuilder& ops, const Scenario& sc, SharedInput input, double tokens, double layers);

} // namespace rooflab
