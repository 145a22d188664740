#pragma once
// The serving model (docs/formulas.md, "Serving"): an engine's continuous batching in steady
// state on the scenario's GPUs, at a closed-loop concurrency or an open-loop request rate:
// time to first token, time per output token, throughput, and what limits them.
#include "core/base/derivation.h"
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "core/steptime/stepefficiency.h"

namespace rooflab {

struct ServingCalibration; // core/serving/servingcalibration.h

// Precondition: scenario.serving is set and validateScenario(scenario) is empty. `efficiency`
// null: the published curves. `calibration` (the user's decode probes) replaces `efficiency` and
// the launch times. Never NaN, inf or negative.
ServingReport computeServing(const Scenario& scenario, Trace* trace = nullptr,
                             const StepEfficiency* efficiency = nullptr,
                             const ServingCalibration* calibration = nullptr);

} // namespace rooflab
