#include "core/steptime/steptime.h"

#include "core/model/finetune.h"
#include "core/model/frameworkknobs.h"
#include "core/model/latentattention.h"
#include "core/model/recomputedlayers.h"
#include "core/model/stepagreement.h"
#include "core/roofline/flops.h"
#include "core/steptime/dualpipe.h"
#include "core/steptime/expertoverlap.h"
#include "core/steptime/steptimestages.h"

#include <algorithm>

namespace rooflab {
namespace {

constexpr const char* kSourceMfu = "Chowdhery et al. 2022, PaLM, App. B";
constexpr const char* kStepTime = ROOFLAB_TR_NOOP("rooflab::Explain", "step time (with communication)");

// 4. The bubble, over the ideal pipeline time: every micro-batch's compute and communication.
Traced idealPipelineTime(const StepLayout& layout, const Traced& compute, const ModelParallelComm& comm) {
    return Formula::sum(layout.trace, ROOFLAB_TR_NOOP("rooflab::Explain", "ideal pipeline time"), Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "compute time"), compute, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication"), comm.tp, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "expert all-to-all"), comm.ep, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "exposed context-parallel communication"), comm.cpExposed,
              Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline communication"), comm.pp, Unit::Seconds)
        .result();
}

// 1F1B (interleaved with v chunks): (p - 1) / (v m) of the ideal time.
Traced pipelineBubble(const StepLayout& layout, const Traced& ideal) {
    return Formula::product(layout.trace, ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline bubble"), Unit::Seconds,
                            kSourceBubble)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "ideal pipeline time"), ideal, Unit::Seconds)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline stages - 1"), double(layout.p - 1), Unit::Plain)
        .over(ROOFLAB_TR_NOOP("rooflab::Explain", "virtual stages"), double(layout.v), Unit::Plain)
        .over(kMicroBatches, double(layout.m), Unit::Plain)
        .result();
}

// The step: every stage's part on the critical path, added.
Traced stepTimeSum(Trace* trace, const StepCompute& compute, const ModelParallelComm& model, const Traced& bubble,
                   const DataParallelComm& data, bool optimizerOnHost) {
    return Formula::sum(trace, kStepTime, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "compute time"), compute.compute, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication"), model.tp, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "expert all-to-all"), model.ep, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "exposed context-parallel communication"), model.cpExposed,
              Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline communication"), model.pp, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline bubble"), bubble, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "exposed data-parallel communication"), data.dpExposed, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "exposed ZeRO communication"), data.zeroExposed, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "compute slowed by overlapped communication"), data.interference,
              Unit::Seconds)
        .plus(optimizerOnHost ? ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer step on the host")
                              : ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer update (per step)"),
              compute.optimizer, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "exposed offload copies"), compute.offloadExposed, Unit::Seconds)
        .result();
}

// The tokens one data-parallel replica trains on per step.
double tokensPerReplica(const StepLayout& layout) {
    return double(layout.sc.training.microBatch) * layout.sc.training.seqLen * layout.m;
}

// Model FLOPs: 6N + attention per token, causal half with FlashAttention.
Traced modelFlopsPerStep(const StepLayout& layout) {
    const Scenario& sc = layout.sc;
    const Architecture& a = sc.model.arch;
    const bool causalFlash = sc.training.usesFlashAttention();
    return Formula::product(layout.trace, ROOFLAB_TR_NOOP("rooflab::Explain", "model FLOPs per step"), Unit::Flop,
                            kSourceMfu)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "model FLOPs per token (6N + attention)"),
               modelFlopsPerToken(a, sc.training.attentionSpan(), causalFlash) - frozenBaseFlopsSaving(sc, a),
               Unit::Flop, causalFlash ? "causal half" : "")
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per step"), tokensPerReplica(layout) * layout.d, Unit::Count)
        .result();
}

// Hardware FLOPs add the recomputation (core/roofline/flops.cpp).
Traced hardwareFlopsPerStep(const StepLayout& layout, const FlopsReport& flops, const Traced& modelFlops) {
    const Scenario& sc = layout.sc;
    const bool causalFlash = sc.training.usesFlashAttention();
    // The recomputed forward counts its attention as the model FLOPs do: FlashAttention skips
    // the masked half there too (core/roofline/flops.cpp counts the full s x s).
    // Only the recomputed layers' share f of it (core/model/recomputedlayers.h, the nominal stage
    // as core/roofline/flops.cpp counts it).
    double recomputeFlops = std::max(0.0, flops.stepHardware - flops.stepModel);
    const double recomputedShare = recomputedLayerShare(sc);
    if (causalFlash && recomputedShare > 0)
        recomputeFlops = std::max(0.0, recomputeFlops - recomputedShare * 0.5 *
                                                            attentionCoreForwardFlops(sc.model.arch, sc.training.seqLen,
                                                                                      sc.training.attentionSpan()) *
                                                            sc.training.microBatch * layout.m * layout.d);
    return Formula::sum(layout.trace, ROOFLAB_TR_NOOP("rooflab::Explain", "hardware FLOPs per step"), Unit::Flop)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "model FLOPs per step"), modelFlops, Unit::Flop)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "recomputation FLOPs"), recomputeFlops, Unit::Flop,
              causalFlash ? "causal half" : "")
        .result();
}

// 6. Rates: the FLOPs of a step, and what the step's time yields of them (the FLOPs utilisation)
// and of the tokens (tokens per second).
struct StepRates {
    Traced modelFlops, hardwareFlops;
    Traced mfu, hfu, tokens, perGpu; // with a step time only
};

// The utilisation and the throughput of a step that takes `time`.
void addThroughput(const StepLayout& layout, const Traced& time, StepRates& rates) {
    const Scenario& sc = layout.sc;
    Trace* trace = layout.trace;
    const double gpus = double(layout.d) * layout.t * layout.p * layout.cp;
    const char* gpusName = layout.cp > 1 ? ROOFLAB_TR_NOOP("rooflab::Explain", "GPUs (d × t × p × cp)")
                                         : ROOFLAB_TR_NOOP("rooflab::Explain", "GPUs (d × t × p)");
    const Traced peakWork =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "peak FLOPs of all GPUs in a step"), Unit::Flop)
            .times(kStepTime, time, Unit::Seconds)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-core peak"), layout.roof.peakFlops, Unit::FlopPerSecond,
                   dtypeId(sc.precision.compute))
            .times(gpusName, gpus, Unit::Plain)
            .result();
    rates.mfu = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "predicted MFU"), Unit::Ratio, kSourceMfu)
                    .times(ROOFLAB_TR_NOOP("rooflab::Explain", "model FLOPs per step"), rates.modelFlops, Unit::Flop)
                    .over(ROOFLAB_TR_NOOP("rooflab::Explain", "peak FLOPs of all GPUs in a step"), peakWork, Unit::Flop)
                    .result();
    rates.hfu =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "predicted HFU"), Unit::Ratio, kSourceMfu)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "hardware FLOPs per step"), rates.hardwareFlops, Unit::Flop)
            .over(ROOFLAB_TR_NOOP("rooflab::Explain", "peak FLOPs of all GPUs in a step"), peakWork, Unit::Flop)
            .result();
    rates.tokens = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per second (whole job)"),
                                    Unit::TokensPerSecond)
                       .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per step"),
                              tokensPerReplica(layout) * layout.d, Unit::Count)
                       .over(kStepTime, time, Unit::Seconds)
                       .result();
    rates.perGpu =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per second per GPU"), Unit::TokensPerSecond)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per second (whole job)"), rates.tokens,
                   Unit::TokensPerSecond)
            .over(gpusName, gpus, Unit::Plain)
            .result();
}

StepRates stepRates(const StepLayout& layout, const FlopsReport& flops, const Traced& time) {
    StepRates rates;
    rates.modelFlops = modelFlopsPerStep(layout);
    rates.hardwareFlops = hardwareFlopsPerStep(layout, flops, rates.modelFlops);
    if (time.value > 0)
        addThroughput(layout, time, rates);
    return rates;
}

// The figures the UI asks about by id.
void nameStepFigures(Trace& trace, const Traced& time, const Traced& bubble, const StepCompute& compute,
                     const ModelParallelComm& model, const DataParallelComm& data, const StepRates& rates) {
    trace.nameFigure("step.time", time);
    trace.nameFigure("step.compute", compute.compute);
    trace.nameFigure("step.micro_batch", compute.micro);
    trace.nameFigure("step.bubble", bubble);
    trace.nameFigure("step.optimizer", compute.optimizer);
    trace.nameFigure("step.comm.tp", model.tp);
    trace.nameFigure("step.comm.pp", model.pp);
    trace.nameFigure("step.comm.ep", model.ep);
    trace.nameFigure("step.comm.dp", data.dpExposed);
    trace.nameFigure("step.comm.zero", data.zeroExposed);
    trace.nameFigure("step.interference", data.interference);
    trace.nameFigure("step.mfu", rates.mfu);
    trace.nameFigure("step.hfu", rates.hfu);
    trace.nameFigure("step.model_flops", rates.modelFlops);
    trace.nameFigure("step.tokens_per_second", rates.tokens);
    trace.nameFigure("step.tokens_per_second_per_gpu", rates.perGpu);
}

} // namespace

double pipelineBubbleFraction(int stages, int microBatches, int virtualStages) {
    if (stages <= 1 || microBatches < 1)
        return 0.0;
    return double(stages - 1) / (double(std::max(1, virtualStages)) * microBatches);
}

double modelFlopsPerToken(const Architecture& a, double s, bool causalHalving) {
    const ParameterBreakdown p = countParameters(a);
    // Matmul parameters a token passes through: everything but the lookups and the norms; the
    // LM head is a matmul even when its weights are tied to the embedding table.
    const double matmulParams = double(p.activePerToken - p.embeddings - p.positionEmbeddings - p.norms - p.lmHead) +
                                double(a.vocab) * a.dModel;
    // 3 passes x 2 matmuls' (QK^T, PV) 2 s FLOPs per token and channel: 6 s (q + v) per layer.
    const double attention =
        6.0 * a.layers * s * (a.attentionWidth() + attentionOutputWidth(a)) * (causalHalving ? 0.5 : 1.0);
    return 6.0 * matmulParams + attention;
}

double megatronIterationFlops(const Architecture& a, double batch, double s, bool fullRecompute) {
    const double h = a.dModel, l = a.layers, v = a.vocab;
    if (fullRecompute)
        return 96.0 * batch * s * l * h * h * (1.0 + s / (6.0 * h) + v / (16.0 * l * h));
    return 72.0 * batch * s * l * h * h * (1.0 + s / (6.0 * h) + v / (12.0 * l * h));
}

StepTimeReport computeStepTime(const Scenario& sc, const RooflineReport& roof, const FlopsReport& flops, Trace* trace,
                               const StepEfficiency* efficiency, const HostMemory* host) {
    StepTimeReport r;
    if (roof.phase != Phase::Train || roof.peakFlops <= 0 || roof.bandwidth <= 0)
        return r;
    const StepEfficiency& eff = efficiency ? *efficiency : StepEfficiency::published();
    r.efficiencySource = eff.source;
    r.efficiencyMeasured = eff.measured;
    const StepLayout layout = stepLayout(sc, roof, trace);
    r.microBatches = layout.m;
    const GradientShard shard = gradientShard(layout);

    // 1. Compute (core/steptime/stepcompute.cpp).
    const StepCompute stepCompute = computeStage(layout, shard, eff, host, r);
    // 2-3. Tensor, expert and context parallelism, the pipeline's sends (core/steptime/stepcommunication.cpp).
    ModelParallelComm modelComm =
        modelParallelStage(layout, stepCompute.attentionCoreS, stepCompute.micro.value, stepCompute.memoryBandwidth, r);
    // 4. The bubble; DualPipe's schedule also hides the expert all-to-all (core/steptime/dualpipe.h).
    const bool dualPipe = sc.parallel.dualPipe();
    if (dualPipe)
        r.exposedCommS.ep = modelComm.ep = dualPipeExposedAllToAll(trace, modelComm.ep, stepCompute.compute);
    else if (overlapsExpertAllToAll(sc)) // Megatron-Core's combined 1F1B (core/steptime/expertoverlap.h)
        r.exposedCommS.ep = modelComm.ep = combinedOneFOneBExposedAllToAll(
            trace, modelComm.ep, stepCompute.compute, unpairedChunkShare(layout.p, layout.v, layout.m));
    const double forward = forwardShare(flops);
    r.bubbleFraction = dualPipe ? dualPipeBubbleFraction(layout.p, layout.m, forward)
                                : pipelineBubbleFraction(layout.p, layout.m, layout.v);
    Traced bubble;
    if (layout.p > 1) {
        const Traced ideal = idealPipelineTime(layout, stepCompute.compute, modelComm);
        bubble = dualPipe ? dualPipeBubble(trace, ideal, layout.p, layout.m, forward) : pipelineBubble(layout, ideal);
    }
    r.bubbleS = bubble;
    // 5. Data parallelism and ZeRO (core/steptime/stepcommunication.cpp).
    const DataParallelComm dataComm = dataParallelStage(layout, shard, stepCompute, modelComm.cpExposed, r);
    const Traced time = stepTimeSum(trace, stepCompute, modelComm, bubble, dataComm, r.optimizerOnHost);
    r.timeS = time;

    // 6. Rates.
    const StepRates rates = stepRates(layout, flops, time);
    r.modelFlops = rates.modelFlops;
    r.hardwareFlops = rates.hardwareFlops;
    if (time.value > 0)
        r.tokensPerSecondPerReplica = tokensPerReplica(layout) / time.value;
    r.mfu = rates.mfu;
    r.hfu = rates.hfu;
    r.agreement = stepAgreement(sc, r.efficiencyMeasured);
    r.tokensPerSecond = rates.tokens;
    r.tokensPerSecondPerGpu = rates.perGpu;
    if (trace)
        nameStepFigures(*trace, time, bubble, stepCompute, modelComm, dataComm, rates);
    return r;
}

} // namespace rooflab
