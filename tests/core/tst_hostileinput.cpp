// Hostile input to rooflab-calc (issue 51): deep nesting, the file and echo limits, rates that
// would divide by almost nothing, measurements of another card, a config.json given as a
// scenario, and output that cannot be written. Each input either gives a report with every figure
// finite and non-negative, or exit status 2 and a message; never a crash.
#include "core/base/fieldlimits.h"
#include "core/base/jsondepth.h"
#include "core/io/hardwaredb.h"
#include "core/io/modeldb.h"
#include "core/measured/benchresults.h"

#include "tests/common/runcalc.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>

namespace {

QByteArray nested(int depth) {
    return QByteArray(depth, '[') + QByteArray(depth, ']');
}

QByteArray readResource(const char* relative) {
    QFile file(QStringLiteral(ROOFLAB_RESOURCES_DIR "/") + QLatin1String(relative));
    file.open(QIODevice::ReadOnly);
    return file.readAll();
}

// Llama 2 7B's config.json with `extra` (a JSON member, "\"key\": value") added before its end.
QByteArray llamaConfigWith(const QByteArray& extra) {
    QByteArray config = readResource("hf-configs/Llama-2-7b-hf.json").trimmed();
    config.chop(1); // the closing brace
    return config + ", " + extra + "}";
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    QFile file(dir.filePath(name));
    // A short write (a full disk) would fail later as a parse error: say it here.
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.flush())
        qWarning("cannot write %s: %s", qPrintable(file.fileName()), qPrintable(file.errorString()));
    return file.fileName();
}

// Every number of a report finite and non-negative (nlohmann writes inf and NaN as null), except
// what may be over budget: memory.free, margins, a band's room (as tst_overflow).
void collectBad(const QJsonValue& value, const QString& path, QStringList& bad) {
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            if (!(path.isEmpty() && it.key() == QLatin1String("scenario")) && it.key() != QLatin1String("free") &&
                it.key() != QLatin1String("margin") && it.key() != QLatin1String("room"))
                collectBad(it.value(), path + "." + it.key(), bad);
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            collectBad(array[i], path + "[" + QString::number(i) + "]", bad);
    } else if (value.isNull()) {
        bad << path + " = null";
    } else if (value.isDouble() && !(value.toDouble() >= 0 && std::isfinite(value.toDouble()))) {
        bad << path + " = " + QString::number(value.toDouble());
    }
}

// The scenario through text and JSON: refused with a message, or every figure sane.
QString insanity(const QByteArray& scenario, const QStringList& extra = {}) {
    const CalcRun text = runCalc(extra + QStringList{"-"}, scenario);
    const CalcRun json = runCalc(extra + QStringList{"--json", "-"}, scenario);
    if (text.exitCode == -1 || json.exitCode == -1)
        return QStringLiteral("crashed: ") + QString::fromUtf8(text.err + json.err);
    if (text.exitCode == 2 && json.exitCode == 2)
        return text.err.contains("error:") ? QString() : QStringLiteral("refused without a message");
    if (text.exitCode != 0 || json.exitCode != 0)
        return QStringLiteral("exit %1/%2").arg(text.exitCode).arg(json.exitCode);
    const QString readable = QString::fromUtf8(text.out);
    static const QRegularExpression notFinite(QStringLiteral("\\binf\\b|\\bnan\\b|(^|\\s)-\\d"),
                                              QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch match = notFinite.match(readable); match.hasMatch())
        return QStringLiteral("the text says \"%1\"").arg(match.captured());
    QStringList bad;
    collectBad(QJsonDocument::fromJson(json.out).object(), QString(), bad);
    const double mfu = QJsonDocument::fromJson(json.out).object()["roofline"].toObject()["predicted_mfu"].toDouble();
    if (mfu > 1.0)
        bad << QStringLiteral("predicted_mfu = %1").arg(mfu);
    return bad.join(QStringLiteral(", "));
}

// A custom GPU: the H100's datasheet with `override` (a JSON member) replacing one field.
QByteArray customGpu(const QByteArray& override, const QByteArray& rest = {}) {
    QByteArray gpu = R"({"name": "My H100", "memory_gb": 80, "bandwidth_tbs": 3.35,
        "peak_tflops": {"bf16": 989.4, "fp32": 67}, "sm_count": 132)";
    gpu += override.isEmpty() ? QByteArray() : ", " + override;
    return R"({"version": 1, "model": "llama2-7b", "hardware": {"custom": )" + gpu + "}}" + rest + "}";
}

// A results file: the shipped H100 sweep with `edit` applied to its JSON object.
QString resultsFile(const QTemporaryDir& dir, const QString& name, const std::function<void(QJsonObject&)>& edit) {
    QJsonObject results = QJsonDocument::fromJson(readResource("measurements/h100-sxm.json")).object();
    edit(results);
    return writeFile(dir, name, QJsonDocument(results).toJson(QJsonDocument::Compact));
}

// Every bf16 GEMM of `results` at `factor` times its measured rate.
void scaleBf16Gemms(QJsonObject& results, double factor) {
    QJsonArray points = results["points"].toArray();
    for (qsizetype i = 0; i < points.size(); ++i) {
        QJsonObject p = points[i].toObject();
        if (p["kind"].toString() == QLatin1String("gemm") && p["dtype"].toString() == QLatin1String("bf16")) {
            p["flops_per_s"] = p["flops_per_s"].toDouble() * factor;
            p["time_median_s"] = p["time_median_s"].toDouble() / factor;
        }
        points[i] = p;
    }
    results["points"] = points;
}

} // namespace

class TestHostileInput : public QObject {
    Q_OBJECT

private slots:
    void depthIsCountedOutsideStrings() {
        using rooflab::jsonNestingDepth;
        QCOMPARE(jsonNestingDepth("3"), 0);
        QCOMPARE(jsonNestingDepth("{\"a\": [1, {\"b\": []}]}"), 4);
        QCOMPARE(jsonNestingDepth("[\"[[[\\\"[[\", {}]"), 2); // brackets and an escaped quote in a string
        QCOMPARE(jsonNestingDepth(nested(70000).constData()), 70000);
        QVERIFY(rooflab::jsonDepthProblem(nested(65).constData(), 64).find("65") != std::string::npos);
        QVERIFY(rooflab::jsonDepthProblem(nested(64).constData(), 64).empty());
    }

    // Issue 51: 70,000 levels under a key RoofLab does not read killed --hf-config (SIGSEGV).
    void deepHfConfigIsRefused() {
        QTemporaryDir dir;
        const QString config = writeFile(dir, "config.json", llamaConfigWith("\"junk\": " + nested(70000)));
        const CalcRun run = runCalc({"--json", "--hf-config", config});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("nested 70001 levels deep; RoofLab reads at most 62"), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    void deepHfConfigInsideAScenarioIsRefused() {
        const QByteArray scenario =
            R"({"version": 1, "model": {"hf_config": )" + llamaConfigWith("\"junk\": " + nested(80000)) + "}}";
        for (const QStringList& arguments : {QStringList{"-"}, QStringList{"--json", "-"}}) {
            const CalcRun run = runCalc(arguments, scenario);
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains("scenario: nested 80003 levels deep; RoofLab reads at most 64"),
                     run.err.constData());
        }
    }

    // Results files and the databases: refused before parsing, with the depth in the message.
    void deepResultsAndDatabasesAreRefused() {
        const std::string deep = "{\"version\": 1, \"gpus\": " + std::string(nested(70000).constData()) + "}";
        std::string error;
        rooflab::BenchResults results;
        QVERIFY(!rooflab::parseBenchResults(deep, results, error));
        QVERIFY2(error.find("nested 70001 levels deep") != std::string::npos, error.c_str());
        rooflab::HardwareDb gpus;
        QVERIFY(!rooflab::HardwareDb::parse(deep, gpus, error));
        QVERIFY2(error.find("nested 70001 levels deep") != std::string::npos, error.c_str());
        rooflab::ModelDb models;
        QVERIFY(!rooflab::ModelDb::parse(deep, models, error));
        QVERIFY2(error.find("nested 70001 levels deep") != std::string::npos, error.c_str());
        QVERIFY(!models.addHfConfig("deep", deep, error));
        QVERIFY2(error.find("deep: nested 70001 levels deep; RoofLab reads at most 62") != std::string::npos,
                 error.c_str());
    }

    // The limits exactly: a config 62 deep (64 once inside model.hf_config) is read, 63 is not; a
    // scenario 64 deep is read (its unknown key warned about), 65 is not.
    void depthLimitsAreExact() {
        QTemporaryDir dir;
        const int configLimit = rooflab::limits::hfConfigDepth;
        const QString atLimit = writeFile(dir, "at.json", llamaConfigWith("\"junk\": " + nested(configLimit - 1)));
        const QString over = writeFile(dir, "over.json", llamaConfigWith("\"junk\": " + nested(configLimit)));
        QCOMPARE(runCalc({"--json", "--hf-config", atLimit}).exitCode, 0);
        QCOMPARE(runCalc({"--json", "--hf-config", over}).exitCode, 2);

        const int limit = rooflab::limits::jsonDepth;
        const CalcRun deepest = runCalc({"--json", "-"}, "{\"version\": 1, \"junk\": " + nested(limit - 1) + "}");
        QCOMPARE(deepest.exitCode, 0);
        QVERIFY2(deepest.err.contains("junk: unknown key"), deepest.err.constData());
        QCOMPARE(runCalc({"--json", "-"}, "{\"version\": 1, \"junk\": " + nested(limit) + "}").exitCode, 2);
    }

    // Output and time linear in the input: a config at the depth limit carrying an 8 MiB string
    // (issue 51: 40 KB nested took 30 s and 1.9 GB, 10.7 KB printed 50 MB).
    void workIsLinearAtTheLimits() {
        QTemporaryDir dir;
        const QByteArray big(8 << 20, 'x');
        const QByteArray deep = QByteArray(rooflab::limits::hfConfigDepth - 2, '[') + "\"" + big + "\"" +
                                QByteArray(rooflab::limits::hfConfigDepth - 2, ']');
        const QByteArray config = llamaConfigWith("\"junk\": " + deep);
        const QString path = writeFile(dir, "big.json", config);
        QElapsedTimer timer;
        timer.start();
        const CalcRun run = runCalc({"--json", "--hf-config", path});
        QVERIFY2(run.exitCode == 0, run.err.left(2000).constData());
        QVERIFY2(timer.elapsed() < 30000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY2(run.out.size() < 2 * config.size() + (1 << 20), qPrintable(QString::number(run.out.size())));
        QVERIFY(run.err.size() < 2000);
    }

    // The 64 MiB limit: exactly 64 MiB is read (its unknown key, 64 MiB long, echoed cut), one
    // byte more is refused. The exact text goes through standard input (the same reader), the
    // longer file is sparse: the check needs no 128 MiB of disk.
    void fileSizeLimitIsExact() {
        QTemporaryDir dir;
        const qsizetype limit = qsizetype(rooflab::limits::maxFileBytes);
        const QByteArray head = "{\"version\": 1, \"";
        const QByteArray tail = "\": 1}";
        const QByteArray exact = head + QByteArray(limit - head.size() - tail.size(), 'y') + tail;
        const CalcRun read = runCalc({"--json", "-"}, exact);
        QVERIFY2(read.exitCode == 0, read.err.left(2000).constData());
        QVERIFY2(read.err.size() < 2000, qPrintable(QString::number(read.err.size())));
        QFile over(dir.filePath("over.json"));
        QVERIFY(over.open(QIODevice::WriteOnly) && over.resize(limit + 1));
        over.close();
        const CalcRun refused = runCalc({"--json", over.fileName()});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("64 MiB"), refused.err.constData());
    }

    // A 100 kB rope_type was echoed whole into a note.
    void echoedStringsAreCut() {
        QTemporaryDir dir;
        const QByteArray kind(100000, 'r');
        const QString config =
            writeFile(dir, "rope.json", llamaConfigWith("\"rope_scaling\": {\"rope_type\": \"" + kind + "\"}"));
        const CalcRun run = runCalc({"--hf-config", config});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.size() < 1000, qPrintable(QString::number(run.err.size())));
        QVERIFY(run.err.contains(QByteArray(80, 'r') + "..."));
    }

    // Errors about a config name its keys and the file, not RoofLab's fields; a refused config
    // brings no "model.name: unknown key" warning.
    void hfConfigErrorsSpeakItsKeys() {
        QTemporaryDir dir;
        QByteArray config = readResource("hf-configs/Llama-2-7b-hf.json");
        config.replace("\"num_attention_heads\": 32", "\"num_attention_heads\": 33");
        const QString path = writeFile(dir, "config.json", config);
        const CalcRun run = runCalc({"--hf-config", path});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("config.json: num_key_value_heads: must divide num_attention_heads (33), got 32"),
                 run.err.constData());
        QVERIFY2(!run.err.contains("unknown key"), run.err.constData());
        QVERIFY2(!run.err.contains("kv_heads:"), run.err.constData());
    }

    // rooflab-calc config.json reported the default Llama 2 7B and exited 0.
    void hfConfigGivenAsScenarioIsNamed() {
        const QString gpt2 = QStringLiteral(ROOFLAB_RESOURCES_DIR "/hf-configs/gpt2.json");
        const CalcRun run = runCalc({gpt2});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("this looks like a Hugging Face config.json") &&
                     run.err.contains("use --hf-config " + gpt2.toUtf8()),
                 run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    // A custom GPU's latency_us: 0 silently became the 10 us default.
    void defaultReplacingAValueIsSaid() {
        const CalcRun run = runCalc({"-"}, customGpu("\"latency_us\": 0"));
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.err.contains("hardware.custom.latency_us: 0 means not given; the default 10 us is used"),
                 run.err.constData());
    }

    // The shapes of issue 51's twelve reports with inf or null: each is now refused, naming the
    // field, or reported with every figure finite (the smallest accepted rates, the largest latency).
    void tinyRatesAreFiniteOrRefused_data() {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<QByteArray>("refusedFor"); // empty: must be accepted
        const QByteArray h100 = R"({"version": 1, "hardware": {"gpu": "h100-sxm", )";
        const QByteArray cpuOffload = R"(, "parallel": {"zero": 2, "offload": {"optimizer": "cpu"}}})";
        QTest::addRow("gpu bandwidth") << customGpu({}).replace("\"bandwidth_tbs\": 3.35", "\"bandwidth_tbs\": 1e-300")
                                       << QByteArray("hardware.custom.bandwidth_tbs");
        QTest::addRow("gpu peak") << customGpu({}).replace("\"bf16\": 989.4", "\"bf16\": 1e-300")
                                  << QByteArray("hardware.custom.peak_tflops.bf16");
        QTest::addRow("gpu fp32 peak") << customGpu({}).replace("\"fp32\": 67", "\"fp32\": 1e-300")
                                       << QByteArray("hardware.custom.peak_tflops.fp32");
        QTest::addRow("gpu vector peak") << customGpu("\"fp32_vector_tflops\": 1e-300")
                                         << QByteArray("hardware.custom.fp32_vector_tflops");
        QTest::addRow("gpu intra-node") << customGpu("\"intra_node_gbps\": 1e-300",
                                                     R"(, "parallel": {"gpus": 8, "tp": 8})")
                                        << QByteArray("hardware.custom.intra_node_gbps");
        QTest::addRow("gpu inter-node") << customGpu("\"inter_node_gbps\": 1e-300", R"(, "parallel": {"gpus": 16})")
                                        << QByteArray("hardware.custom.inter_node_gbps");
        QTest::addRow("gpu pcie") << customGpu("\"pcie_gbps\": 1e-300", cpuOffload.chopped(1))
                                  << QByteArray("hardware.custom.pcie_gbps");
        QTest::addRow("gpu nvme") << customGpu("\"nvme_gbps\": 1e-300", cpuOffload.chopped(1))
                                  << QByteArray("hardware.custom.nvme_gbps");
        QTest::addRow("network override") << h100 + R"("inter_node_gbps": 1e-300}, "parallel": {"gpus": 16}})"
                                          << QByteArray("hardware.inter_node_gbps");
        QTest::addRow("host pcie") << h100 + R"("pcie_gbps": 1e-300})" + cpuOffload << QByteArray("hardware.pcie_gbps");
        QTest::addRow("host memory") << h100 + R"("host_memory_gbps": 1e-300})" + cpuOffload
                                     << QByteArray("hardware.host_memory_gbps");
        QTest::addRow("host nvme")
            << h100 +
                   R"("nvme_gbps": 1e-300}, "parallel": {"zero": 3, "offload": {"optimizer": "nvme", "parameters": "nvme"}}})"
            << QByteArray("hardware.nvme_gbps");
        // A disaggregated deployment's KV link: refused below the floor, finite at it.
        const QByteArray disaggregated = R"({"version": 1, "hardware": {"gpu": "h100-sxm"}, "parallel": {"gpus": 4},
            "serving": {"request_rate": 5, "disaggregation": {"kv_transfer_gbps": )";
        QTest::addRow("kv transfer link")
            << disaggregated + "1e-300}}}" << QByteArray("serving.disaggregation.kv_transfer_gbps");
        QTest::addRow("slowest kv transfer link") << disaggregated + "0.001}}}" << QByteArray();
        QTest::addRow("largest latency") << customGpu("\"latency_us\": 1e6", R"(, "parallel": {"gpus": 16})")
                                         << QByteArray();
        QTest::addRow("smallest accepted rates")
            << customGpu(
                   "\"intra_node_gbps\": 0.001, \"inter_node_gbps\": 0.001, \"pcie_gbps\": 0.001, "
                   "\"host_memory_gbps\": 0.001, \"nvme_gbps\": 0.001",
                   R"(, "parallel": {"gpus": 16, "zero": 3, "offload": {"optimizer": "nvme", "parameters": "nvme"}})")
                   .replace("\"bandwidth_tbs\": 3.35", "\"bandwidth_tbs\": 0.001")
                   .replace("\"bf16\": 989.4", "\"bf16\": 0.001")
                   .replace("\"fp32\": 67", "\"fp32\": 0.001")
            << QByteArray();
    }

    void tinyRatesAreFiniteOrRefused() {
        QFETCH(QByteArray, scenario);
        QFETCH(QByteArray, refusedFor);
        const CalcRun run = runCalc({"-"}, scenario);
        if (!refusedFor.isEmpty()) {
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(refusedFor + ": must be"), run.err.constData());
            return;
        }
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString problem = insanity(scenario);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // Results files: tiny or impossible rates, another card's sweep under a reused id.
    void measurementsAreFiniteAndTheirOwnCards() {
        QTemporaryDir dir;
        const QByteArray h100 = R"({"version": 1, "model": "llama2-7b", "hardware": {"gpu": "h100-sxm"}})";
        const QString shipped = resultsFile(dir, "shipped.json", [](QJsonObject&) {});
        const CalcRun own = runCalc({"--json", "--measured", shipped, "-"}, h100);
        QCOMPARE(own.exitCode, 0);
        QVERIFY2(!own.err.contains("warning"), own.err.constData());
        QVERIFY(QJsonDocument::fromJson(own.out).object()["step"].toObject()["efficiency_measured"].toBool());

        struct Case {
            const char* name;
            std::function<void(QJsonObject&)> edit;
            QByteArray scenario;
            const char* said;
        };
        const QList<Case> cases = {
            {"above-peak", [](QJsonObject& r) { scaleBf16Gemms(r, 1.4); }, h100, "implausible"},
            {"tiny-gemm", [](QJsonObject& r) { scaleBf16Gemms(r, 1e-300); }, h100, "implausible"},
            {"tiny-stream",
             [](QJsonObject& r) {
                 QJsonObject c = r["ceilings"].toObject();
                 c["stream_bytes_per_s"] = 1e-300;
                 r["ceilings"] = c;
             },
             h100, "implausible"},
            {"huge-launch",
             [](QJsonObject& r) {
                 QJsonObject c = r["ceilings"].toObject();
                 c["launch_overhead_s"] = 1e300;
                 r["ceilings"] = c;
             },
             h100, "implausible"},
            // Issue 51: a custom card with the id h100-sxm took the shipped sweep: MFU 596 %.
            {"reused-id", [](QJsonObject&) {},
             customGpu("\"id\": \"h100-sxm\"").replace("\"bf16\": 989.4", "\"bf16\": 150"), "only shares its id"},
            {"custom-id",
             [](QJsonObject& r) {
                 QJsonObject d = r["device"].toObject();
                 d["gpu_id"] = "custom";
                 d["name"] = "My H100";
                 r["device"] = d;
             },
             customGpu({}), "not on the scenario's custom"},
            {"other-memory",
             [](QJsonObject& r) {
                 QJsonObject d = r["device"].toObject();
                 d["memory_bytes"] = 24e9;
                 r["device"] = d;
             },
             h100, "24 GB"},
        };
        for (const Case& c : cases) {
            const QString results = resultsFile(dir, QLatin1String(c.name) + ".json", c.edit);
            const CalcRun run = runCalc({"--json", "--measured", results, "-"}, c.scenario);
            QVERIFY2(run.exitCode == 0, qPrintable(QLatin1String(c.name) + ": " + run.err));
            QVERIFY2(run.err.contains(c.said), qPrintable(QLatin1String(c.name) + ": " + run.err));
            QVERIFY2(!QJsonDocument::fromJson(run.out).object()["step"].toObject()["efficiency_measured"].toBool(),
                     c.name);
            const QString problem = insanity(c.scenario, {"--measured", results});
            QVERIFY2(problem.isEmpty(), qPrintable(QLatin1String(c.name) + ": " + problem));
        }
    }

    // A report that cannot be written is said, with the system's reason, and exit status 1.
    void unwritableOutputIsSaid() {
        QProcess process;
        process.setStandardOutputFile(QStringLiteral("/dev/full"));
        process.start(QStringLiteral(ROOFLAB_CALC_PATH), {"--json", "-"});
        process.write(R"({"version": 1})");
        process.closeWriteChannel();
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(process.readAllStandardError().contains("cannot write the report: No space left on device"), "");
    }

    // Under `ulimit -f` the write fails with EFBIG and is said (SIGXFSZ killed it: exit 153).
    void fileSizeLimitIsSaid() {
        QTemporaryDir dir;
        QProcess shell;
        shell.start(QStringLiteral("/bin/sh"),
                    {"-c", QStringLiteral("ulimit -f 1; echo '{\"version\": 1}' | '%1' --json - > '%2'")
                               .arg(QStringLiteral(ROOFLAB_CALC_PATH), dir.filePath("report.json"))});
        QVERIFY(shell.waitForFinished(30000));
        QCOMPARE(shell.exitCode(), 1);
        QVERIFY2(shell.readAllStandardError().contains("File too large"), "");
    }
};

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
