#include "core/memory/trainingmemory.h"

#include "core/base/derivation.h"
#include "core/base/fitsearch.h"
#include "core/memory/activationmemory.h"
#include "core/memory/finetunememory.h"
#include "core/memory/fitverdict.h"
#include "core/memory/memoryinputs.h"
#include "core/memory/memorynames.h"
#include "core/memory/modelstates.h"
#include "core/memory/offloadmemory.h"
#include "core/memory/pytorchpipelinebuffers.h"
#include "core/memory/runtimememory.h"
#include "core/memory/steppeak.h"
#include "core/memory/steptransients.h"
#include "core/model/expertparallel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <string_view>

namespace rooflab {
namespace {

using namespace memorynames;

// The moments' sizes of the step from the model states, the activations and the transients,
// with the scenario's runtime memory and, for a quantised frozen base, its dequantised matrix.
template <class Recorder>
StepTerms stepTermsOf(const Scenario& sc, const MemoryInputs& in, const ModelStates& model,
                      const ActivationParts& activations, const StepTransients& transients, Recorder* trace) {
    StepTerms terms;
    terms.weights = model.weights;
    terms.adapters = model.adapters;
    terms.gathered = model.gathered;
    terms.quantizedWeights = model.quantizedWeights;
    terms.gradients = model.gradients;
    terms.master = model.master;
    terms.states = model.states;
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
    if (const Traced kept = pytorchPipelineKeptLogits(sc, in, trace); kept.value > 0)
        terms.logits =
            BasicFormula<Recorder>::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "logits kept to the step's end"),
                                        Unit::Bytes, "torch.distributed.pipelining stage.py, output_chunks")
                .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "this micro-batch's logits"), transients.logits, Unit::Bytes)
                .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "earlier micro-batches' logits"), kept, Unit::Bytes)
                .result();
    terms.lossForward = transients.lossForward;
    terms.lossBackward = transients.lossBackward;
    terms.headGradients = transients.headGradients;
    terms.embeddingGradients = transients.embeddingGradients;
    terms.firstLayerSaved = activations.firstLayerSaved;
    terms.attentionBackward = activations.attentionBackward;
    terms.firstLayerPendingShare = transients.firstLayerPendingShare;
    terms.pipelineGradients = pipelineAccumulatedGradients(sc, in, model.paramsOnGpu, trace);
    terms.scratch = transients.optimizerScratch;
    terms.gradientsPersist = sc.training.gradientsPersist();
    terms.logitsUntilStepEnd = sc.training.isPyTorch();
    return terms;
}

// An offloaded optimizer's states are on the host: the GPU's parts are 0, the host's are them
// unless they went on to NVMe.
void moveOptimizerPartsToHost(const Scenario& sc, TrainingMemory& m) {
    if (!sc.parallel.offload.optimizerOffloaded())
        return;
    if (m.host.optimizerStates > 0) // in host memory, not swapped to NVMe
        m.host.optimizerParts = m.optimizerParts;
    for (OptimizerStatePart& part : m.optimizerParts)
        part.bytes = 0;
}

// With a trace, the components are named "<figures>.weights", "<figures>.total", ...
// Written once for both recorders: memoryFor<Trace> records the derivations, memoryFor<NoTrace>
// (the fit searches, ~150 calls per evaluation) compiles to the plain arithmetic.
template <class Recorder>
TrainingMemory memoryFor(const Scenario& sc, const MemoryInputs& in, Recorder* trace,
                         std::string_view figures = "memory") {
    const ModelStates model = modelStates(sc, in, trace);
    const ActivationParts activations = activationBytes(sc, in, trace);
    const StepTransients transients = stepTransients(sc, in, model.paramsOnGpu, model.updated, trace);
    StepTerms terms = stepTermsOf(sc, in, model, activations, transients, trace);

    TrainingMemory m;
    m.adapterParams = model.adapterParams;
    m.optimizerParts = model.optimizerParts;
    applyOffload(sc, model.updated, activations.onHost, terms, m.host, trace, figures);
    moveOptimizerPartsToHost(sc, m);
    m.host.activationCopyPerMicroBatch = activations.copiedPerMicroBatch;
    computeStepPeak(terms, m, trace, figures);
    m.capacity = sc.gpu.cudaTotal();
    m.fits = m.total <= m.capacity;
    m.band = fitBand(sc, m, trace, figures);
    if constexpr (std::is_same_v<Recorder, Trace>) {
        if (trace) {
            const std::string prefix = std::string(figures) + ".";
            trace->nameFigure(prefix + "params_on_gpu", model.paramsOnGpu);
            for (size_t i = 0; i < model.partValues.size(); ++i)
                trace->nameFigure(prefix + "optimizer." + std::to_string(i), model.partValues[i]);
            trace->nameFigure(prefix + "saved_activations", activations.saved);
            trace->nameFigure(prefix + "all_gradients", model.gradients);
        }
    }
    return m;
}

// The stages whose peak can be the pipeline's: the first and the last, and the second when
// Megatron-Core's split keys give the middle stages more layers than an end (with an even split
// it holds no more layers than the first, fewer micro-batches and no embeddings).
std::vector<PipelineStage> candidateStages(const Scenario& sc, const MemoryInputs& in) {
    if (sc.parallel.pipelineParallel <= 1)
        return {PipelineStage::Only};
    const PipelineSplit split = pipelineSplit(sc.parallel, in.arch->layers);
    if (split.uneven && split.stages > 2 && split.middle > std::min(split.first, split.last))
        return {PipelineStage::First, PipelineStage::Middle, PipelineStage::Last};
    return {PipelineStage::First, PipelineStage::Last};
}

// The step's peak per GPU with these inputs (fits when at most the card's memory): a pipeline's
// is its largest stage's.
// What is offloaded must fit the host too: a host without room is no fit at any GPU peak.
double peakWith(const Scenario& sc, MemoryInputs in) {
    double most = 0;
    for (PipelineStage stage : candidateStages(sc, in)) {
        in.stage = stage;
        const TrainingMemory m = memoryFor<NoTrace>(sc, in, nullptr);
        most = std::max(most, m.host.fits ? m.total : std::numeric_limits<double>::infinity());
    }
    return most;
}

// The stage whose peak is the pipeline's (Only without pipelining; the earlier of equal ones).
PipelineStage peakStage(const Scenario& sc, MemoryInputs in) {
    PipelineStage peak = PipelineStage::Only;
    double most = -1;
    for (PipelineStage stage : candidateStages(sc, in)) {
        in.stage = stage;
        if (const double total = memoryFor<NoTrace>(sc, in, nullptr).total; total > most) {
            most = total;
            peak = stage;
        }
    }
    return peak;
}

const char* stageName(PipelineStage stage) {
    switch (stage) {
    case PipelineStage::First:
        return ROOFLAB_TR_NOOP("rooflab::Explain", "first pipeline stage");
    case PipelineStage::Middle:
        return ROOFLAB_TR_NOOP("rooflab::Explain", "second pipeline stage");
    case PipelineStage::Last:
        return ROOFLAB_TR_NOOP("rooflab::Explain", "last pipeline stage");
    case PipelineStage::Only:
        break;
    }
    return ROOFLAB_TR_NOOP("rooflab::Explain", "the only stage");
}

// With the split keys: which stage's peak is the pipeline's, each with its layers (figure
// "<prefix>.stage_peak").
void traceStagePeaks(const Scenario& sc, MemoryInputs in, Trace* trace, std::string_view prefix) {
    const PipelineSplit split = pipelineSplit(sc.parallel, in.arch->layers);
    if (!trace || !split.uneven)
        return;
    Formula peaks = Formula::maximum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "peak over the pipeline stages"),
                                     Unit::Bytes, "Megatron-Core get_num_layers_to_build");
    for (PipelineStage stage : candidateStages(sc, in)) {
        in.stage = stage;
        const std::string layers = std::to_string(split.layersOn(stage)) + " layers";
        peaks.of(stageName(stage), memoryFor<NoTrace>(sc, in, nullptr).total, Unit::Bytes, layers);
    }
    trace->nameFigure(std::string(prefix) + ".stage_peak", peaks.result());
}

// Traced with the figures of `prefix`, at the pipeline's peak stage.
TrainingMemory tracedPeak(const Scenario& sc, MemoryInputs in, Trace* trace, std::string_view prefix) {
    in.stage = peakStage(sc, in);
    traceStagePeaks(sc, in, trace, prefix);
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

// Weights, gradients, master weights and optimizer states per parameter this GPU owns, with
// nothing sharded (0 where it owns none).
Traced modelStateBytesPerParam(const Scenario& scenario, const MemoryInputs& base, Trace* trace) {
    MemoryInputs unsharded = base;
    unsharded.dataParallel = 1;
    const TrainingMemory m = memoryFor<NoTrace>(scenario, unsharded, nullptr);
    const double paramsOnGpu =
        splitsExperts(scenario.parallel, *base.arch)
            ? parameterPlacement(scenario.parallel, *base.arch, base.params, 1).owned()
            : base.params * stageParameterShare(scenario.parallel, *base.arch) / scenario.parallel.tensorParallel;
    if (!(paramsOnGpu > 0))
        return Traced();
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "model-state bytes per parameter"),
                            Unit::BytesPerValue, kSourceZero)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "weights, gradients, master weights and optimizer states"),
               m.weights + m.adapters + m.allGradients + m.masterWeights + m.optimizerStates, Unit::Bytes)
        .over(kParamsOnGpu, paramsOnGpu, Unit::Count)
        .result();
}

// The lecture's napkin: the largest model whose model states alone fill every GPU's memory.
Traced napkinMaxParams(const Scenario& scenario, Traced perParam, Trace* trace) {
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "largest model (napkin)"), Unit::Count,
                            kSourceZero)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "GPUs"), double(scenario.parallel.gpus), Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "memory per GPU"), scenario.gpu.cudaTotal(), Unit::Bytes)
        .over(ROOFLAB_TR_NOOP("rooflab::Explain", "model-state bytes per parameter"), perParam, Unit::BytesPerValue)
        .result();
}

// Fewest GPUs that fit, with the scenario's ZeRO stage and with ZeRO-3 (0 = never).
void fewestGpus(const Scenario& scenario, const MemoryInputs& base, FitAnswers& fit) {
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
}

// Largest micro-batch: memory grows with b.
int largestMicroBatch(const Scenario& scenario, const MemoryInputs& base) {
    MemoryInputs batch = base;
    return largestWithin(1 << 20, scenario.gpu.cudaTotal(), [&](int b) {
        batch.microBatch = b;
        return peakWith(scenario, batch);
    });
}

// Largest size-only model over the range scenarios accept (1e5 .. 1e15), to 0.01%. The
// napkin (model states alone on every GPU) is above the answer wherever the size-only model
// keeps the scenario's bytes per parameter, so the search starts below it: a first probe
// near the boundary instead of at 1e15. Where it is not above (everything up to it fits),
// the search goes on from it to 1e15.
double largestSizeOnlyModel(const Scenario& scenario, const MemoryInputs& base, double napkin) {
    constexpr double kSmallest = 1e5, kLargest = 1e15, kTolerance = 1e-4;
    const auto sizeOnlyPeak = [&](double params) {
        const Architecture arch = sizeOnlyArchitecture(params);
        MemoryInputs in = base;
        in.params = params;
        in.arch = &arch;
        return peakWith(scenario, in);
    };
    const double firstTop = napkin > kSmallest * 2 && napkin < kLargest ? napkin : kLargest;
    const double largest = largestWithinReal(kSmallest, firstTop, kTolerance, scenario.gpu.cudaTotal(), sizeOnlyPeak);
    if (firstTop < kLargest && largest == firstTop)
        return largestWithinReal(firstTop, kLargest, kTolerance, scenario.gpu.cudaTotal(), sizeOnlyPeak);
    return largest;
}

// The answers' own memory, traced: "why 4.13B?" is answered by the total at 4.13B.
void traceMemoryAtAnswers(const Scenario& scenario, const MemoryInputs& base, const FitAnswers& fit, Trace* trace) {
    if (fit.minGpus > 0) {
        MemoryInputs at = base;
        at.dataParallel =
            fit.minGpus / scenario.parallel.modelParallel() * std::max(1, scenario.parallel.contextParallel);
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
    TrainingMemory first =
        trace ? memoryFor(scenario, in, trace, "memory.stage.first") : memoryFor<NoTrace>(scenario, in, nullptr);
    in.stage = PipelineStage::Last;
    TrainingMemory last =
        trace ? memoryFor(scenario, in, trace, "memory.stage.last") : memoryFor<NoTrace>(scenario, in, nullptr);
    std::vector<TrainingMemory> stages{std::move(first), std::move(last)};
    if (candidateStages(scenario, in).size() == 3) {
        in.stage = PipelineStage::Middle;
        stages.push_back(trace ? memoryFor(scenario, in, trace, "memory.stage.middle")
                               : memoryFor<NoTrace>(scenario, in, nullptr));
    }
    return stages;
}

const TrainingMemory& peakOfStages(const std::vector<TrainingMemory>& stages) {
    const TrainingMemory* peak = &stages.front();
    if (stages.size() == 3 && stages[2].total > peak->total)
        peak = &stages[2];
    if (stages.size() >= 2 && stages[1].total > peak->total)
        peak = &stages[1];
    return *peak;
}

FitAnswers computeFitAnswers(const Scenario& scenario, Trace* trace) {
    FitAnswers fit;
    const MemoryInputs base = memoryInputsOf(scenario);
    const Traced perParam = modelStateBytesPerParam(scenario, base, trace);
    fit.modelStateBytesPerParam = perParam;
    if (perParam.value > 0) {
        const Traced napkin = napkinMaxParams(scenario, perParam, trace);
        fit.napkinMaxParams = napkin;
        if (trace) {
            trace->nameFigure("fit.bytes_per_param", perParam);
            trace->nameFigure("fit.napkin_max_params", napkin);
        }
    }
    fewestGpus(scenario, base, fit);
    fit.maxMicroBatch = largestMicroBatch(scenario, base);
    fit.maxSizeOnlyParams = largestSizeOnlyModel(scenario, base, fit.napkinMaxParams);
    if (trace)
        traceMemoryAtAnswers(scenario, base, fit, trace);
    return fit;
}

} // namespace rooflab
