#pragma once
// The scenario's "plan" block (docs/scenario-format.md): what the layout search (core/plan/planner.h)
// holds and what it ranks by. The scenario itself fixes the model, precision, optimizer, GPU, GPU
// count, sequence length and framework profile; the plan adds the global batch the layouts share.
#include <cstdint>
#include <string>

namespace rooflab {

// plan.rank_by: tokens per second per GPU, the time to train training.tokens, or the cost of
// that training at run.price_per_gpu_hour.
enum class PlanRankBy { TokensPerSecondPerGpu, TimeToTrain, Cost };

struct PlanConfig {
    // plan.global_batch: sequences per optimizer step (data-parallel ranks x micro-batch x
    // gradient accumulation).
    std::int64_t globalBatch = 0;
    // plan.fixed: a partial scenario ({"parallel": {"tp": 8}}) whose keys the search holds at the
    // values given, as compact JSON text; empty when nothing is held. Kept as text so that a
    // saved scenario writes it back as it was read.
    std::string fixedJson;
    // plan.gpus {"min", "max"}: the GPU counts searched; 0: parallel.gpus alone.
    int gpusMin = 0;
    int gpusMax = 0;
    PlanRankBy rankBy = PlanRankBy::TokensPerSecondPerGpu;
    // plan.allowed: per searched field, the values the framework version in use offers
    // ({"checkpointing": ["none", "full"], "zero": [0]}), as compact JSON text; empty: all the
    // profile offers. Checked when the planner reads it (core/plan/allowedchoices.h).
    std::string allowedJson;
    // plan.tp_across_nodes: tensor parallelism may span nodes (off: tp stays within a node).
    bool tpAcrossNodes = false;
    bool searchesGpuRange() const { return gpusMin > 0 && gpusMax > 0; }
    bool operator==(const PlanConfig&) const = default;
};

} // namespace rooflab
