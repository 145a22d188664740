#pragma once
// How close real kernels come to the datasheet, for the step-time model (core/steptime/steptime.h):
// the published H100 curves, or a measured GPU's own (docs/formulas.md, "Step time").
#include "core/numbers/dtype.h"

#include <string>
#include <utility>
#include <vector>

namespace rooflab {

struct BenchResults;

// An 8-bit floating-point compute dtype (FP8 E4M3 or E5M2, or MXFP8's blocks of them): an FP8
// recipe's products, at the FP8 kernels' rates and shapes.
constexpr bool isEightBitFloat(DType type) {
    return type == DType::FP8_E4M3 || type == DType::FP8_E5M2 || type == DType::MXFP8;
}
enum class AttentionKernel; // core/model/scenario.h

// A fraction of peak as a function of a size, interpolated linearly in log(size) between its
// points and held constant beyond the first and the last.
struct EfficiencyCurve {
    std::vector<std::pair<double, double>> points; // (size, fraction), size ascending
    double at(double size) const;
};

// How close real kernels come to the datasheet: the hook the GPU benchmark results replace.
struct StepEfficiency {
    // Fraction of the compute dtype's dense peak a GEMM reaches, by the FLOPs of one call: the
    // bf16 curve, and for the dtypes whose own series was measured their own (fp16 reaches
    // less of the same peak than bf16 at large sizes). A measured results file's GEMMs are of
    // the scenario's compute dtype: they replace `gemm` and clear the others.
    EfficiencyCurve gemm;
    std::vector<std::pair<DType, EfficiencyCurve>> gemmByType;
    const EfficiencyCurve& gemmFor(DType compute) const;
    // The occupancy (core/steptime/gemmshape.h: whole waves of output tiles over the SMs) of the
    // products those curves were timed on, by the same FLOPs per call: a layer's product reaches
    // the curve's fraction scaled by its own occupancy over this. Empty: shapes not modelled.
    EfficiencyCurve timedOccupancy;
    // The same squares as 8-bit products (an FP8 recipe's GEMMs: the FP8 kernels' deeper K-tile,
    // gemmshape.h), against which an 8-bit layer product's occupancy is compared. A measured
    // sweep's points are of one dtype: both curves are then its occupancy.
    EfficiencyCurve timedOccupancyEightBit;
    const EfficiencyCurve& timedOccupancyFor(bool eightBit) const {
        return eightBit ? timedOccupancyEightBit : timedOccupancy;
    }
    // FP8 GEMMs reach a smaller fraction of their (twice as high) peak: best 71 % vs 80 % bf16.
    // Applied to the bf16 curve; 1 once measured GEMMs (already over the FP8 peak) replace it.
    double fp8Scale = 0.71 / 0.806;
    // The fused attention kernel (FlashAttention), forward and backward together, by the
    // sequence length of one call: the fraction of the 16-bit dense peak at which the roofline's
    // attention FLOPs (forward + twice the forward) take the kernels' measured time.
    EfficiencyCurve attention;
    // The same for the other kernels a framework may run, from the same figures (Hopper, head
    // dim 128): FlashAttention-2 (the flash_attn 2 package, PyTorch's SDPA FLASH backend) and
    // FlashAttention-3. Measured on an sm90 card only: elsewhere every kernel takes `attention`.
    EfficiencyCurve attentionFlash2;
    EfficiencyCurve attentionFlash3;
    // The curve of `kernel` (resolved, not Auto) on a card of this compute capability.
    const EfficiencyCurve& attentionFor(AttentionKernel kernel, double computeCapability) const;
    // A 16-bit product whose rows are aligned to 2 bytes (an odd vocabulary: no TMA or wgmma
    // kernel can take them) runs cuBLAS's align1 fallback (cutlass_75_tensorop_bf16_s1688gemm_*_align1):
    // in our H100 profile GPT-2's LM head over its 50,257-token vocabulary, its three products
    // at 96, 139 and 147 TFLOP/s, 123 together: 0.124 of the bf16 peak (docs/formulas.md,
    // "Achieved efficiency of each operation"). Kept when measured curves replace the others:
    // a GEMM sweep times aligned shapes.
    double unalignedGemm = 0.124;
    // Memory-bound kernels: fraction of the datasheet bandwidth.
    double memoryFraction = 0.8;
    // PyTorch's eager elementwise and reduction kernels (ATen's, one per op, not fused) reach this
    // share of what `memoryFraction` gives: in the project's 16 profiled H100 steps of transformers
    // code the kernels that are neither products, attention nor the optimizer took 1.287 times
    // their modelled time in all (median step 1.41; validation/profile_compare.py, the "other"
    // column, before this factor). Fused kernels (Megatron's, Transformer Engine's, Inductor's
    // under torch.compile) keep 1: nothing measured them.
    double eagerKernelShare = 1.0 / 1.287;
    // The GPU's time between two kernels of a stream, charged per launch to the kernels whose
    // time above does not hold it (core/roofline/kernellaunches.h): rooflab-bench's empty-kernel floor,
    // back-to-back launches, on an H100 SXM (resources/measurements/h100-sxm.json), or the
    // loaded run's own.
    double launchGapS = 3.98e-6;
    // The GEMM and attention curves were timed at the clocks a long run holds: no sustained-load
    // factor (core/steptime/sustainedload.h) applies. The published curves were timed in short
    // runs at the maximum SM clock (false); a measured sweep's points ran at the clocks their card
    // held while they were timed (rooflab-bench's full sweep soaks each point): true.
    bool clocksSustained = false;
    bool measured = false;
    std::string source;

    // The published H100 SXM curves (torch.matmul bf16, shared/reference/step-time.md; cuDNN's
    // fused attention, FlashAttention-3 paper), applied to every GPU as fractions of its own peak.
    // Built once: evaluations share it.
    static const StepEfficiency& published();
    // From a measured run: its GEMM points of `compute` as fractions of the datasheet `peak`, its
    // best STREAM bandwidth over the datasheet `bandwidth`. What the run lacks stays published.
    static StepEfficiency calibrateFromResults(const BenchResults& results, DType compute, double peak,
                                               double bandwidth);
};

} // namespace rooflab
