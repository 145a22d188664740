#pragma once
// The parts of a training step's memory that are neither model states nor saved activations:
// the logits and the loss's buffers, autocast's weight copies, gradients made before the first
// layer's backward, and the optimizer step's scratch (docs/formulas.md, "The peak of a step").
#include "core/base/derivation.h"
#include "core/memory/memoryinputs.h"
#include "core/model/scenario.h"

namespace rooflab {

struct StepTransients {
    Traced logits;
    Traced lossForward;
    Traced lossBackward;
    Traced weightCopies;
    Traced headGradients;
    Traced embeddingGradients;         // the embedding's backward, beside every gradient (PyTorch autograd)
    double firstLayerPendingShare = 0; // of the gradients: not yet made when the first layer runs backward (freed)
    Traced optimizerScratch;
};

// paramsOnGpu: parameters this GPU holds before ZeRO sharding; paramsUpdated: those it updates.
template <class Recorder>
StepTransients stepTransients(const Scenario& sc, const MemoryInputs& in, Traced paramsOnGpu, Traced paramsUpdated,
                              Recorder* trace);

} // namespace rooflab
