// planToJson (core/plan/planner.h): the plan as rooflab-calc --plan --json prints it
// (docs/scenario-format.md, "The plan JSON").
#include "core/io/scenarioio.h"
#include "core/model/pipelinesplit.h"
#include "core/plan/planner.h"
#include "core/plan/servingplan.h"
#include "core/plan/servingplanjson.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace rooflab {

namespace {

using json = nlohmann::json;

// The pipeline split under the scenario's key names (0 and false: not set) and the layers each
// stage then holds.
json pipelineSplitJson(const Scenario& sc) {
    const ParallelConfig& p = sc.parallel;
    const PipelineSplit split = pipelineSplit(p, sc.model.arch.layers);
    json stages{{"first", split.first}, {"last", split.last}};
    if (split.stages > 2)
        stages["middle"] = split.middle;
    return {{"num_layers_in_first_pipeline_stage", p.firstStageLayers},
            {"num_layers_in_last_pipeline_stage", p.lastStageLayers},
            {"account_for_embedding_in_pipeline_split", p.embeddingInSplit},
            {"account_for_loss_in_pipeline_split", p.lossInSplit},
            {"stage_layers", stages}};
}

json layoutJson(const PlannedLayout& planned) {
    const Report& r = planned.report;
    json layout{
        {"rank", planned.rank},
        {"group", planned.group},
        {"scenario", json::parse(serializeScenario(planned.scenario))},
        {"step",
         {{"time_s", r.step.timeS}, {"tokens_per_s_per_gpu", r.step.tokensPerSecondPerGpu}, {"mfu", r.step.mfu}}},
        {"memory",
         {{"peak", std::llround(r.memory.total)},
          {"fits", r.memory.fits},
          {"verdict", fitVerdictId(r.memory.band.verdict)}}},
        {"why", planned.why}};
    if (planned.scenario.parallel.pipelineParallel > 1)
        layout["pipeline_split"] = pipelineSplitJson(planned.scenario);
    return layout;
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
