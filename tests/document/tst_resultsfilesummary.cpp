// The GPU menu's line for a shipped results file: its device's name and date, read through core's
// JSON reader, with errors that name the field; the points are not read.
#include "document/resultsfilesummary.h"

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
