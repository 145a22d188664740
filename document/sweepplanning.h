#pragma once
// The GPU panel's sweep plan, made here so that the panel only chooses and draws (widgets/
// compute nothing; the widgets_boundary test forbids gpu::makePlan there).
#include "core/measured/benchresults.h"
#include "core/model/scenario.h"
#include "gpu/sweepplan.h"

namespace rooflab {

// The plan of `preset` on `device`. With a scenario, the GEMMs of its transformer layer come
// first (tensor parallelism not applied: the unsharded layer's shapes).
gpu::SweepPlan sweepPlanFor(gpu::Preset preset, const BenchDevice& device, const Scenario* scenario);

} // namespace rooflab
