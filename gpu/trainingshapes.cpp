#include "gpu/trainingshapes.h"

#include "core/model/architecture.h"
#include "core/roofline/roofline.h"
#include "gpu/sweepplan.h"

#include <algorithm>

namespace rooflab::gpu {
namespace {

std::int64_t ceilDiv(std::int64_t a, std::int64_t b) {
    return b > 0 ? (a + b - 1) / b : a;
}

// The layer's weight matrices at tensor-parallel degree t: output width n, input width k.
std::vector<Projection> layerWeights(const Architecture& a, std::int64_t t, bool withHead) {
    const std::int64_t attention = a.attentionWidth(), kv = a.kvWidth();
    const std::int64_t ff = a.isMoe() ? a.dFf : a.denseLayerDFf();
    const bool gated = a.mlp == MlpKind::SwiGlu;
    std::vector<Projection> w = {
        {"qkv", 0, ceilDiv(attention + 2 * kv, t), a.dModel},
        {"attn-out", 0, a.dModel, ceilDiv(attention, t)},
        {gated ? "mlp-up-gate" : "mlp-up", 0, ceilDiv((gated ? 2 : 1) * ff, t), a.dModel},
        {"mlp-down", 0, a.dModel, ceilDiv(ff, t)},
    };
    if (withHead && a.vocab > 0)
        w.push_back({"lm-head", 0, ceilDiv(a.vocab, t), a.dModel});
    return w;
}

std::string modelName(const Scenario& sc) {
    return sc.model.presetId.empty() ? sc.model.arch.name : sc.model.presetId;
}

} // namespace

std::vector<Projection> trainingProjections(const Scenario& sc) {
    const Architecture& a = sc.model.arch;
    const std::int64_t t = std::max(1, sc.parallel.tensorParallel);
    const std::int64_t tokens = sc.training.microBatch * sc.training.seqLen / std::max(1, sc.parallel.contextParallel);
    std::vector<Projection> out = layerWeights(a, t, true);
    for (Projection& p : out) {
        p.m = tokens;
        // Balanced routing: each expert multiplies tokens x top-k / experts rows.
        if (a.isMoe() && p.role.rfind("mlp", 0) == 0)
            p.m = std::max<std::int64_t>(1, tokens * std::max<std::int64_t>(1, a.topK) / a.experts);
    }
    return out;
}

std::string trainingDtypeProblem(const Scenario& sc) {
    const DType t = sc.precision.compute;
    if (t == DType::BF16 || t == DType::FP16 || t == DType::FP8_E4M3 || t == DType::TF32 || t == DType::FP32)
        return {};
    return "the scenario computes in " + std::string(dtypeId(t)) +
           "; the bench times fp32, tf32, fp16, bf16 and fp8-e4m3 GEMMs";
}

std::vector<GemmSpec> trainingGemms(const Scenario& sc, double soakSeconds) {
    const std::string where = modelName(sc) + " tp" + std::to_string(std::max(1, sc.parallel.tensorParallel)) + " " +
                              std::to_string(sc.training.microBatch) + "x" + std::to_string(sc.training.seqLen);
    std::vector<GemmSpec> out;
    for (const Projection& p : trainingProjections(sc)) {
        // forward: Y = X W; input gradient: dX = dY W^T (m x k over n); weight gradient:
        // dW = X^T dY (k x n over m).
        const struct {
            const char* pass;
            std::int64_t m, n, k;
        } passes[] = {{"fwd", p.m, p.n, p.k}, {"dgrad", p.m, p.k, p.n}, {"wgrad", p.k, p.n, p.m}};
        for (const auto& pass : passes) {
            GemmSpec g;
            g.dtype = sc.precision.compute;
            g.m = pass.m;
            g.n = pass.n;
            g.k = pass.k;
            g.role = p.role;
            g.pass = pass.pass;
            g.soakSeconds = soakSeconds;
            g.label = p.role + " " + pass.pass + " " + where;
            out.push_back(std::move(g));
        }
    }
    return out;
}

DecodeModel decodeModel(const Scenario& sc) {
    const Architecture& a = sc.model.arch;
    const std::int64_t t = std::max(1, sc.parallel.tensorParallel);
    const std::int64_t pp = std::max(1, sc.parallel.pipelineParallel);
    DecodeModel d;
    d.name = modelName(sc) + " tp" + std::to_string(t);
    const DType w = sc.inference.weightsDtype;
    d.dtype = (w == DType::FP8_E4M3 || w == DType::FP8_E5M2) ? DType::FP8_E4M3 : sc.precision.compute;
    d.weights = layerWeights(a, t, true);
    const ParameterBreakdown counts = countParameters(a);
    const double bytes = dtypeBytes(d.dtype);
    d.layerBytes = double(counts.perLayer) * bytes / double(t);
    d.gpuWeightBytes = double(counts.total) * bytes / double(t * pp);
    Scenario one = sc;
    one.inference.batch = 1;
    double launches = 0;
    for (const RooflineOp& op : computeRoofline(one, Phase::Decode).ops)
        launches += op.launches;
    d.stepKernels = int(std::clamp(launches, 0.0, 100000.0));
    return d;
}

DecodeModel decodeModel(const TransformerShape& s, DType dtype) {
    DecodeModel d;
    d.name = std::to_string(s.dModel) + "x" + std::to_string(s.dFf);
    d.dtype = dtype;
    d.weights = {{"qkv", 0, 3 * s.dModel, s.dModel},
                 {"attn-out", 0, s.dModel, s.dModel},
                 {"mlp-up", 0, s.dFf, s.dModel},
                 {"mlp-down", 0, s.dModel, s.dFf}};
    d.layerBytes = double(4 * s.dModel * s.dModel + 2 * s.dModel * s.dFf) * dtypeBytes(dtype);
    return d;
}

std::vector<std::int64_t> decodeBatches(bool full) {
    if (full)
        return {1, 2, 4, 8, 16, 32, 64, 128, 256};
    return {1, 4, 16, 64, 256};
}

} // namespace rooflab::gpu
