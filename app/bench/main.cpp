// rooflab-bench: measures a GPU's GEMM, memory-bandwidth and intensity ceilings and writes them
// as a results file the RoofLab app can load (docs/results-format.md, docs/gpu-method.md).
// No Qt: it is meant to be copied to a cluster node (docs/cluster.md).
#include "core/benchresults.h"
#include "gpu/benchdevice.h"
#include "gpu/selftest.h"
#include "gpu/sweepplan.h"
#include "gpu/sweeprunner.h"
#if ROOFLAB_BENCH_LINKS_CUDA
#include "gpu/cudabackend.h"
#endif

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#ifndef ROOFLAB_VERSION
#define ROOFLAB_VERSION "unknown"
#endif

using namespace rooflab;
using namespace rooflab::gpu;

namespace {

constexpr int kExitOk = 0;
constexpr int kExitDevice = 1;
constexpr int kExitUsage = 2;

std::atomic<bool> g_cancel{false};

extern "C" void onSignal(int) { g_cancel.store(true); }

const char* kHelp = R"(Usage: rooflab-bench [options]

Measures the GEMM throughput, memory bandwidth and arithmetic-intensity roofline of a CUDA GPU
and writes the results as JSON for the RoofLab app (method: docs/gpu-method.md).

Options:
  --list                 show the CUDA devices and the points the sweep would measure, then exit
  --selftest             check the measurement path in a few seconds (small GEMMs of each dtype
                         against the CPU, STREAM, intensity, L2 and launch points against
                         plausible bounds), print one line per check and a summary line; exit
                         status 0 passed, 1 a check failed, 77 no CUDA device (nothing tested)
  --sweep KINDS          comma-separated: gemm, stream, intensity, l2, launch (default: all)
  --dtypes TYPES         comma-separated: fp32, tf32, fp16, bf16, fp8-e4m3 (default: the preset's;
                         fp8 needs compute capability 8.9+). The intensity sweep runs the fp32,
                         fp16 and bf16 among them.
  --sizes N,N,...        square GEMM sizes (default: the preset's)
  --shapes TxDxF,...     transformer shapes tokens x d_model x d_ff, e.g. 4096x4096x14336
                         (default: the preset's); thin decode GEMMs use the first one;
                         "none": square GEMMs only
  --no-decode            leave out the thin decode GEMMs (1 ... 64 tokens: m = d_ff, n = tokens)
  --no-fast-accum        leave out the fp8 fast-accumulation variant of the square GEMMs
  --quick                short sweep (default); --list shows its estimated duration
  --full                 every size and dtype, longer timing per point (a few times longer)
  --device N             CUDA device ordinal (default 0)
  --out FILE             write the results JSON to FILE (atomically); default: standard output
  --csv FILE             also write one CSV row per point to FILE
  --help                 this text

Progress goes to standard error. Ctrl-C stops within about a second and writes what was measured.
SM clock, memory clock, temperature and power are read through NVML (when the driver's
libnvidia-ml.so.1 is there) at the start and end of the sweep and during every point; points run
under 90 % of the maximum SM clock are flagged in the file.
Exit status: 0 success, 1 device or CUDA error, 2 bad arguments (--selftest: 77 = no device).
)";

struct Args {
    bool help = false;
    bool list = false;
    bool selftest = false;
    PlanOptions plan;
    int device = 0;
    std::string out;
    std::string csv;
};

struct UsageError {
    std::string message;
};

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> items;
    std::string cur;
    std::istringstream in(text);
    while (std::getline(in, cur, ','))
        if (!cur.empty())
            items.push_back(cur);
    return items;
}

template <typename Int>
bool parseInt(const std::string& text, Int& out) {
    auto r = std::from_chars(text.data(), text.data() + text.size(), out);
    return r.ec == std::errc() && r.ptr == text.data() + text.size();
}

Args parseArgs(int argc, char** argv) {
    Args a;
    a.plan.kinds = allBenchKinds(); // the L2 plateau and the launch floor too
    bool presetSeen = false;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        std::string value;
        bool hasValue = false;
        if (arg.rfind("--", 0) == 0) {
            if (auto eq = arg.find('='); eq != std::string::npos) {
                value = arg.substr(eq + 1);
                arg = arg.substr(0, eq);
                hasValue = true;
            }
        }
        auto need = [&]() -> std::string {
            if (hasValue)
                return value;
            if (i + 1 >= argc)
                throw UsageError{arg + ": missing value"};
            return argv[++i];
        };
        auto noValue = [&] {
            if (hasValue)
                throw UsageError{arg + ": takes no value"};
        };
        if (arg == "--help" || arg == "-h") {
            noValue();
            a.help = true;
        } else if (arg == "--list") {
            noValue();
            a.list = true;
        } else if (arg == "--selftest") {
            noValue();
            a.selftest = true;
        } else if (arg == "--no-fast-accum") {
            noValue();
            a.plan.includeFastAccum = false;
        } else if (arg == "--quick" || arg == "--full") {
            noValue();
            const Preset p = arg == "--quick" ? Preset::Quick : Preset::Full;
            if (presetSeen && a.plan.preset != p)
                throw UsageError{arg + ": --quick and --full exclude each other"};
            presetSeen = true;
            a.plan.preset = p;
        } else if (arg == "--no-decode") {
            noValue();
            a.plan.includeDecodeShapes = false;
        } else if (arg == "--sweep") {
            const std::string v = need();
            a.plan.kinds.clear();
            for (const auto& item : splitList(v)) {
                BenchKind k;
                if (!parseBenchKind(item, k))
                    throw UsageError{"--sweep: unknown kind \"" + item +
                                     "\" (expected gemm, stream, intensity, l2, launch)"};
                a.plan.kinds.insert(k);
            }
            if (a.plan.kinds.empty())
                throw UsageError{"--sweep: empty list"};
        } else if (arg == "--dtypes") {
            const std::string v = need();
            a.plan.dtypes.clear();
            for (const auto& item : splitList(v)) {
                auto t = parseDType(item);
                if (!t || (*t != DType::FP32 && *t != DType::TF32 && *t != DType::FP16 &&
                           *t != DType::BF16 && *t != DType::FP8_E4M3))
                    throw UsageError{"--dtypes: unsupported dtype \"" + item +
                                     "\" (expected fp32, tf32, fp16, bf16, fp8-e4m3)"};
                if (std::find(a.plan.dtypes.begin(), a.plan.dtypes.end(), *t) == a.plan.dtypes.end())
                    a.plan.dtypes.push_back(*t);
            }
            if (a.plan.dtypes.empty())
                throw UsageError{"--dtypes: empty list"};
        } else if (arg == "--sizes") {
            const std::string v = need();
            a.plan.squareSizes.clear();
            for (const auto& item : splitList(v)) {
                std::int64_t n = 0;
                if (!parseInt(item, n) || n < 1 || n > 65536)
                    throw UsageError{"--sizes: \"" + item + "\" is not a size from 1 to 65536"};
                a.plan.squareSizes.push_back(n);
            }
            if (a.plan.squareSizes.empty())
                throw UsageError{"--sizes: empty list"};
        } else if (arg == "--shapes") {
            const std::string v = need();
            a.plan.shapes.clear();
            if (v == "none") {
                a.plan.includeTransformerShapes = false;
                continue;
            }
            a.plan.includeTransformerShapes = true;
            for (const auto& item : splitList(v)) {
                auto s = parseTransformerShape(item);
                if (!s)
                    throw UsageError{"--shapes: \"" + item +
                                     "\" is not TOKENSxDMODELxDFF (e.g. 4096x4096x14336)"};
                a.plan.shapes.push_back(*s);
            }
            if (a.plan.shapes.empty())
                throw UsageError{"--shapes: empty list"};
        } else if (arg == "--device") {
            const std::string v = need();
            if (!parseInt(v, a.device) || a.device < 0)
                throw UsageError{"--device: \"" + v + "\" is not a device number (0, 1, ...)"};
        } else if (arg == "--out") {
            a.out = need();
            if (a.out.empty())
                throw UsageError{"--out: empty file name"};
        } else if (arg == "--csv") {
            a.csv = need();
            if (a.csv.empty())
                throw UsageError{"--csv: empty file name"};
        } else {
            throw UsageError{arg + ": unknown argument (see --help)"};
        }
    }
    return a;
}

std::string isoDateUtc() {
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

std::string hostName() {
    char buf[256] = {};
    if (gethostname(buf, sizeof buf - 1) != 0)
        return "unknown";
    return buf;
}

// Writes next to the target and renames, so a reader never sees half a file.
bool writeAtomically(const std::string& path, const std::string& text, std::string& error) {
    namespace fs = std::filesystem;
    const fs::path target(path);
    fs::path dir = target.parent_path();
    if (dir.empty())
        dir = ".";
    const fs::path tmp =
        dir / ("." + target.filename().string() + ".tmp-" + std::to_string(::getpid()));
    {
        errno = 0;
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) {
            error = "cannot create " + tmp.string() + ": " + (errno ? std::strerror(errno) : "open failed");
            return false;
        }
        out << text;
        // close() flushes the last buffer: a full disk shows here, not at the write.
        out.close();
        if (!out) {
            const int code = errno;
            error = "cannot write " + tmp.string() + ": " + (code ? std::strerror(code) : "the write failed");
            std::error_code ec;
            fs::remove(tmp, ec);
            return false;
        }
    }
    std::error_code ec;
    fs::rename(tmp, target, ec);
    if (ec) {
        error = "cannot rename " + tmp.string() + " to " + path + ": " + ec.message();
        fs::remove(tmp, ec);
        return false;
    }
    return true;
}

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
    std::printf("  compute capability %s, %d SMs, SM clock %.0f MHz\n",
                d.computeCapability().c_str(), d.smCount, d.smClockKHz / 1e3);
    std::printf("  memory %.1f GiB, %d-bit bus at %.0f MHz: %.0f GB/s theoretical, L2 %.1f MiB\n",
                d.memoryBytes / 1073741824.0, d.busWidthBits, d.memoryClockKHz / 1e3,
                d.theoreticalBandwidth / 1e9, d.l2Bytes / 1048576.0);
    std::printf("  driver (CUDA) %s, runtime %s, cuBLASLt %lld\n",
                cudaVersionString(d.driverVersion).c_str(),
                cudaVersionString(d.runtimeVersion).c_str(), static_cast<long long>(d.cublasVersion));
    std::printf("  gpus.json entry: %s\n", d.gpuId.empty() ? "(none matched)" : d.gpuId.c_str());
}

std::string describePoint(const BenchPoint& p) {
    std::string s = p.name + " " + std::string(dtypeId(p.dtype)) + ": ";
    if (!p.ok())
        return s + "FAILED: " + p.error;
    char buf[96];
    if (p.kind == BenchKind::Stream || p.kind == BenchKind::L2) {
        s += fmtRate(p.bytesPerS, "B/s");
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
        std::snprintf(buf, sizeof buf, ", check %s (rel. err %.2g)", p.verified ? "ok" : "FAILED",
                      p.relativeError);
        s += buf;
    }
    if (p.kind == BenchKind::Gemm && !p.l2Flushed)
        s += ", L2 warm";
    if (p.smClockMHz > 0) {
        std::snprintf(buf, sizeof buf, ", SM %.0f MHz", p.smClockMHz);
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
                  c.smClockMHz, c.smClockMaxMHz, c.memoryClockMHz, c.memoryClockMaxMHz, c.temperatureC,
                  c.powerW, c.powerLimitW, c.defaultPowerLimitW, c.enforcedPowerLimitW);
    std::string s = buf;
    const auto reasons = c.reasonNames();
    if (!reasons.empty()) {
        s += ", clocks held by:";
        for (const auto& r : reasons)
            s += " " + r;
    }
    return s;
}

int runSelfTestCommand(BenchBackend& backend, int device) {
    SelfTestOptions options;
    options.device = device;
    std::printf("rooflab-bench %s selftest, device %d\n", ROOFLAB_VERSION, device);
    std::fflush(stdout);
    const SelfTestReport report = runSelfTest(backend, options, [](const SelfTestCheck& c) {
        const char* tag = c.status == SelfTestCheck::Status::Passed   ? "PASS"
                          : c.status == SelfTestCheck::Status::Failed ? "FAIL"
                                                                      : "SKIP";
        std::printf("  %s  %s: %s\n", tag, c.name.c_str(), c.detail.c_str());
        std::fflush(stdout);
    });
    std::printf("%s\n", report.summary().c_str());
    return report.exitCode();
}

int run(const Args& args) {
    // The bench links the CUDA backend itself (app/bench/CMakeLists.txt); the desktop programs
    // load it from a module on first use (createBackend(), gpu/backendmodule.h).
#if ROOFLAB_BENCH_LINKS_CUDA
    std::unique_ptr<BenchBackend> backend = std::make_unique<CudaBackend>();
#else
    auto backend = createBackend();
#endif

    if (args.selftest)
        return runSelfTestCommand(*backend, args.device);

    if (args.list) {
        std::string error;
        const int n = backend->deviceCount(error);
        if (n == 0) {
            std::fprintf(stderr, "rooflab-bench: %s\n", error.c_str());
            return kExitDevice;
        }
        BenchDevice selected;
        bool haveSelected = false;
        for (int i = 0; i < n; ++i) {
            BenchDevice d;
            if (!backend->queryDevice(i, d, error)) {
                std::printf("device %d: cannot be queried: %s\n", i, error.c_str());
                continue;
            }
            printDevice(d);
            if (i == args.device) {
                selected = d;
                haveSelected = true;
            }
        }
        if (!haveSelected) {
            std::fprintf(stderr, "rooflab-bench: --device %d: no such usable device\n", args.device);
            return kExitDevice;
        }
        const SweepPlan plan = makePlan(args.plan, selected);
        std::printf("\nplan for device %d (%s): %zu points, about %s\n", args.device,
                    args.plan.preset == Preset::Quick ? "--quick" : "--full", plan.items.size(),
                    fmtSeconds(plan.estimatedSeconds()).c_str());
        for (const auto& item : plan.items)
            std::printf("  %s\n", item.describe().c_str());
        for (const auto& note : plan.notes)
            std::printf("  note: %s\n", note.c_str());
        return kExitOk;
    }

    BenchResults results;
    std::string error;
    if (!backend->queryDevice(args.device, results.device, error)) {
        std::fprintf(stderr, "rooflab-bench: %s\n", error.c_str());
        return kExitDevice;
    }
    results.date = isoDateUtc();
    results.hostName = hostName();
    results.method = backend->method();
    results.toolVersion = ROOFLAB_VERSION;

    const SweepPlan plan = makePlan(args.plan, results.device);
    std::fprintf(stderr, "rooflab-bench %s on %s (%s, device %d): %zu points, about %s\n",
                 ROOFLAB_VERSION, results.hostName.c_str(), results.device.name.c_str(),
                 args.device, plan.items.size(), fmtSeconds(plan.estimatedSeconds()).c_str());
    for (const auto& note : plan.notes)
        std::fprintf(stderr, "note: %s\n", note.c_str());

    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);

    // Clocks, temperature and power at the start: the file must say why its numbers are what
    // they are (a power-capped or hot card measures lower).
    {
        std::string why;
        if (backend->sampleClocks(results.clocksStart, why)) {
            results.clocksNote = "nvml";
            std::fprintf(stderr, "clocks at start: %s\n", describeClocks(results.clocksStart).c_str());
        } else {
            results.clocksNote = why;
            std::fprintf(stderr, "note: %s\n", why.c_str());
        }
    }

    SweepRunner runner(*backend);
    int lastDone = 0, total = static_cast<int>(plan.items.size());
    double lastEta = plan.estimatedSeconds();
    runner.setOnProgress([&](int done, int all, double eta) {
        lastDone = done;
        total = all;
        lastEta = eta;
    });
    runner.setOnPoint([&](const BenchPoint& p) {
        std::fprintf(stderr, "[%d/%d, %s left] %s\n", lastDone + 1, total,
                     fmtSeconds(lastEta).c_str(), describePoint(p).c_str());
    });
    results.points = runner.run(plan, g_cancel);
    results.ceilings = computeCeilings(results.points);
    if (results.clocksStart.valid) {
        std::string why;
        if (backend->sampleClocks(results.clocksEnd, why))
            std::fprintf(stderr, "clocks at end: %s\n", describeClocks(results.clocksEnd).c_str());
        else
            std::fprintf(stderr, "note: clocks at the end could not be read: %s\n", why.c_str());
    }
    if (const int low = flagLowClockPoints(results); low > 0)
        std::fprintf(stderr,
                     "note: %d point(s) ran with the SM clock under %.0f %% of its maximum "
                     "(sm_clock_low in the file): power or thermal limits held the card back\n",
                     low, 100 * kLowClockFraction);
    if (runner.recoveries() > 0)
        std::fprintf(stderr, "note: the device was reset %d time(s) after sticky CUDA errors\n",
                     runner.recoveries());
    if (!runner.stopReason().empty())
        std::fprintf(stderr, "rooflab-bench: %s; writing the %zu points measured so far\n",
                     runner.stopReason().c_str(), results.points.size());

    if (runner.wasCancelled())
        std::fprintf(stderr, "rooflab-bench: interrupted after %zu of %zu points; writing those\n",
                     results.points.size(), plan.items.size());
    for (const auto& [type, rate] : results.ceilings.gemmFlopsPerS)
        std::fprintf(stderr, "measured GEMM ceiling %s: %s\n", std::string(dtypeId(type)).c_str(),
                     fmtRate(rate, "FLOP/s").c_str());
    if (results.ceilings.streamBytesPerS > 0)
        std::fprintf(stderr, "measured bandwidth (%s): %s of %s theoretical\n",
                     results.ceilings.streamPoint.c_str(),
                     fmtRate(results.ceilings.streamBytesPerS, "B/s").c_str(),
                     fmtRate(results.device.theoreticalBandwidth, "B/s").c_str());

    const std::string json = toJson(results);
    if (args.out.empty()) {
        std::fwrite(json.data(), 1, json.size(), stdout);
        std::fflush(stdout);
    } else if (!writeAtomically(args.out, json, error)) {
        std::fprintf(stderr, "rooflab-bench: --out: %s\n", error.c_str());
        return kExitDevice;
    } else {
        std::fprintf(stderr, "results written to %s\n", args.out.c_str());
    }
    if (!args.csv.empty()) {
        if (!writeAtomically(args.csv, toCsv(results), error)) {
            std::fprintf(stderr, "rooflab-bench: --csv: %s\n", error.c_str());
            return kExitDevice;
        }
        std::fprintf(stderr, "CSV written to %s\n", args.csv.c_str());
    }

    if (runner.failedPoints() > 0)
        std::fprintf(stderr, "rooflab-bench: %d of %zu points failed (their errors are in the file)\n",
                     runner.failedPoints(), results.points.size());
    if (runner.wasCancelled() || !runner.stopReason().empty())
        return kExitDevice;
    if (!results.points.empty() && runner.failedPoints() == static_cast<int>(results.points.size())) {
        std::fprintf(stderr, "rooflab-bench: every point failed\n");
        return kExitDevice;
    }
    return kExitOk;
}

} // namespace

int main(int argc, char** argv) {
    Args args;
    try {
        args = parseArgs(argc, argv);
    } catch (const UsageError& e) {
        std::fprintf(stderr, "rooflab-bench: %s\n", e.message.c_str());
        return kExitUsage;
    }
    if (args.help) {
        std::fputs(kHelp, stdout);
        return kExitOk;
    }
    try {
        return run(args);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "rooflab-bench: %s\n", e.what());
        return kExitDevice;
    }
}
