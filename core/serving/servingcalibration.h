#pragma once
// The serving model calibrated on the user's own card (docs/formulas.md, "Serving: calibrated on
// your GPU"): rooflab-bench's decode probes (--sweep decode) measure what a decode step costs on
// it, and a results file of the scenario's GPU replaces the published figures the serving step
// would use: the GEMM curve at decode batches, the bandwidth of weights-sized reads, the time per
// kernel of a step launched one by one and replayed as a CUDA graph.
#include "core/measured/benchresults.h"
#include "core/model/scenario.h"
#include "core/serving/servingstep.h"
#include "core/steptime/stepefficiency.h"

#include <optional>
#include <string>
#include <vector>

namespace rooflab {

struct ServingCalibration {
    // The efficiencies the serving step reads (ServingHardware::efficiency): `gemm` from the run's
    // forward GEMMs of the serving dtype (decode-shaped ones at small sizes), `memoryFraction` from
    // its largest decode read over the datasheet bandwidth, `launchGapS` the time per kernel of
    // its longest chain replayed as a CUDA graph. What the run lacks stays as the step-time
    // calibration (or the published curves) has it.
    StepEfficiency efficiency;
    double eagerLaunchS = 0;  // per kernel of the longest chain launched one by one; 0: not measured
    double graphLaunchS = 0;  // per kernel of the longest chain as a CUDA graph; 0: not measured
    bool decodeGemms = false; // the curve has decode-shaped points
    bool decodeRead = false;  // memoryFraction is a decode read's
    std::string source;
};

// From a results file: nullopt when it was measured on another GPU (measurementMismatch) or has
// none of the decode probes' points (decode GEMMs, reads, chains).
std::optional<ServingCalibration> servingCalibration(const Scenario& scenario, const BenchResults& run);

// What the GPU measurements at hand make of the serving figures: the calibration of the last run
// of the scenario's GPU that has decode probes, or, when runs are at hand but none can, why the
// published figures are used (one sentence: another GPU's run, no decode probes).
struct ServingMeasurement {
    std::optional<ServingCalibration> calibration;
    std::string refusal;
};
ServingMeasurement servingMeasurement(const Scenario& scenario, const std::vector<const BenchResults*>& runs);

// Applies the measured launch times to a serving step's hardware built with the calibration's
// `efficiency` (servingHardware): an engine without CUDA graphs pays the eager time per kernel.
void applyServingCalibration(const ServingCalibration& calibration, bool cudaGraphs, ServingHardware& hardware);

} // namespace rooflab
