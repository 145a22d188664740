#include "core/measured/gemmcurvepoints.h"

#include <map>
#include <string>
#include <tuple>

namespace rooflab {
namespace {

bool usable(const BenchPoint& p, DType dtype) {
    return p.ok() && p.kind == BenchKind::Gemm && p.dtype == dtype && p.flops > 0 && p.timeMedian > 0;
}

double rateOf(const BenchPoint& p) {
    return p.flopsPerS > 0 ? p.flopsPerS : p.flops / p.timeMedian;
}

GemmCurvePoint single(const BenchPoint& p) {
    return {p.flops, rateOf(p), p.m, p.n, p.k, false};
}

// The forward product's shape of a training pass: dgrad ran (m, k, n), wgrad (k, n, m).
std::tuple<std::int64_t, std::int64_t, std::int64_t> forwardShape(const BenchPoint& p) {
    if (p.pass == "dgrad")
        return {p.m, p.k, p.n};
    if (p.pass == "wgrad")
        return {p.k, p.n, p.m};
    return {p.m, p.n, p.k};
}

// A projection's passes: by role and forward shape, each pass's point.
using Key = std::tuple<std::string, std::int64_t, std::int64_t, std::int64_t>;
using Passes = std::map<std::string, const BenchPoint*>;

std::vector<GemmCurvePoint> mergedPasses(const std::map<Key, Passes>& projections) {
    std::vector<GemmCurvePoint> out;
    for (const auto& [key, passes] : projections) {
        if (passes.size() != 3) {
            for (const auto& [name, point] : passes)
                out.push_back(single(*point));
            continue;
        }
        double flops = 0, seconds = 0;
        for (const auto& [name, point] : passes) {
            flops += point->flops;
            seconds += point->flops / rateOf(*point);
        }
        const auto& [role, m, n, k] = key;
        out.push_back({flops / 3.0, flops / seconds, m, n, k, true});
    }
    return out;
}

} // namespace

std::vector<GemmCurvePoint> gemmCurvePoints(const BenchResults& results, DType dtype) {
    std::map<Key, Passes> projections;
    for (const BenchPoint& p : results.points) {
        if (!usable(p, dtype) || p.pass.empty())
            continue;
        const auto [m, n, k] = forwardShape(p);
        projections[{p.role, m, n, k}][p.pass] = &p; // a repeated pass: the last one measured
    }
    if (!projections.empty())
        return mergedPasses(projections);
    std::vector<GemmCurvePoint> out;
    for (const BenchPoint& p : results.points)
        if (usable(p, dtype))
            out.push_back(single(p));
    return out;
}

} // namespace rooflab
