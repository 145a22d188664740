// The Serving view's curve (document/servingcurve.h) is core's serving model at each concurrency:
// on the serving example, latency per token never falls as requests are added and the throughput
// per GPU rises until the KV cache or max_num_seqs binds; a scenario without a serving block
// gives no curve.
#include "core/evaluate.h"
#include "core/io/scenarioio.h"
#include "core/serving/servingmodel.h"
#include "document/servingcurve.h"

#include <QFile>
#include <QTest>

using namespace rooflab;

namespace {

Scenario servingExample() {
    QFile file(qEnvironmentVariable("ROOFLAB_SOURCE_DIR") + "/resources/scenarios/serving-llama3-8b-vllm.json");
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the serving example (ROOFLAB_SOURCE_DIR is set by CTest)");
    const ScenarioParseResult parsed = parseScenario(file.readAll().toStdString());
    if (!parsed.ok)
        qFatal("the serving example does not parse");
    return parsed.scenario;
}

bool queues(const QString& bound) {
    return bound == QLatin1String("kv-capacity") || bound == QLatin1String("batch-limit");
}

} // namespace

class TestServingCurve : public QObject {
    Q_OBJECT

private slots:
    // Each point is what core reports for the scenario at that concurrency.
    void pointsAreCoresReports() {
        Scenario scenario = servingExample();
        const QVector<ServingCurvePoint> curve = servingCurve(scenario, {1, 32, 100});
        QCOMPARE(curve.size(), 3);
        for (const ServingCurvePoint& point : curve) {
            scenario.serving->concurrency = point.concurrency;
            const ServingReport alone = *evaluate(scenario).serving;
            QCOMPARE(point.ttftS, alone.ttftS);
            QCOMPARE(point.tpotS, alone.tpotS);
            QCOMPARE(point.outputTokensPerSPerGpu, alone.outputTokensPerSPerGpu);
            QCOMPARE(point.outputTokensPerS, alone.outputTokensPerS);
            QCOMPARE(point.tokensPerSPerUser, 1.0 / alone.tpotS);
            QCOMPARE(point.bound, QString::fromStdString(alone.bound));
        }
    }

    // With the user's decode probes (a ServingCalibration) every point is core's calibrated
    // report, as the document's own evaluation is: slower reads, slower tokens.
    void calibratedCurveIsCoresCalibratedReport() {
        Scenario scenario = servingExample();
        ServingCalibration slowReads;
        slowReads.efficiency = StepEfficiency::published();
        slowReads.efficiency.memoryFraction *= 0.6;
        slowReads.decodeRead = true;
        slowReads.source = "a test's decode probes";
        const QVector<ServingCurvePoint> plain = servingCurve(scenario, {1, 32});
        const QVector<ServingCurvePoint> calibrated = servingCurve(scenario, {1, 32}, nullptr, &slowReads);
        QCOMPARE(calibrated.size(), 2);
        for (int i = 0; i < calibrated.size(); ++i) {
            scenario.serving->concurrency = calibrated[i].concurrency;
            const ServingReport alone = computeServing(scenario, nullptr, nullptr, &slowReads);
            QVERIFY(alone.calibrated);
            QCOMPARE(calibrated[i].tpotS, alone.tpotS);
            QCOMPARE(calibrated[i].ttftS, alone.ttftS);
            QVERIFY2(calibrated[i].tpotS > plain[i].tpotS * 1.1, qPrintable(QString::number(calibrated[i].tpotS)));
        }
    }

    // TPOT never falls with more requests in flight; the throughput per GPU rises until requests
    // queue (the KV cache or max_num_seqs binds), and no further after.
    void monotoneUntilTheBound() {
        const Scenario scenario = servingExample();
        const ServingReport report = *evaluate(scenario).serving;
        const QVector<int> concurrencies = servingConcurrencies(report);
        const QVector<ServingCurvePoint> curve = servingCurve(scenario, concurrencies);
        QCOMPARE(curve.size(), concurrencies.size());
        QVERIFY(concurrencies.contains(32)); // the scenario's own point
        bool queued = false;
        for (int i = 1; i < curve.size(); ++i) {
            const ServingCurvePoint& a = curve[i - 1];
            const ServingCurvePoint& b = curve[i];
            QVERIFY(b.concurrency > a.concurrency);
            QVERIFY2(b.tpotS >= a.tpotS * (1 - 1e-12),
                     qPrintable(QStringLiteral("TPOT falls from %1 to %2 at concurrency %3")
                                    .arg(a.tpotS)
                                    .arg(b.tpotS)
                                    .arg(b.concurrency)));
            // TTFT within 0.1 %: one more decode token in the prompt's step can raise the GEMMs'
            // size-dependent efficiency a hair (0.0247274 s at 1, 0.0247269 s at 2 in the example).
            QVERIFY2(b.ttftS >= a.ttftS * (1 - 1e-3),
                     qPrintable(QStringLiteral("TTFT falls from %1 to %2 at concurrency %3")
                                    .arg(a.ttftS)
                                    .arg(b.ttftS)
                                    .arg(b.concurrency)));
            queued = queued || queues(b.bound);
            const double before = a.outputTokensPerSPerGpu, after = b.outputTokensPerSPerGpu;
            if (!queues(b.bound))
                QVERIFY2(after > before,
                         qPrintable(
                             QStringLiteral("throughput per GPU does not rise at concurrency %1").arg(b.concurrency)));
            else if (queues(a.bound)) // the plateau: the same sequences run, the rest wait
                QVERIFY(qAbs(after - before) <= 1e-9 * before);
            else
                QVERIFY(after >= before);
            QVERIFY(b.tokensPerSPerUser <= a.tokensPerSPerUser * (1 + 1e-12));
        }
        // The list reaches past where requests queue, so the curve shows its plateau.
        QVERIFY2(queued, "the curve never reaches the KV cache's or max_num_seqs' limit");
        QVERIFY(curve.constFirst().concurrency == 1);
    }

    // No serving block, an invalid scenario, a load out of range: no points, never a bad one.
    void nothingWithoutServing() {
        Scenario scenario = servingExample();
        QVERIFY(!servingCurve(scenario, {1, 2, 4}).isEmpty());
        QCOMPARE(servingCurve(scenario, {0, -3, (1 << 24) + 1}).size(), 0);
        scenario.serving.reset();
        QVERIFY(servingCurve(scenario, {1, 2, 4}).isEmpty());
        Scenario invalid = servingExample();
        invalid.serving->outputTokens = 1 << 20; // past the model's context
        QVERIFY(servingCurve(invalid, {1, 2, 4}).isEmpty());
    }

    // Every bound id has words of its own.
    void boundsHaveNames() {
        QStringList names;
        for (const char* id : {"compute", "bandwidth", "overhead", "kv-capacity", "batch-limit"})
            names << servingBoundName(QLatin1String(id));
        names.removeDuplicates();
        QCOMPARE(names.size(), 5);
        QVERIFY(!names.contains(QStringLiteral("kv-capacity")));
    }
};

QTEST_GUILESS_MAIN(TestServingCurve)
#include "tst_servingcurve.moc"
