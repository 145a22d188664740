// The measurement store: sources keyed by stable ids (never by their displayed names), files
// loaded and loaded again, one removed while the others stay, the live sweep point by point,
// the runs handed to the step-time calibration, and names that follow the language while the
// sources stay. Every number here is made-up test data.
#include "document/measurementstore.h"

#include <QCoreApplication>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace rooflab;

namespace {

// Every text in every context comes back marked: a stand-in for a language switch.
class MarkingTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char*, const char* source, const char* = nullptr, int n = -1) const override {
        QString text = QStringLiteral("«") + QString::fromUtf8(source);
        if (n >= 0)
            text.replace(QStringLiteral("%n"), QString::number(n));
        return text;
    }
};

BenchPoint gemmPoint(DType dtype, std::int64_t n, double flopsPerS) {
    BenchPoint p;
    p.kind = BenchKind::Gemm;
    p.name = "gemm";
    p.dtype = dtype;
    p.m = p.n = p.k = n;
    p.flops = 2.0 * double(n) * double(n) * double(n);
    p.bytes = 3.0 * double(n) * double(n) * 2;
    p.intensity = p.flops / p.bytes;
    p.timeMedian = p.flops / flopsPerS;
    p.deriveRates();
    return p;
}

BenchPoint streamPoint(const char* name, double bytesPerS, double flopsPerElement) {
    BenchPoint p;
    p.kind = BenchKind::Stream;
    p.name = name;
    p.dtype = DType::FP32;
    p.elements = 1 << 20;
    p.bytes = 3.0 * 4 * double(p.elements);
    p.flops = flopsPerElement * double(p.elements);
    p.intensity = p.flops / p.bytes;
    p.timeMedian = p.bytes / bytesPerS;
    p.deriveRates();
    return p;
}

BenchResults resultsOn(const std::string& device, double scale = 1) {
    BenchResults r;
    r.device.name = device;
    r.points = {gemmPoint(DType::BF16, 4096, 400e12 * scale), streamPoint("stream triad", 1.5e12 * scale, 2),
                streamPoint("stream copy", 1.6e12 * scale, 0)};
    r.ceilings = computeCeilings(r.points);
    return r;
}

} // namespace

class TestMeasurementStore : public QObject {
    Q_OBJECT

private slots:
    void idsAreStableAndLoadingAgainReplaces() {
        MeasurementStore store;
        QSignalSpy added(&store, &MeasurementStore::sourceAdded);
        QSignalSpy changed(&store, &MeasurementStore::sourceChanged);
        const QString a = store.addFile(QStringLiteral("/runs/node-a/results.json"), resultsOn("GPU A (test data)"));
        const QString b = store.addFile(QStringLiteral("/runs/node-b/results.json"), resultsOn("GPU B (test data)"));
        // Two files of the same name from two machines are two sources.
        QCOMPARE(a, QStringLiteral("file:/runs/node-a/results.json"));
        QVERIFY(a != b);
        QCOMPARE(store.ids(), (QStringList{a, b}));
        QCOMPARE(added.count(), 2);
        QCOMPARE(store.source(a)->fileName, QStringLiteral("results.json"));

        // Loading the same path again replaces that source in its place.
        const QString again =
            store.addFile(QStringLiteral("/runs/node-a/results.json"), resultsOn("GPU A (test data)", 0.5));
        QCOMPARE(again, a);
        QCOMPARE(store.ids(), (QStringList{a, b}));
        QCOMPARE(added.count(), 2);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toString(), a);
        QCOMPARE(store.source(a)->results.points.front().flopsPerS, 200e12);
    }

    void removingOneFileLeavesTheOthers() {
        MeasurementStore store;
        const QString a = store.addFile(QStringLiteral("/runs/a.json"), resultsOn("GPU A (test data)"));
        const QString b = store.addFile(QStringLiteral("/runs/b.json"), resultsOn("GPU B (test data)"));
        const QString c = store.addFile(QStringLiteral("/runs/c.json"), resultsOn("GPU C (test data)"));
        QSignalSpy removed(&store, &MeasurementStore::sourceRemoved);
        store.remove(b);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.at(0).at(0).toString(), b);
        QCOMPARE(store.ids(), (QStringList{a, c}));
        QVERIFY(!store.source(b));
        QCOMPARE(store.source(a)->results.device.name, std::string("GPU A (test data)"));
        QCOMPARE(store.source(c)->results.device.name, std::string("GPU C (test data)"));
        QCOMPARE(store.runs().size(), std::size_t(2));
        store.remove(b); // gone already: nothing happens
        QCOMPARE(removed.count(), 1);

        QSignalSpy cleared(&store, &MeasurementStore::cleared);
        store.clear();
        QCOMPARE(cleared.count(), 1);
        QVERIFY(store.ids().isEmpty());
        QVERIFY(!store.hasResults());
    }

    void loadsFilesAndReportsBadOnes() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString good = dir.filePath(QStringLiteral("good.json"));
        QFile file(good);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(toJson(resultsOn("Example GPU (test data)"))));
        file.close();
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile brokenFile(broken);
        QVERIFY(brokenFile.open(QIODevice::WriteOnly));
        brokenFile.write("{ \"format\": \"rooflab-bench-results\", \"points\": [ {");
        brokenFile.close();

        MeasurementStore store;
        QString error;
        const QString id = store.loadFile(good, &error);
        QVERIFY2(!id.isEmpty(), qPrintable(error));
        QCOMPARE(id, MeasurementStore::fileId(good));
        QCOMPARE(store.source(id)->results.points.size(), std::size_t(3));
        QVERIFY(store.loadFile(broken, &error).isEmpty());
        QVERIFY2(error.startsWith(QStringLiteral("broken.json: ")) && error.size() > 14, qPrintable(error));
        QVERIFY(store.loadFile(dir.filePath(QStringLiteral("missing.json")), &error).isEmpty());
        QVERIFY2(error.startsWith(QStringLiteral("missing.json: ")), qPrintable(error));
        QCOMPARE(store.ids(), QStringList{id}); // the bad ones added nothing
    }

    void liveSweepPointByPoint() {
        MeasurementStore store;
        const QString file = store.addFile(QStringLiteral("/runs/other.json"), resultsOn("GPU B (test data)"));
        QSignalSpy added(&store, &MeasurementStore::sourceAdded);
        QSignalSpy changed(&store, &MeasurementStore::sourceChanged);
        QSignalSpy appended(&store, &MeasurementStore::pointsAppended);
        BenchResults header;
        header.device.name = "GPU A (test data)";
        store.beginLive(header);
        QCOMPARE(added.count(), 1);
        QCOMPARE(added.at(0).at(0).toString(), MeasurementStore::kLiveId);
        // A sweep without points is no run yet.
        QCOMPARE(store.runs().size(), std::size_t(1));

        const BenchResults measured = resultsOn("GPU A (test data)");
        for (const BenchPoint& point : measured.points)
            store.appendLivePoint(point);
        QCOMPARE(appended.count(), 3);
        QCOMPARE(appended.at(2).at(0).toString(), MeasurementStore::kLiveId);
        QCOMPARE(appended.at(2).at(1).toInt(), 2);
        QCOMPARE(changed.count(), 0);
        QVERIFY(store.liveResults().ceilings.empty()); // computed when it finishes
        store.finishLive();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(store.liveResults().ceilings.gemmFlopsPerS.at(DType::BF16), 400e12);
        QVERIFY(store.liveResults().ceilings.streamBytesPerS > 1.5e12); // copy was the faster one
        // Files first, the sweep last: a sweep on this machine wins over a file of the same card.
        const std::vector<const BenchResults*> runs = store.runs();
        QCOMPARE(runs.size(), std::size_t(2));
        QCOMPARE(runs.front(), &store.source(file)->results);
        QCOMPARE(runs.back(), &store.liveResults());

        // The next sweep replaces the points, under the same id.
        store.beginLive(header);
        QCOMPARE(added.count(), 1);
        QCOMPARE(changed.count(), 2);
        QVERIFY(store.liveResults().points.empty());
        QCOMPARE(store.ids(), (QStringList{file, MeasurementStore::kLiveId}));
    }

    void namesFollowTheLanguageSourcesStay() {
        MeasurementStore store;
        const QString id = store.addFile(QStringLiteral("/runs/results.json"), resultsOn("Example GPU (test data)"));
        BenchResults header;
        header.device.name = "GPU A (test data)";
        store.beginLive(header);
        const MeasurementSource* file = store.source(id);
        const MeasurementSource* live = store.source(MeasurementStore::kLiveId);
        QCOMPARE(MeasurementStore::label(*file), QStringLiteral("Example GPU (test data) — results.json"));
        QCOMPARE(MeasurementStore::label(*live), QStringLiteral("GPU A (test data) — this sweep"));
        const BenchPoint& gemm = file->results.points.front();
        QCOMPARE(MeasurementStore::seriesName(gemm), QStringLiteral("GEMM bf16"));
        QCOMPARE(MeasurementStore::seriesKey(gemm), QStringLiteral("gemm bf16"));

        QSignalSpy changed(&store, &MeasurementStore::sourceChanged);
        QSignalSpy removed(&store, &MeasurementStore::sourceRemoved);
        {
            MarkingTranslator translator;
            QCoreApplication::installTranslator(&translator);
            // The names are made again in the new language; the sources, their ids and their
            // series keys are what they were.
            QCOMPARE(MeasurementStore::label(*file), QStringLiteral("«Example GPU (test data) — results.json"));
            QVERIFY(MeasurementStore::label(*live).startsWith(QStringLiteral("«GPU A (test data)")));
            QVERIFY(MeasurementStore::seriesName(gemm).startsWith(QStringLiteral("«GEMM")));
            QCOMPARE(MeasurementStore::seriesKey(gemm), QStringLiteral("gemm bf16"));
            QCOMPARE(store.ids(), (QStringList{id, MeasurementStore::kLiveId}));
            QCOMPARE(store.source(id), file);
            QCoreApplication::removeTranslator(&translator);
        }
        QCOMPARE(changed.count(), 0);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(MeasurementStore::label(*file), QStringLiteral("Example GPU (test data) — results.json"));
    }

    void plottablePoints() {
        const BenchResults r = resultsOn("Example GPU (test data)");
        QVERIFY(MeasurementStore::plottable(r.points[0]));  // GEMM
        QVERIFY(MeasurementStore::plottable(r.points[1]));  // STREAM triad: 2 FLOPs per element
        QVERIFY(!MeasurementStore::plottable(r.points[2])); // STREAM copy: bytes without FLOPs
        BenchPoint failed = r.points[0];
        failed.error = "simulated launch failure";
        QVERIFY(!MeasurementStore::plottable(failed));
        BenchPoint wrong = r.points[0];
        wrong.relativeError = 0.5;
        wrong.verified = false;
        QVERIFY(!MeasurementStore::plottable(wrong));
    }
};

QTEST_GUILESS_MAIN(TestMeasurementStore)
#include "tst_measurementstore.moc"
