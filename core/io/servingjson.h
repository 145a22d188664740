#pragma once
// The scenario's top-level "serving" object (docs/scenario-format.md, "Serving"):
//   "serving": {"engine": "vllm", "input_tokens": 1024, "output_tokens": 256, "concurrency": 32,
//               "max_num_seqs": 256, "max_num_batched_tokens": 8192, "prefix_cache_hit": 0,
//               "ttft_s": 0.5, "tpot_s": 0.05, "cuda_graphs": true,
//               "speculative": {"draft_tokens": 3, "acceptance": 0.7}}
// and the report's "serving" object (docs/results-format.md, "serving").
#include "core/base/jsonreader.h"
#include "core/model/servingconfig.h"
#include "core/model/servingreport.h"

#include <nlohmann/json.hpp>

#include <string_view>

namespace rooflab {

std::string_view servingEngineId(ServingEngine engine);
// `concurrency` and `request_rate` exclude each other; with neither the load is one request at a time.
void readServing(JsonReader& reader, ServingConfig& out);
nlohmann::json servingConfigJson(const ServingConfig& config);
nlohmann::json servingReportJson(const ServingReport& report);

} // namespace rooflab
