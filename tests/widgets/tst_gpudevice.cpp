// A real sweep of two points on this machine's GPU through the worker. Skipped where the build
// has no CUDA or the machine no device; the numbers it checks are real measurements.
#include "document/sweepworker.h"
#include "gpu/benchdevice.h"
#include "gpu/sweepplan.h"

#include <QSignalSpy>
#include <QTest>

using namespace rooflab;

class TestGpuDevice : public QObject {
    Q_OBJECT
private slots:
    void twoPointSweep();
};

void TestGpuDevice::twoPointSweep() {
    if (!gpu::buildHasCuda())
        QSKIP("no CUDA device: this build has no CUDA support (ROOFLAB_CUDA=OFF or no nvcc)");
    auto backend = gpu::createBackend();
    std::string error;
    if (backend->deviceCount(error) <= 0)
        QSKIP(qPrintable(QStringLiteral("no CUDA device: %1").arg(QString::fromStdString(error))));
    BenchDevice device;
    QVERIFY2(backend->queryDevice(0, device, error), error.c_str());
    backend.reset(); // the worker makes its own

    // One small fp32 GEMM (checked against the CPU reference) and one STREAM triad.
    gpu::PlanOptions options;
    options.kinds = {BenchKind::Gemm, BenchKind::Stream};
    options.dtypes = {DType::FP32};
    options.squareSizes = {1024};
    options.includeTransformerShapes = false;
    options.includeDecodeShapes = false;
    gpu::SweepPlan full = gpu::makePlan(options, device);
    gpu::SweepPlan plan;
    for (const auto& item : full.items) {
        if (item.kind == BenchKind::Gemm && plan.items.empty())
            plan.items.push_back(item);
        if (item.kind == BenchKind::Stream && item.stream.op == gpu::StreamOp::Triad)
            plan.items.push_back(item);
    }
    QCOMPARE(int(plan.items.size()), 2);

    SweepWorker worker;
    QSignalSpy points(&worker, &SweepWorker::pointMeasured);
    QSignalSpy finished(&worker, &SweepWorker::finished);
    QSignalSpy failed(&worker, &SweepWorker::failed);
    worker.start(plan);
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1 || failed.count() == 1, 120000);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QCOMPARE(finished.at(0).at(1).toInt(), 0);
    QCOMPARE(points.count(), 2);
    const auto gemm = points.at(0).at(0).value<BenchPoint>();
    const auto triad = points.at(1).at(0).value<BenchPoint>();
    QVERIFY2(gemm.ok(), gemm.error.c_str());
    QVERIFY2(triad.ok(), triad.error.c_str());
    QVERIFY(gemm.flopsPerS > 0);
    QVERIFY(gemm.timeMedian > 0);
    QVERIFY(triad.bytesPerS > 0);
    // Sanity against the datasheet: never above the theoretical bandwidth by more than 10 %.
    if (device.theoreticalBandwidth > 0)
        QVERIFY(triad.bytesPerS < 1.1 * device.theoreticalBandwidth);
    qInfo("%s: fp32 GEMM 1024^3 %.1f TFLOP/s, triad %.0f GB/s", device.name.c_str(), gemm.flopsPerS / 1e12,
          triad.bytesPerS / 1e9);
}

QTEST_MAIN(TestGpuDevice)
#include "tst_gpudevice.moc"
