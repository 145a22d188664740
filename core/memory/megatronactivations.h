#pragma once
// What a Megatron-style transformer layer keeps for the backward pass, tensor class by tensor
// class (Korthikanti et al. 2022, sec. 4; docs/formulas.md, "Activations"). The PyTorch
// implementations are in pytorchactivations.h. Internal to core's memory code.
#include "core/base/derivation.h"
#include "core/memory/memoryinputs.h"
#include "core/model/scenario.h"

namespace rooflab {

// One layer, one micro-batch, on one GPU. Without the attention core's scores when it is
// recomputed (selective checkpointing).
template <class Recorder>
Traced megatronLayerBytes(const Scenario& sc, const MemoryInputs& in, bool recomputeAttentionCore, Recorder* trace);

} // namespace rooflab
