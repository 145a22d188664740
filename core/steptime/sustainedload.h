#pragma once
// The clock a GPU holds through minutes of dense matrix products at its default power limit,
// against the short runs the GEMM efficiency curves were timed in (docs/formulas.md, "Sustained
// clocks"). Tensor-core work only: memory-bound kernels are limited by the DRAM, not the SM clock.
#include "core/model/gpuspec.h"

#include <string>

namespace rooflab {

// The sustained tensor-core rate over the short-run rate of the same product, soaked at the
// card's default power limit, by the GPU database id: the H100 SXM and the H200 from this
// project's own soaked sweeps (the H100 SXM's also for the H800 and the 96 GB H100,
// the same board at the same limit; the GH200's from it by the two cards' measured best
// products); the B200 fitted on a published run (below), and the GB200 from it by the two cards'
// measured best products; 1 for every other
// GPU (assumed: no drop measured). A training
// step keeps its tensor cores busy for minutes: every tensor-core op takes it.
double sustainedTensorFactor(const GpuSpec& gpu);

// The B200's factor, fitted on validation/published-runs.json's B200 fit row (the 405B FP8 run
// of Megatron-Bridge on 128 B200s): what its tensor cores sustain as a share of the H100 curves'
// fraction of its peak. A fitted figure, not a measurement (docs/formulas.md, "Sustained clocks").
inline constexpr double kB200FittedTensorFactor = 0.73;

// The card's matrix library against the curves' cuBLAS (GpuSpec::matmulLibraryScale); 1 where the
// rates come from a results file of the card itself, timed with its own library.
double matmulLibraryFactor(const GpuSpec& gpu, bool measuredOnTheCard);

// What a derivation notes beside a tensor-core fraction of peak: "sustained clocks x0.864",
// "matrix library x0.640 of cuBLAS on an H100 (MAMF)", both joined by ", "; empty when both are 1.
std::string tensorRateNote(double sustained, double library);

} // namespace rooflab
