#include "core/trainingmemory.h"

#include "core/fitsearch.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

// The values that the fit searches vary; everything else comes from the scenario.
struct MemoryInputs {
    double params = 0;
    const Architecture* arch = nullptr;
    int microBatch = 1;
    int dataParallel = 1;
    int zeroStage = 0;
};

MemoryInputs inputsOf(const Scenario& s) {
    return {effectiveParameterCount(s), &s.model.arch, s.training.microBatch,
            std::max(1, s.parallel.dataParallel()), s.parallel.zeroStage};
}

int layersPerStage(const Architecture& arch, int pipeline) {
    return (arch.layers + pipeline - 1) / pipeline;
}

// Share of all parameters held by the most loaded pipeline stage: the first holds the
// embeddings, the last the final norm and LM head (and a copy of tied embeddings).
double stageParameterShare(const Architecture& arch, int pipeline) {
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
    return std::min(1.0, std::max(first, last) / double(p.total));
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

std::vector<OptimizerStatePart> optimizerParts(const Scenario& s, const MemoryInputs& in, double paramsOnGpu) {
    const double b = dtypeBytes(s.precision.optimizerStates);
    std::vector<OptimizerStatePart> parts;
    switch (s.optimizer) {
    case Optimizer::SGD:
        break;
    case Optimizer::SGDMomentum:
        parts.push_back({"momentum", paramsOnGpu * b});
        break;
    case Optimizer::AdaGrad:
        parts.push_back({"sum of squared gradients", paramsOnGpu * b});
        break;
    case Optimizer::RMSProp:
        parts.push_back({"squared-gradient average", paramsOnGpu * b});
        break;
    case Optimizer::Adam:
    case Optimizer::AdamW:
        // Kingma & Ba 2015: first and second moments, one value each per parameter.
        parts.push_back({"momentum (m)", paramsOnGpu * b});
        parts.push_back({"variance (v)", paramsOnGpu * b});
        break;
    case Optimizer::AdamW8bit: {
        // Dettmers et al. 2022 (bitsandbytes): uint8 states with an fp32 absmax per 256 values.
        const double perState = 1.0 + 4.0 / 256.0;
        parts.push_back({"momentum (m, 8-bit)", paramsOnGpu * perState});
        parts.push_back({"variance (v, 8-bit)", paramsOnGpu * perState});
        break;
    }
    case Optimizer::Lion:
        // Chen et al. 2023: a single momentum buffer.
        parts.push_back({"momentum", paramsOnGpu * b});
        break;
    case Optimizer::Adafactor: {
        const ParameterBreakdown p = countParameters(*in.arch);
        const double scale = p.total > 0 ? paramsOnGpu / double(p.total) : 0;
        parts.push_back({"row/column statistics", adafactorStateValues(*in.arch) * scale * b});
        break;
    }
    }
    return parts;
}

struct ActivationTerms {
    double replicated = 0; // s b h-shaped tensors: split over t only with sequence parallelism
    double sharded = 0;    // head- or d_ff-shaped tensors: split over t by tensor parallelism
};

// One transformer layer, one micro-batch: what the forward pass keeps for the backward pass.
// Korthikanti et al. 2022, sec. 4: attention 11 sbh + 5 a s^2 b, MLP 19 sbh, norms 4 sbh for
// 16-bit activations and 1-byte dropout masks; here each tensor is counted with its real width
// (GQA keys/values, SwiGLU's three d_ff-wide tensors, any activation dtype).
ActivationTerms layerTerms(const Scenario& sc, const MemoryInputs& in, bool recomputeAttentionCore) {
    const Architecture& a = *in.arch;
    const double e = dtypeBytes(sc.precision.activations);
    const double mask = sc.training.dropout ? 1.0 : 0.0;
    const double s = sc.training.seqLen, b = in.microBatch;
    const double sb = s * b;
    const double h = a.dModel, q = a.attentionWidth(), kv = a.kvWidth(), f = a.dFf;
    const double heads = a.heads;

    ActivationTerms t;
    // Attention block: norm input, QKV input, output-dropout mask; Q, K, V, projection input.
    t.replicated += sb * h * (2 * e + mask);
    t.sharded += sb * e * (q + 2 * kv + q);
    if (sc.training.flashAttention) {
        // FlashAttention (Dao et al. 2022) keeps only the fp32 log-sum-exp per row.
        t.sharded += 4.0 * heads * sb;
    } else if (!recomputeAttentionCore) {
        // Softmax output (e), and with dropout its mask (1 byte) and output (e).
        t.sharded += heads * s * sb * (e + mask * (1.0 + e));
    }
    // MLP block: norm input, MLP input, dropout mask; GELU keeps two d_ff-wide tensors, SwiGLU three.
    t.replicated += sb * h * (2 * e + mask);
    const double wide = a.mlp == MlpKind::SwiGlu ? 3.0 : 2.0;
    const double routed = a.isMoe() ? std::max(1, a.topK) : 1;
    t.sharded += sb * f * e * wide * routed;
    return t;
}

double layerBytes(const Scenario& sc, const MemoryInputs& in, bool recomputeAttentionCore) {
    const ActivationTerms t = layerTerms(sc, in, recomputeAttentionCore);
    const double tp = sc.parallel.tensorParallel;
    return t.replicated / (sc.parallel.sequenceParallel ? tp : 1.0) + t.sharded / tp;
}

double activationBytes(const Scenario& sc, const MemoryInputs& in) {
    const Architecture& a = *in.arch;
    const int stageLayers = layersPerStage(a, sc.parallel.pipelineParallel);
    const double tp = sc.parallel.tensorParallel;
    // With full recomputation only each layer's input survives (Korthikanti: 2 sbh per layer).
    const double layerInput = dtypeBytes(sc.precision.activations) * sc.training.seqLen * in.microBatch *
                              a.dModel / (sc.parallel.sequenceParallel ? tp : 1.0);
    double perMicroBatch = 0; // kept for every micro-batch in flight
    double workingSet = 0;    // needed once, while one micro-batch is recomputed
    switch (sc.training.checkpointing) {
    case Checkpointing::None:
        perMicroBatch = stageLayers * layerBytes(sc, in, false);
        break;
    case Checkpointing::Selective:
        perMicroBatch = stageLayers * layerBytes(sc, in, true);
        break;
    case Checkpointing::Full:
        // Inputs of every layer, plus one layer's activations while it is recomputed.
        perMicroBatch = stageLayers * layerInput;
        workingSet = layerBytes(sc, in, false);
        break;
    case Checkpointing::EveryK: {
        int k = sc.training.checkpointEveryK;
        if (k <= 0)
            k = std::max(1, int(std::lround(std::sqrt(double(stageLayers)))));
        k = std::min(k, stageLayers);
        const int checkpoints = (stageLayers + k - 1) / k;
        // Chen et al. 2016: the kept segment inputs plus one segment of k layers recomputed.
        perMicroBatch = checkpoints * layerInput;
        workingSet = k * layerBytes(sc, in, false);
        break;
    }
    }
    // 1F1B pipeline schedule: the first stage holds up to p micro-batches in flight.
    const int pp = sc.parallel.pipelineParallel;
    const int inFlight = pp > 1 ? std::min(pp, std::max(1, sc.training.gradAccum)) : 1;
    return perMicroBatch * inFlight + workingSet;
}

TrainingMemory memoryFor(const Scenario& sc, const MemoryInputs& in) {
    const Architecture& a = *in.arch;
    const PrecisionConfig& pr = sc.precision;
    const double tp = sc.parallel.tensorParallel;
    const double d = in.dataParallel;
    const int zero = in.zeroStage;

    // Parameters this GPU owns before ZeRO sharding: tensor parallelism splits every matrix,
    // pipeline parallelism gives each stage its layers.
    const double paramsOnGpu = in.params * stageParameterShare(a, sc.parallel.pipelineParallel) / tp;

    TrainingMemory m;
    // ZeRO (Rajbhandari et al. 2020): stage 1 shards optimizer states (and the master copy),
    // stage 2 also gradients, stage 3 also the parameters.
    m.weights = paramsOnGpu * dtypeBytes(pr.weights) / (zero >= 3 ? d : 1.0);
    m.gradients = paramsOnGpu * dtypeBytes(pr.gradients) / (zero >= 2 ? d : 1.0);
    m.masterWeights = pr.masterWeights ? paramsOnGpu * dtypeBytes(*pr.masterWeights) / (zero >= 1 ? d : 1.0) : 0.0;
    m.optimizerParts = optimizerParts(sc, in, paramsOnGpu / (zero >= 1 ? d : 1.0));
    for (const auto& part : m.optimizerParts)
        m.optimizerStates += part.bytes;
    if (zero >= 3 && d > 1) {
        // FSDP/ZeRO-3 gathers whole layers for compute: the current one and the prefetched next.
        const ParameterBreakdown p = countParameters(a);
        const double layerShare = p.total > 0 ? double(p.perLayer) / double(p.total) : 0;
        m.weightsGathered = 2.0 * in.params * layerShare / tp * dtypeBytes(pr.weights);
    }
    m.activations = activationBytes(sc, in);
    // Logits and the cross-entropy buffer: s b V values in the logits dtype, vocabulary split over t.
    m.logits = double(sc.training.seqLen) * in.microBatch * double(a.vocab) * dtypeBytes(pr.logits) / tp;
    m.overhead = sc.overheadBytes;
    m.total = m.weights + m.weightsGathered + m.gradients + m.masterWeights + m.optimizerStates + m.activations +
              m.logits + m.overhead;
    m.capacity = sc.gpu.memoryBytes;
    m.fits = m.total <= m.capacity;
    return m;
}

bool fitsWith(const Scenario& sc, const MemoryInputs& in) {
    return memoryFor(sc, in).fits;
}

// Smallest data-parallel degree in [1, maxD] that fits, or 0. Memory never grows with d.
int smallestFittingDataParallel(const Scenario& sc, MemoryInputs in, int maxD) {
    return smallestFitting(maxD, [&](int d) {
        in.dataParallel = d;
        return fitsWith(sc, in);
    });
}

} // namespace

double layerActivationBytes(const Scenario& scenario, bool recomputeAttentionCore) {
    return layerBytes(scenario, inputsOf(scenario), recomputeAttentionCore);
}

TrainingMemory computeTrainingMemory(const Scenario& scenario) {
    return memoryFor(scenario, inputsOf(scenario));
}

FitAnswers computeFitAnswers(const Scenario& scenario) {
    FitAnswers fit;
    const MemoryInputs base = inputsOf(scenario);
    {
        MemoryInputs unsharded = base;
        unsharded.dataParallel = 1;
        const TrainingMemory m = memoryFor(scenario, unsharded);
        const double states = m.weights + m.gradients + m.masterWeights + m.optimizerStates;
        const double paramsOnGpu = base.params * stageParameterShare(*base.arch, scenario.parallel.pipelineParallel) /
                                   scenario.parallel.tensorParallel;
        fit.modelStateBytesPerParam = paramsOnGpu > 0 ? states / paramsOnGpu : 0;
        if (fit.modelStateBytesPerParam > 0)
            fit.napkinMaxParams = scenario.parallel.gpus * scenario.gpu.memoryBytes / fit.modelStateBytesPerParam;
    }
    const int modelParallel = scenario.parallel.tensorParallel * scenario.parallel.pipelineParallel;
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
    fit.maxMicroBatch = largestFitting(1 << 20, [&](int b) {
        batch.microBatch = b;
        return fitsWith(scenario, batch);
    });

    // Largest size-only model: bisection on log(params) over the range scenarios accept
    // (1e5 .. 1e15), to 0.01%.
    auto fitsParams = [&](double params) {
        const Architecture arch = sizeOnlyArchitecture(params);
        MemoryInputs in = base;
        in.params = params;
        in.arch = &arch;
        return fitsWith(scenario, in);
    };
    double lo = 1e5, hi = 1e15;
    if (fitsParams(hi)) {
        fit.maxSizeOnlyParams = hi;
    } else if (fitsParams(lo)) {
        while (hi / lo > 1.0001) {
            const double mid = std::sqrt(lo * hi);
            (fitsParams(mid) ? lo : hi) = mid;
        }
        fit.maxSizeOnlyParams = lo;
    }
    return fit;
}

} // namespace rooflab
