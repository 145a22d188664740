#include "core/model/scenario.h"

#include "core/model/frameworkprofile.h"

#include <algorithm>

namespace rooflab {

PrecisionConfig PrecisionConfig::fromPreset(PrecisionPreset preset, Implementation implementation) {
    PrecisionConfig c;
    c.preset = preset;
    switch (preset) {
    case PrecisionPreset::FP32:
        // Everything in fp32: 4 (weights) + 4 (gradients) + optimizer states, no master copy.
        c.weights = c.gradients = c.optimizerStates = c.activations = c.logits = DType::FP32;
        c.masterWeights.reset();
        c.compute = DType::FP32;
        break;
    case PrecisionPreset::BF16Mixed:
    case PrecisionPreset::Custom:
        // Micikevicius et al. 2018 style: 16-bit working weights and gradients, fp32 master
        // weights and optimizer states (2 + 2 + 4 + 8 = 16 bytes/parameter with Adam).
        c.weights = c.gradients = c.activations = c.compute = DType::BF16;
        c.masterWeights = DType::FP32;
        c.optimizerStates = c.logits = DType::FP32;
        break;
    case PrecisionPreset::FP16Mixed:
        c.weights = c.gradients = c.activations = c.compute = DType::FP16;
        c.masterWeights = DType::FP32;
        c.optimizerStates = c.logits = DType::FP32;
        break;
    case PrecisionPreset::BF16Pure:
        // No master copy; optimizer states in bf16 as well.
        c.weights = c.gradients = c.optimizerStates = c.activations = c.compute = DType::BF16;
        c.masterWeights.reset();
        c.logits = DType::FP32;
        break;
    case PrecisionPreset::FP8Mixed:
        // Transformer Engine's default: bf16 parameters (with FP8 copies of the matmul weights
        // cached between micro-batches, core/memory/lowprecision.h), bf16 gradients and activations
        // (the matmul inputs it keeps are FP8), fp32 master and states. FP8 primary weights
        // (--fp8-param-gather) are `weights: fp8-e4m3`.
        c.weights = DType::BF16;
        c.compute = DType::FP8_E4M3;
        c.gradients = c.activations = DType::BF16;
        c.masterWeights = DType::FP32;
        c.optimizerStates = c.logits = DType::FP32;
        break;
    case PrecisionPreset::AmpBF16:
    case PrecisionPreset::AmpFP16: {
        // torch.autocast with fp32 parameters: fp32 weights, gradients and optimizer states, no
        // master copy; matmuls and their outputs (and the logits) in 16 bits.
        const DType half = preset == PrecisionPreset::AmpBF16 ? DType::BF16 : DType::FP16;
        c.weights = c.gradients = c.optimizerStates = DType::FP32;
        c.masterWeights.reset();
        c.activations = c.compute = half;
        c.logits = DType::FP32;
        c.autocast = true;
        break;
    }
    }
    // Megatron-LM (training/arguments.py) accumulates and reduces bf16 models' gradients in fp32
    // (its main_grad buffer): 2 + 4 + 12 = 18 bytes a parameter, as its
    // theoretical_memory_usage.py counts, not the 16 of 16-bit gradients. fp16 models keep fp16
    // gradients there (loss scaling); pure bf16 has no fp32 anywhere.
    // So do Megatron-Core (NeMo's and Megatron-Bridge's mixed-precision configs set
    // grad_reduce_in_fp32), Megatron-DeepSpeed's BF16_Optimizer (fp32 gradient accumulation
    // buffers) and FSDP with an fp32 sharded parameter (torchtitan's FSDP2, Composer's FSDP:
    // the sharded gradient has the parameter's fp32 dtype).
    const bool huggingFace =
        implementation == Implementation::PyTorchEager || implementation == Implementation::PyTorchSdpa;
    if (!huggingFace && c.weights == DType::BF16 && c.masterWeights)
        c.gradients = DType::FP32;
    return c;
}

void setImplementation(Scenario& scenario, Implementation implementation) {
    const bool switched = scenario.training.implementation != implementation;
    scenario.training.implementation = implementation;
    PrecisionConfig& p = scenario.precision;
    if (p.preset != PrecisionPreset::Custom) {
        const Fp8Scaling scaling = p.fp8Scaling; // recipe options, not part of the mix
        const std::optional<DType> reduce = p.gradReduce;
        const bool fp8AllGather = p.fp8AllGather;
        p = PrecisionConfig::fromPreset(p.preset, implementation);
        p.fp8Scaling = scaling;
        p.gradReduce = reduce;
        p.fp8AllGather = fp8AllGather;
        applyGradientReduceBuffer(p, implementation);
    }
    if (!switched) // a file read sets its own choices after the implementation
        return;
    applyProfileDefaults(scenario.training);
    if (!scenario.training.isPyTorch()) // torch.compile wraps PyTorch modules only
        scenario.training.compile.reset();
}

ModelSpec ModelSpec::sizeOnly(double params) {
    ModelSpec m;
    m.sizeOnlyParams = params;
    m.arch = sizeOnlyArchitecture(params);
    return m;
}

ModelSpec ModelSpec::fromArchitecture(const Architecture& arch, std::string presetId) {
    ModelSpec m;
    m.presetId = std::move(presetId);
    m.arch = arch;
    return m;
}

ModelSpec ModelSpec::fromHfConfig(const Architecture& arch, std::string configJson) {
    ModelSpec m;
    m.arch = arch;
    m.hfConfig = std::move(configJson);
    return m;
}

double effectiveParameterCount(const Scenario& scenario) {
    if (scenario.model.sizeOnlyParams > 0)
        return scenario.model.sizeOnlyParams;
    return double(countParameters(scenario.model.arch).total);
}

void fitLengthsToLearnedPositions(Scenario& sc, bool trainingSequence, bool inferenceContext) {
    const std::int64_t limit = contextLimit(sc.model.arch);
    if (limit <= 0 || !contextLimitIsHard(sc.model.arch))
        return;
    if (trainingSequence)
        sc.training.seqLen = std::min(sc.training.seqLen, limit);
    if (inferenceContext)
        sc.inference.context = std::min(sc.inference.context, limit);
}

PhaseShape phaseShape(const Scenario& sc, Phase phase) {
    PhaseShape p;
    switch (phase) {
    case Phase::Train:
        p.batch = sc.training.microBatch;
        // Context parallelism: this GPU's s / cp queries attend to all s keys (ring attention).
        p.queries = double(sc.training.seqLen) / std::max(1, sc.parallel.contextParallel);
        p.keys = sc.training.seqLen;
        p.headTokens = p.batch * p.queries;
        break;
    case Phase::Prefill:
        p.batch = sc.inference.batch;
        p.queries = p.keys = sc.inference.context;
        p.headTokens = p.batch; // generation needs only the last position's logits
        break;
    case Phase::Decode:
        p.batch = sc.inference.batch;
        p.queries = 1;
        p.keys = sc.inference.context;
        p.headTokens = p.batch;
        break;
    }
    return p;
}

} // namespace rooflab
