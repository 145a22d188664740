#include "core/memory/servingweights.h"

#include "core/model/latentattention.h"

namespace rooflab {

namespace {
// GPTQ and AWQ checkpoints as vLLM loads them: qweight (4 bits), then per group of 128 input
// values one fp16 scale and one 4-bit zero point (qzeros).
constexpr double kInt4GroupSize = 128;
constexpr double kInt4GroupBits = 16 + 4;
// What vLLM keeps unquantised: the model's dtype.
constexpr double kUnquantisedBytes = 2;

// Bytes per value of a block matrix stored in `type` for serving, scales included. INT4 is the
// GPTQ/AWQ layout vLLM loads: 4-bit values with an fp16 scale and a 4-bit zero point per group of
// 128 input values, (4 + (16 + 4) / 128) / 8 = 0.5195 bytes. NF4 is bitsandbytes' as vLLM keeps
// it: 4 bits and an fp32 absmax per 64 values, 0.5625 bytes (since vLLM PR 19742, June 2025, the
// loader undoes double quantisation once instead of at every matmul; before, 0.5159 bytes).
// Others: dtypeBytes (FP8 and INT8 scales are per tensor or per output channel: below 0.1 % of
// the matrix).
double servedMatrixBytes(DType type) {
    if (type == DType::INT4)
        return (4.0 + kInt4GroupBits / kInt4GroupSize) / 8.0;
    return dtypeBytes(type);
}

// The detail an explanation shows beside the bytes per parameter: the dtype id, and for a
// quantised one the matrices' format and the 16-bit rest ("int4-g128/bf16", "nf4/bf16").
std::string servingWeightsDetail(DType type) {
    if (!isQuantisedServing(type))
        return std::string(dtypeId(type));
    const std::string matrices = type == DType::INT4 ? "int4-g128" : std::string(dtypeId(type));
    return matrices + "/bf16";
}
} // namespace

bool isQuantisedServing(DType type) {
    return dtypeBytes(type) < kUnquantisedBytes;
}

double servedMatrixBytesPerPass(DType type, double tokens) {
    const double stored = servedMatrixBytes(type);
    if (type == DType::NF4 && tokens > 1)
        return stored + 2 * kUnquantisedBytes;
    return stored;
}

double rotaryTableBytes(const Architecture& a) {
    const std::int64_t positions = contextLimit(a);
    if (a.learnedPositions > 0 || positions <= 0)
        return 0;
    return double(positions) * rotaryHeadDim(a) * kUnquantisedBytes;
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
