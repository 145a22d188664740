#pragma once
// Where the training frameworks' own knobs apply (docs/scenario-format.md): parallel.tp_comm_overlap,
// parallel.tp_saved_inputs, parallel.reshard_after_forward, parallel.cp_comm_type (not torchtitan),
// parallel.cp_rotate_method (torchtitan only) and precision.fp8_all_gather take effect only in the
// layouts the frameworks use them in; elsewhere they are ignored, with a warning.
#include "core/model/scenario.h"

#include <string>
#include <vector>

namespace rooflab {

// The expert all-to-alls under another micro-batch's compute (parallel.overlap_moe_expert_parallel_comm):
// asked for, under Megatron-Core with ep > 1, and where its TransformerConfig accepts it (virtual
// stages when pp > 1, no full or block recomputation, "moe" not recomputed; not with DualPipe,
// whose own pairing hides them).
bool overlapsExpertAllToAll(const Scenario& scenario);
// Tensor-parallel collectives overlapped with the GEMMs: asked for, with t > 1 and sequence
// parallelism (Megatron-Core asserts sequence parallelism for tp_comm_overlap; torchtitan's
// AsyncTP works on the all-gathers and reduce-scatters of its sequence-parallel plan).
bool overlapsTensorParallelComm(const Scenario& scenario);
// AsyncTP fuses an all-gather with the matmuls that read the gathered tensor itself
// (torch/_inductor/fx_passes/micro_pipeline_tp.py, _find_consumer_matmuls). torchao's rowwise
// recipe casts the gathered 16-bit tensor first, so its all-gathers stay plain collectives and
// only the reduce-scatters are fused.
bool asyncTpFusesAllGathers(const Scenario& scenario);
// Column-parallel projections keep the all-gathered whole-sequence input (parallel.tp_saved_inputs;
// by default torchtitan's plan does, Megatron's sequence parallelism keeps the sharded copy): with
// t > 1 and sequence parallelism, in the PyTorch implementations' dense blocks (an MoE's experts
// take gathered copies of their own; the Megatron profiles count Megatron's own layers).
bool tensorParallelKeepsGatheredInputs(const Scenario& scenario);
// ZeRO-3/FSDP that keeps each layer's gathered parameters from its forward to its backward.
bool keepsGatheredLayers(const Scenario& scenario);
// FSDP2 under torch.distributed.pipelining (torchtitan, ZeRO-3, p > 1): each stage's backwards
// but its last run with set_requires_gradient_sync(False) and set_reshard_after_backward(False),
// and the last one reduce-scatters the stage's accumulated gradients once
// (torch/distributed/pipelining/stage.py, backward_maybe_with_nosync). One reduction per step;
// with the layers kept gathered (keepsGatheredLayers), one all-gather per step too.
bool pipelineSyncsFsdpOncePerStep(const Scenario& scenario);
// FP8 all-gathers: asked for, with FP8 compute under ZeRO-3/FSDP over more than one GPU.
bool gathersFp8Weights(const Scenario& scenario);
// torchtitan's float8 tensor parallelism (apply_tp with float8 on: torchao's
// PrepareFloat8ModuleInput, Float8ColwiseParallel, Float8RowwiseParallel, tensor-wise scaling)
// casts each layer's sequence-sharded input to float8 before its all-gather, and each output
// gradient before the backward's all-gather: the layers' all-gathers move 1 byte a value, the
// reduce-scatters stay 16-bit.
bool gathersFp8Activations(const Scenario& scenario);
// Bytes per parameter a ZeRO-3 all-gather sends and a gathered buffer holds: the weights' dtype
// (the 16-bit compute dtype where FSDP's mixed precision casts them, fsdpCastsParameters),
// or with FP8 all-gathers 1 byte for the layers' linear weights (torchao's Float8Linear weights;
// the norms, the embeddings and the LM head stay in the weights' dtype). `oneLayer`: averaged
// over one layer's parameters, else over the whole model's.
double gatheredBytesPerParameter(const Scenario& scenario, bool oneLayer);
// The set knobs that have no effect in this scenario, each with why.
std::vector<std::string> frameworkKnobWarnings(const Scenario& scenario);

} // namespace rooflab
