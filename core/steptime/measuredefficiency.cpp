#include "core/steptime/measuredefficiency.h"

namespace rooflab {
namespace {

// What calibrateFromResults would take from `run`: a usable GEMM point of the compute dtype
// (against a known peak) or a STREAM bandwidth (against a known datasheet bandwidth). Checked
// without building the curve.
bool calibrates(const BenchResults& run, const Scenario& scenario) {
    const DType compute = scenario.precision.compute;
    if (run.ceilings.streamBytesPerS > 0 && scenario.gpu.bandwidth > 0)
        return true;
    if (scenario.gpu.peak(compute) <= 0)
        return false;
    for (const BenchPoint& p : run.points)
        if (p.ok() && p.kind == BenchKind::Gemm && p.dtype == compute && p.flops > 0 && p.timeMedian > 0)
            return true;
    return false;
}

} // namespace

std::optional<StepEfficiency> measuredEfficiency(const Scenario& scenario, const BenchResults* run) {
    if (!run)
        return std::nullopt;
    const DType compute = scenario.precision.compute;
    StepEfficiency e =
        StepEfficiency::calibrateFromResults(*run, compute, scenario.gpu.peak(compute), scenario.gpu.bandwidth);
    if (!e.measured)
        return std::nullopt;
    return e;
}

const BenchResults* runForScenario(const std::vector<const BenchResults*>& runs, const Scenario& scenario) {
    // A run on another card says nothing about this one: only an exact database match counts.
    for (auto it = runs.rbegin(); it != runs.rend(); ++it) {
        const BenchResults* run = *it;
        if (run && !scenario.gpu.id.empty() && run->device.gpuId == scenario.gpu.id && calibrates(*run, scenario))
            return run;
    }
    return nullptr;
}

} // namespace rooflab
