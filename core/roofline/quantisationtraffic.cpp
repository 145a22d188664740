#include "core/roofline/quantisationtraffic.h"

#include "core/base/translatable.h"
#include "core/model/expertparallel.h"
#include "core/model/latentattention.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

// How one recipe quantizes an operand.
struct OperandCost {
    double e = 2;           // bytes per value of the 16-bit tensor read
    double rowwise = 1;     // bytes per quantized value, scales included
    double columnwise = 1;  // the transposed copy (0: one layout serves both GEMMs)
    bool amaxPass = false;  // current scaling: a kernel reads the tensor for its amax first
    bool normFused = false; // delayed scaling: the norm kernel writes the quantized output

    // `local`: the values this GPU quantizes; `gemm`: the values the GEMM reads (more when
    // sequence parallelism gathers the quantized shards first). `afterNorm`: a LayerNormLinear
    // input. Bytes moved beyond what the 16-bit path moves.
    double bytes(double local, double gemm, bool afterNorm) const {
        const bool fused = afterNorm && normFused;
        // A fused norm writes the quantized values instead of 16-bit ones (its own op counts
        // the 16-bit write); otherwise a cast reads the 16-bit tensor and writes them.
        double total = local * ((amaxPass ? e : 0.0) + (fused ? rowwise - e : e + rowwise));
        if (columnwise > 0) {
            if (local == gemm && !fused)
                total += local * columnwise; // cast_transpose: one kernel writes both layouts
            else
                total += gemm * (rowwise + columnwise); // a transpose of the (gathered) copy
        }
        return total;
    }
};

// Transformer Engine modules with FP8 metadata in a Megatron-Core layer: linear_qkv, linear_proj
// (TELayerNormColumnParallelLinear, TERowParallelLinear) and linear_fc1, linear_fc2
// (megatron/core/models/gpt/gpt_layer_specs.py, core_v0.8.0). MoE layers are counted as dense.
constexpr double kTeModulesPerLayer = 4;
// torch.cat's batched CUDA kernel takes up to 128 inputs a launch (aten/src/ATen/native/cuda/
// Shape.cu, CAT_ARRAY_BATCH_SIZE); TE's fused update up to (32768 - 24) / 32 = 1023 tensors
// (common/recipe/delayed_scaling.cu, AMAX_PARAMS_LIMIT for CUDA >= 12.1, v1.7 and v1.8).
constexpr double kCatInputsPerLaunch = 128;
constexpr double kAmaxTensorsPerLaunch = 1023;

} // namespace

double delayedScalingLaunches(const Scenario& sc, double layers) {
    const bool delayed = isFp8(sc.precision.compute) && sc.precision.fp8Scaling == Fp8Scaling::Delayed;
    if (!delayed || sc.training.implementation != Implementation::MegatronCore || !lowPrecisionLayout(sc).active)
        return 0;
    const double modules = kTeModulesPerLayer * std::max(0.0, layers);
    if (modules <= 0)
        return 0;
    // FP8GlobalStateManager.reduce_and_update_fp8_tensors (pytorch/fp8.py, v1.7 and v1.8): one
    // buffer per direction with bf16 weights; the all-reduce only when the amax group
    // (get_amax_reduction_group(with_context_parallel=True): tensor x context parallel,
    // megatron/core/parallel_state.py, core_v0.8.0) holds more than one GPU.
    const bool reduced = std::max(1, sc.parallel.tensorParallel) * std::max(1, sc.parallel.contextParallel) > 1;
    const double perDirection =
        std::ceil(modules / kCatInputsPerLaunch) + std::ceil(modules / kAmaxTensorsPerLaunch) + (reduced ? 1.0 : 0.0);
    return 2 * perDirection; // forward (fp8_autocast exit) and backward (the first module's)
}

QuantisationTraffic quantisationTraffic(const Scenario& sc, const LowPrecisionLayout& layout, double tokens,
                                        double routedTokens) {
    QuantisationTraffic q;
    if (!layout.active)
        return q;
    const DType c = sc.precision.compute;
    OperandCost cost;
    cost.e = dtypeBytes(sc.precision.activations);
    cost.rowwise = layout.savedInput;
    // The layout's weights tell whether the GEMMs need a second, transposed copy (Hopper's FP8,
    // every block format) or read one copy both ways (Blackwell's per-tensor FP8).
    cost.columnwise = layout.weightColumnwise > 0 ? layout.savedInput : 0.0;
    const bool perTensorFp8 = isFp8(c) && sc.precision.fp8Scaling != Fp8Scaling::Blockwise;
    // Delayed scaling takes last steps' amax (updated inside the cast); current scaling computes
    // this tensor's amax in a kernel of its own (TE 2.x cast.cpp: nvte_compute_amax, then
    // nvte_quantize), and its norms write 16 bits then quantize (normalization.cpp: the fused
    // kernel only for delayed scaling and, on request, MXFP8).
    cost.amaxPass = perTensorFp8 && sc.precision.fp8Scaling == Fp8Scaling::Tensorwise;
    cost.normFused = perTensorFp8 && sc.precision.fp8Scaling == Fp8Scaling::Delayed;

    const Architecture& a = sc.model.arch;
    const double t = std::max(1, sc.parallel.tensorParallel);
    const bool sp = sc.parallel.sequenceParallel && t > 1;
    const double h = a.dModel, f = a.dFf;
    const double upWidth = (a.mlp == MlpKind::SwiGlu ? 2.0 : 1.0) * f / t;
    // The residual stream: sequence parallelism keeps 1/t of it per GPU and gathers it for the
    // column-parallel GEMMs (and gathers the row-parallel GEMMs' output gradients).
    const double stream = tokens * h;
    const double streamHere = sp ? stream / t : stream;
    const bool moe = a.isMoe();
    // The experts' inputs come permuted from the router (TE GroupedLinear casts them), not
    // from a norm; their rows are the routed tokens.
    const double mlpIn = moe ? routedTokens * h : stream;
    const double mlpInHere = moe ? mlpIn : streamHere;

    const double projectionInput = tokens * attentionOutputWidth(a) / t;
    const double downInput = routedTokens * f / t;
    q.forwardBytesPerLayer = cost.bytes(streamHere, stream, true) +
                             cost.bytes(projectionInput, projectionInput, false) + cost.bytes(mlpInHere, mlpIn, !moe) +
                             cost.bytes(downInput, downInput, false);
    q.forwardValuesPerLayer = streamHere + projectionInput + mlpInHere + downInput;

    // Backward: each GEMM's output gradient, cast and transposed (base.py grad_output_preprocess;
    // a row-parallel layer under sequence parallelism casts its shard, gathers, transposes).
    const double qkvOutput = tokens * attentionProjectionWidth(a) / t;
    const double upOutput = routedTokens * upWidth;
    q.backwardBytesPerLayer = cost.bytes(qkvOutput, qkvOutput, false) + cost.bytes(streamHere, stream, false) +
                              cost.bytes(upOutput, upOutput, false) + cost.bytes(mlpInHere, mlpIn, false);
    q.backwardValuesPerLayer = qkvOutput + streamHere + upOutput + mlpInHere;

    // The weights: cast once per step into the cache (read 16 bits, write both layouts); FP8
    // primary weights only need their transpose where the GPU needs one.
    const bool quantizedPrimary = dtypeBytes(sc.precision.weights) < 2;
    q.weightBytesPerValue = quantizedPrimary
                                ? (layout.weightColumnwise > 0 ? layout.weightRowwise + layout.weightColumnwise : 0.0)
                                : dtypeBytes(sc.precision.weights) + layout.weightRowwise + layout.weightColumnwise;
    return q;
}

void addQuantisationOps(OpBuilder& ops, const Scenario& sc, double tokens, double routedTokens, double layers,
                        double forwardPasses) {
    const LowPrecisionLayout layout = lowPrecisionLayout(sc);
    if (!layout.active)
        return;
    const QuantisationTraffic q = quantisationTraffic(sc, layout, tokens, routedTokens);
    // About two operations per value: the scale's multiply and the amax comparison.
    const double values = q.forwardValuesPerLayer * forwardPasses + q.backwardValuesPerLayer;
    ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "GEMM input casts (FP8/FP4)"), false,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (scale and amax: 2 per value)"), 2.0 * values,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (read 16 bits, write the quantized layouts)"),
                 q.forwardBytesPerLayer * forwardPasses + q.backwardBytesPerLayer, layers, 1.0);
    ops.addLaunchesLast(delayedScalingLaunches(sc, layers));
    if (q.weightBytesPerValue <= 0)
        return;
    // The layers' matrices on this GPU: attention over tensor parallelism, the MLP (or this
    // GPU's experts) over tensor or expert x expert-tensor parallelism.
    const Architecture& a = sc.model.arch;
    const ParameterBreakdown p = countParameters(a);
    const double t = std::max(1, sc.parallel.tensorParallel);
    const double mlpShare = splitsExperts(sc.parallel, a)
                                ? 1.0 / (double(sc.parallel.expertParallel) * sc.parallel.expertTensor())
                                : 1.0 / t;
    const double perLayer = (double(p.attention) / t + double(p.mlp) * mlpShare) / std::max<std::int64_t>(1, a.layers);
    // Cached between micro-batches: cast on the first, so a micro-batch carries 1/m of it; ZeRO-3
    // gathers and casts the weights for every micro-batch.
    const double perMicroBatch =
        sc.parallel.zeroStage >= 3 ? 1.0 : 1.0 / std::max<std::int64_t>(1, sc.training.gradAccum);
    ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "weight casts (FP8/FP4, once per step)"), 2.0,
                    q.weightBytesPerValue, perLayer, layers, perMicroBatch, layout.recipe);
}

} // namespace rooflab
