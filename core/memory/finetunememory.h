#pragma once
// The memory terms of a frozen-base fine-tune (LoRA, QLoRA): the frozen weights in their
// storage, the adapters, their gradients, and QLoRA's dequantised matrix (docs/formulas.md,
// "Fine-tuning"). The saved activations are in the layer profiles themselves.
#include "core/base/derivation.h"
#include "core/memory/memoryinputs.h"
#include "core/model/scenario.h"

namespace rooflab {

struct FrozenBaseTerms {
    Traced weights;           // frozen base on this GPU (ZeRO-3 shards it)
    Traced adapters;          // adapter weights on this GPU
    Traced gradients;         // the adapters' gradients (ZeRO-2 shards them)
    Traced adaptersOnGpu;     // adapter parameters on this GPU before ZeRO sharding
    double bytesPerParam = 0; // mean storage of the frozen base per parameter
    double adapterParams = 0; // whole model
};

template <class Recorder>
FrozenBaseTerms frozenBaseTerms(const Scenario& sc, const MemoryInputs& in, Traced paramsOnGpu, Recorder* trace);

// Autocast's weight copies plus, for a quantised base, the one matrix dequantised to the
// compute dtype for its matmul (bitsandbytes dequantises per call, in the forward and again in
// the backward; the largest matrix bounds it).
template <class Recorder>
Traced withDequantisedMatrix(const Scenario& sc, const Architecture& arch, Traced weightCopies, Recorder* trace);

} // namespace rooflab
