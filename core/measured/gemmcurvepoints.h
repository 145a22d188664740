#pragma once
// Which measured GEMM points a step-time efficiency curve is built from (docs/formulas.md,
// "Measured efficiency"): the training-shaped sweep's products of one projection count together,
// as a training step runs them.
#include "core/measured/benchresults.h"

#include <cstdint>
#include <vector>

namespace rooflab {

// One point of a measured GEMM efficiency curve: the FLOPs of one call, the rate reached, and the
// shape whose occupancy it reached it at. `trainingPasses`: the rate of a projection's forward,
// input-gradient and weight-gradient products together (their FLOPs over the sum of their
// times), m, n, k its forward product's; the occupancy to compare with is then all three
// passes' (core/steptime/gemmshape.h, gemmPassesOccupancy).
struct GemmCurvePoint {
    double flops = 0;
    double flopsPerS = 0;
    std::int64_t m = 0, n = 0, k = 0;
    bool trainingPasses = false;
};

// The usable GEMM points of `dtype` (not failed, with FLOPs and a time). When the run has
// training-shaped points (a `pass`) of the dtype, only they count: they were soaked to the clocks
// a long run holds and have the model's own shapes, where the squares of the same file ran in
// short bursts. The three passes of one projection (same role and forward shape) become one
// point; a projection missing a pass keeps the passes it has, each as its own point.
std::vector<GemmCurvePoint> gemmCurvePoints(const BenchResults& results, DType dtype);

} // namespace rooflab
