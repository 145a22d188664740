#pragma once
// One point of the layout search (core/plan/planner.h): how a step is split over the GPUs and
// what each GPU keeps. applyLayout writes it into a scenario; the rest of the scenario is the
// user's.
#include "core/model/recomputemodules.h"
#include "core/model/scenario.h"

#include <cstdint>
#include <string>

namespace rooflab {

// What the backward recomputes, from none to the most (the search tries them in this order).
enum class Recompute {
    None,
    Selective,    // Megatron's attention core (PyTorch profiles: the attention core)
    SelectiveMlp, // Megatron-Core's recompute modules: the attention core and the MLP
    OpSelective,  // torchtitan's per-op policy
    Full,         // every layer's forward again
};

// Megatron-Core's pipeline split keys as a layout sets them (core/model/pipelinesplit.h): the
// first and last stages' layers (0: not set) and the embedding and the loss counted as layers.
struct StageSplit {
    int first = 0, last = 0;
    bool embedding = false, loss = false;
    bool operator==(const StageSplit&) const = default;
    // The search's one uneven choice: both ends one layer short.
    bool endsShort() const { return embedding && loss && first == 0 && last == 0; }
};

struct Layout {
    int gpus = 1;
    int tp = 1, pp = 1, vp = 1, cp = 1, ep = 1, etp = 0; // etp 0: the experts follow tp
    std::int64_t dp = 1, microBatch = 1, gradAccum = 1;
    Recompute recompute = Recompute::None;
    int zero = 0;
    bool sequenceParallel = false;
    bool tpCommOverlap = false; // Transformer Engine's userbuffers / torchtitan's AsyncTP
    bool offloadOptimizer = false;
    StageSplit split; // the even split unless the search or plan.fixed sets one
    // The layout's mechanisms, for ties (docs/formulas.md, "The layout planner"): fewer is
    // simpler to run; lexicographic from offload down to pipeline stages.
    bool simplerThan(const Layout& other) const;
    // A total order over every field: equal scores rank by it, so the ranking never depends
    // on which thread found a layout first.
    bool canonicalBefore(const Layout& other) const;
    // "tp 8 · pp 4 (v 3) · dp 32 · mb 1 x 48 · selective · ZeRO-1 · sp" for the table.
    std::string describe() const;
};

// The scenario with the layout's fields set (recompute modules, offload devices included).
void applyLayout(const Layout& layout, Scenario& scenario);
// The layout a scenario runs (the inverse of applyLayout on the searched fields).
Layout layoutOf(const Scenario& scenario);

} // namespace rooflab
