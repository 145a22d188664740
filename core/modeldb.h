#pragma once
// Model presets: resources/models.json, compiled into the binary.
#include "core/architecture.h"

#include <string>
#include <string_view>
#include <vector>

namespace rooflab {

struct ModelPreset {
    std::string id;          // "llama2-7b"
    std::string description; // "Llama 2 7B (Touvron et al. 2023)"
    bool teaching = false;   // a tiny model for the classroom
    Architecture arch;
};

class ModelDb {
public:
    static const ModelDb& builtin();
    static bool parse(std::string_view jsonText, ModelDb& out, std::string& error);
    const std::vector<ModelPreset>& presets() const { return m_presets; }
    const ModelPreset* find(std::string_view id) const;

private:
    std::vector<ModelPreset> m_presets;
};

} // namespace rooflab
