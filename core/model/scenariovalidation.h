#pragma once
// The checks a scenario passes before it is evaluated (core/evaluate.h): every field within its
// range (core/base/fieldlimits.h), the layout dividing the GPUs and the model.
#include "core/model/scenario.h"

#include <string>
#include <vector>

namespace rooflab {

// Checks a scenario's values; returns human-readable problems ("parallel.gpus: must be >= 1").
std::vector<std::string> validateScenario(const Scenario& scenario);

} // namespace rooflab
