#include "core/roofline/float8linearcasts.h"

#include "core/base/translatable.h"
#include "core/memory/lowprecision.h"
#include "core/model/frameworkknobs.h"
#include "core/model/latentattention.h"

#include <algorithm>

namespace rooflab {

bool castsLikeFloat8Linear(const Scenario& sc) {
    return sc.training.implementation == Implementation::Torchtitan && isFp8(sc.precision.compute);
}

Float8LinearTraffic float8LinearTraffic(const Scenario& sc, double tokens, double routedTokens) {
    Float8LinearTraffic q;
    if (!castsLikeFloat8Linear(sc))
        return q;
    const Architecture& a = sc.model.arch;
    const double t = std::max(1, sc.parallel.tensorParallel);
    const double h = a.dModel, f = a.dFf;
    const double upLinears = a.mlp == MlpKind::SwiGlu ? 2.0 : 1.0; // w1 and w3, or one up projection
    // A column-parallel linear casts the input it holds: its sequence shard under sequence
    // parallelism, where torchao's Float8ColwiseParallel casts before the all-gather; the rowwise
    // recipe has no float8 styles (torchtitan's parallelize_llama takes them for "not
    // float8_is_rowwise", 820504e) and casts the gathered 16-bit input. A row-parallel linear
    // casts its feature shard.
    const bool castsShard = sc.parallel.sequenceParallel && t > 1 && sc.precision.fp8Scaling != Fp8Scaling::Rowwise;
    const double stream = castsShard ? tokens * h / t : tokens * h;
    const double mlpStream = castsShard ? routedTokens * h / t : routedTokens * h;
    // Forward: each linear casts its own input, as torchao counts them (get_float8_mem_sympy per
    // linear): wq, wk and wv the same input three times, wo the attention output, w1 and w3 the
    // same input twice, w2 the MLP's hidden values.
    q.forwardValuesPerLayer =
        3.0 * stream + tokens * attentionOutputWidth(a) / t + upLinears * mlpStream + routedTokens * f / t;
    // Backward: each linear's output gradient (the input-gradient product's operand; the
    // weight-gradient product reads the column-major copies already written).
    q.backwardValuesPerLayer =
        tokens * attentionProjectionWidth(a) / t + stream + routedTokens * upLinears * f / t + mlpStream;
    // The weights, every forward pass: the whole (tensor-parallel) matrix, or with FP8
    // all-gathers only this GPU's FSDP shard, cast before the all-gather (torchao fsdp_utils).
    const ParameterBreakdown p = countParameters(a);
    const double matrices = (double(p.attention) + double(p.mlp)) / std::max<std::int64_t>(1, a.layers) / t;
    const double d = std::max(1, sc.parallel.dataParallel());
    q.weightValuesPerLayer = gathersFp8Weights(sc) ? matrices / d : matrices;
    const double e = dtypeBytes(sc.precision.activations);
    if (sc.precision.fp8Scaling == Fp8Scaling::Rowwise) {
        // get_tensor_memory_traffic_ovhd_s, "rowwise": an activation or gradient, its read fused
        // into the kernel that made it, is written in float8 row-major and as a transposed 16-bit
        // copy, which a second kernel reads and casts (the two cannot share a kernel: a column's
        // scale needs the whole column). A weight: read and cast in the forward; transposed in
        // 16 bits and cast again in the backward.
        q.activationBytesPerValue = 2.0 * e + 2.0;
        q.weightBytesPerValue = e + 1.0;
        q.weightBackwardBytesPerValue = 3.0 * e + 1.0;
        return q;
    }
    // roofline_utils.get_tensor_memory_traffic_bytes: an activation's or gradient's amax is fused
    // into the kernel that made it (fuse_with_prev); the cast reads the 16-bit tensor and writes
    // it twice in float8. A weight's amax is a kernel of its own: one more read.
    q.activationBytesPerValue = e + 2.0;
    q.weightBytesPerValue = 2.0 * e + 2.0;
    return q;
}

void addFloat8LinearOps(OpBuilder& ops, const Scenario& sc, double tokens, double routedTokens, double layers,
                        double forwardPasses) {
    if (!castsLikeFloat8Linear(sc))
        return;
    const Float8LinearTraffic q = float8LinearTraffic(sc, tokens, routedTokens);
    const double values = q.forwardValuesPerLayer * forwardPasses + q.backwardValuesPerLayer;
    // About two operations per value, as Transformer Engine's casts: the scale's multiply and the
    // amax comparison.
    const bool rowwise = sc.precision.fp8Scaling == Fp8Scaling::Rowwise;
    const char* castBytes =
        rowwise
            ? ROOFLAB_TR_NOOP("rooflab::Explain",
                              "bytes per layer (rowwise: write float8 row-major and a transposed 16-bit copy, "
                              "read it, write float8 column-major)")
            : ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (read 16 bits, write float8 row- and column-major)");
    ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "float8 casts (torchao Float8Linear)"), false,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (scale and amax: 2 per value)"), 2.0 * values,
                 castBytes, values * q.activationBytesPerValue, layers, 1.0);
    if (!rowwise) {
        ops.perLayer(
            ROOFLAB_TR_NOOP("rooflab::Explain", "float8 weight casts (torchao, every forward)"), false,
            ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (scale and amax: 2 per value)"),
            2.0 * q.weightValuesPerLayer * forwardPasses,
            ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (amax read, read 16 bits, write both layouts)"),
            q.weightValuesPerLayer * q.weightBytesPerValue * forwardPasses, layers, 1.0);
        return;
    }
    ops.launchesPerPassLast(2.0); // two kernels a cast where tensor-wise scaling has one
    // Each forward casts the weight one way, the backward the other.
    ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "float8 weight casts (torchao, rowwise)"), false,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (scale and amax: 2 per value, each cast)"),
                 2.0 * q.weightValuesPerLayer * (forwardPasses + 1.0),
                 ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (each forward: read 16 bits, write float8; the "
                                                     "backward: transpose in 16 bits, read, write float8)"),
                 q.weightValuesPerLayer * (q.weightBytesPerValue * forwardPasses + q.weightBackwardBytesPerValue),
                 layers, 1.0);
}

} // namespace rooflab
