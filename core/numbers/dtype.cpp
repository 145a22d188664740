#include "core/numbers/dtype.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace rooflab {

// dtypeInfo() indexes the table by the enum's value.
static_assert([] {
    for (std::size_t i = 0; i < detail::kDTypeInfo.size(); ++i)
        if (static_cast<std::size_t>(detail::kDTypeInfo[i].type) != i)
            return false;
    return true;
}());

std::optional<DType> parseDType(std::string_view text) {
    std::string key(text);
    std::transform(key.begin(), key.end(), key.begin(),
                   [](unsigned char c) { return c == '_' ? '-' : static_cast<char>(std::tolower(c)); });
    for (const auto& entry : detail::kDTypeInfo)
        if (entry.id == key)
            return entry.type;
    struct Alias {
        std::string_view name;
        DType type;
    };
    static constexpr Alias kAliases[] = {
        {"float64", DType::FP64}, {"double", DType::FP64},      {"float32", DType::FP32},  {"float", DType::FP32},
        {"float16", DType::FP16}, {"half", DType::FP16},        {"bfloat16", DType::BF16}, {"e4m3", DType::FP8_E4M3},
        {"fp8", DType::FP8_E4M3}, {"fp8e4m3", DType::FP8_E4M3}, {"e5m2", DType::FP8_E5M2}, {"fp8e5m2", DType::FP8_E5M2},
        {"fp4", DType::FP4_E2M1}, {"e2m1", DType::FP4_E2M1},
    };
    for (const auto& alias : kAliases)
        if (alias.name == key)
            return alias.type;
    return std::nullopt;
}

const std::vector<DType>& allDTypes() {
    static const std::vector<DType> all = [] {
        std::vector<DType> v;
        for (const auto& entry : detail::kDTypeInfo)
            v.push_back(entry.type);
        return v;
    }();
    return all;
}

} // namespace rooflab
