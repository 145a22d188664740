#pragma once
// The copies PyTorch's FSDP2 (`fully_shard`, torchtitan's data parallelism) makes on the compute
// stream around its collectives: after each all-gather the compute stream waits for it and
// copies the gathered buffer into the unsharded parameters (`foreach_all_gather_copy_out`,
// `split_with_sizes_copy`), and before each reduce-scatter it copies the unsharded gradients
// into the collective's input in the reduction dtype (`foreach_reduce_scatter_copy_in`,
// `_chunk_cat`). torch/distributed/fsdp/_fully_shard/_fsdp_collectives.py (PyTorch 2.5-2.7);
// docs/formulas.md, "Synchronising the gradients". FSDP1's flat parameters (LLM Foundry's
// Composer) gather and reduce in place: no copies.
#include "core/model/scenario.h"
#include "core/roofline/opbuilder.h"

namespace rooflab {

// torchtitan sharding its parameters over more than one GPU (ZeRO-3 = FSDP2).
bool copiesLikeFsdp2(const Scenario& sc);

// Bytes the copies move per parameter of a layer and micro-batch: 2 x the gathered bytes per
// all-gather (one before the forward, one more before the backward when the layer was resharded
// after the forward), plus the gradient read and written in the reduction dtype. Under
// torch.distributed.pipelining (pipelineSyncsFsdpOncePerStep): the gathers of one step and its one
// copy into the reduce-scatter, with each micro-batch's accumulation into the reduce-dtype
// gradient, averaged over the micro-batches. 0 when not copiesLikeFsdp2.
double fsdp2CopyBytesPerParameter(const Scenario& sc);

// Adds the copies of one training micro-batch of `layers` layers to the roofline's operations.
void addFsdp2CopyOps(OpBuilder& ops, const Scenario& sc, double layers);

} // namespace rooflab
