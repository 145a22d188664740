#include "core/steptime/optimizerbuckets.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

// apex/contrib/optimizers/distributed_fused_adam.py at 3c19f106: bucket_cap_mb=100, bucket
// size 1024 x 1024 x bucket_cap_mb / the grad sync dtype's bytes; NeMo v1.11.0 leaves the
// grad sync dtype at the optimizer's dtype, fp32 (megatron_gpt_model.py setup_optimization
// passes only param_sync_dtype).
constexpr double kApexBucketBytes = 100.0 * 1024.0 * 1024.0;
constexpr double kApexGradSyncBytes = 4.0;

} // namespace

double dataParallelSyncBuckets(const Scenario& sc, double paramsHere) {
    if (sc.training.implementation != Implementation::Megatron || sc.parallel.zeroStage != 2 || !(paramsHere > 0))
        return 1.0;
    return std::max(1.0, std::ceil(paramsHere / (kApexBucketBytes / kApexGradSyncBytes)));
}

} // namespace rooflab
