#pragma once
// What a framework profile (training.implementation) chooses where the scenario leaves a choice
// open: the loss kernel, the optimizer's kernels, how the data-parallel reduction buffers the
// gradients and the dtype it sends. docs/formulas.md, "Framework profiles", names the framework
// code (repository, file, version) behind each choice.
#include "core/model/scenario.h"

namespace rooflab {

// megatron-core, torchtitan, llm-foundry and deepspeed: the profiles whose choices a scenario
// file inherits when it names them (the older profiles' scenarios set their fields themselves).
bool isFrameworkProfile(Implementation implementation);

// The cross-entropy kernel the framework's default recipe runs.
LossKind profileLoss(Implementation implementation);
RmsNormKernel profileRmsNorm(Implementation implementation);

// Whether the data-parallel reduction overlaps the last backward by default (training.
// overlap_grad_reduce): false for DeepSpeed only.
bool profileOverlapsGradReduce(Implementation implementation);

// Whether ZeRO-1/2's parameter all-gather overlaps the next forward by default (training.
// overlap_param_gather): true for Megatron-Core only.
bool profileOverlapsParamGather(Implementation implementation);

// Sets the fields the framework decides (the loss, the reduction's overlap) to the profile's choices; leaves the older
// profiles' fields as they are, but for the parameter gather's overlap (off: only Megatron-Core has it).
void applyProfileDefaults(TrainingConfig& training);

// The dtype the data-parallel gradient reduction sends: precision.grad_reduce_dtype, or the
// profile's default (the gradients' own dtype, fp32 for FSDP's reduce_dtype, DeepSpeed's
// communication_data_type).
DType gradientReduceDType(const Scenario& scenario);
// Where that default comes from (the framework's file), for the derivations.
const char* gradientReduceSource(const Scenario& scenario);

// FSDP's mixed precision casts the sharded parameters to the 16-bit compute dtype before the
// all-gather (torchtitan's MixedPrecisionPolicy param_dtype "bfloat16"; Composer's "DEFAULT"
// mixed precision: param_dtype = the amp precision): under ZeRO-3 with wider stored weights, the
// gathered layers and the all-gather are 16-bit and autocast finds its weights already cast
// (no weight copies). The other profiles gather the weights' own dtype.
bool fsdpCastsParameters(const Scenario& scenario);

// A plain (not gated) MLP's activation: the model's, or where it says Auto, GPT-2's gelu_new under
// Hugging Face transformers (the eager profiles' GPT-2 block) and one GELU kernel in the other
// implementations' modules (torchtitan's, llm-foundry's nn.GELU; Megatron's fused bias-GELU).
MlpActivation mlpActivation(const Scenario& scenario);

// Megatron's gradient buffer is the buffer it reduces (--grad-reduce-in-bf16 makes it bf16):
// a named mix's gradients take precision.grad_reduce_dtype there.
void applyGradientReduceBuffer(PrecisionConfig& precision, Implementation implementation);

} // namespace rooflab
