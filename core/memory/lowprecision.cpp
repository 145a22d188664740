#include "core/memory/lowprecision.h"

#include "core/base/translatable.h"

namespace rooflab {

LowPrecisionLayout lowPrecisionLayout(const Scenario& sc) {
    LowPrecisionLayout l;
    const DType c = sc.precision.compute;
    if (dtypeBytes(c) >= 2 || sc.training.isPyTorch() || sc.precision.autocast || sc.finetune.frozenBase())
        return l;
    l.active = true;
    if (isFp8(c) && sc.precision.fp8Scaling != Fp8Scaling::Blockwise) {
        // One scale per tensor: 1 byte an element. Hopper keeps a transposed copy of what the
        // backward multiplies the other way round; Blackwell reads the one copy both ways. The
        // saved input is one direction either way (TE linear.py: the transpose without
        // sequence parallelism, the rowwise local shard with it).
        const bool delayed = sc.precision.fp8Scaling == Fp8Scaling::Delayed;
        l.recipe = delayed ? ROOFLAB_TR_NOOP("rooflab::Explain", "FP8, delayed scaling (per tensor)")
                           : ROOFLAB_TR_NOOP("rooflab::Explain", "FP8, current scaling (per tensor)");
        l.weightRowwise = 1;
        l.weightColumnwise = sc.gpu.fp8AnyLayout ? 0 : 1;
        l.savedInput = l.savedNormOutput = 1;
        // Megatron saves the projection's 16-bit input (the attention output it keeps anyway)
        // except under delayed scaling (attention.py, set_save_original_input).
        l.projectionCopy = delayed;
        return l;
    }
    // Block-scaled formats: scales run along one direction, so both directions are quantized
    // separately on every GPU; the backward keeps the columnwise input.
    if (isFp8(c)) {
        // DeepSeek-V3 style (TE Float8BlockScaling): 1 x 128 blocks for activations, 128 x 128
        // for weights, an fp32 scale each.
        l.recipe = ROOFLAB_TR_NOOP("rooflab::Explain", "FP8, block scaling (1 × 128, 128 × 128)");
        l.weightRowwise = l.weightColumnwise = 1 + 4.0 / (128 * 128);
        l.savedInput = l.savedNormOutput = 1 + 4.0 / 128;
        return l;
    }
    // MXFP8 (32 values share an E8M0 scale), NVFP4 (16 values share an E4M3 scale, plus one
    // fp32 per tensor), and any other sub-16-bit format at its stored size.
    const double bytes = dtypeBytes(c);
    l.recipe = c == DType::MXFP8   ? ROOFLAB_TR_NOOP("rooflab::Explain", "MXFP8 (32-value blocks)")
               : c == DType::NVFP4 ? ROOFLAB_TR_NOOP("rooflab::Explain", "NVFP4 (16-value blocks)")
                                   : ROOFLAB_TR_NOOP("rooflab::Explain", "block-scaled low precision");
    l.weightRowwise = l.weightColumnwise = bytes;
    l.savedInput = l.savedNormOutput = bytes;
    // NVFP4 under sequence parallelism: LayerNormLinear keeps both directions of its output
    // (layernorm_linear.py drops the rowwise one only for MXFP8 and FP8 blocks).
    if (c == DType::NVFP4 && sc.parallel.sequenceParallel && sc.parallel.tensorParallel > 1)
        l.savedNormOutput = 2 * bytes;
    return l;
}

double cachedWeightBytes(const Scenario& sc, const LowPrecisionLayout& layout, int zeroStage) {
    if (!layout.active || zeroStage >= 3)
        return 0;
    const bool quantizedPrimary = dtypeBytes(sc.precision.weights) < 2;
    return quantizedPrimary ? layout.weightColumnwise : layout.weightRowwise + layout.weightColumnwise;
}

} // namespace rooflab
