#pragma once
// Multi-head latent attention (DeepSeek-V2/V3) on the roofline (docs/formulas.md, "Roofline"):
// its projections are counted from its own matrices, and decoding attends in the latent space
// with the up-projections absorbed into the query and the output (the way vLLM's and SGLang's
// MLA kernels decode), reading the compressed cache once for all heads.
#include "core/architecture.h"
#include "core/opbuilder.h"
#include "core/scenario.h"

namespace rooflab {

// The width N of one (d_model x N) product with as many weights as the attention block's
// projections before the output one: W_DQ, W_UQ (or W_Q), W_DKV+KR, W_UK, W_UV and the two
// latent norms. Plain attention: q + 2 kv.
double attentionProjectionWidth(const Architecture& arch);
// The output projection's input width: heads x v_head_dim with latent attention, else q.
double attentionOutputWidth(const Architecture& arch);
// The width of one token's values V: heads x v_head_dim with latent attention (its keys are
// heads x (qk_nope_head_dim + qk_rope_head_dim) wide: kvWidth()), else the key-value width.
double attentionValueWidth(const Architecture& arch);
// The channels of one head that rotary embedding turns: qk_rope_head_dim with latent
// attention, else the head dimension.
double rotaryHeadDim(const Architecture& arch);

// Multiply-adds per token of the up-projections (W_UQ, or W_Q from d_model without a query
// latent, and W_UK + W_UV from the key-value latent): what Megatron-Core's "mla_up_proj"
// recomputes. 0 without latent attention.
double latentUpProjectionMacs(const Architecture& arch);
// Training with "mla_up_proj": the up-projections' forward once more, one op per layer.
void addRecomputedLatentUpProjection(OpBuilder& ops, const Architecture& arch, double tokens, double tp,
                                     double activationBytes, double weightBytes, double layers);

// Decode-phase attention of a latent-attention model, one op per layer: scores over
// kv_lora_rank + qk_rope_head_dim and values over kv_lora_rank for this GPU's heads, and the
// latent cache read whole (every tensor-parallel rank keeps all of it).
void addLatentDecodeAttention(OpBuilder& ops, const Architecture& arch, const PhaseShape& shape, double tp,
                              double activationBytes, double cacheBytes, double layers);

} // namespace rooflab
