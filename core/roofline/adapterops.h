#pragma once
// The LoRA adapters' operations on the roofline (docs/formulas.md, "Fine-tuning"): the rank-r
// products beside the frozen matrices, and what peft's LoRA layer does around them. Used by
// core/roofline/roofline.cpp for a frozen base.
#include "core/model/scenario.h"
#include "core/roofline/opbuilder.h"

namespace rooflab {

// One micro-batch's `tokens` on this GPU, `layers` on its stage, split over `tp`, in `passes`
// passes (forward, backward x 2, a recomputed forward).
void addAdapterOps(OpBuilder& ops, const Scenario& scenario, double tokens, double tp, double layers, double passes);

} // namespace rooflab
