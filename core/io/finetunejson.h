#pragma once
// The scenario's "finetune" object (docs/scenario-format.md):
//   {"method": "lora", "rank": 16, "targets": ["q", "k", "v", "o", "gate", "up", "down"],
//    "base_dtype": "nf4", "double_quant": true, "adapter_dtype": "fp32", "other_dtype": "fp32",
//    "dataset": {"examples": 50000, "tokens_per_example": 512, "epochs": 3}}
#include "core/base/jsonreader.h"
#include "core/model/scenario.h"

#include <nlohmann/json.hpp>

namespace rooflab {

void readFinetune(JsonReader& reader, FinetuneConfig& out);
// Only what differs from a full fine-tune's defaults is written; a full fine-tune writes
// {"method": "full"} (and its dataset, when it has one).
nlohmann::json finetuneJson(const FinetuneConfig& config);

} // namespace rooflab
