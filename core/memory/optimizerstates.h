#pragma once
// What each optimizer keeps per parameter it updates (docs/formulas.md, "Optimizer states per
// optimizer"). Internal to core's memory code.
#include "core/base/derivation.h"
#include "core/memory/memoryinputs.h"
#include "core/model/report.h"
#include "core/model/scenario.h"

#include <array>
#include <cstddef>

namespace rooflab {

// The traced values of the optimizer's states (no optimizer keeps more than two), without a
// heap allocation on the fast path.
struct StateValues {
    std::array<Traced, 2> values;
    size_t count = 0;
    void push_back(Traced value) { values[count++] = value; }
    size_t size() const { return count; }
    const Traced& operator[](size_t i) const { return values[i]; }
};

// The optimizer's states for `paramsUpdated` parameters, named; their traced values also go
// to `partValues`.
template <class Recorder>
OptimizerParts optimizerParts(const Scenario& s, const MemoryInputs& in, Traced paramsUpdated, Recorder* trace,
                              StateValues& partValues);

} // namespace rooflab
