#include "core/steptime/measuredefficiency.h"

#include "core/base/fieldlimits.h"
#include "core/base/jsonreader.h"
#include "core/base/translatable.h"

#include <cctype>
#include <cmath>

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

std::string lowered(std::string text) {
    for (char& c : text)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

std::string teraText(double perSecond) {
    return messageArgument(perSecond / 1e12);
}

// The card itself: database id, memory, SMs and, for a custom GPU, the name; empty when it is.
std::string deviceMismatch(const BenchDevice& device, const GpuSpec& gpu, bool customGpu) {
    const std::string measuredOn = device.name.empty() ? std::string("an unnamed device") : device.name;
    if (device.gpuId.empty() || gpu.id.empty() || device.gpuId == "custom" || device.gpuId != gpu.id)
        return coreMessage(
            ROOFLAB_TR_NOOP("rooflab::Messages", "measured on %1 (%2), not on the scenario's %3"),
            {measuredOn, device.gpuId.empty() ? std::string("not in the GPU database") : device.gpuId, gpu.id});
    if (customGpu && lowered(device.name) != lowered(gpu.name))
        return coreMessage(
            ROOFLAB_TR_NOOP("rooflab::Messages", "measured on %1; the scenario's custom GPU \"%2\" only shares its id"),
            {measuredOn, gpu.name});
    const double capacity = gpu.cudaTotal();
    if (device.memoryBytes > 0 && capacity > 0 && std::abs(device.memoryBytes / capacity - 1.0) > 0.10)
        return coreMessage(
            ROOFLAB_TR_NOOP("rooflab::Messages", "measured on a card with %1 GB, the scenario's has %2 GB"),
            {messageArgument(device.memoryBytes / 1e9), messageArgument(capacity / 1e9)});
    if (device.smCount > 0 && gpu.smCount > 0 && device.smCount != gpu.smCount)
        return coreMessage(
            ROOFLAB_TR_NOOP("rooflab::Messages", "measured on a card with %1 SMs, the scenario's has %2"),
            {messageArgument(device.smCount), messageArgument(gpu.smCount)});
    return {};
}

// Rates no healthy run on this card gives: a GEMM above the dense peak (an MFU above 100 %), or
// GEMM or STREAM rates that would make a step last forever; empty when every rate is plausible.
std::string implausibleRate(const BenchResults& run, const Scenario& scenario) {
    const DType compute = scenario.precision.compute;
    const double peak = scenario.gpu.peak(compute);
    for (const BenchPoint& p : run.points) {
        if (!p.ok() || p.kind != BenchKind::Gemm || p.dtype != compute || p.flops <= 0 || p.timeMedian <= 0 ||
            peak <= 0)
            continue;
        const double rate = p.flopsPerS > 0 ? p.flopsPerS : p.flops / p.timeMedian;
        if (!limits::measuredFraction.contains(rate / peak))
            return coreMessage(
                ROOFLAB_TR_NOOP("rooflab::Messages",
                                "%1 measured %2 TFLOP/s against a dense peak of %3 TFLOP/s: implausible"),
                {shortened(p.name), teraText(rate), teraText(peak)});
    }
    const double stream = run.ceilings.streamBytesPerS;
    if (stream > 0 && scenario.gpu.bandwidth > 0 && stream / scenario.gpu.bandwidth < limits::measuredFraction.min)
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "STREAM measured %1 TB/s against %2 TB/s: implausible"),
                           {teraText(stream), teraText(scenario.gpu.bandwidth)});
    if (!limits::launchOverheadS.contains(run.ceilings.launchSeconds))
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "a launch overhead of %1 s is implausible"),
                           {messageArgument(run.ceilings.launchSeconds)});
    return {};
}

} // namespace

std::string measurementMismatch(const BenchResults& run, const Scenario& scenario) {
    if (std::string problem = deviceMismatch(run.device, scenario.gpu, scenario.customGpu); !problem.empty())
        return problem;
    if (!calibrates(run, scenario))
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                           "has no GEMM of the scenario's compute dtype and no STREAM bandwidth"));
    return implausibleRate(run, scenario);
}

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
    for (auto it = runs.rbegin(); it != runs.rend(); ++it)
        if (*it && measurementMismatch(**it, scenario).empty())
            return *it;
    return nullptr;
}

} // namespace rooflab
