// The sweep runner against a test double: progress and point callbacks, cancellation within a
// second, and a failing point that is recorded while the sweep goes on. Also the stub backend
// of builds without CUDA.
#include "gpu/sweeprunner.h"

#include "faultybackend.h"

#include <QElapsedTimer>
#include <QTest>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>

using namespace rooflab;
using namespace rooflab::gpu;

namespace {

// Pretends to measure: sleeps per point (optionally polling the cancel flag like the CUDA
// backend does between repetitions), fails or throws on chosen points.
class FakeBackend final : public BenchBackend {
public:
    std::chrono::milliseconds sleepPerPoint{0};
    bool pollCancel = true;
    int failAt = -1;  // this call returns an error
    int throwAt = -1; // this call throws
    std::atomic<int> calls{0};

    int deviceCount(std::string&) override { return 1; }
    bool queryDevice(int, BenchDevice& out, std::string&) override {
        out.name = "Fake GPU";
        return true;
    }
    std::string method() const override { return "fake"; }

    BenchPoint runGemm(const GemmSpec& spec) override { return measure(describeGemm(spec), 100e12); }
    BenchPoint runStream(const StreamSpec& spec) override { return measure(describeStream(spec), 1e9); }
    BenchPoint runIntensity(const IntensitySpec& spec) override { return measure(describeIntensity(spec), 10e12); }

private:
    BenchPoint measure(BenchPoint p, double rate) {
        const int call = calls++;
        if (call == throwAt)
            throw std::runtime_error("driver exploded");
        const auto end = std::chrono::steady_clock::now() + sleepPerPoint;
        while (std::chrono::steady_clock::now() < end) {
            if (pollCancel && cancelled()) {
                p.error = "cancelled";
                return p;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        if (call == failAt) {
            p.error = "out of device memory: cudaMalloc 4096.0 MiB for A";
            return p;
        }
        p.timeMedian = p.timeMin = p.timeMax = (p.flops > 0 ? p.flops : p.bytes) / rate;
        p.repetitions = 5;
        p.deriveRates();
        return p;
    }
};

SweepPlan plan(int gemms) {
    SweepPlan p;
    for (int i = 0; i < gemms; ++i) {
        PlanItem item;
        item.kind = BenchKind::Gemm;
        item.gemm.dtype = DType::BF16;
        item.gemm.m = item.gemm.n = item.gemm.k = 256 * (i + 1);
        item.estimatedSeconds = 0.1;
        p.items.push_back(item);
    }
    PlanItem s;
    s.kind = BenchKind::Stream;
    s.stream.elements = 1 << 20;
    s.estimatedSeconds = 0.1;
    p.items.push_back(s);
    PlanItem in;
    in.kind = BenchKind::Intensity;
    in.intensity.fmaPerElement = 8;
    in.intensity.elements = 1 << 20;
    in.estimatedSeconds = 0.1;
    p.items.push_back(in);
    return p;
}

} // namespace

class TestSweepRunner : public QObject {
    Q_OBJECT

private slots:
    void progressAndPoints();
    void errorRecordedAndSweepContinues();
    void exceptionBecomesError();
    void cancelBetweenPoints();
    void cancelWithinPoint();
    void cancelBeforeStart();
    void stubBackendReportsNoCuda();
    void stickyErrorResetsAndGoesOn();
    void stickyErrorResetFailsStops();
    void stickyErrorEveryPointStopsAfterMaxResets();
    void deviceLostExceptionIsRecovered();
    void ordinaryErrorNeedsNoReset();
    void cacheAndLaunchPoints();
};

void TestSweepRunner::progressAndPoints() {
    FakeBackend backend;
    SweepRunner runner(backend);
    const SweepPlan p = plan(5);
    std::vector<int> done;
    std::vector<double> etas;
    int totalSeen = -1;
    int pointsSeen = 0;
    runner.setOnProgress([&](int d, int total, double eta) {
        done.push_back(d);
        etas.push_back(eta);
        totalSeen = total;
    });
    runner.setOnPoint([&](const BenchPoint& pt) {
        ++pointsSeen;
        QVERIFY(pt.ok());
    });
    std::atomic<bool> cancel{false};
    const auto points = runner.run(p, cancel);
    QCOMPARE(points.size(), p.items.size());
    QCOMPARE(pointsSeen, int(p.items.size()));
    QCOMPARE(totalSeen, int(p.items.size()));
    QCOMPARE(int(done.size()), int(p.items.size()) + 1); // once before the first point, once per point
    for (std::size_t i = 0; i < done.size(); ++i)
        QCOMPARE(done[i], int(i));
    QCOMPARE(etas.front(), p.estimatedSeconds());
    QCOMPARE(etas.back(), 0.0);
    for (std::size_t i = 1; i < etas.size(); ++i)
        QVERIFY(etas[i] >= 0);
    QVERIFY(!runner.wasCancelled());
    QCOMPARE(runner.failedPoints(), 0);
    QCOMPARE(points[0].kind, BenchKind::Gemm);
    QCOMPARE(points[5].kind, BenchKind::Stream);
    QCOMPARE(points[6].kind, BenchKind::Intensity);
    QCOMPARE(points[0].flopsPerS, 100e12);
}

void TestSweepRunner::errorRecordedAndSweepContinues() {
    FakeBackend backend;
    backend.failAt = 2;
    SweepRunner runner(backend);
    const SweepPlan p = plan(5);
    std::atomic<bool> cancel{false};
    int failedCallbacks = 0;
    runner.setOnPoint([&](const BenchPoint& pt) { failedCallbacks += !pt.ok(); });
    const auto points = runner.run(p, cancel);
    QCOMPARE(points.size(), p.items.size()); // the sweep went on after the failure
    QVERIFY(!points[2].ok());
    QVERIFY(points[2].error.find("out of device memory") != std::string::npos);
    QCOMPARE(points[2].name, std::string("gemm 768x768x768")); // still described
    for (std::size_t i = 0; i < points.size(); ++i)
        if (i != 2)
            QVERIFY(points[i].ok());
    QCOMPARE(runner.failedPoints(), 1);
    QCOMPARE(failedCallbacks, 1);
    const MeasuredCeilings c = computeCeilings(points);
    QCOMPARE(c.gemmFlopsPerS.at(DType::BF16), 100e12);
}

void TestSweepRunner::exceptionBecomesError() {
    FakeBackend backend;
    backend.throwAt = 0;
    SweepRunner runner(backend);
    std::atomic<bool> cancel{false};
    const auto points = runner.run(plan(3), cancel);
    QCOMPARE(points.size(), std::size_t(5));
    QVERIFY(points[0].error.find("driver exploded") != std::string::npos);
    QCOMPARE(points[0].name, std::string("gemm 256x256x256"));
    QVERIFY(points[1].ok());
}

void TestSweepRunner::cancelBetweenPoints() {
    // The double does not poll the flag: the runner must stop at the next point boundary.
    FakeBackend backend;
    backend.sleepPerPoint = std::chrono::milliseconds(150);
    backend.pollCancel = false;
    SweepRunner runner(backend);
    const SweepPlan p = plan(40); // 6 s if it ran to the end
    std::atomic<bool> cancel{false};
    QElapsedTimer sinceCancel;
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(400));
        sinceCancel.start();
        cancel = true;
    });
    const auto points = runner.run(p, cancel);
    const qint64 ms = sinceCancel.elapsed();
    canceller.join();
    QVERIFY2(ms < 1000, qPrintable(QString("stopped %1 ms after cancel").arg(ms)));
    QVERIFY(runner.wasCancelled());
    QVERIFY(points.size() < p.items.size());
    QVERIFY(points.size() >= 1);
    for (const auto& pt : points)
        QVERIFY(pt.ok()); // the point in flight when cancelled is dropped, not recorded
}

void TestSweepRunner::cancelWithinPoint() {
    // Each point would take 5 s; the backend polls the flag between "repetitions".
    FakeBackend backend;
    backend.sleepPerPoint = std::chrono::milliseconds(5000);
    SweepRunner runner(backend);
    std::atomic<bool> cancel{false};
    QElapsedTimer sinceCancel;
    QElapsedTimer total;
    total.start();
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        sinceCancel.start();
        cancel = true;
    });
    const auto points = runner.run(plan(4), cancel);
    const qint64 ms = sinceCancel.elapsed();
    canceller.join();
    QVERIFY2(ms < 1000, qPrintable(QString("stopped %1 ms after cancel").arg(ms)));
    QVERIFY(total.elapsed() < 2000);
    QVERIFY(runner.wasCancelled());
    QVERIFY(points.empty()); // the only started point was cut short: not a measurement
}

void TestSweepRunner::cancelBeforeStart() {
    FakeBackend backend;
    SweepRunner runner(backend);
    std::atomic<bool> cancel{true};
    int progressCalls = 0;
    runner.setOnProgress([&](int, int, double) { ++progressCalls; });
    const auto points = runner.run(plan(3), cancel);
    QVERIFY(points.empty());
    QCOMPARE(backend.calls.load(), 0);
    QVERIFY(runner.wasCancelled());
    QCOMPARE(progressCalls, 1);
}

void TestSweepRunner::stubBackendReportsNoCuda() {
    if (buildHasCuda())
        QSKIP("this build has CUDA: createBackend() loads the CUDA backend (tst_backendmodule: its stub fallback)");
    auto backend = createBackend();
    std::string error;
    QCOMPARE(backend->deviceCount(error), 0);
    QCOMPARE(error, std::string(kNoCudaMessage));
    BenchDevice d;
    QVERIFY(!backend->queryDevice(0, d, error));
    QVERIFY(error.find("no CUDA support") != std::string::npos);
    // Running a plan records the error on every point: never a fake measurement.
    SweepRunner runner(*backend);
    std::atomic<bool> cancel{false};
    const auto points = runner.run(plan(2), cancel);
    QCOMPARE(points.size(), std::size_t(4));
    for (const auto& p : points) {
        QCOMPARE(p.error, std::string(kNoCudaMessage));
        QCOMPARE(p.flopsPerS, 0.0);
        QCOMPARE(p.bytesPerS, 0.0);
        QCOMPARE(p.timeMedian, 0.0);
    }
    QCOMPARE(runner.failedPoints(), 4);
    QVERIFY(computeCeilings(points).empty());
}

void TestSweepRunner::stickyErrorResetsAndGoesOn() {
    test::FaultyBackend backend;
    backend.faultFor = [](const BenchPoint&, int call) { return call == 2 ? test::Fault::Sticky : test::Fault::None; };
    SweepRunner runner(backend);
    std::atomic<bool> cancel{false};
    const SweepPlan p = plan(5);
    const auto points = runner.run(p, cancel);
    QCOMPARE(points.size(), p.items.size()); // reset, then every later point ran
    QVERIFY(!points[2].ok());
    QVERIFY(points[2].error.find("cudaErrorIllegalAddress") != std::string::npos);
    for (std::size_t i = 3; i < points.size(); ++i)
        QVERIFY(points[i].ok());
    QCOMPARE(backend.resets, 1);
    QCOMPARE(runner.recoveries(), 1);
    QVERIFY(runner.stopReason().empty());
    QCOMPARE(runner.failedPoints(), 1);
}

void TestSweepRunner::stickyErrorResetFailsStops() {
    test::FaultyBackend backend;
    backend.recoverFails = true;
    backend.faultFor = [](const BenchPoint&, int call) { return call == 1 ? test::Fault::Sticky : test::Fault::None; };
    SweepRunner runner(backend);
    std::atomic<bool> cancel{false};
    const auto points = runner.run(plan(5), cancel);
    QCOMPARE(points.size(), std::size_t(2)); // the failing point is kept, nothing after it runs
    QVERIFY(points[0].ok());
    QVERIFY(!points[1].ok());
    QCOMPARE(backend.calls, 2);
    QVERIFY(!runner.wasCancelled());
    const std::string& why = runner.stopReason();
    QVERIFY2(why.find("gemm 512x512x512 bf16") != std::string::npos, why.c_str());
    QVERIFY2(why.find("resetting it failed") != std::string::npos, why.c_str());
    QVERIFY2(why.find("cudaErrorDevicesUnavailable") != std::string::npos, why.c_str());
}

void TestSweepRunner::stickyErrorEveryPointStopsAfterMaxResets() {
    test::FaultyBackend backend;
    backend.faultFor = [](const BenchPoint&, int) { return test::Fault::Sticky; };
    SweepRunner runner(backend);
    std::atomic<bool> cancel{false};
    const auto points = runner.run(plan(10), cancel);
    QCOMPARE(runner.recoveries(), SweepRunner::kMaxRecoveries);
    QCOMPARE(points.size(), std::size_t(SweepRunner::kMaxRecoveries + 1));
    QVERIFY2(runner.stopReason().find("failed again after 3 resets") != std::string::npos, runner.stopReason().c_str());
}

void TestSweepRunner::deviceLostExceptionIsRecovered() {
    // A backend that throws DeviceLostError instead of returning the error.
    test::FaultyBackend backend;
    backend.faultFor = [](const BenchPoint&, int call) {
        return call == 0 ? test::Fault::ThrowLost : test::Fault::None;
    };
    SweepRunner runner(backend);
    std::atomic<bool> cancel{false};
    const auto points = runner.run(plan(2), cancel);
    QCOMPARE(points.size(), std::size_t(4));
    QVERIFY(points[0].error.find("cudaErrorLaunchFailure") != std::string::npos);
    QVERIFY(points[0].error.find("unexpected") == std::string::npos);
    QCOMPARE(points[0].name, std::string("gemm 256x256x256"));
    QCOMPARE(runner.recoveries(), 1);
    QVERIFY(points[1].ok());
}

void TestSweepRunner::ordinaryErrorNeedsNoReset() {
    test::FaultyBackend backend;
    backend.faultFor = [](const BenchPoint&, int call) { return call == 1 ? test::Fault::Error : test::Fault::None; };
    SweepRunner runner(backend);
    std::atomic<bool> cancel{false};
    const auto points = runner.run(plan(3), cancel);
    QCOMPARE(points.size(), std::size_t(5));
    QCOMPARE(backend.resets, 0);
    QCOMPARE(runner.recoveries(), 0);
    QCOMPARE(runner.failedPoints(), 1);
}

void TestSweepRunner::cacheAndLaunchPoints() {
    // The plan's L2 and launch items reach the backend's runCache()/runLaunch(); a backend
    // without them (FakeBackend here) answers with a described, failed point.
    SweepPlan p;
    PlanItem cache;
    cache.kind = BenchKind::L2;
    cache.cache.workingSetBytes = 8 << 20;
    cache.cache.passes = 64;
    p.items.push_back(cache);
    PlanItem launch;
    launch.kind = BenchKind::Launch;
    p.items.push_back(launch);
    std::atomic<bool> cancel{false};

    test::FaultyBackend faulty;
    SweepRunner runner(faulty);
    const auto points = runner.run(p, cancel);
    QCOMPARE(points.size(), std::size_t(2));
    QCOMPARE(points[0].kind, BenchKind::L2);
    QCOMPARE(points[0].name, std::string("l2 read 8 MiB"));
    QCOMPARE(points[0].bytes, 64.0 * (8 << 20));
    QVERIFY(points[0].ok());
    QCOMPARE(points[1].kind, BenchKind::Launch);
    QCOMPARE(points[1].name, std::string("launch empty kernel"));
    const MeasuredCeilings c = computeCeilings(points);
    QCOMPARE(c.l2BytesPerS, points[0].bytesPerS);
    QCOMPARE(c.launchSeconds, points[1].timeMedian);

    FakeBackend plain;
    SweepRunner other(plain);
    const auto unsupported = other.run(p, cancel);
    QCOMPARE(unsupported.size(), std::size_t(2));
    QVERIFY(unsupported[0].error.find("does not measure the L2") != std::string::npos);
    QCOMPARE(unsupported[0].name, std::string("l2 read 8 MiB"));
    QVERIFY(!unsupported[1].ok());
}

QTEST_APPLESS_MAIN(TestSweepRunner)
#include "tst_sweeprunner.moc"
