#pragma once
// Model presets: resources/models.json and the Hugging Face configs of resources/hf-configs/
// (preset id = file name), compiled into the binary.
#include "core/model/architecture.h"

#include <string>
#include <string_view>
#include <vector>

namespace rooflab {

struct ModelPreset {
    std::string id;          // "llama2-7b"
    std::string description; // "Llama 2 7B (Touvron et al. 2023)"
    bool teaching = false;   // a tiny model for the classroom
    Architecture arch;

    // The description without its citation or source: "Llama 2 7B", "Qwen3-30B-A3B" (the
    // model's name in titles); the id where there is no description.
    std::string displayName() const;
};

class ModelDb {
public:
    static const ModelDb& builtin();
    static bool parse(std::string_view jsonText, ModelDb& out, std::string& error);
    const std::vector<ModelPreset>& presets() const { return m_presets; }
    const ModelPreset* find(std::string_view id) const;
    // Adds the preset `id` read from a config.json text (core/io/hfconfig.h); false with the first
    // problem in `error` when the config is broken or the id is taken.
    bool addHfConfig(std::string_view id, std::string_view configText, std::string& error);

private:
    std::vector<ModelPreset> m_presets;
};

} // namespace rooflab
