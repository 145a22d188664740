#pragma once
// Inference memory per GPU: weights, KV cache, transient activations (docs/formulas.md).
#include "core/derivation.h"
#include "core/report.h"
#include "core/scenario.h"

namespace rooflab {

// KV cache bytes per token (one sequence position, whole model): 2 L kv d_head bytes.
double kvCacheBytesPerToken(const Architecture& arch, DType kvDtype);
// GPUs one token's keys and values are split over: tensor parallelism splits the KV heads
// (replicated beyond kv_heads ranks), pipeline parallelism the layers.
double kvCacheSplit(const Scenario& scenario);
InferenceMemory computeInferenceMemory(const Scenario& scenario, Trace* trace = nullptr);

} // namespace rooflab
