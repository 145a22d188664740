#pragma once
// What each framework profile (training.implementation) can run, for the layout search: which
// parallelisms, ZeRO stages, recomputation modes and offloads its code offers. docs/formulas.md,
// "The layout planner", names the framework code behind each rule.
#include "core/model/scenario.h"
#include "core/plan/layout.h"

#include <vector>

namespace rooflab {

struct ProfileRules {
    bool tensorParallel = false;
    bool pipeline = false;
    bool interleaved = false; // virtual pipeline stages (interleaved 1F1B)
    // The fewest pipeline stages the interleaved schedule runs on.
    int interleavedMinStages = 2;
    // Stages of unequal layer counts (the busiest stage holds ceil(layers / pp) layers);
    // false: pp divides the layers.
    bool unevenStages = false;
    bool contextParallel = false;
    // The context-parallel communications searched where cp > 1, the framework's default first.
    std::vector<ContextComm> contextComms;
    bool expertParallel = false;
    // Sequence parallelism with tp > 1: searched both ways, or always on (torchtitan's TP plan).
    bool sequenceParallelOptional = false;
    bool sequenceParallelAlways = false;
    // parallel.tp_comm_overlap searched both ways beside sequence parallelism.
    bool tpCommOverlap = false;
    // Pipelining only under ZeRO stages below 2 (DeepSpeed's pipeline engine).
    bool pipelineNeedsLowZero = false;
    std::vector<int> zeroStages{0};
    std::vector<Recompute> recompute{Recompute::None}; // from the least recomputed to the most
    bool offloadOptimizer = false;                     // the optimizer on the host (ZeRO >= 1)
};

ProfileRules profileRules(Implementation implementation);

} // namespace rooflab
