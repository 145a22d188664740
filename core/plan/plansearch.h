#pragma once
// The planner's search over the layout space (core/plan/layoutspace.h): its shapes shared out to
// worker threads, each with its own scenario to evaluate in, the layouts that fit gathered and
// ranked (core/plan/planranking.h).
#include "core/plan/fixedkeys.h"
#include "core/plan/planner.h"
#include "core/plan/shapesearch.h"

#include <vector>

namespace rooflab {

class PlanSearch {
public:
    // Above this many layouts the space is bounded (LayoutSpace::bound), so that no search runs
    // for minutes. 4 million until block recomputation added a fifth rung to Megatron-Core's
    // recompute ladder (a quarter more layouts, most of them pruned unevaluated); raised by as
    // much, so that the same searches are bounded alike (docs/speed.md, "Layout planner").
    static constexpr std::int64_t kMaxCandidates = 5'000'000;

    PlanSearch(const Scenario& base, const PlanOptions& options);
    // Fills result's errors, notes, candidates, feasible and cancelled; ranked() the layouts.
    void run(PlanResult& result);
    // Nothing fitted: the smallest GPU count (doubling parallel.gpus) where a layout would.
    void findSmallestGpuCount(PlanResult& result);
    const Scenario& fixedScenario() const { return m_fixed.scenario; }
    const std::vector<Candidate>& ranked() const { return m_ranked; }

private:
    std::vector<int> gpuCounts(std::vector<std::string>& notes) const;
    // Every shape of `space`, on the worker threads; false when cancelled.
    bool searchSpace(const LayoutSpace& space, bool firstFitOnly, std::vector<Candidate>& found,
                     SearchCounts& counts) const;
    void addRankingNotes(std::vector<std::string>& notes) const;
    void reportEmptySpace(const LayoutSpace& space, PlanResult& result) const;

    FixedScenario m_fixed;
    const PlanOptions& m_options;
    PlanRankBy m_rankBy = PlanRankBy::TokensPerSecondPerGpu;
    std::int64_t m_globalBatch = 0;
    std::vector<Candidate> m_ranked;
};

} // namespace rooflab
