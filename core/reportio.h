#pragma once
// The Report as JSON (rooflab-calc --json) and as readable text (rooflab-calc).
#include "core/report.h"

#include <string>

namespace rooflab {

std::string reportToJson(const Scenario& scenario, const Report& report);
std::string reportToText(const Scenario& scenario, const Report& report);

} // namespace rooflab
