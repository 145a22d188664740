#pragma once
// The checks of the scenario's "serving" block (core/model/servingconfig.h) that validateScenario
// runs: every field within its range (core/base/fieldlimits.h) and requests the model can hold.
#include "core/model/scenario.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rooflab {

// serving.engine_version's major and minor numbers ("0.6.0" -> {0, 6}, "v0.10.1rc1" -> {0, 10});
// nothing when empty or not of that form.
std::optional<std::pair<int, int>> engineVersionNumbers(const std::string& version);

void appendServingProblems(const Scenario& scenario, std::vector<std::string>& problems);

} // namespace rooflab
