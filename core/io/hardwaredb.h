#pragma once
// The GPU database: resources/gpus.json, compiled into the binary, plus files a user loads.
#include "core/model/gpuspec.h"

#include <string>
#include <string_view>
#include <vector>

namespace rooflab {

class HardwareDb {
public:
    // The database shipped with RoofLab (resources/gpus.json embedded at build time).
    static const HardwareDb& builtin();
    // Parses a gpus.json document. On failure returns false and sets error to a message that
    // names the field path, e.g. "gpus[3].bandwidth_tbs: expected a number".
    static bool parse(std::string_view jsonText, HardwareDb& out, std::string& error);

    const std::vector<GpuSpec>& gpus() const { return m_gpus; }
    const GpuSpec* find(std::string_view id) const;

private:
    std::vector<GpuSpec> m_gpus;
};

} // namespace rooflab
