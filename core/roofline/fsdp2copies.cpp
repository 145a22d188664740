#include "core/roofline/fsdp2copies.h"

#include "core/base/translatable.h"
#include "core/model/frameworkknobs.h"
#include "core/model/frameworkprofile.h"

#include <algorithm>

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
