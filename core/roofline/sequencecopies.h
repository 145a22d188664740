#pragma once
// The copies PyTorch's functional collectives add to sequence parallelism on the sequence
// dimension. DTensor's SequenceParallel keeps activations as [b, s/t, h] (Shard(1)), and
// `Shard._to_replicate_tensor` / `_reduce_shard_tensor` (torch/distributed/tensor/placement_types.py)
// call `funcol.all_gather_tensor(gather_dim=1)` / `reduce_scatter_tensor(scatter_dim=1)`; NCCL
// gathers and scatters on dimension 0, so torch/distributed/_functional_collectives.py rearranges
// the whole b s h tensor with `torch.cat(torch.chunk(...))` after each all-gather and before each
// reduce-scatter (PyTorch 2024-12..2025-06; pytorch/pytorch#169404 of 2025-12 skips it only for
// b = 1). Compiled, the cat stays (inductor's micro_pipeline_tp.py matches exactly these
// split + cat patterns; only AsyncTP's fused collectives drop them). Megatron's sequence
// parallelism runs [s, b, h] and gathers on dimension 0: no copies. docs/formulas.md,
// "Tensor-parallel communication".
#include "core/model/scenario.h"
#include "core/roofline/opbuilder.h"

namespace rooflab {

// Collectives of one training micro-batch on this stage (`layers` layers) that are followed or
// preceded by a chunk + cat copy: every sequence-parallel all-gather and reduce-scatter of the
// PyTorch implementations, less those AsyncTP fuses. 0 when none.
double sequenceShardCopies(const Scenario& sc, double layers);

// Adds the copies of one training micro-batch (`tokens` rows, `layers` layers) to the ops.
void addSequenceShardCopyOps(OpBuilder& ops, const Scenario& sc, double tokens, double layers);

} // namespace rooflab
