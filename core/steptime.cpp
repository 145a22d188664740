#include "core/steptime.h"


#include "core/benchresults.h"
#include "core/contextparallel.h"
#include "core/expertcomm.h"
#include "core/expertparallel.h"
#include "core/finetune.h"
#include "core/flops.h"
#include "core/offloadtime.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <string>
#include <tuple>
#include <type_traits>

namespace rooflab {
namespace {

constexpr const char* kSourceMatmul = "H100 SXM torch.matmul bf16 by size (shared/reference/step-time.md)";
constexpr const char* kSourceNccl = "NCCL ring collectives: 2(n-1)/n, (n-1)/n (nccl-tests PERFORMANCE.md)";
constexpr const char* kSourceBubble = "Narayanan et al. 2021, sec. 2.2 (1F1B, interleaved)";
constexpr const char* kSourceMegatronTp = "Shoeybi et al. 2019; Korthikanti et al. 2022, sec. 4.2.2";
constexpr const char* kSourceMfu = "Chowdhery et al. 2022, PaLM, App. B";
constexpr const char* kSourceAccumulation =
    "PyTorch AccumulateGrad (grad += new); Megatron-LM gradient_accumulation_fusion (2022)";
constexpr const char* kSourceContextRing = "TransformerEngine AttnFuncWithCPAndKVP2P: P2P beside each chunk's attention";
constexpr const char* kSourceGradReduce =
    "Megatron-LM 2021 train_step: allreduce_gradients() after forward_backward; --overlap-grad-reduce (2023)";


constexpr const char* kMicroBatches = ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batches per step (gradient accumulation)");
constexpr const char* kMicroCompute = ROOFLAB_TR_NOOP("rooflab::Explain", "compute time of one micro-batch");
constexpr const char* kLatency = ROOFLAB_TR_NOOP("rooflab::Explain", "latency of one collective step");
constexpr const char* kBusBandwidth = ROOFLAB_TR_NOOP("rooflab::Explain", "bus bandwidth");
constexpr const char* kStepTime = ROOFLAB_TR_NOOP("rooflab::Explain", "step time (with communication)");

// A collective, traced: latency x ceil(log2 n) + volume / bandwidth, times `count`.
Traced tracedCollective(Trace* trace, const char* name, const char* volumeName, double volume, int n, int steps,
                        const GroupLink& link, double latency, double count, const char* countName) {
    if (n <= 1 || count <= 0)
        return 0.0;
    const Traced transfer = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "transfer time"), Unit::Seconds,
                                             kSourceNccl)
                                .times(volumeName, volume, Unit::Bytes)
                                .over(kBusBandwidth, link.bandwidth, Unit::BytePerSecond,
                                      link.crossesNodes ? "inter-node" : "intra-node")
                                .result();
    const Traced latencyPart = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "latency"), Unit::Seconds)
                                   .times(kLatency, latency, Unit::Seconds)
                                   .times(ROOFLAB_TR_NOOP("rooflab::Explain", "ring steps"), double(steps), Unit::Plain)
                                   .result();
    const Traced one = Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "one collective"), Unit::Seconds)
                           .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "latency"), latencyPart, Unit::Seconds)
                           .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "transfer time"), transfer, Unit::Seconds)
                           .result();
    return Formula::product(trace, name, Unit::Seconds, kSourceNccl)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "one collective"), one, Unit::Seconds)
        .timesUnlessOne(countName, count, Unit::Plain)
        .result();
}

} // namespace

double EfficiencyCurve::at(double size) const {
    if (points.empty())
        return 1.0;
    if (size <= points.front().first)
        return points.front().second;
    if (size >= points.back().first)
        return points.back().second;
    for (size_t i = 1; i < points.size(); ++i) {
        if (size <= points[i].first) {
            const auto& [x0, y0] = points[i - 1];
            const auto& [x1, y1] = points[i];
            const double t = std::log(size / x0) / std::log(x1 / x0);
            return y0 + t * (y1 - y0);
        }
    }
    return points.back().second;
}

namespace {

StepEfficiency publishedCurves() {
    StepEfficiency e;
    // torch.matmul bf16, square N, on an H100 SXM (989.4 TFLOP/s dense): N = 1024: 176.6,
    // 2048: 676.6, 4096: 788.7, 8192: 797.5 TFLOP/s. x = 2 N^3 FLOPs of the call. The 10240
    // point (719.7) is a sustained-load clock drop we do not model: the curve stays at 8192's.
    const double peak = 989.4;
    for (const auto& [n, tflops] : {std::pair{1024.0, 176.6}, {2048.0, 676.6}, {4096.0, 788.7}, {8192.0, 797.5}})
        e.gemm.points.push_back({2.0 * n * n * n, tflops / peak});
    // cuDNN's fused attention on an H100 SXM, bf16, head dim 128, by sequence length
    // (FlashAttention-3 paper, Shah et al. 2024, Figs. 5-6: forward, backward TFLOP/s). The
    // backward does 2.5 times the forward's FLOPs; the roofline counts twice: the forward and
    // backward of one call take 1/fwd + 2.5/bwd, which the roofline's 3 forward-FLOPs match at
    // 3 / (1/fwd + 2.5/bwd). Transformer Engine selects this kernel on Hopper (attention.py,
    // "Select FusedAttention on sm90").
    for (const auto& [s, forward, backward] : {std::tuple{512.0, 497.0, 305.0}, {1024.0, 574.0, 408.0},
                                               {2048.0, 617.0, 465.0}, {4096.0, 609.0, 499.0},
                                               {8192.0, 600.0, 518.0}, {16384.0, 595.0, 516.0}})
        e.attention.points.push_back({s, 3.0 / (1.0 / forward + 2.5 / backward) / peak});
    e.source = kSourceMatmul;
    return e;
}

} // namespace

const StepEfficiency& StepEfficiency::published() {
    static const StepEfficiency curves = publishedCurves();
    return curves;
}

StepEfficiency StepEfficiency::calibrateFromResults(const BenchResults& results, DType compute, double peak,
                                                    double bandwidth) {
    StepEfficiency e = published();
    std::map<double, double> best; // FLOPs per call -> best fraction of peak
    for (const BenchPoint& p : results.points) {
        if (!p.ok() || p.kind != BenchKind::Gemm || p.dtype != compute || p.flops <= 0 || p.timeMedian <= 0)
            continue;
        const double rate = p.flopsPerS > 0 ? p.flopsPerS : p.flops / p.timeMedian;
        double& slot = best[p.flops];
        slot = std::max(slot, peak > 0 ? rate / peak : 0.0);
    }
    bool changed = false;
    if (!best.empty() && peak > 0) {
        e.gemm.points.assign(best.begin(), best.end());
        changed = true;
    }
    const double stream = results.ceilings.streamBytesPerS;
    if (stream > 0 && bandwidth > 0) {
        e.memoryFraction = std::min(1.0, stream / bandwidth);
        changed = true;
    }
    if (changed) {
        e.measured = true;
        e.source = "measured: " + (results.device.name.empty() ? std::string("GPU benchmark results") : results.device.name);
    }
    return e;
}

NetworkSpec resolveNetwork(const Scenario& sc) {
    NetworkSpec n;
    // Defaults for a GPU the database gives no network for: a PCIe-class node.
    n.gpusPerNode = sc.gpu.gpusPerNode > 0 ? sc.gpu.gpusPerNode : 8;
    n.intraBandwidth = sc.gpu.intraNodeBandwidth > 0 ? sc.gpu.intraNodeBandwidth : 20e9;
    n.interBandwidth = sc.gpu.interNodeBandwidth > 0 ? sc.gpu.interNodeBandwidth : 12.5e9;
    n.latency = sc.gpu.networkLatency > 0 ? sc.gpu.networkLatency : 10e-6;
    if (sc.network.gpusPerNode > 0)
        n.gpusPerNode = sc.network.gpusPerNode;
    if (sc.network.intraNodeGbps > 0)
        n.intraBandwidth = sc.network.intraNodeGbps * 1e9;
    if (sc.network.interNodeGbps > 0)
        n.interBandwidth = sc.network.interNodeGbps * 1e9;
    return n;
}

GroupLink groupLink(const NetworkSpec& net, int size, int stride) {
    GroupLink link;
    const int perNode = std::max(1, net.gpusPerNode);
    stride = std::max(1, stride);
    link.membersPerNode = std::max(1, std::min(size, perNode / stride));
    link.crossesNodes = double(size) * stride > perNode;
    link.bandwidth = link.crossesNodes ? std::min(net.intraBandwidth, net.interBandwidth * link.membersPerNode)
                                       : net.intraBandwidth;
    return link;
}

double ringAllReduceVolume(double bytes, int n) { return n > 1 ? 2.0 * (n - 1) / n * bytes : 0.0; }
double ringGatherVolume(double bytes, int n) { return n > 1 ? double(n - 1) / n * bytes : 0.0; }

double collectiveTime(double volume, int steps, const GroupLink& link, double latency) {
    if (steps <= 0 || link.bandwidth <= 0)
        return 0.0;
    return latency * steps + volume / link.bandwidth;
}

int ringSteps(Collective kind, int n) {
    if (n <= 1)
        return 0;
    switch (kind) {
    case Collective::AllReduce: return 2 * (n - 1);
    case Collective::ReduceScatter:
    case Collective::AllGather: return n - 1;
    case Collective::SendReceive: return 1;
    }
    return 0;
}

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
    const double attention = 12.0 * a.layers * s * a.attentionWidth() * (causalHalving ? 0.5 : 1.0);
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
    const ParallelConfig& par = sc.parallel;
    const int t = std::max(1, par.tensorParallel), p = std::max(1, par.pipelineParallel);
    const int d = std::max(1, par.dataParallel());
    // The GPUs reducing the same gradients: each replica's context-parallel ranks too.
    const int cp = std::max(1, par.contextParallel);
    const int dg = d * cp;
    const int v = p > 1 ? std::max(1, par.virtualStages) : 1;
    const int m = std::max(1, sc.training.gradAccum);
    r.microBatches = m;
    const NetworkSpec net = resolveNetwork(sc);
    const Architecture& a = sc.model.arch;
    const bool causalFlash = sc.training.usesFlashAttention();
    const DType c = sc.precision.compute;
    const bool fp8 = c == DType::FP8_E4M3 || c == DType::FP8_E5M2 || c == DType::MXFP8;

    // 1. Compute: every op at its achieved rate. Memory-bound ops at a fraction of bandwidth.
    const double memoryBandwidth = roof.bandwidth * eff.memoryFraction;
    const double bf16Peak = sc.gpu.peak(DType::BF16) > 0 ? sc.gpu.peak(DType::BF16) : roof.peakFlops;
    const char* achievedBandwidth = ROOFLAB_TR_NOOP("rooflab::Explain", "achieved memory bandwidth");
    // Written for both recorders (BasicFormula<NoTrace> is the arithmetic alone); one dispatch per op.
    auto opTimeAs = [&](auto* recorder, const RooflineOp& op, size_t index) -> Traced {
        using Recorder = std::remove_pointer_t<decltype(recorder)>;
        using F = BasicFormula<Recorder>;
        double executed = op.flops;
        double fraction = 1.0;
        const char* ceilingName = ROOFLAB_TR_NOOP("rooflab::Explain", "CUDA-core peak");
        std::string detail;
        // FP8 recipes quantise the linear layers' GEMMs; attention stays in 16 bits
        // (TransformerEngine's fp8_dpa and Megatron's --fp8-dot-product-attention are off by
        // default), at the 16-bit tensor-core peak.
        const bool sixteenBitAttention = fp8 && op.attentionCore;
        if (op.matmul) {
            ceilingName = sixteenBitAttention ? ROOFLAB_TR_NOOP("rooflab::Explain", "bf16 tensor-core peak")
                                              : ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-core peak");
            const double perCall = op.flops / std::max(1.0, op.calls);
            fraction = eff.gemm.at(perCall) * (fp8 && !sixteenBitAttention ? eff.fp8Scale : 1.0);
            if (op.attentionCore && causalFlash) {
                executed *= 0.5; // FlashAttention skips the masked half of causal attention
                // One call's sequence: the queries this GPU holds (a context-parallel ring's
                // chunk attends to one chunk of keys per step).
                fraction = std::min(fraction, eff.attention.at(op.m));
            }
            if (recorder) { // only a derivation shows it: formatting costs an eighth of an evaluation
                char text[64];
                std::snprintf(text, sizeof text, "%.3g GFLOP per call", perCall / 1e9);
                detail = text;
            }
        }
        const double ceiling = !op.matmul ? roof.vectorPeakFlops : sixteenBitAttention ? bf16Peak : roof.peakFlops;
        const Traced compute =
            ceiling > 0 ? F::product(recorder, ROOFLAB_TR_NOOP("rooflab::Explain", "compute time at achieved efficiency"),
                                           Unit::Seconds, op.matmul ? kSourceMatmul : nullptr)
                              .times(ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs executed"), executed, Unit::Flop,
                                     op.attentionCore && causalFlash ? "causal: half" : "")
                              .over(ceilingName, ceiling, Unit::FlopPerSecond)
                              .over(ROOFLAB_TR_NOOP("rooflab::Explain", "fraction of peak reached"), fraction, Unit::Ratio, detail)
                              .result()
                        : Traced(0.0);
        const Traced memory = F::product(recorder, ROOFLAB_TR_NOOP("rooflab::Explain", "memory time at achieved bandwidth"),
                                               Unit::Seconds, "shared/reference/step-time.md")
                                  .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes moved"), op.bytes, Unit::Bytes)
                                  .over(achievedBandwidth, memoryBandwidth, Unit::BytePerSecond)
                                  .result();
        const Traced time = F::maximum(recorder, ROOFLAB_TR_NOOP("rooflab::Explain", "achieved time"), Unit::Seconds)
                                .of(ROOFLAB_TR_NOOP("rooflab::Explain", "compute time at achieved efficiency"), compute, Unit::Seconds)
                                .of(ROOFLAB_TR_NOOP("rooflab::Explain", "memory time at achieved bandwidth"), memory, Unit::Seconds)
                                .result();
        if constexpr (std::is_same_v<Recorder, Trace>)
            recorder->nameFigure("step.op." + std::to_string(index) + ".time", time);
        else
            (void)index;
        return time;
    };
    auto opTime = [&](const RooflineOp& op, size_t index) {
        return trace ? opTimeAs(trace, op, index) : opTimeAs(static_cast<NoTrace*>(nullptr), op, index);
    };
    Formula microFormula = Formula::sum(trace, kMicroCompute, Unit::Seconds);
    Traced optimizerTime;
    double attentionCoreS = 0; // what hides the context-parallel ring
    for (size_t i = 0; i < roof.ops.size(); ++i) {
        const RooflineOp& op = roof.ops[i];
        const Traced time = opTime(op, i);
        if (op.attentionCore)
            attentionCoreS += time.value;
        if (op.perStep)
            optimizerTime = time;
        else
            microFormula.plus(op.name.data(), time, Unit::Seconds);
    }
    // Gradient accumulation without fusion: every micro-batch after the first adds its fresh
    // weight gradients to the running sum in a separate kernel (read both, write the sum: 3 x
    // gradient bytes per parameter on this GPU, memory-bound), spread over the m micro-batches.
    // With gradients kept between steps (PyTorch without set_to_none) every micro-batch adds.
    // Expert parallelism: the routed experts are split over ep x etp GPUs and reduced over
    // their own replicas (core/expertparallel.h).
    const bool splitExperts = splitsExperts(par, a);
    const ParameterPlacement place =
        splitExperts ? parameterPlacement(par, a, effectiveParameterCount(sc), dg) : ParameterPlacement{};
    const double paramsHere = splitExperts ? place.owned() : effectiveParameterCount(sc) / (double(t) * p);
    const double gradientBytes = dtypeBytes(sc.precision.gradients);
    const int adds = sc.training.separateGradientAccumulation()
                         ? (sc.training.isPyTorch() && !sc.training.gradsFreed ? m : m - 1)
                         : 0;
    if (adds > 0) {
        const double accumulated = paramsHere / (par.zeroStage == 3 ? double(dg) : 1.0);
        const Traced perAdd =
            Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "one gradient accumulation"), Unit::Seconds,
                             kSourceAccumulation)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "gradients accumulated on this GPU"), accumulated, Unit::Count,
                       par.zeroStage == 3 ? "ZeRO-3 shard" : "")
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per gradient (read new, read and write the sum)"),
                       3.0 * gradientBytes, Unit::Bytes, valueBytesLabel(gradientBytes))
                .over(achievedBandwidth, memoryBandwidth, Unit::BytePerSecond)
                .result();
        const Traced accumulation =
            Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gradient accumulation per micro-batch"),
                             Unit::Seconds, kSourceAccumulation)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "one gradient accumulation"), perAdd, Unit::Seconds)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "accumulations per step"), double(adds), Unit::Plain,
                       "separate kernel, not fused")
                .over(kMicroBatches, double(m), Unit::Plain)
                .result();
        microFormula.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient accumulation per micro-batch"), accumulation,
                          Unit::Seconds);
    }
    const Traced micro = microFormula.result();
    r.microBatchComputeS = micro;
    r.attentionS = attentionCoreS * m;
    const Traced compute = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "compute time"), Unit::Seconds)
                               .times(kMicroCompute, micro, Unit::Seconds)
                               .times(kMicroBatches, double(m), Unit::Plain)
                               .result();
    r.computeS = compute;
    // Offload (core/offloadtime.h): the optimizer steps on the host instead, and the copies
    // the compute does not hide are added.
    Traced offloadExposed;
    if (host && sc.parallel.offload.any()) {
        const OffloadTimes offload = offloadTimes(sc, *host, micro.value, m, trace);
        if (sc.parallel.offload.optimizerOffloaded()) {
            optimizerTime = offload.hostOptimizer;
            r.optimizerOnHost = true;
        }
        offloadExposed = offload.exposed;
        r.offloadCopyS = offload.copies;
    }
    r.optimizerS = optimizerTime;
    r.offloadS = offloadExposed;

    const double layersHere = std::ceil(double(a.layers) / p);
    const double e = dtypeBytes(sc.precision.activations);
    const double activationBytes = sc.training.microBatch * localSequence(sc) * a.dModel * e;

    // 2. Tensor parallelism: 2 all-reduces per layer in the forward, 2 in the backward (2 more
    // when full recomputation repeats the forward); with sequence parallelism each is a
    // reduce-scatter + all-gather of the same total volume. On the critical path.
    const GroupLink tpLink = groupLink(net, t, 1);
    r.tpCrossesNodes = t > 1 && tpLink.crossesNodes;
    Traced tpPerMicro;
    if (t > 1) {
        const bool full = sc.training.checkpointing == Checkpointing::Full ||
                          sc.training.checkpointing == Checkpointing::EveryK;
        const double perLayer = full ? 6.0 : 4.0;
        const double count = perLayer * layersHere * (par.sequenceParallel ? 2.0 : 1.0);
        const double volume = par.sequenceParallel ? ringGatherVolume(activationBytes, t)
                                                   : ringAllReduceVolume(activationBytes, t);
        tpPerMicro = tracedCollective(trace,
                                      ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication per micro-batch"),
                                      par.sequenceParallel ? ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per reduce-scatter or all-gather ((t-1)/t × b s h)")
                                                           : ROOFLAB_TR_NOOP("rooflab::Explain", "bytes sent per all-reduce (2(t-1)/t × b s h)"),
                                      volume, t,
                                      ringSteps(par.sequenceParallel ? Collective::AllGather : Collective::AllReduce, t),
                                      tpLink, net.latency, count,
                                      ROOFLAB_TR_NOOP("rooflab::Explain", "collectives per micro-batch (layers × 4, or × 6 with full recompute; × 2 with SP)"));
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

    // 5. Data parallelism and ZeRO. The gradient reduction overlaps the last micro-batch's
    // backward (2/3 of its compute) except its last bucket (one layer's gradients); ZeRO-1/2's
    // parameter all-gather after the optimizer step is exposed; ZeRO-3's per-layer gathers and
    // reduce-scatters overlap each micro-batch's compute except the first layer's.
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
            dpExposed = Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed data-parallel communication"),
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
                dpExposed = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed data-parallel communication"), Unit::Seconds)
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
            dpExposed = Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed data-parallel communication"), Unit::Seconds)
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
    r.exposedCommS.dp = dpExposed;
    r.exposedCommS.zero = zeroExposed;
    r.interferenceS = interference;

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
    // hardware FLOPs add the recomputation (core/flops.cpp).
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
    // the masked half there too (core/flops.cpp counts the full s x s).
    double recomputeFlops = std::max(0.0, flops.stepHardware - flops.stepModel);
    const bool recomputesLayers = sc.training.checkpointing == Checkpointing::Full ||
                                  sc.training.checkpointing == Checkpointing::EveryK;
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
