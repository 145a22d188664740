#pragma once
// rooflab-calc --plan on a scenario with a "serving" block: the serving layouts as a table.
#include "core/plan/planner.h"

// Prints the ranked serving layouts with their TTFT, TPOT, throughput and why, to stdout.
void printServingPlanTable(const rooflab::PlanResult& result);
