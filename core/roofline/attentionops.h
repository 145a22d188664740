#pragma once
// The attention block's operations on the roofline (docs/formulas.md, "Operations"): the QKV
// projection, the attention core (one fused FlashAttention kernel, or the scores, softmax,
// dropout and x V apart; latent attention's decode in core/roofline/latentattentionops.h) and
// the output projection. Used by core/roofline/roofline.cpp.
#include "core/model/scenario.h"
#include "core/roofline/opbuilder.h"
#include "core/roofline/phaseinputs.h"

namespace rooflab {

void addAttentionOps(OpBuilder& ops, const Scenario& scenario, const PhaseInputs& phase);

} // namespace rooflab
