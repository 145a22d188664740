#include "core/plan/servingplanjson.h"

#include "core/io/scenarioio.h"
#include "core/plan/servingplansearch.h"
#include "core/plan/servingplanspace.h"

namespace rooflab {

nlohmann::json servingLayoutJson(const PlannedLayout& planned) {
    const ServingReport s = planned.report.serving.value_or(ServingReport{});
    return {{"rank", planned.rank},
            {"group", planned.group},
            {"gpus", planned.scenario.parallel.gpus},
            {"layout", describeServingLayout(planned.scenario)},
            {"scenario", nlohmann::json::parse(serializeScenario(planned.scenario))},
            {"serving",
             {{"ttft_s", s.ttftS},
              {"tpot_s", s.tpotS},
              {"output_tokens_per_s", s.outputTokensPerS},
              {"output_tokens_per_s_per_gpu", s.outputTokensPerSPerGpu},
              {"requests_per_s", s.requestsPerS},
              {"saturation_requests_per_s", s.saturationRequestsPerS},
              {"replicas", s.replicas},
              {"bound", s.bound},
              {"meets_slo", meetsServingSlo(s)},
              {"calibrated", s.calibrated},
              {"calibration", s.calibration}}},
            {"why", planned.why}};
}

} // namespace rooflab
