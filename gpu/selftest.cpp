#include "gpu/selftest.h"

#include "core/io/hardwaredb.h"
#include "gpu/sweepplan.h"

#include <chrono>
#include <cmath>
#include <cstdio>

namespace rooflab::gpu {

namespace {

using Status = SelfTestCheck::Status;

std::string fmt(const char* format, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, format, v);
    return buf;
}

std::string rate(double v, const char* unit) {
    const char* prefixes[] = {"", "k", "M", "G", "T", "P"};
    int i = 0;
    while (v >= 1000 && i < 5) {
        v /= 1000;
        ++i;
    }
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.3g %s%s", v, prefixes[i], unit);
    return buf;
}

class Checker {
public:
    Checker(BenchBackend& backend, SelfTestReport& report, const std::function<void(const SelfTestCheck&)>& onCheck)
        : m_backend(backend)
        , m_report(report)
        , m_onCheck(onCheck) {}

    void add(std::string name, Status status, std::string detail) {
        SelfTestCheck c{std::move(name), status, std::move(detail)};
        m_report.checks.push_back(c);
        if (m_onCheck)
            m_onCheck(m_report.checks.back());
    }

    // After a point: a sticky error needs a device reset before anything else can run.
    // Returns false when the device is gone for good (the remaining checks are then skipped).
    bool afterPoint() {
        if (!m_backend.needsRecovery())
            return true;
        std::string why;
        if (m_backend.recover(why)) {
            add("device reset", Status::Passed, "the device was reset after a sticky error");
            return true;
        }
        add("device reset", Status::Failed, "the device could not be reset: " + why);
        m_lost = true;
        return false;
    }
    bool lost() const { return m_lost; }

private:
    BenchBackend& m_backend;
    SelfTestReport& m_report;
    const std::function<void(const SelfTestCheck&)>& m_onCheck;
    bool m_lost = false;
};

} // namespace

int SelfTestReport::passed() const {
    int n = 0;
    for (const auto& c : checks)
        n += c.status == SelfTestCheck::Status::Passed;
    return n;
}

int SelfTestReport::failed() const {
    int n = 0;
    for (const auto& c : checks)
        n += c.status == SelfTestCheck::Status::Failed;
    return n;
}

int SelfTestReport::skipped() const {
    int n = 0;
    for (const auto& c : checks)
        n += c.status == SelfTestCheck::Status::Skipped;
    return n;
}

int SelfTestReport::exitCode() const {
    if (noDevice)
        return kSelfTestSkipExitCode;
    return failed() > 0 ? 1 : 0;
}

std::string SelfTestReport::summary() const {
    if (noDevice)
        return "selftest SKIPPED: nothing was measured: " + noDeviceReason;
    std::string device = deviceName.empty() ? std::string("the device") : deviceName;
    if (!gpuId.empty())
        device += " (" + gpuId + ")";
    std::string s;
    if (failed() > 0) {
        s = "selftest FAILED: " + std::to_string(failed()) + " of " + std::to_string(checks.size()) +
            " checks failed on " + device + " (";
        int listed = 0;
        for (const auto& c : checks) {
            if (c.status != SelfTestCheck::Status::Failed)
                continue;
            if (listed == 3) {
                s += ", ...";
                break;
            }
            s += (listed ? ", " : "") + c.name;
            ++listed;
        }
        s += ")";
    } else {
        s = "selftest PASSED: " + std::to_string(passed()) + " checks passed";
        if (skipped() > 0)
            s += ", " + std::to_string(skipped()) + " skipped";
        s += " on " + device;
    }
    s += fmt(", %.1f s", seconds);
    return s;
}

TimingPolicy selfTestTiming() {
    TimingPolicy t;
    t.targetSeconds = 0.02;
    t.minRepetitions = 3;
    t.maxRepetitions = 10;
    t.warmupRuns = 1;
    t.autotuneAlgorithms = 2;
    return t;
}

SelfTestReport runSelfTest(BenchBackend& backend, const SelfTestOptions& options,
                           const std::function<void(const SelfTestCheck&)>& onCheck) {
    using Clock = std::chrono::steady_clock;
    const auto begin = Clock::now();
    SelfTestReport report;
    Checker checker(backend, report, onCheck);
    auto finish = [&] {
        report.seconds = std::chrono::duration<double>(Clock::now() - begin).count();
        return report;
    };

    // --- the device
    std::string error;
    BenchDevice d;
    if (backend.deviceCount(error) == 0) {
        report.noDevice = true;
        report.noDeviceReason = error.empty() ? "no CUDA device found" : error;
        return finish();
    }
    if (!backend.queryDevice(options.device, d, error)) {
        report.noDevice = true;
        report.noDeviceReason = "device " + std::to_string(options.device) + " cannot be used: " + error;
        return finish();
    }
    report.deviceName = d.name;
    report.gpuId = d.gpuId;
    const GpuSpec* spec = nullptr;
    try {
        if (!d.gpuId.empty())
            spec = HardwareDb::builtin().find(d.gpuId);
    } catch (const std::exception&) {
        spec = nullptr;
    }
    {
        std::string problems;
        if (d.name.empty())
            problems += " no name;";
        if (d.smCount <= 0)
            problems += " no SMs;";
        if (d.memoryBytes < 1e9)
            problems += " under 1 GB of memory;";
        if (d.theoreticalBandwidth <= 0)
            problems += " no memory clock or bus width;";
        if (d.l2Bytes <= 0)
            problems += " no L2 size;";
        const std::string what = d.name + ", cc " + d.computeCapability() + ", " + std::to_string(d.smCount) +
                                 " SMs, " + fmt("%.1f GiB", d.memoryBytes / 1073741824.0) + ", " +
                                 rate(d.theoreticalBandwidth, "B/s") + " theoretical, L2 " +
                                 fmt("%.1f MiB", d.l2Bytes / 1048576.0) + ", gpus.json " +
                                 (d.gpuId.empty() ? std::string("(none matched)") : d.gpuId);
        checker.add("device", problems.empty() ? Status::Passed : Status::Failed,
                    problems.empty() ? what : what + ":" + problems);
    }

    // --- clocks (NVML is optional: a missing library is a skip, not a failure)
    {
        ClockSample c;
        std::string why;
        if (backend.sampleClocks(c, why) && c.valid && c.smClockMHz > 0)
            checker.add("clocks", Status::Passed,
                        fmt("SM %.0f MHz", c.smClockMHz) + fmt(" of %.0f", c.smClockMaxMHz) +
                            fmt(", memory %.0f MHz", c.memoryClockMHz) + fmt(", %.0f C", c.temperatureC) +
                            fmt(", %.0f W", c.powerW) + fmt(" (limit %.0f W)", c.enforcedPowerLimitW));
        else
            checker.add("clocks", Status::Skipped, why.empty() ? "no reading" : why);
    }

    const TimingPolicy timing = selfTestTiming();
    const double theoretical = d.theoreticalBandwidth;
    const double bandwidthCeiling = spec && spec->bandwidth > 0 ? std::max(spec->bandwidth, theoretical) : theoretical;

    // --- GEMMs: every dtype against the CPU reference
    const bool fp8 = d.ccMajor * 10 + d.ccMinor >= 89;
    struct GemmCase {
        DType dtype;
        std::int64_t m, n, k;
        bool fastAccum;
        const char* what;
    };
    std::vector<GemmCase> gemms;
    for (DType t : {DType::FP32, DType::TF32, DType::FP16, DType::BF16, DType::FP8_E4M3}) {
        if (t == DType::FP8_E4M3 && !fp8)
            continue;
        gemms.push_back({t, 256, 256, 256, false, "square"});
        // A decode GEMM as the plan orients it: m = d_ff, n = tokens (8), k = d_model.
        gemms.push_back({t, 2048, 8, 1024, false, "decode"});
        if (t != DType::FP8_E4M3)
            gemms.push_back({t, 1000, 999, 1001, false, "odd sizes"});
        else
            gemms.push_back({t, 256, 256, 256, true, "fast accumulation"});
    }
    if (!fp8)
        checker.add("gemm fp8-e4m3", Status::Skipped,
                    "fp8 needs compute capability 8.9 or newer; this device is " + d.computeCapability());
    for (const GemmCase& g : gemms) {
        if (checker.lost())
            break;
        GemmSpec s;
        s.dtype = g.dtype;
        s.m = g.m;
        s.n = g.n;
        s.k = g.k;
        s.fastAccum = g.fastAccum;
        s.verify = true;
        s.flushL2 = true;
        s.timing = timing;
        s.label = g.what;
        const BenchPoint p = backend.runGemm(s);
        const std::string name =
            "gemm " + std::string(dtypeId(g.dtype)) + " " + gemmPointName(s).substr(5) + " (" + g.what + ")";
        std::string problem;
        if (!p.ok())
            problem = p.error;
        else if (p.relativeError < 0)
            problem = "the CPU check did not run";
        else if (!p.verified)
            problem = "wrong result: relative error " + fmt("%.3g", p.relativeError) + " above " +
                      fmt("%.3g", gemmTolerance(g.dtype, g.k));
        else if (!(p.timeMedian > 0) || !(p.flopsPerS > 0))
            problem = "no time measured";
        else if (spec && spec->peak(g.dtype) > 0 && p.flopsPerS > options.maxFraction * spec->peak(g.dtype))
            problem = rate(p.flopsPerS, "FLOP/s") + " is above the datasheet's " + rate(spec->peak(g.dtype), "FLOP/s");
        else if (p.l2Flushed && bandwidthCeiling > 0 && p.bytesPerS > options.maxFraction * bandwidthCeiling)
            problem = rate(p.bytesPerS, "B/s") + " from a cold L2 is above the memory bandwidth " +
                      rate(bandwidthCeiling, "B/s");
        checker.add(name, problem.empty() ? Status::Passed : Status::Failed,
                    problem.empty() ? rate(p.flopsPerS, "FLOP/s") + ", rel. error " + fmt("%.2g", p.relativeError)
                                    : problem);
        if (!checker.afterPoint())
            break;
    }

    // --- bandwidth-type points: plausible between minBandwidthFraction and maxFraction
    auto bandwidthCheck = [&](const BenchPoint& p, const std::string& name, bool needsVerify) {
        std::string problem;
        if (!p.ok())
            problem = p.error;
        else if (needsVerify && !p.verified)
            problem = "wrong result (relative error " + fmt("%.3g", p.relativeError) + ")";
        else if (!(p.bytesPerS > 0))
            problem = "no bandwidth measured";
        else if (theoretical > 0 && p.bytesPerS > options.maxFraction * bandwidthCeiling)
            problem = rate(p.bytesPerS, "B/s") + " is above the theoretical " + rate(bandwidthCeiling, "B/s") +
                      ": a cache was measured, not memory";
        else if (theoretical > 0 && p.bytesPerS < options.minBandwidthFraction * theoretical)
            problem = rate(p.bytesPerS, "B/s") + " is under " + fmt("%.0f %%", 100 * options.minBandwidthFraction) +
                      " of the theoretical " + rate(theoretical, "B/s");
        checker.add(name, problem.empty() ? Status::Passed : Status::Failed,
                    problem.empty() ? rate(p.bytesPerS, "B/s") + (theoretical > 0 ? fmt(" (%.0f %% of theoretical)",
                                                                                        100 * p.bytesPerS / theoretical)
                                                                                  : std::string())
                                    : problem);
    };

    for (StreamOp op : {StreamOp::Copy, StreamOp::Triad}) {
        if (checker.lost())
            break;
        StreamSpec s;
        s.op = op;
        s.elements = streamElements(d, DType::FP32);
        s.timing = timing;
        s.timing.minLaunchesPerSample = kKernelLaunchesPerSample;
        bandwidthCheck(backend.runStream(s), streamPointName(op), true);
        if (!checker.afterPoint())
            break;
    }

    // --- intensity: the bandwidth end, the compute end, and the kernel's own output check
    struct IntensityCase {
        DType dtype;
        int fma;
    };
    for (const IntensityCase& c :
         {IntensityCase{DType::FP32, 0}, IntensityCase{DType::FP32, 256}, IntensityCase{DType::FP16, 256}}) {
        if (checker.lost())
            break;
        IntensitySpec s;
        s.dtype = c.dtype;
        s.fmaPerElement = c.fma;
        s.elements = intensityElements(d, c.dtype);
        s.timing = timing;
        s.timing.minLaunchesPerSample = kKernelLaunchesPerSample;
        const BenchPoint p = backend.runIntensity(s);
        const std::string name = intensityPointName(c.fma) + " " + std::string(dtypeId(c.dtype));
        if (c.fma == 0) {
            bandwidthCheck(p, name, true);
        } else {
            std::string problem;
            // CUDA-core peak: fp32 from the datasheet; packed fp16 reaches 2x (Hopper) to 4x
            // (A100) of it.
            const double vector = spec ? spec->fp32VectorPeak : 0;
            const double ceiling = c.dtype == DType::FP32 ? vector : 4 * vector;
            if (!p.ok())
                problem = p.error;
            else if (!p.verified)
                problem = "the kernel's output is wrong (relative error " + fmt("%.3g", p.relativeError) + ")";
            else if (!(p.flopsPerS > 0))
                problem = "no rate measured";
            else if (ceiling > 0 && p.flopsPerS > options.maxFraction * ceiling)
                problem = rate(p.flopsPerS, "FLOP/s") + " is above the CUDA-core peak " + rate(ceiling, "FLOP/s");
            else if (theoretical > 0 && p.bytesPerS > options.maxFraction * bandwidthCeiling)
                problem = rate(p.bytesPerS, "B/s") + " is above the memory bandwidth";
            checker.add(name, problem.empty() ? Status::Passed : Status::Failed,
                        problem.empty() ? rate(p.flopsPerS, "FLOP/s") : problem);
        }
        if (!checker.afterPoint())
            break;
    }

    // --- L2 plateau (must beat memory) and the launch floor (must be microseconds)
    if (!checker.lost()) {
        CacheSpec s;
        s.workingSetBytes = cacheWorkingSets(Preset::Quick, d).front();
        s.passes = cachePasses(s.workingSetBytes);
        s.timing = timing;
        s.timing.minLaunchesPerSample = kKernelLaunchesPerSample;
        const BenchPoint p = backend.runCache(s);
        std::string problem;
        if (!p.ok())
            problem = p.error;
        else if (!(p.bytesPerS > 0))
            problem = "no bandwidth measured";
        else if (theoretical > 0 && p.bytesPerS < theoretical)
            problem = rate(p.bytesPerS, "B/s") + " is below the memory bandwidth: the working set "
                                                 "was not served by the L2";
        checker.add(p.name, problem.empty() ? Status::Passed : Status::Failed,
                    problem.empty() ? rate(p.bytesPerS, "B/s") : problem);
        checker.afterPoint();
    }
    if (!checker.lost()) {
        LaunchSpec s;
        s.timing = launchTiming(Preset::Quick);
        s.timing.targetSeconds = 0.02;
        s.timing.minRepetitions = 3;
        s.timing.maxRepetitions = 10;
        const BenchPoint p = backend.runLaunch(s);
        std::string problem;
        if (!p.ok())
            problem = p.error;
        else if (!(p.timeMedian > 0) || p.timeMedian > 100e-6)
            problem = fmt("%.3g us per launch is implausible", p.timeMedian * 1e6);
        checker.add(p.name, problem.empty() ? Status::Passed : Status::Failed,
                    problem.empty() ? fmt("%.2f us per launch", p.timeMedian * 1e6) : problem);
        checker.afterPoint();
    }
    return finish();
}

} // namespace rooflab::gpu
