#pragma once
// The memory traffic an FP8 or FP4 training recipe adds to every matrix product of a layer:
// Transformer Engine quantizes each GEMM operand that is not a cached weight (the linear
// layers' inputs in the forward, their output gradients in the backward) before the GEMM,
// computing its scale, casting, and on Hopper writing the transposed copy the other GEMM of
// the pair reads (FP8 GEMMs there take only the TN layout). docs/formulas.md, "FP8 and FP4
// training", "Quantization traffic"; read from Transformer Engine 1.4 module/linear.py,
// layernorm_linear.py, base.py (grad_output_preprocess) and 2.x csrc/extensions/cast.cpp,
// normalization.cpp.
#include "core/memory/lowprecision.h"
#include "core/model/scenario.h"
#include "core/roofline/opbuilder.h"

namespace rooflab {

struct QuantisationTraffic {
    double forwardBytesPerLayer = 0;  // one forward pass of one layer, this GPU, one micro-batch
    double backwardBytesPerLayer = 0; // one backward pass of one layer
    double forwardValuesPerLayer = 0; // values quantized (scaled, cast) in one forward pass
    double backwardValuesPerLayer = 0;
    double weightBytesPerValue = 0; // per matrix weight: its cast (and transpose), once per step
};

// Zero when the layout is inactive (16-bit compute, the PyTorch implementations).
// `tokensPerMicroBatch`: the rows of this GPU's per-token products (b × s / cp);
// `routedTokensPerMicroBatch`: the rows the MLP's products see (top-k × tokens with MoE).
QuantisationTraffic quantisationTraffic(const Scenario& sc, const LowPrecisionLayout& layout,
                                        double tokensPerMicroBatch, double routedTokensPerMicroBatch);

// Transformer Engine 1.x delayed scaling as Megatron-Core runs it (NeMo 24.07: TE 1.8, Megatron-Core
// 0.8): the kernels its amax bookkeeping launches per micro-batch on a stage of `layers` layers -
// at the forward's fp8_autocast exit and after the backward, each a torch.cat of the modules'
// amaxes, an all-reduce over the tensor x context-parallel group (when larger than one GPU) and
// the fused history and scale update. 0 for current or block scaling, 16-bit recipes, and the
// other implementations. docs/formulas.md, "FP8 and FP4 training", "Delayed scaling's amax
// bookkeeping".
double delayedScalingLaunches(const Scenario& sc, double layers);

// Adds the quantization of a training micro-batch to the roofline's operations (nothing when
// the recipe keeps 16 bits): the activations' and gradients' casts of `layers` layers, the
// forward ones `forwardPasses` times (2 with full recomputation), and the weights' casts.
void addQuantisationOps(OpBuilder& ops, const Scenario& sc, double tokensPerMicroBatch,
                        double routedTokensPerMicroBatch, double layers, double forwardPasses);

} // namespace rooflab
