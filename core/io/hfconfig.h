#pragma once
// A Hugging Face config.json (the object transformers reads with AutoConfig) as an Architecture:
// any published checkpoint of the families below, with its exact parameter count. The families
// are told apart by `model_type` (or, where it is missing, the first of `architectures`), and
// each reads its own field names (hidden_size, n_embd, ffn_dim, ...) with the defaults
// transformers gives them. docs/formulas.md ("Hugging Face configs") lists what each family
// contributes; docs/validation.md compares the counts with the published checkpoints.
#include "core/model/architecture.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace rooflab {

struct HfConfigResult {
    bool ok = false;
    Architecture arch;
    // What was read and what is approximated or left out, one sentence each (English, like the
    // readable report of rooflab-calc): "sliding_window 4096: not modelled, ...".
    std::vector<std::string> notes;
    // "model.hf_config.hidden_size: missing, needed for the parameter count"; empty when ok.
    std::vector<std::string> errors;
};

// Reads `config`; `path` prefixes every error ("model.hf_config"). Unknown fields are ignored:
// a config.json carries many (tokenizer ids, dtypes, dropout) that do not change the shape.
HfConfigResult readHfConfig(const nlohmann::json& config, const std::string& path = "model.hf_config");

// The text of a config.json as JSON; a discarded value (is_discarded()) when it is not valid JSON
// or nests deeper than limits::hfConfigDepth, with the reason in `problem`. Never parse a config
// without it: a 70,000-deep array under a key RoofLab does not read crashed the copy and dump().
nlohmann::json parseHfConfigText(std::string_view text, std::string* problem = nullptr);

// True for an object that names a model_type or architectures: what tells a dropped config.json
// apart from a RoofLab scenario (which has neither).
bool looksLikeHfConfig(const nlohmann::json& value);

// The model_type values readHfConfig understands, for messages and documentation.
const std::vector<std::string_view>& supportedHfModelTypes();

} // namespace rooflab
