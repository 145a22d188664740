#pragma once
// The values of a scenario that the memory model's fit searches vary; everything else comes
// from the scenario itself. Internal to core's memory code.
#include "core/architecture.h"
#include "core/scenario.h"

#include <algorithm>

namespace rooflab {

struct MemoryInputs {
    double params = 0;
    const Architecture* arch = nullptr;
    int microBatch = 1;
    int dataParallel = 1; // the GPUs sharing ZeRO shards: replicas x context-parallel ranks
    int zeroStage = 0;
};

inline MemoryInputs memoryInputsOf(const Scenario& s) {
    return {effectiveParameterCount(s), &s.model.arch, s.training.microBatch,
            std::max(1, s.parallel.dataParallelWithContext()), s.parallel.zeroStage};
}

} // namespace rooflab
