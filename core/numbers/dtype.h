#pragma once
// Number formats RoofLab knows, and how many bytes one value takes in memory.
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace rooflab {

enum class DType {
    FP64,
    FP32,
    TF32,
    FP16,
    BF16,
    FP8_E4M3,
    FP8_E5M2,
    FP4_E2M1,
    INT8,
    INT4,
    MXFP8, // OCP MX: 32 FP8 E4M3 values share one 8-bit power-of-two scale (E8M0)
    MXFP4, // OCP MX: 32 FP4 E2M1 values share one E8M0 scale
    NVFP4, // NVIDIA: 16 FP4 E2M1 values share one FP8 E4M3 scale
    NF4,   // QLoRA's NormalFloat: 64 4-bit codes of a 16-value table share one FP32 absmax
};

namespace detail {

struct DTypeInfo {
    DType type;
    std::string_view id;
    std::string_view label;
    double storageBits;
};

// In the header so that the memory code's lookups (a few hundred per evaluation, many of them
// labels an untraced formula never reads) compile to a load or to nothing.
// MX block sizes and scale widths: OCP Microscaling Formats (MX) v1.0, sec. 5;
// NVFP4: NVIDIA Blackwell documentation (16-value blocks, E4M3 scale); NF4: QLoRA (Dettmers et
// al. 2023, sec. 3) and bitsandbytes' quantize_4bit (blocks of 64, one fp32 absmax each).
inline constexpr std::array<DTypeInfo, 14> kDTypeInfo{{
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

constexpr const DTypeInfo& dtypeInfo(DType type) {
    return kDTypeInfo[static_cast<std::size_t>(type)];
}

} // namespace detail

// Stable identifiers used in JSON files: "fp64", "fp32", "tf32", "fp16", "bf16", "fp8-e4m3",
// "fp8-e5m2", "fp4-e2m1", "int8", "int4", "mxfp8", "mxfp4", "nvfp4", "nf4".
constexpr std::string_view dtypeId(DType type) {
    return detail::dtypeInfo(type).id;
}
// Human-readable name, e.g. "FP8 E4M3".
constexpr std::string_view dtypeLabel(DType type) {
    return detail::dtypeInfo(type).label;
}
// Accepts the identifiers above plus common aliases ("float32", "bfloat16", "e4m3", "fp8").
std::optional<DType> parseDType(std::string_view text);
// Effective bits per stored value including any block scale (MXFP4: (32*4 + 8) / 32 = 4.25;
// NF4 as bitsandbytes stores it without double quantisation: 4 + 32/64 = 4.5).
// TF32 is a math mode: its values are stored in 32 bits.
constexpr double dtypeStorageBits(DType type) {
    return detail::dtypeInfo(type).storageBits;
}
constexpr double dtypeBytes(DType type) {
    return dtypeStorageBits(type) / 8.0;
}
const std::vector<DType>& allDTypes();

} // namespace rooflab
