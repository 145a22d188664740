#include "core/memory/modelstates.h"

#include "core/memory/finetunememory.h"
#include "core/memory/lowprecision.h"
#include "core/memory/memorynames.h"
#include "core/memory/moememory.h"
#include "core/model/expertparallel.h"
#include "core/model/frameworkknobs.h"
#include "core/model/frameworkprofile.h"

#include <algorithm>
#include <string_view>

namespace rooflab {
namespace {

using namespace memorynames;

// Names of the quantities in the derivations (translated by the window, context "rooflab::Explain").
constexpr const char* kParameters = ROOFLAB_TR_NOOP("rooflab::Explain", "parameters");
constexpr const char* kFirstStageShare = ROOFLAB_TR_NOOP("rooflab::Explain", "share of the first pipeline stage");
constexpr const char* kLastStageShare = ROOFLAB_TR_NOOP("rooflab::Explain", "share of the last pipeline stage");
constexpr const char* kMiddleStageShare = ROOFLAB_TR_NOOP("rooflab::Explain", "share of a middle pipeline stage");
constexpr const char* kShardGpus = ROOFLAB_TR_NOOP("rooflab::Explain", "data-parallel GPUs sharing it");
constexpr const char* kZeroShard = ROOFLAB_TR_NOOP("rooflab::Explain", "parameters in this GPU's ZeRO shard");
constexpr const char* kSourceMixed = "Micikevicius et al. 2018, Mixed Precision Training";
constexpr const char* kSourceMainGrad =
    "Megatron-LM training/arguments.py: bf16 gradients accumulated and reduced in fp32 (main_grad)";

// The parameters this GPU owns and how ZeRO shards what is kept per parameter.
struct OwnedParameters {
    bool splitExperts = false; // expert parallelism places the routed experts
    ParameterPlacement place;  // where the parameters are (split experts only)
    Traced onGpu;              // before ZeRO sharding
    Traced zeroShard;          // split experts: after ZeRO sharding, already per GPU
    double dataParallel = 1;   // the GPUs sharing every other ZeRO shard
    double expertReplicas = 1; // the GPUs sharing the experts' ZeRO shards
    int zeroStage = 0;
    std::string_view zeroLabel; // "ZeRO-0" .. "ZeRO-3"
};

constexpr const char* kSourceDualPipeStages = "deepseek-ai/DualPipe README at 89f5de1: Parameter 2x";
constexpr const char* kDualPipeEnds =
    ROOFLAB_TR_NOOP("rooflab::Explain", "share of the first and the last stage (DualPipe: stages i and p - 1 - i)");

// Parameters this GPU owns before ZeRO sharding: tensor parallelism splits every matrix,
// pipeline parallelism gives each stage its layers; expert parallelism splits the routed
// experts over ep x etp GPUs instead, and ZeRO shards them over their own replicas.
template <class Recorder> OwnedParameters ownedParameters(const Scenario& sc, const MemoryInputs& in, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const double tp = sc.parallel.tensorParallel;
    OwnedParameters owned;
    owned.dataParallel = in.dataParallel;
    owned.expertReplicas = in.dataParallel;
    owned.zeroStage = in.zeroStage;
    owned.zeroLabel = zeroStageLabel(in.zeroStage);
    owned.splitExperts = splitsExperts(sc.parallel, *in.arch);
    if (owned.splitExperts) {
        owned.place = parameterPlacement(sc.parallel, *in.arch, in.params, in.dataParallel);
        owned.expertReplicas = owned.place.expertDataParallel;
        const MoeParameters moe = moeParameterTerms(sc.parallel, owned.place, in.params, trace);
        owned.onGpu = moe.owned;
        owned.zeroShard = moe.zeroShard;
        return owned;
    }
    F ownedFormula = F::product(trace, kParamsOnGpu, Unit::Count, "Shoeybi et al. 2019, Megatron-LM");
    ownedFormula.times(kParameters, in.params, Unit::Count);
    if (sc.parallel.dualPipe())
        ownedFormula.times(kDualPipeEnds,
                           stageParameterShare(sc.parallel, *in.arch, PipelineStage::First) +
                               stageParameterShare(sc.parallel, *in.arch, PipelineStage::Last),
                           Unit::Plain, kSourceDualPipeStages);
    else if (sc.parallel.pipelineParallel > 1)
        ownedFormula.times(in.stage == PipelineStage::Last     ? kLastStageShare
                           : in.stage == PipelineStage::Middle ? kMiddleStageShare
                                                               : kFirstStageShare,
                           stageParameterShare(sc.parallel, *in.arch, in.stage), Unit::Plain);
    if (tp > 1)
        ownedFormula.over(kTensorGpus, tp, Unit::Plain);
    owned.onGpu = ownedFormula.result();
    return owned;
}

// ZeRO (Rajbhandari et al. 2020): stage 1 shards optimizer states (and the master copy),
// stage 2 also gradients, stage 3 also the parameters.
template <class Recorder>
Traced perParameterBytes(const OwnedParameters& owned, const char* name, DType type, bool sharded, const char* source,
                         Recorder* trace) {
    using F = BasicFormula<Recorder>;
    F f = F::product(trace, name, Unit::Bytes, source);
    if (owned.splitExperts && sharded) {
        f.times(kZeroShard, owned.zeroShard, Unit::Count, owned.zeroLabel);
    } else {
        f.times(kParamsOnGpu, owned.onGpu, Unit::Count);
        if (sharded && owned.dataParallel > 1)
            f.over(kShardGpus, owned.dataParallel, Unit::Plain, owned.zeroLabel);
    }
    return f.times(kBytesEach, dtypeBytes(type), Unit::BytesPerValue, dtypeId(type)).result();
}

// The parameters this GPU's optimizer updates: a frozen base's adapters (`adaptersOnGpu`), else
// its parameters, ZeRO-1 and above shard them.
template <class Recorder>
Traced updatedParameters(const Scenario& sc, const OwnedParameters& owned, Traced adaptersOnGpu, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const int zero = owned.zeroStage;
    F updatedFormula =
        F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "parameters this GPU updates"), Unit::Count, kSourceZero);
    if (sc.finetune.frozenBase())
        updatedFormula.times(ROOFLAB_TR_NOOP("rooflab::Explain", "adapter parameters on this GPU"), adaptersOnGpu,
                             Unit::Count);
    else if (owned.splitExperts && zero >= 1)
        updatedFormula.times(kZeroShard, owned.zeroShard, Unit::Count, owned.zeroLabel);
    else
        updatedFormula.times(kParamsOnGpu, owned.onGpu, Unit::Count);
    // The ZeRO shard of split experts is already per GPU; everything else divides by d here.
    const bool updatesOwnShard = owned.splitExperts && zero >= 1 && !sc.finetune.frozenBase();
    if (zero >= 1 && owned.dataParallel > 1 && !updatesOwnShard)
        updatedFormula.over(kShardGpus, owned.dataParallel, Unit::Plain, owned.zeroLabel);
    return updatedFormula.result();
}

// torchtitan's FSDP2 with a 16-bit param_dtype keeps one sharded parameter, the fp32 one the
// optimizer updates (the master here), and casts it at each all-gather (_fsdp_param.py
// all_gather_inputs: _to_dtype_if_needed(sharded_param_data, param_dtype)): no 16-bit shard stays.
bool fsdp2KeepsOnlyTheMaster(const Scenario& sc, int zero) {
    const PrecisionConfig& pr = sc.precision;
    return sc.training.implementation == Implementation::Torchtitan && zero >= 3 && pr.masterWeights &&
           dtypeBytes(*pr.masterWeights) > dtypeBytes(pr.weights);
}

// The weights, adapters, gradients and master weights on this GPU and the parameters it updates,
// into `s`. Returns the base weights' bytes per parameter (what ZeRO-3 gathers).
template <class Recorder>
double parameterStates(const Scenario& sc, const MemoryInputs& in, const OwnedParameters& owned, ModelStates& s,
                       Recorder* trace) {
    if (sc.finetune.frozenBase()) {
        const FrozenBaseTerms frozen = frozenBaseTerms(sc, in, owned.onGpu, trace);
        s.weights = frozen.weights;
        s.adapters = frozen.adapters;
        s.gradients = frozen.gradients;
        s.adapterParams = frozen.adapterParams;
        s.updated = updatedParameters(sc, owned, frozen.adaptersOnGpu, trace);
        return frozen.bytesPerParam;
    }
    const PrecisionConfig& pr = sc.precision;
    const int zero = owned.zeroStage;
    if (!fsdp2KeepsOnlyTheMaster(sc, zero))
        s.weights = perParameterBytes(owned, ROOFLAB_TR_NOOP("rooflab::Explain", "weights"), pr.weights, zero >= 3,
                                      zero >= 3 ? kSourceZero : kSourceMixed, trace);
    s.gradients = perParameterBytes(
        owned, ROOFLAB_TR_NOOP("rooflab::Explain", "gradients"), pr.gradients, zero >= 2,
        zero >= 2                                                                              ? kSourceZero
        : !sc.training.isPyTorch() && pr.gradients == DType::FP32 && pr.weights != DType::FP32 ? kSourceMainGrad
                                                                                               : kSourceMixed,
        trace);
    if (pr.masterWeights)
        s.master = perParameterBytes(owned, ROOFLAB_TR_NOOP("rooflab::Explain", "master weights"), *pr.masterWeights,
                                     zero >= 1, zero >= 1 ? kSourceZero : kSourceMixed, trace);
    s.updated = updatedParameters(sc, owned, Traced(0), trace);
    return dtypeBytes(pr.weights);
}

// The optimizer's states of the parameters this GPU updates, part by part, and their sum.
template <class Recorder>
void optimizerStates(const Scenario& sc, const MemoryInputs& in, ModelStates& s, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    s.optimizerParts = optimizerParts(sc, in, s.updated, trace, s.partValues);
    F statesFormula = F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer states"), Unit::Bytes);
    for (size_t i = 0; i < s.partValues.size(); ++i)
        statesFormula.plus(s.optimizerParts[i].name, s.partValues[i], Unit::Bytes);
    s.states = statesFormula.result();
}

// The layers ZeRO-3 gathers for compute (0 below ZeRO-3, or with nothing to gather).
template <class Recorder>
Traced gatheredLayers(const Scenario& sc, const MemoryInputs& in, const OwnedParameters& owned, double bytesPerParam,
                      Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const bool shards = owned.dataParallel > 1 || owned.expertReplicas > 1;
    // Parameter shards on the host come to the GPU layer by layer even without data parallelism.
    const bool offloaded = sc.parallel.offload.parametersOffloaded();
    const bool gathers = shards || offloaded;
    // FSDP2 kept gathered (reshard_after_forward false): every layer's parameters stay from its
    // forward to its backward, all of this stage's at the start of the backward; else the
    // current layer and the prefetched next. FP8 all-gathers hold the linear weights in 1 byte.
    const bool keep = keepsGatheredLayers(sc);
    const double layers = keep ? double(layersPerStage(sc.parallel, *in.arch, in.stage)) : 2.0;
    const char* layersName = keep ? ROOFLAB_TR_NOOP("rooflab::Explain", "layers (all of this stage's: not resharded)")
                                  : ROOFLAB_TR_NOOP("rooflab::Explain", "layers (current + prefetched)");
    if (gathersFp8Weights(sc) || fsdpCastsParameters(sc))
        bytesPerParam = gatheredBytesPerParameter(sc, true);
    const char* bytesLabel = gathersFp8Weights(sc) ? "fp8 linear weights" : "";
    if (owned.zeroStage >= 3 && owned.splitExperts && gathers) {
        // The gathered layer is one MoE block as this GPU holds it: its tp share of the dense
        // part and its ep x etp share of the experts.
        return F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gathered layers"), Unit::Bytes,
                          "Zhao et al. 2023, PyTorch FSDP")
            .times(layersName, layers, Unit::Plain)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "parameters of one MoE block on this GPU"),
                   owned.place.layerDense + owned.place.layerExperts, Unit::Count)
            .times(kBytesEach, bytesPerParam, Unit::BytesPerValue,
                   *bytesLabel ? bytesLabel : valueBytesLabel(bytesPerParam))
            .result();
    }
    if (owned.zeroStage < 3 || !(owned.dataParallel > 1 || offloaded))
        return Traced();
    // FSDP/ZeRO-3 gathers whole layers for compute: the current one and the prefetched next.
    const ParameterBreakdown p = countParameters(*in.arch);
    const double layerShare = p.total > 0 ? double(p.perLayer) / double(p.total) : 0;
    F g = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gathered layers"), Unit::Bytes,
                     "Zhao et al. 2023, PyTorch FSDP");
    g.times(layersName, layers, Unit::Plain)
        .times(kParameters, in.params, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "share of one layer"), layerShare, Unit::Plain);
    if (const double tp = sc.parallel.tensorParallel; tp > 1)
        g.over(kTensorGpus, tp, Unit::Plain);
    return g
        .times(kBytesEach, bytesPerParam, Unit::BytesPerValue,
               *bytesLabel ? bytesLabel : valueBytesLabel(bytesPerParam))
        .result();
}

constexpr const char* kSourceFsdpRoot =
    "torchtitan apply_fsdp (9dec370, e7c0cae, 820504e): fully_shard(model) over tok_embeddings, norm, output; "
    "PyTorch FSDP2 _fsdp_state.py _lazy_init: the root is not resharded after forward (until pytorch/pytorch#155319)";

// torchtitan wraps each block in an FSDP2 unit of its own and the whole model in the root unit,
// which holds what no block does: the embeddings, the final norm and the output layer. FSDP2
// does not reshard the root after its forward ("the parameters would be freed and all-gathered
// immediately"), so they stay gathered in 16 bits (float8 leaves both out) from the forward to
// the end of the backward. Pipelined, each stage's root holds its end of the model.
template <class Recorder>
Traced gatheredRoot(const Scenario& sc, const MemoryInputs& in, const OwnedParameters& owned, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const bool fsdp2 = sc.training.implementation == Implementation::Torchtitan && owned.zeroStage >= 3;
    const ParameterBreakdown p = countParameters(*in.arch);
    if (!fsdp2 || !(owned.dataParallel > 1) || p.total <= 0)
        return Traced();
    const double tp = sc.parallel.tensorParallel;
    const bool embeddings = in.stage == PipelineStage::Only || in.stage == PipelineStage::First;
    const bool head = in.stage == PipelineStage::Only || in.stage == PipelineStage::Last;
    const bool headIsEmbeddings = in.arch->tiedEmbeddings && embeddings; // one tensor, counted once
    const double vocabRows =
        (embeddings ? double(p.embeddings) : 0.0) +
        (head && !headIsEmbeddings ? double(in.arch->tiedEmbeddings ? p.embeddings : p.lmHead) : 0.0);
    const double finalNorm = head ? (in.arch->norm == NormKind::LayerNorm ? 2.0 : 1.0) * in.arch->dModel : 0.0;
    const double share =
        (vocabRows / tp + (embeddings ? double(p.positionEmbeddings) : 0.0) + finalNorm) / double(p.total);
    const double bytes =
        fsdpCastsParameters(sc) ? dtypeBytes(sc.precision.activations) : dtypeBytes(sc.precision.weights);
    return F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gathered root unit (embeddings, norm, output layer)"),
                      Unit::Bytes, kSourceFsdpRoot)
        .times(kParameters, in.params, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "share of the root unit on this GPU"), share, Unit::Plain)
        .times(kBytesEach, bytes, Unit::BytesPerValue, valueBytesLabel(bytes))
        .result();
}

// FP8/FP4 recipes cache quantized copies of the layers' matmul weights between
// micro-batches (Transformer Engine's weight workspaces, refreshed on the first micro-batch).
template <class Recorder>
Traced quantizedWeightCopies(const Scenario& sc, const MemoryInputs& in, const OwnedParameters& owned,
                             Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const LowPrecisionLayout& low = in.lowPrecision;
    const double cacheBytes = cachedWeightBytes(sc, low, in.zeroStage);
    if (!(cacheBytes > 0))
        return Traced();
    const Architecture& a = *in.arch;
    const int stageLayers = layersPerStage(sc.parallel, a, in.stage);
    F q = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "FP8/FP4 weight copies"), Unit::Bytes,
                     "Transformer Engine, module/base.py (quantized weight workspaces)");
    q.times(kLayersHere, double(stageLayers), Unit::Plain);
    if (owned.splitExperts) {
        q.times(ROOFLAB_TR_NOOP("rooflab::Explain", "parameters of one MoE block on this GPU"),
                owned.place.layerDense + owned.place.layerExperts, Unit::Count);
    } else {
        const ParameterBreakdown p = countParameters(a);
        const double perLayerMatrices =
            p.total > 0 ? in.params * double(p.attention + p.mlp) / double(p.total) / double(a.layers) : 0;
        q.times(ROOFLAB_TR_NOOP("rooflab::Explain", "matrix parameters of one layer"), perLayerMatrices, Unit::Count);
        if (const double tp = sc.parallel.tensorParallel; tp > 1)
            q.over(kTensorGpus, tp, Unit::Plain);
    }
    return q
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per weight (rowwise + transposed copy)"), cacheBytes,
               Unit::BytesPerValue, low.recipe)
        .result();
}

} // namespace

double stageParameterShare(const ParallelConfig& parallel, const Architecture& arch, PipelineStage stage) {
    if (parallel.pipelineParallel <= 1)
        return 1.0;
    const ParameterBreakdown p = countParameters(arch);
    if (p.total <= 0)
        return 1.0;
    const PipelineSplit split = pipelineSplit(parallel, arch.layers);
    const double perLayer = double(p.perLayer);
    const double normParams = arch.norm == NormKind::LayerNorm ? 2.0 * arch.dModel : double(arch.dModel);
    const double first = double(p.embeddings + p.positionEmbeddings) + split.first * perLayer;
    const double head = arch.tiedEmbeddings ? double(p.embeddings) : double(p.lmHead);
    const double last = split.last * perLayer + normParams + head;
    const double middle = split.stages > 2 ? split.middle * perLayer : 0.0;
    const double held = stage == PipelineStage::First    ? first
                        : stage == PipelineStage::Last   ? last
                        : stage == PipelineStage::Middle ? middle
                                                         : std::max({first, middle, last});
    return std::min(1.0, held / double(p.total));
}

// Hugging Face's GPT-2 attention registers its causal mask as a buffer in every layer
// (transformers modeling_gpt2.py, GPT2Attention: `register_buffer("bias", torch.tril(torch.ones(
// (max_positions, max_positions), dtype=torch.bool)) ...)`): P x P bytes a layer, beside the
// weights for the whole run. Rotary models keep only their inverse frequencies (negligible), and
// OPT, whose positions are learned too, builds its mask per forward (a GPT-2 block is one whose
// MLP runs gelu_new: core/model/frameworkprofile.h, mlpActivation).
template <class Recorder> Traced causalMaskBuffers(const Scenario& sc, const MemoryInputs& in, Recorder* trace) {
    const Architecture& a = *in.arch;
    if (!sc.training.isHuggingFace() || a.learnedPositions <= 0 || mlpActivation(sc) != MlpActivation::GeluNew)
        return Traced();
    const double positions = double(a.learnedPositions);
    return BasicFormula<Recorder>::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "causal-mask buffers"),
                                           Unit::Bytes, "transformers modeling_gpt2.py GPT2Attention (bias buffer)")
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "layers on this GPU"),
               double(layersPerStage(sc.parallel, a, in.stage)), Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "positions squared"), positions * positions, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes"), 1.0, Unit::BytesPerValue, "bool")
        .result();
}

template <class Recorder> ModelStates modelStates(const Scenario& sc, const MemoryInputs& in, Recorder* trace) {
    const OwnedParameters owned = ownedParameters(sc, in, trace);
    ModelStates s;
    s.paramsOnGpu = owned.onGpu;
    const double baseBytesPerParam = parameterStates(sc, in, owned, s, trace);
    if (const Traced masks = causalMaskBuffers(sc, in, trace); masks.value > 0)
        s.weights = BasicFormula<Recorder>::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "weights and buffers"),
                                                Unit::Bytes, "PyTorch nn.Module parameters and buffers")
                        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "weights"), s.weights, Unit::Bytes)
                        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "causal-mask buffers"), masks, Unit::Bytes)
                        .result();
    optimizerStates(sc, in, s, trace);
    s.gathered = gatheredLayers(sc, in, owned, baseBytesPerParam, trace);
    if (const Traced root = gatheredRoot(sc, in, owned, trace); root.value > 0)
        s.gathered =
            BasicFormula<Recorder>::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gathered parameters"), Unit::Bytes,
                                        kSourceFsdpRoot)
                .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "gathered layers"), s.gathered, Unit::Bytes)
                .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "gathered root unit (embeddings, norm, output layer)"), root,
                      Unit::Bytes)
                .result();
    s.quantizedWeights = quantizedWeightCopies(sc, in, owned, trace);
    return s;
}

namespace {

// Whether the stage runs backwards while later forwards still come (the 1F1B steady state): the
// first stage once the step has more micro-batches than it holds in flight (p, or p (1 + (p - 1)
// / (p v)) stages' worth interleaved: core/memory/activationmemory.cpp), the last from its second.
bool steadyStateAfterFirstBackward(const Scenario& sc, const MemoryInputs& in) {
    const double m = double(std::max<std::int64_t>(1, sc.training.gradAccum));
    if (in.stage == PipelineStage::Last)
        return m > 1;
    const double p = sc.parallel.pipelineParallel;
    const double v = std::max(1, sc.parallel.virtualStages);
    // The second stage runs one forward fewer per model chunk before its first backward.
    const double behind = in.stage == PipelineStage::Middle ? 1.0 : 0.0;
    const double held = v > 1 ? p * (1.0 + (p - 1.0) / (p * v)) - 2.0 * behind / v : p - behind;
    return m > held;
}

} // namespace

// torch.distributed.pipelining runs every backward of a stage but its last with FSDP2's
// set_requires_gradient_sync(False) and set_reshard_after_backward(False) and reduce-scatters
// once at the end (torch/distributed/pipelining/stage.py, backward_maybe_with_nosync); until
// then FSDP2 keeps each unsharded gradient, upcast to reduce_dtype, and adds the next micro-batch's
// to it (torch/distributed/fsdp/_fully_shard/_fsdp_param.py, to_accumulated_grad_if_needed).
template <class Recorder>
Traced pipelineAccumulatedGradients(const Scenario& sc, const MemoryInputs& in, Traced paramsOnGpu, Recorder* trace) {
    const bool fsdpPipeline = sc.training.implementation == Implementation::Torchtitan &&
                              sc.parallel.pipelineParallel > 1 && sc.parallel.zeroStage >= 2;
    if (!fsdpPipeline || sc.finetune.frozenBase() || !steadyStateAfterFirstBackward(sc, in))
        return Traced(0);
    const DType reduce = gradientReduceDType(sc);
    const double bytes = dtypeBytes(reduce);
    return BasicFormula<Recorder>::product(
               trace, ROOFLAB_TR_NOOP("rooflab::Explain", "unsharded gradients accumulated over the micro-batches"),
               Unit::Bytes, "torch.distributed.pipelining stage.py backward_maybe_with_nosync; FSDP2 _fsdp_param.py")
        .times(kParamsOnGpu, paramsOnGpu, Unit::Count)
        .times(kBytesEach, bytes, Unit::BytesPerValue, dtypeId(reduce))
        .result();
}

template ModelStates modelStates<Trace>(const Scenario&, const MemoryInputs&, Trace*);
template ModelStates modelStates<NoTrace>(const Scenario&, const MemoryInputs&, NoTrace*);
template Traced pipelineAccumulatedGradients<Trace>(const Scenario&, const MemoryInputs&, Traced, Trace*);
template Traced pipelineAccumulatedGradients<NoTrace>(const Scenario&, const MemoryInputs&, Traced, NoTrace*);

} // namespace rooflab
