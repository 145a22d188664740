#pragma once
// The layout search (docs/formulas.md, "The layout planner"): every parallel layout of a
// scenario's model on its GPUs at plan.global_batch that the framework profile allows, each
// evaluated as evaluate() would, ranked by plan.rank_by, the best first, each with one line on
// why it lost to the best.
#include "core/model/report.h"
#include "core/model/scenario.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace rooflab {

struct StepEfficiency;
struct BenchResults;

struct PlanOptions {
    int top = 20;                                  // layouts returned
    unsigned threads = 0;                          // 0: every core
    const std::atomic<bool>* cancel = nullptr;     // set -> returns within 100 ms, cancelled=true
    std::function<void(double fraction)> progress; // called from worker threads, 0..1
    const StepEfficiency* efficiency = nullptr;    // measured GPU efficiencies, as evaluate()
    // GPU results (rooflab-bench) whose decode probes calibrate serving layouts: each layout as
    // evaluate() with servingMeasurement(layout, measured) (core/serving/servingcalibration.h).
    std::vector<const BenchResults*> measured;
};

struct PlannedLayout {
    int rank = 0;      // 1 = best
    int group = 0;     // near-ties (within 1 %) share a group number
    Scenario scenario; // the whole scenario of this layout; evaluate(scenario) gives report
    Report report;
    std::string why; // one line against the best, e.g. "-7 %: exposed data-parallel all-reduce +0.41 s"
};

struct PlanResult {
    bool ok = false;
    std::vector<std::string> errors; // why no search ran (bad plan block, batch not divisible...)
    std::vector<std::string> notes;  // what was pruned or bounded, the smallest GPU count that fits...
    std::int64_t candidates = 0, feasible = 0;
    double elapsedS = 0;
    bool cancelled = false;
    int smallestGpusThatFit = 0;        // 0: not searched / unknown
    bool serving = false;               // serving layouts (core/plan/servingplan.h): report.serving ranks them
    std::vector<PlannedLayout> layouts; // ranked
};

// A scenario with a "serving" block plans serving layouts instead (core/plan/servingplan.h).
PlanResult planLayouts(const Scenario& base, const PlanOptions& options = {});
// {"plan": {"candidates", "feasible", "elapsed_s", "layouts": [{"rank", "group", "scenario",
// "step": {"time_s", "tokens_per_s_per_gpu", "mfu"}, "memory": {"peak", "fits", "verdict"},
// "why"}]}} (docs/scenario-format.md, "The plan JSON").
std::string planToJson(const PlanResult& result);

} // namespace rooflab
