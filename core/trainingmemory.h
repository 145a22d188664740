#pragma once
// Training memory per GPU, component by component (docs/formulas.md, "Training memory").
#include "core/report.h"
#include "core/scenario.h"

namespace rooflab {

// Bytes of activations one transformer layer keeps for the backward pass, for one micro-batch,
// on one GPU (Korthikanti et al. 2022, generalised to GQA, SwiGLU and any activation dtype).
double layerActivationBytes(const Scenario& scenario, bool recomputeAttentionCore);

TrainingMemory computeTrainingMemory(const Scenario& scenario);
// The fit questions (fewest GPUs, largest micro-batch, largest size-only model), by search.
FitAnswers computeFitAnswers(const Scenario& scenario);

} // namespace rooflab
