#pragma once
// The Report as JSON (rooflab-calc --json) and as readable text (rooflab-calc).
#include "core/model/report.h"

#include <string>

namespace rooflab {

std::string reportToJson(const Scenario& scenario, const Report& report);
// The scenario's name, or for an unnamed one its model and GPUs ("Llama 3 70B on 64 x ...").
std::string scenarioTitle(const Scenario& scenario);
std::string reportToText(const Scenario& scenario, const Report& report);

} // namespace rooflab
