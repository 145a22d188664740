#pragma once
// The activations one GPU keeps at the step's peak: per layer in the scenario's implementation
// (megatronactivations.h, pytorchactivations.h), times the layers or checkpoints each
// micro-batch keeps, times the micro-batches a pipeline holds in flight; offloaded ones on the
// host. Internal to core's memory code.
#include "core/base/derivation.h"
#include "core/memory/memoryinputs.h"
#include "core/model/scenario.h"

namespace rooflab {

struct ActivationParts {
    Traced saved;                   // kept by the forward until the backward (on the GPU)
    Traced recompute;               // needed once, while the first layer (or segment) is recomputed
    Traced onHost;                  // offloaded: saved on the host at the peak (every micro-batch in flight)
    Traced firstLayerSaved;         // PyTorch, one micro-batch in flight: still saved at the first layer's backward
    Traced attentionBackward;       // beside a layer's tensors while its eager attention core runs backward
    double copiedPerMicroBatch = 0; // offloaded: what each micro-batch sends out and back
};

// One layer's saved tensors in the scenario's implementation.
template <class Recorder>
Traced implementationLayerBytes(const Scenario& sc, const MemoryInputs& in, bool recomputeAttentionCore,
                                Recorder* trace);

template <class Recorder> ActivationParts activationBytes(const Scenario& sc, const MemoryInputs& in, Recorder* trace);

} // namespace rooflab
