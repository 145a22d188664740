#pragma once
// The all-to-all of expert parallelism in the step time (docs/formulas.md, "Mixture of experts"):
// every MoE layer sends each token's hidden state to the GPUs of its top-k experts and brings
// the results back (Megatron-Core's alltoall token dispatcher: dispatch and combine in the
// forward, the same two for the gradients in the backward, two more when full recomputation
// repeats the forward). On the critical path: each waits for the router before it and holds up
// the experts after it.
#include "core/base/derivation.h"
#include "core/model/scenario.h"
#include "core/steptime/steptime.h"

namespace rooflab {

// One all-to-all over `ep` GPUs whose members are `stride` ranks apart: each GPU sends
// `bytes` spread evenly over the group, (ep - 1) / ep of them leave it; the peers in its node
// are reached over NVLink, the others through its own NIC, both at once.
double allToAllTime(double bytes, int ep, int stride, const NetworkSpec& network);

// The expert all-to-alls of one micro-batch on one GPU (0 without expert parallelism).
Traced expertAllToAllPerMicroBatch(const Scenario& scenario, const NetworkSpec& network, Trace* trace);

// What an all-to-all hidden beside `compute` leaves exposed, max(0, all-to-all - compute),
// recorded as `name` with `source` (DualPipe's pairs, Megatron-Core's combined 1F1B).
Traced allToAllBeyondCompute(Trace* trace, const char* name, const char* source, const Traced& allToAll,
                             const Traced& compute);

} // namespace rooflab
