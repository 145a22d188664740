#pragma once
// What FP8 and FP4 training recipes keep beside the model's own tensors, in Megatron-LM with
// Transformer Engine (docs/formulas.md, "FP8 and FP4 training"): the quantized copies of the
// layers' weights cached between micro-batches, and the quantized matmul inputs saved for the
// backward in place of 16-bit ones. A format's bytes per element include its scales; a
// "direction" is one GEMM layout (rowwise, or the transposed columnwise copy).
#include "core/model/scenario.h"

namespace rooflab {

struct LowPrecisionLayout {
    bool active = false;         // the layers' matmuls run below 16 bits in Transformer Engine
    const char* recipe = "";     // e.g. "FP8, delayed scaling (per tensor)"
    double weightRowwise = 0;    // bytes per weight element, rowwise copy
    double weightColumnwise = 0; // the transposed copy (0: one copy serves both layouts)
    double savedInput = 0;       // a linear layer's input kept for its weight gradient
    double savedNormOutput = 0;  // the same, for a norm fused with its linear (LayerNormLinear)
    bool projectionCopy = false; // the attention output projection also keeps a quantized input
};

// Per-tensor-scaled FP8 formats (E4M3, E5M2); MXFP8 carries block scales.
inline bool isFp8(DType t) {
    return t == DType::FP8_E4M3 || t == DType::FP8_E5M2;
}

// Inactive for 16-bit and wider compute, for the PyTorch implementations (torchao's float8
// keeps the 16-bit tensors: no cached copies), under autocast and for a frozen base.
LowPrecisionLayout lowPrecisionLayout(const Scenario& sc);

// Bytes per weight element that the cache adds: both directions over 16-bit primary weights,
// only the missing direction over quantized primary weights (--fp8-param-gather); none with
// ZeRO-3/FSDP, which gathers (and quantizes) a layer at a time.
double cachedWeightBytes(const Scenario& sc, const LowPrecisionLayout& layout, int zeroStage);

} // namespace rooflab
