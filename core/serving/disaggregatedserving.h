#pragma once
// Disaggregated prefill and decode (docs/formulas.md, "Serving: disaggregated prefill and
// decode"; DistServe, Zhong et al., OSDI 2024): prefill instances compute the prompts, each
// prompt's KV cache moves to a decode instance, which only decodes. The pools are sized to match
// their rates: without instance counts, the split of parallel.gpus that completes the most
// requests per second.
#include "core/base/derivation.h"
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "core/steptime/stepefficiency.h"

namespace rooflab {

struct ServingCalibration; // core/serving/servingcalibration.h

// Precondition: scenario.serving->disaggregation is set and validateScenario(scenario) is empty.
// Never NaN, inf or negative; a pool that cannot hold its requests gives fits = false and a note.
ServingReport computeDisaggregatedServing(const Scenario& scenario, Trace* trace, const StepEfficiency& efficiency,
                                          const ServingCalibration* calibration);

} // namespace rooflab
