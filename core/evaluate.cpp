#include "core/evaluate.h"

#include "core/base/fieldlimits.h"

#include "core/base/derivation.h"
#include "core/base/translatable.h"
#include "core/memory/inferencememory.h"
#include "core/memory/servingcapacity.h"
#include "core/memory/trainingmemory.h"
#include "core/model/frameworkknobs.h"
#include "core/model/powerlimit.h"
#include "core/model/servingagreement.h"
#include "core/roofline/flops.h"
#include "core/roofline/roofline.h"
#include "core/serving/expertserving.h"
#include "core/serving/servingcalibration.h"
#include "core/serving/servingmodel.h"
#include "core/steptime/steptime.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace rooflab {
namespace {

// A layout that leaves GPUs idle, or that Megatron refuses.
void addParallelWarnings(const Scenario& sc, std::vector<std::string>& warnings) {
    if (sc.parallel.contextParallel > 1 && sc.parallel.gpus % sc.parallel.modelParallel() != 0)
        warnings.push_back(
            "parallel.gpus: " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                        "%1 is not a multiple of tp x pp x cp = %2; the remainder is idle"),
                        {messageArgument(sc.parallel.gpus), messageArgument(sc.parallel.modelParallel())}));
    else if (sc.parallel.gpus % (sc.parallel.tensorParallel * sc.parallel.pipelineParallel) != 0)
        warnings.push_back("parallel.gpus: " +
                           coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                       "%1 is not a multiple of tp x pp = %2; the remainder is idle"),
                                       {messageArgument(sc.parallel.gpus),
                                        messageArgument(sc.parallel.tensorParallel * sc.parallel.pipelineParallel)}));
    if (!sc.model.arch.isMoe() && (sc.parallel.expertParallel > 1 || sc.parallel.expertTensorParallel > 0))
        warnings.push_back("parallel.ep: " +
                           coreMessage(ROOFLAB_TR_NOOP(
                               "rooflab::Messages", "the model has no routed experts; expert parallelism is ignored")));
    else if (sc.model.arch.isMoe()) {
        const int stageGpus = sc.parallel.gpus / std::max(1, sc.parallel.pipelineParallel);
        const int expertGpus = sc.parallel.expertParallel * sc.parallel.expertTensor();
        if (expertGpus > 0 && stageGpus % expertGpus != 0)
            warnings.push_back(
                "parallel.ep: " +
                coreMessage(
                    ROOFLAB_TR_NOOP(
                        "rooflab::Messages",
                        "the %1 GPUs of a pipeline stage are not a multiple of ep x etp = %2; Megatron refuses this layout"),
                    {messageArgument(stageGpus), messageArgument(expertGpus)}));
    }
}

// Lengths past what the model was trained for, or past what the model's figures cover.
void addLengthWarnings(const Scenario& sc, std::vector<std::string>& warnings) {
    // Past a rotary model's trained context the positions exist but were never trained: the
    // numbers hold, the model's quality does not (vLLM refuses such a max_model_len by default).
    if (const std::int64_t limit = contextLimit(sc.model.arch); limit > 0 && !contextLimitIsHard(sc.model.arch)) {
        if (sc.training.seqLen > limit)
            warnings.push_back(
                "training.seq_len: " +
                coreMessage(
                    ROOFLAB_TR_NOOP(
                        "rooflab::Messages",
                        "%1 tokens are beyond the %2 the model was trained for; training there extends its context (RoPE scaling)"),
                    {messageArgument(sc.training.seqLen), messageArgument(limit)}));
        if (sc.inference.context > limit)
            warnings.push_back(
                "inference.context: " +
                coreMessage(
                    ROOFLAB_TR_NOOP(
                        "rooflab::Messages",
                        "%1 tokens are beyond the model's %2-token context; vLLM refuses a longer max_model_len unless told to"),
                    {messageArgument(sc.inference.context), messageArgument(limit)}));
    }
    if (sc.training.seqLen > 1'000'000)
        warnings.push_back(
            "training.seq_len: " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                        "above 1M tokens, activations and attention FLOPs are extrapolated")));
    if (!sc.training.usesFlashAttention() &&
        double(sc.training.seqLen) * sc.training.seqLen * sc.model.arch.heads * sc.training.microBatch > 1e12)
        warnings.push_back(coreMessage(
            ROOFLAB_TR_NOOP("rooflab::Messages", "without FlashAttention the s x s attention scores dominate memory")));
}

// The kernels and ceilings the model runs on that are slower than the GPU's best.
void addKernelWarnings(const Scenario& sc, std::vector<std::string>& warnings) {
    // The LM head that runs cuBLAS's unaligned kernels (core/roofline/roofline.h); nanoGPT pads GPT-2's
    // 50,257 to 50,304.
    if (lmHeadUnaligned(sc))
        warnings.push_back(
            "model.vocab: " +
            coreMessage(
                ROOFLAB_TR_NOOP(
                    "rooflab::Messages",
                    "%1 is odd: the LM head's 16-bit products run cuBLAS's unaligned kernels, about a sixth of the aligned speed on an H100; a vocabulary padded to a multiple of 64 (%2) avoids that"),
                {messageArgument(sc.model.arch.vocab), messageArgument((sc.model.arch.vocab + 63) / 64 * 64)}));
    if (sc.gpu.fp32VectorPeak <= 0 && sc.gpu.peak(DType::FP32) <= 0)
        warnings.push_back(
            "hardware: " +
            coreMessage(
                ROOFLAB_TR_NOOP("rooflab::Messages",
                                "%1 gives no FP32 rate; non-matmul operations use the %2 ceiling on the roofline"),
                {sc.gpu.name, std::string(dtypeLabel(sc.precision.compute))}));
    // Packed documents only shorten the attention of a kernel that takes their boundaries.
    if (sc.phase == Phase::Train && sc.training.packedDocumentTokens > 0 && !sc.training.usesFlashAttention())
        warnings.push_back(
            "training.packed_document_tokens: " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                        "materialised attention computes every score of the sequence whatever the "
                                        "documents' mask; only a fused variable-length kernel keeps attention within "
                                        "each document")));
}

// hardware.power_limit_w: what the step time assumes of it (core/model/powerlimit.h).
void addPowerWarnings(const Scenario& sc, std::vector<std::string>& warnings) {
    if (!sc.powerLimitW)
        return;
    const PowerDerate derate = powerDerate(sc.gpu, sc.powerLimitW);
    char percent[16];
    std::snprintf(percent, sizeof percent, "%.1f %%", derate.clockFraction * 100.0);
    std::string text;
    if (derate.boardWatts <= 0)
        text =
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1 gives no board power (power_w); the limit is ignored"),
                        {sc.gpu.name});
    else if (derate.clamped)
        text = coreMessage(
            ROOFLAB_TR_NOOP("rooflab::Messages", "%1 W is above the board's %2 W; the board's limit applies"),
            {messageArgument(*sc.powerLimitW), messageArgument(derate.boardWatts)});
    else if (derate.derated())
        text = coreMessage(
            ROOFLAB_TR_NOOP(
                "rooflab::Messages",
                "%1 W of the board's %2 W: the sustained SM clock and every compute peak of the step time are taken as %3 of the datasheet's ((limit / board)^(1/3), assumed); memory bandwidth is not derated"),
            {messageArgument(derate.limitWatts), messageArgument(derate.boardWatts), std::string(percent)});
    if (!text.empty())
        warnings.push_back("hardware.power_limit_w: " + text);
}

// What the figures hold only with a caveat; none changes a figure.
std::vector<std::string> scenarioWarnings(const Scenario& sc) {
    std::vector<std::string> warnings;
    addParallelWarnings(sc, warnings);
    addLengthWarnings(sc, warnings);
    addKernelWarnings(sc, warnings);
    addPowerWarnings(sc, warnings);
    for (std::string& warning : frameworkKnobWarnings(sc))
        warnings.push_back(std::move(warning));
    return warnings;
}

} // namespace

Report evaluate(const Scenario& sc, Trace* trace, const StepEfficiency* efficiency, const ServingMeasurement* serving) {
    Report r;
    r.arch = sc.model.arch;
    r.parameters = countParameters(sc.model.arch);
    r.parameterCount = effectiveParameterCount(sc);
    r.warnings = scenarioWarnings(sc);
    r.stageMemory = computeStageMemory(sc, trace);
    // A pipeline's peak is its largest stage (ties as computeTrainingMemory picks them); a trace
    // also needs the peak's own figures ("memory.*").
    if (!r.stageMemory.empty() && !trace)
        r.memory = peakOfStages(r.stageMemory);
    else
        r.memory = computeTrainingMemory(sc, trace);
    r.fit = computeFitAnswers(sc, trace);
    r.inference = computeInferenceMemory(sc, trace);
    r.inference.serving = computeServingCapacity(sc, trace);
    applyExpertLayout(expertServingLayout(sc), sc, r.inference.serving, trace);
    r.flops = computeFlops(sc, trace);
    r.time = computeTime(sc, r.flops, trace);
    r.roofline = computeRoofline(sc, sc.phase, trace);
    // The step time is of training whatever phase the roofline chart shows.
    if (sc.phase == Phase::Train)
        r.step = computeStepTime(sc, r.roofline, r.flops, trace, efficiency, &r.memory.host);
    else
        r.step =
            computeStepTime(sc, computeRoofline(sc, Phase::Train, nullptr), r.flops, trace, efficiency, &r.memory.host);
    // The run's length at the step-time model's speed, beside the one at the MFU the user set.
    // A run is whole steps: training tokens fewer than one step's still take that step (else
    // "158 years to train" stood beside "633 years per step").
    if (r.step.tokensPerSecond > 0 && r.flops.trainingTokens > 0) {
        const bool oneStep = r.flops.tokensPerStep > r.flops.trainingTokens;
        if (oneStep)
            r.warnings.push_back("training.tokens: fewer than one step's tokens (global batch x sequence length): "
                                 "the run is one step");
        const Traced days =
            Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "training days at the predicted speed"),
                             Unit::Days)
                .times(oneStep ? ROOFLAB_TR_NOOP("rooflab::Explain", "tokens of one step (more than the training "
                                                                     "tokens)")
                               : ROOFLAB_TR_NOOP("rooflab::Explain", "training tokens"),
                       oneStep ? r.flops.tokensPerStep : r.flops.trainingTokens, Unit::Count)
                .over(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per second, all GPUs"), r.step.tokensPerSecond,
                      Unit::TokensPerSecond)
                .over(ROOFLAB_TR_NOOP("rooflab::Explain", "seconds per day"), 86400.0, Unit::Plain)
                .result();
        r.time.daysAtPredictedSpeed = days;
        if (trace)
            trace->nameFigure("compute.days_predicted", days);
    }
    if (sc.serving) {
        const ServingCalibration* calibration = serving && serving->calibration ? &*serving->calibration : nullptr;
        r.serving = computeServing(sc, trace, efficiency, calibration);
        if (!calibration && serving)
            r.serving->calibration = serving->refusal;
        r.serving->agreement = servingAgreement(sc, r.serving->calibrated);
        for (const std::string& note : r.serving->notes) // queueing, saturation, no room: say so
            r.warnings.push_back("serving: " + note);
    }
    return r;
}

} // namespace rooflab
