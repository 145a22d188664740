#include "core/serving/servingcalibration.h"

#include "core/base/translatable.h"
#include "core/steptime/measuredefficiency.h"

#include <algorithm>

namespace rooflab {
namespace {

// The dtype the serving step's matmuls run in: fp8 weights run W8A8 GEMMs (as servingPeak).
DType servingDtype(const Scenario& sc) {
    const DType w = sc.inference.weightsDtype;
    return (w == DType::FP8_E4M3 || w == DType::FP8_E5M2) ? DType::FP8_E4M3 : sc.precision.compute;
}

// The run's forward products: decode GEMMs, squares and the forward pass of training-shaped
// points (a prefill runs forward only), as plain points.
BenchResults forwardGemms(const BenchResults& run) {
    BenchResults out;
    out.device = run.device;
    for (const BenchPoint& p : run.points) {
        if (p.kind != BenchKind::Gemm || (!p.pass.empty() && p.pass != "fwd"))
            continue;
        out.points.push_back(p);
        out.points.back().pass.clear();
    }
    return out;
}

// The longest chain's time per kernel, graph or eager; 0 when none was measured.
double perKernel(const BenchResults& run, bool graph) {
    const BenchPoint* longest = nullptr;
    for (const BenchPoint& p : run.points)
        if (p.ok() && p.kind == BenchKind::Chain && p.graph == graph && p.kernels > 0 && p.timeMedian > 0 &&
            (!longest || p.kernels > longest->kernels))
            longest = &p;
    return longest ? longest->timeMedian / longest->kernels : 0.0;
}

// The bandwidth of the largest decode read (a decode step streams all of this GPU's weights).
double largestRead(const BenchResults& run) {
    const BenchPoint* largest = nullptr;
    for (const BenchPoint& p : run.points)
        if (p.ok() && p.kind == BenchKind::Read && p.bytesPerS > 0 && (!largest || p.bytes > largest->bytes))
            largest = &p;
    return largest ? largest->bytesPerS : 0.0;
}

bool hasDecodeGemms(const BenchResults& run, DType dtype) {
    return std::any_of(run.points.begin(), run.points.end(), [dtype](const BenchPoint& p) {
        return p.ok() && p.kind == BenchKind::Gemm && p.dtype == dtype && p.batch > 0 && p.timeMedian > 0;
    });
}

} // namespace

std::optional<ServingCalibration> servingCalibration(const Scenario& sc, const BenchResults& run) {
    if (!measurementMismatch(run, sc).empty())
        return std::nullopt;
    const DType dtype = servingDtype(sc);
    ServingCalibration c;
    c.decodeGemms = hasDecodeGemms(run, dtype);
    const double read = largestRead(run);
    c.decodeRead = read > 0 && sc.gpu.bandwidth > 0;
    c.eagerLaunchS = perKernel(run, false);
    c.graphLaunchS = perKernel(run, true);
    if (!c.decodeGemms && !c.decodeRead && c.eagerLaunchS <= 0 && c.graphLaunchS <= 0)
        return std::nullopt;
    const std::optional<StepEfficiency> step = measuredEfficiency(sc, &run);
    c.efficiency = step ? *step : StepEfficiency::published();
    if (c.decodeGemms) {
        const StepEfficiency forward =
            StepEfficiency::calibrateFromResults(forwardGemms(run), dtype, sc.gpu.peak(dtype), sc.gpu.bandwidth);
        c.efficiency.gemm = forward.gemm;
        c.efficiency.timedOccupancy = forward.timedOccupancy;
        c.efficiency.gemmByType.clear();
        c.efficiency.fp8Scale = 1.0; // the points are the serving dtype's own, over its own peak
    }
    if (c.decodeRead)
        c.efficiency.memoryFraction = std::min(1.0, read / sc.gpu.bandwidth);
    if (c.graphLaunchS > 0)
        c.efficiency.launchGapS = c.graphLaunchS;
    c.efficiency.measured = true;
    c.source = "decode probes measured on " + (run.device.name.empty() ? std::string("this GPU") : run.device.name);
    c.efficiency.source = c.source;
    return c;
}

ServingMeasurement servingMeasurement(const Scenario& sc, const std::vector<const BenchResults*>& runs) {
    ServingMeasurement m;
    for (auto it = runs.rbegin(); it != runs.rend(); ++it)
        if (*it && (m.calibration = servingCalibration(sc, **it)))
            return m;
    if (runs.empty() || !runs.back())
        return m;
    // Why not, said of the last run (the one the user loaded or swept last). A run of this GPU
    // without decode probes still calibrates the step time, whose efficiencies the serving step reads.
    const BenchResults& last = *runs.back();
    const std::string mismatch = measurementMismatch(last, sc);
    const std::string device = last.device.name.empty() ? std::string("this GPU") : last.device.name;
    m.refusal = mismatch.empty()
                    ? coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                  "the results measured on %1 have no decode probes (rooflab-bench "
                                                  "--sweep decode): the serving figures use the efficiencies they "
                                                  "calibrate for the step time, not measured decode steps"),
                                  {device})
                    : coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                  "the published serving figures are used: the results file (%1) "
                                                  "cannot calibrate this GPU"),
                                  {mismatch});
    return m;
}

void applyServingCalibration(const ServingCalibration& c, bool cudaGraphs, ServingHardware& hw) {
    const double measured = cudaGraphs ? c.graphLaunchS : c.eagerLaunchS;
    if (measured <= 0)
        return;
    hw.launchS = measured;
    hw.launchSource =
        c.source + (cudaGraphs ? " (kernel chains as a CUDA graph)" : " (kernel chains launched eagerly)");
}

} // namespace rooflab
