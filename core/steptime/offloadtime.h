#pragma once
// The time offloading costs a training step (docs/formulas.md, "Offload"): the optimizer step
// on the host, bound by the host's memory bandwidth (and its NVMe drives under ZeRO-Infinity),
// and the copies over each GPU's PCIe link, hidden behind the compute they overlap.
#include "core/base/derivation.h"
#include "core/model/report.h"
#include "core/model/scenario.h"

namespace rooflab {

struct OffloadTimes {
    Traced hostOptimizer; // the optimizer step on the host (0 when the optimizer stays on the GPU)
    Traced exposed;       // copies and swaps on the critical path, per step
    double copies = 0;    // every copy's duration, hidden or not, per step
};

// `microBatchS`: one micro-batch's compute on this GPU; the forward is a third of it.
OffloadTimes offloadTimes(const Scenario& scenario, const HostMemory& host, double microBatchS, int microBatches,
                          Trace* trace);

} // namespace rooflab
