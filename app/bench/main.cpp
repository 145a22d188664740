// rooflab-bench: measures a GPU's GEMM, memory-bandwidth and intensity ceilings and writes them
// as a results file the RoofLab app can load (docs/results-format.md, docs/gpu-method.md).
// No Qt: it is meant to be copied to a cluster node (docs/cluster.md).
#include "arguments.h"
#include "printing.h"
#include "resultsfile.h"

#include "core/measured/benchresults.h"
#include "gpu/benchdevice.h"
#include "gpu/selftest.h"
#include "gpu/sweepplan.h"
#include "gpu/sweeprunner.h"
#include "rooflab_version.h"
#if ROOFLAB_BENCH_LINKS_CUDA
#include "gpu/cudabackend.h"
#endif

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace rooflab;
using namespace rooflab::bench;
using namespace rooflab::gpu;

namespace {

constexpr int kExitOk = 0;
constexpr int kExitDevice = 1;
constexpr int kExitUsage = 2;

std::atomic<bool> g_cancel{false};

extern "C" void onSignal(int) {
    g_cancel.store(true);
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

// The points a plan measures and its estimated duration; `forWhat` names the device.
void printPlan(const SweepPlan& plan, const Args& args, const std::string& forWhat) {
    std::printf("\nplan for %s (%s): %zu points, about %s\n", forWhat.c_str(),
                args.plan.preset == Preset::Quick ? "--quick" : "--full", plan.items.size(),
                fmtSeconds(plan.estimatedSeconds()).c_str());
    for (const auto& item : plan.items)
        std::printf("  %s\n", item.describe().c_str());
    for (const auto& note : plan.notes)
        std::printf("  note: %s\n", note.c_str());
}

// --list: every device, then the plan the chosen one would run (without a device: the plan for
// a card whose sizes are unknown, so that a prepared command can be checked anywhere).
int listDevicesAndPlan(BenchBackend& backend, const Args& args) {
    std::string error;
    const int n = backend.deviceCount(error);
    if (n == 0) {
        std::fprintf(stderr, "rooflab-bench: %s\n", error.c_str());
        printPlan(makePlan(args.plan, BenchDevice{}), args, "no device (a card's L2 and memory unknown)");
        return kExitDevice;
    }
    BenchDevice selected;
    bool haveSelected = false;
    for (int i = 0; i < n; ++i) {
        BenchDevice d;
        if (!backend.queryDevice(i, d, error)) {
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
    printPlan(makePlan(args.plan, selected), args, "device " + std::to_string(args.device));
    return kExitOk;
}

// Clocks, temperature and power at the start: the file must say why its numbers are what they
// are (a power-capped or hot card measures lower).
void sampleStartClocks(BenchBackend& backend, BenchResults& results) {
    std::string why;
    if (backend.sampleClocks(results.clocksStart, why)) {
        results.clocksNote = "nvml";
        std::fprintf(stderr, "clocks at start: %s\n", describeClocks(results.clocksStart).c_str());
    } else {
        results.clocksNote = why;
        std::fprintf(stderr, "note: %s\n", why.c_str());
    }
}

// Runs the plan with a progress line per point; stops early on SIGINT or SIGTERM.
std::vector<BenchPoint> measure(SweepRunner& runner, const SweepPlan& plan) {
    int lastDone = 0, total = static_cast<int>(plan.items.size());
    double lastEta = plan.estimatedSeconds();
    runner.setOnProgress([&](int done, int all, double eta) {
        lastDone = done;
        total = all;
        lastEta = eta;
    });
    runner.setOnPoint([&](const BenchPoint& p) {
        std::fprintf(stderr, "[%d/%d, %s left] %s\n", lastDone + 1, total, fmtSeconds(lastEta).c_str(),
                     describePoint(p).c_str());
    });
    return runner.run(plan, g_cancel);
}

// What the sweep left to say: the clocks at the end, throttled points, resets, an early stop,
// and the ceilings measured.
void reportSweep(BenchBackend& backend, const SweepRunner& runner, const SweepPlan& plan, BenchResults& results) {
    if (results.clocksStart.valid) {
        std::string why;
        if (backend.sampleClocks(results.clocksEnd, why))
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
        std::fprintf(stderr, "note: the device was reset %d time(s) after sticky CUDA errors\n", runner.recoveries());
    if (!runner.stopReason().empty())
        std::fprintf(stderr, "rooflab-bench: %s; writing the %zu points measured so far\n", runner.stopReason().c_str(),
                     results.points.size());

    if (runner.wasCancelled())
        std::fprintf(stderr, "rooflab-bench: interrupted after %zu of %zu points; writing those\n",
                     results.points.size(), plan.items.size());
    for (const auto& [type, rate] : results.ceilings.gemmFlopsPerS)
        std::fprintf(stderr, "measured GEMM ceiling %s: %s\n", std::string(dtypeId(type)).c_str(),
                     fmtRate(rate, "FLOP/s").c_str());
    if (results.ceilings.streamBytesPerS > 0)
        std::fprintf(stderr, "measured bandwidth (%s): %s of %s theoretical\n", results.ceilings.streamPoint.c_str(),
                     fmtRate(results.ceilings.streamBytesPerS, "B/s").c_str(),
                     fmtRate(results.device.theoreticalBandwidth, "B/s").c_str());
}

// The results as JSON to --out (or standard output) and as CSV to --csv; false after saying why
// one could not be written.
bool writeResults(const Args& args, const BenchResults& results) {
    std::string error;
    const std::string json = toJson(results);
    if (args.out.empty()) {
        errno = 0;
        if (std::fwrite(json.data(), 1, json.size(), stdout) != json.size() || std::fflush(stdout) != 0) {
            std::fprintf(stderr, "rooflab-bench: cannot write the results: %s\n",
                         errno != 0 ? std::strerror(errno) : "the output failed");
            return false;
        }
    } else if (!writeAtomically(args.out, json, error)) {
        std::fprintf(stderr, "rooflab-bench: --out: %s\n", error.c_str());
        return false;
    } else {
        std::fprintf(stderr, "results written to %s\n", args.out.c_str());
    }
    if (!args.csv.empty()) {
        if (!writeAtomically(args.csv, toCsv(results), error)) {
            std::fprintf(stderr, "rooflab-bench: --csv: %s\n", error.c_str());
            return false;
        }
        std::fprintf(stderr, "CSV written to %s\n", args.csv.c_str());
    }
    return true;
}

// A sweep that was cancelled, stopped early or whose every point failed exits non-zero.
int sweepExitCode(const SweepRunner& runner, const BenchResults& results) {
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

// The measurement: the device, its plan, the sweep, and the results written.
int sweep(BenchBackend& backend, const Args& args) {
    BenchResults results;
    std::string error;
    if (!backend.queryDevice(args.device, results.device, error)) {
        std::fprintf(stderr, "rooflab-bench: %s\n", error.c_str());
        return kExitDevice;
    }
    results.date = isoDateUtc();
    results.hostName = hostName();
    results.method = backend.method();
    results.toolVersion = ROOFLAB_VERSION;

    const SweepPlan plan = makePlan(args.plan, results.device);
    std::fprintf(stderr, "rooflab-bench %s on %s (%s, device %d): %zu points, about %s\n", ROOFLAB_VERSION,
                 results.hostName.c_str(), results.device.name.c_str(), args.device, plan.items.size(),
                 fmtSeconds(plan.estimatedSeconds()).c_str());
    for (const auto& note : plan.notes)
        std::fprintf(stderr, "note: %s\n", note.c_str());

    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    sampleStartClocks(backend, results);
    SweepRunner runner(backend);
    results.points = measure(runner, plan);
    results.ceilings = computeCeilings(results.points);
    reportSweep(backend, runner, plan, results);
    if (!writeResults(args, results))
        return kExitDevice;
    return sweepExitCode(runner, results);
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
    if (args.list)
        return listDevicesAndPlan(*backend, args);
    return sweep(*backend, args);
}

} // namespace

int main(int argc, char** argv) {
#ifdef SIGXFSZ
    std::signal(SIGXFSZ, SIG_IGN); // --out past `ulimit -f` fails with EFBIG ("File too large"), said
#endif
    Args args;
    try {
        args = parseArgs(argc, argv);
        if (!args.help && !args.version)
            applyScenario(args);
    } catch (const UsageError& e) {
        std::fprintf(stderr, "rooflab-bench: %s\n", e.message.c_str());
        return kExitUsage;
    }
    if (args.help) {
        std::fputs(kHelp, stdout);
        return kExitOk;
    }
    if (args.version) {
        std::printf("rooflab-bench %s\n", ROOFLAB_VERSION);
        return kExitOk;
    }
    try {
        return run(args);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "rooflab-bench: %s\n", e.what());
        return kExitDevice;
    }
}
