#pragma once
// What the operations of one phase on this GPU share (docs/formulas.md, "Operations"): its
// shape, the layers of this pipeline stage, the passes each kind of op makes (forward, backward,
// recomputed forwards), the bytes per weight and per element, and the kernels the elementwise
// ops and projections launch. Used by core/roofline/roofline.cpp and core/roofline/attentionops.cpp.
#include "core/model/scenario.h"
#include "core/roofline/eagerkernels.h"
#include "core/roofline/kernellaunches.h"

#include <string_view>

namespace rooflab {

struct PhaseInputs {
    Phase phase = Phase::Train;
    PhaseShape shape;
    double tokens = 0; // rows of every per-token product (shape.tokens())
    double tp = 1;     // tensor-parallel ranks
    double layers = 0; // layers on this pipeline stage (training: the slowest stage's)
    bool head = true;  // the stage holds the LM head and the loss (training: the slowest stage)
    bool train = false;
    bool fullRecompute = false;        // every layer's forward runs again
    double recomputeShare = 0;         // share f of the stage's layers whose forward runs again (block: r / n)
    bool elementwiseRecompute = false; // the layers' elementwise ops run again (full, block or op-selective)
    bool attentionRecompute = false;   // the materialised attention core's forward runs again
    bool coreRecomputed = false;       // the attention core's forward runs again, fused or not
    double passes = 1;                 // forward, backward (2) and a recomputed forward (f of one)
    double corePasses = 1;             // the same for the attention core
    bool frozen = false;               // a frozen base (LoRA)
    double matmulPasses = 1;           // the passes that multiply by the weights (a frozen base skips one)
    double weightBytes = 2;            // bytes per weight a block's matmul reads
    double headWeightBytes = 2;        // bytes per weight the LM head reads
    double activationBytes = 2;        // bytes per activation element
    ElementwiseBytes elementwise;
    ElementwiseLaunches launches;
    ProjectionLaunches projections;
    // What the bytes per element of an elementwise op count: one dtype, or eager PyTorch's chain.
    std::string_view elementwiseDetail;
    std::string_view activationType; // the activations' dtype
};

PhaseInputs phaseInputs(const Scenario& scenario, Phase phase);

} // namespace rooflab
