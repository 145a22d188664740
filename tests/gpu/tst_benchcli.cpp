// rooflab-bench's command line: --help succeeds, bad arguments exit 2 naming the argument, and
// --list without a usable device exits 1 with a clear message instead of crashing.
#include <QProcess>
#include <QtTest>

class TestBenchCli : public QObject {
    Q_OBJECT

private slots:
    void help();
    void badArguments_data();
    void badArguments();
    void listWithoutDevice();
    void selftest();

private:
    struct Result {
        int exitCode = -1;
        QString out;
        QString err;
    };
    static Result run(const QStringList& args) {
        QProcess p;
        p.start(QStringLiteral(ROOFLAB_BENCH_PATH), args);
        Result r;
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            r.err = "timed out";
            return r;
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }
};

void TestBenchCli::help() {
    const Result r = run({"--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("Usage: rooflab-bench"));
    for (const char* option : {"--list", "--sweep", "--dtypes", "--sizes", "--quick", "--full", "--shapes", "--device",
                               "--out", "--csv", "--selftest", "--no-fast-accum", "l2", "launch"})
        QVERIFY2(r.out.contains(option), option);
}

void TestBenchCli::badArguments_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("named"); // the message must name this
    QTest::newRow("unknown option") << QStringList{"--bogus"} << "--bogus";
    QTest::newRow("unknown kind") << QStringList{"--sweep", "gemm,fft"} << "--sweep";
    QTest::newRow("unknown dtype") << QStringList{"--dtypes", "bf16,fp7"} << "fp7";
    QTest::newRow("unsupported dtype") << QStringList{"--dtypes=int4"} << "--dtypes";
    QTest::newRow("bad size") << QStringList{"--sizes", "1024,big"} << "--sizes";
    QTest::newRow("zero size") << QStringList{"--sizes", "0"} << "--sizes";
    QTest::newRow("bad shape") << QStringList{"--shapes", "4096x4096"} << "--shapes";
    QTest::newRow("bad device") << QStringList{"--device", "first"} << "--device";
    QTest::newRow("negative device") << QStringList{"--device", "-1"} << "--device";
    QTest::newRow("missing value") << QStringList{"--out"} << "--out";
    QTest::newRow("quick and full") << QStringList{"--quick", "--full"} << "--full";
    QTest::newRow("value on flag") << QStringList{"--list=yes"} << "--list";
    QTest::newRow("value on selftest") << QStringList{"--selftest=all"} << "--selftest";
    QTest::newRow("unknown kind after new ones") << QStringList{"--sweep", "l2,launch,fft"} << "fft";
}

void TestBenchCli::badArguments() {
    QFETCH(QStringList, args);
    QFETCH(QString, named);
    const Result r = run(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(named), qPrintable("stderr: " + r.err));
    QVERIFY(r.out.isEmpty());
}

void TestBenchCli::listWithoutDevice() {
    const Result r = run({"--list"});
    QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(r.err));
    if (r.exitCode == 0) {
        QVERIFY(r.out.contains("device 0:"));
        QVERIFY(r.out.contains("plan for device 0"));
    } else {
        QVERIFY2(r.err.contains("no CUDA device found") || r.err.contains("no CUDA support"), qPrintable(r.err));
    }
}

void TestBenchCli::selftest() {
    // Without a device (or without CUDA) nothing is tested: exit 77, which CTest reports as
    // skipped; with one, 0 or 1. Either way the last line of standard output is the summary.
    const Result r = run({"--selftest"});
    QVERIFY2(r.exitCode == 77 || r.exitCode == 0 || r.exitCode == 1, qPrintable(r.err + r.out));
    const QStringList lines = r.out.trimmed().split('\n');
    QVERIFY(!lines.isEmpty());
    QVERIFY2(lines.first().startsWith("rooflab-bench "), qPrintable(r.out));
    const QString summary = lines.last();
    if (r.exitCode == 77) {
        QVERIFY2(summary.startsWith("selftest SKIPPED: nothing was measured: "), qPrintable(summary));
        QVERIFY2(summary.contains("no CUDA device") || summary.contains("no CUDA support"), qPrintable(summary));
    } else {
        QVERIFY2(summary.startsWith(r.exitCode == 0 ? "selftest PASSED: " : "selftest FAILED: "), qPrintable(summary));
    }
}

QTEST_APPLESS_MAIN(TestBenchCli)
#include "tst_benchcli.moc"
