#include "core/memory/trainingmemory.h"

#include "core/memory/activationmemory.h"
#include "core/base/derivation.h"
#include "core/model/expertparallel.h"
#include "core/memory/finetunememory.h"
#include "core/base/fitsearch.h"
#include "core/memory/lowprecision.h"
#include "core/memory/memoryinputs.h"
#include "core/memory/memorynames.h"
#include "core/memory/moememory.h"
#include "core/memory/offloadmemory.h"
#include "core/memory/optimizerstates.h"
#include "core/memory/runtimememory.h"
#include "core/memory/steppeak.h"
#include "core/memory/steptransients.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <cmath>
#include <limits>

namespace rooflab {
namespace {

using namespace memorynames;

// Share of all parameters a pipeline stage holds: the first the embeddings, the last the final
// norm and LM head (and a copy of tied embeddings); Only: the larger of the two.
double stageParameterShare(const Architecture& arch, int pipeline, PipelineStage stage = PipelineStage::Only) {
    if (pipeline <= 1)
        return 1.0;
    const ParameterBreakdown p = countParameters(arch);
    if (p.total <= 0)
        return 1.0;
    const double layers = double(layersPerStage(arch, pipeline)) * double(p.perLayer);
    const double normParams = arch.norm == NormKind::LayerNorm ? 2.0 * arch.dModel : double(arch.dModel);
    const double first = double(p.embeddings + p.positionEmbeddings) + layers;
    const double head = arch.tiedEmbeddings ? double(p.embeddings) : double(p.lmHead);
    const double last = layers + normParams + head;
    const double held = stage == PipelineStage::First ? first : stage == PipelineStage::Last ? last : std::max(first, last);
    return std::min(1.0, held / double(p.total));
}

// Names of the quantities in the derivations (translated by the window, context "rooflab::Explain").
constexpr const char* kParameters = ROOFLAB_TR_NOOP("rooflab::Explain", "parameters");
constexpr const char* kFirstStageShare = ROOFLAB_TR_NOOP("rooflab::Explain", "share of the first pipeline stage");
constexpr const char* kLastStageShare = ROOFLAB_TR_NOOP("rooflab::Explain", "share of the last pipeline stage");
constexpr const char* kShardGpus = ROOFLAB_TR_NOOP("rooflab::Explain", "data-parallel GPUs sharing it");
constexpr const char* kZeroShard = ROOFLAB_TR_NOOP("rooflab::Explain", "parameters in this GPU's ZeRO shard");
constexpr const char* kSourceZero = "Rajbhandari et al. 2020, ZeRO, sec. 3 and 5";
constexpr const char* kSourceMixed = "Micikevicius et al. 2018, Mixed Precision Training";
constexpr const char* kSourceMainGrad = "Megatron-LM training/arguments.py: bf16 gradients accumulated and reduced in fp32 (main_grad)";

// With a trace, the components are named "<figures>.weights", "<figures>.total", ...
// Written once for both recorders: memoryFor<Trace> records the derivations, memoryFor<NoTrace>
// (the fit searches, ~150 calls per evaluation) compiles to the plain arithmetic.
template <class Recorder>
TrainingMemory memoryFor(const Scenario& sc, const MemoryInputs& in, Recorder* trace,
                         std::string_view figures = "memory") {
    using F = BasicFormula<Recorder>;
    const Architecture& a = *in.arch;
    const PrecisionConfig& pr = sc.precision;
    const double tp = sc.parallel.tensorParallel;
    const double d = in.dataParallel;
    const int zero = in.zeroStage;
    const std::string_view zeroLabel = zeroStageLabel(zero);

    // Parameters this GPU owns before ZeRO sharding: tensor parallelism splits every matrix,
    // pipeline parallelism gives each stage its layers; expert parallelism splits the routed
    // experts over ep x etp GPUs instead, and ZeRO shards them over their own replicas.
    const bool splitExperts = splitsExperts(sc.parallel, a);
    const ParameterPlacement place =
        splitExperts ? parameterPlacement(sc.parallel, a, in.params, in.dataParallel) : ParameterPlacement{};
    Traced paramsOnGpu, zeroShard;
    double expertReplicas = d;
    if (splitExperts) {
        expertReplicas = place.expertDataParallel;
        const MoeParameters moe = moeParameterTerms(sc.parallel, place, in.params, trace);
        paramsOnGpu = moe.owned;
        zeroShard = moe.zeroShard;
    } else {
        F ownedFormula = F::product(trace, kParamsOnGpu, Unit::Count, "Shoeybi et al. 2019, Megatron-LM");
        ownedFormula.times(kParameters, in.params, Unit::Count);
        if (sc.parallel.pipelineParallel > 1)
            ownedFormula.times(in.stage == PipelineStage::Last ? kLastStageShare : kFirstStageShare,
                               stageParameterShare(a, sc.parallel.pipelineParallel, in.stage), Unit::Plain);
        if (tp > 1)
            ownedFormula.over(kTensorGpus, tp, Unit::Plain);
        paramsOnGpu = ownedFormula.result();
    }
    const bool shards = d > 1 || expertReplicas > 1;

    // ZeRO (Rajbhandari et al. 2020): stage 1 shards optimizer states (and the master copy),
    // stage 2 also gradients, stage 3 also the parameters.
    auto perParameter = [&](const char* name, DType type, bool sharded, const char* source) {
        F f = F::product(trace, name, Unit::Bytes, source);
        if (splitExperts && sharded) {
            f.times(kZeroShard, zeroShard, Unit::Count, zeroLabel);
        } else {
            f.times(kParamsOnGpu, paramsOnGpu, Unit::Count);
            if (sharded && d > 1)
                f.over(kShardGpus, d, Unit::Plain, zeroLabel);
        }
        return f.times(kBytesEach, dtypeBytes(type), Unit::BytesPerValue, dtypeId(type)).result();
    };
    TrainingMemory m;
    Traced weights, gradients, master, adapters;
    F updatedFormula = F::product(
        trace, ROOFLAB_TR_NOOP("rooflab::Explain", "parameters this GPU updates"), Unit::Count, kSourceZero);
    double baseBytesPerParam = dtypeBytes(pr.weights);
    if (sc.finetune.frozenBase()) {
        const FrozenBaseTerms frozen = frozenBaseTerms(sc, in, paramsOnGpu, trace);
        weights = frozen.weights;
        adapters = frozen.adapters;
        gradients = frozen.gradients;
        baseBytesPerParam = frozen.bytesPerParam;
        m.adapterParams = frozen.adapterParams;
        updatedFormula.times(ROOFLAB_TR_NOOP("rooflab::Explain", "adapter parameters on this GPU"), frozen.adaptersOnGpu,
                             Unit::Count);
    } else {
        weights = perParameter(ROOFLAB_TR_NOOP("rooflab::Explain", "weights"), pr.weights, zero >= 3,
                               zero >= 3 ? kSourceZero : kSourceMixed);
        gradients = perParameter(ROOFLAB_TR_NOOP("rooflab::Explain", "gradients"), pr.gradients, zero >= 2,
                                 zero >= 2                                            ? kSourceZero
                                 : !sc.training.isPyTorch() && pr.gradients == DType::FP32 && pr.weights != DType::FP32
                                     ? kSourceMainGrad
                                     : kSourceMixed);
        if (pr.masterWeights)
            master = perParameter(ROOFLAB_TR_NOOP("rooflab::Explain", "master weights"), *pr.masterWeights, zero >= 1,
                                  zero >= 1 ? kSourceZero : kSourceMixed);
        if (splitExperts && zero >= 1)
            updatedFormula.times(kZeroShard, zeroShard, Unit::Count, zeroLabel);
        else
            updatedFormula.times(kParamsOnGpu, paramsOnGpu, Unit::Count);
    }
    // The ZeRO shard of split experts is already per GPU; everything else divides by d here.
    const bool updatesOwnShard = splitExperts && zero >= 1 && !sc.finetune.frozenBase();
    if (zero >= 1 && d > 1 && !updatesOwnShard)
        updatedFormula.over(kShardGpus, d, Unit::Plain, zeroLabel);
    StateValues partValues;
    const Traced updated = updatedFormula.result();
    m.optimizerParts = optimizerParts(sc, in, updated, trace, partValues);
    F statesFormula = F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer states"), Unit::Bytes);
    for (size_t i = 0; i < partValues.size(); ++i)
        statesFormula.plus(m.optimizerParts[i].name, partValues[i], Unit::Bytes);
    const Traced states = statesFormula.result();
    Traced gathered;
    // Parameter shards on the host come to the GPU layer by layer even without data parallelism.
    const bool gathers = shards || sc.parallel.offload.parametersOffloaded();
    if (zero >= 3 && splitExperts && gathers) {
        // The gathered layer is one MoE block as this GPU holds it: its tp share of the dense
        // part and its ep x etp share of the experts.
        gathered = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gathered layers"), Unit::Bytes,
                              "Zhao et al. 2023, PyTorch FSDP")
                       .times(ROOFLAB_TR_NOOP("rooflab::Explain", "layers (current + prefetched)"), 2.0, Unit::Plain)
                       .times(ROOFLAB_TR_NOOP("rooflab::Explain", "parameters of one MoE block on this GPU"),
                              place.layerDense + place.layerExperts, Unit::Count)
                       .times(kBytesEach, baseBytesPerParam, Unit::BytesPerValue, valueBytesLabel(baseBytesPerParam))
                       .result();
    } else if (zero >= 3 && (d > 1 || sc.parallel.offload.parametersOffloaded())) {
        // FSDP/ZeRO-3 gathers whole layers for compute: the current one and the prefetched next.
        const ParameterBreakdown p = countParameters(a);
        const double layerShare = p.total > 0 ? double(p.perLayer) / double(p.total) : 0;
        F g = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gathered layers"), Unit::Bytes,
                                     "Zhao et al. 2023, PyTorch FSDP");
        g.times(ROOFLAB_TR_NOOP("rooflab::Explain", "layers (current + prefetched)"), 2.0, Unit::Plain)
            .times(kParameters, in.params, Unit::Count)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "share of one layer"), layerShare, Unit::Plain);
        if (tp > 1)
            g.over(kTensorGpus, tp, Unit::Plain);
        gathered = g.times(kBytesEach, baseBytesPerParam, Unit::BytesPerValue, valueBytesLabel(baseBytesPerParam)).result();
    }
    // FP8/FP4 recipes cache quantized copies of the layers' matmul weights between
    // micro-batches (Transformer Engine's weight workspaces, refreshed on the first micro-batch).
    Traced quantizedWeights;
    const LowPrecisionLayout& low = in.lowPrecision;
    if (const double cacheBytes = cachedWeightBytes(sc, low, zero); cacheBytes > 0) {
        const int stageLayers = layersPerStage(a, sc.parallel.pipelineParallel);
        F q = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "FP8/FP4 weight copies"), Unit::Bytes,
                         "Transformer Engine, module/base.py (quantized weight workspaces)");
        q.times(kLayersHere, double(stageLayers), Unit::Plain);
        if (splitExperts) {
            q.times(ROOFLAB_TR_NOOP("rooflab::Explain", "parameters of one MoE block on this GPU"),
                    place.layerDense + place.layerExperts, Unit::Count);
        } else {
            const ParameterBreakdown p = countParameters(a);
            const double perLayerMatrices =
                p.total > 0 ? in.params * double(p.attention + p.mlp) / double(p.total) / double(a.layers) : 0;
            q.times(ROOFLAB_TR_NOOP("rooflab::Explain", "matrix parameters of one layer"), perLayerMatrices,
                    Unit::Count);
            if (tp > 1)
                q.over(kTensorGpus, tp, Unit::Plain);
        }
        quantizedWeights = q.times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per weight (rowwise + transposed copy)"),
                                   cacheBytes, Unit::BytesPerValue, low.recipe)
                               .result();
    }
    const ActivationParts activations = activationBytes(sc, in, trace);
    const StepTransients transients = stepTransients(sc, in, paramsOnGpu, updated, trace);

    StepTerms terms;
    terms.weights = weights;
    terms.adapters = adapters;
    terms.gathered = gathered;
    terms.quantizedWeights = quantizedWeights;
    terms.gradients = gradients;
    terms.master = master;
    terms.states = states;
    // Untraced, the scenario's fixed runtime memory is the one memoryInputsOf computed.
    if constexpr (std::is_same_v<Recorder, Trace>)
        terms.runtimeFixed = fixedRuntimeMemory(sc, trace);
    else
        terms.runtimeFixed = in.fixedRuntime;
    terms.reserveShare = allocatorReserveShare(sc);
    terms.saved = activations.saved;
    terms.recompute = activations.recompute;
    terms.weightCopies = transients.weightCopies;
    if (sc.finetune.frozenBase())
        terms.weightCopies = withDequantisedMatrix(sc, *in.arch, transients.weightCopies, trace);
    terms.logits = transients.logits;
    terms.lossForward = transients.lossForward;
    terms.lossBackward = transients.lossBackward;
    terms.headGradients = transients.headGradients;
    terms.scratch = transients.optimizerScratch;
    terms.gradientsPersist = sc.training.gradientsPersist();
    terms.logitsUntilStepEnd = sc.training.isPyTorch();
    applyOffload(sc, updated, activations.onHost, terms, m.host, trace, figures);
    if (sc.parallel.offload.optimizerOffloaded()) {
        if (m.host.optimizerStates > 0) // in host memory, not swapped to NVMe
            m.host.optimizerParts = m.optimizerParts;
        for (OptimizerStatePart& part : m.optimizerParts)
            part.bytes = 0;
    }
    m.host.activationCopyPerMicroBatch = activations.copiedPerMicroBatch;
    computeStepPeak(terms, m, trace, figures);
    m.capacity = sc.gpu.cudaTotal();
    m.fits = m.total <= m.capacity;
    if constexpr (std::is_same_v<Recorder, Trace>) {
        if (trace) {
            const std::string prefix = std::string(figures) + ".";
            trace->nameFigure(prefix + "params_on_gpu", paramsOnGpu);
            for (size_t i = 0; i < partValues.size(); ++i)
                trace->nameFigure(prefix + "optimizer." + std::to_string(i), partValues[i]);
            trace->nameFigure(prefix + "saved_activations", activations.saved);
            trace->nameFigure(prefix + "all_gradients", gradients);
        }
    }
    return m;
}

// The step's peak per GPU with these inputs (fits when at most the card's memory): a pipeline's
// is its first or its last stage's, whichever is larger.
// What is offloaded must fit the host too: a host without room is no fit at any GPU peak.
double peakWith(const Scenario& sc, MemoryInputs in) {
    const auto peak = [&] {
        const TrainingMemory m = memoryFor<NoTrace>(sc, in, nullptr);
        return m.host.fits ? m.total : std::numeric_limits<double>::infinity();
    };
    if (sc.parallel.pipelineParallel <= 1)
        return peak();
    in.stage = PipelineStage::First;
    const double first = peak();
    in.stage = PipelineStage::Last;
    return std::max(first, peak());
}

// The stage whose peak is the pipeline's (Only without pipelining).
PipelineStage peakStage(const Scenario& sc, MemoryInputs in) {
    if (sc.parallel.pipelineParallel <= 1)
        return PipelineStage::Only;
    in.stage = PipelineStage::First;
    const double first = memoryFor<NoTrace>(sc, in, nullptr).total;
    in.stage = PipelineStage::Last;
    return memoryFor<NoTrace>(sc, in, nullptr).total > first ? PipelineStage::Last : PipelineStage::First;
}

// Traced with the figures of `prefix`, at the pipeline's peak stage.
TrainingMemory tracedPeak(const Scenario& sc, MemoryInputs in, Trace* trace, std::string_view prefix) {
    in.stage = peakStage(sc, in);
    return memoryFor(sc, in, trace, prefix);
}

// Smallest number of replicas in [1, maxD] that fits, or 0. Memory never grows with d. Each
// replica's context-parallel ranks share its ZeRO shards.
int smallestFittingDataParallel(const Scenario& sc, MemoryInputs in, int maxD) {
    // Expert parallelism needs ep x etp GPUs in each stage's d x cp x tp: fewer never fit.
    const bool experts = splitsExperts(sc.parallel, *in.arch);
    const int cp = std::max(1, sc.parallel.contextParallel);
    return smallestWithin(maxD, sc.gpu.cudaTotal(), [&](int d) {
        in.dataParallel = d * cp;
        if (experts && !expertGroupFits(sc.parallel, d * cp))
            return std::numeric_limits<double>::infinity();
        return peakWith(sc, in);
    });
}

} // namespace

double layerActivationBytes(const Scenario& scenario, bool recomputeAttentionCore) {
    return implementationLayerBytes<NoTrace>(scenario, memoryInputsOf(scenario), recomputeAttentionCore, nullptr);
}

TrainingMemory computeTrainingMemory(const Scenario& scenario, Trace* trace) {
    MemoryInputs in = memoryInputsOf(scenario);
    if (trace)
        return tracedPeak(scenario, in, trace, "memory");
    in.stage = peakStage(scenario, in);
    return memoryFor<NoTrace>(scenario, in, nullptr);
}

std::vector<TrainingMemory> computeStageMemory(const Scenario& scenario, Trace* trace) {
    if (scenario.parallel.pipelineParallel <= 1)
        return {};
    MemoryInputs in = memoryInputsOf(scenario);
    in.stage = PipelineStage::First;
    TrainingMemory first = trace ? memoryFor(scenario, in, trace, "memory.stage.first")
                                 : memoryFor<NoTrace>(scenario, in, nullptr);
    in.stage = PipelineStage::Last;
    TrainingMemory last = trace ? memoryFor(scenario, in, trace, "memory.stage.last")
                                : memoryFor<NoTrace>(scenario, in, nullptr);
    return {std::move(first), std::move(last)};
}

FitAnswers computeFitAnswers(const Scenario& scenario, Trace* trace) {
    FitAnswers fit;
    const MemoryInputs base = memoryInputsOf(scenario);
    {
        MemoryInputs unsharded = base;
        unsharded.dataParallel = 1;
        const TrainingMemory m = memoryFor<NoTrace>(scenario, unsharded, nullptr);
        const double paramsOnGpu =
            splitsExperts(scenario.parallel, *base.arch)
                ? parameterPlacement(scenario.parallel, *base.arch, base.params, 1).owned()
                : base.params * stageParameterShare(*base.arch, scenario.parallel.pipelineParallel) /
                      scenario.parallel.tensorParallel;
        if (paramsOnGpu > 0) {
            const Traced perParam =
                Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "model-state bytes per parameter"),
                                 Unit::BytesPerValue, kSourceZero)
                    .times(ROOFLAB_TR_NOOP("rooflab::Explain", "weights, gradients, master weights and optimizer states"),
                           m.weights + m.adapters + m.allGradients + m.masterWeights + m.optimizerStates, Unit::Bytes)
                    .over(kParamsOnGpu, paramsOnGpu, Unit::Count)
                    .result();
            fit.modelStateBytesPerParam = perParam;
            if (perParam.value > 0) {
                const Traced napkin =
                    Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "largest model (napkin)"), Unit::Count,
                                     kSourceZero)
                        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "GPUs"), double(scenario.parallel.gpus), Unit::Plain)
                        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "memory per GPU"), scenario.gpu.cudaTotal(), Unit::Bytes)
                        .over(ROOFLAB_TR_NOOP("rooflab::Explain", "model-state bytes per parameter"), perParam,
                              Unit::BytesPerValue)
                        .result();
                fit.napkinMaxParams = napkin;
                if (trace) {
                    trace->nameFigure("fit.bytes_per_param", perParam);
                    trace->nameFigure("fit.napkin_max_params", napkin);
                }
            }
        }
    }
    const int modelParallel = scenario.parallel.modelParallel();
    constexpr int kMaxGpus = 1 << 20;
    const int maxD = std::max(1, kMaxGpus / std::max(1, modelParallel));

    if (const int d = smallestFittingDataParallel(scenario, base, maxD))
        fit.minGpus = d * modelParallel;
    if (base.zeroStage >= 3) {
        fit.minGpusZero3 = fit.minGpus; // the same search: the scenario already shards everything
    } else {
        MemoryInputs zero3 = base;
        zero3.zeroStage = 3;
        if (const int d = smallestFittingDataParallel(scenario, zero3, maxD))
            fit.minGpusZero3 = d * modelParallel;
    }

    // Largest micro-batch: memory grows with b.
    MemoryInputs batch = base;
    fit.maxMicroBatch = largestWithin(1 << 20, scenario.gpu.cudaTotal(), [&](int b) {
        batch.microBatch = b;
        return peakWith(scenario, batch);
    });

    // Largest size-only model over the range scenarios accept (1e5 .. 1e15), to 0.01%. The
    // napkin (model states alone on every GPU) is above the answer wherever the size-only model
    // keeps the scenario's bytes per parameter, so the search starts below it: a first probe
    // near the boundary instead of at 1e15. Where it is not above (everything up to it fits),
    // the search goes on from it to 1e15.
    constexpr double kSmallest = 1e5, kLargest = 1e15, kTolerance = 1e-4;
    const auto sizeOnlyPeak = [&](double params) {
        const Architecture arch = sizeOnlyArchitecture(params);
        MemoryInputs in = base;
        in.params = params;
        in.arch = &arch;
        return peakWith(scenario, in);
    };
    const double napkin = fit.napkinMaxParams;
    const double firstTop = napkin > kSmallest * 2 && napkin < kLargest ? napkin : kLargest;
    fit.maxSizeOnlyParams = largestWithinReal(kSmallest, firstTop, kTolerance, scenario.gpu.cudaTotal(), sizeOnlyPeak);
    if (firstTop < kLargest && fit.maxSizeOnlyParams == firstTop)
        fit.maxSizeOnlyParams = largestWithinReal(firstTop, kLargest, kTolerance, scenario.gpu.cudaTotal(), sizeOnlyPeak);

    // The answers' own memory, traced: "why 4.13B?" is answered by the total at 4.13B.
    if (trace) {
        if (fit.minGpus > 0) {
            MemoryInputs at = base;
            at.dataParallel = fit.minGpus / modelParallel * std::max(1, scenario.parallel.contextParallel);
            tracedPeak(scenario, at, trace, "memory.at_min_gpus");
        }
        if (fit.maxMicroBatch > 0) {
            MemoryInputs at = base;
            at.microBatch = fit.maxMicroBatch;
            tracedPeak(scenario, at, trace, "memory.at_max_micro_batch");
        }
        if (fit.maxSizeOnlyParams > 0) {
            const Architecture arch = sizeOnlyArchitecture(fit.maxSizeOnlyParams);
            MemoryInputs at = base;
            at.params = fit.maxSizeOnlyParams;
            at.arch = &arch;
            tracedPeak(scenario, at, trace, "memory.at_max_model");
        }
    }
    return fit;
}

} // namespace rooflab
