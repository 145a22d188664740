#pragma once
// The serving planner (docs/formulas.md, "Serving layouts"): for a scenario with a "serving"
// block, the layouts of its engine over tp x pp GPUs per replica and data-parallel replicas
// (and the weights' and KV cache's formats where plan.fixed frees them) that meet the block's
// SLOs: at serving.request_rate the fewest GPUs, at a concurrency the most output tokens/s per
// GPU. planLayouts (core/plan/planner.h) calls it for such a scenario.
#include "core/plan/planner.h"

namespace rooflab {

PlanResult planServingLayouts(const Scenario& base, const PlanOptions& options);

// Whether the plan's best layout meets the SLOs (false when there is none).
bool servingPlanMeets(const PlanResult& result);

} // namespace rooflab
