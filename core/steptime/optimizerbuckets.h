#pragma once
// How many collectives one data-parallel gradient or parameter synchronisation is issued as,
// where the framework's code splits it into buckets: each bucket is a ring collective of its
// own and pays the ring's latency again (docs/formulas.md, "Distributed optimizer buckets").
// Internal to core's step time.
#include "core/model/scenario.h"

namespace rooflab {

// Collectives per synchronisation of `paramsHere` parameters (at least 1). The `megatron`
// profile with ZeRO-2 is NeMo 1.x's `distributed_fused_adam`: apex's DistributedFusedAdam
// (apex 3c19f106, the commit NeMo v1.11.0's Dockerfile installs) reduce-scatters the fp32
// gradients and all-gathers the updated parameters bucket by bucket, bucket_cap_mb 100 of the
// gradient sync dtype (fp32: 26,214,400 parameters). Every other profile and stage: one
// collective, as before.
double dataParallelSyncBuckets(const Scenario& sc, double paramsHere);

} // namespace rooflab
