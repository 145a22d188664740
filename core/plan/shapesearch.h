#pragma once
// The search under one Shape (core/plan/layoutspace.h): every virtual-stage count, pipeline split,
// context-parallel communication, sequence parallelism, ZeRO stage, recomputation and micro-batch,
// memory first. Two prunings, both
// exact for the ranking: a micro-batch that does not fit ends the larger ones (memory grows with
// it), and more recomputation is tried only for the micro-batches that less did not fit
// (recomputation only adds work; a block of whole layers and Megatron-Core's MLP module, which
// neither bounds, are both tried); the optimizer's offload is tried only where nothing fitted
// without it. A block rung takes, per micro-batch, the fewest layers a chunk that fit.
#include "core/model/planconfig.h"
#include "core/model/report.h"
#include "core/plan/layoutspace.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

namespace rooflab {

struct StepEfficiency;

// A layout that fits, with its rank score (core/plan/layoutscore.h).
struct Candidate {
    Layout layout;
    double score = 0;
};

struct SearchCounts {
    std::int64_t candidates = 0; // layouts covered, pruned ones included
    std::int64_t memoryEvaluated = 0;
    std::int64_t stepEvaluated = 0;
    std::int64_t feasible = 0; // layouts that fit (found may keep fewer: keepBest)
    SearchCounts& operator+=(const SearchCounts& o) {
        feasible += o.feasible;
        candidates += o.candidates;
        memoryEvaluated += o.memoryEvaluated;
        stepEvaluated += o.stepEvaluated;
        return *this;
    }
};

class ShapeSearch {
public:
    // `firstFitOnly`: memory only, and stop at the first layout that fits (does any fit?).
    ShapeSearch(const Scenario& base, const LayoutSpace& space, PlanRankBy rankBy, const StepEfficiency* efficiency,
                const std::atomic<bool>* cancel, bool firstFitOnly = false);
    // Appends the layouts of `shape` that fit to `found`; false when cancelled midway.
    bool run(const Shape& shape, std::vector<Candidate>& found, SearchCounts& counts);

private:
    // The micro-batches from `first` on, with the other choices set in m_layout, until one does
    // not fit; returns how many of `microBatches` fit (at least `first`), or -1 when cancelled.
    int fitMicroBatches(const std::vector<std::int64_t>& microBatches, int first, std::vector<Candidate>& found,
                        SearchCounts& counts);
    // m_layout applied to the work scenario, and its memory; none when the scenario is invalid.
    std::optional<TrainingMemory> memoryOfLayout(SearchCounts& counts);
    // The most layers of a model chunk a block rung recomputes: plan.fixed's N where it holds one,
    // else one fewer than the busiest chunk's (all of them is full recomputation's rung).
    int mostBlockLayers() const;
    // Block recomputation: m_layout.recomputeLayers set to the fewest layers of a model chunk with
    // which the layout fits (plan.fixed's when it holds them), or to the most when none fits;
    // none when the scenario is invalid.
    std::optional<TrainingMemory> blockMemory(SearchCounts& counts);
    // The recompute ladder for one (vp, sp, overlap, zero, offload): how many micro-batches fitted
    // with some recomputation, -1 when cancelled.
    int recomputeLadder(const std::vector<std::int64_t>& microBatches, std::vector<Candidate>& found,
                        SearchCounts& counts);
    // The ladder, then the ladder with the optimizer offloaded where nothing fitted without.
    int memorySavers(const std::vector<std::int64_t>& microBatches, std::vector<Candidate>& found,
                     SearchCounts& counts);
    // Under m_layout's vp and split: each context-parallel communication, sequence parallelism,
    // TP overlap and ZeRO stage through memorySavers. 1: go on; 0: a first-fit search found one;
    // -1: cancelled.
    int communicationChoices(const Shape& shape, const std::vector<std::int64_t>& microBatches,
                             std::vector<Candidate>& found, SearchCounts& counts);
    bool cancelled() const;

    Scenario m_work; // mutated in place: one copy per worker, none per layout
    const LayoutSpace& m_space;
    PlanRankBy m_rankBy;
    const StepEfficiency* m_efficiency;
    const std::atomic<bool>* m_cancel;
    bool m_firstFitOnly;
    Layout m_layout;
    int m_blockLayersMost = 0; // mostBlockLayers() of the block rung under way
};

} // namespace rooflab
