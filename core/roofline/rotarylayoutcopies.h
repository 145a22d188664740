#pragma once
// Megatron-Core's rotary embedding and the q, k, v layout copies around it (docs/formulas.md,
// "Megatron-Core's rotary embedding and q/k/v copies"). `SelfAttention.get_query_key_value_tensors`
// splits the QKV product into views (megatron/core/transformer/attention.py, core_v0.8.0; the same
// split by default at core_v0.16.1), and then:
// - the fused rotary kernel reads q and k and writes new tensors, forward and backward (apex
//   `fused_apply_rotary_pos_emb`, apex/transformer/functional/fused_rope.py; Transformer Engine's
//   own kernel in later Megatron-Core);
// - with grouped-query attention, `query.reshape(...)` of the strided query view copies it;
// - Transformer Engine's `_get_qkv_layout` finds the strided value view unlike the rotary outputs
//   and makes it contiguous (transformer_engine/pytorch/attention.py v1.8 and
//   dot_product_attention/utils.py v2.18: "not_supported" -> `x.contiguous()`);
// - in the backward `_SplitAlongDim` concatenates the separate dq, dk, dv into the QKV product's
//   gradient (`torch.cat`: its no-op path needs one buffer, and the rotary backward and the
//   attention backward write three).
// None of it is in the elementwise list of the fused (`megatron`) models. Training only.
#include "core/model/scenario.h"
#include "core/roofline/opbuilder.h"

namespace rooflab {

// What the copies move per layer and micro-batch on this GPU (`tokens` rows, tensor-parallel
// degree `tp`), forward and backward apart, and the kernels each pass launches.
struct RotaryLayoutTraffic {
    double forwardBytes = 0;    // one forward: rotary on q and k, the value copy, GQA's query copy
    double backwardBytes = 0;   // the backward: rotary on dq and dk, the cat of dq, dk, dv
    double forwardKernels = 0;  // 3, or 4 with grouped-query attention
    double backwardKernels = 0; // 3
    double valueCopyBytes = 0;  // the value copy alone (inside a recomputed core attention)
};

// Zero traffic unless the scenario trains with Megatron-Core a model with rotary positions and
// ordinary (not latent) attention.
RotaryLayoutTraffic rotaryLayoutTraffic(const Scenario& sc, double tokens, double tp);

// Adds the op of one training micro-batch of `layers` layers. `recomputeShare`: the share of the
// layers whose every forward part runs again (1: full recomputation, core/model/recomputedlayers.h);
// `coreAttentionRecomputed` (Megatron-Core's selective `core_attn`): only the
// value copy, which runs inside the checkpointed core attention.
void addRotaryLayoutOps(OpBuilder& ops, const Scenario& sc, double tokens, double tp, double layers,
                        double recomputeShare, bool coreAttentionRecomputed);

} // namespace rooflab
