#include "plancommand.h"

#include "core/io/scenarioio.h"
#include "core/plan/layout.h"
#include "core/plan/planner.h"
#include "core/plan/servingplan.h"
#include "servingplantable.h"

#include <cstdio>
#include <iostream>
#include <string>

namespace {

std::string row(const rooflab::PlannedLayout& p) {
    const rooflab::Report& r = p.report;
    char figures[160];
    std::snprintf(figures, sizeof figures, "%4d %5d %10.3f %12.1f %6.1f %9.1f  %-12s ", p.rank, p.group, r.step.timeS,
                  r.step.tokensPerSecondPerGpu, r.step.mfu * 100.0, r.memory.total / (1024.0 * 1024 * 1024),
                  std::string(rooflab::fitVerdictId(r.memory.band.verdict)).c_str());
    return figures + rooflab::layoutOf(p.scenario).describe(p.scenario.model.arch.layers) + "  | " + p.why;
}

void printTable(const rooflab::PlanResult& result) {
    std::printf("%lld candidate layouts, %lld fit, in %.2f s\n", (long long)result.candidates,
                (long long)result.feasible, result.elapsedS);
    if (result.layouts.empty()) {
        std::printf("no layout fits%s\n", result.cancelled ? " (cancelled)" : "");
        return;
    }
    std::printf("rank group  step (s) tokens/s/GPU  MFU %% peak GiB  verdict       layout  | why\n");
    for (const rooflab::PlannedLayout& p : result.layouts)
        std::printf("%s\n", row(p).c_str());
}

} // namespace

int runPlanCommand(const rooflab::Scenario& scenario, int top, bool asJson, const rooflab::StepEfficiency* efficiency,
                   const rooflab::BenchResults* measured) {
    rooflab::PlanOptions options;
    options.top = top;
    options.efficiency = efficiency;
    if (measured)
        options.measured.push_back(measured);
    const rooflab::PlanResult result = rooflab::planLayouts(scenario, options);
    for (const std::string& error : result.errors)
        std::cerr << "rooflab-calc: error: " << error << "\n";
    for (const std::string& note : result.notes)
        std::cerr << "rooflab-calc: note: " << note << "\n";
    if (!result.errors.empty())
        return 2;
    if (asJson)
        std::cout << rooflab::planToJson(result);
    else if (result.serving)
        printServingPlanTable(result);
    else
        printTable(result);
    if (result.serving) // no layout meeting the SLOs: the note above says what the nearest reaches
        return rooflab::servingPlanMeets(result) ? 0 : 1;
    return result.layouts.empty() ? 1 : 0;
}
