#pragma once
// The peak of one training step (docs/formulas.md, "The peak of a step"). Memory is followed
// through the step's moments: the end of the forward (every saved activation and the logits),
// the loss (its buffers), the backward (its start, where the loss's gradients join the saved
// activations; the last layer's, the first to run and be recomputed; the first layer's, where
// freed gradients are nearly all made; its end, where every gradient exists) and the
// optimizer step (its scratch). The peak is the largest; the report's components are what is
// alive at that moment.
#include "core/base/derivation.h"
#include "core/model/report.h"

#include <string_view>

namespace rooflab {

// Per GPU, in bytes: the sizes the moments are built from.
struct StepTerms {
    Traced weights, gathered, gradients, master, states;
    Traced runtimeFixed;       // CUDA context, cuBLAS workspaces, NCCL buffers (core/memory/runtimememory.h)
    double reserveShare = 0;   // the caching allocator's reserve over each moment's tensors
    Traced adapters;           // LoRA adapters beside the frozen weights
    Traced saved;              // activations the forward keeps (every micro-batch in flight)
    Traced recompute;          // the layer or segment recomputed at the start of the backward
    Traced weightCopies;       // autocast's 16-bit weight copies, kept until the backward
    Traced quantizedWeights;   // FP8/FP4 copies of the layers' weights, cached for the whole step
    Traced logits;             // the logits, alive until the backward ends
    Traced lossForward;        // the loss's buffers at the loss's own peak
    Traced lossBackward;       // the loss's buffers at the start of the backward
    Traced headGradients;      // the output layer's, made before the last layer's backward (freed gradients)
    Traced embeddingGradients; // the embedding's backward: its gradient (and a tied head's sum) beside all others
    Traced firstLayerSaved;    // still saved when the backward reaches the first layer (0: not followed)
    Traced attentionBackward;  // beside a layer's tensors while its eager attention core runs backward
    double firstLayerPendingShare = 0; // of the gradients: not yet made at the first layer's backward
    Traced pipelineGradients;          // FSDP2 under pipelining: unsharded, beside the micro-batches in flight
    Traced scratch;                    // the optimizer step's temporaries
    bool gradientsPersist = true;      // alive during the forward (Megatron's buffer, set_to_none=False)
    bool logitsUntilStepEnd = false;   // a PyTorch loop's `outputs` holds them through optimizer.step()
};

// Fills the components alive at the peak, total (the peak), peakPhase and phasePeaks.
template <class Recorder>
void computeStepPeak(const StepTerms& terms, TrainingMemory& m, Recorder* trace, std::string_view figures);

} // namespace rooflab
