#include "servingplantable.h"

#include "core/plan/servingplan.h"
#include "core/plan/servingplanspace.h"

#include <cstdio>

namespace {

std::string row(const rooflab::PlannedLayout& p) {
    const rooflab::ServingReport s = p.report.serving.value_or(rooflab::ServingReport{});
    char figures[200];
    std::snprintf(figures, sizeof figures, "%4d %5d %9.3f %9.1f %10.1f %9.2f  %-4s ", p.rank, p.scenario.parallel.gpus,
                  s.ttftS, s.tpotS * 1e3, s.outputTokensPerSPerGpu, s.requestsPerS,
                  s.fits && !s.saturated && s.ttftSloMet && s.tpotSloMet ? "yes" : "no");
    return figures + rooflab::describeServingLayout(p.scenario) + "  | " + p.why;
}

} // namespace

void printServingPlanTable(const rooflab::PlanResult& result) {
    std::printf("%lld candidate serving layouts, %lld meet the SLOs, in %.2f s\n", (long long)result.candidates,
                (long long)result.feasible, result.elapsedS);
    if (result.layouts.empty()) {
        std::printf("no layout fits%s\n", result.cancelled ? " (cancelled)" : "");
        return;
    }
    // --measured: whether the decode probes calibrated the figures (the best layout's say), or why not.
    const rooflab::ServingReport best = result.layouts.front().report.serving.value_or(rooflab::ServingReport{});
    if (best.calibrated)
        std::printf("calibrated on your GPU: %s\n", best.calibration.c_str());
    else if (!best.calibration.empty())
        std::printf("note: %s\n", best.calibration.c_str());
    std::printf("rank  GPUs  TTFT (s) TPOT (ms) tok/s/GPU     req/s  SLO  layout  | why\n");
    for (const rooflab::PlannedLayout& p : result.layouts)
        std::printf("%s\n", row(p).c_str());
}
