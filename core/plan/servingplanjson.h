#pragma once
// A serving layout in the plan JSON (docs/scenario-format.md, "The plan JSON"): its rank, its
// whole scenario, its serving figures and why it ranks where it does.
#include "core/plan/planner.h"

#include <nlohmann/json.hpp>

namespace rooflab {

nlohmann::json servingLayoutJson(const PlannedLayout& planned);

} // namespace rooflab
