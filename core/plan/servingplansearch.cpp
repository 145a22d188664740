#include "core/plan/servingplansearch.h"

#include "core/model/scenariovalidation.h"
#include "core/serving/servingmodel.h"

#include <algorithm>

namespace rooflab {

namespace {

ServingReport servingAt(const Scenario& fixed, const ServingShape& shape, int replicas, const PlanOptions& options,
                        const ServingMeasurement& measurement) {
    Scenario sc = fixed;
    applyServingShape(shape, replicas, sc);
    return servingFigures(sc, options, measurement);
}

bool cancelled(const std::atomic<bool>* cancel) {
    return cancel && cancel->load(std::memory_order_relaxed);
}

} // namespace

ServingMeasurement layoutMeasurement(const Scenario& layout, const PlanOptions& options) {
    return servingMeasurement(layout, options.measured);
}

ServingReport servingFigures(const Scenario& layout, const PlanOptions& options,
                             const ServingMeasurement& measurement) {
    const ServingCalibration* calibration = measurement.calibration ? &*measurement.calibration : nullptr;
    ServingReport figures = computeServing(layout, nullptr, options.efficiency, calibration);
    if (!calibration)
        figures.calibration = measurement.refusal;
    return figures;
}

bool meetsServingSlo(const ServingReport& s) {
    return s.fits && !s.saturated && s.ttftSloMet && s.tpotSloMet;
}

double sloShortfall(const ServingConfig& config, const ServingReport& s, std::string* binding) {
    double worst = 0;
    const auto consider = [&](double ratio, const char* name) {
        if (ratio > worst) {
            worst = ratio;
            if (binding)
                *binding = name;
        }
    };
    if (config.ttftSlo)
        consider(s.ttftS / *config.ttftSlo, "ttft");
    if (config.tpotSlo)
        consider(s.tpotS / *config.tpotSlo, "tpot");
    if (s.saturated && s.saturationRequestsPerS > 0)
        consider(config.requestRate / s.saturationRequestsPerS, "rate");
    return s.fits ? worst : 1e300;
}

bool searchServingShape(const Scenario& fixed, const ServingShape& shape, ReplicaRange range,
                        const PlanOptions& options, ServingCandidate& out) {
    out.shape = shape;
    out.replicas = range.lo;
    Scenario first = fixed;
    applyServingShape(shape, range.lo, first);
    out.invalid = validateScenario(first);
    if (!out.invalid.empty())
        return true;
    // Memory does not depend on the replicas: the first count says whether the shape fits.
    const ServingMeasurement measurement = layoutMeasurement(first, options);
    const ServingReport atLo = servingFigures(first, options, measurement);
    out.serving = atLo;
    out.fits = atLo.fits;
    if (!out.fits)
        return true;
    out.replicas = range.hi;
    out.serving = range.hi == range.lo ? atLo : servingAt(fixed, shape, range.hi, options, measurement);
    out.meets = meetsServingSlo(out.serving);
    if (!out.meets)
        return true;
    // Bisection between a count that misses (below lo: none) and one that meets.
    int missing = range.lo - 1, meeting = range.hi;
    if (meetsServingSlo(atLo))
        meeting = range.lo, out.serving = atLo;
    else
        missing = range.lo, out.oneFewer = atLo;
    while (meeting - missing > 1) {
        if (cancelled(options.cancel))
            return false;
        const int mid = missing + (meeting - missing) / 2;
        ServingReport at = servingAt(fixed, shape, mid, options, measurement);
        if (meetsServingSlo(at))
            meeting = mid, out.serving = std::move(at);
        else
            missing = mid, out.oneFewer = std::move(at);
    }
    out.replicas = meeting;
    out.meetingLayouts = std::int64_t(range.hi) - meeting + 1;
    // What one replica fewer misses, also below the searched range: the reason for this count.
    if (missing < 1)
        out.oneFewer.reset();
    else if (missing < range.lo || !out.oneFewer)
        out.oneFewer = servingAt(fixed, shape, missing, options, measurement);
    return true;
}

} // namespace rooflab
