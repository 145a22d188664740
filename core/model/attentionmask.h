#pragma once
// When transformers' SDPA attention runs with an explicit mask instead of is_causal.
//
// transformers (masking_utils.sdpa_mask, _ignore_causal_mask_sdpa) passes no mask and lets
// PyTorch's scaled_dot_product_attention skip the masked half (is_causal) only while the keys
// are fewer than the layer's sliding window: from `keys >= window` on, a layer with a window gets
// a boolean [b, 1, q, k] mask. PyTorch converts it per call into an additive bias in the query's
// dtype (convert_boolean_attn_mask: one at::where), the fused kernel reads that bias for every
// head, computes the whole q x k square (no causal skip), and autograd saves the bias for the
// backward. Measured on an H100 (Mistral 7B v0.1, window 4096, sequence 4096): one
// [b, 1, 4096, 4096] bf16 tensor saved per layer, attention kernels 3.4 times the causal ones
// of the same shape (docs/validation.md, "A sliding window through transformers' SDPA").
#include "core/model/scenario.h"

namespace rooflab {

// The share of the model's layers whose SDPA attention takes such a mask when a training
// micro-batch attends over `keys` keys: 0 for Megatron, eager attention (which always adds a
// mask and computes the square) and models without a window.
double sdpaMaskedLayerShare(const Scenario& sc, double keys);

} // namespace rooflab
