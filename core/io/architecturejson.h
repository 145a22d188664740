#pragma once
// An architecture's fields as JSON gives them, in a scenario's explicit "model" object and in
// each entry of resources/models.json: one reader, so both accept the same keys and ranges.
#include "core/base/jsonreader.h"
#include "core/model/architecture.h"

#include <string_view>
#include <vector>

namespace rooflab {

// "gelu", "swiglu"; "auto", "gelu_new", "gelu", "relu" (MlpActivation's order); "layernorm",
// "rmsnorm": the ids the files use.
const std::vector<std::string_view>& mlpIds();
const std::vector<std::string_view>& activationIds();
const std::vector<std::string_view>& normIds();

// Reads layers, d_model, heads, kv_heads, head_dim, d_ff, mlp, vocab, positions,
// tied_embeddings, biases, norm, experts and top_k into `a` (absent keys leave it as it is).
// With `fullShape`, an architecture given whole: kv_heads defaults to heads (multi-head
// attention) and head_dim to d_model / heads.
// Also the fields real checkpoints need (activation, qkv_biases, qk_norm, norms_per_layer,
// parallel_block, norm_in_fp32, softmax_in_fp32, attn_logit_softcapping, final_logit_softcapping,
// final_norm,
// embed_proj_dim, dense_layers, dense_d_ff, shared_d_ff, shared_expert_gate, router_bias and the
// latent-attention q_lora_rank, kv_lora_rank, qk_rope_head_dim, qk_nope_head_dim, v_head_dim).
// Megatron's names are read too: moe_d_ff (the experts' width; d_ff beside it is then the dense
// layers') and shared_experts (a count of shared experts of moe_d_ff each).
void readArchitectureFields(JsonReader& r, Architecture& a, bool fullShape);

// Writes those extra fields into `out` where they differ from the plain block's defaults.
void writeArchitectureExtras(const Architecture& a, nlohmann::json& out);

} // namespace rooflab
