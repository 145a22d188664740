#include "core/dtype.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace rooflab {
namespace {

struct DTypeInfo {
    DType type;
    std::string_view id;
    std::string_view label;
    double storageBits;
};

// MX block sizes and scale widths: OCP Microscaling Formats (MX) v1.0, sec. 5;
// NVFP4: NVIDIA Blackwell documentation (16-value blocks, E4M3 scale); NF4: QLoRA (Dettmers et
// al. 2023, sec. 3) and bitsandbytes' quantize_4bit (blocks of 64, one fp32 absmax each).
constexpr std::array<DTypeInfo, 14> kInfo{{
    {DType::FP64, "fp64", "FP64", 64},
    {DType::FP32, "fp32", "FP32", 32},
    {DType::TF32, "tf32", "TF32", 32},
    {DType::FP16, "fp16", "FP16", 16},
    {DType::BF16, "bf16", "BF16", 16},
    {DType::FP8_E4M3, "fp8-e4m3", "FP8 E4M3", 8},
    {DType::FP8_E5M2, "fp8-e5m2", "FP8 E5M2", 8},
    {DType::FP4_E2M1, "fp4-e2m1", "FP4 E2M1", 4},
    {DType::INT8, "int8", "INT8", 8},
    {DType::INT4, "int4", "INT4", 4},
    {DType::MXFP8, "mxfp8", "MXFP8", 8.0 + 8.0 / 32.0},
    {DType::MXFP4, "mxfp4", "MXFP4", 4.0 + 8.0 / 32.0},
    {DType::NVFP4, "nvfp4", "NVFP4", 4.0 + 8.0 / 16.0},
    {DType::NF4, "nf4", "NF4", 4.0 + 32.0 / 64.0},
}};

const DTypeInfo& info(DType type) {
    return kInfo[static_cast<std::size_t>(type)];
}

} // namespace

std::string_view dtypeId(DType type) { return info(type).id; }
std::string_view dtypeLabel(DType type) { return info(type).label; }
double dtypeStorageBits(DType type) { return info(type).storageBits; }

std::optional<DType> parseDType(std::string_view text) {
    std::string key(text);
    std::transform(key.begin(), key.end(), key.begin(), [](unsigned char c) {
        return c == '_' ? '-' : static_cast<char>(std::tolower(c));
    });
    for (const auto& entry : kInfo)
        if (entry.id == key)
            return entry.type;
    struct Alias {
        std::string_view name;
        DType type;
    };
    static constexpr Alias kAliases[] = {
        {"float64", DType::FP64}, {"double", DType::FP64},   {"float32", DType::FP32},
        {"float", DType::FP32},   {"float16", DType::FP16},  {"half", DType::FP16},
        {"bfloat16", DType::BF16}, {"e4m3", DType::FP8_E4M3}, {"fp8", DType::FP8_E4M3},
        {"fp8e4m3", DType::FP8_E4M3}, {"e5m2", DType::FP8_E5M2}, {"fp8e5m2", DType::FP8_E5M2},
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
        for (const auto& entry : kInfo)
            v.push_back(entry.type);
        return v;
    }();
    return all;
}

} // namespace rooflab
