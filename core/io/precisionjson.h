#pragma once
// The scenario's "precision" (docs/scenario-format.md): a preset's name ("bf16-mixed") or an
// object of dtypes, {"preset": "bf16-mixed", "master_weights": "none", "optimizer_states": "bf16"}.
#include "core/base/jsonreader.h"
#include "core/model/scenario.h"

#include <nlohmann/json.hpp>

#include <string>

namespace rooflab {

// A dtype by its id ("bf16"); `out` is left as it is when the key is absent or not an id.
void readDType(JsonReader& reader, const std::string& key, DType& out);
// A preset's name or an object; the preset's gradient dtype depends on the implementation, so
// the training section is read first. An object whose dtypes differ from its preset's is "custom".
void readPrecision(const nlohmann::json& value, Implementation implementation, PrecisionConfig& precision,
                   JsonDiagnostics& diagnostics);
// Every field, so that a file keeps its meaning when a preset's defaults change.
nlohmann::json precisionJson(const PrecisionConfig& precision);

} // namespace rooflab
