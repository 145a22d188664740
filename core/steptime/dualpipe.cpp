#include "core/steptime/dualpipe.h"

#include "core/steptime/expertcomm.h"

#include <algorithm>

namespace rooflab {
namespace {

constexpr const char* kSourceDualPipe =
    "deepseek-ai/DualPipe README at 89f5de1 (bubble table); DeepSeek-V3 report 3.2.1";

} // namespace

double forwardShare(const FlopsReport& flops) {
    if (!(flops.stepModel > 0) || !(flops.stepHardware >= flops.stepModel))
        return 1.0 / 3.0;
    return flops.stepModel / (3.0 * flops.stepHardware);
}

double dualPipeBubbleFraction(int stages, int microBatches, double forward) {
    if (stages <= 2 || microBatches < 1)
        return 0.0;
    // (F&B + B - 3W) / (F + B) with F&B = F + B, W = F, F + B = 1: 2 - 4 F.
    const double perChunk = std::max(0.0, 2.0 - 4.0 * forward);
    return (stages / 2 - 1) * perChunk / microBatches;
}

Traced dualPipeBubble(Trace* trace, const Traced& idealTime, int stages, int microBatches, double forward) {
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline bubble"), Unit::Seconds,
                            kSourceDualPipe)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "ideal pipeline time"), idealTime, Unit::Seconds)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "DualPipe: pipeline stages / 2 - 1"), double(stages / 2 - 1),
               Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain",
                               "(F&B + B - 3W) / (F + B) = 2 - 4 x forward share (F&B = F + B, W = F)"),
               std::max(0.0, 2.0 - 4.0 * forward), Unit::Plain)
        .over(ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batches per step (gradient accumulation)"),
              double(microBatches), Unit::Plain)
        .result();
}

Traced dualPipeExposedAllToAll(Trace* trace, const Traced& allToAll, const Traced& compute) {
    return allToAllBeyondCompute(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed expert all-to-all (DualPipe)"),
                                 kSourceDualPipe, allToAll, compute);
}

} // namespace rooflab
