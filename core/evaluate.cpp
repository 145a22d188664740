#include "core/evaluate.h"

#include "core/fieldlimits.h"

#include "core/derivation.h"
#include "core/flops.h"
#include "core/inferencememory.h"
#include "core/roofline.h"
#include "core/servingcapacity.h"
#include "core/steptime.h"
#include "core/translatable.h"
#include "core/trainingmemory.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace rooflab {
namespace {

template <typename T>
std::string str(T value) {
    if constexpr (std::is_floating_point_v<T>) {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%g", double(value));
        return buffer;
    } else {
        return std::to_string(value);
    }
}

} // namespace

std::vector<std::string> validateScenario(const Scenario& sc) {
    std::vector<std::string> problems;
    // The message is built (and translated) only for a check that fails: this runs on every
    // slider step.
    auto require = [&](bool ok, auto&& message) {
        if (!ok)
            problems.push_back(message());
    };
    auto finite = [](double v) { return std::isfinite(v); };

    if (sc.model.sizeOnlyParams != 0)
        require(finite(sc.model.sizeOnlyParams) && sc.model.sizeOnlyParams >= 1e5 && sc.model.sizeOnlyParams <= 1e15, [&] { return "model.params: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2 parameters, got %3"), {"1e5", "1e15", str(sc.model.sizeOnlyParams)}); });
    if (const std::string archProblem = validateArchitecture(sc.model.arch); !archProblem.empty())
        problems.push_back("model." + archProblem);

    const TrainingConfig& t = sc.training;
    require(t.microBatch >= 1 && t.microBatch <= (1 << 20), [&] { return "training.micro_batch: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"), {"1", "1048576", str(t.microBatch)}); });
    require(t.seqLen >= 1 && t.seqLen <= (1 << 24), [&] { return "training.seq_len: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2 tokens, got %3"), {"1", "16777216", str(t.seqLen)}); });
    require(t.gradAccum >= 1 && t.gradAccum <= (1 << 20), [&] { return "training.grad_accum: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"), {"1", "1048576", str(t.gradAccum)}); });
    require(t.checkpointEveryK >= 0, [&] { return "training.checkpoint_every: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be >= 0, got %1"), {str(t.checkpointEveryK)}); });
    require(finite(t.tokens) && t.tokens >= 0 && t.tokens <= 1e18, [&] { return "training.tokens: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"), {"0", "1e18", str(t.tokens)}); });

    const ParallelConfig& p = sc.parallel;
    require(p.gpus >= 1 && p.gpus <= (1 << 20), [&] { return "parallel.gpus: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"), {"1", "1048576", str(p.gpus)}); });
    require(p.zeroStage >= 0 && p.zeroStage <= 3, [&] { return "parallel.zero: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be 0, 1, 2 or 3, got %1"), {str(p.zeroStage)}); });
    require(p.tensorParallel >= 1 && p.tensorParallel <= 1024, [&] { return "parallel.tp: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"), {"1", "1024", str(p.tensorParallel)}); });
    require(p.pipelineParallel >= 1 && p.pipelineParallel <= 4096, [&] { return "parallel.pp: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"), {"1", "4096", str(p.pipelineParallel)}); });
    if (p.tensorParallel >= 1 && p.pipelineParallel >= 1 && p.gpus >= 1)
        require(p.gpus >= p.tensorParallel * p.pipelineParallel, [&] { return "parallel.gpus: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be at least tp x pp = %1, got %2"),
                                                  {str(p.tensorParallel * p.pipelineParallel), str(p.gpus)}); });
    require(p.expertParallel >= 1 && p.expertParallel <= 4096, [&] { return "parallel.ep: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"), {"1", "4096", str(p.expertParallel)}); });
    require(p.expertTensorParallel >= 0 && p.expertTensorParallel <= 1024, [&] { return "parallel.etp: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"), {"0", "1024", str(p.expertTensorParallel)}); });
    if (sc.model.arch.isMoe() && p.expertParallel >= 1) {
        require(sc.model.arch.experts % p.expertParallel == 0, [&] { return "parallel.ep: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must divide the model's %1 experts, got %2"),
                                                                                {str(sc.model.arch.experts), str(p.expertParallel)}); });
        const long long expertGpus = (long long)p.expertParallel * std::max(1, p.expertTensor());
        if (p.pipelineParallel >= 1 && p.gpus >= 1)
            require(expertGpus <= p.gpus / p.pipelineParallel, [&] { return "parallel.ep: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "ep x etp = %1 GPUs must fit in the %2 GPUs of a pipeline stage"),
                                                                                   {str(expertGpus), str(p.gpus / p.pipelineParallel)}); });
    }
    require(p.contextParallel >= 1 && p.contextParallel <= 1024, [&] { return "parallel.cp: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"), {"1", "1024", str(p.contextParallel)}); });
    if (p.contextParallel > 1 && p.contextParallel <= 1024) {
        const long long modelGpus = (long long)p.tensorParallel * p.pipelineParallel * p.contextParallel;
        if (p.tensorParallel >= 1 && p.pipelineParallel >= 1)
            require(modelGpus <= p.gpus, [&] { return "parallel.cp: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "tp x pp x cp = %1 GPUs exceed the %2 GPUs"), {str(modelGpus), str(p.gpus)}); });
        // Megatron splits each sequence into 2 cp chunks (cp without load balancing).
        const int chunks = p.contextLoadBalanced ? 2 * p.contextParallel : p.contextParallel;
        require(t.seqLen % chunks == 0, [&] { return "parallel.cp: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "the sequence of %1 tokens does not split into %2 equal chunks"), {str(t.seqLen), str(chunks)}); });
        // Ring attention runs on FlashAttention-style kernels that merge partial softmaxes.
        require(t.usesFlashAttention(), [&] { return "parallel.cp: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "context parallelism needs FlashAttention (ring attention merges its partial results)")); });
    }
    // Offload: only the combinations DeepSpeed (ZeRO-Offload, ZeRO-Infinity) and FSDP run.
    const OffloadConfig& off = p.offload;
    if (off.optimizerOffloaded())
        require(p.zeroStage >= 1, [&] { return "parallel.offload.optimizer: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "the optimizer moves to the host with ZeRO stage 1 or more (it updates its own partition there), got stage %1"), {str(p.zeroStage)}); });
    if (off.parametersOffloaded())
        require(p.zeroStage == 3 && off.optimizerOffloaded(), [&] { return "parallel.offload.parameters: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "parameters move to the host with ZeRO stage 3 and the optimizer offloaded")); });
    require(off.gradients == (off.optimizerOffloaded() ? OffloadDevice::Cpu : OffloadDevice::None), [&] { return "parallel.offload.gradients: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "the gradient partition lives where the optimizer runs: \"cpu\" with an offloaded optimizer, else \"none\"")); });
    require(off.activations != OffloadDevice::Nvme, [&] { return "parallel.offload.activations: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "activations move to the host's memory only (\"cpu\")")); });
    require(finite(t.moeCapacityFactor) && t.moeCapacityFactor >= 1 && t.moeCapacityFactor <= 64, [&] { return "training.moe_capacity_factor: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"), {"1", "64", str(t.moeCapacityFactor)}); });
    if (p.pipelineParallel >= 1 && sc.model.arch.layers >= 1)
        require(p.pipelineParallel <= sc.model.arch.layers, [&] { return "parallel.pp: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "cannot exceed the model's %1 layers, got %2"),
                                                {str(sc.model.arch.layers), str(p.pipelineParallel)}); });

    require(finite(sc.gpu.memoryBytes) && sc.gpu.memoryBytes > 0, [&] { return "hardware: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "GPU memory must be > 0")); });
    require(finite(sc.gpu.bandwidth) && sc.gpu.bandwidth > 0, [&] { return "hardware: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "GPU bandwidth must be > 0")); });
    require(sc.gpu.peak(sc.precision.compute) > 0, [&] { return "hardware: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1 has no %2 peak; choose another precision or GPU"),
                                       {sc.gpu.name, std::string(dtypeLabel(sc.precision.compute))}); });
    if (const auto& set = sc.runtime.overrideBytes)
        require(finite(*set) && *set >= 0 && *set <= 1e5 * 1024.0 * 1024 * 1024, [&] { return "overhead_gib: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2 GiB, got %3"),
                                               {"0", "100000", str(*set / (1024.0 * 1024 * 1024))}); });
    // runtime.*: the limits scenario files are read with, for scenarios built in code too.
    const auto within = [&](const char* field, double value, FieldLimit limit) {
        require(finite(value) && value >= limit.min && value <= limit.max, [&] {
            return std::string("runtime.") + field + ": " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                                                                 {str(limit.min), str(limit.max), str(value)});
        });
    };
    constexpr double kMiB = 1024.0 * 1024;
    within("cuda_context_mib", sc.runtime.cudaContextBytes / kMiB, limits::cudaContextMiB);
    within("nccl_mib_per_communicator", sc.runtime.ncclBytesPerCommunicator / kMiB, limits::ncclMiBPerCommunicator);
    within("allocator_reserve", sc.runtime.allocatorReserve, limits::allocatorReserve);
    require(finite(sc.run.mfu) && sc.run.mfu > 0 && sc.run.mfu <= 1, [&] { return "run.mfu: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be in (0, 1], got %1"), {str(sc.run.mfu)}); });
    require(finite(sc.run.pricePerGpuHour) && sc.run.pricePerGpuHour >= 0, [&] { return "run.price_per_gpu_hour: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be >= 0, got %1"), {str(sc.run.pricePerGpuHour)}); });
    require(finite(sc.run.measuredStepTimeS) && sc.run.measuredStepTimeS >= 0, [&] { return "run.measured_step_time_s: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be >= 0, got %1"), {str(sc.run.measuredStepTimeS)}); });
    require(sc.inference.batch >= 1 && sc.inference.batch <= (1 << 24), [&] { return "inference.batch: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"), {"1", "16777216", str(sc.inference.batch)}); });
    require(sc.inference.context >= 1 && sc.inference.context <= (1 << 30), [&] { return "inference.context: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2 tokens, got %3"), {"1", "1073741824", str(sc.inference.context)}); });
    // A learned position table has no row past its last: such a sequence cannot run at all.
    if (const int limit = contextLimit(sc.model.arch); limit > 0 && contextLimitIsHard(sc.model.arch)) {
        require(t.seqLen <= limit, [&] { return "training.seq_len: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1 tokens exceed the model's %2 learned positions (a position table has no row beyond it)"), {str(t.seqLen), str(limit)}); });
        require(sc.inference.context <= limit, [&] { return "inference.context: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1 tokens exceed the model's %2 learned positions (a position table has no row beyond it)"), {str(sc.inference.context), str(limit)}); });
    }
    return problems;
}

Report evaluate(const Scenario& sc, Trace* trace, const StepEfficiency* efficiency) {
    Report r;
    r.arch = sc.model.arch;
    r.parameters = countParameters(sc.model.arch);
    r.parameterCount = effectiveParameterCount(sc);
    if (sc.parallel.contextParallel > 1 && sc.parallel.gpus % sc.parallel.modelParallel() != 0)
        r.warnings.push_back("parallel.gpus: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1 is not a multiple of tp x pp x cp = %2; the remainder is idle"),
                                                             {str(sc.parallel.gpus), str(sc.parallel.modelParallel())}));
    else if (sc.parallel.gpus % (sc.parallel.tensorParallel * sc.parallel.pipelineParallel) != 0)
        r.warnings.push_back("parallel.gpus: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1 is not a multiple of tp x pp = %2; the remainder is idle"),
                                                             {str(sc.parallel.gpus),
                                                              str(sc.parallel.tensorParallel * sc.parallel.pipelineParallel)}));
    if (!sc.model.arch.isMoe() && (sc.parallel.expertParallel > 1 || sc.parallel.expertTensorParallel > 0))
        r.warnings.push_back("parallel.ep: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "the model has no routed experts; expert parallelism is ignored")));
    else if (sc.model.arch.isMoe()) {
        const int stageGpus = sc.parallel.gpus / std::max(1, sc.parallel.pipelineParallel);
        const int expertGpus = sc.parallel.expertParallel * sc.parallel.expertTensor();
        if (expertGpus > 0 && stageGpus % expertGpus != 0)
            r.warnings.push_back("parallel.ep: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "the %1 GPUs of a pipeline stage are not a multiple of ep x etp = %2; Megatron refuses this layout"),
                                                               {str(stageGpus), str(expertGpus)}));
    }
    // Past a rotary model's trained context the positions exist but were never trained: the
    // numbers hold, the model's quality does not (vLLM refuses such a max_model_len by default).
    if (const int limit = contextLimit(sc.model.arch); limit > 0 && !contextLimitIsHard(sc.model.arch)) {
        if (sc.training.seqLen > limit)
            r.warnings.push_back("training.seq_len: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1 tokens are beyond the %2 the model was trained for; training there extends its context (RoPE scaling)"),
                                                                    {str(sc.training.seqLen), str(limit)}));
        if (sc.inference.context > limit)
            r.warnings.push_back("inference.context: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1 tokens are beyond the model's %2-token context; vLLM refuses a longer max_model_len unless told to"),
                                                                     {str(sc.inference.context), str(limit)}));
    }
    if (sc.training.seqLen > 1'000'000)
        r.warnings.push_back("training.seq_len: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "above 1M tokens, activations and attention FLOPs are extrapolated")));
    if (!sc.training.usesFlashAttention() && double(sc.training.seqLen) * sc.training.seqLen * sc.model.arch.heads *
                                               sc.training.microBatch > 1e12)
        r.warnings.push_back(coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "without FlashAttention the s x s attention scores dominate memory")));
    // The LM head that runs cuBLAS's unaligned kernels (core/roofline.h); nanoGPT pads GPT-2's
    // 50,257 to 50,304.
    if (lmHeadUnaligned(sc))
        r.warnings.push_back("model.vocab: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1 is odd: the LM head's 16-bit products run cuBLAS's unaligned kernels, about a sixth of the aligned speed on an H100; a vocabulary padded to a multiple of 64 (%2) avoids that"),
                                                           {str(sc.model.arch.vocab), str((sc.model.arch.vocab + 63) / 64 * 64)}));
    if (sc.gpu.fp32VectorPeak <= 0 && sc.gpu.peak(DType::FP32) <= 0)
        r.warnings.push_back("hardware: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1 gives no FP32 rate; non-matmul operations use the %2 ceiling on the roofline"),
                                                        {sc.gpu.name, std::string(dtypeLabel(sc.precision.compute))}));
    r.stageMemory = computeStageMemory(sc, trace);
    // A pipeline's peak is its larger end (ties to the first, as computeTrainingMemory picks);
    // a trace also needs the peak's own figures ("memory.*").
    if (!r.stageMemory.empty() && !trace)
        r.memory = r.stageMemory[1].total > r.stageMemory[0].total ? r.stageMemory[1] : r.stageMemory[0];
    else
        r.memory = computeTrainingMemory(sc, trace);
    r.fit = computeFitAnswers(sc, trace);
    r.inference = computeInferenceMemory(sc, trace);
    r.inference.serving = computeServingCapacity(sc, trace);
    r.flops = computeFlops(sc, trace);
    r.time = computeTime(sc, r.flops, trace);
    r.roofline = computeRoofline(sc, sc.phase, trace);
    // The step time is of training whatever phase the roofline chart shows.
    if (sc.phase == Phase::Train)
        r.step = computeStepTime(sc, r.roofline, r.flops, trace, efficiency, &r.memory.host);
    else
        r.step = computeStepTime(sc, computeRoofline(sc, Phase::Train, nullptr), r.flops, trace, efficiency,
                                 &r.memory.host);
    // The run's length at the step-time model's speed, beside the one at the MFU the user set.
    if (r.step.tokensPerSecond > 0 && sc.training.tokens > 0) {
        const Traced days = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "training days at the predicted speed"),
                                             Unit::Days)
                                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "training tokens"), sc.training.tokens, Unit::Count)
                                .over(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per second, all GPUs"),
                                      r.step.tokensPerSecond, Unit::TokensPerSecond)
                                .over(ROOFLAB_TR_NOOP("rooflab::Explain", "seconds per day"), 86400.0, Unit::Plain)
                                .result();
        r.time.daysAtPredictedSpeed = days;
        if (trace)
            trace->nameFigure("compute.days_predicted", days);
    }
    return r;
}

} // namespace rooflab
