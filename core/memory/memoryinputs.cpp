#include "core/memory/memoryinputs.h"

#include "core/memory/runtimememory.h"
#include "core/model/contextparallel.h"

#include <algorithm>

namespace rooflab {

MemoryInputs memoryInputsOf(const Scenario& s) {
    MemoryInputs in;
    in.params = effectiveParameterCount(s);
    in.arch = &s.model.arch;
    in.microBatch = s.training.microBatch;
    in.dataParallel = std::max(1, s.parallel.dataParallelWithContext());
    in.zeroStage = s.parallel.zeroStage;
    in.localSequence = localSequence(s);
    in.lowPrecision = lowPrecisionLayout(s);
    in.fixedRuntime = fixedRuntimeMemory<NoTrace>(s, nullptr);
    return in;
}

} // namespace rooflab
