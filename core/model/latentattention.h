#pragma once
// Multi-head latent attention (DeepSeek-V2/V3): the widths of its projections, counted from its
// own matrices (docs/formulas.md, "Roofline"). Its operations on the roofline are in
// core/roofline/latentattentionops.h.
#include "core/model/architecture.h"
#include "core/model/scenario.h"

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
// The up-projections' widths: the query's input (q_lora_rank, or d_model without a query
// latent), the queries' and keys' width heads x (qk_nope + qk_rope), and what W_UK + W_UV make
// of the key-value latent, heads x (qk_nope + v_head_dim).
double latentQueryInput(const Architecture& arch);
double latentQueryKeyWidth(const Architecture& arch);
double latentKeyValueUpWidth(const Architecture& arch);

} // namespace rooflab
