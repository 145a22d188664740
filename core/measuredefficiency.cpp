#include "core/measuredefficiency.h"

namespace rooflab {

std::optional<StepEfficiency> measuredEfficiency(const Scenario& scenario, const BenchResults* run) {
    if (!run)
        return std::nullopt;
    const DType compute = scenario.precision.compute;
    StepEfficiency e = StepEfficiency::calibrateFromResults(*run, compute, scenario.gpu.peak(compute), scenario.gpu.bandwidth);
    if (!e.measured)
        return std::nullopt;
    return e;
}

const BenchResults* runForScenario(const std::vector<const BenchResults*>& runs, const Scenario& scenario) {
    // A run on another card says nothing about this one: only an exact database match counts.
    for (auto it = runs.rbegin(); it != runs.rend(); ++it) {
        const BenchResults* run = *it;
        if (run && !scenario.gpu.id.empty() && run->device.gpuId == scenario.gpu.id && measuredEfficiency(scenario, run))
            return run;
    }
    return nullptr;
}

} // namespace rooflab
