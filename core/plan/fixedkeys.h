#pragma once
// plan.fixed: the partial scenario whose values the layout search holds
// ({"parallel": {"tp": 8}, "training": {"checkpointing": "full"}}).
#include "core/model/scenario.h"

#include <string>
#include <vector>

namespace rooflab {

// The searched fields the block holds; the others it names are simply set in the scenario.
struct FixedKeys {
    bool gpus = false, tp = false, pp = false, vp = false, cp = false, ep = false, etp = false;
    bool zero = false, sequenceParallel = false, tpCommOverlap = false, offload = false;
    bool microBatch = false, gradAccum = false, recompute = false;
    bool recomputeLayers = false; // training.recompute_num_layers: block recomputation's N
    bool split = false;           // any of the four pipeline split keys
    bool contextComm = false;     // parallel.cp_comm_type or parallel.cp_rotate_method
};

struct FixedScenario {
    Scenario scenario; // the base with plan.fixed's values set
    FixedKeys held;
    std::vector<std::string> errors; // "plan.fixed.parallel.tp: ..." when the block does not read
};

// Reads plan.fixed over `base` exactly as a scenario file would be read.
FixedScenario applyFixed(const Scenario& base);

} // namespace rooflab
