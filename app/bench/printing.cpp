#include "printing.h"

#include <cmath>
#include <cstdio>

namespace rooflab::bench {

std::string fmtSeconds(double s) {
    if (!std::isfinite(s) || s < 0)
        return "?";
    const long t = std::lround(s);
    char buf[32];
    if (t >= 3600)
        std::snprintf(buf, sizeof buf, "%ldh%02ldm", t / 3600, (t / 60) % 60);
    else if (t >= 60)
        std::snprintf(buf, sizeof buf, "%ldm%02lds", t / 60, t % 60);
    else
        std::snprintf(buf, sizeof buf, "%lds", t);
    return buf;
}

std::string fmtRate(double v, const char* unit) {
    const char* prefixes[] = {"", "k", "M", "G", "T", "P"};
    int i = 0;
    while (v >= 1000 && i < 5) {
        v /= 1000;
        ++i;
    }
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.1f %s%s", v, prefixes[i], unit);
    return buf;
}

void printDevice(const BenchDevice& d) {
    std::printf("device %d: %s\n", d.index, d.name.c_str());
    std::printf("  compute capability %s, %d SMs, SM clock %.0f MHz\n", d.computeCapability().c_str(), d.smCount,
                d.smClockKHz / 1e3);
    std::printf("  memory %.1f GiB, %d-bit bus at %.0f MHz: %.0f GB/s theoretical, L2 %.1f MiB\n",
                d.memoryBytes / 1073741824.0, d.busWidthBits, d.memoryClockKHz / 1e3, d.theoreticalBandwidth / 1e9,
                d.l2Bytes / 1048576.0);
    std::printf("  driver (CUDA) %s, runtime %s, cuBLASLt %lld\n", cudaVersionString(d.driverVersion).c_str(),
                cudaVersionString(d.runtimeVersion).c_str(), static_cast<long long>(d.cublasVersion));
    std::printf("  gpus.json entry: %s\n", d.gpuId.empty() ? "(none matched)" : d.gpuId.c_str());
}

std::string describePoint(const BenchPoint& p) {
    std::string s = p.name + " " + std::string(dtypeId(p.dtype)) + ": ";
    if (!p.ok())
        return s + "FAILED: " + p.error;
    char buf[96];
    if (p.kind == BenchKind::Stream || p.kind == BenchKind::L2 || p.kind == BenchKind::Read) {
        s += fmtRate(p.bytesPerS, "B/s");
    } else if (p.kind == BenchKind::Chain) {
        std::snprintf(buf, sizeof buf, "%.1f us per step, %.2f us per kernel", p.timeMedian * 1e6,
                      p.kernels > 0 ? p.timeMedian * 1e6 / p.kernels : 0.0);
        s += buf;
    } else if (p.kind == BenchKind::Launch) {
        std::snprintf(buf, sizeof buf, "%.2f us per launch", p.timeMedian * 1e6);
        s += buf;
    } else {
        s += fmtRate(p.flopsPerS, "FLOP/s") + ", " + fmtRate(p.bytesPerS, "B/s");
    }
    std::snprintf(buf, sizeof buf, " (median %.3g ms of %d", p.timeMedian * 1e3, p.repetitions);
    s += buf;
    if (p.launchesPerSample > 1)
        s += " x" + std::to_string(p.launchesPerSample);
    s += ")";
    if (p.relativeError >= 0) {
        std::snprintf(buf, sizeof buf, ", check %s (rel. err %.2g)", p.verified ? "ok" : "FAILED", p.relativeError);
        s += buf;
    }
    if (p.kind == BenchKind::Gemm && !p.l2Flushed)
        s += ", L2 warm";
    if (p.smClockMHz > 0) {
        std::snprintf(buf, sizeof buf, ", SM %.0f MHz", p.smClockMHz);
        s += buf;
        if (p.smClockSamples > 1) {
            std::snprintf(buf, sizeof buf, " (mean of %d, %.0f-%.0f)", p.smClockSamples, p.smClockMinMHz,
                          p.smClockMaxMHz);
            s += buf;
        }
    }
    if (p.soakSeconds > 0) {
        std::snprintf(buf, sizeof buf, ", soaked %.1f s", p.soakSeconds);
        s += buf;
    }
    return s;
}

std::string describeClocks(const ClockSample& c) {
    if (!c.valid)
        return "no reading";
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  "SM %.0f of %.0f MHz, memory %.0f of %.0f MHz, %.0f C, %.0f W (power limit %.0f W, "
                  "default %.0f W, enforced %.0f W)",
                  c.smClockMHz, c.smClockMaxMHz, c.memoryClockMHz, c.memoryClockMaxMHz, c.temperatureC, c.powerW,
                  c.powerLimitW, c.defaultPowerLimitW, c.enforcedPowerLimitW);
    std::string s = buf;
    const auto reasons = c.reasonNames();
    if (!reasons.empty()) {
        s += ", clocks held by:";
        for (const auto& r : reasons)
            s += " " + r;
    }
    return s;
}

} // namespace rooflab::bench
