// The step timeline (core/steptime/steptimeline.h): the simulated schedule agrees with the step-time model
// it draws (same total, same bubble), keeps each stage's blocks apart and in dependency order,
// and says why when it draws nothing.
#include "core/evaluate.h"
#include "core/steptime/dualpipe.h"
#include "core/steptime/dualpipeschedule.h"
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

// The same run under DualPipe (parallel.pipeline_schedule "dualpipe").
Scenario dualPipeScenario(const std::string& json) {
    Scenario sc;
    if (test::parse(json, sc))
        sc.parallel.pipelineSchedule = PipelineSchedule::DualPipe;
    return sc;
}

// A rank's order written as dualpipe.py's chunks: "F0" a forward of phase 0, "B1" a backward of
// phase 1 ("B1i": its inputs only, W queued), "F0B1" the overlapped pair, "W" a queued W.
std::string orderText(const std::vector<DualPipeOp>& order) {
    std::string text;
    for (const DualPipeOp& op : order) {
        if (!text.empty())
            text += ' ';
        const char phase = char('0' + op.phase);
        switch (op.work) {
        case DualPipeWork::Forward:
            text += {'F', phase};
            break;
        case DualPipeWork::Backward:
            text += {'B', phase};
            break;
        case DualPipeWork::BackwardInputs:
            text += {'B', phase, 'i'};
            break;
        case DualPipeWork::Weights:
            text += 'W';
            break;
        case DualPipeWork::ForwardBackward:
            text += {'F', phase, 'B', char('0' + op.backwardPhase)};
            break;
        }
    }
    return text;
}

int countOf(const StepTimeline& tl, int row, TimelineKind kind) {
    return int(std::count_if(tl.segments.begin(), tl.segments.end(),
                             [&](const TimelineSegment& s) { return s.row == row && s.kind == kind; }));
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
        // Megatron-Core's combined 1F1B: the expert all-to-all the model leaves exposed is on the
        // chunks' path, the rest on the network row.
        QTest::newRow("ep 8 pp 4 v 2, combined 1F1B")
            << QStringLiteral(R"({"version":1,"model":{"layers":32,"d_model":4096,"heads":32,"kv_heads":8,
                "d_ff":14336,"vocab":32000,"mlp":"swiglu","norm":"rmsnorm","experts":8,"top_k":2},
                "training":{"micro_batch":1,"seq_len":4096,"grad_accum":16,"implementation":"megatron-core"},
                "parallel":{"gpus":64,"pp":4,"virtual_stages":2,"ep":8,"zero":1,
                "overlap_moe_expert_parallel_comm":true},"hardware":{"gpu":"h100-sxm"}})");
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

    // DualPipe.step's eight steps for p = 4, m = 8 (dualpipe/dualpipe.py at 89f5de1), worked by
    // hand. Rank 0 (half_rank 0): 2 warm-up F0; one F0 F1; one B1 (zero bubble) W F1; the main
    // step 8/2 - 4 + 1 = 1 time F0B1 F1B0; one B1 F1B0; B1 then B0 with W queued; W B0; W.
    // Rank 1 (half_rank 1, a middle rank): two F0 F1; the main step twice, its first pair apart;
    // B1 B0, then B1 B0 with W queued (half_rank odd: from the second pair); W W.
    void dualPipeOrderAsDualPipePy() {
        QCOMPARE(orderText(dualPipeRankOrder(0, 4, 8)),
                 std::string("F0 F0 F0 F1 B1i W F1 F0B1 F1B0 B1 F1B0 B1 B0i W B0i W"));
        QCOMPARE(orderText(dualPipeRankOrder(1, 4, 8)),
                 std::string("F0 F1 F0 F1 F0 B1 F1B0 F0B1 F1B0 B1 B0 B1i B0i W W"));
        // The second half mirrors the first (its phase 0 is the reverse direction).
        QCOMPARE(orderText(dualPipeRankOrder(3, 4, 8)), orderText(dualPipeRankOrder(0, 4, 8)));
        // dualpipe.py's asserts: nothing for an odd pp, an odd m or m < 2 pp.
        QVERIFY(dualPipeRankOrder(0, 3, 8).empty());
        QVERIFY(dualPipeRankOrder(0, 4, 7).empty());
        QVERIFY(dualPipeRankOrder(0, 4, 6).empty());
    }

    // Timed with F = 1, B = 2, W = 1: rank 0 forwards micro-batches 0-2 of its direction at 0, 1,
    // 2, meets the reverse direction's first at 3 (it entered rank 3 at 0), and so on; every rank
    // ends at 8 (F + B) + (4/2 - 1)(F&B + B - 3W) = 24 + 2 = 26, where 1F1B would take 24 + 3 x 3.
    void dualPipeTimedByHand() {
        const auto ranks = simulateDualPipe(4, 8, {1.0, 2.0, 1.0});
        QCOMPARE(int(ranks.size()), 4);
        const std::vector<double> starts{0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 17, 18, 20, 22, 23, 24, 25};
        QCOMPARE(int(ranks[0].size()), int(starts.size()));
        for (size_t i = 0; i < starts.size(); ++i)
            QCOMPARE(ranks[0][i].start, starts[i]);
        QCOMPARE(ranks[0][3].direction, 1); // F1 on rank 0: the reverse direction's last stage
        QVERIFY(ranks[0][7].overlapped && ranks[0][8].overlapped && !ranks[0][11].overlapped);
        for (const auto& blocks : ranks) {
            int forwards[2] = {0, 0}, backwards[2] = {0, 0}, weights = 0, inputsOnly = 0;
            for (const DualPipeBlock& b : blocks) {
                if (b.kind == DualPipeBlock::Kind::Forward)
                    ++forwards[b.direction];
                else if (b.kind == DualPipeBlock::Kind::Backward)
                    ++backwards[b.direction], inputsOnly += b.inputsOnly;
                else
                    ++weights;
            }
            QCOMPARE(forwards[0], 4);
            QCOMPARE(forwards[1], 4);
            QCOMPARE(backwards[0], 4);
            QCOMPARE(backwards[1], 4);
            QCOMPARE(weights, inputsOnly);
            QCOMPARE(blocks.back().start + blocks.back().duration, 26.0);
        }
    }

    // Against the step-time model: without recomputation (B = 2F = 2W) the simulated schedule
    // ends exactly where the model's step does and its first GPU idles the model's bubble; the
    // 1F1B schedule of the same run idles (p - 1) / (p/2 - 1) / (2/3) = 4.5 times as long.
    void dualPipeEndsWithTheModelsStep() {
        const Scenario sc = dualPipeScenario(pipelineScenario(8, 2, 4, 1, 8));
        const Report r = evaluate(sc);
        const StepTimeline tl = buildStepTimeline(sc, r);
        QVERIFY2(tl.omitted.empty(), tl.omitted.c_str());
        QVERIFY(tl.dualPipe);
        QVERIFY2(near(tl.totalS, r.step.timeS, 1e-9),
                 qPrintable(QStringLiteral("timeline %1 s, model %2 s").arg(tl.totalS).arg(r.step.timeS)));
        QVERIFY(near(tl.bubbleS, r.step.bubbleS, 1e-9));
        ROOFLAB_SCENARIO(plainSc, pipelineScenario(8, 2, 4, 1, 8));
        const StepTimeline plain = buildStepTimeline(plainSc, evaluate(plainSc));
        QVERIFY(near(plain.bubbleS / tl.bubbleS, 4.5, 1e-6));
        // Every GPU runs 4 forwards and 4 backwards of each direction, W for each backward split.
        for (int row = 0; row < 4; ++row) {
            QCOMPARE(countOf(tl, row, TimelineKind::Forward), 4);
            QCOMPARE(countOf(tl, row, TimelineKind::ReverseForward), 4);
            QCOMPARE(countOf(tl, row, TimelineKind::Backward), 4);
            QCOMPARE(countOf(tl, row, TimelineKind::ReverseBackward), 4);
            QCOMPARE(countOf(tl, row, TimelineKind::WeightGradients), row == 0 || row == 3 ? 3 : 2);
        }
        // The first GPU starts with forwards of its own direction, then meets the reverse one.
        std::vector<TimelineKind> firstKinds;
        for (const TimelineSegment& s : tl.segments)
            if (s.row == 0 && s.kind != TimelineKind::PipelineSend && s.kind != TimelineKind::TensorComm &&
                firstKinds.size() < 5)
                firstKinds.push_back(s.kind);
        QCOMPARE(firstKinds,
                 (std::vector<TimelineKind>{TimelineKind::Forward, TimelineKind::Forward, TimelineKind::Forward,
                                            TimelineKind::ReverseForward, TimelineKind::ReverseBackward}));
    }

    // With recomputation B > 2F = 2W: dualpipe.py's order fills part of the README's bubble, the
    // simulated step is shorter than the model's by min(F, (p/2 - 1)(B - 2F)): at most one
    // forward chunk (docs/formulas.md, "DualPipe"): (4/2 - 1)(B - 2F) for p 4, F itself for p 8.
    void dualPipeWithRecomputationWithinOneForward_data() {
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("m");
        QTest::addColumn<QString>("checkpointing");
        QTest::newRow("p4 m8 full") << 4 << 8 << QStringLiteral("full");
        QTest::newRow("p8 m16 full") << 8 << 16 << QStringLiteral("full");
    }
    void dualPipeWithRecomputationWithinOneForward() {
        QFETCH(int, pp);
        QFETCH(int, m);
        QFETCH(QString, checkpointing);
        const Scenario sc =
            dualPipeScenario(pipelineScenario(2 * pp, 2, pp, 1, m, 0, checkpointing.toLatin1().constData()));
        const Report r = evaluate(sc);
        const StepTimeline tl = buildStepTimeline(sc, r);
        QVERIFY2(tl.omitted.empty(), tl.omitted.c_str());
        // The first GPU is busy m (F + B): what it runs besides its bubble.
        const double chunks = (tl.pipelineS - tl.bubbleS) / m;
        const double forward = chunks * forwardShare(r.flops), backward = chunks - forward;
        QVERIFY(backward > 2.0 * forward * (1.0 + 1e-9));
        const double expected = std::min(forward, (pp / 2 - 1) * (backward - 2.0 * forward));
        const double shorter = r.step.timeS - tl.totalS;
        QVERIFY2(std::abs(shorter - expected) <= 1e-9 * r.step.timeS,
                 qPrintable(QStringLiteral("model %1 s, timeline %2 s, expected %3 s shorter, F %4 s")
                                .arg(r.step.timeS)
                                .arg(tl.totalS)
                                .arg(expected)
                                .arg(forward)));
        QVERIFY(shorter > 0 && shorter <= forward * (1.0 + 1e-9));
        // Each direction recomputes before its own backwards, in its own colours: as many
        // recomputations of the reverse direction as backwards of it, on every GPU.
        for (int row = 0; row < pp; ++row) {
            QCOMPARE(countOf(tl, row, TimelineKind::ReverseRecompute), countOf(tl, row, TimelineKind::ReverseBackward));
            QCOMPARE(countOf(tl, row, TimelineKind::Recompute), countOf(tl, row, TimelineKind::Backward));
        }
    }

    // DeepSeek-V3's pp 16: 16 GPU rows and the network; a layout dualpipe.py refuses is not drawn.
    void dualPipeDeepAndRefused() {
        const Scenario sc = dualPipeScenario(pipelineScenario(16, 1, 16, 1, 32, 0, "none", "175e9"));
        const Report r = evaluate(sc);
        const StepTimeline tl = buildStepTimeline(sc, r);
        QCOMPARE(int(tl.rows.size()), 17);
        QCOMPARE(tl.rows[15].stage, 15);
        QVERIFY(near(tl.totalS, r.step.timeS, 1e-9));
        const Scenario tooFew = dualPipeScenario(pipelineScenario(16, 1, 16, 1, 30, 0, "none", "175e9"));
        const StepTimeline refused = buildStepTimeline(tooFew, evaluate(tooFew));
        QCOMPARE(refused.omitted, std::string("dualpipe layout"));
        QVERIFY(refused.segments.empty());
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
