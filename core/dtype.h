#pragma once
// Number formats RoofLab knows, and how many bytes one value takes in memory.
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

// Stable identifiers used in JSON files: "fp64", "fp32", "tf32", "fp16", "bf16", "fp8-e4m3",
// "fp8-e5m2", "fp4-e2m1", "int8", "int4", "mxfp8", "mxfp4", "nvfp4", "nf4".
std::string_view dtypeId(DType type);
// Human-readable name, e.g. "FP8 E4M3".
std::string_view dtypeLabel(DType type);
// Accepts the identifiers above plus common aliases ("float32", "bfloat16", "e4m3", "fp8").
std::optional<DType> parseDType(std::string_view text);
// Effective bits per stored value including any block scale (MXFP4: (32*4 + 8) / 32 = 4.25;
// NF4 as bitsandbytes stores it without double quantisation: 4 + 32/64 = 4.5).
// TF32 is a math mode: its values are stored in 32 bits.
double dtypeStorageBits(DType type);
inline double dtypeBytes(DType type) { return dtypeStorageBits(type) / 8.0; }
const std::vector<DType>& allDTypes();

} // namespace rooflab
