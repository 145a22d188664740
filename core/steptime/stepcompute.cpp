#include "core/steptime/steptimestages.h"

#include "core/model/frameworkprofile.h"
#include "core/model/powerlimit.h"
#include "core/roofline/kernellaunches.h"
#include "core/roofline/roofline.h"
#include "core/steptime/gemmshape.h"
#include "core/steptime/offloadtime.h"
#include "core/steptime/productfraction.h"
#include "core/steptime/sustainedload.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <type_traits>

namespace rooflab {
namespace {

constexpr const char* kSourceAccumulation =
    "PyTorch AccumulateGrad (grad += new); Megatron-LM gradient_accumulation_fusion (2022)";
constexpr const char* kSourceLaunchGap =
    "rooflab-bench empty-kernel floor; H100 profiles, docs/validation.md (kernel launch gaps)";
constexpr const char* kLaunchGap = ROOFLAB_TR_NOOP("rooflab::Explain", "gap per kernel launch");
constexpr const char* kAchievedBandwidth = ROOFLAB_TR_NOOP("rooflab::Explain", "achieved memory bandwidth");
constexpr const char* kEagerKernels = "eager PyTorch kernels: x0.777 of a long copy's (our 16 profiled H100 steps)";

// The gaps of `launches` kernels, each `gap` seconds.
Traced launchGaps(Trace* trace, const char* name, double launches, double gap, const char* launchesName) {
    return Formula::product(trace, name, Unit::Seconds, kSourceLaunchGap)
        .times(launchesName, launches, Unit::Count)
        .times(kLaunchGap, gap, Unit::Seconds)
        .result();
}

// Every op at its achieved rate: what each op's time reads of the scenario and the efficiencies.
struct OpRates {
    const RooflineReport& roof;
    const StepEfficiency& eff;
    DType compute;
    bool fp8;
    // Megatron's LM head is a plain 16-bit product outside Transformer Engine, torchtitan's is left
    // out of float8 (docs/formulas.md, "FP8 and FP4 training"): bf16 rate under an FP8 recipe, as
    // attention.
    bool sixteenBitLmHead;
    bool causalFlash;
    double memoryBandwidth;      // memory-bound ops at a fraction of bandwidth
    double elementwiseBandwidth; // the step's elementwise ops: eager PyTorch kernels reach less
    double eagerBandwidth;       // an op marked eagerKernels (the uncompiled loss under torch.compile)
    double bf16Peak;
    PowerDerate power;      // hardware.power_limit_w below the board's: every compute ceiling derated
    int sms;                // for the products' wave and tile occupancy (0: unknown, shape ignored)
    bool tensorCores;       // the products run on tensor cores (not fp32 on the CUDA cores)
    double sustained = 1.0; // tensor-core rate at the clock held at the board's limit (sustainedload.h)
    double library = 1.0;   // the card's matrix library against the curves' cuBLAS (GpuSpec::matmulLibraryScale)
    const EfficiencyCurve* attention = nullptr; // the attention kernel's curve (stepefficiency.h)
    AttentionKernel kernel = AttentionKernel::Cudnn;
};

// The attention kernel a derivation names; `shared`: the card runs every kernel at one curve.
std::string attentionKernelDetail(AttentionKernel kernel, bool shared) {
    const char* name = kernel == AttentionKernel::FlashAttn2   ? "FlashAttention-2"
                       : kernel == AttentionKernel::FlashAttn3 ? "FlashAttention-3"
                                                               : "cuDNN fused attention";
    return std::string(", ") + name + (shared ? " (rates told apart on Hopper only)" : " (Hopper rates)");
}

OpRates opRates(const Scenario& sc, const RooflineReport& roof, const StepEfficiency& eff) {
    const DType c = sc.precision.compute;
    const bool fp8 = isEightBitFloat(c);
    // Every op at its achieved rate. Memory-bound ops at a fraction of bandwidth.
    const double memoryBandwidth = roof.bandwidth * eff.memoryFraction;
    const bool eagerKernels =
        sc.training.isPyTorch() && !sc.training.compiled() && sc.training.backend == Backend::Cuda;
    const double elementwiseBandwidth = memoryBandwidth * (eagerKernels ? eff.eagerKernelShare : 1.0);
    const double eagerBandwidth = memoryBandwidth * (sc.training.backend == Backend::Cuda ? eff.eagerKernelShare : 1.0);
    const double bf16Peak = sc.gpu.peak(DType::BF16) > 0 ? sc.gpu.peak(DType::BF16) : roof.peakFlops;
    const Implementation impl = sc.training.implementation;
    // Megatron's output layer is no Transformer Engine layer; torchtitan's float8 converter skips
    // it (9dec370 torchtitan/float8.py module_filter_fn fqn != "output"; 820504e's tomls
    // filter_fqns = ["output"]): both run the LM head in 16 bits under an FP8 recipe.
    const bool sixteenBitHead =
        impl == Implementation::Megatron || impl == Implementation::MegatronCore || impl == Implementation::Torchtitan;
    OpRates rates{roof,
                  eff,
                  c,
                  fp8,
                  fp8 && roof.phase == Phase::Train && sixteenBitHead,
                  sc.training.usesFlashAttention(),
                  memoryBandwidth,
                  elementwiseBandwidth,
                  eagerBandwidth,
                  bf16Peak,
                  powerDerate(sc.gpu, sc.powerLimitW),
                  sc.gpu.smCount,
                  c != DType::FP32 && c != DType::FP64};
    if (rates.tensorCores && !eff.clocksSustained)
        rates.sustained = sustainedTensorFactor(sc.gpu, roof.phase == Phase::Train ? ProductPasses::Training
                                                                                   : ProductPasses::Forward);
    // A results file of the card itself was timed with its own library.
    if (rates.tensorCores)
        rates.library = matmulLibraryFactor(sc.gpu, eff.measured);
    rates.kernel = sc.training.resolvedAttentionKernel();
    rates.attention = &eff.attentionFor(rates.kernel, sc.gpu.computeCapability);
    return rates;
}

// The fraction of peak a product of its shape reaches (core/steptime/productfraction.h); the
// attention core keeps its curve.
double shapedFraction(const OpRates& rates, const EfficiencyCurve& curve, const RooflineOp& op, double perCall,
                      bool eightBit, double& shape) {
    if (op.attentionCore)
        return curve.at(perCall);
    // More calls than launches: a grouped GEMM (core/roofline/mlpops.cpp, a mixture's local
    // experts), whose groups' tiles share the waves of one launch.
    const double groups = op.launches > 0 ? std::max(1.0, std::floor(op.calls / op.launches)) : 1.0;
    return shapedProductFraction(curve, rates.eff.timedOccupancyFor(eightBit), op.m, op.n, op.k, perCall, rates.sms,
                                 op.phase == Phase::Train, groups, pipelineFillK(eightBit), shape);
}

// The compute side of one op: the FLOPs it executes, the peak it runs against and the fraction
// of that peak it reaches (with the detail a derivation shows beside it).
struct OpCeiling {
    double executed = 0;
    double fraction = 1.0;
    const char* ceilingName = nullptr;
    double ceiling = 0;
    std::string detail;
    std::string ceilingDetail; // the power limit's derate, when there is one
};

// The name of an op's compute ceiling, "... at the power limit" when hardware.power_limit_w
// lowers the clock (core/model/powerlimit.h).
const char* ceilingName(bool matmul, bool sixteenBit, bool capped) {
    if (!matmul)
        return capped ? ROOFLAB_TR_NOOP("rooflab::Explain", "CUDA-core peak at the power limit")
                      : ROOFLAB_TR_NOOP("rooflab::Explain", "CUDA-core peak");
    if (sixteenBit)
        return capped ? ROOFLAB_TR_NOOP("rooflab::Explain", "bf16 tensor-core peak at the power limit")
                      : ROOFLAB_TR_NOOP("rooflab::Explain", "bf16 tensor-core peak");
    return capped ? ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-core peak at the power limit")
                  : ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-core peak");
}

// A ceiling at the clock a power limit sustains: the peak scaled and, for a derivation, the
// scale and the limit it comes from.
void derateCeiling(const PowerDerate& power, OpCeiling& o, bool describe) {
    if (!power.derated())
        return;
    o.ceiling *= power.clockFraction;
    if (describe) {
        char text[96];
        std::snprintf(text, sizeof text, "clock x %.3f at %.0f of %.0f W", power.clockFraction, power.limitWatts,
                      power.boardWatts);
        o.ceilingDetail = text;
    }
}

// What a derivation shows beside the fraction of peak: the call's size, the unaligned kernel, the
// shape's occupancy over the timed squares', the sustained clock's and the matrix library's
// factors where they apply.
std::string ceilingDetail(double perCall, bool fallback, double shape, double sustained, double library) {
    char text[224];
    int used = std::snprintf(text, sizeof text, "%.3g GFLOP per call", perCall / 1e9);
    if (fallback)
        used += std::snprintf(text + used, sizeof text - used, ", odd vocabulary: unaligned kernel");
    if (shape != 1.0)
        used +=
            std::snprintf(text + used, sizeof text - used, ", shape's occupancy x%.3f of the timed squares'", shape);
    const std::string rate = tensorRateNote(sustained, library);
    if (!rate.empty())
        std::snprintf(text + used, sizeof text - used, ", %s", rate.c_str());
    return text;
}

OpCeiling opCeiling(const OpRates& rates, const RooflineOp& op, bool describe) {
    const StepEfficiency& eff = rates.eff;
    OpCeiling o;
    o.executed = op.flops;
    // FP8 recipes quantise the linear layers' GEMMs; attention stays in 16 bits
    // (TransformerEngine's fp8_dpa and Megatron's --fp8-dot-product-attention are off by
    // default), and so does Megatron's LM head, at the 16-bit tensor-core peak.
    const bool sixteenBit = rates.fp8 && (op.attentionCore || (rates.sixteenBitLmHead && op.name == kLmHeadOpName));
    o.ceilingName = ceilingName(op.matmul, sixteenBit, rates.power.derated());
    if (op.matmul) {
        const double perCall = op.flops / std::max(1.0, op.calls);
        // FP8 scales the bf16 curve; 16-bit attention under an FP8 recipe runs at bf16's.
        double shape = 1.0;
        const bool eightBit = rates.fp8 && !sixteenBit;
        o.fraction =
            rates.fp8 ? shapedFraction(rates, eff.gemm, op, perCall, eightBit, shape) * (eightBit ? eff.fp8Scale : 1.0)
                      : shapedFraction(rates, eff.gemmFor(rates.compute), op, perCall, false, shape);
        const bool fallback = op.oddRows; // core/roofline/roofline.h, lmHeadUnaligned
        if (fallback)
            o.fraction = std::min(o.fraction, eff.unalignedGemm);
        if (op.attentionCore && rates.causalFlash) {
            // FlashAttention skips the masked half of causal attention, except in the layers
            // given an explicit mask (core/model/attentionmask.h), which compute the whole square.
            o.executed *= 0.5 * (1.0 + op.fullSquareShare);
            // One call's sequence: the queries this GPU holds (a context-parallel ring's
            // chunk attends to one chunk of keys per step).
            o.fraction = std::min(o.fraction, rates.attention->at(op.m));
        }
        if (rates.tensorCores)
            o.fraction *= rates.sustained * rates.library;
        if (describe) { // only a derivation shows it: formatting costs an eighth of an evaluation
            o.detail = ceilingDetail(perCall, fallback, shape, rates.tensorCores ? rates.sustained : 1.0,
                                     rates.tensorCores ? rates.library : 1.0);
            if (op.attentionCore && rates.causalFlash)
                o.detail += attentionKernelDetail(rates.kernel, rates.attention == &eff.attention);
        }
    }
    o.ceiling = !op.matmul ? rates.roof.vectorPeakFlops : sixteenBit ? rates.bf16Peak : rates.roof.peakFlops;
    derateCeiling(rates.power, o, describe);
    return o;
}

// One op's achieved time: the slower of its compute at the achieved fraction of peak and its
// bytes at the achieved bandwidth. Written for both recorders (BasicFormula<NoTrace> is the
// arithmetic alone); one dispatch per op.
template <class Recorder>
Traced opTimeAs(Recorder* recorder, const OpRates& rates, const RooflineOp& op, size_t index) {
    using F = BasicFormula<Recorder>;
    const OpCeiling o = opCeiling(rates, op, recorder != nullptr);
    const bool halved = op.attentionCore && rates.causalFlash;
    // The elementwise ops of a micro-batch; products, attention and the optimizer's multi-tensor
    // kernels keep the bandwidth long copies reach.
    const double bandwidth = op.matmul || op.perStep ? rates.memoryBandwidth
                             : op.eagerKernels       ? rates.eagerBandwidth
                                                     : rates.elementwiseBandwidth;
    const Traced compute =
        o.ceiling > 0
            ? F::product(recorder, ROOFLAB_TR_NOOP("rooflab::Explain", "compute time at achieved efficiency"),
                         Unit::Seconds, op.matmul ? kSourceMatmul : nullptr)
                  .times(ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs executed"), o.executed, Unit::Flop,
                         halved ? (op.fullSquareShare > 0 ? "causal: half, masked layers whole" : "causal: half") : "")
                  .over(o.ceilingName, o.ceiling, Unit::FlopPerSecond, o.ceilingDetail)
                  .over(ROOFLAB_TR_NOOP("rooflab::Explain", "fraction of peak reached"), o.fraction, Unit::Ratio,
                        o.detail)
                  .result()
            : Traced(0.0);
    const Traced memory = F::product(recorder, ROOFLAB_TR_NOOP("rooflab::Explain", "memory time at achieved bandwidth"),
                                     Unit::Seconds, "shared/reference/step-time.md")
                              .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes moved"), op.bytes, Unit::Bytes)
                              .over(kAchievedBandwidth, bandwidth, Unit::BytePerSecond,
                                    bandwidth != rates.memoryBandwidth ? kEagerKernels : "")
                              .result();
    const Traced time =
        F::maximum(recorder, ROOFLAB_TR_NOOP("rooflab::Explain", "achieved time"), Unit::Seconds)
            .of(ROOFLAB_TR_NOOP("rooflab::Explain", "compute time at achieved efficiency"), compute, Unit::Seconds)
            .of(ROOFLAB_TR_NOOP("rooflab::Explain", "memory time at achieved bandwidth"), memory, Unit::Seconds)
            .result();
    if constexpr (std::is_same_v<Recorder, Trace>)
        recorder->nameFigure("step.op." + std::to_string(index) + ".time", time);
    else
        (void)index;
    return time;
}

Traced opTime(Trace* trace, const OpRates& rates, const RooflineOp& op, size_t index) {
    return trace ? opTimeAs(trace, rates, op, index) : opTimeAs(static_cast<NoTrace*>(nullptr), rates, op, index);
}

// The ops' times, added to one micro-batch's compute but the optimizer's (once per step), and
// their kernel launches. Every kernel leaves a gap before the next. The matrix products' and fused
// attention's efficiencies were timed back to back and hold theirs; the memory-bound ops,
// timed at a bandwidth that long copies reach, and the optimizer's kernels are charged here.
struct OpTotals {
    Traced optimizer;
    double attentionCoreS = 0; // what hides the context-parallel ring
    double microLaunches = 0, microGapLaunches = 0, optimizerLaunches = 0;
};

OpTotals sumOpTimes(const OpRates& rates, Trace* trace, Formula& microFormula, std::vector<double>& opTimeS) {
    const std::vector<RooflineOp>& ops = rates.roof.ops;
    OpTotals totals;
    opTimeS.assign(ops.size(), 0.0);
    for (size_t i = 0; i < ops.size(); ++i) {
        const RooflineOp& op = ops[i];
        const Traced time = opTime(trace, rates, op, i);
        opTimeS[i] = time.value;
        if (op.attentionCore)
            totals.attentionCoreS += time.value;
        if (op.perStep) {
            totals.optimizer = time;
            totals.optimizerLaunches = op.launches;
        } else {
            microFormula.plus(op.name.data(), time, Unit::Seconds);
            totals.microLaunches += op.launches;
            if (!op.matmul)
                totals.microGapLaunches += op.launches;
        }
    }
    return totals;
}

// The optimizer update with the gaps its multi-tensor kernels leave.
Traced optimizerWithLaunchGaps(Trace* trace, const Traced& passes, const Traced& gaps) {
    return Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer update (per step)"), Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer passes"), passes, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer kernel launch gaps"), gaps, Unit::Seconds)
        .result();
}

// The add kernels of the separate gradient accumulation, per micro-batch, and their gaps over the step.
struct AccumulationLaunches {
    double perMicroBatch = 0;
    double gapS = 0;
};

// Gradient accumulation without fusion: every micro-batch after the first adds its fresh
// weight gradients to the running sum in a separate kernel (read both, write the sum: 3 x
// gradient bytes per parameter on this GPU, memory-bound), spread over the m micro-batches.
// With gradients kept between steps (PyTorch without set_to_none) every micro-batch adds.
// Added to one micro-batch's compute.
AccumulationLaunches addGradientAccumulation(const StepLayout& layout, const GradientShard& shard,
                                             double memoryBandwidth, double gap, Formula& microFormula) {
    const Scenario& sc = layout.sc;
    const ParallelConfig& par = sc.parallel;
    Trace* trace = layout.trace;
    const int m = layout.m;
    const int adds = sc.training.separateGradientAccumulation()
                         ? (sc.training.isPyTorch() && !sc.training.gradsFreed ? m : m - 1)
                         : 0;
    AccumulationLaunches launches;
    if (adds <= 0)
        return launches;
    const double accumulated = shard.paramsHere / (par.zeroStage == 3 ? double(layout.dg) : 1.0);
    const Traced perAdd =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "one gradient accumulation"), Unit::Seconds,
                         kSourceAccumulation)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "gradients accumulated on this GPU"), accumulated, Unit::Count,
                   par.zeroStage == 3 ? "ZeRO-3 shard" : "")
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per gradient (read new, read and write the sum)"),
                   3.0 * shard.gradientBytes, Unit::Bytes, valueBytesLabel(shard.gradientBytes))
            .over(kAchievedBandwidth, memoryBandwidth, Unit::BytePerSecond)
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
    // One add kernel per parameter tensor: the layers' on this stage, the embedding and head.
    const double tensors = parameterTensorsOnStage(sc);
    launches.perMicroBatch = tensors * adds / m;
    if (gap > 0) {
        microFormula.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient accumulation launch gaps"),
                          launchGaps(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gradient accumulation launch gaps"),
                                     launches.perMicroBatch, gap,
                                     ROOFLAB_TR_NOOP("rooflab::Explain", "accumulation kernels per micro-batch")),
                          Unit::Seconds);
        launches.gapS = launches.perMicroBatch * gap * m;
    }
    return launches;
}

// Offload (core/steptime/offloadtime.h): the optimizer steps on the host instead, and the copies
// the compute does not hide are added. Returns the exposed copies; replaces `optimizerTime` when
// the optimizer is offloaded.
Traced offloadStage(const StepLayout& layout, const HostMemory* host, double microS, Traced& optimizerTime,
                    StepTimeReport& r) {
    const Scenario& sc = layout.sc;
    Traced offloadExposed;
    if (host && sc.parallel.offload.any()) {
        const OffloadTimes offload = offloadTimes(sc, *host, microS, layout.m, layout.trace);
        if (sc.parallel.offload.optimizerOffloaded()) {
            optimizerTime = offload.hostOptimizer;
            r.optimizerOnHost = true;
        }
        offloadExposed = offload.exposed;
        r.offloadCopyS = offload.copies;
    }
    return offloadExposed;
}

} // namespace

StepLayout stepLayout(const Scenario& sc, const RooflineReport& roof, Trace* trace) {
    const ParallelConfig& par = sc.parallel;
    const int t = std::max(1, par.tensorParallel), p = std::max(1, par.pipelineParallel);
    const int d = std::max(1, par.dataParallel());
    const int cp = std::max(1, par.contextParallel);
    const int v = p > 1 ? std::max(1, par.virtualStages) : 1;
    const int m = int(std::max<std::int64_t>(1, sc.training.gradAccum));
    return StepLayout{sc, roof, trace, t, p, d, cp, d * cp, v, m, resolveNetwork(sc)};
}

GradientShard gradientShard(const StepLayout& layout) {
    const Scenario& sc = layout.sc;
    const Architecture& a = sc.model.arch;
    GradientShard shard;
    // Expert parallelism: the routed experts are split over ep x etp GPUs and reduced over
    // their own replicas (core/model/expertparallel.h).
    shard.splitExperts = splitsExperts(sc.parallel, a);
    if (shard.splitExperts)
        shard.place = parameterPlacement(sc.parallel, a, effectiveParameterCount(sc), layout.dg);
    // DualPipe: two stages per GPU (core/steptime/dualpipe.h); the experts' placement counts them.
    const double stages = sc.parallel.dualPipe() ? 2.0 : 1.0;
    shard.paramsHere =
        shard.splitExperts ? shard.place.owned() : stages * effectiveParameterCount(sc) / (double(layout.t) * layout.p);
    shard.gradientBytes = dtypeBytes(sc.precision.gradients);
    shard.reduceBytes = dtypeBytes(gradientReduceDType(sc));
    return shard;
}

StepCompute computeStage(const StepLayout& layout, const GradientShard& shard, const StepEfficiency& eff,
                         const HostMemory* host, StepTimeReport& r) {
    Trace* trace = layout.trace;
    const int m = layout.m;
    const OpRates rates = opRates(layout.sc, layout.roof, eff);
    Formula microFormula = Formula::sum(trace, kMicroCompute, Unit::Seconds);
    const OpTotals ops = sumOpTimes(rates, trace, microFormula, r.opTimeS);
    Traced optimizerTime = ops.optimizer;
    double microLaunches = ops.microLaunches;
    const double gap = eff.launchGapS;
    if (ops.microGapLaunches > 0 && gap > 0)
        microFormula.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "kernel launch gaps"),
                          launchGaps(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "kernel launch gaps"),
                                     ops.microGapLaunches, gap,
                                     ROOFLAB_TR_NOOP("rooflab::Explain", "memory-bound kernels per micro-batch")),
                          Unit::Seconds);
    double launchGapS = ops.microGapLaunches * gap * m;
    if (ops.optimizerLaunches > 0 && gap > 0 && optimizerTime.value > 0) {
        const Traced gaps = launchGaps(
            trace, ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer kernel launch gaps"), ops.optimizerLaunches, gap,
            ROOFLAB_TR_NOOP("rooflab::Explain", "multi-tensor kernels (320 chunks of 65,536 values each)"));
        optimizerTime = optimizerWithLaunchGaps(trace, optimizerTime, gaps);
        launchGapS += gaps.value;
        r.optimizerLaunchGapS = gaps;
    }
    const AccumulationLaunches accumulation =
        addGradientAccumulation(layout, shard, rates.memoryBandwidth, gap, microFormula);
    microLaunches += accumulation.perMicroBatch;
    launchGapS += accumulation.gapS;
    r.kernelLaunches = microLaunches * m + ops.optimizerLaunches;
    r.launchGapS = launchGapS;
    const Traced micro = microFormula.result();
    r.microBatchComputeS = micro;
    r.attentionS = ops.attentionCoreS * m;
    const Traced compute = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "compute time"), Unit::Seconds)
                               .times(kMicroCompute, micro, Unit::Seconds)
                               .times(kMicroBatches, double(m), Unit::Plain)
                               .result();
    r.computeS = compute;
    const Traced offloadExposed = offloadStage(layout, host, micro.value, optimizerTime, r);
    r.optimizerS = optimizerTime;
    r.offloadS = offloadExposed;
    return {micro, compute, optimizerTime, offloadExposed, ops.attentionCoreS, rates.memoryBandwidth, gap};
}

} // namespace rooflab
