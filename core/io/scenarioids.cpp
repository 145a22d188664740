#include "core/io/scenarioids.h"

#include "core/io/scenarioio.h"

namespace rooflab {
namespace scenarioids {

const std::vector<std::string_view> kPrecisionIds{"fp32",      "bf16-mixed", "fp16-mixed", "bf16-pure",
                                                  "fp8-mixed", "amp-bf16",   "amp-fp16",   "custom"};
const std::vector<std::string_view> kFp8ScalingIds{"delayed", "tensorwise", "blockwise", "rowwise"};
const std::vector<std::string_view> kImplementationIds{"megatron",  "megatron-core", "torchtitan",  "llm-foundry",
                                                       "deepspeed", "pytorch-eager", "pytorch-sdpa"};
const std::vector<std::string_view> kLossIds{"eager", "fused", "chunked", "compiled"};
const std::vector<std::string_view> kBackendIds{"cuda", "cpu"};
const std::vector<std::string_view> kPyTorchVersionIds{"2", "1.13"};
const std::vector<std::string_view> kRmsNormIds{"composite", "fused"};
const std::vector<std::string_view> kOptimizerImplIds{"auto", "fused", "foreach", "for-loop"};
const std::vector<std::string_view> kGradientBuffersIds{"auto", "in_place", "bucket_copies", "flattened"};
const std::vector<std::string_view> kStepPhaseIds{"forward", "loss", "backward", "optimizer"};
const std::vector<std::string_view> kOptimizerIds{"sgd",   "sgd-momentum", "adagrad", "rmsprop",  "adam",
                                                  "adamw", "adamw-8bit",   "lion",    "adafactor"};
const std::vector<std::string_view> kCheckpointingIds{"none", "selective", "full", "every-k", "op-selective", "block"};
const std::vector<std::string_view> kReshardAfterForwardIds{"default", "always", "never"};
const std::vector<std::string_view> kTpSavedInputsIds{"default", "sharded", "gathered"};
const std::vector<std::string_view> kContextCommTypeIds{"p2p", "all_gather", "a2a", "a2a+p2p"};
const std::vector<std::string_view> kContextRotateMethodIds{"allgather", "alltoall"};
const std::vector<std::string_view> kPipelineScheduleIds{"1f1b", "dualpipe"};
const std::vector<std::string_view> kAttentionKernelIds{"auto", "cudnn", "flash-attn-2", "flash-attn-3"};
const std::vector<std::string_view> kPhaseIds{"train", "prefill", "decode"};

} // namespace scenarioids

using namespace scenarioids;

std::string_view precisionPresetId(PrecisionPreset preset) {
    return kPrecisionIds[std::size_t(preset)];
}
std::string_view optimizerId(Optimizer optimizer) {
    return kOptimizerIds[std::size_t(optimizer)];
}
std::string_view checkpointingId(Checkpointing mode) {
    return kCheckpointingIds[std::size_t(mode)];
}
std::string_view phaseId(Phase phase) {
    return kPhaseIds[std::size_t(phase)];
}
std::string_view implementationId(Implementation implementation) {
    return kImplementationIds[std::size_t(implementation)];
}
std::string_view lossId(LossKind loss) {
    return kLossIds[std::size_t(loss)];
}
std::string_view backendId(Backend backend) {
    return kBackendIds[std::size_t(backend)];
}
std::string_view optimizerImplId(OptimizerImpl impl) {
    return kOptimizerImplIds[std::size_t(impl)];
}
std::string_view gradientBuffersId(GradientBuffers buffers) {
    return kGradientBuffersIds[std::size_t(buffers)];
}
std::string_view stepPhaseId(StepPhase phase) {
    return kStepPhaseIds[std::size_t(phase)];
}
std::string_view fitVerdictId(FitVerdict verdict) {
    switch (verdict) {
    case FitVerdict::Fits:
        return "fits";
    case FitVerdict::Tight:
        return "tight";
    case FitVerdict::DoesNotFit:
        break;
    }
    return "does-not-fit";
}
std::string_view boundId(Bound bound) {
    return bound == Bound::Memory ? "memory" : "compute";
}

} // namespace rooflab
