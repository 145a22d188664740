#pragma once
// The scenario's "plan" block (docs/scenario-format.md), read and written:
//   "plan": {"global_batch": 1536, "fixed": {"parallel": {"tp": 8}},
//            "gpus": {"min": 512, "max": 2048}, "rank_by": "tokens_per_s_per_gpu"}
#include "core/base/jsonreader.h"
#include "core/model/planconfig.h"

#include <nlohmann/json.hpp>

#include <string_view>
#include <vector>

namespace rooflab {

// "tokens_per_s_per_gpu", "time_to_train", "cost" (PlanRankBy's order).
const std::vector<std::string_view>& planRankByIds();

// Reads the block (an object) into `out`; problems are reported through `reader`. A scenario
// with a "serving" block plans serving layouts, which have no global batch: `forServing` makes
// global_batch optional.
void readPlan(JsonReader& reader, PlanConfig& out, bool forServing = false);
nlohmann::json planJson(const PlanConfig& plan);

} // namespace rooflab
