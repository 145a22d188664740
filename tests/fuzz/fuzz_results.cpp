// Fuzz target: a GPU benchmark results file (docs/results-format.md), as the GPU panel's
// "Load results", rooflab-calc --measured and the roofline overlay read it. Every input is
// refused with a message or accepted; an accepted run writes back to a file that reloads to the
// same text, gives finite ceilings, and calibrates the step time of the scenario on its GPU
// without a negative or non-finite figure in the report.
#include "tests/fuzz/fuzzcheck.h"

#include "core/evaluate.h"
#include "core/io/hardwaredb.h"
#include "core/io/reportio.h"
#include "core/io/scenarioio.h"
#include "core/measured/benchresults.h"
#include "core/steptime/measuredefficiency.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

void requireSaneCeilings(const rooflab::MeasuredCeilings& c) {
    using rooflab::fuzz::require;
    for (const auto& [dtype, rate] : c.gemmFlopsPerS)
        require(std::isfinite(rate) && rate >= 0, "a measured GEMM ceiling is negative or not finite");
    for (const auto& [dtype, rate] : c.vectorFlopsPerS)
        require(std::isfinite(rate) && rate >= 0, "a measured vector ceiling is negative or not finite");
    for (double rate : {c.streamBytesPerS, c.intensityBytesPerS, c.l2BytesPerS, c.launchSeconds})
        require(std::isfinite(rate) && rate >= 0, "a measured bandwidth or launch time is negative or not finite");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace rooflab;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    BenchResults run;
    std::string error;
    if (!parseBenchResults(text, run, error)) {
        fuzz::require(!error.empty() && error.size() < 2000, "a refused results file gives no or an unbounded reason",
                      error);
        return 0;
    }
    requireSaneCeilings(run.ceilings);
    requireSaneCeilings(computeCeilings(run.points));
    flagLowClockPoints(run);
    (void)toCsv(run);

    // Save and reload: the same document.
    const std::string saved = toJson(run);
    BenchResults reloaded;
    fuzz::require(parseBenchResults(saved, reloaded, error), "a saved results file is refused on reloading",
                  saved.substr(0, 2000) + "\n" + error);
    fuzz::require(toJson(reloaded) == saved, "a reloaded results file saves differently", saved.substr(0, 4000));

    // The run calibrates the step time of a scenario on its GPU (the window does this when the
    // scenario's GPU is the one measured).
    Scenario scenario = defaultScenario();
    if (const GpuSpec* gpu = HardwareDb::builtin().find(run.device.gpuId))
        scenario.gpu = *gpu;
    if (!validateScenario(scenario).empty() || !runForScenario({&run}, scenario))
        return 0;
    const std::optional<StepEfficiency> efficiency = measuredEfficiency(scenario, &run);
    if (!efficiency)
        return 0;
    for (const auto& [flops, fraction] : efficiency->gemm.points)
        fuzz::require(std::isfinite(flops) && flops > 0 && std::isfinite(fraction) && fraction > 0,
                      "a measured GEMM efficiency point is not a positive finite number");
    fuzz::require(std::isfinite(efficiency->memoryFraction) && efficiency->memoryFraction > 0,
                  "a measured bandwidth fraction is not a positive finite number");
    fuzz::requireSaneReportJson(reportToJson(scenario, evaluate(scenario, nullptr, &*efficiency)));
    return 0;
}
