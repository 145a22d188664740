#include "core/trainingmemory.h"

#include "core/contextparallel.h"
#include "core/derivation.h"
#include "core/expertparallel.h"
#include "core/finetune.h"
#include "core/finetunememory.h"
#include "core/fitsearch.h"
#include "core/memoryinputs.h"
#include "core/moememory.h"
#include "core/offloadmemory.h"
#include "core/pytorchactivations.h"
#include "core/runtimememory.h"
#include "core/steppeak.h"
#include "core/steptransients.h"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <type_traits>
#include <cmath>
#include <limits>

namespace rooflab {
namespace {


int layersPerStage(const Architecture& arch, int pipeline) {
    return (arch.layers + pipeline - 1) / pipeline;
}

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

// Parameters in the matrices and vectors of the model, for Adafactor's factored statistics:
// an m x n matrix keeps m + n values, a vector keeps one per element (Shazeer & Stern 2018).
double adafactorStateValues(const Architecture& a) {
    const double h = a.dModel, q = a.attentionWidth(), kv = a.kvWidth(), f = a.dFf;
    const double experts = a.isMoe() ? a.experts : 1;
    const double mlpMatrices = a.mlp == MlpKind::SwiGlu ? 3 : 2;
    double perLayer = (h + q) + 2 * (h + kv) + (q + h) + experts * mlpMatrices * (h + f);
    perLayer += (a.norm == NormKind::LayerNorm ? 4 : 2) * h;           // norm vectors
    if (a.biases)
        perLayer += q + 2 * kv + h + experts * ((mlpMatrices - 1) * f + h);
    double total = a.layers * perLayer + (double(a.vocab) + h);         // embeddings
    if (a.learnedPositions > 0)
        total += a.learnedPositions + h;
    if (!a.tiedEmbeddings)
        total += double(a.vocab) + h;
    return total;
}

// Names of the quantities in the derivations (translated by the window, context "rooflab::Explain").
constexpr const char* kParameters = ROOFLAB_TR_NOOP("rooflab::Explain", "parameters");
constexpr const char* kParamsOnGpu = ROOFLAB_TR_NOOP("rooflab::Explain", "parameters on this GPU");
constexpr const char* kFirstStageShare = ROOFLAB_TR_NOOP("rooflab::Explain", "share of the first pipeline stage");
constexpr const char* kLastStageShare = ROOFLAB_TR_NOOP("rooflab::Explain", "share of the last pipeline stage");
constexpr const char* kTensorGpus = ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel GPUs");
constexpr const char* kShardGpus = ROOFLAB_TR_NOOP("rooflab::Explain", "data-parallel GPUs sharing it");
constexpr const char* kZeroShard = ROOFLAB_TR_NOOP("rooflab::Explain", "parameters in this GPU's ZeRO shard");
constexpr const char* kBytesEach = ROOFLAB_TR_NOOP("rooflab::Explain", "bytes");
constexpr const char* kTokens = ROOFLAB_TR_NOOP("rooflab::Explain", "tokens (s × b)");
constexpr const char* kDModel = ROOFLAB_TR_NOOP("rooflab::Explain", "d_model");
constexpr const char* kLayersHere = ROOFLAB_TR_NOOP("rooflab::Explain", "layers on this GPU");
constexpr const char* kLayerActivations = ROOFLAB_TR_NOOP("rooflab::Explain", "activations of one layer");
constexpr const char* kLayerInput = ROOFLAB_TR_NOOP("rooflab::Explain", "input of one layer");
constexpr const char* kSourceZero = "Rajbhandari et al. 2020, ZeRO, sec. 3 and 5";
constexpr const char* kSourceMixed = "Micikevicius et al. 2018, Mixed Precision Training";
constexpr const char* kSourceActivations = "Korthikanti et al. 2022, Reducing Activation Recomputation, sec. 4";

// The traced values of the optimizer's states (no optimizer keeps more than two), without a
// heap allocation on the fast path.
struct StateValues {
    std::array<Traced, 2> values;
    size_t count = 0;
    void push_back(Traced value) { values[count++] = value; }
    size_t size() const { return count; }
    const Traced& operator[](size_t i) const { return values[i]; }
};

template <class Recorder>
std::vector<OptimizerStatePart> optimizerParts(const Scenario& s, const MemoryInputs& in, Traced paramsUpdated,
                                               Recorder* trace, StateValues& partValues) {
    using F = BasicFormula<Recorder>;
    // torch.optim keeps states in the parameters' dtype: a fine-tune's are the adapters'.
    const DType stateType = s.finetune.frozenBase() ? s.finetune.adapterDtype : s.precision.optimizerStates;
    const double b = dtypeBytes(stateType);
    const std::string_view typeLabel = dtypeId(stateType);
    std::vector<OptimizerStatePart> parts;
    parts.reserve(2);
    // One state value per parameter in the optimizer-state dtype.
    auto perParameter = [&](const char* name, const char* source) {
        const Traced bytes = F::product(trace, name, Unit::Bytes, source)
                                 .times(kParamsOnGpu, paramsUpdated, Unit::Count)
                                 .times(kBytesEach, b, Unit::BytesPerValue, typeLabel)
                                 .result();
        parts.push_back({name, bytes});
        partValues.push_back(bytes);
    };
    switch (s.optimizer) {
    case Optimizer::SGD:
        break;
    case Optimizer::SGDMomentum:
        perParameter(ROOFLAB_TR_NOOP("rooflab::Explain", "momentum"), "Sutskever et al. 2013");
        break;
    case Optimizer::AdaGrad:
        perParameter(ROOFLAB_TR_NOOP("rooflab::Explain", "sum of squared gradients"), "Duchi et al. 2011");
        break;
    case Optimizer::RMSProp:
        perParameter(ROOFLAB_TR_NOOP("rooflab::Explain", "squared-gradient average"), "Tieleman & Hinton 2012");
        break;
    case Optimizer::Adam:
    case Optimizer::AdamW:
        // Kingma & Ba 2015: first and second moments, one value each per parameter.
        perParameter(ROOFLAB_TR_NOOP("rooflab::Explain", "momentum (m)"), "Kingma & Ba 2015, Adam");
        perParameter(ROOFLAB_TR_NOOP("rooflab::Explain", "variance (v)"), "Kingma & Ba 2015, Adam");
        break;
    case Optimizer::AdamW8bit: {
        // Dettmers et al. 2022 (bitsandbytes): uint8 states with an fp32 absmax per 256 values.
        const double perState = 1.0 + 4.0 / 256.0;
        for (const char* name : {ROOFLAB_TR_NOOP("rooflab::Explain", "momentum (m, 8-bit)"),
                                 ROOFLAB_TR_NOOP("rooflab::Explain", "variance (v, 8-bit)")}) {
            const Traced bytes = F::product(trace, name, Unit::Bytes, "Dettmers et al. 2022, 8-bit Optimizers")
                                     .times(kParamsOnGpu, paramsUpdated, Unit::Count)
                                     .times(kBytesEach, perState, Unit::BytesPerValue, "uint8 + fp32 absmax / 256")
                                     .result();
            parts.push_back({name, bytes});
            partValues.push_back(bytes);
        }
        break;
    }
    case Optimizer::Lion:
        // Chen et al. 2023: a single momentum buffer.
        perParameter(ROOFLAB_TR_NOOP("rooflab::Explain", "momentum"), "Chen et al. 2023, Lion");
        break;
    case Optimizer::Adafactor: {
        const ParameterBreakdown p = countParameters(*in.arch);
        const double scale = p.total > 0 ? paramsUpdated.value / double(p.total) : 0;
        const char* name = ROOFLAB_TR_NOOP("rooflab::Explain", "row/column statistics");
        const Traced bytes =
            F::product(trace, name, Unit::Bytes, "Shazeer & Stern 2018, Adafactor")
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "row and column sums of every matrix"),
                       adafactorStateValues(*in.arch), Unit::Count)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "share of the parameters on this GPU"), scale, Unit::Plain)
                .times(kBytesEach, b, Unit::BytesPerValue, typeLabel)
                .result();
        parts.push_back({name, bytes});
        partValues.push_back(bytes);
        break;
    }
    }
    return parts;
}

// One transformer layer, one micro-batch: what the forward pass keeps for the backward pass,
// on one GPU. Korthikanti et al. 2022, sec. 4: attention 11 sbh + 5 a s^2 b, MLP 19 sbh, norms
// 4 sbh for 16-bit activations and 1-byte dropout masks; here each tensor is counted with its
// real width (GQA keys/values, SwiGLU's three d_ff-wide tensors, any activation dtype).
// Tensors of width d_model are split over t only with sequence parallelism; head- and
// d_ff-wide tensors are split by tensor parallelism.
template <class Recorder>
Traced layerBytes(const Scenario& sc, const MemoryInputs& in, bool recomputeAttentionCore, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const Architecture& a = *in.arch;
    const DType activationType = sc.precision.activations;
    const double e = dtypeBytes(activationType);
    const std::string_view typeLabel = dtypeId(activationType);
    const double mask = sc.training.dropout ? 1.0 : 0.0;
    const double s = localSequence(sc), b = in.microBatch;
    const double sb = s * b;
    const double h = a.dModel, q = a.attentionWidth(), kv = a.kvWidth(), f = a.dFf;
    const double heads = a.heads;
    const char* source = kSourceActivations;

    // Norm input, block input and the output-dropout mask of each of the two blocks. A frozen
    // base (LoRA) keeps a projection's input only for its adapter (core/finetune.h).
    const bool frozen = sc.finetune.frozenBase();
    auto streamTensors = [&](const char* name, int adapted) {
        const double input = frozen ? adapterInputCopies(sc, adapted, e) : e;
        return F::product(trace, name, Unit::Bytes, source)
            .times(kTokens, sb, Unit::Count)
            .times(kDModel, h, Unit::Plain)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per token and channel (norm input, block input, mask)"),
                   e + input + mask, Unit::BytesPerValue, typeLabel)
            .result();
    };
    const Traced attentionStream = streamTensors(
        ROOFLAB_TR_NOOP("rooflab::Explain", "attention block: norm and QKV inputs, dropout mask"), adaptedAttentionInputs(sc));
    const double projectionInput =
        frozen ? adapterInputCopies(sc, sc.finetune.adapts(TargetO) ? 1 : 0, e) / e : 1.0;
    const Traced qkv = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "Q, K, V and projection input"),
                                        Unit::Bytes, source)
                           .times(kTokens, sb, Unit::Count)
                           .times(kBytesEach, e, Unit::BytesPerValue, typeLabel)
                           .times(ROOFLAB_TR_NOOP("rooflab::Explain", "widths 2 q + 2 kv"),
                                  q + 2 * kv + projectionInput * q, Unit::Plain)
                           .result();
    Traced scores;
    bool keepsScores = false;
    if (sc.training.usesFlashAttention()) {
        keepsScores = true;
        scores = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "softmax statistics (FlashAttention)"),
                                  Unit::Bytes, "Dao et al. 2022, FlashAttention")
                     .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes (fp32 log-sum-exp)"), 4.0, Unit::BytesPerValue)
                     .times(ROOFLAB_TR_NOOP("rooflab::Explain", "heads"), heads, Unit::Plain)
                     .times(kTokens, sb, Unit::Count)
                     .result();
    } else if (!recomputeAttentionCore) {
        keepsScores = true;
        scores = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "attention scores: softmax output and dropout"),
                                  Unit::Bytes, source)
                     .times(ROOFLAB_TR_NOOP("rooflab::Explain", "heads"), heads, Unit::Plain)
                     .times(ROOFLAB_TR_NOOP("rooflab::Explain", "keys per query (s)"), s, Unit::Count)
                     .times(kTokens, sb, Unit::Count)
                     .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per score (e + mask × (1 + e))"),
                            e + mask * (1.0 + e), Unit::BytesPerValue, typeLabel)
                     .result();
    }
    const Traced mlpStream = streamTensors(
        ROOFLAB_TR_NOOP("rooflab::Explain", "MLP block: norm and MLP inputs, dropout mask"), adaptedMlpInputs(sc, a));
    // The last d_ff-wide tensor is the down projection's input.
    const double downInput = frozen ? adapterInputCopies(sc, sc.finetune.adapts(TargetDown) ? 1 : 0, e) / e : 1.0;
    const double wide = (a.mlp == MlpKind::SwiGlu ? 2.0 : 1.0) + downInput;
    const double routed = routedTokensPerToken(sc, a);
    F mlpFormula = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "MLP intermediates"), Unit::Bytes, source);
    mlpFormula.times(kTokens, sb, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "d_ff"), f, Unit::Plain)
        .times(kBytesEach, e, Unit::BytesPerValue, typeLabel)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "d_ff-wide tensors (GELU 2, SwiGLU 3)"), wide, Unit::Plain);
    if (a.isMoe())
        mlpFormula.times(ROOFLAB_TR_NOOP("rooflab::Explain", "routed copies per token (top_k × capacity factor)"),
                         routed, Unit::Plain);
    const Traced mlp = mlpFormula.result();

    const double tp = sc.parallel.tensorParallel;
    F replicatedFormula =
        F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "d_model-wide tensors"), Unit::Bytes, source);
    replicatedFormula.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "attention block"), attentionStream, Unit::Bytes)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP block"), mlpStream, Unit::Bytes);
    const Traced replicated = replicatedFormula.result();
    F shardedFormula =
        F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "head- and d_ff-wide tensors"), Unit::Bytes, source);
    shardedFormula.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "Q, K, V and projection input"), qkv, Unit::Bytes);
    if (keepsScores)
        shardedFormula.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "attention scores"), scores, Unit::Bytes);
    shardedFormula.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP intermediates"), mlp, Unit::Bytes);
    if (a.isMoe())
        shardedFormula.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "MoE routing tensors"),
                            megatronMoeExtraBytes(sc, a, sb, trace), Unit::Bytes);
    if (frozen)
        shardedFormula.plus(
            ROOFLAB_TR_NOOP("rooflab::Explain", "adapter rank-wide outputs (lora_A)"),
            F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "adapter rank-wide outputs (lora_A)"), Unit::Bytes,
                       "Hu et al. 2021, LoRA")
                .times(kTokens, sb, Unit::Count)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "rank × adapted matrices"),
                       double(sc.finetune.rank) * adapterShapes(sc, a).adaptedPerLayer, Unit::Plain)
                .times(kBytesEach, adapterRankBytes(sc), Unit::BytesPerValue)
                .result(),
            Unit::Bytes);
    const Traced sharded = shardedFormula.result();

    F layer = F::sum(trace, kLayerActivations, Unit::Bytes, source);
    if (tp > 1) {
        F replicatedHere = F::product(
            trace, ROOFLAB_TR_NOOP("rooflab::Explain", "d_model-wide tensors on this GPU"), Unit::Bytes, source);
        replicatedHere.times(ROOFLAB_TR_NOOP("rooflab::Explain", "d_model-wide tensors"), replicated, Unit::Bytes);
        if (sc.parallel.sequenceParallel)
            replicatedHere.over(ROOFLAB_TR_NOOP("rooflab::Explain", "sequence-parallel GPUs"), tp, Unit::Plain);
        const Traced sharedHere =
            F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "head- and d_ff-wide tensors on this GPU"),
                             Unit::Bytes, source)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "head- and d_ff-wide tensors"), sharded, Unit::Bytes)
                .over(kTensorGpus, tp, Unit::Plain)
                .result();
        layer.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "d_model-wide tensors"), replicatedHere.result(), Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "head- and d_ff-wide tensors"), sharedHere, Unit::Bytes);
    } else {
        layer.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "d_model-wide tensors"), replicated, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "head- and d_ff-wide tensors"), sharded, Unit::Bytes);
    }
    return layer.result();
}

struct ActivationParts {
    Traced saved;     // kept by the forward until the backward (on the GPU)
    Traced recompute; // needed once, while the first layer (or segment) is recomputed
    Traced onHost;    // offloaded: saved on the host at the peak (every micro-batch in flight)
    double copiedPerMicroBatch = 0; // offloaded: what each micro-batch sends out and back
};

// One layer's saved tensors in the scenario's implementation.
template <class Recorder>
Traced implementationLayerBytes(const Scenario& sc, const MemoryInputs& in, bool recomputeAttentionCore, Recorder* trace) {
    if (sc.training.isPyTorch())
        return pytorchLayerBytes(sc, in, recomputeAttentionCore, trace);
    return layerBytes(sc, in, recomputeAttentionCore, trace);
}

template <class Recorder>
ActivationParts activationBytes(const Scenario& sc, const MemoryInputs& in, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const Architecture& a = *in.arch;
    const int stageLayers = layersPerStage(a, sc.parallel.pipelineParallel);
    const double tp = sc.parallel.tensorParallel;
    const char* source = kSourceActivations;
    // With full recomputation only each layer's input survives (Korthikanti: 2 sbh per layer).
    auto layerInput = [&] {
        F input = F::product(trace, kLayerInput, Unit::Bytes, source);
        // The residual stream: fp32 under autocast.
        const double bytes = sc.training.isPyTorch() ? residualStreamBytes(sc) : dtypeBytes(sc.precision.activations);
        input.times(kBytesEach, bytes, Unit::BytesPerValue, bytes == 4 ? "fp32" : dtypeId(sc.precision.activations))
            .times(sequenceLabel(sc), localSequence(sc), Unit::Count)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batch"), double(in.microBatch), Unit::Plain)
            .times(kDModel, double(a.dModel), Unit::Plain);
        if (sc.parallel.sequenceParallel && tp > 1)
            input.over(ROOFLAB_TR_NOOP("rooflab::Explain", "sequence-parallel GPUs"), tp, Unit::Plain);
        return input.result();
    };
    const char* perMicroBatchName = ROOFLAB_TR_NOOP("rooflab::Explain", "activations kept per micro-batch");
    Traced perMicroBatch; // kept for every micro-batch in flight
    Traced workingSet;    // needed once, while one micro-batch is recomputed
    double units = stageLayers; // what perMicroBatch is made of: layers or checkpoints
    switch (sc.training.checkpointing) {
    case Checkpointing::None:
    case Checkpointing::Selective: {
        const bool selective = sc.training.checkpointing == Checkpointing::Selective;
        perMicroBatch = F::product(trace, perMicroBatchName, Unit::Bytes, source)
                            .times(kLayersHere, double(stageLayers), Unit::Plain)
                            .times(kLayerActivations, implementationLayerBytes(sc, in, selective, trace), Unit::Bytes,
                                   selective ? "selective recomputation" : "")
                            .result();
        break;
    }
    case Checkpointing::Full:
        // Inputs of every layer, plus one layer's activations while it is recomputed.
        perMicroBatch = F::product(trace, perMicroBatchName, Unit::Bytes, source)
                            .times(kLayersHere, double(stageLayers), Unit::Plain)
                            .times(kLayerInput, layerInput(), Unit::Bytes)
                            .result();
        workingSet = implementationLayerBytes(sc, in, false, trace);
        break;
    case Checkpointing::EveryK: {
        int k = sc.training.checkpointEveryK;
        if (k <= 0)
            k = std::max(1, int(std::lround(std::sqrt(double(stageLayers)))));
        k = std::min(k, stageLayers);
        const int checkpoints = (stageLayers + k - 1) / k;
        units = checkpoints;
        // Chen et al. 2016: the kept segment inputs plus one segment of k layers recomputed.
        perMicroBatch = F::product(trace, perMicroBatchName, Unit::Bytes, "Chen et al. 2016, sublinear memory")
                            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "checkpoints"), double(checkpoints), Unit::Plain)
                            .times(kLayerInput, layerInput(), Unit::Bytes)
                            .result();
        workingSet = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "segment being recomputed"),
                                      Unit::Bytes, "Chen et al. 2016, sublinear memory")
                         .times(ROOFLAB_TR_NOOP("rooflab::Explain", "layers per segment (k)"), double(k), Unit::Plain)
                         .times(kLayerActivations, implementationLayerBytes(sc, in, false, trace), Unit::Bytes)
                         .result();
        break;
    }
    }
    // 1F1B pipeline schedule: the first stage holds up to p micro-batches in flight, the last
    // one (each backward follows its forward at once).
    // Interleaved (v model chunks per stage): the first stage runs 2 (p - 1) + (v - 1) p + 1
    // chunks of L / (p v) layers before its first backward, p + (p - 1) / v stages' worth
    // (Megatron's interleaved_schedule_memory_penalty, 1 + (p - 1) / (p v)).
    const int pp = sc.parallel.pipelineParallel;
    const bool firstEnd = pp > 1 && in.stage != PipelineStage::Last;
    const int inFlight = firstEnd ? std::min(pp, std::max(1, sc.training.gradAccum)) : 1;
    const int v = std::max(1, sc.parallel.virtualStages);
    const double interleavePenalty = firstEnd && v > 1 ? 1.0 + double(pp - 1) / (double(pp) * v) : 1.0;
    F total = F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "activations"), Unit::Bytes, source);
    ActivationParts parts;
    if (sc.parallel.offload.activationsOffloaded()) {
        // Transformer Engine's CPU offload: every layer's saved tensors go to the host while the
        // next layers run and come back for their backward; the layer being computed stays.
        const char* keptName = ROOFLAB_TR_NOOP("rooflab::Explain", "one layer kept on the GPU (the rest offloaded)");
        const Traced kept = F::product(trace, keptName, Unit::Bytes, "Transformer Engine, cpu_offload.py")
                                .times(perMicroBatchName, perMicroBatch, Unit::Bytes)
                                .over(ROOFLAB_TR_NOOP("rooflab::Explain", "layers (or checkpoints) on this GPU"), units,
                                      Unit::Plain)
                                .result();
        total.plus(keptName, kept, Unit::Bytes);
        parts.copiedPerMicroBatch = perMicroBatch.value - kept.value;
        parts.onHost = F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "offloaded activations"), Unit::Bytes,
                              "Transformer Engine, cpu_offload.py")
                           .plus(perMicroBatchName, perMicroBatch, Unit::Bytes)
                           .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "other micro-batches in flight"),
                                 perMicroBatch.value * (inFlight * interleavePenalty - 1), Unit::Bytes)
                           .minus(keptName, kept, Unit::Bytes)
                           .result();
    } else if (inFlight > 1) {
        F inFlightFormula = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batches in flight"),
                                       Unit::Bytes, "Narayanan et al. 2021, 1F1B schedule");
        inFlightFormula.times(perMicroBatchName, perMicroBatch, Unit::Bytes)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batches in flight (1F1B)"), double(inFlight), Unit::Plain);
        if (interleavePenalty > 1)
            inFlightFormula.times(ROOFLAB_TR_NOOP("rooflab::Explain", "interleaved schedule (1 + (p - 1) / (p v))"),
                                  interleavePenalty, Unit::Plain, "Megatron-LM theoretical_memory_usage.py");
        total.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batches in flight"), inFlightFormula.result(), Unit::Bytes);
    } else {
        total.plus(perMicroBatchName, perMicroBatch, Unit::Bytes);
    }
    if (sc.training.isPyTorch())
        total.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "activations outside the layers"),
                   pytorchOutsideLayerBytes(sc, in, trace), Unit::Bytes);
    parts.saved = total.result();
    parts.recompute = workingSet;
    return parts;
}

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
                                 zero >= 2 ? kSourceZero : kSourceMixed);
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
        statesFormula.plus(m.optimizerParts[i].name.c_str(), partValues[i], Unit::Bytes);
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
    const ActivationParts activations = activationBytes(sc, in, trace);
    const StepTransients transients = stepTransients(sc, in, paramsOnGpu, updated, trace);

    StepTerms terms;
    terms.weights = weights;
    terms.adapters = adapters;
    terms.gathered = gathered;
    terms.gradients = gradients;
    terms.master = master;
    terms.states = states;
    terms.runtimeFixed = fixedRuntimeMemory(sc, trace);
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
    return layerBytes<NoTrace>(scenario, memoryInputsOf(scenario), recomputeAttentionCore, nullptr);
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
    MemoryInputs zero3 = base;
    zero3.zeroStage = 3;
    if (const int d = smallestFittingDataParallel(scenario, zero3, maxD))
        fit.minGpusZero3 = d * modelParallel;

    // Largest micro-batch: memory grows with b.
    MemoryInputs batch = base;
    fit.maxMicroBatch = largestWithin(1 << 20, scenario.gpu.cudaTotal(), [&](int b) {
        batch.microBatch = b;
        return peakWith(scenario, batch);
    });

    // Largest size-only model over the range scenarios accept (1e5 .. 1e15), to 0.01%.
    fit.maxSizeOnlyParams = largestWithinReal(1e5, 1e15, 1e-4, scenario.gpu.cudaTotal(), [&](double params) {
        const Architecture arch = sizeOnlyArchitecture(params);
        MemoryInputs in = base;
        in.params = params;
        in.arch = &arch;
        return peakWith(scenario, in);
    });

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
