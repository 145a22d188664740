#pragma once
// The roofline of a GPU and the operations of one transformer step placed on it.
#include "core/derivation.h"
#include "core/report.h"
#include "core/scenario.h"

namespace rooflab {

// Attainable FLOP/s = min(peak, intensity x bandwidth) (Williams, Waterman, Patterson 2009).
double attainableFlops(double intensity, double peakFlops, double bandwidth);
RooflineReport computeRoofline(const Scenario& scenario, Phase phase, Trace* trace = nullptr);

} // namespace rooflab
