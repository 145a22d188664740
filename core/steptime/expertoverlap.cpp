#include "core/steptime/expertoverlap.h"

#include "core/steptime/expertcomm.h"

#include <algorithm>

namespace rooflab {
namespace {

constexpr const char* kSourceCombined1F1B =
    "Megatron-LM d98e8a64dd, megatron/core/pipeline_parallel/combined_1f1b.py, schedules.py";

} // namespace

double unpairedChunkShare(int stages, int virtualStages, int microBatches) {
    const int m = std::max(1, microBatches);
    if (stages <= 1)
        return 1.0 / m; // the first forward and the last backward: one micro-batch's worth
    const int v = std::max(1, virtualStages);
    const double warmup = 2.0 * (stages - 1) + double(v - 1) * stages + 1.0;
    return std::min(1.0, warmup / (double(m) * v));
}

Traced combinedOneFOneBExposedAllToAll(Trace* trace, const Traced& allToAll, const Traced& compute,
                                       double unpairedShare) {
    using F = Formula;
    const char* unpairedName = ROOFLAB_TR_NOOP("rooflab::Explain", "share of chunks run unpaired (warm-up, cool-down)");
    const Traced unpaired =
        F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "all-to-all of the unpaired chunks"), Unit::Seconds,
                   kSourceCombined1F1B)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "expert all-to-all"), allToAll, Unit::Seconds)
            .times(unpairedName, unpairedShare, Unit::Ratio)
            .result();
    const char* excessName = ROOFLAB_TR_NOOP("rooflab::Explain", "all-to-all beyond the compute beside it");
    const Traced excess = allToAllBeyondCompute(trace, excessName, kSourceCombined1F1B, allToAll, compute);
    const Traced beyond =
        F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "paired all-to-all beyond the compute beside it"),
                   Unit::Seconds, kSourceCombined1F1B)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "share of chunks run in pairs"), 1.0 - unpairedShare,
                   Unit::Ratio)
            .times(excessName, excess, Unit::Seconds)
            .result();
    return F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed expert all-to-all (combined 1F1B)"),
                  Unit::Seconds, kSourceCombined1F1B)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "all-to-all of the unpaired chunks"), unpaired, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "paired all-to-all beyond the compute beside it"), beyond,
              Unit::Seconds)
        .result();
}

} // namespace rooflab
