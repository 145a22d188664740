#pragma once
// Training memory per GPU, component by component (docs/formulas.md, "Training memory").
#include "core/base/derivation.h"
#include "core/model/report.h"
#include "core/model/scenario.h"

#include <vector>

namespace rooflab {

// Bytes of activations one transformer layer keeps for the backward pass, for one micro-batch,
// on one GPU, in the scenario's implementation (Megatron: Korthikanti et al. 2022, generalised
// to GQA, SwiGLU, latent attention and any activation dtype; PyTorch: its saved tensors).
double layerActivationBytes(const Scenario& scenario, bool recomputeAttentionCore);

// With a trace, every component is recorded with its derivation (core/base/derivation.h). With
// pipeline parallelism: the stage with the highest peak (the first, the last, or a middle one).
TrainingMemory computeTrainingMemory(const Scenario& scenario, Trace* trace = nullptr);
// pp > 1: the first and the last pipeline stage, each on its own (figures "memory.stage.first",
// "memory.stage.last"), then the second stage where the split keys give the middle stages more
// layers than an end ("memory.stage.middle"); empty without pipelining.
std::vector<TrainingMemory> computeStageMemory(const Scenario& scenario, Trace* trace = nullptr);
// The pipeline's peak among computeStageMemory's stages, ties to the first, then the middle, as
// computeTrainingMemory picks it. `stages` must not be empty.
const TrainingMemory& peakOfStages(const std::vector<TrainingMemory>& stages);
// The fit questions (fewest GPUs, largest micro-batch, largest size-only model), by search.
FitAnswers computeFitAnswers(const Scenario& scenario, Trace* trace = nullptr);

} // namespace rooflab
