// planToJson (core/plan/planner.h): the plan as rooflab-calc --plan --json prints it
// (docs/scenario-format.md, "The plan JSON").
#include "core/io/scenarioio.h"
#include "core/plan/planner.h"
#include "core/plan/servingplan.h"
#include "core/plan/servingplanjson.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace rooflab {

namespace {

using json = nlohmann::json;

json layoutJson(const PlannedLayout& planned) {
    const Report& r = planned.report;
    return {{"rank", planned.rank},
            {"group", planned.group},
            {"scenario", json::parse(serializeScenario(planned.scenario))},
            {"step",
             {{"time_s", r.step.timeS}, {"tokens_per_s_per_gpu", r.step.tokensPerSecondPerGpu}, {"mfu", r.step.mfu}}},
            {"memory",
             {{"peak", std::llround(r.memory.total)},
              {"fits", r.memory.fits},
              {"verdict", fitVerdictId(r.memory.band.verdict)}}},
            {"why", planned.why}};
}

} // namespace

std::string planToJson(const PlanResult& result) {
    json layouts = json::array();
    for (const PlannedLayout& planned : result.layouts)
        layouts.push_back(result.serving ? servingLayoutJson(planned) : layoutJson(planned));
    json plan{{"ok", result.ok},
              {"candidates", result.candidates},
              {"feasible", result.feasible},
              {"elapsed_s", result.elapsedS},
              {"cancelled", result.cancelled},
              {"errors", result.errors},
              {"notes", result.notes},
              {"layouts", layouts}};
    if (result.serving)
        plan["slo_met"] = servingPlanMeets(result);
    if (result.smallestGpusThatFit > 0)
        plan["smallest_gpus_that_fit"] = result.smallestGpusThatFit;
    return json{{"plan", plan}}.dump(2) + "\n";
}

} // namespace rooflab
