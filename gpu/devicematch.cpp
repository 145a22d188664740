#include "gpu/devicematch.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

namespace rooflab::gpu {
namespace {

std::vector<std::string> tokens(std::string_view text) {
    std::vector<std::string> out;
    std::string cur;
    for (char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (std::isalnum(c)) {
            cur += static_cast<char>(std::tolower(c));
        } else if (!cur.empty()) {
            out.push_back(cur);
            cur.clear();
        }
    }
    if (!cur.empty())
        out.push_back(cur);
    return out;
}

bool isMemoryToken(const std::string& t) {
    // "80gb", "141gb"
    return t.size() > 2 && t.compare(t.size() - 2, 2, "gb") == 0 &&
           std::all_of(t.begin(), t.end() - 2, [](unsigned char c) { return std::isdigit(c); });
}

std::string formFactor(const std::vector<std::string>& toks) {
    for (const auto& t : toks) {
        if (t == "pcie")
            return "pcie";
        if (t == "nvl")
            return "nvl";
        if (t.rfind("sxm", 0) == 0)
            return "sxm";
    }
    return {};
}

// Tokens that name a model: letters and digits ("h100", "l40s", "mi300x") or a long number
// ("4090"), but not a memory size, a memory type or a form factor.
std::set<std::string> modelTokens(const std::vector<std::string>& toks) {
    static const std::set<std::string> generic = {"hbm2", "hbm2e", "hbm3", "hbm3e", "gddr6", "gddr6x", "gddr7",
                                                  "sxm",  "sxm2",  "sxm4", "sxm5",  "pcie",  "nvl",    "nvidia"};
    std::set<std::string> out;
    for (const auto& t : toks) {
        const bool hasDigit = std::any_of(t.begin(), t.end(), [](unsigned char c) { return std::isdigit(c); });
        if (!hasDigit || t.size() < 3 || isMemoryToken(t) || generic.count(t))
            continue;
        out.insert(t);
    }
    return out;
}

} // namespace

std::string matchGpuId(std::string_view deviceName, double memoryBytes, const std::vector<GpuSpec>& gpus) {
    const auto devToks = tokens(deviceName);
    const auto devModels = modelTokens(devToks);
    if (devModels.empty())
        return {};
    const std::string devForm = formFactor(devToks);

    std::string bestId;
    double bestScore = 0;
    for (const GpuSpec& g : gpus) {
        auto entryToks = tokens(g.name);
        const auto idToks = tokens(g.id);
        entryToks.insert(entryToks.end(), idToks.begin(), idToks.end());
        const auto entryModels = modelTokens(entryToks);
        int common = 0;
        for (const auto& t : devModels)
            common += static_cast<int>(entryModels.count(t));
        if (common == 0)
            continue;
        double score = 10.0 * common;
        // Every model token of the entry should be in the device name too ("h100" vs "gh100").
        score -= 3.0 * static_cast<double>(entryModels.size() - static_cast<std::size_t>(common));
        const std::string entryForm = formFactor(entryToks);
        if (!devForm.empty() && devForm == entryForm)
            score += 3;
        else if (devForm.empty() && entryForm == "sxm")
            score += 1; // data-centre parts without a form factor in the name are SXM modules
        else if (!entryForm.empty() && devForm != entryForm)
            score -= 2;
        if (memoryBytes > 0 && g.memoryBytes > 0) {
            // CUDA reports the usable bytes (a little under the GiB figure), datasheets decimal
            // GB: within 15% is the same card. A different capacity is a different product (an
            // H100 NVL with 94 GB is not the 80 GB H100 PCIe): no match rather than a wrong one.
            if (std::fabs(std::log(memoryBytes / g.memoryBytes)) >= 0.15)
                continue;
            score += 2;
        }
        if (score > bestScore) {
            bestScore = score;
            bestId = g.id;
        }
    }
    return bestId;
}

} // namespace rooflab::gpu
