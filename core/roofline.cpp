#include "core/roofline.h"

#include "core/flops.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

// The ceiling of non-matmul work: the FP32 CUDA-core rate; a custom GPU that gives no FP32
// figure falls back to the compute dtype's peak (such ops are memory-bound either way).
double vectorCeiling(const GpuSpec& gpu, DType compute) {
    if (gpu.fp32VectorPeak > 0)
        return gpu.fp32VectorPeak;
    if (gpu.peak(DType::FP32) > 0)
        return gpu.peak(DType::FP32);
    return gpu.peak(compute);
}

// Shapes of one micro-batch on one GPU for a phase.
struct PhaseShape {
    double batch = 1;      // sequences
    double queries = 1;    // new positions per sequence (s for train/prefill, 1 for decode)
    double keys = 1;       // positions attended to (s, or the context for decode)
    double headTokens = 1; // positions whose logits are computed
};

PhaseShape shapeFor(const Scenario& sc, Phase phase) {
    PhaseShape p;
    switch (phase) {
    case Phase::Train:
        p.batch = sc.training.microBatch;
        p.queries = p.keys = sc.training.seqLen;
        p.headTokens = p.batch * p.queries;
        break;
    case Phase::Prefill:
        p.batch = sc.inference.batch;
        p.queries = p.keys = sc.inference.context;
        p.headTokens = p.batch; // generation needs only the last position's logits
        break;
    case Phase::Decode:
        p.batch = sc.inference.batch;
        p.queries = 1;
        p.keys = sc.inference.context;
        p.headTokens = p.batch;
        break;
    }
    return p;
}

class OpBuilder {
public:
    OpBuilder(const Scenario& sc, Phase phase) : m_sc(sc), m_phase(phase) {
        m_peak = sc.gpu.peak(sc.precision.compute);
        m_vector = vectorCeiling(sc.gpu, sc.precision.compute);
        m_bandwidth = sc.gpu.bandwidth;
    }

    // A matrix product (M x K)(K x N), `count` times: 2MKN FLOPs; A and C in the activation
    // dtype, B (the weights) in the weight dtype, each read or written once.
    void matmul(const std::string& name, double m, double k, double n, double count, double weightBytes,
                double passes) {
        const double e = activationBytes();
        add(name, true, 2.0 * m * k * n * count * passes, (m * k * e + k * n * weightBytes + m * n * e) * count * passes);
    }
    void add(const std::string& name, bool matmul, double flops, double bytes) {
        RooflineOp op;
        op.name = name;
        op.phase = m_phase;
        op.matmul = matmul;
        op.flops = flops;
        op.bytes = bytes;
        op.intensity = bytes > 0 ? flops / bytes : 0;
        op.ceiling = matmul ? m_peak : m_vector;
        op.attainableFlops = attainableFlops(op.intensity, op.ceiling, m_bandwidth);
        op.bound = op.intensity * m_bandwidth < op.ceiling ? Bound::Memory : Bound::Compute;
        const double computeTime = op.ceiling > 0 ? flops / op.ceiling : 0;
        const double memoryTime = m_bandwidth > 0 ? bytes / m_bandwidth : 0;
        op.timeS = std::max(computeTime, memoryTime);
        m_ops.push_back(std::move(op));
    }
    double activationBytes() const { return dtypeBytes(m_sc.precision.activations); }
    std::vector<RooflineOp> take() { return std::move(m_ops); }

private:
    const Scenario& m_sc;
    Phase m_phase;
    double m_peak = 0, m_vector = 0, m_bandwidth = 0;
    std::vector<RooflineOp> m_ops;
};

// Bytes per parameter the optimizer step reads and writes, and FLOPs per parameter.
struct OptimizerTraffic {
    double bytes;
    double flops;
};

OptimizerTraffic optimizerTraffic(const Scenario& sc) {
    const PrecisionConfig& pr = sc.precision;
    const double g = dtypeBytes(pr.gradients), w = dtypeBytes(pr.weights), st = dtypeBytes(pr.optimizerStates);
    // The updated copy: the master weights when there are any (read + write) and then the
    // working weights written from it; otherwise the working weights (read + write).
    const double params = pr.masterWeights ? 2.0 * dtypeBytes(*pr.masterWeights) + w : 2.0 * w;
    double states = 0, flops = 2;
    switch (sc.optimizer) {
    case Optimizer::SGD: states = 0; flops = 2; break;
    case Optimizer::SGDMomentum: states = 2 * st; flops = 4; break;
    case Optimizer::AdaGrad: states = 2 * st; flops = 5; break;
    case Optimizer::RMSProp: states = 2 * st; flops = 6; break;
    case Optimizer::Adam:
    case Optimizer::AdamW: states = 4 * st; flops = 12; break;
    case Optimizer::AdamW8bit: states = 4 * (1.0 + 4.0 / 256.0); flops = 16; break;
    case Optimizer::Lion: states = 2 * st; flops = 6; break;
    case Optimizer::Adafactor: states = 0.1 * st; flops = 12; break;
    }
    return {g + params + states, flops};
}

} // namespace

double attainableFlops(double intensity, double peakFlops, double bandwidth) {
    return std::min(peakFlops, intensity * bandwidth);
}

RooflineReport computeRoofline(const Scenario& sc, Phase phase) {
    RooflineReport r;
    r.phase = phase;
    r.peakFlops = sc.gpu.peak(sc.precision.compute);
    r.vectorPeakFlops = vectorCeiling(sc.gpu, sc.precision.compute);
    r.bandwidth = sc.gpu.bandwidth;
    r.ridge = r.bandwidth > 0 ? r.peakFlops / r.bandwidth : 0;
    for (DType type : allDTypes()) {
        const auto it = sc.gpu.densePeak.find(type);
        if (it != sc.gpu.densePeak.end() && it->second > 0)
            r.ceilings.push_back({type, it->second, r.bandwidth > 0 ? it->second / r.bandwidth : 0});
    }

    const Architecture& a = sc.model.arch;
    const PhaseShape shape = shapeFor(sc, phase);
    const double tp = sc.parallel.tensorParallel;
    const double layers = (a.layers + sc.parallel.pipelineParallel - 1) / sc.parallel.pipelineParallel;
    const bool train = phase == Phase::Train;
    const bool fullRecompute = train && (sc.training.checkpointing == Checkpointing::Full ||
                                         sc.training.checkpointing == Checkpointing::EveryK);
    const bool attentionRecompute =
        train && sc.training.checkpointing != Checkpointing::None && !sc.training.flashAttention;
    // Backward costs twice the forward in FLOPs and bytes (Chinchilla App. F); a recomputed
    // forward adds one more pass.
    const double passes = train ? (fullRecompute ? 4.0 : 3.0) : 1.0;
    const double corePasses = train ? (attentionRecompute ? 4.0 : 3.0) : 1.0;

    const double h = a.dModel, q = a.attentionWidth(), kv = a.kvWidth(), f = a.dFf;
    const double tokens = shape.batch * shape.queries;
    const double w = dtypeBytes(train ? sc.precision.weights : sc.inference.weightsDtype);
    const double routed = a.isMoe() ? std::max(1, a.topK) : 1;
    const double experts = a.isMoe() ? a.experts : 1;

    OpBuilder ops(sc, phase);
    const double e = ops.activationBytes();
    ops.matmul("QKV projection", tokens, h, (q + 2 * kv) / tp, layers, w, passes);

    // Attention: per sequence and head, scores (queries x keys x head_dim), softmax, x V.
    const double headsHere = a.heads / tp, kvHere = kv / tp;
    const double scoreFlops = 2.0 * shape.batch * headsHere * shape.queries * shape.keys * a.headDim;
    const double softmaxFlops = 3.0 * shape.batch * headsHere * shape.queries * shape.keys;
    const double scoreBytes = e * shape.batch * headsHere * shape.queries * shape.keys;
    // Keys and values come from the KV cache in decode, from this pass's K and V otherwise.
    const double kvElementBytes = phase == Phase::Decode ? dtypeBytes(sc.inference.kvDtype) : e;
    const double kBytes = kvElementBytes * shape.batch * shape.keys * kvHere;
    const double qBytes = e * shape.batch * shape.queries * q / tp;
    if (sc.training.flashAttention) {
        // One fused kernel: reads Q, K, V once and writes O; the scores stay on chip.
        ops.add("attention (FlashAttention)", true, (2.0 * scoreFlops + softmaxFlops) * layers * corePasses,
                (2.0 * qBytes + 2.0 * kBytes) * layers * corePasses);
    } else {
        ops.add("attention scores QK^T", true, scoreFlops * layers * corePasses,
                (qBytes + kBytes + scoreBytes) * layers * corePasses);
        ops.add("softmax", false, softmaxFlops * layers * corePasses, 2.0 * scoreBytes * layers * corePasses);
        ops.add("attention x V", true, scoreFlops * layers * corePasses,
                (scoreBytes + kBytes + qBytes) * layers * corePasses);
    }
    ops.matmul("output projection", tokens, q / tp, h, layers, w, passes);

    const bool swiglu = a.mlp == MlpKind::SwiGlu;
    const double upWidth = (swiglu ? 2.0 : 1.0) * f / tp;
    // Mixture of experts: each token visits top-k experts; every expert's weights are read.
    const double mlpTokens = tokens * routed;
    const double mlpWeightScale = experts / routed;
    ops.matmul(swiglu ? "MLP gate + up" : "MLP up", mlpTokens, h, upWidth, layers, w * mlpWeightScale, passes);
    const double activationElements = mlpTokens * f / tp;
    if (swiglu)
        ops.add("SwiGLU (SiLU x up)", false, 5.0 * activationElements * layers * passes,
                3.0 * e * activationElements * layers * passes);
    else
        ops.add("GELU", false, 8.0 * activationElements * layers * passes,
                2.0 * e * activationElements * layers * passes);
    ops.matmul("MLP down", mlpTokens, f / tp, h, layers, w * mlpWeightScale, passes);

    // Two norms and two residual adds per layer over the residual stream.
    const double streamElements = tokens * h / (sc.parallel.sequenceParallel ? tp : 1.0);
    const double normFlops = a.norm == NormKind::LayerNorm ? 8.0 : 4.0;
    ops.add(a.norm == NormKind::LayerNorm ? "LayerNorm" : "RMSNorm", false,
            2.0 * normFlops * streamElements * layers * passes, 2.0 * 2.0 * e * streamElements * layers * passes);
    ops.add("residual add", false, 2.0 * streamElements * layers * passes,
            2.0 * 3.0 * e * streamElements * layers * passes);

    ops.matmul("LM head", shape.headTokens, h, double(a.vocab) / tp, 1, w, train ? 3.0 : 1.0);
    const double logitElements = shape.headTokens * double(a.vocab) / tp;
    if (train) {
        // log-softmax and the loss over every logit, forward and backward.
        ops.add("cross-entropy", false, 5.0 * logitElements * 2.0,
                (e + dtypeBytes(sc.precision.logits)) * logitElements * 2.0);
    }
    std::vector<RooflineOp> list = ops.take();

    double microBatchTime = 0;
    for (const auto& op : list)
        microBatchTime += op.timeS;

    double stepTime = microBatchTime;
    double modelFlops = 0;
    if (train) {
        stepTime = microBatchTime * std::max(1, sc.training.gradAccum);
        // The optimizer updates this GPU's share once per step (ZeRO >= 1 shards it).
        const double params = effectiveParameterCount(sc) / (tp * sc.parallel.pipelineParallel) /
                              (sc.parallel.zeroStage >= 1 ? std::max(1, sc.parallel.dataParallel()) : 1);
        const OptimizerTraffic traffic = optimizerTraffic(sc);
        OpBuilder optimizerOp(sc, phase);
        optimizerOp.add("optimizer update (per step)", false, traffic.flops * params, traffic.bytes * params);
        for (auto& op : optimizerOp.take()) {
            stepTime += op.timeS;
            list.push_back(std::move(op));
        }
        modelFlops = 3.0 * chinchillaForwardFlops(a, shape.queries) * shape.batch * std::max(1, sc.training.gradAccum) /
                     (tp * sc.parallel.pipelineParallel);
        r.tokensPerSecond = stepTime > 0 ? shape.batch * shape.queries * sc.training.gradAccum / stepTime : 0;
    } else {
        for (const auto& op : list)
            modelFlops += op.flops;
        r.tokensPerSecond = stepTime > 0 ? tokens / stepTime : 0;
    }
    r.ops = std::move(list);
    r.stepTimeS = stepTime;
    r.predictedMfu = stepTime > 0 && r.peakFlops > 0 ? modelFlops / (stepTime * r.peakFlops) : 0;
    return r;
}

} // namespace rooflab
