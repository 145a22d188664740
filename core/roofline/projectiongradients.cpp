#include "core/roofline/projectiongradients.h"

#include "core/base/translatable.h"
#include "core/memory/pytorchactivations.h"
#include "core/roofline/kernellaunches.h"

namespace rooflab {

double projectionGradientSums(const Scenario& sc, SharedInput input) {
    const ProjectionLaunches projections = projectionLaunches(sc, true);
    if (projections.qkv <= 1) // one fused QKV matmul: one input gradient, nothing to sum
        return 0;
    const Architecture& a = sc.model.arch;
    if (input == SharedInput::Mlp)
        return a.isMoe() ? 0.0 : projections.mlpUp - 1;
    // Latent attention projects the queries (or their low-rank down projection) and the shared
    // key/value latent from the input: two gradients.
    return a.mla.enabled() ? 1.0 : projections.qkv - 1;
}

void addProjectionGradientSumOps(OpBuilder& ops, const Scenario& sc, SharedInput input, double tokens, double layers) {
    const double sums = projectionGradientSums(sc, input);
    if (sums <= 0 || layers <= 0)
        return;
    const double h = double(sc.model.arch.dModel);
    // The gradients are in the shared input's dtype, the norm's output: fp32 under autocast with
    // transformers' LlamaRMSNorm (it returns its input's dtype), 16 bits in FSDP's bf16 stream.
    const double gradientBytes = tokens * h * savedResidualBytes(sc);
    const bool compiled = sc.training.compiled();
    const double perSum = compiled ? 1.0 : 3.0; // one more read, or an add reading two and writing one
    ops.perLayer(input == SharedInput::Attention
                     ? ROOFLAB_TR_NOOP("rooflab::Explain", "q, k, v input-gradient sums (backward)")
                     : ROOFLAB_TR_NOOP("rooflab::Explain", "gate, up input-gradient sums (backward)"),
                 false, ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (one add per value summed)"),
                 sums * tokens * h,
                 compiled ? ROOFLAB_TR_NOOP("rooflab::Explain",
                                            "bytes per layer (compiled: each extra b s h gradient read once more by "
                                            "the kernel the sum is fused into)")
                          : ROOFLAB_TR_NOOP("rooflab::Explain",
                                            "bytes per layer (eager: one add per extra b s h gradient, two read and "
                                            "the sum written)"),
                 sums * perSum * gradientBytes, layers, 1.0);
    // Eager: one add kernel per sum and layer; compiled: none of its own.
    ops.setLaunchesLast(compiled ? 0.0 : sums * layers);
}

} // namespace rooflab
