#pragma once
// The memory terms expert parallelism changes (docs/formulas.md, "Mixture of experts"): the
// parameters one GPU owns, split into the dense part (over tp) and the routed experts (over
// ep x etp), and the ZeRO shard of each over its own replicas.
#include "core/base/derivation.h"
#include "core/model/expertparallel.h"
#include "core/model/scenario.h"

namespace rooflab {

struct MoeParameters {
    Traced owned;     // parameters on this GPU before ZeRO: dense / tp + experts / (ep x etp)
    Traced zeroShard; // after ZeRO: dense / d + experts / (d x tp / (ep x etp))
};

// Tokens one GPU's experts compute per token it routes: top_k, times the capacity factor when
// the experts are spread over GPUs (the busiest expert rank; on one GPU every expert is there and
// the total is k x tokens however unbalanced the router).
double routedTokensPerToken(const Scenario& scenario, const Architecture& arch);

// What an MoE layer keeps beyond its experts' d_ff-wide intermediates, per layer and micro-batch,
// before tensor parallelism divides it (Megatron-Core, alltoall dispatcher and grouped GEMM;
// NVIDIA's Megatron-MoE-ModelZoo deepseek_mem_estimate.py): the dispatched tokens the first
// expert GEMM keeps (k x cf x etp x tokens x d_model), the router's probabilities and the
// permutation's row-id map (tokens x experts x (2 + 8) bytes), and the shared experts'
// intermediates unless recomputed. 0 for a dense model; the caller leaves it out when the whole
// MoE layer is recomputed.
// `dispatchedBytes`: bytes per value of the dispatched tokens as kept (the activation dtype, or
// an FP8/FP4 recipe's quantized copy, core/memory/lowprecision.h).
template <class Recorder>
Traced megatronMoeExtraBytes(const Scenario& scenario, const Architecture& arch, double tokens, double dispatchedBytes,
                             Recorder* trace);

template <class Recorder>
MoeParameters moeParameterTerms(const ParallelConfig& parallel, const ParameterPlacement& place, double params,
                                Recorder* trace);

} // namespace rooflab
