#pragma once
// Megatron-Core's combined 1F1B schedule (parallel.overlap_moe_expert_parallel_comm;
// megatron/core/pipeline_parallel/combined_1f1b.py and schedules.py at Megatron-LM d98e8a64dd):
// each micro-batch's forward runs beside another's backward, layer by layer, and the expert
// all-to-all of each one is hidden by the other's attention and MLP compute. The warm-up's
// forwards and the cool-down's backwards run unpaired, their all-to-alls exposed.
#include "core/base/derivation.h"

namespace rooflab {

// The share of the step's chunks that run unpaired on the pipeline's first rank, the busiest
// (the most warm-up forwards): without pipelining the first forward and the last backward, one
// micro-batch of m; interleaved, the warm-up's 2 (p - 1) + (v - 1) p + 1 chunks of m v (the
// schedule's one extra warm-up micro-batch for this overlap, microbatch_group_size_per_vp_stage
// at its default p), at most all of them.
double unpairedChunkShare(int stages, int virtualStages, int microBatches);

// What the schedule leaves exposed of the step's expert all-to-all: the unpaired chunks' share,
// and what the paired chunks' all-to-all has beyond their compute.
Traced combinedOneFOneBExposedAllToAll(Trace* trace, const Traced& allToAll, const Traced& compute,
                                       double unpairedShare);

} // namespace rooflab
