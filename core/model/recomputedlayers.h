#pragma once
// The layers of a pipeline stage whose forward runs again in the backward (docs/formulas.md,
// "Block recomputation"): every layer under full and every-k checkpointing, none under none,
// selective and op-selective (they recompute parts of every layer, counted where they apply).
// Block checkpointing is Megatron's --recompute-granularity full --recompute-method block
// --recompute-num-layers N: each TransformerBlock (one model chunk: the stage's layers, or with
// virtual pipeline stages a chunk of them) checkpoints its first N layers in full and keeps
// every activation of the others (Megatron-LM d98e8a64dd megatron/core/recompute.py, the
// "block" branch: use_checkpoint = layer_idx < recompute_num_layers).
#include "core/model/scenario.h"

namespace rooflab {

// Of a stage of `stageLayers` layers in parallel.virtualStages model chunks: v x min(N, c),
// c = ceil(stageLayers / v) the layers of one chunk, at most stageLayers.
int recomputedLayers(const Scenario& scenario, int stageLayers);

// recomputedLayers / stageLayers: 1 for full and every-k, 0 for an empty stage.
double recomputedLayerShare(const Scenario& scenario, int stageLayers);

// The same for the nominal stage of ceil(L / p) layers, for code with no stage of its own.
double recomputedLayerShare(const Scenario& scenario);

// The share of the stage's MoE token dispatches and combines that run again in the backward:
// all of them under Megatron-Core's "moe" recompute module, else the recomputed layers' share.
double recomputedDispatchShare(const Scenario& scenario, int stageLayers);

} // namespace rooflab
