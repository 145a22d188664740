#pragma once
// The MLP's operations on the roofline (docs/formulas.md, "Operations"): a dense MLP, or a
// mixture of experts' routed experts (grouped GEMMs at the busiest expert GPU's tokens), its
// shared expert, its router and token permutation, and the dense MLPs of the layers an MoE
// model starts with. Used by core/roofline/roofline.cpp.
#include "core/model/scenario.h"
#include "core/roofline/eagerkernels.h"
#include "core/roofline/opbuilder.h"

#include <string_view>

namespace rooflab {

// What the MLP ops of one pipeline stage share with the rest of the phase's ops.
struct MlpPhase {
    double tokens = 0;       // this GPU's tokens of one micro-batch (before routing)
    double layers = 0;       // layers on this pipeline stage
    double passes = 1;       // forward, backward (2) and a recomputed forward
    double matmulPasses = 1; // the passes that multiply by the weights (a frozen base skips one)
    double weightBytes = 2;  // bytes per weight read by a matmul
    bool train = false;
    // Kernels per layer and pass (core/roofline/kernellaunches.h): gate and up apart, an eager activation.
    double upLaunches = 1;
    double activationLaunches = 1;
};

// Adds the MLP's ops and returns the rows the experts (or the dense MLP) multiply, per layer:
// the tokens times the routed copies each sends (FP8 quantises them, core/roofline/quantisationtraffic.h).
double addMlpOps(OpBuilder& ops, const Scenario& sc, const MlpPhase& phase, const ElementwiseBytes& eb,
                 std::string_view elementwiseDetail);

} // namespace rooflab
