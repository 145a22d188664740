#include "core/roofline/roofline.h"

#include "core/roofline/adapterops.h"
#include "core/model/attentionmask.h"
#include "core/model/contextparallel.h"
#include "core/roofline/eagerkernels.h"
#include "core/model/finetune.h"
#include "core/roofline/flops.h"
#include "core/roofline/kernellaunches.h"
#include "core/model/latentattention.h"
#include "core/roofline/latentattentionops.h"
#include "core/roofline/mlpops.h"
#include "core/roofline/optimizerpasses.h"
#include "core/roofline/opbuilder.h"
#include "core/roofline/quantisationtraffic.h"
#include "core/model/recomputednorms.h"
#include "core/memory/servingweights.h"

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

RooflineReport computeRoofline(const Scenario& sc, Phase phase, Trace* trace) {
    RooflineReport r;
    r.phase = phase;
    r.peakFlops = sc.gpu.peak(sc.precision.compute);
    r.vectorPeakFlops = vectorCeiling(sc.gpu, sc.precision.compute);
    r.bandwidth = sc.gpu.bandwidth;
    // The ridge: the intensity at which the bandwidth roof meets a compute ceiling.
    auto ridge = [&](DType type, double peak) -> Traced {
        if (r.bandwidth <= 0)
            return 0.0;
        return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "ridge point"), Unit::FlopPerByte, kSourceRoofline)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "dense peak"), peak, Unit::FlopPerSecond, dtypeId(type))
            .over(ROOFLAB_TR_NOOP("rooflab::Explain", "memory bandwidth"), r.bandwidth, Unit::BytePerSecond)
            .result();
    };
    const Traced computeRidge = ridge(sc.precision.compute, r.peakFlops);
    r.ridge = computeRidge;
    for (DType type : allDTypes()) {
        const auto it = sc.gpu.densePeak.find(type);
        if (it != sc.gpu.densePeak.end() && it->second > 0) {
            const Traced typeRidge = type == sc.precision.compute ? computeRidge : ridge(type, it->second);
            r.ceilings.push_back({type, it->second, typeRidge});
            if (trace)
                trace->nameFigure("roofline.ceiling." + std::string(dtypeId(type)), typeRidge);
        }
    }
    if (trace)
        trace->nameFigure("roofline.ridge", computeRidge);

    const Architecture& a = sc.model.arch;
    const PhaseShape shape = phaseShape(sc, phase);
    const double tp = sc.parallel.tensorParallel;
    const double layers = (a.layers + sc.parallel.pipelineParallel - 1) / sc.parallel.pipelineParallel;
    const bool train = phase == Phase::Train;
    const bool fullRecompute = train && sc.training.recomputesEveryLayer();
    const bool attentionRecompute = train && !sc.training.usesFlashAttention() &&
                                    (fullRecompute || sc.training.recomputes(RecomputeModule::CoreAttention));
    // The attention core's forward runs again under full recomputation, fused or not (as the
    // hardware FLOPs count it, core/roofline/flops.cpp); selective recomputation of a fused core is a
    // no-op (nothing of it was stored).
    const bool coreRecomputed = fullRecompute || attentionRecompute;
    // Backward costs twice the forward in FLOPs and bytes (Chinchilla App. F); a recomputed
    // forward adds one more pass.
    const double passes = train ? (fullRecompute ? 4.0 : 3.0) : 1.0;
    const double corePasses = train ? (coreRecomputed ? 4.0 : 3.0) : 1.0;
    // A frozen base (LoRA) computes no weight gradients: its matmuls run forward and
    // input-gradient passes only.
    const bool frozen = train && sc.finetune.frozenBase();
    const double matmulPasses = frozen ? passes - 1.0 : passes;

    const double h = a.dModel, q = a.attentionWidth(), kv = a.kvWidth();
    const double tokens = shape.tokens();
    // Serving: quantised formats store the blocks' matrices only; the LM head stays bf16.
    double w = train ? dtypeBytes(sc.precision.weights) : servedMatrixBytesPerPass(sc.inference.weightsDtype, tokens);
    if (frozen)
        w = frozenWeightBytesPerPass(sc, a);
    const double headW = train || !isQuantisedServing(sc.inference.weightsDtype) ? w : 2.0;

    OpBuilder ops(sc, phase, trace);
    const double e = ops.activationBytes();
    const ElementwiseBytes eb = elementwiseBytes(sc, train, fullRecompute);
    const ElementwiseLaunches kl = elementwiseLaunches(sc, train, fullRecompute);
    const ProjectionLaunches projections = projectionLaunches(sc, train);
    const bool eager = train && sc.training.isPyTorch();
    // What the bytes per element of an elementwise op count: one dtype, or eager PyTorch's chain.
    const std::string_view elementwiseDetail = eager ? std::string_view("eager PyTorch") : dtypeId(sc.precision.activations);
    const std::string_view activationType = dtypeId(sc.precision.activations);
    ops.matmul(ROOFLAB_TR_NOOP("rooflab::Explain", "QKV projection"), tokens, h, attentionProjectionWidth(a) / tp, layers, w,
               matmulPasses);
    ops.launchesPerPassLast(projections.qkv);

    // Attention: per sequence and head, scores (queries x keys x head_dim), softmax, x V.
    const double headsHere = a.heads / tp, kvHere = kv / tp;
    // Context parallelism with contiguous chunks: the last rank's queries see the most keys, and
    // the ring waits for it (core/model/contextparallel.h).
    const double causalLoad = train ? causalLoadOfBusiestRank(sc.parallel) : 1.0;
    const double scoreFlops = 2.0 * shape.batch * headsHere * shape.queries * shape.keys * a.headDim * causalLoad;
    // Latent attention's values are v_head_dim wide, its queries and keys nope + rope.
    const double outputWidth = attentionOutputWidth(a);
    const double valueHeadDim = outputWidth / a.heads;
    const double valueFlops = scoreFlops * valueHeadDim / a.headDim;
    const double softmaxFlops = 3.0 * shape.batch * headsHere * shape.queries * shape.keys * causalLoad;
    const double scoreBytes = e * shape.batch * headsHere * shape.queries * shape.keys;
    // Keys and values come from the KV cache in decode, from this pass's K and V otherwise.
    const double kvElementBytes = phase == Phase::Decode ? dtypeBytes(sc.inference.kvDtype) : e;
    const double kBytes = kvElementBytes * shape.batch * shape.keys * kvHere;
    const double vBytes = kvElementBytes * shape.batch * shape.keys * attentionValueWidth(a) / tp;
    const double qBytes = e * shape.batch * shape.queries * q / tp;
    const double oBytes = e * shape.batch * shape.queries * outputWidth / tp;
    const char* scoresFlopsName = ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (2 b a q k d_head)");
    if (phase == Phase::Decode && a.mla.enabled()) {
        addLatentDecodeAttention(ops, a, shape, tp, e, kvElementBytes, layers);
    } else if (sc.training.usesFlashAttention()) {
        // One fused kernel: reads Q, K, V once and writes O; the scores stay on chip.
        ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "attention (FlashAttention)"), true,
                     ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (scores, softmax, × V)"),
                     scoreFlops + valueFlops + softmaxFlops,
                     ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (read Q, K, V, write O)"),
                     qBytes + kBytes + vBytes + oBytes, layers, corePasses);
        ops.markLastAttention(shape.queries, shape.keys, a.headDim);
        if (const double masked = train ? sdpaMaskedLayerShare(sc, shape.keys) : 0.0; masked > 0) {
            // transformers' sliding-window mask (core/model/attentionmask.h): per layer and forward the
            // boolean mask converted to a bias (read 1 byte, write e), the kernel reading the bias
            // for each head in the forward and again in the backward.
            ops.setFullSquareShareLast(masked);
            const double forwards = coreRecomputed ? 2.0 : 1.0;
            ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "sliding-window mask bias"), 0.0,
                            forwards * (1.0 + e + headsHere * e) + headsHere * e,
                            shape.batch * shape.queries * shape.keys, layers * masked, 1.0, activationType);
            ops.setLaunchesLast(layers * masked * forwards);
        }
    } else {
        ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "attention scores QK^T"), true, scoresFlopsName, scoreFlops,
                     ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (Q, K, scores)"), qBytes + kBytes + scoreBytes,
                     layers, corePasses);
        ops.markLastAttention(shape.queries, shape.keys, a.headDim);
        ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "softmax"), false,
                     ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (3 b a q k)"), softmaxFlops,
                     ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (read and write the scores)"),
                     eb.softmaxPerScore / e * scoreBytes, layers, corePasses);
        ops.launchesPerPassLast(kl.softmax);
        ops.markLastAttention(0, 0, 0);
        if (train && sc.training.dropout) {
            // Dropout on the attention probabilities: read and write the scores and a 1-byte
            // mask, in the forward, the backward (same traffic) and a recomputed forward.
            ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "attention dropout"), 2.0, 2.0 * e + 1.0,
                            shape.batch * headsHere * shape.queries * shape.keys, layers, attentionRecompute ? 3.0 : 2.0,
                            activationType);
            ops.markLastAttention(0, 0, 0);
        }
        ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "attention x V"), true,
                     ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (2 b a q k d_value)"), valueFlops,
                     ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (scores, V, output)"),
                     scoreBytes + vBytes + oBytes, layers, corePasses);
        ops.markLastAttention(shape.queries, shape.keys, valueHeadDim);
    }
    ops.matmul(ROOFLAB_TR_NOOP("rooflab::Explain", "output projection"), tokens, outputWidth / tp, h, layers,
               w, matmulPasses);
    if (train && sc.training.recomputes(RecomputeModule::LatentUpProjection) && a.mla.enabled())
        addRecomputedLatentUpProjection(ops, a, tokens, tp, e, w, layers);

    const double mlpTokens = addMlpOps(
        ops, sc, {tokens, layers, passes, matmulPasses, w, train, projections.mlpUp, kl.activation}, eb, elementwiseDetail);
    if (frozen) // the LoRA adapters and peft's casts, scaling and sum around them
        addAdapterOps(ops, sc, tokens, tp, layers, passes);

    // Two norms and two residual adds per layer over the residual stream; a norm that
    // Megatron-Core's modules recompute (core/model/recomputednorms.h) adds half a pass (of the two).
    const double streamElements = tokens * h / (sc.parallel.sequenceParallel ? tp : 1.0);
    const double normFlops = a.norm == NormKind::LayerNorm ? 8.0 : 4.0;
    const double normsAgain = train ? recomputedNorms(sc.training, a).count() / 2.0 : 0.0;
    ops.elementwise(a.norm == NormKind::LayerNorm ? ROOFLAB_TR_NOOP("rooflab::Explain", "LayerNorm")
                                                  : ROOFLAB_TR_NOOP("rooflab::Explain", "RMSNorm"),
                    2.0 * normFlops, 2.0 * eb.norm, streamElements, layers, passes + normsAgain, elementwiseDetail);
    ops.launchesPerPassLast(kl.norms);
    ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "residual add"), 2.0, 2.0 * eb.residualAdd, streamElements, layers,
                    passes, elementwiseDetail);
    ops.launchesPerPassLast(kl.residualAdds);
    // Per query and key element: Qwen3's norms over heads; eager PyTorch's rotary embedding.
    const double queryKeyElements = tokens * (q + kv) / tp;
    if (eb.qkNorm > 0) {
        ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "q and k norms"), normFlops, eb.qkNorm, queryKeyElements,
                        layers, passes, elementwiseDetail);
        ops.launchesPerPassLast(kl.qkNorms);
    }
    if (eb.rotary > 0) {
        ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "rotary embedding"), 3.0, eb.rotary, queryKeyElements, layers,
                        passes, elementwiseDetail);
        ops.launchesPerPassLast(kl.rotary);
    }
    if (eb.residualDropout > 0) {
        ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "dropout on the attention and MLP outputs"), 2.0,
                        2.0 * eb.residualDropout, streamElements, layers, passes, elementwiseDetail);
        ops.launchesPerPassLast(kl.residualDropouts);
    }
    if (eb.headsToTokens > 0) {
        ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "attention output to tokens (copy)"), 0.0, eb.headsToTokens,
                        tokens * q / tp, layers, passes, elementwiseDetail);
        ops.launchesPerPassLast(kl.headsToTokens);
    }
    if (eb.normOutputCasts > 0) {
        ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "autocast: norm outputs cast per projection"), 0.0,
                        eb.normOutputCasts, streamElements, layers, passes, elementwiseDetail);
        ops.launchesPerPassLast(kl.normOutputCasts);
    }
    if (eb.weightCasts > 0) {
        // Once per micro-batch over the matmul weights on this GPU (not the embedding table).
        const ParameterBreakdown counts = countParameters(a);
        const double matmulWeights = double(counts.total - counts.embeddings) / (tp * sc.parallel.pipelineParallel);
        ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "autocast: 16-bit weight copies and gradient casts"), 0.0,
                        eb.weightCasts, matmulWeights, 1, 1, elementwiseDetail);
        // A cast per weight matrix on this stage (its layers' and the LM head's).
        ops.launchesPerPassLast(kl.perWeightCasts * (weightMatricesPerLayer(sc) * layers + 1));
    }

    if (train) // FP8/FP4 recipes quantize every GEMM input first (core/roofline/quantisationtraffic.h)
        addQuantisationOps(ops, sc, tokens, mlpTokens, layers, fullRecompute ? 2.0 : 1.0);

    ops.matmul(ROOFLAB_TR_NOOP("rooflab::Explain", "LM head"), shape.headTokens, h, double(a.vocab) / tp, 1, headW,
               train ? (frozen ? 2.0 : 3.0) : 1.0);
    if (train && lmHeadUnaligned(sc))
        ops.markLastOddRows();
    const double logitElements = shape.headTokens * double(a.vocab) / tp;
    if (train) {
        // log-softmax and the loss over every logit, forward and backward together.
        ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "cross-entropy"), 10.0, eb.lossPerLogit, logitElements, 1, 1.0,
                        elementwiseDetail);
        ops.launchesPerPassLast(kl.loss);
    }
    const std::vector<Traced> opTimes = ops.times();
    std::vector<RooflineOp> list = ops.take();

    Formula microBatchFormula =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "time of one micro-batch"), Unit::Seconds, kSourceRoofline);
    for (size_t i = 0; i < list.size(); ++i)
        microBatchFormula.plus(list[i].name.data(), trace ? opTimes[i] : Traced(list[i].timeS), Unit::Seconds);
    const Traced microBatchTime = microBatchFormula.result();

    const char* stepName = train ? ROOFLAB_TR_NOOP("rooflab::Explain", "step time")
                           : phase == Phase::Prefill ? ROOFLAB_TR_NOOP("rooflab::Explain", "prefill time")
                                                     : ROOFLAB_TR_NOOP("rooflab::Explain", "time per generated token");
    Traced stepTime = microBatchTime;
    Traced modelFlops;
    Traced tokensPerSecond;
    const char* modelFlopsName = ROOFLAB_TR_NOOP("rooflab::Explain", "model FLOPs on this GPU");
    // A model replica's GPUs: its sequences' work is shared by tp x pp (x cp) of them.
    const double modelParallel = sc.parallel.modelParallel();
    const char* modelParallelName = sc.parallel.contextParallel > 1
                                        ? ROOFLAB_TR_NOOP("rooflab::Explain", "model-parallel GPUs (tp × pp × cp)")
                                        : ROOFLAB_TR_NOOP("rooflab::Explain", "model-parallel GPUs (tp × pp)");
    if (train) {
        const Traced accumulated = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "forward and backward time"),
                                                    Unit::Seconds)
                                       .times(ROOFLAB_TR_NOOP("rooflab::Explain", "time of one micro-batch"),
                                              microBatchTime, Unit::Seconds)
                                       .times(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient accumulation steps"),
                                              double(std::max<std::int64_t>(1, sc.training.gradAccum)), Unit::Plain)
                                       .result();
        // The optimizer updates this GPU's share once per step (ZeRO >= 1 shards it).
        // A fine-tune updates its adapters only. Offloaded, it runs on the host: no GPU op.
        stepTime = accumulated;
        if (!sc.parallel.offload.optimizerOffloaded()) {
            const double trained = frozen ? adapterShapes(sc, a).adapterParams : effectiveParameterCount(sc);
            const double params = trained / (tp * sc.parallel.pipelineParallel) /
                                  (sc.parallel.zeroStage >= 1 ? std::max(1, sc.parallel.dataParallelWithContext()) : 1);
            const OptimizerTraffic traffic = optimizerTraffic(sc);
            OpBuilder optimizerOp(sc, phase, trace, 1); // one op: no room for a phase's twenty
            optimizerOp.continueNumberingAfter(list.size());
            optimizerOp.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer update (per step)"), traffic.flops,
                                    traffic.bytes, params, 1, 1, "");
            optimizerOp.markLastPerStep();
            // Multi-tensor kernels: launched by chunks of the parameters, not per layer.
            optimizerOp.setLaunchesLast(multiTensorLaunches(params, optimizerPasses(sc)));
            const Traced optimizerTime = trace ? optimizerOp.times().front() : Traced(0.0);
            for (auto& op : optimizerOp.take()) {
                stepTime = Formula::sum(trace, stepName, Unit::Seconds, kSourceRoofline)
                               .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "forward and backward time"), accumulated, Unit::Seconds)
                               .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer update (per step)"),
                                     trace ? optimizerTime : Traced(op.timeS), Unit::Seconds)
                               .result();
                list.push_back(std::move(op));
            }
        }
        modelFlops = Formula::product(trace, modelFlopsName, Unit::Flop, "Chowdhery et al. 2022, PaLM, App. B")
                         .times(ROOFLAB_TR_NOOP("rooflab::Explain", "forward + backward (1 + 2)"), 3.0, Unit::Plain)
                         .times(ROOFLAB_TR_NOOP("rooflab::Explain", "forward FLOPs per sequence"),
                                chinchillaForwardFlops(a, sc.training.seqLen), Unit::Flop)
                         .times(ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batch"), shape.batch, Unit::Plain)
                         .times(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient accumulation steps"),
                                double(std::max<std::int64_t>(1, sc.training.gradAccum)), Unit::Plain)
                         .over(modelParallelName, modelParallel, Unit::Plain)
                         .result();
        if (frozen)
            modelFlops = Formula::sum(trace, modelFlopsName, Unit::Flop, "Hu et al. 2021, LoRA")
                             .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "full fine-tuning FLOPs"), modelFlops, Unit::Flop)
                             .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "weight gradients of the frozen base, less the adapters'"),
                                    frozenBaseFlopsSaving(sc, a) * shape.tokens() *
                                        double(std::max<std::int64_t>(1, sc.training.gradAccum)) / (tp * sc.parallel.pipelineParallel),
                                    Unit::Flop)
                             .result();
        if (stepTime.value > 0)
            tokensPerSecond = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per second per model replica"),
                                               Unit::TokensPerSecond)
                                  .times(ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batch"), shape.batch, Unit::Plain)
                                  .times(ROOFLAB_TR_NOOP("rooflab::Explain", "sequence length"),
                                         double(sc.training.seqLen), Unit::Count)
                                  .times(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient accumulation steps"),
                                         double(sc.training.gradAccum), Unit::Plain)
                                  .over(stepName, stepTime, Unit::Seconds)
                                  .result();
    } else {
        Formula flopsFormula = Formula::sum(trace, modelFlopsName, Unit::Flop);
        for (size_t i = 0; i < list.size(); ++i)
            flopsFormula.plus(list[i].name.data(), list[i].flops, Unit::Flop);
        modelFlops = flopsFormula.result();
        if (stepTime.value > 0)
            tokensPerSecond = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per second"),
                                               Unit::TokensPerSecond)
                                  .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens in the batch"), tokens, Unit::Count)
                                  .over(stepName, stepTime, Unit::Seconds)
                                  .result();
    }
    Traced mfu;
    if (stepTime.value > 0 && r.peakFlops > 0) {
        const Traced peakWork = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "peak FLOPs in that time"),
                                                 Unit::Flop)
                                    .times(stepName, stepTime, Unit::Seconds)
                                    .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-core peak"), r.peakFlops,
                                           Unit::FlopPerSecond, dtypeId(sc.precision.compute))
                                    .result();
        mfu = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "predicted MFU (no communication)"),
                               Unit::Ratio, "Chowdhery et al. 2022, PaLM, App. B")
                  .times(modelFlopsName, modelFlops, Unit::Flop)
                  .over(ROOFLAB_TR_NOOP("rooflab::Explain", "peak FLOPs in that time"), peakWork, Unit::Flop)
                  .result();
    }
    r.ops = std::move(list);
    r.stepTimeS = stepTime;
    r.tokensPerSecond = tokensPerSecond;
    Traced perGpu;
    if (train && tokensPerSecond.value > 0)
        perGpu = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per second per GPU (roofline bound)"),
                                  Unit::TokensPerSecond)
                     .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per second per model replica"), tokensPerSecond,
                            Unit::TokensPerSecond)
                     .over(modelParallelName, modelParallel, Unit::Plain)
                     .result();
    else
        perGpu = tokensPerSecond; // inference: one GPU's share is what the roofline times
    r.tokensPerSecondPerGpu = perGpu;
    r.predictedMfu = mfu;
    if (trace) {
        trace->nameFigure("roofline.step_time", stepTime);
        trace->nameFigure("roofline.tokens_per_second", tokensPerSecond);
        trace->nameFigure("roofline.mfu", mfu);
        trace->nameFigure("roofline.tokens_per_second_per_gpu", perGpu);
    }
    return r;
}

} // namespace rooflab
