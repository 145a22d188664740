#include "core/steptime/steptimestages.h"

#include "core/model/contextparallel.h"
#include "core/steptime/expertcomm.h"
#include "core/steptime/gradientsync.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

constexpr const char* kSourceMegatronTp = "Shoeybi et al. 2019; Korthikanti et al. 2022, sec. 4.2.2";
constexpr const char* kSourceContextRing = "TransformerEngine AttnFuncWithCPAndKVP2P: P2P beside each chunk's attention";
constexpr const char* kSourceGradReduce =
    "Megatron-LM 2021 train_step: allreduce_gradients() after forward_backward; --overlap-grad-reduce (2023)";

double layersOnThisGpu(const StepLayout& layout) { return std::ceil(double(layout.sc.model.arch.layers) / layout.p); }

} // namespace

ModelParallelComm modelParallelStage(const StepLayout& layout, double attentionCoreS, StepTimeReport& r) {
    const Scenario& sc = layout.sc;
    const ParallelConfig& par = sc.parallel;
    const Architecture& a = sc.model.arch;
    const NetworkSpec& net = layout.net;
    Trace* trace = layout.trace;
    const int t = layout.t, p = layout.p, cp = layout.cp, v = layout.v, m = layout.m;

    const double layersHere = layersOnThisGpu(layout);
    const double e = dtypeBytes(sc.precision.activations);
    const double tokens = sc.training.microBatch * localSequence(sc); // of one micro-batch, on this GPU
    const double activationBytes = tokens * a.dModel * e;

    // 2. Tensor parallelism: 2 all-reduces per layer in the forward, 2 in the backward (2 more
    // when full recomputation repeats the forward); with sequence parallelism each is a
    // reduce-scatter + all-gather of the same total volume. Outside the layers, on the busiest
    // (last) stage: the LM head's input gradient (an all-reduce in the backward; with sequence
    // parallelism an all-gather forward and a reduce-scatter backward) and, without pipelining,
    // the embedding's output (an all-reduce forward; a reduce-scatter forward and an all-gather
    // backward); and the vocab-parallel cross-entropy's three all-reduces of one fp32 value per
    // token (the logits' maximum, the target's logit, the sum of exponentials). Megatron-LM
    // megatron/mpu/{layers,cross_entropy}.py. All on the critical path.
    const GroupLink tpLink = groupLink(net, t, 1);
    r.tpCrossesNodes = t > 1 && tpLink.crossesNodes;
    Traced tpPerMicro;
    if (t > 1) {
        const bool full = sc.training.recomputesEveryLayer();
        const double perLayer = full ? 6.0 : 4.0;
        const double outsideLayers = p > 1 ? 1.0 : 2.0;
        const double count = (perLayer * layersHere + outsideLayers) * (par.sequenceParallel ? 2.0 : 1.0);
        const double volume = par.sequenceParallel ? ringGatherVolume(activationBytes, t)
                                                   : ringAllReduceVolume(activationBytes, t);
        const char* activationsName = ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel collectives of activations");
        const Traced activations = tracedCollective(
            trace, activationsName,
            par.sequenceParallel ? ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per reduce-scatter or all-gather ((t-1)/t × b s h)")
                                 : ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per all-reduce (2(t-1)/t × b s h)"),
            volume, t, ringSteps(par.sequenceParallel ? Collective::AllGather : Collective::AllReduce, t), tpLink,
            net.latency, count,
            p > 1 ? ROOFLAB_TR_NOOP("rooflab::Explain", "collectives per micro-batch (layers × 4, or × 6 with full recompute, + 1 for the LM head; × 2 with SP)")
                  : ROOFLAB_TR_NOOP("rooflab::Explain", "collectives per micro-batch (layers × 4, or × 6 with full recompute, + 2 for the embedding and the LM head; × 2 with SP)"));
        const char* lossName = ROOFLAB_TR_NOOP("rooflab::Explain", "vocab-parallel cross-entropy all-reduces");
        const double lossBytes = tokens * 4.0; // one fp32 value per token
        const Traced loss = tracedCollective(
            trace, lossName, ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per all-reduce (2(t-1)/t × b s × 4)"),
            ringAllReduceVolume(lossBytes, t), t, ringSteps(Collective::AllReduce, t), tpLink, net.latency, 3.0,
            ROOFLAB_TR_NOOP("rooflab::Explain", "all-reduces per micro-batch (maximum, target logit, sum of exponentials)"));
        tpPerMicro = Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication per micro-batch"),
                                  Unit::Seconds, kSourceMegatronTp)
                         .plus(activationsName, activations, Unit::Seconds)
                         .plus(lossName, loss, Unit::Seconds)
                         .result();
    }

    // 2b. Expert parallelism: the all-to-alls of every MoE layer, on the critical path.
    const Traced epPerMicro = expertAllToAllPerMicroBatch(sc, net, trace);
    const Traced epTotal = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "expert all-to-all"), Unit::Seconds)
                               .times(ROOFLAB_TR_NOOP("rooflab::Explain", "expert all-to-all per micro-batch"), epPerMicro,
                                      Unit::Seconds)
                               .times(kMicroBatches, double(m), Unit::Plain)
                               .result();
    r.commS.ep = r.exposedCommS.ep = epTotal;

    // 2c. Context parallelism: the ring's K/V exchanges run beside the attention of the chunk
    // already there; only what the attention cannot cover waits.
    const Traced cpPerMicro = contextRingPerMicroBatch(sc, net, trace);
    Traced cpExposed;
    if (cpPerMicro.value > 0) {
        const Traced exposedPerMicro =
            Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed ring per micro-batch"), Unit::Seconds,
                         kSourceContextRing)
                .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "context-parallel ring per micro-batch"), cpPerMicro, Unit::Seconds)
                .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "hidden behind the attention of this micro-batch"),
                      -std::min(cpPerMicro.value, attentionCoreS), Unit::Seconds)
                .result();
        cpExposed = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed context-parallel ring"),
                                     Unit::Seconds, kSourceContextRing)
                        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "exposed ring per micro-batch"), exposedPerMicro,
                               Unit::Seconds)
                        .times(kMicroBatches, double(m), Unit::Plain)
                        .result();
        r.commS.cp = cpPerMicro.value * m;
    }
    r.exposedCommS.cp = cpExposed;

    // 3. Pipeline: each micro-batch sends its activations forward and their gradients back,
    // split across the TP ranks (Megatron's scatter/gather), v times with interleaving. Without
    // sequence parallelism the receiving TP ranks then all-gather the pieces over NVLink
    // (Narayanan et al. 2021, sec. 4.1; with it the tensor stays split and nothing is gathered).
    Traced ppPerMicro;
    if (p > 1) {
        const GroupLink ppLink = groupLink(net, p, t * cp);
        r.ppCrossesNodes = ppLink.crossesNodes;
        GroupLink p2p = ppLink;
        p2p.bandwidth = ppLink.crossesNodes ? net.interBandwidth : net.intraBandwidth; // one NIC per GPU
        const char* sendReceive = ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline send/receive per micro-batch");
        const bool gather = t > 1 && !par.sequenceParallel;
        const char* sendsName = gather ? ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline sends per micro-batch") : sendReceive;
        const Traced sends = tracedCollective(trace, sendsName,
                                              ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per send (b s h / t)"),
                                              activationBytes / t, 2, 1, p2p, net.latency, 2.0 * v,
                                              ROOFLAB_TR_NOOP("rooflab::Explain", "sends per micro-batch (forward + backward, × virtual stages)"));
        ppPerMicro = sends;
        if (gather) {
            const char* gathersName = ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline all-gathers per micro-batch (scatter/gather)");
            const Traced gathers = tracedCollective(
                trace, gathersName,
                ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per all-gather ((t-1)/t × b s h)"),
                ringGatherVolume(activationBytes, t), t, ringSteps(Collective::AllGather, t), tpLink, net.latency, 2.0 * v,
                ROOFLAB_TR_NOOP("rooflab::Explain", "received tensors per micro-batch (forward + backward, × virtual stages)"));
            ppPerMicro = Formula::sum(trace, sendReceive, Unit::Seconds, kSourceBubble)
                             .plus(sendsName, sends, Unit::Seconds)
                             .plus(gathersName, gathers, Unit::Seconds)
                             .result();
        }
    }
    const Traced tpTotal = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication"),
                                            Unit::Seconds, kSourceMegatronTp)
                               .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication per micro-batch"),
                                      tpPerMicro, Unit::Seconds)
                               .times(kMicroBatches, double(m), Unit::Plain)
                               .result();
    const Traced ppTotal = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline communication"), Unit::Seconds)
                               .times(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline send/receive per micro-batch"),
                                      ppPerMicro, Unit::Seconds)
                               .times(kMicroBatches, double(m), Unit::Plain)
                               .result();
    r.commS.tp = r.exposedCommS.tp = tpTotal;
    r.commS.pp = r.exposedCommS.pp = ppTotal;
    return {tpTotal, epTotal, cpExposed, ppTotal};
}

DataParallelComm dataParallelStage(const StepLayout& layout, const GradientShard& shard, const StepCompute& stepCompute,
                                   const Traced& cpExposed, StepTimeReport& r) {
    const Scenario& sc = layout.sc;
    const ParallelConfig& par = sc.parallel;
    const NetworkSpec& net = layout.net;
    Trace* trace = layout.trace;
    const int t = layout.t, p = layout.p, d = layout.d, cp = layout.cp, dg = layout.dg, m = layout.m;
    const bool splitExperts = shard.splitExperts;
    const ParameterPlacement& place = shard.place;
    const double paramsHere = shard.paramsHere;
    const double gradientBytes = shard.gradientBytes;
    const double layersHere = layersOnThisGpu(layout);
    const Traced& compute = stepCompute.compute;
    const Traced& micro = stepCompute.micro;

    // The gradient reduction overlaps the last micro-batch's
    // backward (2/3 of its compute) except its last bucket (one layer's gradients); ZeRO-1/2's
    // parameter all-gather after the optimizer step is exposed; ZeRO-3's per-layer gathers and
    // reduce-scatters overlap each micro-batch's compute except the first layer's.
    // What else the step waits for before the optimizer: the reduction buffers' passes on the
    // compute stream and the tied embeddings' all-reduce (core/steptime/gradientsync.h). With either, the
    // collective's exposed part is one term of the exposed data-parallel time, named apart.
    const GradientBufferTime bufferPasses =
        gradientBufferTime(layout, shard, stepCompute.memoryBandwidth, stepCompute.launchGapS);
    const Traced& buffers = bufferPasses.time;
    r.kernelLaunches += bufferPasses.kernels;
    r.launchGapS += bufferPasses.gapS;
    const Traced tied = tiedEmbeddingAllReduce(layout, gradientBytes);
    const char* collective = buffers.value > 0 || tied.value > 0
                                 ? ROOFLAB_TR_NOOP("rooflab::Explain", "data-parallel collective, exposed")
                                 : ROOFLAB_TR_NOOP("rooflab::Explain", "exposed data-parallel communication");

    Traced dpExposed, zeroExposed, interference;
    if (dg > 1) {
        // Its members: the cp ranks next to the tensor-parallel ones, the replicas t cp p apart.
        const GroupLink dpLink = cp > 1 ? dataWithContextLink(net, d, cp, t, p) : groupLink(net, d, t * p);
        r.dpCrossesNodes = dpLink.crossesNodes;
        const int zero = par.zeroStage;
        // With expert parallelism the dense gradients are reduced over d, the experts' over
        // their expert-data-parallel replicas (none when each expert lives on one GPU group).
        auto ringVolume = [&](double perParam, bool allReduce) {
            auto ring = [&](double bytes, int n) {
                return allReduce ? ringAllReduceVolume(bytes, n) : ringGatherVolume(bytes, n);
            };
            if (!splitExperts)
                return ring(paramsHere * perParam, dg);
            return ring(place.dense * perParam, dg) +
                   ring(place.experts * perParam, std::max(1, int(std::lround(place.expertDataParallel))));
        };
        const double gradVolume = ringVolume(gradientBytes, zero == 0);
        const double gradCount = zero == 3 ? double(m) : 1.0;
        const Traced dpComm = tracedCollective(
            trace, ROOFLAB_TR_NOOP("rooflab::Explain", "data-parallel gradient reduction"),
            zero == 0 ? ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per all-reduce (2(d-1)/d × gradients)")
                      : ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per reduce-scatter ((d-1)/d × gradients)"),
            gradVolume, dg, ringSteps(zero == 0 ? Collective::AllReduce : Collective::ReduceScatter, dg), dpLink,
            net.latency, gradCount, kMicroBatches);
        Traced zeroComm;
        if (zero >= 1)
            zeroComm = tracedCollective(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "ZeRO parameter all-gathers"),
                                        ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per all-gather ((d-1)/d × weights)"),
                                        ringVolume(dtypeBytes(sc.precision.weights), false), dg, ringSteps(Collective::AllGather, dg),
                                        dpLink, net.latency,
                                        zero == 3 ? 2.0 * m : 1.0,
                                        ROOFLAB_TR_NOOP("rooflab::Explain", "all-gathers (ZeRO-3: forward and backward of each micro-batch)"));
        r.commS.dp = dpComm;
        r.commS.zero = zeroComm;
        const double lastBucket = 1.0 / std::max(1.0, layersHere);
        const bool overlapReduce = sc.training.overlapGradReduce;
        if (!overlapReduce) {
            // The reduction starts after the whole backward (Megatron's local DDP before 2023):
            // nothing hides it.
            dpExposed = Formula::sum(trace, collective,
                                     Unit::Seconds, kSourceGradReduce)
                            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "data-parallel gradient reduction"), dpComm,
                                  Unit::Seconds, "after the whole backward")
                            .result();
        }
        if (zero == 3) {
            const double window = compute.value; // every micro-batch's compute hides its gathers
            const double total = (overlapReduce ? dpComm.value : 0.0) + zeroComm.value;
            const double exposed = std::max(total * lastBucket, total - window);
            const double share = total > 0 ? exposed / total : 0.0;
            if (overlapReduce)
                dpExposed = Formula::product(trace, collective, Unit::Seconds)
                                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "data-parallel gradient reduction"), dpComm, Unit::Seconds)
                                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "exposed fraction (not hidden by compute)"), share, Unit::Ratio)
                                .result();
            zeroExposed = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed ZeRO communication"), Unit::Seconds)
                              .times(ROOFLAB_TR_NOOP("rooflab::Explain", "ZeRO parameter all-gathers"), zeroComm, Unit::Seconds)
                              .times(ROOFLAB_TR_NOOP("rooflab::Explain", "exposed fraction (not hidden by compute)"), share, Unit::Ratio)
                              .result();
        } else if (overlapReduce) {
            const Traced window = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "backward of the last micro-batch"), Unit::Seconds)
                                      .times(kMicroCompute, micro, Unit::Seconds)
                                      .times(ROOFLAB_TR_NOOP("rooflab::Explain", "backward share (2 of 3 passes)"), 2.0 / 3.0, Unit::Plain)
                                      .result();
            const Traced hidden = Formula::minimum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "hidden gradient reduction"), Unit::Seconds)
                                      .of(ROOFLAB_TR_NOOP("rooflab::Explain", "backward of the last micro-batch"), window, Unit::Seconds)
                                      .of(ROOFLAB_TR_NOOP("rooflab::Explain", "all but the last bucket"), dpComm.value * (1.0 - lastBucket), Unit::Seconds)
                                      .result();
            dpExposed = Formula::sum(trace, collective, Unit::Seconds)
                            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "data-parallel gradient reduction"), dpComm, Unit::Seconds)
                            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "hidden gradient reduction"), -hidden.value, Unit::Seconds)
                            .result();
            zeroExposed = zeroComm; // after the optimizer step, before the next forward
        } else {
            zeroExposed = zeroComm;
        }
        // Overlapped communication takes SMs and memory bandwidth from the compute it hides
        // behind: charge 15 % of the overlapped time.
        const double overlapped = (dpComm.value - dpExposed.value) + (zeroComm.value - zeroExposed.value) +
                                  (r.commS.cp - cpExposed.value);
        interference = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "compute slowed by overlapped communication"),
                                        Unit::Seconds, "shared/reference/step-time.md")
                           .times(ROOFLAB_TR_NOOP("rooflab::Explain", "overlapped communication"), overlapped, Unit::Seconds)
                           .times(ROOFLAB_TR_NOOP("rooflab::Explain", "slowdown while overlapping"), 0.15, Unit::Ratio)
                           .result();
    }
    if (buffers.value > 0 || tied.value > 0) {
        Formula sync = Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed data-parallel communication"),
                                    Unit::Seconds);
        if (dpExposed.value > 0)
            sync.plus(collective, dpExposed, Unit::Seconds);
        if (buffers.value > 0)
            sync.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient buffers (compute stream)"), buffers, Unit::Seconds);
        if (tied.value > 0)
            sync.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "tied embedding gradient all-reduce"), tied, Unit::Seconds);
        dpExposed = sync.result();
        r.gradBuffersS = buffers.value;
        r.tiedEmbeddingS = tied.value;
    }
    r.exposedCommS.dp = dpExposed;
    r.exposedCommS.zero = zeroExposed;
    r.interferenceS = interference;
    return {dpExposed, zeroExposed, interference};
}

} // namespace rooflab
