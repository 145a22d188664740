#pragma once
// How a served model's weights are stored (inference.weights_dtype). A 16-bit or wider dtype holds
// every parameter; a quantised one (FP8, INT8, INT4, MXFP4, NVFP4) holds only the transformer
// blocks' matrices, as vLLM and the checkpoints it loads do (AWQ, GPTQ, FP8, compressed-tensors
// skip the embeddings, the LM head and the norms, which stay in bf16). docs/formulas.md,
// "Serving weight formats".
#include "core/scenario.h"

#include <string>

namespace rooflab {

// Bytes per value of a block matrix stored in `type` for serving, scales included. INT4 is the
// GPTQ/AWQ layout vLLM loads: 4-bit values with an fp16 scale and a 4-bit zero point per group of
// 128 input values, (4 + (16 + 4) / 128) / 8 = 0.5195 bytes. Others: dtypeBytes (FP8 and INT8
// scales are per tensor or per output channel: below 0.1 % of the matrix).
double servedMatrixBytes(DType type);
// Whether `type` stores serving weights quantised (blocks' matrices only).
bool isQuantisedServing(DType type);

struct ServingWeights {
    double matrixParams = 0; // the blocks' matrices (attention and MLP, experts included)
    double otherParams = 0;  // embeddings, learned positions, norms, LM head
    double matrixBytes = 0;  // per value, scales included
    double otherBytes = 0;   // per value
    double bytes() const { return matrixParams * matrixBytes + otherParams * otherBytes; }
    double bytesPerParameter() const {
        const double params = matrixParams + otherParams;
        return params > 0 ? bytes() / params : 0.0;
    }
};
// The detail an explanation shows beside the bytes per parameter: the dtype id, and for a
// quantised one the matrices' format and the 16-bit rest ("int4-g128/bf16").
std::string servingWeightsDetail(DType type);

// The whole model's serving weights (before any tensor or pipeline split), for
// effectiveParameterCount parameters.
ServingWeights servingWeights(const Scenario& scenario);

} // namespace rooflab
