#pragma once
// How many kernels the code that runs a step launches, for the gaps between kernels that the
// step-time model charges (docs/formulas.md, "Kernel launch gaps"). A GPU leaves a few
// microseconds between two kernels of a stream, however large they are (4.0 us back to back on
// an H100, measured by rooflab-bench; 1.7-6.6 us per launch in the profiled H100 steps of
// docs/validation.md), so a step's count of kernels costs time of its own.
//
// Counted per layer and pass as the roofline's bytes are (core/roofline/eagerkernels.h): the backward of
// an op launches about twice its forward's kernels. Collectives are not counted here: their
// latency is the alpha term of the communication model.
#include "core/model/scenario.h"

namespace rooflab {

// Kernels per layer and pass of the elementwise work (fused Megatron code: one per op; eager
// PyTorch running transformers' modelling code: one per Python operation).
struct ElementwiseLaunches {
    double norms = 2;            // both norms of a layer
    double qkNorms = 0;          // the q and k norms (Qwen3); 0 without
    double residualAdds = 2;     // both residual adds of a layer
    double activation = 1;       // the MLP's activation
    double softmax = 1;          // materialised attention scores: scale, mask, softmax, casts
    double rotary = 0;           // apply_rotary_pos_emb on q and k; 0 with learned positions or fused
    double headsToTokens = 0;    // the attention output copied back to tokens
    double normOutputCasts = 0;  // autocast: one cast per projection
    double residualDropouts = 0; // dropout on the attention and MLP outputs
    double loss = 1;             // the cross-entropy, forward and backward (once per micro-batch)
    double perWeightCasts = 0;   // autocast: kernels per weight matrix and micro-batch
};
ElementwiseLaunches elementwiseLaunches(const Scenario& scenario, bool training, bool fullRecompute);

// Separate matrix products where the roofline has one op: transformers' Llama-family blocks
// project q, k and v apart and gate and up apart; GPT-2 and Megatron fuse them.
struct ProjectionLaunches {
    double qkv = 1;
    double mlpUp = 1;
};
ProjectionLaunches projectionLaunches(const Scenario& scenario, bool training);

// Weight matrices of one decoder layer as the code holds them (q, k, v apart or fused).
double weightMatricesPerLayer(const Scenario& scenario);
// Parameter tensors of one decoder layer on this GPU: matrices, their biases, norm weights.
double parameterTensorsPerLayer(const Scenario& scenario);
// Parameter tensors on the slowest pipeline stage's GPU (core/model/pipelinesplit.h, ceil(L / p)
// layers without the split keys): its layers' and the embedding's and LM head's (the kernels of
// a pass that runs once per tensor: an accumulation add, a copy).
double parameterTensorsOnStage(const Scenario& scenario);

// Multi-tensor kernels (torch.optim's foreach and fused optimizers, Apex and Megatron's
// multi_tensor_apply): one launch per 320 chunks of 65,536 values, per pass over `params`.
double multiTensorLaunches(double params, double passes);

} // namespace rooflab
