#pragma once
// How much of a GPU one matrix product's shape lets its kernel use: output tiles over the SMs in
// whole waves, the padding of the last tile row and column, and the pipeline's fill before the
// first multiply (docs/formulas.md, "GEMM efficiency by shape"). The step time divides the GEMM
// efficiency curves (core/steptime/stepefficiency.h) by the occupancy of the products they were
// timed on and multiplies by the occupancy of the layer's own product on the scenario's GPU.

namespace rooflab {

// The K a product's pipeline fill costs before its first multiply: stages x the K-tile's depth.
// The K-tile is 128 bytes of an operand row in the kernels cuBLAS runs on Hopper: 64 values of a
// 16-bit product ("nvjet_sm90_tst_..._64x4_": 4 stages), 128 of an 8-bit one
// ("nvjet_sm90_qqtst_128x128_128x6_", CUTLASS's 128x128x128 e4m3 tiles). The fill takes the same
// time, so an FP8 product's shorter main loop (half the time per K at twice the rate) pays
// relatively twice as much of it (docs/formulas.md, "GEMM efficiency by shape").
inline constexpr double kSixteenBitPipelineFillK = 4 * 64;
inline constexpr double kEightBitPipelineFillK = 4 * 128;
constexpr double pipelineFillK(bool eightBit) {
    return eightBit ? kEightBitPipelineFillK : kSixteenBitPipelineFillK;
}

// D (m x n) = A (m x k) B (k x n) on `sms` streaming multiprocessors: the fraction of the SMs'
// multiply time that does useful work, for the best of the tile shapes cuBLAS picks on Hopper
// (its heuristic, like ours, takes the tile that wastes least). `groups` products of the shape
// in one launch (a grouped GEMM: a mixture's experts) share the waves. At most 1; 1 when `sms`
// <= 0 or a dimension is missing. `fillK`: the pipeline fill of the product's operand width.
double gemmOccupancy(double m, double n, double k, int sms, double groups = 1, double fillK = kSixteenBitPipelineFillK);

// The occupancy of a layer's product as training runs it: the forward product and its two
// backward products (the input gradient, m x k over n; the weight gradient, k x n over m) each
// do a third of the FLOPs, so their times add and their occupancies combine harmonically.
// Without `training`, the forward product's alone.
double gemmPassesOccupancy(double m, double n, double k, int sms, bool training, double groups = 1,
                           double fillK = kSixteenBitPipelineFillK);

} // namespace rooflab
