#pragma once
// How much slower compute runs while a collective it hides runs beside it: the communication
// kernels take SMs, memory bandwidth and power from the compute kernels (docs/formulas.md,
// "Interference").

namespace rooflab {

// Lee et al. 2025, "Characterizing Compute-Communication Overlap in GPU-Accelerated Distributed
// Deep Learning" (arXiv:2507.03114), abstract: compute overlapped with communication ran 18.9 %
// slower on average than alone (at most 40.0 %), GPT and LLaMA training on 4 A100s, H100s, MI250s
// and MI210s. A measured average, applied to every hidden data-parallel, ZeRO, context-parallel
// and pipeline collective's time, and to the expert all-to-all Megatron-Core's combined 1F1B hides.
inline constexpr double kOverlapComputeSlowdown = 0.189;

} // namespace rooflab
