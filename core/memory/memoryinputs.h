#pragma once
// The values of a scenario that the memory model's fit searches vary; everything else comes
// from the scenario itself. Internal to core's memory code.
#include "core/base/derivation.h"
#include "core/memory/lowprecision.h"
#include "core/model/architecture.h"
#include "core/model/pipelinesplit.h"
#include "core/model/scenario.h"

namespace rooflab {

// Which pipeline stage a GPU's memory is computed for (PipelineStage, core/model/pipelinesplit.h):
// with pp > 1 the first stage holds the embeddings and p micro-batches in flight (1F1B), the last
// the head, one micro-batch and the logits; a pipeline's peak is the largest of them. A middle
// stage (the second: p - 1 in flight) holds less than the first unless Megatron-Core's split
// keys give it more layers: only then is it computed.

struct MemoryInputs {
    double params = 0;
    const Architecture* arch = nullptr;
    std::int64_t microBatch = 1;
    int dataParallel = 1; // the GPUs sharing ZeRO shards: replicas x context-parallel ranks
    int zeroStage = 0;
    PipelineStage stage = PipelineStage::Only;
    // Terms of the scenario itself, which no search varies: computed once by memoryInputsOf
    // instead of in each of the ~17 memory evaluations of an evaluation (~170 instructions
    // each). The traced path still records its own fixed runtime memory.
    double localSequence = 1;        // localSequence(scenario)
    LowPrecisionLayout lowPrecision; // lowPrecisionLayout(scenario)
    Traced fixedRuntime;             // fixedRuntimeMemory<NoTrace>(scenario)
};

// Layers on a pipeline stage: ceil(L / p) on every stage without the split keys.
inline int layersPerStage(const ParallelConfig& parallel, const Architecture& arch, PipelineStage stage) {
    return pipelineSplit(parallel, arch.layers).layersOn(stage);
}

// The scenario's own inputs and its scenario-level terms. The terms belong to `s`: a
// MemoryInputs is only ever passed with the scenario it was made from.
MemoryInputs memoryInputsOf(const Scenario& s);

} // namespace rooflab
