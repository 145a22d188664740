#include "core/model/frameworkprofile.h"

namespace rooflab {
namespace {

constexpr const char* kSourceGradientDtype = "the gradients' dtype (PyTorch DDP and Megatron reduce .grad / main_grad "
                                             "as stored: Megatron-LM arguments.py --grad-reduce-in-bf16 off)";
constexpr const char* kSourceFsdpReduce =
    "FSDP reduce_dtype float32: torchtitan config/job_config.py mixed_precision_reduce (000204a); Composer "
    "get_mixed_precision, mixed_precision DEFAULT (mosaicml/composer)";
constexpr const char* kSourceDeepSpeedReduce =
    "DeepSpeed runtime/engine.py DeepSpeedEngine.communication_data_type: the fp16/bf16 dtype when enabled, "
    "else fp32";

bool megatronBuffer(Implementation implementation) {
    return implementation == Implementation::Megatron || implementation == Implementation::MegatronCore;
}

} // namespace

bool fsdpCastsParameters(const Scenario& sc) {
    const Implementation impl = sc.training.implementation;
    const bool fsdpMixedPrecision = impl == Implementation::Torchtitan || impl == Implementation::LlmFoundry;
    return fsdpMixedPrecision && sc.parallel.zeroStage == 3 &&
           dtypeBytes(sc.precision.weights) > dtypeBytes(sc.precision.activations);
}

bool isFrameworkProfile(Implementation implementation) {
    switch (implementation) {
    case Implementation::MegatronCore:
    case Implementation::Torchtitan:
    case Implementation::LlmFoundry:
    case Implementation::DeepSpeed:
        return true;
    case Implementation::Megatron:
    case Implementation::PyTorchEager:
    case Implementation::PyTorchSdpa:
        return false;
    }
    return false;
}

LossKind profileLoss(Implementation implementation) {
    // torchtitan's cross_entropy_loss is F.cross_entropy over the logits cast to fp32; MPT's
    // loss_fn defaults to flash-attn's fused cross-entropy (in-place backward); Megatron's
    // code (Megatron-Core, Megatron-DeepSpeed) runs its vocab-parallel cross-entropy.
    return implementation == Implementation::Torchtitan ? LossKind::Eager : LossKind::Fused;
}

RmsNormKernel profileRmsNorm(Implementation implementation) {
    // torchtitan's norm is torch.nn.RMSNorm since 3b39d7ab0 (2025-03, "Switch RMSNorm implementation
    // to native PyTorch version"), which PyTorch runs as one fused CUDA kernel each way since
    // pytorch/pytorch#153666 (2025, the 2.8 releases on) when input and weight share a dtype: FSDP2's
    // bf16 parameters over the bf16 stream, or fp32 over fp32. Hugging Face's LlamaRMSNorm and
    // torchtitan's own RMSNorm of 2024 (9dec370 torchtitan/models/norms.py) run op by op.
    return implementation == Implementation::Torchtitan ? RmsNormKernel::Fused : RmsNormKernel::Composite;
}

bool profileOverlapsGradReduce(Implementation implementation) {
    // DeepSpeed's pipeline engine reduces the gradients after the last micro-batch's backward
    // (the schedule's ReduceGrads), and ZeRO-1/2's overlap_comm defaults to off (on for stage 3).
    return implementation != Implementation::DeepSpeed;
}

bool profileOverlapsParamGather(Implementation implementation) {
    // Megatron-Bridge's and NeMo 2's performance recipes set ddp overlap_param_gather (with
    // overlap_grad_reduce); Megatron-LM's own --overlap-param-gather defaults to off, and no other
    // profile's ZeRO-1/2 gathers during the forward.
    return implementation == Implementation::MegatronCore;
}

void applyProfileDefaults(TrainingConfig& training) {
    training.overlapParamGather = profileOverlapsParamGather(training.implementation);
    training.rmsNorm = profileRmsNorm(training.implementation);
    if (!isFrameworkProfile(training.implementation))
        return;
    training.loss = profileLoss(training.implementation);
    training.overlapGradReduce = profileOverlapsGradReduce(training.implementation);
}

DType gradientReduceDType(const Scenario& sc) {
    if (sc.precision.gradReduce)
        return *sc.precision.gradReduce;
    switch (sc.training.implementation) {
    case Implementation::Torchtitan:
    case Implementation::LlmFoundry:
        return DType::FP32;
    case Implementation::DeepSpeed:
        if (sc.precision.weights == DType::FP16 || sc.precision.weights == DType::BF16)
            return sc.precision.weights;
        return DType::FP32;
    case Implementation::Megatron:
    case Implementation::MegatronCore:
    case Implementation::PyTorchEager:
    case Implementation::PyTorchSdpa:
        break;
    }
    return sc.precision.gradients;
}

const char* gradientReduceSource(const Scenario& sc) {
    if (sc.precision.gradReduce)
        return "precision.grad_reduce_dtype";
    switch (sc.training.implementation) {
    case Implementation::Torchtitan:
    case Implementation::LlmFoundry:
        return kSourceFsdpReduce;
    case Implementation::DeepSpeed:
        return kSourceDeepSpeedReduce;
    case Implementation::Megatron:
    case Implementation::MegatronCore:
    case Implementation::PyTorchEager:
    case Implementation::PyTorchSdpa:
        break;
    }
    return kSourceGradientDtype;
}

void applyGradientReduceBuffer(PrecisionConfig& p, Implementation implementation) {
    if (megatronBuffer(implementation) && p.gradReduce && p.preset != PrecisionPreset::Custom && p.masterWeights)
        p.gradients = *p.gradReduce;
}

OptimizerImpl TrainingConfig::resolvedOptimizerImpl() const {
    if (optimizerImpl != OptimizerImpl::Auto)
        return optimizerImpl;
    switch (implementation) {
    case Implementation::Megatron:
    case Implementation::MegatronCore: // TE / Apex FusedAdam
    case Implementation::DeepSpeed:    // DeepSpeed's FusedAdam (ops/adam/fused_adam.py)
    case Implementation::Torchtitan:   // optimizer.implementation = "fused" (torch.optim.AdamW(fused=True))
        return OptimizerImpl::Fused;
    case Implementation::LlmFoundry: // Composer's DecoupledAdamW steps each parameter in a loop
        return OptimizerImpl::ForLoop;
    case Implementation::PyTorchEager:
    case Implementation::PyTorchSdpa:
        break;
    }
    return backend == Backend::Cuda ? OptimizerImpl::ForEach : OptimizerImpl::ForLoop;
}

AttentionKernel TrainingConfig::resolvedAttentionKernel() const {
    if (attentionKernel != AttentionKernel::Auto)
        return attentionKernel;
    switch (implementation) {
    case Implementation::MegatronCore: // Transformer Engine selects FusedAttention (cuDNN) on sm90+
    case Implementation::Torchtitan:   // SDPA with [CUDNN, FLASH, MATH] first (models/common/attention.py)
    case Implementation::PyTorchSdpa:  // PyTorch 2.11+: cuDNN preferred on sm90/sm100 (sdp_utils.cpp)
    case Implementation::PyTorchEager:
    // Megatron-LM of 2021-22 had no fused attention kernel of its own: its flash_attention switch
    // stands for the card's best fused kernel, as the lectures use it.
    case Implementation::Megatron:
        return AttentionKernel::Cudnn;
    case Implementation::LlmFoundry: // attn_impl "flash": the flash_attn 2 package
    case Implementation::DeepSpeed:  // Megatron-DeepSpeed's --use-flash-attn-v2
        break;
    }
    return AttentionKernel::FlashAttn2;
}

GradientBuffers TrainingConfig::resolvedGradBuffers() const {
    if (gradBuffers != GradientBuffers::Auto)
        return gradBuffers;
    // DeepSpeed's engine all-reduces flattened buckets (allreduce_bucket: flatten, divide, copy
    // back); PyTorch DDP copies into its buckets and back; Megatron reduces its buffer in place.
    if (implementation == Implementation::DeepSpeed)
        return GradientBuffers::Flattened;
    return isPyTorch() ? GradientBuffers::BucketCopies : GradientBuffers::InPlace;
}

MlpActivation mlpActivation(const Scenario& scenario) {
    const MlpActivation own = scenario.model.arch.activation;
    if (own != MlpActivation::Auto)
        return own;
    return scenario.training.isHuggingFace() ? MlpActivation::GeluNew : MlpActivation::Gelu;
}

} // namespace rooflab
