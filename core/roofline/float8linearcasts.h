#pragma once
// The casts torchao's Float8Linear (torchtitan's float8 converter: tensor-wise dynamic scaling,
// or the rowwise recipe) runs around every FP8 matrix product of a training step. Unlike
// Transformer Engine (core/roofline/quantisationtraffic.h) it caches no FP8 weights: each linear
// casts its own input, its weight and, in the backward, its output gradient, both row-major and
// column-major, the layouts the forward and the backward products read. Tensor-wise, one scale
// serves both layouts: one kernel writes both. Rowwise, each layout has scales of its own along
// its rows: the first kernel writes the row-major cast and a transposed 16-bit copy, a second
// casts the copy. docs/formulas.md, "torchtitan's float8 casts"; the bytes are torchao's own
// accounting (pytorch/ao torchao/float8/roofline_utils.py at 086ff72, the rowwise recipe's in
// torchao/testing/training/roofline_utils.py at 1a701e6d3).
#include "core/model/scenario.h"
#include "core/roofline/opbuilder.h"

namespace rooflab {

struct Float8LinearTraffic {
    double forwardValuesPerLayer = 0;  // activations cast in one forward pass of one layer, this GPU
    double backwardValuesPerLayer = 0; // output gradients cast in one backward pass
    double weightValuesPerLayer = 0;   // weights cast per forward pass (this GPU's share)
    double activationBytesPerValue = 0;
    double weightBytesPerValue = 0;         // per weight value and forward pass
    double weightBackwardBytesPerValue = 0; // per weight value, once in the backward (rowwise)
};

// A torchtitan training step with an FP8 compute dtype runs torchao's Float8Linear.
bool castsLikeFloat8Linear(const Scenario& sc);

// `tokens`: the rows of this GPU's per-token products in one micro-batch; `routedTokens`: the
// rows of the MLP's (top-k x tokens with experts).
Float8LinearTraffic float8LinearTraffic(const Scenario& sc, double tokens, double routedTokens);

// Adds the casts of one training micro-batch to the roofline's operations (nothing unless
// castsLikeFloat8Linear): the activations' and gradients' of `layers` layers, the forward ones
// `forwardPasses` times (2 when the forward is recomputed), and the weights' every forward pass.
void addFloat8LinearOps(OpBuilder& ops, const Scenario& sc, double tokens, double routedTokens, double layers,
                        double forwardPasses);

} // namespace rooflab
