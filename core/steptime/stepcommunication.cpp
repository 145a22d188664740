#include "core/steptime/steptimestages.h"

#include "core/model/contextparallel.h"
#include "core/model/frameworkknobs.h"
#include "core/model/frameworkprofile.h"
#include "core/model/pipelinesplit.h"
#include "core/model/recomputedlayers.h"
#include "core/model/torchcontextparallel.h"
#include "core/steptime/expertcomm.h"
#include "core/steptime/gradientsync.h"
#include "core/steptime/optimizerbuckets.h"
#include "core/steptime/overlapslowdown.h"
#include "core/steptime/pipelineoverlap.h"
#include "core/steptime/tpoverlap.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

constexpr const char* kSourceMegatronTp = "Shoeybi et al. 2019; Korthikanti et al. 2022, sec. 4.2.2";
constexpr const char* kSourceContextRing =
    "TransformerEngine AttnFuncWithCPAndKVP2P: P2P beside each chunk's attention";
constexpr const char* kSourceContextBeforeAttention =
    "TransformerEngine AttnFuncWithCPAndKVAllGather, AttnFuncWithCPAndQKVOA2A: before the attention, not hidden";
constexpr const char* kSyncBuckets =
    ROOFLAB_TR_NOOP("rooflab::Explain", "collectives (one per bucket: apex DistributedFusedAdam, 100 MiB)");
constexpr const char* kSourcePipelinedFsdp =
    "PyTorch torch/distributed/pipelining/stage.py backward_maybe_with_nosync (FSDP2: no gradient sync, no "
    "reshard until the stage's last backward, then post_backward and the root's final callback); FSDP2 "
    "_fsdp_param_group.py finalize_backward; torchtitan 9dec370 apply_fsdp (pp: reshard_after_forward False)";
constexpr const char* kUnitsOncePerStep = ROOFLAB_TR_NOOP(
    "rooflab::Explain", "collectives (one per unit, once per step: FSDP2 under torch.distributed.pipelining)");
constexpr const char* kUnitsPerMicroBatch =
    ROOFLAB_TR_NOOP("rooflab::Explain", "collectives (one per unit and micro-batch: ZeRO-3)");
constexpr const char* kSourceParamGather =
    "Megatron-Core distributed_data_parallel.py forward pre-hook, param_and_grad_buffer.py finish_param_sync "
    "(--overlap-param-gather; bucketing off for chunks after the first and pipeline ranks after the first)";
constexpr const char* kSourceGradReduce =
    "Megatron-LM 2021 train_step: allreduce_gradients() after forward_backward; --overlap-grad-reduce (2023)";

// The slowest stage's layers (core/model/pipelinesplit.h): the pipeline runs at its pace.
double layersOnThisGpu(const StepLayout& layout) {
    return slowestStage(layout.sc).layers;
}

// ZeRO-3's units: FSDP wraps each transformer block and the root module (the embedding, the final
// norm and the output layer) and gathers and reduce-scatters each unit apart (torchtitan's
// apply_fsdp: fully_shard per TransformerBlock, then the model; llm-foundry's MPT: FSDP's
// auto-wrap of each MPTBlock; DeepSpeed ZeRO-3 fetches each submodule's parameters before it runs).
double fsdpUnits(const StepLayout& layout) {
    return std::max(1.0, layersOnThisGpu(layout)) + 1.0;
}

// One micro-batch's tokens on this GPU, and their activations' bytes (b x local s x h).
double microBatchTokens(const Scenario& sc) {
    return sc.training.microBatch * localSequence(sc);
}
double activationBytesPerMicroBatch(const Scenario& sc) {
    return microBatchTokens(sc) * sc.model.arch.dModel * dtypeBytes(sc.precision.activations);
}

// One micro-batch's time over all m micro-batches of the step.
Traced perStep(Trace* trace, const char* name, const char* perMicroName, const Traced& perMicro, int m,
               const char* source = nullptr) {
    return Formula::product(trace, name, Unit::Seconds, source)
        .times(perMicroName, perMicro, Unit::Seconds)
        .times(kMicroBatches, double(m), Unit::Plain)
        .result();
}

// 2. Tensor parallelism: 2 all-reduces per layer in the forward, 2 in the backward (2 more
// when full recomputation repeats the forward); with sequence parallelism each is a
// reduce-scatter + all-gather of the same total volume. Outside the layers, on the busiest
// (last) stage: the LM head's input gradient (an all-reduce in the backward; with sequence
// parallelism an all-gather forward and a reduce-scatter backward) and, without pipelining,
// the embedding's output (an all-reduce forward; a reduce-scatter forward and an all-gather
// backward); and the vocab-parallel cross-entropy's three all-reduces of one fp32 value per
// token (the logits' maximum, the target's logit, the sum of exponentials). Megatron-LM
// megatron/mpu/{layers,cross_entropy}.py. All on the critical path, but with
// parallel.tp_comm_overlap what the layers' GEMMs hide (core/steptime/tpoverlap.h).
struct TensorParallelMicro {
    Traced total, exposed;
    TensorParallelOverlap overlap;
};

// The layers' (and the ends') collectives of one micro-batch: their time, their count, and one
// all-gather's and one other collective's time (they differ where the all-gathers are float8).
struct TensorParallelActivations {
    Traced time;
    double count = 0, allGatherS = 0, otherS = 0;
};

// One collective of the layers' activations: its bytes, ring steps and link.
struct ActivationCollective {
    double volume = 0;
    const char* volumeName = nullptr;
    int steps = 0;
    const GroupLink* link = nullptr;
};

// torchtitan's float8 tensor parallelism (core/model/frameworkknobs.h): `fp8Gathers` of the
// `a.count` collectives are all-gathers of 1-byte values, the others stay 16-bit.
void splitFloat8Gathers(const StepLayout& layout, const ActivationCollective& c, double fp8Gathers,
                        TensorParallelActivations& a) {
    Trace* trace = layout.trace;
    const int t = layout.t;
    const char* gathersName = ROOFLAB_TR_NOOP("rooflab::Explain", "float8 all-gathers of the layers");
    const char* othersName = ROOFLAB_TR_NOOP("rooflab::Explain", "16-bit collectives");
    const Traced gathers = tracedCollective(
        trace, gathersName,
        ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per float8 all-gather ((t-1)/t × b s h × 1 byte)"),
        c.volume / dtypeBytes(layout.sc.precision.activations), t, c.steps, *c.link, layout.net.latency, fp8Gathers,
        ROOFLAB_TR_NOOP("rooflab::Explain",
                        "all-gathers of the layers per micro-batch (inputs, again when recomputed; output gradients)"));
    const Traced others = tracedCollective(
        trace, othersName, c.volumeName, c.volume, t, c.steps, *c.link, layout.net.latency, a.count - fp8Gathers,
        ROOFLAB_TR_NOOP("rooflab::Explain", "reduce-scatters, and the embedding's and the LM head's collectives"));
    a.time = Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel collectives of activations"),
                          Unit::Seconds,
                          "torchao float8_tensor_parallel.py (PrepareFloat8ModuleInput, Float8RowwiseParallel: "
                          "cast before the all-gather); torchtitan 9dec370 apply_tp with enable_float8")
                 .plus(gathersName, gathers, Unit::Seconds)
                 .plus(othersName, others, Unit::Seconds)
                 .result();
    a.allGatherS = gathers.value / fp8Gathers;
    a.otherS = others.value / (a.count - fp8Gathers);
}

TensorParallelActivations tensorParallelActivations(const StepLayout& layout, const GroupLink& tpLink) {
    const Scenario& sc = layout.sc;
    const ParallelConfig& par = sc.parallel;
    const int t = layout.t, p = layout.p;
    const double activationBytes = activationBytesPerMicroBatch(sc);
    // A recomputed layer runs its forward's 2 again: the share f of them (core/model/recomputedlayers.h).
    const double recomputed = recomputedLayerShare(sc, int(layersOnThisGpu(layout)));
    // Op-selective checkpointing saves the reduce-scatters' outputs but runs the forward's
    // all-gathers (or, without sequence parallelism, its all-reduces) again: 2 more per layer,
    // 5 per layer's 10 with sequence parallelism (core/model/opselective.h).
    const bool opSelective = sc.training.checkpointing == Checkpointing::OpSelective;
    const double perLayer = opSelective ? (par.sequenceParallel ? 5.0 : 6.0) : 4.0 + 2.0 * recomputed;
    const double outsideLayers = p > 1 ? 1.0 : 2.0;
    TensorParallelActivations a;
    a.count = (perLayer * layersOnThisGpu(layout) + outsideLayers) * (par.sequenceParallel ? 2.0 : 1.0);
    ActivationCollective c;
    c.volume = par.sequenceParallel ? ringGatherVolume(activationBytes, t) : ringAllReduceVolume(activationBytes, t);
    c.volumeName =
        par.sequenceParallel
            ? ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per reduce-scatter or all-gather ((t-1)/t × b s h)")
            : ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per all-reduce (2(t-1)/t × b s h)");
    c.steps = ringSteps(par.sequenceParallel ? Collective::AllGather : Collective::AllReduce, t);
    c.link = &tpLink;
    // Float8 all-gathers: half the layers' collectives, and op-selective's recomputed ones (6 of 10).
    const double fp8Gathers =
        gathersFp8Activations(sc) ? (opSelective ? perLayer + 1.0 : perLayer) * layersOnThisGpu(layout) : 0.0;
    if (fp8Gathers > 0) {
        splitFloat8Gathers(layout, c, fp8Gathers, a);
        return a;
    }
    const char* countName =
        p > 1
            ? ROOFLAB_TR_NOOP(
                  "rooflab::Explain",
                  "collectives per micro-batch (layers × 4, or × 6 with full recompute, × (4 + 2 f) with block, × 6 or "
                  "× 5 with SP under op-selective, + 1 for the LM head; × 2 with SP)")
            : ROOFLAB_TR_NOOP(
                  "rooflab::Explain",
                  "collectives per micro-batch (layers × 4, or × 6 with full recompute, × (4 + 2 f) with block, × 6 or "
                  "× 5 with SP under op-selective, + 2 for the embedding and the LM head; × 2 with SP)");
    a.time = tracedCollective(layout.trace,
                              ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel collectives of activations"),
                              c.volumeName, c.volume, t, c.steps, tpLink, layout.net.latency, a.count, countName);
    a.allGatherS = a.otherS = a.count > 0 ? a.time.value / a.count : 0.0;
    return a;
}

TensorParallelMicro tensorParallelPerMicroBatch(const StepLayout& layout, const GroupLink& tpLink,
                                                const std::vector<double>& opTimeS, double memoryBandwidth) {
    const Scenario& sc = layout.sc;
    Trace* trace = layout.trace;
    const int t = layout.t;
    const double activationBytes = activationBytesPerMicroBatch(sc);
    const char* activationsName = ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel collectives of activations");
    const TensorParallelActivations activations = tensorParallelActivations(layout, tpLink);
    const char* lossName = ROOFLAB_TR_NOOP("rooflab::Explain", "vocab-parallel cross-entropy all-reduces");
    const double lossBytes = microBatchTokens(sc) * 4.0; // one fp32 value per token
    const Traced loss = tracedCollective(
        trace, lossName, ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per all-reduce (2(t-1)/t × b s × 4)"),
        ringAllReduceVolume(lossBytes, t), t, ringSteps(Collective::AllReduce, t), tpLink, layout.net.latency, 3.0,
        ROOFLAB_TR_NOOP("rooflab::Explain",
                        "all-reduces per micro-batch (maximum, target logit, sum of exponentials)"));
    TensorParallelMicro micro;
    micro.total =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication per micro-batch"),
                     Unit::Seconds, kSourceMegatronTp)
            .plus(activationsName, activations.time, Unit::Seconds)
            .plus(lossName, loss, Unit::Seconds)
            .result();
    micro.exposed = micro.total;
    if (!overlapsTensorParallelComm(sc) || !(activations.count > 0))
        return micro;
    const double gatheredBytes =
        gathersFp8Activations(sc) ? activationBytes / dtypeBytes(sc.precision.activations) : activationBytes;
    micro.overlap = tensorParallelOverlapPerMicroBatch(
        layout, TensorParallelCollectives{activations.allGatherS, activations.otherS}, opTimeS,
        AsyncTpBytes{activationBytes, gatheredBytes, memoryBandwidth});
    micro.exposed =
        Formula::sum(trace,
                     ROOFLAB_TR_NOOP("rooflab::Explain", "exposed tensor-parallel communication per micro-batch"),
                     Unit::Seconds)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication per micro-batch"), micro.total,
                  Unit::Seconds)
            .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication hidden"), micro.overlap.hidden,
                   Unit::Seconds)
            .plus(sc.training.isPyTorch() ? ROOFLAB_TR_NOOP("rooflab::Explain", "AsyncTP copies and reductions")
                                          : ROOFLAB_TR_NOOP("rooflab::Explain", "GEMMs slowed by the overlap's SMs"),
                  micro.overlap.cost, Unit::Seconds)
            .result();
    return micro;
}

// 2c. Context parallelism: the ring's K/V exchanges run beside the attention of the chunk
// already there; only what the attention cannot cover waits. The all-gather and the all-to-alls
// (parallel.cp_comm_type) come before the attention that needs them: all of them waits. Under
// torchtitan, PyTorch's transfers each wait behind one chunk's attention (torchcontextparallel.h).
Traced contextCommExposed(const StepLayout& layout, double attentionCoreS, StepTimeReport& r) {
    Trace* trace = layout.trace;
    if (runsTorchContextParallel(layout.sc) && layout.sc.parallel.contextParallel > 1) {
        const TorchContextComm torch = torchContextComm(layout.sc, layout.net, attentionCoreS, trace);
        r.commS.cp = torch.total.value * layout.m;
        return perStep(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed context-parallel communication"),
                       ROOFLAB_TR_NOOP("rooflab::Explain", "exposed ring per micro-batch"), torch.exposed, layout.m);
    }
    const ContextCommTime cp = contextCommTimes(layout.sc, layout.net, trace);
    const Traced& cpPerMicro = cp.total;
    if (!(cpPerMicro.value > 0))
        return Traced();
    const bool overlaps = contextCommOverlapsAttention(layout.sc);
    const char* source = overlaps ? kSourceContextRing : kSourceContextBeforeAttention;
    // Only the ring's sends run beside the attention (a2a+p2p's all-to-alls come before it).
    const Traced exposedPerMicro =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed ring per micro-batch"), Unit::Seconds, source)
            .plus(contextCommName(layout.sc), cpPerMicro, Unit::Seconds)
            .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "hidden behind the attention of this micro-batch"),
                   overlaps ? std::min(cp.ring, attentionCoreS) : 0.0, Unit::Seconds)
            .result();
    r.commS.cp = cpPerMicro.value * layout.m;
    return perStep(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed context-parallel communication"),
                   ROOFLAB_TR_NOOP("rooflab::Explain", "exposed ring per micro-batch"), exposedPerMicro, layout.m,
                   source);
}

// 3. Pipeline: each micro-batch sends its activations forward and their gradients back,
// split across the TP ranks (Megatron's scatter/gather), v times with interleaving. Without
// sequence parallelism the receiving TP ranks then all-gather the pieces over NVLink
// (Narayanan et al. 2021, sec. 4.1; with it the tensor stays split and nothing is gathered).
Traced pipelinePerMicroBatch(const StepLayout& layout, const GroupLink& tpLink, StepTimeReport& r) {
    const NetworkSpec& net = layout.net;
    Trace* trace = layout.trace;
    const int t = layout.t, p = layout.p, cp = layout.cp, v = layout.v;
    const double activationBytes = activationBytesPerMicroBatch(layout.sc);
    const GroupLink ppLink = groupLink(net, p, t * cp);
    r.ppCrossesNodes = ppLink.crossesNodes;
    GroupLink p2p = ppLink;
    p2p.bandwidth = ppLink.crossesNodes ? net.interBandwidth : net.intraBandwidth; // one NIC per GPU
    const char* sendReceive = ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline send/receive per micro-batch");
    const bool gather = t > 1 && !layout.sc.parallel.sequenceParallel;
    const char* sendsName =
        gather ? ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline sends per micro-batch") : sendReceive;
    const Traced sends = tracedCollective(
        trace, sendsName, ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per send (b s h / t)"), activationBytes / t, 2, 1,
        p2p, net.latency, 2.0 * v,
        ROOFLAB_TR_NOOP("rooflab::Explain", "sends per micro-batch (forward + backward, × virtual stages)"));
    if (!gather)
        return sends;
    const char* gathersName =
        ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline all-gathers per micro-batch (scatter/gather)");
    const Traced gathers = tracedCollective(
        trace, gathersName, ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per all-gather ((t-1)/t × b s h)"),
        ringGatherVolume(activationBytes, t), t, ringSteps(Collective::AllGather, t), tpLink, net.latency, 2.0 * v,
        ROOFLAB_TR_NOOP("rooflab::Explain", "received tensors per micro-batch (forward + backward, × virtual stages)"));
    return Formula::sum(trace, sendReceive, Unit::Seconds, kSourceBubble)
        .plus(sendsName, sends, Unit::Seconds)
        .plus(gathersName, gathers, Unit::Seconds)
        .result();
}

// Bytes each GPU sends in a ring collective over the gradients or weights this GPU holds,
// `perParam` bytes each. With expert parallelism the dense gradients are reduced over d, the
// experts' over their expert-data-parallel replicas (none when each expert lives on one GPU group).
double dataParallelRingVolume(const GradientShard& shard, int dg, double perParam, bool allReduce) {
    auto ring = [&](double bytes, int n) {
        return allReduce ? ringAllReduceVolume(bytes, n) : ringGatherVolume(bytes, n);
    };
    if (!shard.splitExperts)
        return ring(shard.paramsHere * perParam, dg);
    const ParameterPlacement& place = shard.place;
    return ring(place.dense * perParam, dg) +
           ring(place.experts * perParam, std::max(1, int(std::lround(place.expertDataParallel))));
}

// The data-parallel collectives of one step, whole: the gradient reduction and ZeRO's parameter
// all-gathers.
struct DataParallelCollectives {
    Traced reduction, gathers;
};

DataParallelCollectives dataParallelCollectives(const StepLayout& layout, const GradientShard& shard,
                                                StepTimeReport& r) {
    const Scenario& sc = layout.sc;
    const NetworkSpec& net = layout.net;
    Trace* trace = layout.trace;
    const int t = layout.t, p = layout.p, d = layout.d, cp = layout.cp, dg = layout.dg, m = layout.m;
    // Its members: the cp ranks next to the tensor-parallel ones, the replicas t cp p apart.
    const GroupLink dpLink = cp > 1 ? dataWithContextLink(net, d, cp, t, p) : groupLink(net, d, t * p);
    r.dpCrossesNodes = dpLink.crossesNodes;
    const int zero = sc.parallel.zeroStage;
    // The reduction sends the gradients in its own dtype (precision.grad_reduce_dtype or the
    // profile's: FSDP's reduce_dtype, DeepSpeed's communication_data_type).
    Traced reduceBytes = shard.reduceBytes;
    if (isFrameworkProfile(sc.training.implementation) || sc.precision.gradReduce)
        reduceBytes = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per gradient reduced"),
                                       Unit::Bytes, gradientReduceSource(sc))
                          .times(ROOFLAB_TR_NOOP("rooflab::Explain", "the reduction's dtype"), shard.reduceBytes,
                                 Unit::Bytes, dtypeId(gradientReduceDType(sc)))
                          .result();
    // ZeRO-1/2 in buckets (optimizerbuckets.h): one collective per bucket, each its share of the bytes.
    // ZeRO-3 gathers and reduces each wrapped unit apart: one collective per unit and pass, each
    // paying the ring's latency (fsdpUnits).
    const double buckets = zero == 3 ? fsdpUnits(layout) : dataParallelSyncBuckets(sc, shard.paramsHere);
    const double gradVolume = dataParallelRingVolume(shard, dg, reduceBytes.value, zero == 0) / buckets;
    // FSDP2 under torch.distributed.pipelining syncs once per step (pipelineSyncsFsdpOncePerStep).
    const bool oncePerStep = pipelineSyncsFsdpOncePerStep(sc);
    const double gradCount = zero == 3 ? (oncePerStep ? 1.0 : double(m)) * buckets : buckets;
    DataParallelCollectives c;
    c.reduction = tracedCollective(
        trace, ROOFLAB_TR_NOOP("rooflab::Explain", "data-parallel gradient reduction"),
        zero == 0 ? ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per all-reduce (2(d-1)/d × gradients)")
                  : ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per reduce-scatter ((d-1)/d × gradients)"),
        gradVolume, dg, ringSteps(zero == 0 ? Collective::AllReduce : Collective::ReduceScatter, dg), dpLink,
        net.latency, gradCount,
        zero == 3     ? (oncePerStep ? kUnitsOncePerStep : kUnitsPerMicroBatch)
        : buckets > 1 ? kSyncBuckets
                      : kMicroBatches);
    // ZeRO-3 gathers each micro-batch's layers for its forward and again for its backward, once
    // when FSDP2 keeps them gathered (parallel.reshard_after_forward); FP8 all-gathers send the
    // linear weights in 1 byte (core/model/frameworkknobs.h).
    const bool keep = keepsGatheredLayers(sc);
    const bool gatherOnce = keep && oncePerStep;
    if (zero >= 1)
        c.gathers = tracedCollective(
            trace, ROOFLAB_TR_NOOP("rooflab::Explain", "ZeRO parameter all-gathers"),
            gathersFp8Weights(sc)
                ? ROOFLAB_TR_NOOP("rooflab::Explain",
                                  "bytes sent per all-gather ((d-1)/d × weights, fp8 linear weights)")
                : ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per all-gather ((d-1)/d × weights)"),
            dataParallelRingVolume(
                shard, dg, zero == 3 ? gatheredBytesPerParameter(sc, false) : dtypeBytes(sc.precision.weights), false) /
                buckets,
            dg, ringSteps(Collective::AllGather, dg), dpLink, net.latency,
            zero == 3 ? (gatherOnce ? 1.0 : (keep ? 1.0 : 2.0) * m) * buckets : buckets,
            zero != 3    ? kSyncBuckets
            : gatherOnce ? kUnitsOncePerStep
            : keep       ? ROOFLAB_TR_NOOP("rooflab::Explain", "all-gathers (ZeRO-3 kept gathered: one per unit in "
                                                                     "the forward of each micro-batch)")
                         : ROOFLAB_TR_NOOP("rooflab::Explain", "all-gathers (ZeRO-3: one per unit in the forward "
                                                                     "and the backward of each micro-batch)"));
    r.commS.dp = c.reduction;
    r.commS.zero = c.gathers;
    return c;
}

// What of the data-parallel collectives the step waits for.
struct DataParallelExposure {
    Traced dp, zero;
};

// ZeRO-3: the gathers (and the overlapped reduce-scatters) share one exposed fraction, what every
// micro-batch's compute does not hide but at least the first layer's.
void zero3Exposure(Trace* trace, const DataParallelCollectives& c, double computeS, double lastBucket,
                   bool overlapReduce, const char* collective, DataParallelExposure& exposure) {
    const double window = computeS; // every micro-batch's compute hides its gathers
    const double total = (overlapReduce ? c.reduction.value : 0.0) + c.gathers.value;
    const double exposed = std::max(total * lastBucket, total - window);
    const double share = total > 0 ? exposed / total : 0.0;
    if (overlapReduce)
        exposure.dp = Formula::product(trace, collective, Unit::Seconds)
                          .times(ROOFLAB_TR_NOOP("rooflab::Explain", "data-parallel gradient reduction"), c.reduction,
                                 Unit::Seconds)
                          .times(ROOFLAB_TR_NOOP("rooflab::Explain", "exposed fraction (not hidden by compute)"), share,
                                 Unit::Ratio)
                          .result();
    exposure.zero =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed ZeRO communication"), Unit::Seconds)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "ZeRO parameter all-gathers"), c.gathers, Unit::Seconds)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "exposed fraction (not hidden by compute)"), share, Unit::Ratio)
            .result();
}

// The overlapped reduction without ZeRO-3: what the last micro-batch's backward does not hide,
// but at least the last bucket.
Traced overlappedReductionExposed(Trace* trace, const Traced& reduction, const Traced& micro, double lastBucket,
                                  const char* collective) {
    const Traced window =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "backward of the last micro-batch"), Unit::Seconds)
            .times(kMicroCompute, micro, Unit::Seconds)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "backward share (2 of 3 passes)"), 2.0 / 3.0, Unit::Plain)
            .result();
    const Traced hidden =
        Formula::minimum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "hidden gradient reduction"), Unit::Seconds)
            .of(ROOFLAB_TR_NOOP("rooflab::Explain", "backward of the last micro-batch"), window, Unit::Seconds)
            .of(ROOFLAB_TR_NOOP("rooflab::Explain", "all but the last bucket"), reduction.value * (1.0 - lastBucket),
                Unit::Seconds)
            .result();
    return Formula::sum(trace, collective, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "data-parallel gradient reduction"), reduction, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "hidden gradient reduction"), -hidden.value, Unit::Seconds)
        .result();
}

// FSDP2 under torch.distributed.pipelining reduce-scatters each stage's gradients once, after
// that stage's last backward, and makes the compute stream wait for them there
// (backward_maybe_with_nosync's run_post_backward calls the root's final callback, whose
// finalize_backward waits on each group's post-reduce event): nothing of this GPU's compute
// runs beside it.
Traced pipelinedFsdpReductionExposed(Trace* trace, const Traced& reduction, const char* collective) {
    return Formula::sum(trace, collective, Unit::Seconds, kSourcePipelinedFsdp)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "data-parallel gradient reduction"), reduction, Unit::Seconds,
              "after each stage's last backward, waited for")
        .result();
}

// ZeRO-1/2's parameter all-gather with Megatron-Core's overlap_param_gather: the buckets are
// gathered one after another during the first micro-batch's forward, each waited for by the first
// module that uses it, which then dispatches the next (DistributedDataParallel's forward pre-hook,
// _ParamAndGradBucketGroup.finish_param_sync). With interleaved chunks only the first chunk is
// bucketed, and on a stage after the first the gather waits on the stages before it, off the
// critical path: the first stage's first chunk sets what is exposed, the gather of that chunk
// beyond its forward, but at least its first bucket (one layer's parameters).
Traced overlappedGatherExposed(Trace* trace, const Traced& gathers, const Traced& micro, double firstBucket, int v) {
    const Traced window =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "forward of the first micro-batch's first chunk"),
                         Unit::Seconds)
            .times(kMicroCompute, micro, Unit::Seconds)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "forward share (1 of 3 passes)"), 1.0 / 3.0, Unit::Plain)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "model chunks per stage"), 1.0 / v, Unit::Plain)
            .result();
    const Traced hidden =
        Formula::minimum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gathers hidden by the forward"), Unit::Seconds)
            .of(ROOFLAB_TR_NOOP("rooflab::Explain", "all but the first bucket"), gathers.value * (1.0 - firstBucket),
                Unit::Seconds)
            .of(ROOFLAB_TR_NOOP("rooflab::Explain", "later chunks' gathers and the first chunk's forward"),
                gathers.value * (1.0 - 1.0 / v) + window.value, Unit::Seconds)
            .result();
    return Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed ZeRO communication"), Unit::Seconds,
                        kSourceParamGather)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "ZeRO parameter all-gathers"), gathers, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "gathers hidden by the forward"), -hidden.value, Unit::Seconds)
        .result();
}

// The gradient reduction overlaps the last micro-batch's backward (2/3 of its compute) except
// its last bucket (one layer's gradients); ZeRO-1/2's parameter all-gather after the optimizer
// step is exposed, or with overlap_param_gather hidden behind the next forward; ZeRO-3's
// per-layer gathers and reduce-scatters overlap each micro-batch's compute except the first
// layer's.
DataParallelExposure dataParallelExposure(const StepLayout& layout, const DataParallelCollectives& c,
                                          const StepCompute& stepCompute, const char* collective) {
    Trace* trace = layout.trace;
    const double lastBucket = 1.0 / std::max(1.0, layersOnThisGpu(layout));
    const bool overlapReduce = layout.sc.training.overlapGradReduce;
    DataParallelExposure exposure;
    if (!overlapReduce) {
        // The reduction starts after the whole backward (Megatron's local DDP before 2023):
        // nothing hides it.
        exposure.dp = Formula::sum(trace, collective, Unit::Seconds, kSourceGradReduce)
                          .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "data-parallel gradient reduction"), c.reduction,
                                Unit::Seconds, "after the whole backward")
                          .result();
    }
    if (pipelineSyncsFsdpOncePerStep(layout.sc)) {
        // The gathers as ZeRO-3's, the reduction where the pipeline schedule puts it.
        zero3Exposure(trace, c, stepCompute.compute.value, lastBucket, false, collective, exposure);
        exposure.dp = pipelinedFsdpReductionExposed(trace, c.reduction, collective);
    } else if (layout.sc.parallel.zeroStage == 3) {
        zero3Exposure(trace, c, stepCompute.compute.value, lastBucket, overlapReduce, collective, exposure);
    } else {
        if (overlapReduce)
            exposure.dp = overlappedReductionExposed(trace, c.reduction, stepCompute.micro, lastBucket, collective);
        exposure.zero = layout.sc.training.overlapParamGather && c.gathers.value > 0
                            ? overlappedGatherExposed(trace, c.gathers, stepCompute.micro, lastBucket, layout.v)
                            : c.gathers; // after the optimizer step, before the next forward
    }
    return exposure;
}

// Overlapped communication takes SMs and memory bandwidth from the compute it hides
// behind: the measured average slowdown of compute overlapped with communication. `overlapped`:
// the hidden part of every collective that overlaps compute (data-parallel, ZeRO, context-parallel,
// and the expert all-to-all Megatron-Core's combined 1F1B hides).
Traced overlapInterference(Trace* trace, double overlapped) {
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "compute slowed by overlapped communication"),
                            Unit::Seconds, "Lee et al. 2025, arXiv:2507.03114 (measured average)")
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "overlapped communication"), overlapped, Unit::Seconds)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "slowdown while overlapping"), kOverlapComputeSlowdown, Unit::Ratio)
        .result();
}

// The exposed data-parallel time with what else the step waits for to synchronise gradients:
// the collective's exposed part, the buffer passes and the tied embeddings' all-reduce.
Traced gradientSyncExposed(Trace* trace, const char* collective, const Traced& collectiveExposed, const Traced& buffers,
                           const Traced& tied) {
    Formula sync =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed data-parallel communication"), Unit::Seconds);
    if (collectiveExposed.value > 0)
        sync.plus(collective, collectiveExposed, Unit::Seconds);
    if (buffers.value > 0)
        sync.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient buffers (compute stream)"), buffers, Unit::Seconds);
    if (tied.value > 0)
        sync.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "tied embedding gradient all-reduce"), tied, Unit::Seconds);
    return sync.result();
}

} // namespace

ModelParallelComm modelParallelStage(const StepLayout& layout, double attentionCoreS, double microComputeS,
                                     double memoryBandwidth, StepTimeReport& r) {
    const Scenario& sc = layout.sc;
    const NetworkSpec& net = layout.net;
    Trace* trace = layout.trace;
    const int t = layout.t, m = layout.m;

    const GroupLink tpLink = groupLink(net, t, 1);
    r.tpCrossesNodes = t > 1 && tpLink.crossesNodes;
    const TensorParallelMicro tpPerMicro =
        t > 1 ? tensorParallelPerMicroBatch(layout, tpLink, r.opTimeS, memoryBandwidth) : TensorParallelMicro();

    // 2b. Expert parallelism: the all-to-alls of every MoE layer, on the critical path.
    const Traced epPerMicro = expertAllToAllPerMicroBatch(sc, net, trace);
    const Traced epTotal =
        perStep(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "expert all-to-all"),
                ROOFLAB_TR_NOOP("rooflab::Explain", "expert all-to-all per micro-batch"), epPerMicro, m);
    r.commS.ep = r.exposedCommS.ep = epTotal;

    const Traced cpExposed = contextCommExposed(layout, attentionCoreS, r);
    r.exposedCommS.cp = cpExposed;

    const Traced ppPerMicro = layout.p > 1 ? pipelinePerMicroBatch(layout, tpLink, r) : Traced();
    const bool overlapped = tpPerMicro.overlap.hidden.value > 0 || tpPerMicro.overlap.cost.value > 0;
    const Traced tpTotal =
        overlapped
            ? perStep(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication"),
                      ROOFLAB_TR_NOOP("rooflab::Explain", "exposed tensor-parallel communication per micro-batch"),
                      tpPerMicro.exposed, m, kSourceMegatronTp)
            : perStep(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication"),
                      ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication per micro-batch"),
                      tpPerMicro.total, m, kSourceMegatronTp);
    const Traced ppTotal =
        perStep(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline communication"),
                ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline send/receive per micro-batch"), ppPerMicro, m);
    // Megatron-Core's interleaved schedule hides the sends behind the next chunk (pipelineoverlap.h).
    const Traced ppExposed =
        overlapsPipelineSends(sc, layout.p, layout.v)
            ? perStep(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed pipeline communication"),
                      ROOFLAB_TR_NOOP("rooflab::Explain", "exposed pipeline send/receive per micro-batch"),
                      pipelineSendsExposedPerMicroBatch(trace, ppPerMicro, microComputeS, layout.v), m)
            : ppTotal;
    r.exposedCommS.tp = tpTotal;
    r.commS.tp = tpPerMicro.total.value * m;
    r.tpHiddenS = tpPerMicro.overlap.hidden.value * m;
    r.tpOverlapCostS = tpPerMicro.overlap.cost.value * m;
    r.commS.pp = ppTotal;
    r.exposedCommS.pp = ppExposed;
    return {tpTotal, epTotal, cpExposed, ppExposed};
}

DataParallelComm dataParallelStage(const StepLayout& layout, const GradientShard& shard, const StepCompute& stepCompute,
                                   const Traced& cpExposed, StepTimeReport& r) {
    Trace* trace = layout.trace;
    // What else the step waits for before the optimizer: the reduction buffers' passes on the
    // compute stream and the tied embeddings' all-reduce (core/steptime/gradientsync.h). With either, the
    // collective's exposed part is one term of the exposed data-parallel time, named apart.
    const GradientBufferTime bufferPasses =
        gradientBufferTime(layout, shard, stepCompute.memoryBandwidth, stepCompute.launchGapS);
    const Traced& buffers = bufferPasses.time;
    r.kernelLaunches += bufferPasses.kernels;
    r.launchGapS += bufferPasses.gapS;
    const Traced tied = tiedEmbeddingAllReduce(layout, shard.reduceBytes);
    const char* collective = buffers.value > 0 || tied.value > 0
                                 ? ROOFLAB_TR_NOOP("rooflab::Explain", "data-parallel collective, exposed")
                                 : ROOFLAB_TR_NOOP("rooflab::Explain", "exposed data-parallel communication");

    Traced dpExposed, zeroExposed, interference;
    // The combined 1F1B's hidden all-to-all (steptime.cpp set the exposed part before this stage);
    // DualPipe's is not charged (docs/formulas.md, "DualPipe").
    double overlapped = overlapsExpertAllToAll(layout.sc) ? std::max(0.0, r.commS.ep - r.exposedCommS.ep) : 0.0;
    if (layout.dg > 1) {
        const DataParallelCollectives collectives = dataParallelCollectives(layout, shard, r);
        const DataParallelExposure exposure = dataParallelExposure(layout, collectives, stepCompute, collective);
        dpExposed = exposure.dp;
        zeroExposed = exposure.zero;
        overlapped += (collectives.reduction.value - exposure.dp.value) +
                      (collectives.gathers.value - exposure.zero.value) + (r.commS.cp - cpExposed.value);
    }
    if (layout.dg > 1 || overlapped > 0)
        interference = overlapInterference(trace, overlapped);
    if (buffers.value > 0 || tied.value > 0) {
        dpExposed = gradientSyncExposed(trace, collective, dpExposed, buffers, tied);
        r.gradBuffersS = buffers.value;
        r.tiedEmbeddingS = tied.value;
    }
    r.exposedCommS.dp = dpExposed;
    r.exposedCommS.zero = zeroExposed;
    r.interferenceS = interference;
    return {dpExposed, zeroExposed, interference};
}

} // namespace rooflab
