#include "core/model/finetune.h"

#include "core/model/architecture.h"
#include "core/numbers/normalfloat.h"

#include <algorithm>
#include <array>
#include <string>

namespace rooflab {
namespace {

struct TargetName {
    AdapterTarget target;
    std::string_view id;
    std::string_view peftName; // the module name in Hugging Face's Llama-family models
};
constexpr std::array<TargetName, 7> kTargets{{
    {TargetQ, "q", "q_proj"},
    {TargetK, "k", "k_proj"},
    {TargetV, "v", "v_proj"},
    {TargetO, "o", "o_proj"},
    {TargetGate, "gate", "gate_proj"},
    {TargetUp, "up", "up_proj"},
    {TargetDown, "down", "down_proj"},
}};

// One weight matrix of a block: what reads it and how large it is.
struct Matrix {
    AdapterTarget target;
    double in = 0, out = 0;
    double copies = 1; // experts of an MoE layer
};

// The weight matrices of one block with an MLP of hidden size f and `experts` copies of it.
// Multi-head latent attention is taken at its query and output widths (an approximation: its
// low-rank projections are not adapted one by one here).
template <class Visit> void forEachMatrix(const Architecture& a, double f, double experts, Visit visit) {
    const double h = a.dModel, q = a.attentionWidth(), kv = a.kvWidth();
    visit(Matrix{TargetQ, h, q});
    visit(Matrix{TargetK, h, kv});
    visit(Matrix{TargetV, h, kv});
    visit(Matrix{TargetO, q, h});
    if (a.mlp == MlpKind::SwiGlu)
        visit(Matrix{TargetGate, h, f, experts});
    visit(Matrix{TargetUp, h, f, experts});
    visit(Matrix{TargetDown, f, h, experts});
}

} // namespace

std::string_view finetuneMethodId(FinetuneMethod method) {
    switch (method) {
    case FinetuneMethod::Full:
        return "full";
    case FinetuneMethod::Lora:
        return "lora";
    case FinetuneMethod::QLora:
        return "qlora";
    }
    return "full";
}

std::string_view baseFormatId(BaseFormat format) {
    switch (format) {
    case BaseFormat::FP32:
        return "fp32";
    case BaseFormat::BF16:
        return "bf16";
    case BaseFormat::FP16:
        return "fp16";
    case BaseFormat::INT8:
        return "int8";
    case BaseFormat::NF4:
        return "nf4";
    case BaseFormat::FP4:
        return "fp4";
    }
    return "bf16";
}

std::optional<AdapterTarget> parseAdapterTarget(std::string_view text) {
    for (const TargetName& t : kTargets)
        if (t.id == text || t.peftName == text)
            return t.target;
    return std::nullopt;
}

std::string_view adapterTargetId(AdapterTarget target) {
    for (const TargetName& t : kTargets)
        if (t.target == target)
            return t.id;
    return {};
}

BaseFormat resolvedBaseFormat(const Scenario& sc) {
    if (sc.finetune.baseFormat)
        return *sc.finetune.baseFormat;
    if (sc.finetune.method == FinetuneMethod::QLora)
        return BaseFormat::NF4;
    switch (sc.precision.weights) {
    case DType::FP32:
    case DType::TF32:
    case DType::FP64:
        return BaseFormat::FP32;
    case DType::FP16:
        return BaseFormat::FP16;
    default:
        return BaseFormat::BF16;
    }
}

bool isQuantised(BaseFormat format) {
    return format == BaseFormat::INT8 || format == BaseFormat::NF4 || format == BaseFormat::FP4;
}

DType resolvedOtherDtype(const Scenario& sc) {
    if (sc.finetune.otherDtype)
        return *sc.finetune.otherDtype;
    return sc.finetune.method == FinetuneMethod::QLora ? DType::FP32 : sc.precision.weights;
}

double frozenMatrixBytes(BaseFormat format, bool doubleQuant, double in, double out) {
    const double values = in * out;
    switch (format) {
    case BaseFormat::FP32:
        return 4 * values;
    case BaseFormat::BF16:
    case BaseFormat::FP16:
        return 2 * values;
    case BaseFormat::INT8:
        return values + 4 * out; // bitsandbytes Int8Params: int8 values, SCB: one fp32 per row
    case BaseFormat::NF4:
    case BaseFormat::FP4:
        return fourBitBlockBytes(values, doubleQuant);
    }
    return 2 * values;
}

AdapterShapes adapterShapes(const Scenario& sc, const Architecture& a) {
    AdapterShapes s;
    const FinetuneConfig& ft = sc.finetune;
    const BaseFormat format = resolvedBaseFormat(sc);
    const double r = std::max(1, ft.rank);
    auto layer = [&](double f, double experts, double count) {
        int adapted = 0;
        forEachMatrix(a, f, experts, [&](const Matrix& m) {
            const double values = m.in * m.out * m.copies;
            s.layerMatrixParams += count * values;
            s.layerMatrixBytes += count * m.copies * frozenMatrixBytes(format, ft.doubleQuant, m.in, m.out);
            s.largestMatrix = std::max(s.largestMatrix, m.in * m.out);
            if (ft.adapts(m.target)) {
                s.adapterParams += count * m.copies * r * (m.in + m.out);
                s.adaptedOutputs += count * m.copies * m.out;
                s.largestAdapter = std::max(s.largestAdapter, r * std::max(m.in, m.out));
                ++adapted;
            }
        });
        s.adaptedPerLayer = std::max(s.adaptedPerLayer, adapted);
    };
    const double moeLayers = a.moeLayers();
    const double denseLayers = a.layers - moeLayers;
    if (denseLayers > 0)
        layer(a.denseLayerDFf(), 1, denseLayers);
    if (moeLayers > 0) {
        layer(a.dFf, a.experts, moeLayers);
        if (a.sharedDFf > 0) {
            // The shared expert: its MLP matrices only (the attention is counted above).
            forEachMatrix(a, a.sharedDFf, 1, [&](const Matrix& m) {
                if (m.target == TargetQ || m.target == TargetK || m.target == TargetV || m.target == TargetO)
                    return;
                s.layerMatrixParams += moeLayers * m.in * m.out;
                s.layerMatrixBytes += moeLayers * frozenMatrixBytes(format, ft.doubleQuant, m.in, m.out);
                if (ft.adapts(m.target)) {
                    s.adapterParams += moeLayers * r * (m.in + m.out);
                    s.adaptedOutputs += moeLayers * m.out;
                }
            });
        }
    }
    const ParameterBreakdown p = countParameters(a);
    // MLA's real attention has fewer matrix values than the widths above: never count more
    // matrix values than the model has.
    s.layerMatrixParams = std::min(s.layerMatrixParams, double(p.attention + p.mlp));
    s.otherParams = std::max(0.0, double(p.total) - s.layerMatrixParams);
    return s;
}

double frozenBaseFlopsSaving(const Scenario& sc, const Architecture& a) {
    if (!sc.finetune.frozenBase())
        return 0;
    const ParameterBreakdown p = countParameters(a);
    const double matmulParams = double(p.activePerToken - p.embeddings - p.positionEmbeddings - p.norms - p.lmHead) +
                                double(a.vocab) * a.dModel;
    // MoE: a token passes the adapters of its k experts only.
    const double activeShare = p.total > 0 ? double(p.activePerToken) / double(p.total) : 1.0;
    return 2.0 * matmulParams - 6.0 * adapterShapes(sc, a).adapterParams * activeShare;
}

double frozenWeightBytesPerPass(const Scenario& sc, const Architecture& a) {
    const AdapterShapes s = adapterShapes(sc, a);
    const double stored = s.layerMatrixParams > 0 ? s.layerMatrixBytes / s.layerMatrixParams : 2.0;
    return isQuantised(resolvedBaseFormat(sc)) ? stored + 2.0 * dtypeBytes(sc.precision.activations) : stored;
}

int adaptedAttentionInputs(const Scenario& sc) {
    const FinetuneConfig& ft = sc.finetune;
    return int(ft.adapts(TargetQ)) + int(ft.adapts(TargetK)) + int(ft.adapts(TargetV));
}

int adaptedMlpInputs(const Scenario& sc, const Architecture& a) {
    const FinetuneConfig& ft = sc.finetune;
    return int(ft.adapts(TargetUp)) + int(a.mlp == MlpKind::SwiGlu && ft.adapts(TargetGate));
}

double adapterInputCopies(const Scenario& sc, int adapted, double inputBytes) {
    if (adapted <= 0)
        return 0;
    if (sc.precision.autocast)
        return adapted * dtypeBytes(sc.precision.activations);
    const double adapterBytes = dtypeBytes(sc.finetune.adapterDtype);
    return adapterBytes == inputBytes ? inputBytes : adapted * adapterBytes;
}

double adapterRankBytes(const Scenario& sc) {
    return sc.precision.autocast ? dtypeBytes(sc.precision.activations) : dtypeBytes(sc.finetune.adapterDtype);
}

} // namespace rooflab
