#pragma once
// What the optimizer step moves and launches per parameter, as each implementation runs it: one
// fused pass (DeepSpeed, `fused=True`), torch.optim's pass per foreach op, Megatron's passes
// around its fused update (docs/formulas.md, "The optimizer update", "Kernel launch gaps").
#include "core/model/scenario.h"

namespace rooflab {

// Bytes per parameter the optimizer step reads and writes, and FLOPs per parameter.
struct OptimizerTraffic {
    double bytes;
    double flops;
};
OptimizerTraffic optimizerTraffic(const Scenario& scenario);

// The optimizer's passes in multi-tensor kernels (each launched by chunks of the parameters,
// core/roofline/kernellaunches.h).
double optimizerPasses(const Scenario& scenario);

} // namespace rooflab
