#pragma once
// The roofline of a GPU and the operations of one transformer step placed on it.
#include "core/base/derivation.h"
#include "core/base/translatable.h"
#include "core/model/report.h"
#include "core/model/scenario.h"

namespace rooflab {

// Attainable FLOP/s = min(peak, intensity x bandwidth) (Williams, Waterman, Patterson 2009).
double attainableFlops(double intensity, double peakFlops, double bandwidth);
RooflineReport computeRoofline(const Scenario& scenario, Phase phase, Trace* trace = nullptr);
// PyTorch code's 16-bit LM head over an odd vocabulary (GPT-2's 50,257): its rows are aligned to
// 2 bytes, and cuBLAS runs its unaligned fallback (StepEfficiency::unalignedGemm). Megatron pads
// its vocabulary (make-vocab-size-divisible-by 128 x t); the other widths of real models are even.
bool lmHeadUnaligned(const Scenario& scenario);
// The LM head's op name (the step-time model tells its 16-bit product apart under FP8 recipes).
inline constexpr const char* kLmHeadOpName = ROOFLAB_TR_NOOP("rooflab::Explain", "LM head");

} // namespace rooflab
