#pragma once
// The elementwise work of a decoder block as the code that runs it moves memory: Megatron's
// fused kernels read and write each tensor once; eager PyTorch running Hugging Face
// transformers' modelling code launches one kernel per Python operation (a cast, a square, a
// mean, a product, a cast back), each a pass over memory. Bytes per element of one forward
// pass; the roofline multiplies by its passes (the backward moves about twice the forward).
// docs/formulas.md, "Elementwise kernels".
#include "core/model/scenario.h"

namespace rooflab {

struct ElementwiseBytes {
    double norm = 0;            // one norm over the residual stream, per element
    double qkNorm = 0;          // an RMSNorm over query and key heads (Qwen3), per element; 0 without
    double residualAdd = 0;     // one residual add, per element of the stream
    double activation = 0;      // the MLP's activation, per d_ff element (SwiGLU: SiLU and the product)
    double softmaxPerScore = 0; // materialised attention scores: scale, mask, softmax (and casts)
    // Eager PyTorch only (0 for fused code):
    double rotary = 0;          // rotary embedding, per query and key element; 0 with learned positions
    double headsToTokens = 0;   // the attention output transposed back to tokens (contiguous copy);
                                // MPT's flash path: q, k, v unpadded and the output padded back
    double normOutputCasts = 0; // autocast: the fp32 norm outputs cast once per projection, per stream element
    double lossPerLogit = 0;    // the cross-entropy, forward and backward together
    double weightCasts = 0;     // autocast: per matmul weight, its 16-bit copy and the gradient cast back
    double residualDropout = 0; // one dropout on a block's output (two per layer), per stream element
};

// `training`: the training step (eager when its implementation is PyTorch); inference phases
// count fused kernels. `fullRecompute`: a checkpointed forward runs again (autocast then casts
// the weights again).
ElementwiseBytes elementwiseBytes(const Scenario& scenario, bool training, bool fullRecompute);

// LLM Foundry's MPT with attn_impl "flash" (the flash_attn package's kernels): its attention
// unpads q, k and v and pads the output back (llmfoundry/models/layers/attention.py flash_attn_fn).
bool mptFlashPath(const TrainingConfig& training);

} // namespace rooflab
