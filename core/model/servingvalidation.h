#pragma once
// The checks of the scenario's "serving" block (core/model/servingconfig.h) that validateScenario
// runs: every field within its range (core/base/fieldlimits.h) and requests the model can hold.
#include "core/model/scenario.h"

#include <string>
#include <vector>

namespace rooflab {

void appendServingProblems(const Scenario& scenario, std::vector<std::string>& problems);

} // namespace rooflab
