#pragma once
// One call from a Scenario to the full Report: what the CLI, the window and the tests use.
#include "core/base/derivation.h"
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "core/model/scenariovalidation.h"

namespace rooflab {

struct StepEfficiency;
struct ServingMeasurement;

// Precondition: validateScenario(scenario) is empty. Never produces NaN or inf. With a trace,
// every figure's derivation is recorded as well (core/explain.h renders them). `efficiency`: the
// step-time model's kernel efficiencies (measured on the user's GPU, core/steptime/measuredefficiency.h);
// null for the published curves. `serving`: what GPU measurements make of the serving figures
// (core/serving/servingcalibration.h: the decode probes' calibration, or why there is none).
Report evaluate(const Scenario& scenario, Trace* trace = nullptr, const StepEfficiency* efficiency = nullptr,
                const ServingMeasurement* serving = nullptr);

} // namespace rooflab
