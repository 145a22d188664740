#include "core/roofline/roofline.h"

#include "core/model/finetune.h"
#include "core/model/recomputednorms.h"
#include "core/roofline/adapterops.h"
#include "core/roofline/attentionops.h"
#include "core/roofline/eagerkernels.h"
#include "core/roofline/float8linearcasts.h"
#include "core/roofline/flops.h"
#include "core/roofline/fsdp2copies.h"
#include "core/roofline/kernellaunches.h"
#include "core/roofline/mlpops.h"
#include "core/roofline/opbuilder.h"
#include "core/roofline/optimizerpasses.h"
#include "core/roofline/phaseinputs.h"
#include "core/roofline/quantisationtraffic.h"
#include "core/roofline/rotarylayoutcopies.h"
#include "core/roofline/sequencecopies.h"

#include <algorithm>
#include <cmath>

namespace rooflab {

double attainableFlops(double intensity, double peakFlops, double bandwidth) {
    return std::min(peakFlops, intensity * bandwidth);
}

bool lmHeadUnaligned(const Scenario& sc) {
    const DType c = sc.precision.compute;
    return sc.training.isPyTorch() && sc.model.arch.vocab % 2 != 0 && (c == DType::BF16 || c == DType::FP16);
}

namespace {

constexpr const char* kModelFlopsName = ROOFLAB_TR_NOOP("rooflab::Explain", "model FLOPs on this GPU");

// The ridge: the intensity at which the bandwidth roof meets a compute ceiling.
Traced ridgePoint(Trace* trace, DType type, double peak, double bandwidth) {
    if (bandwidth <= 0)
        return 0.0;
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "ridge point"), Unit::FlopPerByte,
                            kSourceRoofline)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "dense peak"), peak, Unit::FlopPerSecond, dtypeId(type))
        .over(ROOFLAB_TR_NOOP("rooflab::Explain", "memory bandwidth"), bandwidth, Unit::BytePerSecond)
        .result();
}

// The roofs: the compute dtype's ridge, and a ceiling with its ridge for every dtype the GPU
// gives a dense peak for.
void addCeilings(RooflineReport& r, const Scenario& sc, Trace* trace) {
    const Traced computeRidge = ridgePoint(trace, sc.precision.compute, r.peakFlops, r.bandwidth);
    r.ridge = computeRidge;
    for (DType type : allDTypes()) {
        const auto it = sc.gpu.densePeak.find(type);
        if (it != sc.gpu.densePeak.end() && it->second > 0) {
            const Traced typeRidge =
                type == sc.precision.compute ? computeRidge : ridgePoint(trace, type, it->second, r.bandwidth);
            r.ceilings.push_back({type, it->second, typeRidge});
            if (trace)
                trace->nameFigure("roofline.ceiling." + std::string(dtypeId(type)), typeRidge);
        }
    }
    if (trace)
        trace->nameFigure("roofline.ridge", computeRidge);
}

// Autocast's 16-bit copies of the weights and casts of their gradients: once per micro-batch over
// the matmul weights on this GPU (not the embedding table).
void addWeightCasts(OpBuilder& ops, const Scenario& sc, const PhaseInputs& p) {
    const ParameterBreakdown counts = countParameters(sc.model.arch);
    const double matmulWeights = double(counts.total - counts.embeddings) / (p.tp * sc.parallel.pipelineParallel);
    ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "autocast: 16-bit weight copies and gradient casts"), 0.0,
                    p.elementwise.weightCasts, matmulWeights, 1, 1, p.elementwiseDetail);
    // A cast per weight matrix on this stage (its layers' and the LM head's).
    ops.launchesPerPassLast(p.launches.perWeightCasts * (weightMatricesPerLayer(sc) * p.layers + 1));
}

// The elementwise work around the blocks' matmuls: norms and residual adds over the residual
// stream, the q and k norms and rotary embedding, dropout, copies and autocast's casts.
void addNormsAndElementwiseOps(OpBuilder& ops, const Scenario& sc, const PhaseInputs& p) {
    const Architecture& a = sc.model.arch;
    const ElementwiseBytes& eb = p.elementwise;
    const ElementwiseLaunches& kl = p.launches;
    const double tp = p.tp, tokens = p.tokens, layers = p.layers, passes = p.passes;
    const double q = a.attentionWidth(), kv = a.kvWidth();
    const std::string_view detail = p.elementwiseDetail;
    // The layer's norms (two; one in Falcon-7B's parallel block, four in Gemma 2's) and two residual
    // adds per layer over the residual stream; a norm that Megatron-Core's modules recompute
    // (core/model/recomputednorms.h) adds its share of a pass.
    const double streamElements = tokens * a.dModel / (sc.parallel.sequenceParallel ? tp : 1.0);
    const double normFlops = a.norm == NormKind::LayerNorm ? 8.0 : 4.0;
    const double norms = double(a.normsPerLayer);
    const double normsAgain = p.train && norms > 0 ? recomputedNorms(sc.training, a).count() / norms : 0.0;
    ops.elementwise(a.norm == NormKind::LayerNorm ? ROOFLAB_TR_NOOP("rooflab::Explain", "LayerNorm")
                                                  : ROOFLAB_TR_NOOP("rooflab::Explain", "RMSNorm"),
                    norms * normFlops, norms * eb.norm, streamElements, layers, passes + normsAgain, detail);
    ops.launchesPerPassLast(kl.norms);
    ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "residual add"), 2.0, 2.0 * eb.residualAdd, streamElements,
                    layers, passes, detail);
    ops.launchesPerPassLast(kl.residualAdds);
    // Per query and key element: Qwen3's norms over heads; eager PyTorch's rotary embedding.
    const double queryKeyElements = tokens * (q + kv) / tp;
    if (eb.qkNorm > 0) {
        ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "q and k norms"), normFlops, eb.qkNorm, queryKeyElements,
                        layers, passes, detail);
        ops.launchesPerPassLast(kl.qkNorms);
    }
    if (eb.rotary > 0) {
        // Compiled, torchtitan's complex product stays ATen's kernel (core/roofline/eagerkernels.cpp).
        const bool complexUnfused =
            p.train && sc.training.compiled() && sc.training.implementation == Implementation::Torchtitan;
        ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "rotary embedding"), 3.0, eb.rotary, queryKeyElements,
                        layers, passes,
                        complexUnfused ? std::string_view("torch.compile, complex product in ATen") : detail);
        ops.launchesPerPassLast(kl.rotary);
    }
    if (eb.residualDropout > 0) {
        ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "dropout on the attention and MLP outputs"), 2.0,
                        2.0 * eb.residualDropout, streamElements, layers, passes, detail);
        ops.launchesPerPassLast(kl.residualDropouts);
    }
    if (eb.headsToTokens > 0) {
        // MPT's flash path unpads q, k, v and pads the output back instead (core/roofline/eagerkernels.cpp).
        ops.elementwise(mptFlashPath(sc.training)
                            ? ROOFLAB_TR_NOOP("rooflab::Explain", "attention unpadding and padding (copies)")
                            : ROOFLAB_TR_NOOP("rooflab::Explain", "attention output to tokens (copy)"),
                        0.0, eb.headsToTokens, tokens * q / tp, layers, passes, detail);
        ops.launchesPerPassLast(kl.headsToTokens);
    }
    if (eb.normOutputCasts > 0) {
        ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "autocast: norm outputs cast per projection"), 0.0,
                        eb.normOutputCasts, streamElements, layers, passes, detail);
        ops.launchesPerPassLast(kl.normOutputCasts);
    }
    if (eb.weightCasts > 0)
        addWeightCasts(ops, sc, p);
}

// The LM head's product and, in training, the cross-entropy over its logits.
void addLmHeadAndLoss(OpBuilder& ops, const Scenario& sc, const PhaseInputs& p) {
    const Architecture& a = sc.model.arch;
    ops.matmul(kLmHeadOpName, p.shape.headTokens, a.dModel, double(a.vocab) / p.tp, 1, p.headWeightBytes,
               p.train ? (p.frozen ? 2.0 : 3.0) : 1.0);
    if (p.train && lmHeadUnaligned(sc))
        ops.markLastOddRows();
    const double logitElements = p.shape.headTokens * double(a.vocab) / p.tp;
    if (p.train) {
        // log-softmax and the loss over every logit, forward and backward together. Compiled
        // blocks with an uncompiled loss (torchtitan before 2025-06): the loss stays eager.
        const bool eagerLoss = sc.training.compiled() && sc.training.loss == LossKind::Eager;
        ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "cross-entropy"), 10.0, p.elementwise.lossPerLogit,
                        logitElements, 1, 1.0, eagerLoss ? std::string_view("eager PyTorch") : p.elementwiseDetail);
        ops.launchesPerPassLast(p.launches.loss);
        if (eagerLoss)
            ops.markLastEagerKernels();
    }
}

const char* stepTimeName(Phase phase) {
    return phase == Phase::Train     ? ROOFLAB_TR_NOOP("rooflab::Explain", "step time")
           : phase == Phase::Prefill ? ROOFLAB_TR_NOOP("rooflab::Explain", "prefill time")
                                     : ROOFLAB_TR_NOOP("rooflab::Explain", "time per generated token");
}

// A model replica's GPUs: its sequences' work is shared by tp x pp (x cp) of them.
const char* modelParallelName(const Scenario& sc) {
    return sc.parallel.contextParallel > 1 ? ROOFLAB_TR_NOOP("rooflab::Explain", "model-parallel GPUs (tp × pp × cp)")
                                           : ROOFLAB_TR_NOOP("rooflab::Explain", "model-parallel GPUs (tp × pp)");
}

Traced microBatchTime(const std::vector<RooflineOp>& list, const std::vector<Traced>& opTimes, Trace* trace) {
    Formula microBatchFormula = Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "time of one micro-batch"),
                                             Unit::Seconds, kSourceRoofline);
    for (size_t i = 0; i < list.size(); ++i)
        microBatchFormula.plus(list[i].name.data(), trace ? opTimes[i] : Traced(list[i].timeS), Unit::Seconds);
    return microBatchFormula.result();
}

// The optimizer updates this GPU's share once per step (ZeRO >= 1 shards it).
// A fine-tune updates its adapters only. Adds its op to `list` and returns the step time with it.
Traced addOptimizerUpdate(const Scenario& sc, const PhaseInputs& p, Traced accumulated, std::vector<RooflineOp>& list,
                          Trace* trace) {
    Traced stepTime = accumulated;
    const double trained = p.frozen ? adapterShapes(sc, sc.model.arch).adapterParams : effectiveParameterCount(sc);
    const double params = trained / (p.tp * sc.parallel.pipelineParallel) /
                          (sc.parallel.zeroStage >= 1 ? std::max(1, sc.parallel.dataParallelWithContext()) : 1);
    const OptimizerTraffic traffic = optimizerTraffic(sc);
    OpBuilder optimizerOp(sc, p.phase, trace, 1); // one op: no room for a phase's twenty
    optimizerOp.continueNumberingAfter(list.size());
    optimizerOp.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer update (per step)"), traffic.flops,
                            traffic.bytes, params, 1, 1, "");
    optimizerOp.markLastPerStep();
    // Multi-tensor kernels: launched by chunks of the parameters, not per layer.
    optimizerOp.setLaunchesLast(multiTensorLaunches(params, optimizerPasses(sc)));
    const Traced optimizerTime = trace ? optimizerOp.times().front() : Traced(0.0);
    for (auto& op : optimizerOp.take()) {
        stepTime =
            Formula::sum(trace, stepTimeName(p.phase), Unit::Seconds, kSourceRoofline)
                .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "forward and backward time"), accumulated, Unit::Seconds)
                .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer update (per step)"),
                      trace ? optimizerTime : Traced(op.timeS), Unit::Seconds)
                .result();
        list.push_back(std::move(op));
    }
    return stepTime;
}

// A training step's model FLOPs (PaLM's 6ND-like count, less a frozen base's weight gradients).
Traced trainingModelFlops(const Scenario& sc, const PhaseInputs& p, Trace* trace) {
    const Architecture& a = sc.model.arch;
    Traced modelFlops = Formula::product(trace, kModelFlopsName, Unit::Flop, "Chowdhery et al. 2022, PaLM, App. B")
                            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "forward + backward (1 + 2)"), 3.0, Unit::Plain)
                            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "forward FLOPs per sequence"),
                                   chinchillaForwardFlops(a, sc.training.seqLen), Unit::Flop)
                            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batch"), p.shape.batch, Unit::Plain)
                            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient accumulation steps"),
                                   double(std::max<std::int64_t>(1, sc.training.gradAccum)), Unit::Plain)
                            .over(modelParallelName(sc), sc.parallel.modelParallel(), Unit::Plain)
                            .result();
    if (p.frozen)
        modelFlops =
            Formula::sum(trace, kModelFlopsName, Unit::Flop, "Hu et al. 2021, LoRA")
                .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "full fine-tuning FLOPs"), modelFlops, Unit::Flop)
                .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "weight gradients of the frozen base, less the adapters'"),
                       frozenBaseFlopsSaving(sc, a) * p.shape.tokens() *
                           double(std::max<std::int64_t>(1, sc.training.gradAccum)) /
                           (p.tp * sc.parallel.pipelineParallel),
                       Unit::Flop)
                .result();
    return modelFlops;
}

// What a phase's ops add up to: its time, the model's FLOPs in it, and its tokens per second.
struct PhaseTotals {
    Traced stepTime;
    Traced modelFlops;
    Traced tokensPerSecond;
};

// Training: the micro-batches of a step, then the optimizer's update (offloaded, it runs on the
// host: no GPU op).
PhaseTotals trainingTotals(const Scenario& sc, const PhaseInputs& p, Traced microBatch, std::vector<RooflineOp>& list,
                           Trace* trace) {
    PhaseTotals t;
    const Traced accumulated =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "forward and backward time"), Unit::Seconds)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "time of one micro-batch"), microBatch, Unit::Seconds)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient accumulation steps"),
                   double(std::max<std::int64_t>(1, sc.training.gradAccum)), Unit::Plain)
            .result();
    t.stepTime = accumulated;
    if (!sc.parallel.offload.optimizerOffloaded())
        t.stepTime = addOptimizerUpdate(sc, p, accumulated, list, trace);
    t.modelFlops = trainingModelFlops(sc, p, trace);
    if (t.stepTime.value > 0)
        t.tokensPerSecond =
            Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per second per model replica"),
                             Unit::TokensPerSecond)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batch"), p.shape.batch, Unit::Plain)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "sequence length"), double(sc.training.seqLen), Unit::Count)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient accumulation steps"),
                       double(sc.training.gradAccum), Unit::Plain)
                .over(stepTimeName(p.phase), t.stepTime, Unit::Seconds)
                .result();
    return t;
}

// Serving: one micro-batch is the phase; its model FLOPs are its ops'.
PhaseTotals servingTotals(const PhaseInputs& p, Traced microBatch, const std::vector<RooflineOp>& list, Trace* trace) {
    PhaseTotals t;
    t.stepTime = microBatch;
    Formula flopsFormula = Formula::sum(trace, kModelFlopsName, Unit::Flop);
    for (size_t i = 0; i < list.size(); ++i)
        flopsFormula.plus(list[i].name.data(), list[i].flops, Unit::Flop);
    t.modelFlops = flopsFormula.result();
    if (t.stepTime.value > 0)
        t.tokensPerSecond =
            Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per second"), Unit::TokensPerSecond)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens in the batch"), p.tokens, Unit::Count)
                .over(stepTimeName(p.phase), t.stepTime, Unit::Seconds)
                .result();
    return t;
}

// The model FLOPs over the tensor-core peak for the phase's time.
Traced predictedMfu(const Scenario& sc, const PhaseTotals& t, double peakFlops, Phase phase, Trace* trace) {
    if (!(t.stepTime.value > 0 && peakFlops > 0))
        return Traced();
    const Traced peakWork =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "peak FLOPs in that time"), Unit::Flop)
            .times(stepTimeName(phase), t.stepTime, Unit::Seconds)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-core peak"), peakFlops, Unit::FlopPerSecond,
                   dtypeId(sc.precision.compute))
            .result();
    const Traced mfu = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "predicted MFU (no communication)"),
                                        Unit::Ratio, "Chowdhery et al. 2022, PaLM, App. B")
                           .times(kModelFlopsName, t.modelFlops, Unit::Flop)
                           .over(ROOFLAB_TR_NOOP("rooflab::Explain", "peak FLOPs in that time"), peakWork, Unit::Flop)
                           .result();
    if (mfu.value <= 1.0)
        return mfu;
    // The model FLOPs count a little more than the ops execute (the embedding lookup as 2 s V h per
    // forward, Hoffmann et al. 2022, App. F); on a card whose ridge is near 1 FLOP/byte every op
    // sits at its roof and the ratio passed 100 % (issue 51). No run beats its peak: at most 100 %.
    return Formula::minimum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "predicted MFU, at most the peak"), Unit::Ratio)
        .of(ROOFLAB_TR_NOOP("rooflab::Explain", "predicted MFU (no communication)"), mfu, Unit::Ratio)
        .of(ROOFLAB_TR_NOOP("rooflab::Explain", "every op at its roof"), 1.0, Unit::Ratio)
        .result();
}

Traced tokensPerSecondPerGpu(const Scenario& sc, bool train, Traced tokensPerSecond, Trace* trace) {
    if (train && tokensPerSecond.value > 0)
        return Formula::product(trace,
                                ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per second per GPU (roofline bound)"),
                                Unit::TokensPerSecond)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per second per model replica"), tokensPerSecond,
                   Unit::TokensPerSecond)
            .over(modelParallelName(sc), sc.parallel.modelParallel(), Unit::Plain)
            .result();
    return tokensPerSecond; // inference: one GPU's share is what the roofline times
}

} // namespace

RooflineReport computeRoofline(const Scenario& sc, Phase phase, Trace* trace) {
    RooflineReport r;
    r.phase = phase;
    r.peakFlops = sc.gpu.peak(sc.precision.compute);
    r.vectorPeakFlops = vectorCeiling(sc.gpu, sc.precision.compute);
    r.bandwidth = sc.gpu.bandwidth;
    addCeilings(r, sc, trace);

    const PhaseInputs p = phaseInputs(sc, phase);
    OpBuilder ops(sc, phase, trace);
    addAttentionOps(ops, sc, p);
    const double mlpTokens = addMlpOps(ops, sc,
                                       {p.tokens, p.layers, p.passes, p.matmulPasses, p.weightBytes, p.train,
                                        p.projections.mlpUp, p.launches.activation},
                                       p.elementwise, p.elementwiseDetail);
    if (p.frozen) // the LoRA adapters and peft's casts, scaling and sum around them
        addAdapterOps(ops, sc, p.tokens, p.tp, p.layers, p.passes);
    addNormsAndElementwiseOps(ops, sc, p);
    if (p.train) { // FP8/FP4 recipes quantize every GEMM input first (core/roofline/quantisationtraffic.h)
        // Forwards per layer: one, and the recomputed share of another (passes: 3 + that share).
        const double forwards = p.passes - 2.0;
        addQuantisationOps(ops, sc, p.tokens, mlpTokens, p.layers, forwards);
        // torchtitan's float8 is torchao's, which casts around every product (core/roofline/float8linearcasts.h)
        addFloat8LinearOps(ops, sc, p.tokens, mlpTokens, p.layers, forwards);
        addFsdp2CopyOps(ops, sc, p.layers); // FSDP2's copies around its collectives (core/roofline/fsdp2copies.h)
        addSequenceShardCopyOps(ops, sc, p.tokens, p.layers); // DTensor's dim-1 chunk + cat (sequencecopies.h)
        // Megatron-Core's rotary kernels and the q, k, v copies around them (rotarylayoutcopies.h)
        addRotaryLayoutOps(ops, sc, p.tokens, p.tp, p.layers, p.recomputeShare,
                           sc.training.recomputes(RecomputeModule::CoreAttention));
    }
    if (p.head)
        addLmHeadAndLoss(ops, sc, p);

    const std::vector<Traced> opTimes = ops.times();
    std::vector<RooflineOp> list = ops.take();
    const Traced microBatch = microBatchTime(list, opTimes, trace);
    const PhaseTotals totals =
        p.train ? trainingTotals(sc, p, microBatch, list, trace) : servingTotals(p, microBatch, list, trace);
    const Traced mfu = predictedMfu(sc, totals, r.peakFlops, phase, trace);
    r.ops = std::move(list);
    r.stepTimeS = totals.stepTime;
    r.tokensPerSecond = totals.tokensPerSecond;
    const Traced perGpu = tokensPerSecondPerGpu(sc, p.train, totals.tokensPerSecond, trace);
    r.tokensPerSecondPerGpu = perGpu;
    r.predictedMfu = mfu;
    if (trace) {
        trace->nameFigure("roofline.step_time", totals.stepTime);
        trace->nameFigure("roofline.tokens_per_second", totals.tokensPerSecond);
        trace->nameFigure("roofline.mfu", mfu);
        trace->nameFigure("roofline.tokens_per_second_per_gpu", perGpu);
    }
    return r;
}

} // namespace rooflab
