#pragma once
// The step-time model calibrated on the user's own card: when GPU benchmark results measured on
// the scenario's GPU are at hand (the GPU panel's sweep, or a results file), their GEMM and
// bandwidth curves replace the published ones (docs/formulas.md, "Measured efficiency").
#include "core/measured/benchresults.h"
#include "core/model/scenario.h"
#include "core/steptime/steptime.h"

#include <optional>
#include <string>
#include <vector>

namespace rooflab {

// Why `run` cannot calibrate the scenario's GPU, one sentence; empty when it can. A run belongs
// to its GPU by more than an id a custom card may reuse: the database id (never "custom"), the
// memory CUDA reported (within 10 %), the SM count where both are known and, for a custom GPU,
// the device's name. It must measure a GEMM of the compute dtype or a STREAM bandwidth, and its
// rates must be plausible (limits::measuredFraction, limits::launchOverheadS): a GEMM above the
// dense peak would predict an MFU above 100 %.
std::string measurementMismatch(const BenchResults& run, const Scenario& scenario);

// The last of `runs` with no measurementMismatch for the scenario; null when none.
const BenchResults* runForScenario(const std::vector<const BenchResults*>& runs, const Scenario& scenario);

// The efficiency curves of `run` for the scenario's compute dtype, as fractions of the scenario
// GPU's datasheet peak and bandwidth; nullopt when `run` is null or adds nothing measured.
std::optional<StepEfficiency> measuredEfficiency(const Scenario& scenario, const BenchResults* run);

} // namespace rooflab
