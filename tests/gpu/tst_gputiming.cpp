// The device-independent parts of the measurement method (gpu/timing.h): launches per event
// pair, operand copies that keep batched GEMM launches cold, tuning that survives a failing
// candidate, and NVML's absence reported rather than fatal.
#include "gpu/nvml.h"
#include "gpu/timing.h"

#include <QTest>

#include <cstdlib>
#include <stdexcept>

using namespace rooflab;
using namespace rooflab::gpu;

namespace {

constexpr double kL2 = 52428800; // H100: 50 MiB

struct NotAnException {};

} // namespace

class TestGpuTiming : public QObject {
    Q_OBJECT

private slots:
    void samplingLongKernel();
    void samplingShortKernelIsBatched();
    void samplingMinimumLaunches();
    void samplingRepetitionBounds();
    void inputCopies();
    void coldLaunches();
    void tuningPicksFastest();
    void tuningSkipsFailingCandidate();
    void tuningPropagatesDeviceLost();
    void tuningPropagatesCancellation();
    void tuningStopsForLongRuns();
    void tuningOff();
    void measurementOrderFallsBack();
    void failuresJoined();
    void nvmlMissingIsReported();
};

void TestGpuTiming::samplingLongKernel() {
    TimingPolicy t; // 0.2 s, 5..100 samples, batch below 20 us
    const Sampling s = chooseSampling(10e-3, t);
    QCOMPARE(s.batch, 1);
    QCOMPARE(s.repetitions, 20); // 0.2 s / 10 ms
}

void TestGpuTiming::samplingShortKernelIsBatched() {
    TimingPolicy t;
    const Sampling s = chooseSampling(5e-6, t);
    QCOMPARE(s.batch, 20);                         // 100 us / 5 us
    QCOMPARE(s.repetitions, 100);                  // 0.2 s / 100 us = 2000, clamped
    QCOMPARE(chooseSampling(1e-9, t).batch, 1000); // at most 1000 launches per sample
    QCOMPARE(chooseSampling(19e-6, t).batch, 6);
    QCOMPARE(chooseSampling(21e-6, t).batch, 1);
}

void TestGpuTiming::samplingMinimumLaunches() {
    TimingPolicy t;
    t.minLaunchesPerSample = 4; // STREAM / intensity: never a lone launch after an idle GPU
    t.targetSeconds = 0.1;
    const Sampling s = chooseSampling(1e-3, t);
    QCOMPARE(s.batch, 4);
    QCOMPARE(s.repetitions, 25);   // 0.1 s / (4 x 1 ms)
    t.minLaunchesPerSample = 1000; // launch overhead
    QCOMPARE(chooseSampling(2e-6, t).batch, 1000);
    t.minLaunchesPerSample = 0; // nonsense is taken as 1
    QCOMPARE(chooseSampling(1e-3, t).batch, 1);
}

void TestGpuTiming::samplingRepetitionBounds() {
    TimingPolicy t;
    t.targetSeconds = 0.1;
    t.minRepetitions = 5;
    t.maxRepetitions = 50;
    QCOMPARE(chooseSampling(1.0, t).repetitions, 5);   // long: the minimum
    QCOMPARE(chooseSampling(1e-4, t).repetitions, 50); // short: the maximum
    t.targetSeconds = 0;                               // tuning trials: exactly the minimum
    t.minRepetitions = t.maxRepetitions = 3;
    QCOMPARE(chooseSampling(1e-3, t).repetitions, 3);
    QCOMPARE(chooseSampling(0, t).repetitions, 3);
}

void TestGpuTiming::inputCopies() {
    // fp32 1 x 4096 x 1024 (a decode-like GEMM): 16.8 MB, batched after the first launch, would
    // run from the L2: ceil(2 x 50 MiB / 16.8 MB) + 1 = 8 copies, each used every 8th launch.
    const double ws = 4.0 * (1 * 1024 + 1024 * 4096) + 4.0 * 4096;
    QCOMPARE(gemmInputCopies(ws, kL2, 1e9), 8);
    QVERIFY((gemmInputCopies(ws, kL2, 1e9) - 1) * ws >= 2 * kL2);
    // Large GEMMs evict their own inputs: one copy.
    QCOMPARE(gemmInputCopies(3.0 * 8192 * 8192 * 2, kL2, 1e9), 1);
    QCOMPARE(gemmInputCopies(2 * kL2, kL2, 1e9), 1);
    // Tiny GEMMs are capped.
    QCOMPARE(gemmInputCopies(1024, kL2, 1e12), kMaxInputCopies);
    // The memory budget caps them too; fewer than two is one.
    QCOMPARE(gemmInputCopies(10e6, kL2, 50e6), 5);
    QCOMPARE(gemmInputCopies(10e6, kL2, 15e6), 1);
    // Unknown L2 or working set: no rotation.
    QCOMPARE(gemmInputCopies(10e6, 0, 1e9), 1);
    QCOMPARE(gemmInputCopies(0, kL2, 1e9), 1);
}

void TestGpuTiming::coldLaunches() {
    const double ws = 16.8e6;
    QVERIFY(launchesRunCold(true, 1, 1, ws, kL2));       // one launch after a flush
    QVERIFY(!launchesRunCold(false, 1, 1, ws, kL2));     // no flush
    QVERIFY(!launchesRunCold(true, 20, 1, ws, kL2));     // batched, one set: L2-resident
    QVERIFY(launchesRunCold(true, 20, 8, ws, kL2));      // batched, 8 copies rotated
    QVERIFY(!launchesRunCold(true, 20, 3, ws, kL2));     // too few copies
    QVERIFY(launchesRunCold(true, 20, 1, 2 * kL2, kL2)); // a set of 2x L2 evicts itself
    QVERIFY(!launchesRunCold(true, 20, 8, ws, 0));       // unknown L2: do not claim it
}

void TestGpuTiming::tuningPicksFastest() {
    const double times[] = {3e-3, 1e-3, 2e-3, 0.5e-3, 0.1e-3};
    int calls = 0;
    const TuningResult r = tuneCandidates(5, 4, 1.0, [&](int c) {
        ++calls;
        return times[c];
    });
    QCOMPARE(calls, 4); // only the first 4 are timed
    QCOMPARE(r.ranked, (std::vector<int>{3, 1, 2, 0}));
    QCOMPARE(r.seconds.front(), 0.5e-3);
    QVERIFY(r.failures.empty());
    QVERIFY(!r.stoppedForLength);
    QCOMPARE(measurementOrder(r, 5), (std::vector<int>{3, 1, 2, 0, 4}));
}

void TestGpuTiming::tuningSkipsFailingCandidate() {
    // Candidate 0 fails inside its timed loop: the point must not fail, the next one is tried.
    const TuningResult r = tuneCandidates(4, 2, 1.0, [](int c) -> double {
        if (c == 0)
            throw std::runtime_error("cublasLtMatmul: CUBLAS_STATUS_NOT_SUPPORTED");
        return c * 1e-3;
    });
    QCOMPARE(r.ranked, (std::vector<int>{1, 2})); // two timed, the failed one not counted
    QCOMPARE(r.failures.size(), std::size_t(1));
    QVERIFY(r.failures[0].rfind("#1: cublasLtMatmul", 0) == 0);
    // The failed candidate is the last resort.
    QCOMPARE(measurementOrder(r, 4), (std::vector<int>{1, 2, 3, 0}));
    // Every candidate fails: nothing ranked, every failure recorded.
    const TuningResult none = tuneCandidates(3, 3, 1.0, [](int) -> double { throw std::runtime_error("no"); });
    QVERIFY(none.ranked.empty());
    QCOMPARE(none.failures.size(), std::size_t(3));
}

void TestGpuTiming::tuningPropagatesDeviceLost() {
    int calls = 0;
    bool thrown = false;
    try {
        tuneCandidates(4, 4, 1.0, [&](int c) -> double {
            ++calls;
            if (c == 1)
                throw DeviceLostError("cudaErrorIllegalAddress");
            return 1e-3;
        });
    } catch (const DeviceLostError& e) {
        thrown = std::string(e.what()) == "cudaErrorIllegalAddress";
    }
    QVERIFY(thrown);
    QCOMPARE(calls, 2); // no candidate after the context broke
}

void TestGpuTiming::tuningPropagatesCancellation() {
    bool thrown = false;
    try {
        tuneCandidates(4, 4, 1.0, [](int) -> double { throw NotAnException{}; });
    } catch (const NotAnException&) {
        thrown = true;
    }
    QVERIFY(thrown);
}

void TestGpuTiming::tuningStopsForLongRuns() {
    // fp32 16384^3 takes ~0.15 s a run: timing 4 candidates x 5 runs costs seconds per point.
    int calls = 0;
    const TuningResult r = tuneCandidates(8, 4, 0.02, [&](int) {
        ++calls;
        return 0.15;
    });
    QCOMPARE(calls, 1);
    QVERIFY(r.stoppedForLength);
    QCOMPARE(r.ranked, std::vector<int>{0});
    // The first candidate failed, the second is long: still stops after it.
    calls = 0;
    const TuningResult r2 = tuneCandidates(8, 4, 0.02, [&](int c) -> double {
        ++calls;
        if (c == 0)
            throw std::runtime_error("nope");
        return 0.15;
    });
    QCOMPARE(calls, 2);
    QVERIFY(r2.stoppedForLength);
    QCOMPARE(r2.ranked, std::vector<int>{1});
    // A short first run tunes normally; 0 disables the rule.
    QVERIFY(!tuneCandidates(8, 4, 0.02, [](int) { return 1e-3; }).stoppedForLength);
    QCOMPARE(tuneCandidates(8, 4, 0, [](int) { return 10.0; }).ranked.size(), std::size_t(4));
}

void TestGpuTiming::tuningOff() {
    int calls = 0;
    const TuningResult r = tuneCandidates(5, 1, 1.0, [&](int) {
        ++calls;
        return 1e-3;
    });
    QCOMPARE(calls, 0);
    QVERIFY(r.ranked.empty());
    QCOMPARE(measurementOrder(r, 3), (std::vector<int>{0, 1, 2})); // heuristic order
    QVERIFY(measurementOrder(TuningResult{}, 0).empty());
}

void TestGpuTiming::measurementOrderFallsBack() {
    TuningResult r;
    r.ranked = {2};
    r.seconds = {1e-3};
    r.failures = {"#1: bad", "#4: worse"};
    QCOMPARE(measurementOrder(r, 5), (std::vector<int>{2, 1, 4, 0, 3}));
}

void TestGpuTiming::failuresJoined() {
    QCOMPARE(joinFailures({}), std::string());
    QCOMPARE(joinFailures({"#1: a", "#2: b"}), std::string("#1: a; #2: b"));
    QCOMPARE(joinFailures({"#1: a", "#2: b", "#3: c", "#4: d", "#5: e"}),
             std::string("#1: a; #2: b; #3: c; and 2 more"));
}

void TestGpuTiming::nvmlMissingIsReported() {
    qputenv("ROOFLAB_NVML_LIBRARY", "/nonexistent/libnvidia-ml.so.1");
    NvmlReader nvml;
    std::string error;
    QVERIFY(!nvml.open("0000:00:00.0", error));
    qunsetenv("ROOFLAB_NVML_LIBRARY");
    QVERIFY2(error.find("NVML not available") != std::string::npos, error.c_str());
    QVERIFY(error.find("/nonexistent/libnvidia-ml.so.1") != std::string::npos);
    QVERIFY(!nvml.isOpen());
    QCOMPARE(nvml.smClockMHz(), 0.0);
    ClockSample c;
    QVERIFY(!nvml.read(c, error));
    QVERIFY(!c.valid);
    // With the real library (where there is one) a made-up bus id is refused, not a crash.
    NvmlReader real;
    if (real.open("0000:FF:1F.7", error))
        QSKIP("a device answered a made-up PCI bus id");
    QVERIFY(!error.empty());
}

QTEST_APPLESS_MAIN(TestGpuTiming)
#include "tst_gputiming.moc"
