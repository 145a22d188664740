#include "core/roofline/fsdp2copies.h"

#include "core/base/translatable.h"
#include "core/model/frameworkknobs.h"
#include "core/model/frameworkprofile.h"

#include <algorithm>
#include <cstdint>

namespace rooflab {

bool copiesLikeFsdp2(const Scenario& sc) {
    return sc.training.implementation == Implementation::Torchtitan && sc.parallel.zeroStage == 3 &&
           sc.parallel.dataParallel() > 1;
}

double fsdp2CopyBytesPerParameter(const Scenario& sc) {
    if (!copiesLikeFsdp2(sc))
        return 0;
    const double gathered = gatheredBytesPerParameter(sc, true);
    const double gathers = keepsGatheredLayers(sc) ? 1.0 : 2.0;
    // The unsharded gradient is in the parameters' compute dtype (FSDP2's param_dtype); _chunk_cat
    // writes it in the reduce dtype (fp32 under torchtitan's mixed_precision_reduce default).
    const double gradient = dtypeBytes(sc.precision.activations);
    const double reduce = dtypeBytes(gradientReduceDType(sc));
    if (pipelineSyncsFsdpOncePerStep(sc)) {
        // Pipelined, FSDP2 gathers once a step when it keeps the layers (else as below) and
        // reduces once: each micro-batch's gradient is upcast into the accumulated one
        // (_fsdp_param.py to_accumulated_grad_if_needed on the first, then
        // accumulate_unsharded_grad_if_needed: reduce += gradient), and the last backward copies
        // the accumulated gradient into the reduce-scatter's input. Per micro-batch, averaged.
        const double m = double(std::max<std::int64_t>(1, sc.training.gradAccum));
        const double gatherCopies = keepsGatheredLayers(sc) ? 2.0 * gathered / m : 2.0 * gathered * gathers;
        const double accumulate = (gradient + reduce) + (m - 1.0) * (gradient + 2.0 * reduce);
        return gatherCopies + (accumulate + 2.0 * reduce) / m;
    }
    return 2.0 * gathered * gathers + gradient + reduce;
}

void addFsdp2CopyOps(OpBuilder& ops, const Scenario& sc, double layers) {
    const double perParameter = fsdp2CopyBytesPerParameter(sc);
    if (perParameter <= 0)
        return;
    // FSDP2 gathers the tensor-parallel shard of each layer.
    const Architecture& a = sc.model.arch;
    const double parameters = double(countParameters(a).perLayer) / std::max(1, sc.parallel.tensorParallel);
    ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "FSDP2 copy-out and copy-in"), false,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (copies: none)"), 0.0,
                 ROOFLAB_TR_NOOP("rooflab::Explain",
                                 "bytes per layer (gathered weights read and written per all-gather, gradients "
                                 "read and written in the reduction dtype)"),
                 parameters * perParameter, layers, 1.0);
}

} // namespace rooflab
