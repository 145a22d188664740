#pragma once
// The step-time model calibrated on the user's own card: when GPU benchmark results measured on
// the scenario's GPU are at hand (the GPU panel's sweep, or a results file), their GEMM and
// bandwidth curves replace the published ones (docs/formulas.md, "Measured efficiency").
#include "core/measured/benchresults.h"
#include "core/model/scenario.h"
#include "core/steptime/steptime.h"

#include <optional>
#include <vector>

namespace rooflab {

// The last of `runs` measured on the scenario's GPU (its device matched to the same database id)
// that has a GEMM point of the compute dtype or a STREAM bandwidth; null when none has.
const BenchResults* runForScenario(const std::vector<const BenchResults*>& runs, const Scenario& scenario);

// The efficiency curves of `run` for the scenario's compute dtype, as fractions of the scenario
// GPU's datasheet peak and bandwidth; nullopt when `run` is null or adds nothing measured.
std::optional<StepEfficiency> measuredEfficiency(const Scenario& scenario, const BenchResults* run);

} // namespace rooflab
