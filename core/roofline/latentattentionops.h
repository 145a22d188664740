#pragma once
// Multi-head latent attention (DeepSeek-V2/V3) on the roofline (docs/formulas.md, "Roofline"):
// decoding attends in the latent space with the up-projections absorbed into the query and the
// output (the way vLLM's and SGLang's MLA kernels decode), reading the compressed cache once for
// all heads; "mla_up_proj" recomputation runs the up-projections again.
#include "core/model/architecture.h"
#include "core/model/scenario.h"
#include "core/roofline/opbuilder.h"

namespace rooflab {

// Training with "mla_up_proj": the up-projections' forward once more, one op per layer.
void addRecomputedLatentUpProjection(OpBuilder& ops, const Architecture& arch, double tokens, double tp,
                                     double activationBytes, double weightBytes, double layers);

// Decode-phase attention of a latent-attention model, one op per layer: scores over
// kv_lora_rank + qk_rope_head_dim and values over kv_lora_rank for this GPU's heads, and the
// latent cache read whole (every tensor-parallel rank keeps all of it).
void addLatentDecodeAttention(OpBuilder& ops, const Architecture& arch, const PhaseShape& shape, double tp,
                              double activationBytes, double cacheBytes, double layers);

} // namespace rooflab
