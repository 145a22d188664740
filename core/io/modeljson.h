#pragma once
// A model as the scenario's top-level "model" key gives it (docs/scenario-format.md, "model"): a
// preset name, {"preset": ...} with fields over it, {"params": N} (size only), an explicit
// architecture, or {"hf_config": {...}}; also serving.speculative.draft_model.
#include "core/base/jsonreader.h"
#include "core/model/scenario.h"

#include <nlohmann/json.hpp>

#include <string>

namespace rooflab {

// Problems go to `d`, each prefixed with `path` ("model", "serving.speculative.draft_model").
void readModelSpec(const nlohmann::json& value, const std::string& path, ModelSpec& model, JsonDiagnostics& d);
// A preset by its id, a size-only model by its count, a Hugging Face config as it was read, or
// an explicit architecture field by field.
nlohmann::json modelSpecJson(const ModelSpec& spec);

} // namespace rooflab
