#pragma once
// The fraction of its dtype's dense peak one matrix product reaches at the clocks the GEMM
// efficiency curves were timed at: the curve at the product's FLOPs per call, scaled by its
// shape's occupancy over the occupancy of the products the curve was timed on (docs/formulas.md,
// "GEMM efficiency by shape"). The step time (core/steptime/stepcompute.cpp) and the replay of
// measured training-shaped sweeps (tests/core/tst_gemmshape.cpp) share it.
#include "core/steptime/stepefficiency.h"

namespace rooflab {

// D (m x n) = A (m x k) B (k x n), `perCall` FLOPs a call, on `sms` SMs: `curve` at `perCall` times
// the product's occupancy (gemmshape.h; all three passes when `training`, `groups` products of a
// grouped GEMM sharing the waves, `fillK` the pipeline fill of its operand width) over `timed` at
// `perCall`, never above the best fraction the curve's products reach at full occupancy. `shape`
// receives that occupancy ratio. Without `timed` points or SMs: the curve alone (`shape` untouched).
double shapedProductFraction(const EfficiencyCurve& curve, const EfficiencyCurve& timed, double m, double n, double k,
                             double perCall, int sms, bool training, double groups, double fillK, double& shape);

} // namespace rooflab
