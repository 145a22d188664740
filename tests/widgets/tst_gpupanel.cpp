// The GPU panel and its sweep worker, driven with a test double backend (defined here): every
// number below is test data made up in this file, never a measurement.
#include "core/measured/benchresults.h"
#include "core/model/scenario.h"
#include "document/measurementstore.h"
#include "document/sweepworker.h"
#include "gpu/benchdevice.h"
#include "gpu/sweepplan.h"
#include "markingtranslator.h"
#include "widgets/charts/rooflinechart.h"
#include "widgets/gpu/gpupanel.h"

#include <qcustomplot.h>

#include <QAbstractButton>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <thread>

using namespace rooflab;
using rooflab::test::hasNoWords;
using rooflab::test::kTranslationMarker;

namespace {

// A pretend GPU: sleeps per point (polling the cancel flag every millisecond, like the real
// backend polls between repetitions) and returns rates from a simple roofline of 1.5 TB/s and
// 400 TFLOP/s (16-bit GEMM; tf32 200, fp32 50) / 50 TFLOP/s (CUDA cores). The bf16 512^3 GEMM fails on purpose.
class TestDoubleBackend final : public gpu::BenchBackend {
public:
    explicit TestDoubleBackend(int sleepMs, std::atomic<int>* pointsRun = nullptr)
        : m_sleepMs(sleepMs)
        , m_pointsRun(pointsRun) {}

    int deviceCount(std::string&) override { return 1; }
    bool queryDevice(int index, BenchDevice& out, std::string&) override {
        out = testDevice();
        out.index = index;
        return true;
    }
    std::string method() const override { return "test double (no measurement)"; }

    BenchPoint runGemm(const gpu::GemmSpec& spec) override {
        BenchPoint p = gpu::describeGemm(spec);
        if (!pause())
            return p;
        if (spec.dtype == DType::BF16 && spec.m == 512 && spec.n == 512 && spec.k == 512) {
            p.error = "test double: simulated launch failure";
            return p;
        }
        return rate(p, spec.dtype == DType::FP32 ? 50e12 : spec.dtype == DType::TF32 ? 200e12 : 400e12);
    }
    BenchPoint runStream(const gpu::StreamSpec& spec) override {
        BenchPoint p = gpu::describeStream(spec);
        return pause() ? rate(p, 50e12) : p;
    }
    BenchPoint runIntensity(const gpu::IntensitySpec& spec) override {
        BenchPoint p = gpu::describeIntensity(spec);
        return pause() ? rate(p, 50e12) : p;
    }

    static BenchDevice testDevice() {
        BenchDevice d;
        d.name = "Test double GPU (not a real device)";
        d.ccMajor = 9;
        d.ccMinor = 0;
        d.smCount = 100;
        d.memoryBytes = 16.0 * 1024 * 1024 * 1024;
        d.memoryClockKHz = 1.5e6;
        d.busWidthBits = 4096;
        d.theoreticalBandwidth = theoreticalBandwidth(d.memoryClockKHz, d.busWidthBits);
        d.smClockKHz = 1.8e6;
        d.l2Bytes = 8.0 * 1024 * 1024;
        d.driverVersion = 12040;
        d.runtimeVersion = 12040;
        d.cublasVersion = 120401;
        return d;
    }

private:
    bool pause() {
        if (m_pointsRun)
            ++*m_pointsRun;
        for (int i = 0; i < m_sleepMs; ++i) {
            if (cancelled())
                return false;
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return !cancelled();
    }
    static BenchPoint rate(BenchPoint p, double peakFlops) {
        const double seconds = std::max({p.flops / peakFlops, p.bytes / 1.5e12, 5e-6});
        p.timeMedian = seconds;
        p.timeMin = seconds * 0.98;
        p.timeMax = seconds * 1.05;
        p.repetitions = 10;
        p.deriveRates();
        return p;
    }
    int m_sleepMs;
    std::atomic<int>* m_pointsRun;
};

SweepWorker::BackendFactory testFactory(int sleepMs, std::atomic<int>* pointsRun = nullptr) {
    return [sleepMs, pointsRun] { return std::make_unique<TestDoubleBackend>(sleepMs, pointsRun); };
}

// A plan of `count` STREAM triads plus the failing GEMM first.
gpu::SweepPlan smallPlan(int count) {
    gpu::SweepPlan plan;
    gpu::PlanItem failing;
    failing.kind = BenchKind::Gemm;
    failing.gemm.dtype = DType::BF16;
    failing.gemm.m = failing.gemm.n = failing.gemm.k = 512;
    failing.estimatedSeconds = 0.01;
    plan.items.push_back(failing);
    for (int i = 1; i < count; ++i) {
        gpu::PlanItem item;
        item.kind = BenchKind::Stream;
        item.stream.op = gpu::StreamOp::Triad;
        item.stream.elements = 1 << 20;
        item.estimatedSeconds = 0.01;
        plan.items.push_back(item);
    }
    return plan;
}

int column(QTableWidget* table, const QString& header) {
    for (int c = 0; c < table->columnCount(); ++c)
        if (table->horizontalHeaderItem(c)->text() == header)
            return c;
    return -1;
}

int plottedPoints(RooflineChart* chart, const QString& source, const std::vector<BenchPoint>& points) {
    QSet<QString> series;
    for (const auto& p : points)
        series.insert(MeasurementStore::seriesKey(p));
    int n = 0;
    for (const QString& s : series)
        if (QCPGraph* g = chart->measuredGraph(source, s))
            n += g->dataCount();
    return n;
}

// Results as core's toJson() writes them: made-up test data on a device named as such.
BenchResults testResults() {
    BenchResults r;
    r.device = TestDoubleBackend::testDevice();
    r.device.name = "Example GPU (test data)";
    r.date = "2026-01-31T12:00:00Z";
    r.hostName = "test-host";
    r.method = "test data written by tst_gpupanel";
    TestDoubleBackend backend(0);
    for (std::int64_t s : {256, 1024, 4096, 8192}) {
        gpu::GemmSpec g;
        g.dtype = DType::BF16;
        g.m = g.n = g.k = s;
        r.points.push_back(backend.runGemm(g));
        g.dtype = DType::FP32;
        r.points.push_back(backend.runGemm(g));
    }
    for (auto op : {gpu::StreamOp::Copy, gpu::StreamOp::Triad}) {
        gpu::StreamSpec st;
        st.op = op;
        st.elements = 1 << 26;
        r.points.push_back(backend.runStream(st));
    }
    for (int fma : {0, 8, 64, 512}) {
        gpu::IntensitySpec in;
        in.fmaPerElement = fma;
        in.elements = 1 << 26;
        r.points.push_back(backend.runIntensity(in));
    }
    gpu::GemmSpec bad;
    bad.dtype = DType::BF16;
    bad.m = bad.n = bad.k = 512; // the test double's failing point
    r.points.push_back(backend.runGemm(bad));
    r.ceilings = computeCeilings(r.points);
    return r;
}

// The roofline follows the store as the window wires it (MainWindow::showMeasurementsOnRoofline).
void showOnChart(const MeasurementStore& store, RooflineChart& chart) {
    auto show = [&store, &chart](const QString& id) { chart.setMeasuredSource(*store.source(id)); };
    QObject::connect(&store, &MeasurementStore::sourceAdded, &chart, show);
    QObject::connect(&store, &MeasurementStore::sourceChanged, &chart, show);
    QObject::connect(&store, &MeasurementStore::pointsAppended, &chart, [&store, &chart](const QString& id, int first) {
        chart.appendMeasuredPoints(*store.source(id), first);
    });
    QObject::connect(&store, &MeasurementStore::sourceRemoved, &chart, &RooflineChart::removeMeasuredSource);
    QObject::connect(&store, &MeasurementStore::cleared, &chart, &RooflineChart::clearMeasured);
}

// The files loaded (not the live sweep).
int loadedFiles(const MeasurementStore& store) {
    int files = 0;
    for (const QString& id : store.ids())
        files += store.source(id)->live() ? 0 : 1;
    return files;
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// Data, not interface, in the GPU panel: what the backend reports in its own words (point
// errors such as "test double: simulated launch failure", the sweep plan's notes), and the
// benchmark kind and dtype ids of the points shown ("gemm", "fp8-e4m3").
std::function<bool(const QString&)> gpuData(const GpuPanel& panel) {
    QStringList data;
    for (const auto& note : panel.currentPlan().notes)
        data << QString::fromStdString(note);
    data << data.join(QLatin1Char('\n')); // the estimate's tooltip
    std::vector<BenchPoint> points;
    for (const QString& id : panel.measurements()->ids()) {
        const std::vector<BenchPoint>& more = panel.measurements()->source(id)->results.points;
        points.insert(points.end(), more.begin(), more.end());
    }
    for (const BenchPoint& p : points)
        data << QString::fromStdString(std::string(benchKindId(p.kind)))
             << QString::fromStdString(std::string(dtypeId(p.dtype))) << QString::fromStdString(p.error);
    return [data](const QString& text) { return data.contains(text); };
}

QString joined(const QStringList& lines) {
    return lines.join(QLatin1Char('\n'));
}

// True when a file whose name contains `name` is mapped into this process.
bool mapped(const QString& name) {
    QFile maps(QStringLiteral("/proc/self/maps"));
    return maps.open(QIODevice::ReadOnly) && QString::fromLocal8Bit(maps.readAll()).contains(name);
}

} // namespace

class TestGpuPanel : public QObject {
    Q_OBJECT
private slots:
    void buildBackendWaitsUntilDrawn(); // first: no test before it may load the CUDA module
    void workerDeliversOnGuiThread();
    void workerThrottlesProgress();
    void workerCancelsQuickly();
    void workerLatestRequestWins();
    void sweepFillsTableAndChart();
    void cancelKeepsGuiResponsive();
    void loadShowsPointsAndDevice();
    void loadReportsMalformedFiles();
    void exportWritesJsonAndCsv();
    void scenarioShapesJoinThePlan();
    void noCudaShowsMessage();
    void noDeviceShowsBackendError();
    void retranslatesIdle();
    void retranslatesResults();
    void retranslatesWorkerFailure();
};

void TestGpuPanel::buildBackendWaitsUntilDrawn() {
    if (!gpu::buildHasCuda())
        QSKIP("this build has no CUDA: the panel asks for no device at all (noCudaShowsMessage)");
    QVERIFY(!mapped(QStringLiteral("librooflab_cuda_backend")));
    // As in the main window: the panel is a dock tab behind another one when the window opens.
    MeasurementStore store;
    QMainWindow window;
    window.setCentralWidget(new QLabel(QStringLiteral("charts"), &window));
    auto* front = new QDockWidget(QStringLiteral("napkin"), &window);
    front->setWidget(new QLabel(QStringLiteral("napkin numbers"), front));
    auto* gpuDock = new QDockWidget(QStringLiteral("GPU"), &window);
    auto* panel = new GpuPanel(&store, gpuDock); // the build's backend
    gpuDock->setWidget(panel);
    window.addDockWidget(Qt::BottomDockWidgetArea, front);
    window.addDockWidget(Qt::BottomDockWidgetArea, gpuDock);
    window.tabifyDockWidget(front, gpuDock);
    front->raise();
    QSignalSpy ready(panel->worker(), &SweepWorker::deviceReady);
    QSignalSpy failed(panel->worker(), &SweepWorker::failed);
    window.resize(900, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(300);
    QVERIFY(!panel->worker()->isRunning());
    QCOMPARE(ready.count() + failed.count(), 0);
    QVERIFY(!mapped(QStringLiteral("libcublasLt")));

    // Its tab chosen, it asks for the device: the module loads (and with it cuBLASLt), and the
    // answer is a device, or why there is none (no driver on a build machine).
    gpuDock->raise();
    QTRY_COMPARE_WITH_TIMEOUT(ready.count() + failed.count(), 1, 60000);
    QVERIFY(mapped(QStringLiteral("librooflab_cuda_backend")));
    QVERIFY(mapped(QStringLiteral("libcublasLt")));
    auto* message = panel->findChild<QLabel*>(QStringLiteral("gpuMessage"));
    if (failed.count())
        QCOMPARE(message->text(), failed.at(0).at(0).toString());

    // Chosen again: no second query.
    front->raise();
    QTest::qWait(100);
    gpuDock->raise();
    QTest::qWait(300);
    QVERIFY(!panel->worker()->isRunning());
    QCOMPARE(ready.count() + failed.count(), 1);
}

void TestGpuPanel::workerDeliversOnGuiThread() {
    SweepWorker worker(testFactory(2));
    QSignalSpy points(&worker, &SweepWorker::pointMeasured);
    QSignalSpy progress(&worker, &SweepWorker::progress);
    QSignalSpy finished(&worker, &SweepWorker::finished);
    bool allOnGuiThread = true;
    connect(&worker, &SweepWorker::pointMeasured, this,
            [&] { allOnGuiThread = allOnGuiThread && QThread::currentThread() == qApp->thread(); });
    worker.start(smallPlan(5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 5000);
    QCOMPARE(points.count(), 5);
    QVERIFY(allOnGuiThread);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QCOMPARE(finished.at(0).at(1).toInt(), 1); // the failing GEMM
    const auto first = points.at(0).at(0).value<BenchPoint>();
    QVERIFY(!first.ok());
    QVERIFY(points.at(1).at(0).value<BenchPoint>().bytesPerS > 0);
    QCOMPARE(progress.last().at(0).toInt(), 5);
    QCOMPARE(progress.last().at(1).toInt(), 5);
    QVERIFY(!worker.isRunning());
}

void TestGpuPanel::workerThrottlesProgress() {
    SweepWorker worker(testFactory(0));
    QSignalSpy progress(&worker, &SweepWorker::progress);
    QSignalSpy finished(&worker, &SweepWorker::finished);
    worker.start(smallPlan(400));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
    // At most ~20 per second plus the first and last: 400 zero-cost points give a handful.
    QVERIFY2(progress.count() < 40, qPrintable(QString::number(progress.count())));
    QCOMPARE(progress.first().at(0).toInt(), 0);
    QCOMPARE(progress.last().at(0).toInt(), 400);
}

void TestGpuPanel::workerCancelsQuickly() {
    SweepWorker worker(testFactory(100));
    QSignalSpy points(&worker, &SweepWorker::pointMeasured);
    QSignalSpy finished(&worker, &SweepWorker::finished);
    worker.start(smallPlan(50));
    QTRY_VERIFY_WITH_TIMEOUT(points.count() >= 2, 5000);
    QElapsedTimer timer;
    timer.start();
    worker.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 1000);
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY(points.count() < 50);
}

void TestGpuPanel::workerLatestRequestWins() {
    std::atomic<int> pointsRun{0};
    SweepWorker worker(testFactory(30, &pointsRun));
    QSignalSpy points(&worker, &SweepWorker::pointMeasured);
    QSignalSpy finished(&worker, &SweepWorker::finished);
    worker.start(smallPlan(40));
    QTRY_VERIFY_WITH_TIMEOUT(points.count() >= 1, 5000);
    worker.start(smallPlan(3)); // replaces the first: its remaining signals are dropped
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 5000);
    QCOMPARE(finished.at(0).at(0).toBool(), false); // the second sweep, complete
    QTest::qWait(100);
    QCOMPARE(finished.count(), 1);
    QVERIFY(pointsRun.load() < 40);
    QVERIFY(!worker.isRunning());
}

void TestGpuPanel::sweepFillsTableAndChart() {
    MeasurementStore store;
    RooflineChart chart;
    showOnChart(store, chart);
    GpuPanel panel(&store, testFactory(2));
    auto* start = panel.findChild<QPushButton*>(QStringLiteral("gpuStartButton"));
    auto* table = panel.findChild<QTableWidget*>(QStringLiteral("gpuResultsTable"));
    auto* progressBar = panel.findChild<QProgressBar*>(QStringLiteral("gpuProgress"));
    QVERIFY(start && table && progressBar);
    QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 5000); // the device query came back
    const gpu::SweepPlan plan = panel.currentPlan();
    const int total = int(plan.items.size());
    QVERIFY(total > 10);

    QSignalSpy points(panel.worker(), &SweepWorker::pointMeasured);
    QSignalSpy progress(panel.worker(), &SweepWorker::progress);
    QSignalSpy finished(panel.worker(), &SweepWorker::finished);
    QTest::mouseClick(start, Qt::LeftButton);
    QVERIFY(!start->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QCOMPARE(points.count(), total);
    QCOMPARE(progress.last().at(0).toInt(), total);
    QCOMPARE(progressBar->value(), total);
    QCOMPARE(finished.at(0).at(1).toInt(), 1);
    QVERIFY(start->isEnabled());

    QCOMPARE(table->rowCount(), total);
    const int errorColumn = column(table, QStringLiteral("Error"));
    QVERIFY(errorColumn >= 0);
    int errorRows = 0;
    for (int row = 0; row < table->rowCount(); ++row) {
        QTableWidgetItem* item = table->item(row, errorColumn);
        if (!item->text().isEmpty()) {
            ++errorRows;
            QVERIFY(item->text().contains(QStringLiteral("simulated launch failure")));
            QCOMPARE(item->data(Qt::UserRole).toBool(), true);
            QCOMPARE(item->foreground().color().red() > 150, true);
        }
    }
    QCOMPARE(errorRows, 1);

    // Every point that succeeded at a positive intensity is on the chart (STREAM copy is not).
    const auto& measured = store.liveResults().points;
    QCOMPARE(int(measured.size()), total);
    int expected = 0;
    for (const auto& p : measured)
        if (p.ok() && p.intensity > 0)
            ++expected;
    const QString source = MeasurementStore::kLiveId;
    QCOMPARE(plottedPoints(&chart, source, measured), expected);
    QVERIFY(expected < total - 1); // STREAM copy has no FLOPs, the failed GEMM no rate
    QCPGraph* bf16 = chart.measuredGraph(source, QStringLiteral("gemm bf16"));
    QVERIFY(bf16);
    QCOMPARE(bf16->name(), QStringLiteral("Test double GPU (not a real device): GEMM bf16"));
    QVERIFY(chart.measuredGraph(source, QStringLiteral("stream")));
    QVERIFY(!chart.measuredCeilingLabels(source).isEmpty());
    QVERIFY(store.liveResults().ceilings.streamBytesPerS > 0);
}

void TestGpuPanel::cancelKeepsGuiResponsive() {
    MeasurementStore store;
    RooflineChart chart;
    showOnChart(store, chart);
    GpuPanel panel(&store, testFactory(40));
    panel.resize(900, 600);
    panel.show();
    auto* start = panel.findChild<QPushButton*>(QStringLiteral("gpuStartButton"));
    auto* cancel = panel.findChild<QPushButton*>(QStringLiteral("gpuCancelButton"));
    QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 5000);
    QVERIFY(!cancel->isEnabled());

    // Event-loop delay: a 10 ms timer whose ticks should never be far apart.
    QElapsedTimer sinceTick;
    qint64 maxGap = 0;
    int ticks = 0;
    QTimer ticker;
    ticker.setInterval(10);
    connect(&ticker, &QTimer::timeout, this, [&] {
        if (ticks++ > 0)
            maxGap = std::max(maxGap, sinceTick.elapsed());
        sinceTick.restart();
    });

    QSignalSpy points(panel.worker(), &SweepWorker::pointMeasured);
    QSignalSpy finished(panel.worker(), &SweepWorker::finished);
    QTest::mouseClick(start, Qt::LeftButton);
    sinceTick.start();
    ticker.start();
    QTRY_VERIFY_WITH_TIMEOUT(points.count() >= 8, 10000);
    QVERIFY(cancel->isEnabled());
    QElapsedTimer timer;
    timer.start();
    QTest::mouseClick(cancel, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 1000);
    const qint64 stopMs = timer.elapsed();
    ticker.stop();
    QVERIFY2(stopMs < 1000, qPrintable(QStringLiteral("stopped after %1 ms").arg(stopMs)));
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY(int(store.liveResults().points.size()) < int(panel.currentPlan().items.size()));
    // A sweep run on the GUI thread would hold the loop for whole points (40 ms each) and the
    // eight points before the cancel (>= 320 ms): one or two ticks and a gap of 320 ms or more.
    // The bounds sit well clear of that and of a loaded machine or a sanitizer build (2-5x
    // slower), where gaps of 50-80 ms were seen with the sweep correctly off the GUI thread.
    qInfo("event loop: %d ticks, longest gap %lld ms; cancel took %lld ms", ticks, maxGap, stopMs);
    QVERIFY2(ticks > 5, qPrintable(QStringLiteral("%1 ticks").arg(ticks)));
    QVERIFY2(maxGap < 200, qPrintable(QStringLiteral("longest event-loop gap %1 ms").arg(maxGap)));
    QVERIFY(start->isEnabled());
    QVERIFY(!cancel->isEnabled());
}

void TestGpuPanel::loadShowsPointsAndDevice() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const BenchResults results = testResults();
    const QString path = dir.filePath(QStringLiteral("example-test-data.json"));
    QVERIFY(writeFile(path, QByteArray::fromStdString(toJson(results))));

    MeasurementStore store;
    RooflineChart chart;
    showOnChart(store, chart);
    GpuPanel panel(&store); // the build's backend: loading works with or without CUDA
    const QStringList errors = panel.loadResultsFiles({path});
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
    QCOMPARE(loadedFiles(store), 1);
    const QString id = MeasurementStore::fileId(path);
    QCOMPARE(store.ids(), QStringList{id});
    QCOMPARE(store.source(id)->results.device.name, results.device.name);

    const QString source = QStringLiteral("Example GPU (test data) — example-test-data.json");
    QCOMPARE(MeasurementStore::label(*store.source(id)), source);
    QCPGraph* bf16 = chart.measuredGraph(id, QStringLiteral("gemm bf16"));
    QVERIFY(bf16);
    QCOMPARE(bf16->dataCount(), 4);                                               // the failed 512^3 point is not drawn
    QCOMPARE(bf16->name(), QStringLiteral("Example GPU (test data): GEMM bf16")); // alone: its device is enough
    QCOMPARE(chart.measuredGraph(id, QStringLiteral("gemm fp32"))->dataCount(), 4);
    QCOMPARE(chart.measuredGraph(id, QStringLiteral("stream"))->dataCount(), 1); // triad; copy has 0 FLOPs
    QCOMPARE(chart.measuredGraph(id, QStringLiteral("intensity fp32"))->dataCount(),
             4); // fma=0 still does 1 FLOP per element
    QVERIFY(!chart.measuredCeilingLabels(id).isEmpty());

    auto* loaded = panel.findChild<QLabel*>(QStringLiteral("gpuLoadedLabel"));
    QVERIFY(loaded->text().contains(QStringLiteral("Example GPU (test data)")));
    auto* table = panel.findChild<QTableWidget*>(QStringLiteral("gpuResultsTable"));
    QCOMPARE(table->rowCount(), int(results.points.size()));
    QCOMPARE(table->item(0, 0)->text(), source);

    // Loading it again replaces it rather than doubling it.
    QVERIFY(panel.loadResultsFiles({path}).isEmpty());
    QCOMPARE(loadedFiles(store), 1);
    QCOMPARE(table->rowCount(), int(results.points.size()));
    QCOMPARE(chart.measuredGraph(id, QStringLiteral("gemm bf16")), bf16);
    QCOMPARE(bf16->dataCount(), 4);

    // A second file beside it: two sources; removing the first leaves the second on the chart
    // and in the table.
    const QString second = dir.filePath(QStringLiteral("second-test-data.json"));
    QVERIFY(writeFile(second, QByteArray::fromStdString(toJson(results))));
    QVERIFY(panel.loadResultsFiles({second}).isEmpty());
    QCOMPARE(loadedFiles(store), 2);
    QCOMPARE(table->rowCount(), 2 * int(results.points.size()));
    store.remove(id);
    QVERIFY(!chart.measuredGraph(id, QStringLiteral("gemm bf16")));
    QCOMPARE(chart.measuredGraph(MeasurementStore::fileId(second), QStringLiteral("gemm bf16"))->dataCount(), 4);
    QCOMPARE(table->rowCount(), int(results.points.size()));
    QVERIFY(table->item(0, 0)->text().endsWith(QStringLiteral("second-test-data.json")));
    QVERIFY(!loaded->text().contains(QStringLiteral("example-test-data.json")));

    // Screenshot for docs/ when asked: ROOFLAB_GPU_SCREENSHOT=/tmp/gpupanel.png
    const QString shot = qEnvironmentVariable("ROOFLAB_GPU_SCREENSHOT");
    if (!shot.isEmpty()) {
        MeasurementStore shownStore;
        QWidget window;
        auto* layout = new QHBoxLayout(&window);
        GpuPanel* shown = new GpuPanel(&shownStore, &window);
        RooflineChart* shownChart = new RooflineChart(&window);
        showOnChart(shownStore, *shownChart);
        QVERIFY(shown->loadResultsFiles({path}).isEmpty());
        layout->addWidget(shown, 3);
        layout->addWidget(shownChart, 2);
        window.resize(1760, 760);
        window.show();
        QTest::qWait(200);
        QVERIFY(window.grab().save(shot));
    }
}

void TestGpuPanel::loadReportsMalformedFiles() {
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    QVERIFY(writeFile(broken, "{ \"format\": \"rooflab-bench-results\", \"points\": [ {"));
    const QString good = dir.filePath(QStringLiteral("good.json"));
    QVERIFY(writeFile(good, QByteArray::fromStdString(toJson(testResults()))));
    const QString missing = dir.filePath(QStringLiteral("missing.json"));

    MeasurementStore store;
    GpuPanel panel(&store);
    const QStringList errors = panel.loadResultsFiles({broken, good, missing});
    QCOMPARE(errors.size(), 2);
    QVERIFY2(errors.at(0).startsWith(QStringLiteral("broken.json: ")), qPrintable(errors.at(0)));
    QVERIFY(errors.at(0).size() > QStringLiteral("broken.json: ").size());
    QVERIFY2(errors.at(1).startsWith(QStringLiteral("missing.json: ")), qPrintable(errors.at(1)));
    QCOMPARE(loadedFiles(store), 1); // the good one still loads
}

void TestGpuPanel::exportWritesJsonAndCsv() {
    MeasurementStore store;
    GpuPanel panel(&store, testFactory(0));
    QString error;
    QTemporaryDir dir;
    QVERIFY(!panel.exportResults(dir.filePath(QStringLiteral("none.json")), &error));
    QVERIFY(!error.isEmpty());

    auto* start = panel.findChild<QPushButton*>(QStringLiteral("gpuStartButton"));
    QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 5000);
    QSignalSpy finished(panel.worker(), &SweepWorker::finished);
    panel.startSweep();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    const int points = int(store.liveResults().points.size());

    const QString json = dir.filePath(QStringLiteral("sweep.json"));
    QVERIFY2(panel.exportResults(json, &error), qPrintable(error));
    QFile f(json);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    BenchResults back;
    std::string parseError;
    QVERIFY2(parseBenchResults(bytes.toStdString(), back, parseError), parseError.c_str());
    QCOMPARE(int(back.points.size()), points);
    QCOMPARE(back.device.name, TestDoubleBackend::testDevice().name);
    QCOMPARE(back.method, std::string("test double (no measurement)"));

    const QString csv = dir.filePath(QStringLiteral("sweep.csv"));
    QVERIFY2(panel.exportResults(csv, &error), qPrintable(error));
    QFile c(csv);
    QVERIFY(c.open(QIODevice::ReadOnly));
    QCOMPARE(c.readAll().trimmed().count('\n') + 1, points + 1); // header + one row per point
}

void TestGpuPanel::scenarioShapesJoinThePlan() {
    MeasurementStore store;
    GpuPanel panel(&store, testFactory(0));
    auto* start = panel.findChild<QPushButton*>(QStringLiteral("gpuStartButton"));
    QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 5000);
    const auto hasLabel = [](const gpu::SweepPlan& plan, const std::string& label) {
        return std::any_of(plan.items.begin(), plan.items.end(),
                           [&](const gpu::PlanItem& i) { return i.kind == BenchKind::Gemm && i.gemm.label == label; });
    };
    QVERIFY(!hasLabel(panel.currentPlan(), "mlp-up 2048x2560x6912"));
    Scenario scenario;
    scenario.model.arch.dModel = 2560;
    scenario.model.arch.dFf = 6912;
    scenario.training.microBatch = 2;
    scenario.training.seqLen = 1024;
    scenario.phase = Phase::Train;
    panel.setScenario(scenario);
    const gpu::SweepPlan plan = panel.currentPlan();
    QVERIFY(hasLabel(plan, "mlp-up 2048x2560x6912"));
    QVERIFY(hasLabel(plan, "mlp-up 4096x4096x14336")); // the preset's shape stays

    auto* picker = panel.findChild<QComboBox*>(QStringLiteral("gpuPresetPicker"));
    picker->setCurrentIndex(1); // full
    QCOMPARE(panel.currentPlan().preset, gpu::Preset::Full);
    QVERIFY(panel.currentPlan().items.size() > plan.items.size());
}

void TestGpuPanel::noCudaShowsMessage() {
    if (gpu::buildHasCuda())
        QSKIP("this build has CUDA: the no-CUDA message is not shown");
    MeasurementStore store;
    GpuPanel panel(&store);
    auto* message = panel.findChild<QLabel*>(QStringLiteral("gpuMessage"));
    auto* start = panel.findChild<QPushButton*>(QStringLiteral("gpuStartButton"));
    auto* load = panel.findChild<QPushButton*>(QStringLiteral("gpuLoadButton"));
    QCOMPARE(message->text(), QString::fromUtf8(gpu::kNoCudaMessage.data(), qsizetype(gpu::kNoCudaMessage.size())));
    QVERIFY(!start->isEnabled());
    QVERIFY(load->isEnabled());
    QTest::qWait(50);
    QVERIFY(!start->isEnabled());
    QVERIFY(!panel.worker()->isRunning());
}

namespace {
class NoDeviceBackend final : public gpu::BenchBackend {
public:
    int deviceCount(std::string& error) override {
        error = "no CUDA-capable device is detected (test double)";
        return 0;
    }
    bool queryDevice(int, BenchDevice&, std::string& error) override {
        error = "no device";
        return false;
    }
    std::string method() const override { return {}; }
    BenchPoint runGemm(const gpu::GemmSpec& s) override { return gpu::describeGemm(s); }
    BenchPoint runStream(const gpu::StreamSpec& s) override { return gpu::describeStream(s); }
    BenchPoint runIntensity(const gpu::IntensitySpec& s) override { return gpu::describeIntensity(s); }
};
} // namespace

void TestGpuPanel::noDeviceShowsBackendError() {
    MeasurementStore store;
    GpuPanel panel(&store, [] { return std::make_unique<NoDeviceBackend>(); });
    auto* message = panel.findChild<QLabel*>(QStringLiteral("gpuMessage"));
    auto* start = panel.findChild<QPushButton*>(QStringLiteral("gpuStartButton"));
    QTRY_COMPARE_WITH_TIMEOUT(message->text(), QStringLiteral("no CUDA-capable device is detected (test double)"),
                              5000);
    QVERIFY(!start->isEnabled());
    QVERIFY(panel.currentPlan().items.empty());
}

void TestGpuPanel::retranslatesIdle() {
    MeasurementStore store;
    GpuPanel panel(&store, testFactory(0));
    auto* start = panel.findChild<QPushButton*>(QStringLiteral("gpuStartButton"));
    auto* picker = panel.findChild<QComboBox*>(QStringLiteral("gpuPresetPicker"));
    auto* progress = panel.findChild<QProgressBar*>(QStringLiteral("gpuProgress"));
    auto* table = panel.findChild<QTableWidget*>(QStringLiteral("gpuResultsTable"));
    QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 5000);
    picker->setCurrentIndex(1);
    const int points = int(panel.currentPlan().items.size());
    const auto isData = gpuData(panel);
    {
        rooflab::test::ScopedMarkingTranslation translation;
        const QStringList missing = rooflab::test::untranslatedTexts(&panel, isData);
        QVERIFY2(missing.isEmpty(), qPrintable(joined(missing)));
        QCOMPARE(picker->currentIndex(), 1);
        QCOMPARE(picker->currentData().toInt(), int(gpu::Preset::Full));
        QCOMPARE(picker->currentText(), kTranslationMarker + QStringLiteral("Full"));
        QCOMPARE(progress->format(), kTranslationMarker + QStringLiteral("Idle"));
        QCOMPARE(table->horizontalHeaderItem(0)->text(), kTranslationMarker + QStringLiteral("Source"));
        QCOMPARE(int(panel.currentPlan().items.size()), points);
        QVERIFY(start->isEnabled());
    }
    QVERIFY2(rooflab::test::markedTexts(&panel).isEmpty(), qPrintable(joined(rooflab::test::markedTexts(&panel))));
    QCOMPARE(start->text(), QStringLiteral("Start"));
    QCOMPARE(picker->currentText(), QStringLiteral("Full"));
    QCOMPARE(progress->format(), QStringLiteral("Idle"));
    QCOMPARE(column(table, QStringLiteral("Error")), 9);
}

void TestGpuPanel::retranslatesResults() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("example-test-data.json"));
    QVERIFY(writeFile(path, QByteArray::fromStdString(toJson(testResults()))));
    MeasurementStore store;
    RooflineChart chart;
    showOnChart(store, chart);
    GpuPanel panel(&store, testFactory(0));
    auto* start = panel.findChild<QPushButton*>(QStringLiteral("gpuStartButton"));
    auto* progress = panel.findChild<QProgressBar*>(QStringLiteral("gpuProgress"));
    auto* table = panel.findChild<QTableWidget*>(QStringLiteral("gpuResultsTable"));
    auto* loadedLabel = panel.findChild<QLabel*>(QStringLiteral("gpuLoadedLabel"));
    QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 5000);
    QVERIFY(panel.loadResultsFiles({path}).isEmpty());
    QSignalSpy finished(panel.worker(), &SweepWorker::finished);
    panel.startSweep();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);

    const int rows = table->rowCount();
    const int swept = int(store.liveResults().points.size());
    QVERIFY(swept > 10);
    const QString fileId = MeasurementStore::fileId(path);
    QCOMPARE(rows, swept + int(store.source(fileId)->results.points.size()));
    table->selectRow(3);
    const QString progressText = progress->format();
    QVERIFY2(progressText.startsWith(QStringLiteral("Done: ")), qPrintable(progressText));
    const QString fileSource = QStringLiteral("Example GPU (test data) — example-test-data.json");
    const QString liveId = MeasurementStore::kLiveId;
    QCPGraph* fileBf16 = chart.measuredGraph(fileId, QStringLiteral("gemm bf16"));
    QCOMPARE(fileBf16->dataCount(), 4);
    QCOMPARE(fileBf16->name(), fileSource + QStringLiteral(": GEMM bf16"));
    QCPGraph* liveStream = chart.measuredGraph(liveId, QStringLiteral("stream"));
    const int liveStreamPoints = liveStream->dataCount();
    QVERIFY(liveStreamPoints > 0);
    const QString liveStreamName = liveStream->name();
    QStringList cells;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < table->columnCount(); ++c)
            cells << table->item(r, c)->text();

    const auto isData = gpuData(panel);
    {
        rooflab::test::ScopedMarkingTranslation translation;
        const QStringList missing = rooflab::test::untranslatedTexts(&panel, isData);
        QVERIFY2(missing.isEmpty(), qPrintable(joined(missing)));
        QCOMPARE(QString(progress->format()).remove(kTranslationMarker), progressText);
        QVERIFY(loadedLabel->text().contains(kTranslationMarker));
        // The points stay, in the same rows, and the selection with them.
        QCOMPARE(table->rowCount(), rows);
        QCOMPARE(int(store.liveResults().points.size()), swept);
        QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
        QCOMPARE(table->selectionModel()->selectedRows().front().row(), 3);
        int cell = 0;
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < table->columnCount(); ++c)
                QCOMPARE(table->item(r, c)->text().remove(kTranslationMarker), cells.at(cell++));
        // The chart keeps its sources and graphs (known by id) and names them anew.
        const QString markedFile = table->item(0, 0)->text(); // the file's rows came first
        const QString markedLive = table->item(rows - 1, 0)->text();
        QVERIFY(markedFile.contains(kTranslationMarker) && markedLive.contains(kTranslationMarker));
        QCOMPARE(chart.measuredGraph(fileId, QStringLiteral("gemm bf16")), fileBf16);
        QCOMPARE(fileBf16->dataCount(), 4);
        QCOMPARE(fileBf16->name(), kTranslationMarker + markedFile + QStringLiteral(": ") + kTranslationMarker +
                                       QStringLiteral("GEMM bf16"));
        QCOMPARE(chart.measuredGraph(liveId, QStringLiteral("stream")), liveStream);
        QCOMPARE(liveStream->dataCount(), liveStreamPoints);
        QCOMPARE(liveStream->name(), kTranslationMarker + markedLive + QStringLiteral(": ") + kTranslationMarker +
                                         QStringLiteral("STREAM"));
    }
    QVERIFY2(rooflab::test::markedTexts(&panel).isEmpty(), qPrintable(joined(rooflab::test::markedTexts(&panel))));
    QCOMPARE(progress->format(), progressText);
    QCOMPARE(fileBf16->name(), fileSource + QStringLiteral(": GEMM bf16"));
    QCOMPARE(liveStream->name(), liveStreamName);
    QCOMPARE(liveStream->dataCount(), liveStreamPoints);
    // Loading the file again still replaces it rather than adding a second copy.
    QVERIFY(panel.loadResultsFiles({path}).isEmpty());
    QCOMPARE(loadedFiles(store), 1);
    QCOMPARE(table->rowCount(), rows);
    QCOMPARE(chart.measuredGraph(fileId, QStringLiteral("gemm bf16")), fileBf16);
}

void TestGpuPanel::retranslatesWorkerFailure() {
    MeasurementStore store;
    GpuPanel panel(&store, []() -> std::unique_ptr<gpu::BenchBackend> { return nullptr; });
    auto* message = panel.findChild<QLabel*>(QStringLiteral("gpuMessage"));
    QTRY_COMPARE_WITH_TIMEOUT(message->text(), QStringLiteral("could not create the measurement backend"), 5000);
    {
        rooflab::test::ScopedMarkingTranslation translation;
        QCOMPARE(message->text(), kTranslationMarker + QStringLiteral("could not create the measurement backend"));
        const QStringList missing = rooflab::test::untranslatedTexts(&panel);
        QVERIFY2(missing.isEmpty(), qPrintable(joined(missing)));
    }
    QCOMPARE(message->text(), QStringLiteral("could not create the measurement backend"));
}

QTEST_MAIN(TestGpuPanel)
#include "tst_gpupanel.moc"
