#pragma once
// Serving capacity as vLLM computes it at start-up (docs/formulas.md, "Serving capacity"): the
// budget gpu_memory_utilization x the card's total, minus the weights, the non-PyTorch memory
// and the activation peak of its profiling run, is the KV cache; in whole blocks, the tokens it
// holds and the sequences of inference.context tokens that fit at once.
#include "core/base/derivation.h"
#include "core/model/report.h"
#include "core/model/scenario.h"

namespace rooflab {

ServingCapacity computeServingCapacity(const Scenario& scenario, Trace* trace = nullptr);

} // namespace rooflab
