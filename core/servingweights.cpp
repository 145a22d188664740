#include "core/servingweights.h"

namespace rooflab {

namespace {
// GPTQ and AWQ checkpoints as vLLM loads them: qweight (4 bits), then per group of 128 input
// values one fp16 scale and one 4-bit zero point (qzeros).
constexpr double kInt4GroupSize = 128;
constexpr double kInt4GroupBits = 16 + 4;
// What vLLM keeps unquantised: the model's dtype.
constexpr double kUnquantisedBytes = 2;
} // namespace

double servedMatrixBytes(DType type) {
    if (type == DType::INT4)
        return (4.0 + kInt4GroupBits / kInt4GroupSize) / 8.0;
    return dtypeBytes(type);
}

double servedMatrixBytesPerPass(DType type, double tokens) {
    const double stored = servedMatrixBytes(type);
    if (type == DType::NF4 && tokens > 1)
        return stored + 2 * kUnquantisedBytes;
    return stored;
}

bool isQuantisedServing(DType type) { return dtypeBytes(type) < kUnquantisedBytes; }

std::string servingWeightsDetail(DType type) {
    if (!isQuantisedServing(type))
        return std::string(dtypeId(type));
    const std::string matrices = type == DType::INT4 ? "int4-g128" : std::string(dtypeId(type));
    return matrices + "/bf16";
}

double rotaryTableBytes(const Architecture& a) {
    const int positions = contextLimit(a);
    if (a.learnedPositions > 0 || positions <= 0)
        return 0;
    const double rotaryDims = a.mla.enabled() ? a.mla.qkRopeDim : a.headDim;
    return double(positions) * rotaryDims * kUnquantisedBytes;
}

ServingWeights servingWeights(const Scenario& sc) {
    const DType type = sc.inference.weightsDtype;
    const double params = effectiveParameterCount(sc);
    ServingWeights w;
    w.rotaryTable = rotaryTableBytes(sc.model.arch);
    w.parameters = params;
    w.detail = servingWeightsDetail(type);
    if (!isQuantisedServing(type)) {
        w.matrixParams = params;
        w.matrixBytes = w.otherBytes = dtypeBytes(type);
        return w;
    }
    // The matrices' share of the architecture's count (a size-only model: of its derived shape).
    const ParameterBreakdown p = countParameters(sc.model.arch);
    const double share = p.total > 0 ? double(p.attention + p.mlp) / double(p.total) : 1.0;
    w.matrixParams = params * share;
    w.otherParams = params - w.matrixParams;
    w.matrixBytes = servedMatrixBytes(type);
    w.otherBytes = kUnquantisedBytes;
    return w;
}

} // namespace rooflab
