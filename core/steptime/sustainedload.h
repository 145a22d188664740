#pragma once
// The clock a GPU holds through minutes of dense matrix products at its default power limit,
// against the short runs the GEMM efficiency curves were timed in (docs/formulas.md, "Sustained
// clocks"). Tensor-core work only: memory-bound kernels are limited by the DRAM, not the SM clock.
#include "core/model/gpuspec.h"

#include <string>

namespace rooflab {

// The sustained tensor-core rate over the short-run rate of the same product, soaked at the
// card's default power limit, by the GPU database id: the H200 from this project's soaked sweep of
// training-shaped products, the H100 SXM from its soaked square times the H200's layer products over
// its square (the same GH100 die and kernels; the H100 SXM's also for the H800 and the 96 GB H100,
// the same board at the same limit; the GH200's from it by the two cards' measured best
// products); the B200 fitted on a published run (below), and the GB200 from it by the two cards'
// measured best products; 1 for every other
// GPU (assumed: no drop measured). A training
// step keeps its tensor cores busy for minutes: every tensor-core op takes it.
// Which products a step runs: a training step's three passes of each layer product, or the
// forward pass alone (inference). They hold different shares of the rate on the cards measured.
enum class ProductPasses { Training, Forward };
double sustainedTensorFactor(const GpuSpec& gpu, ProductPasses passes = ProductPasses::Training);

// The H200's soaked training-shaped sweep (resources/measurements/h200-training-shapes.json: the
// forward, input- and weight-gradient products of five models' layers, bf16 and fp8, 150 points at
// the 700 W limit): the time the curves give those products at their shapes and short-run clocks
// over the time they took. It replaces the H200's soaked 8192^3 square, 1,286 / 1,474 TFLOP/s.
inline constexpr double kH200TrainingShapesFactor = 0.852;
// The same over the sweep's forward products alone (a serving step's, prefill's and decode's): the
// input-gradient products ran slowest (0.829), the forward ones as the square did.
inline constexpr double kH200ForwardShapesFactor = 0.871;
inline constexpr double kH200SquareFactor = 1286.0 / 1474.0;
// The H100 SXM's soaked bf16 8192^3 square, 704.1 / 815 TFLOP/s.
inline constexpr double kH100SquareFactor = 704.1 / 815.0;

// The B200's factor, fitted on validation/published-runs.json's B200 fit row (the 405B FP8 run
// of Megatron-Bridge on 128 B200s): what its tensor cores sustain as a share of the H100 curves'
// fraction of its peak. A fitted figure, not a measurement (docs/formulas.md, "Sustained clocks").
inline constexpr double kB200FittedTensorFactor = 0.73;

// The card's matrix library against the curves' cuBLAS (GpuSpec::matmulLibraryScale); 1 where the
// rates come from a results file of the card itself, timed with its own library.
double matmulLibraryFactor(const GpuSpec& gpu, bool measuredOnTheCard);

// What a derivation notes beside a tensor-core fraction of peak: "sustained clocks x0.844",
// "matrix library x0.640 of cuBLAS on an H100 (MAMF)", both joined by ", "; empty when both are 1.
std::string tensorRateNote(double sustained, double library);

} // namespace rooflab
