#pragma once
// The clock a GPU holds through minutes of dense matrix products at its default power limit,
// against the short runs the GEMM efficiency curves were timed in (docs/formulas.md, "Sustained
// clocks"). Tensor-core work only: memory-bound kernels are limited by the DRAM, not the SM clock.
#include "core/model/gpuspec.h"

namespace rooflab {

// The sustained tensor-core rate over the short-run rate of the same product, soaked at the
// card's default power limit, by the GPU database id: the H100 SXM and the H200 from this
// project's own soaked sweeps; 1 for every other GPU (assumed: no drop measured). A training
// step keeps its tensor cores busy for minutes: every tensor-core op takes it.
double sustainedTensorFactor(const GpuSpec& gpu);

} // namespace rooflab
