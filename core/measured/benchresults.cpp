#include "core/measured/benchresults.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace rooflab {

double theoreticalBandwidth(double memoryClockKHz, int busWidthBits) {
    if (memoryClockKHz <= 0 || busWidthBits <= 0)
        return 0;
    return 2.0 * memoryClockKHz * 1e3 * (static_cast<double>(busWidthBits) / 8.0);
}

std::string BenchDevice::computeCapability() const {
    return std::to_string(ccMajor) + "." + std::to_string(ccMinor);
}

std::string cudaVersionString(int version) {
    if (version <= 0)
        return "unknown";
    return std::to_string(version / 1000) + "." + std::to_string((version % 1000) / 10);
}

std::string_view benchKindId(BenchKind kind) {
    switch (kind) {
    case BenchKind::Gemm:
        return "gemm";
    case BenchKind::Stream:
        return "stream";
    case BenchKind::Intensity:
        return "intensity";
    case BenchKind::L2:
        return "l2";
    case BenchKind::Launch:
        return "launch";
    case BenchKind::Read:
        return "read";
    case BenchKind::Chain:
        return "chain";
    }
    return "gemm";
}

bool parseBenchKind(std::string_view text, BenchKind& out) {
    for (BenchKind k : {BenchKind::Gemm, BenchKind::Stream, BenchKind::Intensity, BenchKind::L2, BenchKind::Launch,
                        BenchKind::Read, BenchKind::Chain}) {
        if (benchKindId(k) == text) {
            out = k;
            return true;
        }
    }
    return false;
}

void BenchPoint::deriveRates() {
    intensity = bytes > 0 ? flops / bytes : 0;
    flopsPerS = timeMedian > 0 ? flops / timeMedian : 0;
    bytesPerS = timeMedian > 0 ? bytes / timeMedian : 0;
}

std::vector<std::string> ClockSample::reasonNames() const {
    // NVML's nvmlClocksEventReason* bits (formerly nvmlClocksThrottleReason*).
    static const std::pair<std::uint64_t, const char*> names[] = {
        {0x1, "gpu-idle"},
        {0x2, "applications-clocks-setting"},
        {0x4, "sw-power-cap"},
        {0x8, "hw-slowdown"},
        {0x10, "sync-boost"},
        {0x20, "sw-thermal-slowdown"},
        {0x40, "hw-thermal-slowdown"},
        {0x80, "hw-power-brake-slowdown"},
        {0x100, "display-clock-setting"},
    };
    std::vector<std::string> out;
    std::uint64_t known = 0;
    for (const auto& [bit, name] : names) {
        known |= bit;
        if (clocksEventReasons & bit)
            out.emplace_back(name);
    }
    if (clocksEventReasons & ~known)
        out.emplace_back("other");
    return out;
}

int flagLowClockPoints(BenchResults& results) {
    double maxMHz = results.clocksStart.valid ? results.clocksStart.smClockMaxMHz : 0;
    if (maxMHz <= 0 && results.clocksEnd.valid)
        maxMHz = results.clocksEnd.smClockMaxMHz;
    if (maxMHz <= 0)
        maxMHz = results.device.smClockKHz / 1e3;
    int flagged = 0;
    for (BenchPoint& p : results.points) {
        p.smClockLow = maxMHz > 0 && p.smClockMHz > 0 && p.smClockMHz < kLowClockFraction * maxMHz;
        flagged += p.smClockLow;
    }
    return flagged;
}

MeasuredCeilings computeCeilings(const std::vector<BenchPoint>& points) {
    MeasuredCeilings c;
    for (const BenchPoint& p : points) {
        if (!p.ok())
            continue;
        if (p.relativeError >= 0 && !p.verified)
            continue; // a check ran and failed: the number is not trustworthy
        if (!std::isfinite(p.flopsPerS) || !std::isfinite(p.bytesPerS))
            continue;
        switch (p.kind) {
        case BenchKind::Gemm:
            if (p.flopsPerS > 0) {
                double& best = c.gemmFlopsPerS[p.dtype];
                best = std::max(best, p.flopsPerS);
            }
            break;
        case BenchKind::Stream:
            if (p.bytesPerS > c.streamBytesPerS) {
                c.streamBytesPerS = p.bytesPerS;
                c.streamPoint = p.name;
            }
            break;
        case BenchKind::Intensity:
            if (p.flopsPerS > 0) {
                double& best = c.vectorFlopsPerS[p.dtype];
                best = std::max(best, p.flopsPerS);
            }
            c.intensityBytesPerS = std::max(c.intensityBytesPerS, p.bytesPerS);
            break;
        case BenchKind::L2:
            c.l2BytesPerS = std::max(c.l2BytesPerS, p.bytesPerS);
            break;
        case BenchKind::Launch:
            if (p.timeMedian > 0 && (c.launchSeconds <= 0 || p.timeMedian < c.launchSeconds))
                c.launchSeconds = p.timeMedian;
            break;
        case BenchKind::Read:  // decode probes: read by the serving calibration
        case BenchKind::Chain: // (core/serving/servingcalibration.h), no roofline ceiling
            break;
        }
    }
    return c;
}

} // namespace rooflab
