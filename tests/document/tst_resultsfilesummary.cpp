// The GPU menu's line for a shipped results file: its device's name and date, read through core's
// JSON reader, with errors that name the field, and what its points measured (a sweep, the
// training-shaped products of scenarios, decode probes), so that files of one card and day read apart.
#include "document/resultsfilesummary.h"

#include <QFile>
#include <QTest>

using namespace rooflab;

class TestResultsFileSummary : public QObject {
    Q_OBJECT

private slots:
    void readsTheDeviceAndTheDate() {
        ResultsFileSummary summary;
        std::string error;
        QVERIFY(readResultsFileSummary(R"({"format": "rooflab-bench-results", "date": "2026-03-01T12:00:00Z",
            "device": {"name": "NVIDIA H200", "sm_count": 132}, "points": [{"kind": "gemm"}]})",
                                       summary, error));
        QCOMPARE(summary.deviceName, std::string("NVIDIA H200"));
        QCOMPARE(summary.date, std::string("2026-03-01T12:00:00Z"));
    }

    // The shipped files of the H200: the full sweep, the two training-shaped sweeps (150 and 270
    // products) and the decode probes, all of one card, two of one day.
    void whatThePointsMeasured_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("content");
        QTest::addColumn<int>("products");
        QTest::addRow("sweep") << "h200.json" << int(ResultsContent::Sweep) << 0;
        QTest::addRow("training shapes") << "h200-training-shapes.json" << int(ResultsContent::TrainingShapes) << 150;
        QTest::addRow("held out") << "h200-training-shapes-heldout.json" << int(ResultsContent::TrainingShapes) << 270;
        QTest::addRow("decode probes") << "h200-decode-probes.json" << int(ResultsContent::DecodeProbes) << 0;
    }
    void whatThePointsMeasured() {
        QFETCH(QString, file);
        QFETCH(int, content);
        QFETCH(int, products);
        QFile f(QStringLiteral(ROOFLAB_RESOURCES_DIR "/measurements/") + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        ResultsFileSummary summary;
        std::string error;
        QVERIFY2(readResultsFileSummary(f.readAll().toStdString(), summary, error), error.c_str());
        QCOMPARE(summary.deviceName, std::string("NVIDIA H200"));
        QCOMPARE(int(summary.content), content);
        QCOMPARE(summary.trainingProducts, products);
        // Points that are not objects, or whose fields are not text, are skipped, not errors.
        QVERIFY(
            readResultsFileSummary(R"({"points": [3, {"pass": 1, "kind": 2}, {"kind": "chain"}]})", summary, error));
        QCOMPARE(int(summary.content), int(ResultsContent::DecodeProbes));
    }

    void aFileWithoutADeviceNameReadsEmpty() {
        ResultsFileSummary summary;
        std::string error;
        QVERIFY(readResultsFileSummary(R"({"device": null})", summary, error));
        QVERIFY(summary.deviceName.empty());
        QVERIFY(summary.date.empty());
    }

    void errorsNameTheField_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::addRow("not JSON") << QByteArray("{\"device\": ") << "not valid JSON";
        QTest::addRow("not an object") << QByteArray("[1, 2]") << "expected a JSON object";
        QTest::addRow("device not an object") << QByteArray(R"({"device": "H200"})") << "device";
        QTest::addRow("name not text") << QByteArray(R"({"device": {"name": 7}})") << "device.name";
        QTest::addRow("date not text") << QByteArray(R"({"date": 20260301})") << "date";
    }
    void errorsNameTheField() {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        ResultsFileSummary summary;
        summary.deviceName = "kept";
        std::string error;
        QVERIFY(!readResultsFileSummary(text.toStdString(), summary, error));
        QVERIFY2(QString::fromStdString(error).contains(expected), error.c_str());
        QCOMPARE(summary.deviceName, std::string("kept")); // unchanged on failure
    }
};

QTEST_GUILESS_MAIN(TestResultsFileSummary)
#include "tst_resultsfilesummary.moc"
