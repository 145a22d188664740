#pragma once
// rooflab-calc --plan: the layout search (core/plan/planner.h) on the command line.
#include "core/model/scenario.h"

namespace rooflab {
struct StepEfficiency;
struct BenchResults;
} // namespace rooflab

// Prints the ranked layouts (a table, or JSON with `asJson`) to stdout and notes to stderr.
// Returns the exit status: 0 layouts found, 1 none fits, 2 the plan block or the search refused.
// `measured` (--measured's results, or null): its decode probes calibrate serving layouts.
int runPlanCommand(const rooflab::Scenario& scenario, int top, bool asJson, const rooflab::StepEfficiency* efficiency,
                   const rooflab::BenchResults* measured = nullptr);
