#include "core/model/gpuspec.h"

namespace rooflab {

namespace {

double lookup(const std::map<DType, double>& peaks, DType type) {
    const auto it = peaks.find(type);
    return it != peaks.end() ? it->second : 0.0;
}

} // namespace

// All figures are dense (no 2:4 sparsity): see resources/gpus.json and docs/hardware.md.
double GpuSpec::peak(DType type) const {
    switch (type) {
    case DType::FP32: {
        // Plain FP32 runs on the CUDA cores (or matrix cores on AMD); the database lists it
        // under "fp32" and as fp32_vector_tflops, a custom GPU may give only one of them.
        const double fp32 = lookup(densePeak, DType::FP32);
        return fp32 > 0 ? fp32 : fp32VectorPeak;
    }
    case DType::TF32: {
        // A card without a TF32 tensor mode (V100, older) runs FP32 matmuls at its FP32 rate.
        const double tf32 = lookup(densePeak, DType::TF32);
        return tf32 > 0 ? tf32 : peak(DType::FP32);
    }
    case DType::FP8_E4M3:
    case DType::FP8_E5M2: {
        // Every FP8-capable part runs both encodings at the same rate; a custom entry that lists
        // only one of them gets it for both.
        const double own = lookup(densePeak, type);
        if (own > 0)
            return own;
        return lookup(densePeak, type == DType::FP8_E4M3 ? DType::FP8_E5M2 : DType::FP8_E4M3);
    }
    case DType::MXFP8: {
        // Block-scaled formats run at the rate of their element format (the scales are applied
        // by the tensor core), unless the card lists the format itself - on tensor cores that
        // apply block scales at all, which are the ones that also run FP4 (Blackwell, CDNA 4).
        // Hopper scales FP8 per tensor only: Transformer Engine's MXFP8 needs compute
        // capability 10.0.
        const double own = lookup(densePeak, DType::MXFP8);
        if (own > 0)
            return own;
        return lookup(densePeak, DType::FP4_E2M1) > 0 ? peak(DType::FP8_E4M3) : 0.0;
    }
    case DType::MXFP4:
    case DType::NVFP4: {
        const double own = lookup(densePeak, type);
        return own > 0 ? own : lookup(densePeak, DType::FP4_E2M1);
    }
    default:
        // FP64, FP16, BF16, FP4, INT8, INT4: 0 when the card has no such mode (BF16 on a V100).
        return lookup(densePeak, type);
    }
}

} // namespace rooflab
