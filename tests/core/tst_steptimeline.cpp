// The step timeline (core/steptime/steptimeline.h): the simulated schedule agrees with the step-time model
// it draws (same total, same bubble), keeps each stage's blocks apart and in dependency order,
// and says why when it draws nothing.
#include "core/evaluate.h"
#include "core/steptime/steptimeline.h"
#include "scenariohelpers.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>

using namespace rooflab;

namespace {

std::string pipelineScenario(int gpus, int tp, int pp, int virtualStages, int gradAccum, int zero = 0,
                             const char* checkpointing = "none", const char* params = "13e9") {
    std::ostringstream s;
    s << R"({"version":1,"model":{"params":)" << params
      << R"(},"training":{"micro_batch":1,"seq_len":4096,"grad_accum":)" << gradAccum << R"(,"checkpointing":")"
      << checkpointing << R"("},"parallel":{"gpus":)" << gpus << R"(,"tp":)" << tp << R"(,"pp":)" << pp
      << R"(,"virtual_stages":)" << virtualStages << R"(,"zero":)" << zero << R"(},"hardware":{"gpu":"h100-sxm"}})";
    return s.str();
}

double kindTotal(const StepTimeline& tl, int row, TimelineKind kind) {
    double total = 0;
    for (const TimelineSegment& s : tl.segments)
        if (s.row == row && s.kind == kind)
            total += s.duration;
    return total;
}

bool near(double a, double b, double relative) {
    return std::abs(a - b) <= relative * std::max(std::abs(b), 1e-15);
}

} // namespace

class TestStepTimeline : public QObject {
    Q_OBJECT

private slots:
    // The timeline ends where the step-time model's step ends, and the first stage idles exactly
    // the bubble the model charges, for plain 1F1B, with data parallelism, ZeRO and recompute.
    void endsWithTheModelsStep_data() {
        QTest::addColumn<QString>("json");
        QTest::newRow("one GPU, 8 micro-batches") << QString::fromStdString(pipelineScenario(1, 1, 1, 1, 8));
        QTest::newRow("pp 4, m 16") << QString::fromStdString(pipelineScenario(4, 1, 4, 1, 16));
        QTest::newRow("tp 2 pp 4 dp 2, m 8") << QString::fromStdString(pipelineScenario(16, 2, 4, 1, 8));
        QTest::newRow("pp 8, m 5 (fewer than stages)") << QString::fromStdString(pipelineScenario(8, 1, 8, 1, 5));
        QTest::newRow("dp 8, ZeRO-1") << QString::fromStdString(pipelineScenario(8, 1, 1, 1, 4, 1));
        QTest::newRow("dp 8, ZeRO-3, full recompute")
            << QString::fromStdString(pipelineScenario(8, 1, 1, 1, 4, 3, "full"));
        QTest::newRow("tp 8 pp 2 dp 4, full recompute")
            << QString::fromStdString(pipelineScenario(64, 8, 2, 1, 16, 0, "full"));
    }
    void endsWithTheModelsStep() {
        QFETCH(QString, json);
        ROOFLAB_SCENARIO(sc, json.toStdString());
        const Report r = evaluate(sc);
        const StepTimeline tl = buildStepTimeline(sc, r);
        QVERIFY2(tl.omitted.empty(), tl.omitted.c_str());
        QVERIFY2(near(tl.totalS, r.step.timeS, 1e-9),
                 qPrintable(QStringLiteral("timeline %1 s, model %2 s").arg(tl.totalS).arg(r.step.timeS)));
        QVERIFY(near(tl.bubbleS, r.step.bubbleS, 1e-9) || (r.step.bubbleS == 0 && tl.bubbleS < 1e-12 * tl.totalS));
        // The first stage computes every micro-batch: its forward, backward and recompute blocks
        // add up to the model's compute time.
        const double computed = kindTotal(tl, 0, TimelineKind::Forward) + kindTotal(tl, 0, TimelineKind::Backward) +
                                kindTotal(tl, 0, TimelineKind::Recompute);
        QVERIFY(near(computed, r.step.computeS, 1e-9));
        QVERIFY(near(kindTotal(tl, 0, TimelineKind::TensorComm), r.step.commS.tp, 1e-9));
        QVERIFY(near(kindTotal(tl, 0, TimelineKind::Optimizer), r.step.optimizerS, 1e-9));
        const int network = int(tl.rows.size()) - 1;
        QCOMPARE(tl.rows[size_t(network)].kind, TimelineRow::Kind::Network);
        QVERIFY(near(kindTotal(tl, network, TimelineKind::ExposedComm),
                     r.step.exposedCommS.dp + r.step.exposedCommS.zero, 1e-9));
    }

    // Interleaving (v chunks per stage) shrinks the bubble to about (p - 1) / (v m) of the ideal
    // time; the simulated schedule reproduces Narayanan et al.'s formula.
    void interleavedBubble_data() {
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("v");
        QTest::addColumn<int>("m");
        QTest::newRow("p4 v2 m8") << 4 << 2 << 8;
        QTest::newRow("p4 v4 m16") << 4 << 4 << 16;
        QTest::newRow("p8 v3 m32") << 8 << 3 << 32;
    }
    void interleavedBubble() {
        QFETCH(int, pp);
        QFETCH(int, v);
        QFETCH(int, m);
        ROOFLAB_SCENARIO(sc, pipelineScenario(pp, 1, pp, v, m));
        const Report r = evaluate(sc);
        const StepTimeline tl = buildStepTimeline(sc, r);
        QVERIFY2(tl.omitted.empty(), tl.omitted.c_str());
        QCOMPARE(tl.virtualStages, v);
        const double ideal = tl.pipelineS - tl.bubbleS;
        const double simulated = tl.bubbleS / ideal;
        const double formula = double(pp - 1) / (double(v) * m);
        QVERIFY2(near(simulated, formula, 0.02),
                 qPrintable(QStringLiteral("simulated %1, formula %2").arg(simulated).arg(formula)));
        // A plain 1F1B schedule of the same run idles v times as long.
        ROOFLAB_SCENARIO(plainSc, pipelineScenario(pp, 1, pp, 1, m));
        const StepTimeline plain = buildStepTimeline(plainSc, evaluate(plainSc));
        QVERIFY(plain.bubbleS > 0.9 * v * tl.bubbleS);
    }

    // Each stage does one thing at a time, and no block starts before the block it waits for:
    // micro-batch k's forward on stage s after stage s-1's, its backward after stage s+1's.
    void blocksRespectTheirDependencies() {
        ROOFLAB_SCENARIO(sc, pipelineScenario(4, 1, 4, 1, 6));
        const StepTimeline tl = buildStepTimeline(sc, evaluate(sc));
        QCOMPARE(int(tl.rows.size()), 5); // 4 stages + network
        std::map<std::pair<int, int>, double> forwardStart, backwardStart, forwardEnd, backwardEnd;
        for (int row = 0; row < 4; ++row) {
            double lastEnd = 0;
            for (const TimelineSegment& s : tl.segments) {
                if (s.row != row)
                    continue;
                QVERIFY(s.start >= lastEnd - 1e-12);
                lastEnd = s.end();
                const auto key = std::make_pair(row, s.microBatch);
                if (s.kind == TimelineKind::Forward) {
                    forwardStart[key] = s.start;
                    forwardEnd[key] = s.end();
                } else if (s.kind == TimelineKind::Backward) {
                    backwardStart[key] = s.start;
                    backwardEnd[key] = s.end();
                }
            }
        }
        const auto at = [](int stage, int micro) { return std::make_pair(stage, micro); };
        QCOMPARE(int(forwardStart.size()), 4 * 6);
        for (int k = 0; k < 6; ++k) {
            for (int s = 1; s < 4; ++s)
                QVERIFY(forwardStart[at(s, k)] >= forwardEnd[at(s - 1, k)]);
            for (int s = 0; s < 3; ++s)
                QVERIFY(backwardStart[at(s, k)] >= backwardEnd[at(s + 1, k)]);
        }
        // 1F1B: the last stage runs forward 0, backward 0, forward 1, ... with no warm-up.
        QVERIFY(backwardStart[at(3, 0)] < forwardStart[at(3, 1)]);
        // The first stage warms up with p - 1 = 3 forwards before its first backward.
        QVERIFY(forwardStart[at(0, 3)] < backwardStart[at(0, 0)]);
        QVERIFY(forwardStart[at(0, 4)] > backwardStart[at(0, 0)]);
    }

    // Deep pipelines show at most 16 stage rows, the first and the last among them.
    void deepPipelinesShowSpreadStages() {
        ROOFLAB_SCENARIO(sc, pipelineScenario(64, 1, 64, 1, 128, 0, "none", "175e9"));
        const Report r = evaluate(sc);
        const StepTimeline tl = buildStepTimeline(sc, r);
        QCOMPARE(tl.stages, 64);
        QCOMPARE(int(tl.rows.size()), kTimelineMaxStageRows + 1);
        QCOMPARE(tl.rows.front().stage, 0);
        QCOMPARE(tl.rows[size_t(kTimelineMaxStageRows - 1)].stage, 63);
        QVERIFY(near(tl.totalS, r.step.timeS, 1e-9));
    }

    // Nothing to draw gets a reason, not an empty picture or a hang.
    void omittedWithAReason() {
        ROOFLAB_SCENARIO(huge, pipelineScenario(32, 1, 32, 1, 100000));
        const StepTimeline tooMany = buildStepTimeline(huge, evaluate(huge));
        QCOMPARE(tooMany.omitted, std::string("too many blocks"));
        QVERIFY(tooMany.segments.empty());
        ROOFLAB_SCENARIO(sc, pipelineScenario(1, 1, 1, 1, 1));
        Report r = evaluate(sc);
        r.step = StepTimeReport{};
        QCOMPARE(buildStepTimeline(sc, r).omitted, std::string("no step time"));
    }
};

QTEST_APPLESS_MAIN(TestStepTimeline)
#include "tst_steptimeline.moc"
