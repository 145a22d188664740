#include "core/steptime/steptime.h"

#include "core/model/finetune.h"
#include "core/roofline/flops.h"
#include "core/model/latentattention.h"
#include "core/model/stepagreement.h"
#include "core/steptime/steptimestages.h"

#include <algorithm>

namespace rooflab {
namespace {

constexpr const char* kSourceMfu = "Chowdhery et al. 2022, PaLM, App. B";
constexpr const char* kStepTime = ROOFLAB_TR_NOOP("rooflab::Explain", "step time (with communication)");

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
    const int t = layout.t, p = layout.p, d = layout.d, cp = layout.cp, v = layout.v, m = layout.m;
    r.microBatches = m;
    const Architecture& a = sc.model.arch;
    const bool causalFlash = sc.training.usesFlashAttention();
    const GradientShard shard = gradientShard(layout);

    // 1. Compute (core/steptime/stepcompute.cpp).
    const StepCompute stepCompute = computeStage(layout, shard, eff, host, r);
    const Traced& compute = stepCompute.compute;
    const Traced& optimizerTime = stepCompute.optimizer;
    const Traced& offloadExposed = stepCompute.offloadExposed;
    const Traced& micro = stepCompute.micro;

    // 2-3. Tensor, expert and context parallelism, the pipeline's sends (core/steptime/stepcommunication.cpp).
    const ModelParallelComm modelComm = modelParallelStage(layout, stepCompute.attentionCoreS, r);
    const Traced& tpTotal = modelComm.tp;
    const Traced& epTotal = modelComm.ep;
    const Traced& cpExposed = modelComm.cpExposed;
    const Traced& ppTotal = modelComm.pp;

    // 4. The bubble: (p - 1) / (v m) of the ideal pipeline time.
    r.bubbleFraction = pipelineBubbleFraction(p, m, v);
    Traced bubble;
    if (p > 1) {
        const Traced ideal = Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "ideal pipeline time"), Unit::Seconds)
                                 .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "compute time"), compute, Unit::Seconds)
                                 .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication"), tpTotal, Unit::Seconds)
                                 .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "expert all-to-all"), epTotal, Unit::Seconds)
                                 .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "exposed context-parallel ring"), cpExposed, Unit::Seconds)
                                 .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline communication"), ppTotal, Unit::Seconds)
                                 .result();
        bubble = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline bubble"), Unit::Seconds, kSourceBubble)
                     .times(ROOFLAB_TR_NOOP("rooflab::Explain", "ideal pipeline time"), ideal, Unit::Seconds)
                     .times(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline stages - 1"), double(p - 1), Unit::Plain)
                     .over(ROOFLAB_TR_NOOP("rooflab::Explain", "virtual stages"), double(v), Unit::Plain)
                     .over(kMicroBatches, double(m), Unit::Plain)
                     .result();
    }
    r.bubbleS = bubble;

    // 5. Data parallelism and ZeRO (core/steptime/stepcommunication.cpp).
    const DataParallelComm dataComm = dataParallelStage(layout, shard, stepCompute, cpExposed, r);
    const Traced& dpExposed = dataComm.dpExposed;
    const Traced& zeroExposed = dataComm.zeroExposed;
    const Traced& interference = dataComm.interference;

    const Traced time = Formula::sum(trace, kStepTime, Unit::Seconds)
                            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "compute time"), compute, Unit::Seconds)
                            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication"), tpTotal, Unit::Seconds)
                            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "expert all-to-all"), epTotal, Unit::Seconds)
                            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "exposed context-parallel ring"), cpExposed, Unit::Seconds)
                            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline communication"), ppTotal, Unit::Seconds)
                            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline bubble"), bubble, Unit::Seconds)
                            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "exposed data-parallel communication"), dpExposed, Unit::Seconds)
                            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "exposed ZeRO communication"), zeroExposed, Unit::Seconds)
                            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "compute slowed by overlapped communication"), interference, Unit::Seconds)
                            .plus(r.optimizerOnHost ? ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer step on the host")
                                                    : ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer update (per step)"),
                                  optimizerTime, Unit::Seconds)
                            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "exposed offload copies"), offloadExposed, Unit::Seconds)
                            .result();
    r.timeS = time;

    // 6. Rates. Model FLOPs: 6N + attention per token, causal half with FlashAttention;
    // hardware FLOPs add the recomputation (core/roofline/flops.cpp).
    const double tokensPerReplica = double(sc.training.microBatch) * sc.training.seqLen * m;
    const double gpus = double(d) * t * p * cp;
    const char* gpusName = cp > 1 ? ROOFLAB_TR_NOOP("rooflab::Explain", "GPUs (d × t × p × cp)")
                                  : ROOFLAB_TR_NOOP("rooflab::Explain", "GPUs (d × t × p)");
    const Traced modelFlops = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "model FLOPs per step"), Unit::Flop, kSourceMfu)
                                  .times(ROOFLAB_TR_NOOP("rooflab::Explain", "model FLOPs per token (6N + attention)"),
                                         modelFlopsPerToken(a, sc.training.seqLen, causalFlash) -
                                             frozenBaseFlopsSaving(sc, a),
                                         Unit::Flop,
                                         causalFlash ? "causal half" : "")
                                  .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per step"), tokensPerReplica * d, Unit::Count)
                                  .result();
    r.modelFlops = modelFlops;
    // The recomputed forward counts its attention as the model FLOPs do: FlashAttention skips
    // the masked half there too (core/roofline/flops.cpp counts the full s x s).
    double recomputeFlops = std::max(0.0, flops.stepHardware - flops.stepModel);
    const bool recomputesLayers = sc.training.recomputesEveryLayer();
    if (causalFlash && recomputesLayers)
        recomputeFlops = std::max(0.0, recomputeFlops - 0.5 * attentionCoreForwardFlops(a, sc.training.seqLen) *
                                                            sc.training.microBatch * m * d);
    const Traced hardwareFlops = Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "hardware FLOPs per step"), Unit::Flop)
                                     .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "model FLOPs per step"), modelFlops, Unit::Flop)
                                     .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "recomputation FLOPs"),
                                           recomputeFlops, Unit::Flop, causalFlash ? "causal half" : "")
                                     .result();
    r.hardwareFlops = hardwareFlops;
    Traced mfu, hfu, tokens, perGpu;
    if (time.value > 0) {
        const Traced peakWork = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "peak FLOPs of all GPUs in a step"), Unit::Flop)
                                    .times(kStepTime, time, Unit::Seconds)
                                    .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-core peak"), roof.peakFlops,
                                           Unit::FlopPerSecond, dtypeId(sc.precision.compute))
                                    .times(gpusName, gpus, Unit::Plain)
                                    .result();
        mfu = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "predicted MFU"), Unit::Ratio, kSourceMfu)
                  .times(ROOFLAB_TR_NOOP("rooflab::Explain", "model FLOPs per step"), modelFlops, Unit::Flop)
                  .over(ROOFLAB_TR_NOOP("rooflab::Explain", "peak FLOPs of all GPUs in a step"), peakWork, Unit::Flop)
                  .result();
        hfu = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "predicted HFU"), Unit::Ratio, kSourceMfu)
                  .times(ROOFLAB_TR_NOOP("rooflab::Explain", "hardware FLOPs per step"), hardwareFlops, Unit::Flop)
                  .over(ROOFLAB_TR_NOOP("rooflab::Explain", "peak FLOPs of all GPUs in a step"), peakWork, Unit::Flop)
                  .result();
        tokens = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per second (whole job)"), Unit::TokensPerSecond)
                     .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per step"), tokensPerReplica * d, Unit::Count)
                     .over(kStepTime, time, Unit::Seconds)
                     .result();
        perGpu = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per second per GPU"), Unit::TokensPerSecond)
                     .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per second (whole job)"), tokens, Unit::TokensPerSecond)
                     .over(gpusName, gpus, Unit::Plain)
                     .result();
        r.tokensPerSecondPerReplica = tokensPerReplica / time.value;
    }
    r.mfu = mfu;
    r.hfu = hfu;
    r.agreement = stepAgreement(sc, r.efficiencyMeasured);
    r.tokensPerSecond = tokens;
    r.tokensPerSecondPerGpu = perGpu;
    if (trace) {
        trace->nameFigure("step.time", time);
        trace->nameFigure("step.compute", compute);
        trace->nameFigure("step.micro_batch", micro);
        trace->nameFigure("step.bubble", bubble);
        trace->nameFigure("step.optimizer", optimizerTime);
        trace->nameFigure("step.comm.tp", tpTotal);
        trace->nameFigure("step.comm.pp", ppTotal);
        trace->nameFigure("step.comm.ep", epTotal);
        trace->nameFigure("step.comm.dp", dpExposed);
        trace->nameFigure("step.comm.zero", zeroExposed);
        trace->nameFigure("step.interference", interference);
        trace->nameFigure("step.mfu", mfu);
        trace->nameFigure("step.hfu", hfu);
        trace->nameFigure("step.model_flops", modelFlops);
        trace->nameFigure("step.tokens_per_second", tokens);
        trace->nameFigure("step.tokens_per_second_per_gpu", perGpu);
    }

    return r;
}

} // namespace rooflab
