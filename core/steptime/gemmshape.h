#pragma once
// How much of a GPU one matrix product's shape lets its kernel use: output tiles over the SMs in
// whole waves, the padding of the last tile row and column, and the pipeline's fill before the
// first multiply (docs/formulas.md, "GEMM efficiency by shape"). The step time divides the GEMM
// efficiency curves (core/steptime/stepefficiency.h) by the occupancy of the products they were
// timed on and multiplies by the occupancy of the layer's own product on the scenario's GPU.

namespace rooflab {

// D (m x n) = A (m x k) B (k x n) on `sms` streaming multiprocessors: the fraction of the SMs'
// multiply time that does useful work, for the best of the tile shapes cuBLAS picks on Hopper
// (its heuristic, like ours, takes the tile that wastes least). `groups` products of the shape
// in one launch (a grouped GEMM: a mixture's experts) share the waves. At most 1; 1 when `sms`
// <= 0 or a dimension is missing.
double gemmOccupancy(double m, double n, double k, int sms, double groups = 1);

// The occupancy of a layer's product as training runs it: the forward product and its two
// backward products (the input gradient, m x k over n; the weight gradient, k x n over m) each
// do a third of the FLOPs, so their times add and their occupancies combine harmonically.
// Without `training`, the forward product's alone.
double gemmPassesOccupancy(double m, double n, double k, int sms, bool training, double groups = 1);

} // namespace rooflab
