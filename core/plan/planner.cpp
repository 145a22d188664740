#include "core/plan/planner.h"

#include "core/base/translatable.h"
#include "core/evaluate.h"
#include "core/model/scenariovalidation.h"
#include "core/plan/layoutwhy.h"
#include "core/plan/planranking.h"
#include "core/plan/plansearch.h"
#include "core/plan/servingplan.h"

#include <algorithm>
#include <chrono>

namespace rooflab {

namespace {

// The plan block itself: present, with a global batch.
std::vector<std::string> planBlockErrors(const Scenario& base) {
    if (!base.plan)
        return {"plan: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                       "the scenario has no plan block (give plan.global_batch)"))};
    if (base.plan->globalBatch < 1)
        return {"plan.global_batch: " +
                coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be at least 1 sequence, got %1"),
                            {messageArgument(base.plan->globalBatch)})};
    std::vector<std::string> errors;
    for (std::string& problem : validateScenario(base))
        errors.push_back(std::move(problem));
    return errors;
}

// The top N of the ranking and, over a plan.gpus range, the best layout of every GPU count (for
// a Pareto of GPUs against time), as indices into `ranked`, in rank order.
std::vector<std::size_t> pickedLayouts(const Scenario& fixed, const std::vector<Candidate>& ranked, int top) {
    std::vector<std::size_t> picked;
    std::vector<int> countsSeen;
    const bool range = fixed.plan && fixed.plan->searchesGpuRange();
    for (std::size_t i = 0; i < ranked.size(); ++i) {
        const int gpus = ranked[i].layout.gpus;
        const bool firstOfCount = range && std::find(countsSeen.begin(), countsSeen.end(), gpus) == countsSeen.end();
        if (firstOfCount)
            countsSeen.push_back(gpus);
        if (i < std::size_t(std::max(0, top)) || firstOfCount)
            picked.push_back(i);
    }
    return picked;
}

// The picked layouts' whole scenarios and reports, each evaluated alone as rooflab-calc would.
void fillLayouts(const Scenario& fixed, const std::vector<Candidate>& ranked, const PlanOptions& options,
                 PlanResult& result) {
    std::vector<double> scores;
    for (const Candidate& candidate : ranked)
        scores.push_back(candidate.score);
    const std::vector<int> groups = nearTieGroups(scores);
    for (std::size_t i : pickedLayouts(fixed, ranked, options.top)) {
        PlannedLayout planned;
        planned.rank = int(i) + 1;
        planned.group = groups[i];
        planned.scenario = fixed;
        applyLayout(ranked[i].layout, planned.scenario);
        planned.report = evaluate(planned.scenario, nullptr, options.efficiency);
        result.layouts.push_back(std::move(planned));
    }
    for (PlannedLayout& planned : result.layouts) {
        const PlannedLayout& best = result.layouts.front();
        planned.why = layoutWhy(best.scenario, best.report, planned.scenario, planned.report,
                                shortfall(ranked.front().score, ranked[std::size_t(planned.rank - 1)].score));
    }
}

} // namespace

PlanResult planLayouts(const Scenario& base, const PlanOptions& options) {
    if (base.serving)
        return planServingLayouts(base, options);
    const auto started = std::chrono::steady_clock::now();
    PlanResult result;
    result.errors = planBlockErrors(base);
    if (result.errors.empty()) {
        PlanSearch search(base, options);
        search.run(result);
        if (result.errors.empty() && !result.cancelled && result.feasible == 0)
            search.findSmallestGpuCount(result);
        if (result.errors.empty())
            fillLayouts(search.fixedScenario(), search.ranked(), options, result);
    }
    result.ok = result.errors.empty() && !result.cancelled;
    result.elapsedS = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return result;
}

} // namespace rooflab
