#pragma once
// Which of a layer's two norms Megatron-Core's selective modules recompute
// (core/model/recomputemodules.h). Its layer specs fuse a norm into the next linear
// (TELayerNormColumnParallelLinear) except latent attention's input norm and an MoE layer's
// pre-MLP norm: "layernorm" recomputes those; "mlp" checkpoints a dense MLP from the block's
// input, its fused norm included. Used by the activations and the roofline's passes alike.
#include "core/model/scenario.h"

namespace rooflab {

struct RecomputedNorms {
    bool attention = false; // the norm before the attention block: its output is not kept
    bool mlp = false;       // the norm before the MLP block
    int count() const { return int(attention) + int(mlp); }
};

// `arch`: the shape being evaluated (a fit search's may differ from the scenario's model).
inline RecomputedNorms recomputedNorms(const TrainingConfig& training, const Architecture& arch) {
    const bool norms = training.recomputes(RecomputeModule::LayerNorm);
    return {norms && arch.mla.enabled(), arch.isMoe() ? norms : training.recomputes(RecomputeModule::DenseMlp)};
}

} // namespace rooflab
