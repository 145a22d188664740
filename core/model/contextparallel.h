#pragma once
// Context parallelism (docs/formulas.md, "Context parallelism"): Megatron-Core splits every
// sequence over cp GPUs. Each keeps the activations of its own s / cp tokens; attention needs
// every earlier key, so the K and V chunks travel around the cp ranks in a ring
// (TransformerEngine's ring attention with peer-to-peer sends), overlapped with the attention
// of the chunk already there.
#include "core/base/derivation.h"
#include "core/model/collectives.h"
#include "core/model/scenario.h"

namespace rooflab {

// Tokens of one sequence on one GPU in training: s / cp.
double localSequence(const Scenario& scenario);
// What a derivation calls that number: "sequence length", or its share with context parallelism.
const char* sequenceLabel(const Scenario& scenario);

// The busiest context-parallel rank's causal attention work over the average rank's: 1 with
// the load-balanced split, (2 cp - 1) / cp with contiguous chunks (the last rank's queries see
// every key before them).
double causalLoadOfBusiestRank(const ParallelConfig& parallel);

// The group that reduces gradients with context parallelism: each of the d replicas' cp ranks
// (cp next to the tensor-parallel ranks, replicas t x cp x p ranks apart).
GroupLink dataWithContextLink(const NetworkSpec& network, int d, int cp, int tp, int pp);

// One micro-batch's ring exchanges on one GPU (0 without context parallelism): per layer,
// cp - 1 sends of this rank's K and V chunk in the forward, of K, V and their gradients in the
// backward, again in a recomputed forward. Nothing here says how much attention hides.
Traced contextRingPerMicroBatch(const Scenario& scenario, const NetworkSpec& network, Trace* trace);

} // namespace rooflab
