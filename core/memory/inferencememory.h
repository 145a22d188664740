#pragma once
// Inference memory per GPU: weights, KV cache, transient activations (docs/formulas.md).
#include "core/base/derivation.h"
#include "core/model/report.h"
#include "core/model/scenario.h"

namespace rooflab {

// KV cache bytes per token (one sequence position, whole model): 2 L kv d_head bytes; with
// multi-head latent attention L (kv_lora_rank + qk_rope_head_dim) bytes, the compressed cache.
double kvCacheBytesPerToken(const Architecture& arch, DType kvDtype);
// GPUs one token's keys and values are split over: tensor parallelism splits the KV heads
// (replicated beyond kv_heads ranks; a latent cache is replicated on every rank), pipeline
// parallelism the layers (the busiest stage's ceil(L / p) of them).
double kvCacheSplit(const Scenario& scenario);
InferenceMemory computeInferenceMemory(const Scenario& scenario, Trace* trace = nullptr);

} // namespace rooflab
