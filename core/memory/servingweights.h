#pragma once
// How a served model's weights are stored (inference.weights_dtype). A 16-bit or wider dtype holds
// every parameter; a quantised one (FP8, INT8, INT4, MXFP4, NVFP4, NF4) holds only the transformer
// blocks' matrices, as vLLM and the checkpoints it loads do (AWQ, GPTQ, FP8, compressed-tensors
// skip the embeddings, the LM head and the norms, which stay in bf16; so does vLLM's bitsandbytes
// loader for NF4). docs/formulas.md,
// "Serving weight formats".
#include "core/base/derivation.h"
#include "core/model/scenario.h"

#include <string>

namespace rooflab {

// Bytes one matmul moves per weight value of a block matrix served in `type`, for `tokens` rows
// of input. bitsandbytes' matmul_4bit reads NF4 directly (gemv_4bit) only for a single row; for
// more it dequantises the matrix to a 16-bit copy (written, then read by the GEMM): stored + 2 + 2.
// Other formats: their stored bytes, scales included (the GEMM kernels read them as they are):
// int4 as GPTQ/AWQ store it with a group of 128 sharing a scale and a zero, NF4 with an fp32
// absmax per 64 values (docs/formulas.md, "Serving weight formats").
double servedMatrixBytesPerPass(DType type, double tokens);
// Whether `type` stores serving weights quantised (blocks' matrices only).
bool isQuantisedServing(DType type);

struct ServingWeights {
    double matrixParams = 0; // the blocks' matrices (attention and MLP, experts included)
    double otherParams = 0;  // embeddings, learned positions, norms, LM head
    double matrixBytes = 0;  // per value, scales included
    double otherBytes = 0;   // per value
    double rotaryTable = 0;  // bytes of vLLM's rotary cos/sin table, on every GPU (not parameters)
    double parameters = 0;   // effectiveParameterCount: matrixParams + otherParams
    std::string detail;      // for the explanation: the dtype, or the matrices' format/the rest ("int4-g128/bf16")
    double bytes() const { return matrixParams * matrixBytes + otherParams * otherBytes; }
    double bytesPerParameter() const {
        const double params = matrixParams + otherParams;
        return params > 0 ? bytes() / params : 0.0;
    }
};

// The whole model's serving weights (before any tensor or pipeline split), for
// effectiveParameterCount parameters. It counts the architecture: compute it once per evaluation,
// not in each probe of a search.
ServingWeights servingWeights(const Scenario& scenario);

// vLLM's rotary embedding keeps a cos/sin table of max positions x rotary dims in the model's
// 16-bit dtype, one per model and GPU (get_rope caches it; vllm/model_executor/layers/
// rotary_embedding): 32 MiB for Llama 3.1's 131,072 positions. Max positions: the model's context
// limit (scaled as vLLM scales the table); none for learned positions or an unknown limit.
double rotaryTableBytes(const Architecture& arch);

// The weights on one GPU: the parameters' bytes over tensor x pipeline parallelism, plus the
// rotary table. `name` names the figure in the explanation.
template <class Recorder>
Traced servingWeightsPerGpu(const Scenario& sc, const ServingWeights& served, const char* name, const char* source,
                            Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const double modelParallel = double(sc.parallel.tensorParallel) * sc.parallel.pipelineParallel;
    const char* parametersName =
        served.rotaryTable > 0 ? ROOFLAB_TR_NOOP("rooflab::Explain", "parameters' bytes") : name;
    F parameters = F::product(trace, parametersName, Unit::Bytes, source);
    parameters.times(ROOFLAB_TR_NOOP("rooflab::Explain", "parameters"), served.parameters, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes"), served.bytesPerParameter(), Unit::BytesPerValue,
               served.detail);
    if (modelParallel > 1)
        parameters.over(ROOFLAB_TR_NOOP("rooflab::Explain", "model-parallel GPUs (tp × pp)"), modelParallel,
                        Unit::Plain);
    if (served.rotaryTable <= 0)
        return parameters.result();
    return F::sum(trace, name, Unit::Bytes, source)
        .plus(parametersName, parameters.result(), Unit::Bytes)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "rotary cos/sin table (vLLM)"), served.rotaryTable, Unit::Bytes)
        .result();
}

} // namespace rooflab
