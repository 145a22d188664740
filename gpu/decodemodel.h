#pragma once
// A model's weight matrices as the decode probes and the training-shaped sweep see them, without
// the scenario (gpu/trainingshapes.h builds them from one): plain C++17, so that the CUDA files
// that include gpu/sweepplan.h compile it.
#include "gpu/benchdevice.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rooflab::gpu {

struct TransformerShape;

// One projection of a layer (or the LM head) on one GPU: Y (m x n) = X (m x k) W (k x n), m the
// tokens of one micro-batch on this GPU, k and n the weight's widths at the tensor-parallel degree.
struct Projection {
    std::string
        role; // "qkv", "attn-out", "mlp-up-gate" (gated MLP: gate and up fused), "mlp-up", "mlp-down", "lm-head"
    std::int64_t m = 0, n = 0, k = 0;
};

// What the decode probes take from a model: its weight matrices at the tensor-parallel degree
// (a decode GEMM is m = the weight's output rows, n = the sequences, k = its input, as engines
// orient it), the bytes of one layer's and of this GPU's weights, and the kernels of one decode
// step (0: unknown).
struct DecodeModel {
    std::string name;
    DType dtype = DType::BF16;
    std::vector<Projection> weights; // m = output rows, k = input width; n unused
    double layerBytes = 0;
    double gpuWeightBytes = 0;
    int stepKernels = 0;
};
// From a transformer shape (--shapes): a Llama-like layer of that width (QKV 3 d_model, d_ff),
// no LM head; the GPU's weights are unknown (eight layers' worth are read).
DecodeModel decodeModel(const TransformerShape& shape, DType dtype);

// Sequences per decode step the probes measure: 1 to 256 (the quick preset every fourth power of two).
std::vector<std::int64_t> decodeBatches(bool full);

} // namespace rooflab::gpu
