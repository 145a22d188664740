#pragma once
// One point of the layout search (core/plan/planner.h): how a step is split over the GPUs and
// what each GPU keeps. applyLayout writes it into a scenario; the rest of the scenario is the
// user's.
#include "core/model/contextparallel.h"
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
    Block,        // Megatron's block method: the first Layout::recomputeLayers layers of each chunk
    Full,         // every layer's forward again
};

// Megatron-Core's pipeline split keys as a layout sets them (core/model/pipelinesplit.h): the
// first and last stages' layers (0: not set) and the embedding and the loss counted as layers.
struct StageSplit {
    int first = 0, last = 0;
    bool embedding = false, loss = false;
    bool operator==(const StageSplit&) const = default;
    bool even() const { return *this == StageSplit{}; }
    // Its keys into a parallel configuration, the rest of it kept.
    void applyTo(ParallelConfig& parallel) const;
};

struct Layout {
    int gpus = 1;
    int tp = 1, pp = 1, vp = 1, cp = 1, ep = 1, etp = 0; // etp 0: the experts follow tp
    std::int64_t dp = 1, microBatch = 1, gradAccum = 1;
    Recompute recompute = Recompute::None;
    int recomputeLayers = 0; // Block: the layers of each model chunk recomputed (recompute_num_layers)
    int zero = 0;
    bool sequenceParallel = false;
    bool tpCommOverlap = false; // Transformer Engine's userbuffers / torchtitan's AsyncTP
    // How cp > 1 moves the keys and values: parallel.cp_comm_type (Transformer Engine) or
    // parallel.cp_rotate_method (torchtitan), whichever the implementation runs.
    ContextComm contextComm = ContextComm::Ring;
    bool offloadOptimizer = false;
    StageSplit split; // the even split unless the search or plan.fixed sets one
    // The layout's mechanisms, for ties (docs/formulas.md, "The layout planner"): fewer is
    // simpler to run; lexicographic from offload down to pipeline stages.
    bool simplerThan(const Layout& other) const;
    // A total order over every field: equal scores rank by it, so the ranking never depends
    // on which thread found a layout first.
    bool canonicalBefore(const Layout& other) const;
    // "tp 8 pp 4 (v 3) first 9 / last 7 cp 2 a2a dp 32 mb 1x48 selective zero 1 sp" for the table, the
    // stages' layers those of a model of `layers` layers.
    std::string describe(std::int64_t layers) const;
};

// The first and last stages' layers a layout's split gives a model of `layers` layers: "first 9 /
// last 7", "first 7 / last 7 (+emb +loss)" with the embedding and the loss counted, "even" with
// no key set.
std::string describeSplit(const Layout& layout, std::int64_t layers);
// A context-parallel communication as its scenario key's value: "p2p", "all_gather", "a2a", "a2a+p2p"
// (parallel.cp_comm_type), "allgather", "alltoall" (torchtitan's parallel.cp_rotate_method).
std::string contextCommWord(ContextComm comm);

// The scenario with the layout's fields set (recompute modules, offload devices included).
void applyLayout(const Layout& layout, Scenario& scenario);
// The layout a scenario runs (the inverse of applyLayout on the searched fields).
Layout layoutOf(const Scenario& scenario);

} // namespace rooflab
