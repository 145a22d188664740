#pragma once
// The scenario's "training.recompute_modules" (docs/scenario-format.md): Megatron-Core's
// --recompute-modules, a list of its module names, with "checkpointing": "selective":
//   "training": {"checkpointing": "selective", "recompute_modules": ["core_attn", "mla_up_proj", "layernorm"]}
#include "core/base/jsonreader.h"
#include "core/model/scenario.h"

#include <nlohmann/json.hpp>

namespace rooflab {

// Reads the key if present, after the rest of the training object (it needs the checkpointing
// mode and the implementation): refuses an unknown name, and a list where it would do nothing.
void readRecomputeModules(JsonReader& training, TrainingConfig& out);
// Adds the key where it matters: selective checkpointing, Megatron, not Megatron's default list.
void writeRecomputeModules(const TrainingConfig& training, nlohmann::json& trainingJson);

} // namespace rooflab
