#pragma once
// The report's "Serving" section of rooflab-calc's text output (core/io/reportio.h).
#include "core/model/report.h"

#include <ostream>

namespace rooflab {

void writeServingReport(std::ostream& out, const Scenario& scenario, const ServingReport& serving);

} // namespace rooflab
