// The serving planner (core/plan/servingplan.h): the fewest GPUs it answers are the fewest (no
// layout on one GPU fewer meets the SLOs, checked layout by layout with evaluate()), tighter SLOs
// never lower the count, the same input gives the same ranking, a cancel returns at once, every
// layout it prints is what rooflab-calc says of that layout's scenario alone, and bad input is
// refused. Relations only: the serving model's figures move under it (issue 47).
#include "core/evaluate.h"
#include "core/io/scenarioio.h"
#include "core/plan/planner.h"
#include "core/plan/servingplan.h"
#include "tests/common/runcalc.h"
#include "tests/common/threadsanitizer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <chrono>
#include <string>
#include <utility>
#include <vector>

using namespace rooflab;

namespace {

const QString kExample = QStringLiteral(ROOFLAB_RESOURCES_DIR "/scenarios/serving-plan-llama3-70b.json");

QJsonObject exampleJson() {
    QFile file(kExample);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(kExample));
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The example with `changes` set in its section `section`.
QJsonObject withSection(QJsonObject root, const char* section, const QJsonObject& changes) {
    QJsonObject s = root.value(section).toObject();
    for (auto it = changes.begin(); it != changes.end(); ++it)
        s.insert(it.key(), it.value());
    root.insert(section, s);
    return root;
}

Scenario parsed(const QJsonObject& root) {
    const ScenarioParseResult result = parseScenario(QJsonDocument(root).toJson().toStdString());
    if (!result.ok)
        qFatal("scenario does not parse: %s", result.errors.empty() ? "" : result.errors.front().c_str());
    return result.scenario;
}

bool meets(const Report& report) {
    const ServingReport& s = *report.serving;
    return s.fits && !s.saturated && s.ttftSloMet && s.tpotSloMet;
}

std::string rankingText(const PlanResult& result) {
    std::string text;
    for (const PlannedLayout& p : result.layouts)
        text += serializeScenario(p.scenario) + std::to_string(p.report.serving->tpotS) + p.why + "\n";
    return text;
}

QString writeTemp(const QTemporaryDir& dir, const QString& name, const QJsonObject& root) {
    const QString path = dir.filePath(name);
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    out.write(QJsonDocument(root).toJson());
    return path;
}

} // namespace

class TestServingPlanner : public QObject {
    Q_OBJECT
private slots:
    void fewestGpusAreMinimal();
    void tighterSlosNeverLowerTheCount();
    void concurrencyRanksByThroughputPerGpu();
    void sameInputSameRanking();
    void cancelReturnsAtOnce();
    void printedLayoutsAreWhatCalcSays();
    void noLayoutMeetingExitsOneAndBadInputTwo();
    void freedFormatsAreSearched();
    void layoutsThatDoNotFitArePruned();
};

void TestServingPlanner::fewestGpusAreMinimal() {
    const Scenario example = parsed(exampleJson());
    const PlanResult plan = planLayouts(example);
    QVERIFY(plan.ok && plan.serving);
    QVERIFY(servingPlanMeets(plan));
    const int fewest = plan.layouts.front().scenario.parallel.gpus;
    QVERIFY2(fewest > 1, "the example should need more than one GPU, or minimality proves nothing");
    // Every layout on fewer GPUs, evaluated alone: tp dividing the heads within a node, any
    // stages, any replicas. None meets.
    int tried = 0;
    for (int tp : {1, 2, 4, 8})
        for (int pp = 1; tp * pp < fewest; ++pp)
            for (int replicas = 1; tp * pp * replicas < fewest; ++replicas) {
                Scenario sc = example;
                sc.parallel.tensorParallel = tp;
                sc.parallel.pipelineParallel = pp;
                sc.parallel.gpus = tp * pp * replicas;
                QVERIFY2(!meets(evaluate(sc)), qPrintable(QString("tp %1 pp %2 x %3").arg(tp).arg(pp).arg(replicas)));
                ++tried;
            }
    QVERIFY(tried > 0);
    // The planner itself, capped one GPU below, finds none and says so.
    Scenario capped =
        parsed(withSection(exampleJson(), "plan", {{"gpus", QJsonObject{{"min", 1}, {"max", fewest - 1}}}}));
    const PlanResult below = planLayouts(capped);
    QVERIFY(below.ok);
    QVERIFY(!servingPlanMeets(below));
    QCOMPARE(below.feasible, std::int64_t(0));
    QVERIFY(!below.notes.empty());
}

// Along a chain of SLOs, each at least as tight as the one before in both TTFT and TPOT.
static int countsMoved(const std::vector<std::pair<double, double>>& chain) {
    int previous = 0, moved = 0;
    bool metBefore = true;
    for (const auto& [tpot, ttft] : chain) {
        const PlanResult plan =
            planLayouts(parsed(withSection(exampleJson(), "serving", {{"tpot_s", tpot}, {"ttft_s", ttft}})));
        if (!plan.ok)
            return -1;
        const bool met = servingPlanMeets(plan);
        if (met && !metBefore)
            return -1; // a tighter SLO met after a looser one was not
        if (met) {
            const int gpus = plan.layouts.front().scenario.parallel.gpus;
            if (gpus < previous)
                return -1;
            moved += gpus > previous && previous > 0 ? 1 : 0;
            previous = gpus;
        }
        metBefore = met;
    }
    return moved;
}

void TestServingPlanner::tighterSlosNeverLowerTheCount() {
    // From a TPOT the fewest GPUs meet to one none can: wide enough that the answer moves along
    // it however the serving model's figures move.
    const int byTpot = countsMoved({{1.0, 5},
                                    {0.2, 5},
                                    {0.08, 5},
                                    {0.05, 5},
                                    {0.035, 5},
                                    {0.025, 5},
                                    {0.02, 5},
                                    {0.015, 5},
                                    {0.01, 5},
                                    {0.007, 5},
                                    {0.005, 5},
                                    {0.002, 5}});
    QVERIFY2(byTpot >= 1, qPrintable(QString::number(byTpot)));
    const int byTtft = countsMoved(
        {{0.05, 10}, {0.05, 1}, {0.05, 0.3}, {0.05, 0.2}, {0.05, 0.1}, {0.05, 0.05}, {0.05, 0.02}, {0.05, 0.005}});
    QVERIFY2(byTtft >= 0, qPrintable(QString::number(byTtft)));
    const int both = countsMoved(
        {{1.0, 10}, {0.1, 5}, {0.05, 2}, {0.03, 0.5}, {0.02, 0.2}, {0.015, 0.1}, {0.01, 0.05}, {0.005, 0.02}});
    QVERIFY2(both >= 1, qPrintable(QString::number(both)));
}

void TestServingPlanner::concurrencyRanksByThroughputPerGpu() {
    QJsonObject root = exampleJson();
    QJsonObject serving = root.value("serving").toObject();
    serving.remove("request_rate");
    serving.insert("concurrency", 64);
    root.insert("serving", serving);
    const PlanResult plan = planLayouts(parsed(root));
    QVERIFY(plan.ok);
    QVERIFY(plan.layouts.size() >= 3);
    double previous = 1e300;
    for (const PlannedLayout& p : plan.layouts) {
        if (!meets(p.report))
            break;
        // Buckets of 0.1 %: a later layout is never more than that ahead.
        QVERIFY(p.report.serving->outputTokensPerSPerGpu <= previous * 1.001);
        previous = p.report.serving->outputTokensPerSPerGpu;
    }
}

void TestServingPlanner::sameInputSameRanking() {
    // A wider search, with freed formats: many shapes for the threads to share.
    const Scenario example =
        parsed(withSection(exampleJson(), "plan",
                           {{"gpus", QJsonObject{{"min", 1}, {"max", 64}}},
                            {"fixed", QJsonObject{{"inference", QJsonObject{{"weights_dtype", QJsonValue::Null}}}}}}));
    PlanOptions one;
    one.threads = 1;
    const std::string first = rankingText(planLayouts(example, one));
    QVERIFY(!first.empty());
    for (unsigned threads : {1u, 3u, 8u}) {
        PlanOptions options;
        options.threads = threads;
        QCOMPARE(rankingText(planLayouts(example, options)), first);
    }
}

void TestServingPlanner::cancelReturnsAtOnce() {
    // A wide range: many shapes; the progress callback cancels after the first.
    const Scenario wide =
        parsed(withSection(exampleJson(), "plan", {{"gpus", QJsonObject{{"min", 1}, {"max", 4096}}}}));
    std::atomic<bool> cancel{false};
    PlanOptions options;
    options.cancel = &cancel;
    options.progress = [&](double) { cancel = true; };
    const auto started = std::chrono::steady_clock::now();
    const PlanResult result = planLayouts(wide, options);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    QVERIFY(result.cancelled);
    QVERIFY(!result.ok);
    QVERIFY(result.layouts.empty());
    QVERIFY2(seconds < 0.1, qPrintable(QString::number(seconds)));
}

void TestServingPlanner::printedLayoutsAreWhatCalcSays() {
    if (kUnderThreadSanitizer)
        QSKIP("starts rooflab-calc with QProcess: ThreadSanitizer aborts in fork() (tests/common/threadsanitizer.h)");
    const QJsonObject plan = QJsonDocument::fromJson(runCalc({"--plan", "--json", "--top", "6", kExample}).out)
                                 .object()
                                 .value("plan")
                                 .toObject();
    QVERIFY(plan.value("slo_met").toBool());
    const QJsonArray layouts = plan.value("layouts").toArray();
    QCOMPARE(layouts.size(), 6);
    QTemporaryDir dir;
    for (const QJsonValue& value : layouts) {
        const QJsonObject layout = value.toObject();
        const QJsonObject printed = layout.value("serving").toObject();
        const QString path = writeTemp(dir, "layout.json", layout.value("scenario").toObject());
        const QJsonObject alone =
            QJsonDocument::fromJson(runCalc({"--json", path}).out).object().value("serving").toObject();
        for (const char* key : {"ttft_s", "tpot_s", "output_tokens_per_s", "requests_per_s"})
            QCOMPARE(printed.value(key).toDouble(), alone.value(key).toDouble());
        QCOMPARE(printed.value("meets_slo").toBool(),
                 alone.value("ttft_slo_met").toBool() && alone.value("tpot_slo_met").toBool() &&
                     !alone.value("saturated").toBool() && alone.value("fits").toBool());
        QCOMPARE(layout.value("gpus").toInt(),
                 layout.value("scenario").toObject().value("parallel").toObject().value("gpus").toInt());
        QVERIFY(!layout.value("why").toString().isEmpty());
    }
    // The text table: one row per layout, each with its reason.
    const CalcRun text = runCalc({"--plan", "--top", "3", kExample});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("fewest GPUs meeting the SLOs"), text.out.constData());
}

void TestServingPlanner::noLayoutMeetingExitsOneAndBadInputTwo() {
    if (kUnderThreadSanitizer)
        QSKIP("starts rooflab-calc with QProcess: ThreadSanitizer aborts in fork() (tests/common/threadsanitizer.h)");
    QTemporaryDir dir;
    const QString tight = writeTemp(dir, "tight.json", withSection(exampleJson(), "serving", {{"tpot_s", 0.001}}));
    const CalcRun none = runCalc({"--plan", tight});
    QCOMPARE(none.exitCode, 1);
    QVERIFY2(none.err.contains("no layout meets the SLOs") && none.err.contains("TPOT binds"), none.err.constData());
    const QString bad = writeTemp(dir, "bad.json", withSection(exampleJson(), "serving", {{"request_rate", -3}}));
    const CalcRun refused = runCalc({"--plan", bad});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("serving.request_rate"), refused.err.constData());
    const QString misspelt =
        writeTemp(dir, "misspelt.json",
                  withSection(exampleJson(), "plan", {{"fixed", QJsonObject{{"parallel", QJsonObject{{"tq", 2}}}}}}));
    const CalcRun fixed = runCalc({"--plan", misspelt});
    QCOMPARE(fixed.exitCode, 2);
    QVERIFY2(fixed.err.contains("plan.fixed"), fixed.err.constData());
}

void TestServingPlanner::freedFormatsAreSearched() {
    const Scenario held = parsed(exampleJson());
    const PlanResult asGiven = planLayouts(held);
    for (const PlannedLayout& p : asGiven.layouts)
        QCOMPARE(p.scenario.inference.weightsDtype, DType::BF16);
    const Scenario freed =
        parsed(withSection(exampleJson(), "plan",
                           {{"fixed", QJsonObject{{"inference", QJsonObject{{"weights_dtype", QJsonValue::Null}}}}}}));
    const PlanResult searched = planLayouts(freed);
    QVERIFY(searched.ok);
    QVERIFY(searched.candidates > asGiven.candidates);
    // More formats to choose from never need more GPUs.
    QVERIFY(searched.layouts.front().scenario.parallel.gpus <= asGiven.layouts.front().scenario.parallel.gpus);
    // tp held: every layout keeps it.
    const Scenario tp8 =
        parsed(withSection(exampleJson(), "plan", {{"fixed", QJsonObject{{"parallel", QJsonObject{{"tp", 8}}}}}}));
    for (const PlannedLayout& p : planLayouts(tp8).layouts)
        QCOMPARE(p.scenario.parallel.tensorParallel, 8);
}

void TestServingPlanner::layoutsThatDoNotFitArePruned() {
    // Llama 3 70B's bf16 weights (about 141 GB) on at most two 80 GB H100s: only two GPUs hold
    // them with room for a KV cache, if any; every layout listed fits.
    const PlanResult two =
        planLayouts(parsed(withSection(exampleJson(), "plan", {{"gpus", QJsonObject{{"min", 1}, {"max", 2}}}})));
    QVERIFY(two.ok);
    for (const PlannedLayout& p : two.layouts)
        QVERIFY(p.report.serving->fits);
    QVERIFY(two.layouts.size() < std::size_t(two.candidates));
    // One GPU: nothing fits; the note says so and the command line exits 1.
    const QJsonObject oneGpu = withSection(exampleJson(), "plan", {{"gpus", QJsonObject{{"min", 1}, {"max", 1}}}});
    const PlanResult one = planLayouts(parsed(oneGpu));
    QVERIFY(one.ok);
    QVERIFY(one.layouts.empty());
    QCOMPARE(one.feasible, std::int64_t(0));
    QVERIFY(!one.notes.empty() && one.notes.front().find("KV cache") != std::string::npos);
    if (kUnderThreadSanitizer) // the command line below starts rooflab-calc with QProcess
        return;
    QTemporaryDir dir;
    QCOMPARE(runCalc({"--plan", writeTemp(dir, "one.json", oneGpu)}).exitCode, 1);
    // A held tp that does not divide the heads is refused.
    const QString tp3 =
        writeTemp(dir, "tp3.json",
                  withSection(exampleJson(), "plan", {{"fixed", QJsonObject{{"parallel", QJsonObject{{"tp", 3}}}}}}));
    const CalcRun refused = runCalc({"--plan", tp3});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("plan.fixed.parallel.tp"), refused.err.constData());
}

QTEST_GUILESS_MAIN(TestServingPlanner)
#include "tst_servingplanner.moc"
