// rooflab-calc end to end: the command line reproduces the reference numbers and reports bad
// input with exit status 2 and a message on stderr.
#include "syntheticresults.h"
#include "tests/common/runcalc.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

QJsonObject runJson(const QByteArray& scenario) {
    const CalcRun run = runCalc({"--json", "-"}, scenario);
    if (run.exitCode != 0)
        qWarning() << run.err;
    return QJsonDocument::fromJson(run.out).object();
}

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// rooflab-bench's decode probes on an H100 at `readBytesPerS`: decode GEMMs (Llama 3 8B's gate and
// up weight) bound by that bandwidth and a 15 GB read of the weights.
std::string decodeProbes(double readBytesPerS) {
    std::vector<std::string> points;
    for (int batch : {1, 16, 256})
        points.push_back(rooflab::test::gemmPoint("bf16", 28672, batch, 4096,
                                                  std::min(0.6, batch * readBytesPerS / rooflab::test::kH100Bf16),
                                                  "\"role\": \"mlp-up-gate\", \"batch\": " + std::to_string(batch)));
    points.push_back(R"({"kind": "read", "dtype": "fp32", "name": "read", "bytes": 1.5e10, "time_median_s": )" +
                     std::to_string(1.5e10 / readBytesPerS) + R"(, "bytes_per_s": )" + std::to_string(readBytesPerS) +
                     "}");
    return rooflab::test::resultsFile(points);
}

} // namespace

class TestCalc : public QObject {
    Q_OBJECT

private slots:
    void lectureWidgetThroughTheCli() {
        const QJsonObject r = runJson(R"({"version":1,"model":{"params":7e9},"precision":"bf16-mixed",
            "optimizer":"adamw","training":{"micro_batch":8,"seq_len":4096,"checkpointing":"full"},
            "hardware":{"gpu":"h100-sxm"},"overhead_gib":0})");
        const QJsonObject m = r["memory"].toObject();
        QCOMPARE(std::round(m["weights"].toDouble() / kGiB * 10) / 10, 13.0);
        QCOMPARE(std::round(m["master_weights"].toDouble() / kGiB * 10) / 10, 26.1);
        QCOMPARE(m["optimizer_state_parts"].toArray().size(), 2);
        QCOMPARE(m["fits"].toBool(), false);
        QCOMPARE(m["min_gpus_zero3"].toInt(), 2);
        // Bytes are integers in the report.
        QVERIFY(r["memory"].toObject()["total"].isDouble());
        QCOMPARE(std::fmod(m["total"].toDouble(), 1.0), 0.0);
    }

    void reportHasEveryDocumentedKey() {
        const QJsonObject r = runJson(R"({"version":1})");
        const QList<QPair<QString, QStringList>> keys = {
            {"parameters", {"total", "embeddings", "attention", "mlp", "norms", "lm_head"}},
            {"memory",
             {"weights", "gradients", "master_weights", "optimizer_states", "activations", "logits", "overhead",
              "total", "capacity", "fits", "min_gpus", "max_micro_batch"}},
            {"flops", {"forward_per_sequence", "step_model", "step_hardware", "training_total_6nd", "training_total"}},
            {"time", {"days", "gpu_hours", "cost"}},
            {"inference", {"weights", "kv_cache", "total"}},
            {"roofline", {"peak_flops", "bandwidth", "ridge", "ops", "step_time_s", "predicted_mfu"}}};
        for (const auto& [section, names] : keys) {
            QVERIFY2(r.contains(section), qPrintable(section));
            for (const auto& name : names)
                QVERIFY2(r[section].toObject().contains(name), qPrintable(section + "." + name));
        }
        const QJsonObject op = r["roofline"].toObject()["ops"].toArray().first().toObject();
        for (const char* name : {"name", "phase", "flops", "bytes", "intensity", "attainable_flops", "bound", "time_s"})
            QVERIFY2(op.contains(name), name);
    }

    void seventyBDays() {
        const QJsonObject r = runJson(R"({"version":1,"model":{"params":70e9},"training":{"tokens":15e12},
            "parallel":{"gpus":1024,"zero":3},"run":{"mfu":0.5}})");
        QCOMPARE(r["flops"].toObject()["training_total_6nd"].toDouble(), 6.3e24);
        QCOMPARE(std::round(r["time"].toObject()["days"].toDouble()), 144.0);
    }

    void readableOutput() {
        QTemporaryDir dir;
        const QString path = dir.filePath("s.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"version":1,"name":"Seven B","model":{"params":7e9},"parallel":{"gpus":8,"zero":3}})");
        file.close();
        const CalcRun run = runCalc({path});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("Seven B"));
        QVERIFY(run.out.contains("verdict: fits"));
        QVERIFY(run.out.contains("GiB"));
    }

    // A fine-tune sized by its data set prints the tokens it makes and the hours it takes; the
    // JSON report carries the tokens (flops.training_tokens).
    void datasetPrintsTokensAndHours() {
        const QByteArray scenario = R"({"version":1,"model":{"preset":"Llama-2-7b-hf"},"training":{"seq_len":2048,
            "implementation":"pytorch-sdpa"},"finetune":{"method":"lora","dataset":{"examples":52002,
            "tokens_per_example":512,"epochs":3}}})";
        const CalcRun run = runCalc({"-"}, scenario);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("training tokens: 7.988e+07 = 52002 examples x 512 tokens x 3 epochs"),
                 run.out.constData());
        QVERIFY2(run.out.contains(" hours at MFU 0.40, "), run.out.constData());
        const QJsonObject report = runJson(scenario);
        QCOMPARE(report["flops"].toObject()["training_tokens"].toDouble(), 52002.0 * 512 * 3);
    }

    // An unnamed scenario is titled by its own model and GPUs, not by the default scenario's
    // name (issue 15: a GPT-2 file printed "Llama 2 7B on one H100").
    void unnamedScenarioNamesItsModel() {
        const CalcRun run = runCalc({"-"}, R"({"version":1,"model":{"preset":"gpt2-124m"},"parallel":{"gpus":2}})");
        QCOMPARE(run.exitCode, 0);
        const QByteArray title = run.out.left(run.out.indexOf('\n'));
        QVERIFY2(!title.contains("Llama"), title.constData());
        QVERIFY2(title.contains("GPT-2") && title.contains("on 2 x"), title.constData());
        const QJsonObject report = runJson(R"({"version":1,"model":{"preset":"gpt2-124m"}})");
        QVERIFY(!report["scenario"].toObject().contains("name"));
    }

    void badInputExitsTwo_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("message");
        QTest::addRow("malformed") << QStringList{"-"} << QByteArray("{\"version\":1,") << QByteArray("not valid JSON");
        QTest::addRow("bad field") << QStringList{"-"} << QByteArray(R"({"version":1,"parallel":{"gpus":0}})")
                                   << QByteArray("parallel.gpus");
        QTest::addRow("missing file") << QStringList{"/nonexistent/scenario.json"} << QByteArray()
                                      << QByteArray("cannot open /nonexistent/scenario.json");
        QTest::addRow("unknown option") << QStringList{"--frobnicate"} << QByteArray()
                                        << QByteArray("unknown option --frobnicate");
        QTest::addRow("no file") << QStringList{} << QByteArray() << QByteArray("usage:");
        // More than limits::maxFileBytes on standard input: refused before parsing.
        QTest::addRow("64 MiB and more") << QStringList{"-"} << QByteArray((64 << 20) + 1, ' ')
                                         << QByteArray("standard input: more than the 64 MiB RoofLab reads");
    }
    void badInputExitsTwo() {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, message);
        const CalcRun run = runCalc(arguments, input);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    // --measured: a results file of the scenario's GPU recalibrates the step time; one of another
    // GPU is refused with a warning; a broken one is an error naming the file.
    void measuredResultsRecalibrate() {
        const QByteArray scenario = R"({"version":1,"model":{"params":7e9},"training":{"micro_batch":4,"seq_len":4096},
            "hardware":{"gpu":"h100-sxm"}})";
        QTemporaryDir dir;
        auto write = [&](const QString& name, const QByteArray& text) {
            QFile file(dir.filePath(name));
            file.open(QIODevice::WriteOnly);
            file.write(text);
            return file.fileName();
        };
        // bf16 GEMMs at half the H100's 989.4 TFLOP/s.
        auto results = [](const char* gpuId) {
            QByteArray points;
            for (int n : {1024, 4096, 8192}) {
                const double flops = 2.0 * n * n * double(n);
                points += QByteArray(points.isEmpty() ? "" : ",") +
                          QStringLiteral("{\"kind\":\"gemm\",\"dtype\":\"bf16\",\"name\":\"gemm %1\",\"m\":%1,\"n\":%1,"
                                         "\"k\":%1,\"flops\":%2,\"time_median_s\":%3}")
                              .arg(n)
                              .arg(flops, 0, 'g', 17)
                              .arg(flops / 494.7e12, 0, 'g', 17)
                              .toUtf8();
            }
            return QByteArray("{\"format_version\":1,\"device\":{\"name\":\"NVIDIA H100 80GB HBM3\",\"gpu_id\":\"") +
                   gpuId + "\"},\"points\":[" + points + "]}";
        };
        const QString h100 = write(QStringLiteral("h100.json"), results("h100-sxm"));
        const QString a100 = write(QStringLiteral("a100.json"), results("a100-80gb"));
        const QString broken = write(QStringLiteral("broken.json"), "{\"points\":[");

        const QJsonObject published = runJson(scenario)["step"].toObject();
        const CalcRun measuredRun = runCalc({"--json", "--measured", h100, "-"}, scenario);
        QVERIFY2(measuredRun.exitCode == 0, measuredRun.err.constData());
        const QJsonObject measured = QJsonDocument::fromJson(measuredRun.out).object()["step"].toObject();
        QVERIFY(measured["efficiency_measured"].toBool());
        QVERIFY(!published["efficiency_measured"].toBool());
        // Half the peak against the published 0.80 x 0.844 (sustained clocks) of its large products.
        QVERIFY(measured["compute_s"].toDouble() > 1.2 * published["compute_s"].toDouble());

        const CalcRun otherGpu = runCalc({"--json", "--measured", a100, "-"}, scenario);
        QCOMPARE(otherGpu.exitCode, 0);
        QVERIFY2(otherGpu.err.contains("not on the scenario's h100-sxm"), otherGpu.err.constData());
        QCOMPARE(QJsonDocument::fromJson(otherGpu.out).object()["step"].toObject()["compute_s"].toDouble(),
                 published["compute_s"].toDouble());

        const CalcRun bad = runCalc({"--measured", broken, "-"}, scenario);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("broken.json"), bad.err.constData());
    }

    // --measured with rooflab-bench's decode probes (--sweep decode): the serving figures run at the
    // file's decode read bandwidth and say so; a file without decode probes, or another GPU's, leaves
    // the published figures and says why.
    void measuredDecodeProbesCalibrateServing() {
        const QByteArray scenario = R"({"version":1,"model":"llama3-8b","precision":"bf16-mixed",
            "parallel":{"gpus":1,"tp":1},"hardware":{"gpu":"h100-sxm"},"phase":"decode",
            "inference":{"context":8192,"kv_dtype":"bf16","weights_dtype":"bf16"},
            "serving":{"engine":"vllm","input_tokens":1024,"output_tokens":256,"concurrency":8}})";
        QTemporaryDir dir;
        auto write = [&](const QString& name, const std::string& text) {
            QFile file(dir.filePath(name));
            file.open(QIODevice::WriteOnly);
            file.write(text.data(), qint64(text.size()));
            return file.fileName();
        };
        const auto probes = decodeProbes;
        std::string otherGpu = probes(2.0e12);
        otherGpu.replace(otherGpu.find("h100-sxm"), 8, "a100-80gb");
        const QString slow = write(QStringLiteral("slow.json"), probes(2.0e12));
        const QString fast = write(QStringLiteral("fast.json"), probes(3.2e12));
        const QString other = write(QStringLiteral("other.json"), otherGpu);
        const QString squares =
            write(QStringLiteral("squares.json"),
                  rooflab::test::resultsFile({rooflab::test::gemmPoint("bf16", 4096, 4096, 4096, 0.7)}));
        auto serving = [&](const QStringList& measured) {
            const CalcRun run = runCalc(QStringList{"--json"} + measured + QStringList{"-"}, scenario);
            if (run.exitCode != 0)
                qWarning() << run.err;
            return QJsonDocument::fromJson(run.out).object()["serving"].toObject();
        };
        const QJsonObject published = serving({});
        const double tpot = published["tpot_s"].toDouble();
        QVERIFY(tpot > 0 && !published["calibrated"].toBool());
        // 2.0 TB/s is below the published 80 % of the datasheet's 3.35 TB/s: each token is slower.
        const QJsonObject slowed = serving({"--measured", slow});
        QVERIFY(slowed["calibrated"].toBool());
        QVERIFY2(slowed["calibration"].toString().contains("H100"), qPrintable(slowed["calibration"].toString()));
        QVERIFY2(slowed["tpot_s"].toDouble() > 1.1 * tpot, qPrintable(QString::number(slowed["tpot_s"].toDouble())));
        QVERIFY(slowed["output_tokens_per_s"].toDouble() < published["output_tokens_per_s"].toDouble());
        QVERIFY(serving({"--measured", fast})["tpot_s"].toDouble() < tpot);
        // Refused files say why: another GPU's keeps the published figures; one of this GPU without
        // decode probes calibrates the step time only (its GEMMs reach the serving step as such).
        const QJsonObject kept = serving({"--measured", other});
        QVERIFY(!kept["calibrated"].toBool());
        QVERIFY2(kept["calibration"].toString().contains("not on the scenario's h100-sxm"),
                 qPrintable(kept["calibration"].toString()));
        QCOMPARE(kept["tpot_s"].toDouble(), tpot);
        const QJsonObject stepOnly = serving({"--measured", squares});
        QVERIFY(!stepOnly["calibrated"].toBool());
        QVERIFY2(stepOnly["calibration"].toString().contains("no decode probes"),
                 qPrintable(stepOnly["calibration"].toString()));
        const CalcRun text = runCalc({"--measured", slow, "-"}, scenario);
        QVERIFY2(text.out.contains("calibrated on your GPU: decode probes measured on"), text.out.constData());
    }

    // --plan --measured with decode probes: every serving layout the planner prints is what
    // rooflab-calc --measured says of that layout's scenario alone (its figures calibrated, and
    // saying so), and the slower file's 2.0 TB/s gives another TPOT than the published figures.
    void measuredDecodeProbesCalibrateServingPlans() {
        const QString example = QStringLiteral(ROOFLAB_RESOURCES_DIR "/scenarios/serving-plan-llama3-70b.json");
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("slow.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        const std::string probes = decodeProbes(2.0e12);
        file.write(probes.data(), qint64(probes.size()));
        file.close();
        const CalcRun planRun = runCalc({"--plan", "--json", "--top", "3", "--measured", file.fileName(), example});
        QVERIFY2(planRun.exitCode == 0 || planRun.exitCode == 1, planRun.err.constData());
        const QJsonArray layouts =
            QJsonDocument::fromJson(planRun.out).object()["plan"].toObject()["layouts"].toArray();
        QVERIFY(!layouts.isEmpty());
        for (const QJsonValue& value : layouts) {
            const QJsonObject printed = value.toObject()["serving"].toObject();
            QVERIFY(printed["calibrated"].toBool());
            QVERIFY2(printed["calibration"].toString().contains("H100"), qPrintable(printed["calibration"].toString()));
            const QString layout = dir.filePath(QStringLiteral("layout.json"));
            QFile scenario(layout);
            QVERIFY(scenario.open(QIODevice::WriteOnly | QIODevice::Truncate));
            scenario.write(QJsonDocument(value.toObject()["scenario"].toObject()).toJson());
            scenario.close();
            const auto alone = [&](const QStringList& measured) {
                const CalcRun run = runCalc(QStringList{"--json"} + measured + QStringList{layout}, {});
                return QJsonDocument::fromJson(run.out).object()["serving"].toObject();
            };
            const QJsonObject calibrated = alone({"--measured", file.fileName()});
            for (const char* key : {"ttft_s", "tpot_s", "output_tokens_per_s", "requests_per_s"})
                QCOMPARE(printed[key].toDouble(), calibrated[key].toDouble());
            QVERIFY(printed["tpot_s"].toDouble() > alone({})["tpot_s"].toDouble());
        }
        const CalcRun text = runCalc({"--plan", "--top", "1", "--measured", file.fileName(), example});
        QVERIFY2(text.out.contains("calibrated on your GPU: decode probes measured on"), text.out.constData());
    }

    // --hf-config: the model of a config.json, alone or replacing a scenario's; notes on stderr,
    // the report (JSON here) on stdout; a broken config exits 2 naming the field.
    void hfConfigModel() {
        const QString qwen = QStringLiteral(ROOFLAB_RESOURCES_DIR "/hf-configs/Qwen2.5-7B.json");
        const CalcRun alone = runCalc({"--json", "--hf-config", qwen});
        QCOMPARE(alone.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(alone.out).object();
        // metadata.total_size of the checkpoint's safetensors index, bf16 (docs/validation.md).
        QCOMPARE(qint64(report["parameters"].toObject()["total"].toDouble()), qint64(15'231'233'024 / 2));
        QVERIFY2(alone.err.contains("note: read as qwen2"), alone.err.constData());

        const CalcRun replacing = runCalc({"--json", "--hf-config", qwen, "-"},
                                          R"({"version":1,"model":"gpt2-124m","parallel":{"gpus":8,"zero":3}})");
        QCOMPARE(replacing.exitCode, 0);
        const QJsonObject replaced = QJsonDocument::fromJson(replacing.out).object();
        QCOMPARE(replaced["parameters"].toObject()["total"].toDouble(),
                 report["parameters"].toObject()["total"].toDouble());
        QVERIFY(replaced["memory"].toObject()["weights"].toDouble() <
                report["memory"].toObject()["weights"].toDouble());

        QTemporaryDir dir;
        QFile broken(dir.filePath("config.json"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write(
            R"({"model_type": "llama", "num_hidden_layers": 2, "num_attention_heads": 4, "intermediate_size": 64,
                        "vocab_size": 100})");
        broken.close();
        const CalcRun missing = runCalc({"--hf-config", broken.fileName()});
        QCOMPARE(missing.exitCode, 2);
        // Named by the file and the config's own key, not where rooflab-calc put it (issue 51).
        QVERIFY2(missing.err.contains("config.json: hidden_size: missing, needed for the parameter count"),
                 missing.err.constData());
        QVERIFY(missing.out.isEmpty());

        const CalcRun noFile = runCalc({"--hf-config"});
        QCOMPARE(noFile.exitCode, 2);
        QVERIFY(noFile.err.contains("--hf-config needs a config.json"));
        const CalcRun notJson = runCalc({"--hf-config", QStringLiteral(ROOFLAB_RESOURCES_DIR "/../README.md")});
        QCOMPARE(notJson.exitCode, 2);
        QVERIFY2(notJson.err.contains("not valid JSON"), notJson.err.constData());
    }

    void warningsGoToStderr() {
        const CalcRun run = runCalc({"-"}, R"({"version":1,"trainng":{}})");
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.contains("trainng: unknown key"));
    }
};

QTEST_GUILESS_MAIN(TestCalc)
#include "tst_calc.moc"
