// rooflab-bench's command line: --help succeeds, bad arguments exit 2 naming the argument, and
// --list without a usable device exits 1 with a clear message instead of crashing.
#include <QProcess>
#include <QTest>

class TestBenchCli : public QObject {
    Q_OBJECT

private slots:
    void help();
    void badArguments_data();
    void badArguments();
    void listWithoutDevice();
    void trainingShapesList();
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
    for (const char* option :
         {"--list", "--sweep", "--dtypes", "--sizes", "--quick", "--full", "--shapes", "--device", "--out", "--csv",
          "--selftest", "--no-fast-accum", "l2", "launch", "--training-shapes", "--soak-s", "decode"})
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
    QTest::newRow("read is no sweep") << QStringList{"--sweep", "decode,read"} << "read";
    QTest::newRow("training sweep without scenario") << QStringList{"--sweep", "gemm,training"} << "training";
    QTest::newRow("soak without training shapes") << QStringList{"--soak-s", "5"} << "--soak-s";
    QTest::newRow("negative soak") << QStringList{"--training-shapes", "x.json", "--soak-s", "-1"} << "--soak-s";
    QTest::newRow("soak not a number") << QStringList{"--training-shapes", "x.json", "--soak-s=long"} << "--soak-s";
    QTest::newRow("soak beyond ten minutes")
        << QStringList{"--training-shapes", "x.json", "--soak-s", "601"} << "--soak-s";
    QTest::newRow("bad first soak") << QStringList{"--training-shapes", "x.json", "--soak-first-s", "x"}
                                    << "--soak-first-s";
    QTest::newRow("missing scenario") << QStringList{"--training-shapes", "/nonexistent/scenario.json"}
                                      << "/nonexistent/scenario.json";
    QTest::newRow("scenario not json") << QStringList{"--training-shapes", QStringLiteral(ROOFLAB_BENCH_PATH)}
                                       << "--training-shapes";
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

// --list --training-shapes SCENARIO prints the scenario's 15 products (with or without a device:
// without one the plan is for a card of unknown sizes), each soaked for --soak-s; with --sweep
// decode also the decode probes.
void TestBenchCli::trainingShapesList() {
    const QString scenario = QStringLiteral(ROOFLAB_RESOURCES_DIR "/scenarios/fp8-on-h100.json");
    const Result r = run({"--list", "--training-shapes", scenario, "--soak-s", "2"});
    QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(r.err));
    QVERIFY2(r.out.contains("15 points"), qPrintable(r.out));
    // Llama 3 8B at TP 2, 8192 tokens, FP8: QKV forward m 8192, n (32 + 16) x 128 / 2, k 4096.
    QVERIFY2(r.out.contains("gemm 8192x3072x4096 qkv fwd fp8-e4m3"), qPrintable(r.out));
    QVERIFY(r.out.contains("gemm 4096x64128x8192 lm-head wgrad fp8-e4m3"));
    // Two scenarios and two dtypes: the 8B at TP 2 twice adds nothing; bf16 and fp8 both.
    const Result two = run({"--list", "--training-shapes", scenario, "--training-shapes", scenario, "--dtypes",
                            "bf16,fp8-e4m3", "--soak-s", "1", "--soak-first-s", "30"});
    QVERIFY2(two.out.contains("30 points"), qPrintable(two.out));
    QVERIFY(two.out.contains("gemm 8192x3072x4096 qkv fwd bf16"));
    const Result d = run({"--list", "--training-shapes", scenario, "--sweep", "decode", "--soak-s", "3"});
    QVERIFY2(d.out.contains("qkv decode") && d.out.contains("chain ") && d.out.contains("graph"), qPrintable(d.out));
    QVERIFY(d.out.contains("read "));
    // --sweep decode takes only the widths: no training products; training,decode both.
    QVERIFY2(!d.out.contains("qkv fwd"), qPrintable(d.out));
    const Result both = run({"--list", "--training-shapes", scenario, "--sweep", "training,decode"});
    QVERIFY(both.out.contains("qkv fwd") && both.out.contains("qkv decode"));
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
