#pragma once
// The planner's one line on why a layout ranks below the best ("-7 %: exposed data-parallel
// all-reduce +0.41 s"): its shortfall and the part of the step (the report's step breakdown:
// compute, recomputation, exposed communication by kind, bubble, optimizer, offload) that grew
// the most against the best's (as GPU-seconds at the best's GPU count, where the counts differ),
// then the layout fields in which the two differ ("(tp 4, mb 16 where the best has tp 2, mb 2)").
#include "core/model/report.h"
#include "core/model/scenario.h"

#include <string>

namespace rooflab {

// `shortfall`: core/plan/planranking.h's (0.07 for 7 % short of the best).
std::string layoutWhy(const Scenario& best, const Report& bestReport, const Scenario& layout,
                      const Report& layoutReport, double shortfall);

} // namespace rooflab
