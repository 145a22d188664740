#pragma once
// The matrix products of a RoofLab scenario's own model, as rooflab-bench measures them: the
// training-shaped sweep (--training-shapes: every projection at the scenario's tensor-parallel
// degree and micro-batch x sequence, as forward, input-gradient and weight-gradient products)
// and the decode probes (--sweep decode: the same weights against 1 to 256 sequences, reads the
// size of the weights, the step's chain of kernels). docs/gpu-method.md, "Training-shaped GEMMs"
// and "Decode probes"; the products as docs/formulas.md, "GEMM efficiency by shape" counts them.
#include "core/model/scenario.h"
#include "gpu/benchdevice.h"
#include "gpu/decodemodel.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rooflab::gpu {

// The scenario's projections: QKV (n = (heads + 2 kv heads) x head dim / t, k = d_model),
// attention output (n = d_model, k = heads x head dim / t), the MLP's first product (gate and up
// fused, n = 2 d_ff / t, as Megatron-Core's linear_fc1 runs a gated MLP; n = d_ff / t otherwise),
// its second (n = d_model, k = d_ff / t), the LM head (n = ceil(vocab / t), k = d_model); m =
// micro-batch x sequence / context-parallel degree (a mixture's experts: m x top-k / experts,
// the tokens one expert gets under balanced routing).
std::vector<Projection> trainingProjections(const Scenario& scenario);

// The three products training runs per projection (docs/formulas.md, "GEMM efficiency by shape"):
// forward (m, n, k), input gradient "dgrad" (m, k, n), weight gradient "wgrad" (k, n, m), in the
// scenario's compute dtype, each soaked `soakSeconds` before it is timed. Labels name the model.
std::vector<GemmSpec> trainingGemms(const Scenario& scenario, double soakSeconds);

// The GEMM dtype of the scenario's training products, or why the bench cannot time it (an empty
// string when it can).
std::string trainingDtypeProblem(const Scenario& scenario);

// From a scenario: its inference weights' dtype (fp8 weights run fp8 GEMMs, others the compute
// dtype), tensor and pipeline degrees, and the kernels its decode roofline launches per step.
DecodeModel decodeModel(const Scenario& scenario);

} // namespace rooflab::gpu
