// The layout search (core/plan/planner.h): what it finds beats what it passes over, the same
// input gives the same ranking on any number of threads, a cancel returns at once, bad plan
// blocks are named, and every layout it prints is exactly what rooflab-calc says of that
// layout's scenario alone. Runs under ThreadSanitizer with the core label (the search's threads).
#include "core/evaluate.h"
#include "core/io/reportio.h"
#include "core/io/scenarioio.h"
#include "core/model/contextparallel.h"
#include "core/model/pipelinesplit.h"
#include "core/model/scenariovalidation.h"
#include "core/plan/fixedkeys.h"
#include "core/plan/layout.h"
#include "core/plan/layoutspace.h"
#include "core/plan/planner.h"
#include "tests/common/runcalc.h"
#include "tests/common/threadsanitizer.h"

namespace {
// Whether this binary runs under AddressSanitizer (the asan preset): its evaluations are slower.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kUnderAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kUnderAddressSanitizer = true;
#else
constexpr bool kUnderAddressSanitizer = false;
#endif
#else
constexpr bool kUnderAddressSanitizer = false;
#endif
} // namespace

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <set>
#include <thread>
#include <utility>

using namespace rooflab;

namespace {

// Llama 3 8B on one node of H100s with Megatron-Core at 64 sequences a step.
const char* const kSmall = R"({"version": 1, "model": "llama3-8b", "training": {"seq_len": 4096,
    "implementation": "megatron-core"}, "parallel": {"gpus": 8}, "hardware": {"gpu": "h100-sxm"},
    "plan": {"global_batch": 64}})";

// GPT-3 175B on 1,024 A100s: a search of several hundred thousand layouts.
const char* const kLarge = R"({"version": 1, "model": "gpt3-175b", "training": {"seq_len": 2048,
    "implementation": "megatron-core"}, "parallel": {"gpus": 1024}, "hardware": {"gpu": "a100-80gb"},
    "plan": {"global_batch": 1536}})";

Scenario parsed(const std::string& text) {
    const ScenarioParseResult result = parseScenario(text);
    if (!result.ok)
        qFatal("scenario does not parse: %s", result.errors.empty() ? "" : result.errors.front().c_str());
    return result.scenario;
}

// The scenario text with `patch` merged into it.
std::string patched(const char* text, const char* patch) {
    QJsonObject root = QJsonDocument::fromJson(text).object();
    const QJsonObject changes = QJsonDocument::fromJson(patch).object();
    for (auto it = changes.begin(); it != changes.end(); ++it) {
        QJsonObject section = root.value(it.key()).toObject();
        const QJsonObject values = it.value().toObject();
        for (auto v = values.begin(); v != values.end(); ++v)
            section.insert(v.key(), v.value());
        root.insert(it.key(), section);
    }
    return QJsonDocument(root).toJson().toStdString();
}

std::string rankingText(const PlanResult& result) {
    std::string text;
    for (const PlannedLayout& p : result.layouts)
        text += std::to_string(p.rank) + " " + std::to_string(p.group) + " " +
                layoutOf(p.scenario).describe(p.scenario.model.arch.layers) + " " +
                std::to_string(p.report.step.tokensPerSecondPerGpu) + " " + p.why + "\n";
    return text;
}

bool mentions(const std::vector<std::string>& lines, const char* text) {
    for (const std::string& line : lines)
        if (line.find(text) != std::string::npos)
            return true;
    return false;
}

// rooflab-calc's exit status and standard error.
std::pair<int, QByteArray> runCalcStatus(const QStringList& arguments) {
    const CalcRun run = runCalc(arguments);
    return {run.exitCode, run.err};
}

QJsonObject runCalcJson(const QStringList& arguments) {
    return QJsonDocument::fromJson(runCalc(arguments).out).object();
}

} // namespace

class TestPlanner : public QObject {
    Q_OBJECT
private slots:
    void bestBeatsDeliberatelyBadLayout();
    void rankingFollowsReportedFigures();
    void sameRankingOnAnyThreads();
    void cancelReturnsWithin100ms();
    void fixedKeysAreHeld();
    void allowedChoicesNarrowTheSearch();
    void tensorParallelAcrossNodesOnlyWhenAsked();
    void badPlanBlocksAreNamed();
    void batchNotDivisibleOnPrimeGpus();
    void noLayoutFitsNamesSmallestGpuCount();
    void planBlockRoundTrips();
    void gpuRangeGivesBestOfEachCount();
    void oddPlanBlocksEndQuickly();
    void eachLayoutReevaluatesToItsFigures();
    void calcPrintsWhatEachLayoutGivesAlone();
    void splitEndsLayoutsAreSearchedAndReevaluate();
    void heavyHeadGetsAShortLastStage();
    void searchedSplitsAreAccepted();
    void blockRecomputesTheFewestLayersThatFit();
    void heldBlockLayersAreKept();
    void allToAllLayoutsSplitTheHeads();
    void contextCommunicationIsSearched();
    void torchtitanRotateMethodIsSearched();
    void boundKeepsTheDefaultContextComm();
};

void TestPlanner::bestBeatsDeliberatelyBadLayout() {
    const Scenario base = parsed(kSmall);
    const PlanResult result = planLayouts(base);
    QVERIFY2(result.ok, result.errors.empty() ? "" : result.errors.front().c_str());
    QVERIFY(result.feasible > 10);
    QVERIFY(result.candidates >= result.feasible);
    // A bad layout for a model that fits on one GPU's share: tp 8 with full recomputation.
    Scenario bad = base;
    Layout layout = layoutOf(bad);
    layout.tp = 8;
    layout.dp = 1;
    layout.microBatch = 1;
    layout.gradAccum = 64;
    layout.recompute = Recompute::Full;
    applyLayout(layout, bad);
    const Report badReport = evaluate(bad);
    QVERIFY(badReport.memory.fits);
    const double best = result.layouts.front().report.step.tokensPerSecondPerGpu;
    QVERIFY2(best > 1.1 * badReport.step.tokensPerSecondPerGpu,
             qPrintable(QString("best %1, bad %2").arg(best).arg(badReport.step.tokensPerSecondPerGpu)));
    QCOMPARE(result.layouts.front().why, std::string("best"));
}

void TestPlanner::rankingFollowsReportedFigures() {
    PlanOptions options;
    options.top = 50;
    const PlanResult result = planLayouts(parsed(kSmall), options);
    QVERIFY(result.layouts.size() >= 10);
    int group = 1;
    double leader = result.layouts.front().report.step.tokensPerSecondPerGpu;
    for (std::size_t i = 1; i < result.layouts.size(); ++i) {
        const PlannedLayout& p = result.layouts[i];
        QVERIFY(p.report.step.tokensPerSecondPerGpu <= result.layouts[i - 1].report.step.tokensPerSecondPerGpu);
        QVERIFY(p.report.memory.fits);
        QVERIFY(p.group == group || p.group == group + 1);
        if (p.group != group) {
            QVERIFY(p.report.step.tokensPerSecondPerGpu < 0.99 * leader);
            leader = p.report.step.tokensPerSecondPerGpu;
            group = p.group;
        } else {
            QVERIFY(p.report.step.tokensPerSecondPerGpu >= 0.99 * leader);
        }
        QVERIFY2(p.why.find('%') != std::string::npos, p.why.c_str());
        // It names what differs from the best: its micro-batch and the best's where they differ.
        QVERIFY2(p.why.find("where the best has") != std::string::npos, p.why.c_str());
        const std::int64_t mb = p.scenario.training.microBatch;
        const std::int64_t bestMb = result.layouts.front().scenario.training.microBatch;
        if (mb != bestMb)
            QVERIFY2(p.why.find("mb " + std::to_string(mb) + " where") != std::string::npos ||
                         p.why.find("mb " + std::to_string(mb) + ",") != std::string::npos,
                     p.why.c_str());
    }
}

void TestPlanner::sameRankingOnAnyThreads() {
    const Scenario base = parsed(kSmall);
    PlanOptions one;
    one.threads = 1;
    one.top = 40;
    PlanOptions four = one;
    four.threads = 4;
    const PlanResult serial = planLayouts(base, one);
    const PlanResult parallel = planLayouts(base, four);
    QCOMPARE(parallel.candidates, serial.candidates);
    QCOMPARE(parallel.feasible, serial.feasible);
    QCOMPARE(rankingText(parallel), rankingText(serial));
    QCOMPARE(rankingText(planLayouts(base, four)), rankingText(serial));
}

void TestPlanner::cancelReturnsWithin100ms() {
    const Scenario base = parsed(kLarge);
    std::atomic<bool> cancel{false};
    PlanOptions options;
    options.cancel = &cancel;
    std::chrono::steady_clock::time_point cancelledAt;
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(30));
        cancelledAt = std::chrono::steady_clock::now();
        cancel = true;
    });
    const PlanResult result = planLayouts(base, options);
    const auto returned = std::chrono::steady_clock::now();
    canceller.join();
    QVERIFY(result.cancelled);
    QVERIFY(!result.ok);
    const double latencyMs = std::chrono::duration<double, std::milli>(returned - cancelledAt).count();
    // 100 ms (issue 46) in the builds users run; a Debug build under AddressSanitizer evaluates a
    // layout about 20 times slower, and after the cancel the candidate under way finishes and the
    // best layouts found so far are evaluated whole for the table (fillLayouts): within the 100 ms
    // in a release build, 409 and 586 ms measured under AddressSanitizer on a 2-core machine (the
    // second with the other suites running beside it).
    const double boundMs = kUnderAddressSanitizer ? 1500.0 : 100.0;
    QVERIFY2(latencyMs < boundMs,
             qPrintable(QString("returned %1 ms after the cancel (bound %2 ms)").arg(latencyMs).arg(boundMs)));
}

void TestPlanner::fixedKeysAreHeld() {
    const std::string text = patched(kSmall, R"({"plan": {"global_batch": 64,
        "fixed": {"parallel": {"tp": 2}, "training": {"checkpointing": "full"}}}})");
    const PlanResult result = planLayouts(parsed(text));
    QVERIFY(result.ok);
    QVERIFY(!result.layouts.empty());
    for (const PlannedLayout& p : result.layouts) {
        QCOMPARE(p.scenario.parallel.tensorParallel, 2);
        QCOMPARE(p.scenario.training.checkpointing, Checkpointing::Full);
        QCOMPARE(std::int64_t(p.scenario.parallel.dataParallel()) * p.scenario.training.microBatch *
                     p.scenario.training.gradAccum,
                 std::int64_t(64));
    }
    // A misspelt held key is refused, not silently searched.
    const PlanResult misspelt =
        planLayouts(parsed(patched(kSmall, R"({"plan": {"global_batch": 64, "fixed": {"parallel": {"tq": 2}}}})")));
    QVERIFY(!misspelt.ok);
    QVERIFY(mentions(misspelt.errors, "plan.fixed"));
}

// plan.allowed: what an older framework version offered (Megatron-LM at 6985e58: full
// recomputation or none, no distributed optimizer, no sequence parallelism).
void TestPlanner::allowedChoicesNarrowTheSearch() {
    const PlanResult free = planLayouts(parsed(kSmall));
    const std::string text = patched(kSmall, R"({"plan": {"global_batch": 64, "allowed": {"checkpointing":
        ["none", "full"], "zero": [0], "sequence_parallel": [false]}}})");
    PlanOptions options;
    options.top = 1000;
    const PlanResult narrowed = planLayouts(parsed(text), options);
    QVERIFY(free.ok && narrowed.ok);
    QVERIFY(!narrowed.layouts.empty());
    QVERIFY(narrowed.candidates < free.candidates);
    for (const PlannedLayout& p : narrowed.layouts) {
        const Checkpointing c = p.scenario.training.checkpointing;
        QVERIFY(c == Checkpointing::None || c == Checkpointing::Full);
        QCOMPARE(p.scenario.parallel.zeroStage, 0);
        QVERIFY(!p.scenario.parallel.sequenceParallel);
    }
    // torchtitan has no ZeRO-1: nothing is left to search, and the planner says why.
    const PlanResult none = planLayouts(parsed(patched(kSmall, R"({"training": {"seq_len": 4096,
        "implementation": "torchtitan"}, "plan": {"global_batch": 64, "allowed": {"zero": [1]}}})")));
    QVERIFY(!none.ok);
    QVERIFY(none.layouts.empty());
    QVERIFY(mentions(none.errors, "plan.allowed"));
    // The block is written back as read, and a bad one is named.
    QVERIFY(parsed(serializeScenario(parsed(text))).plan == parsed(text).plan);
    for (const char* patch : {R"({"plan": {"global_batch": 8, "allowed": {"zero": [4]}}})",
                              R"({"plan": {"global_batch": 8, "allowed": {"checkpointing": []}}})",
                              R"({"plan": {"global_batch": 8, "allowed": {"recompute": ["full"]}}})",
                              R"({"plan": {"global_batch": 8, "allowed": ["full"]}})",
                              R"({"plan": {"global_batch": 8, "allowed": {"cp_comm_type": ["ring"]}}})",
                              R"({"plan": {"global_batch": 8, "allowed": {"cp_rotate_method": ["a2a"]}}})"}) {
        const ScenarioParseResult read = parseScenario(patched(kSmall, patch));
        QVERIFY2(!read.ok, patch);
        QVERIFY2(mentions(read.errors, "plan.allowed"), patch);
    }
    // The value a list does not take is named.
    const ScenarioParseResult ring = parseScenario(
        patched(kSmall, R"({"plan": {"global_batch": 8, "allowed": {"cp_comm_type": ["p2p", "ring"]}}})"));
    QVERIFY(mentions(ring.errors, "plan.allowed.cp_comm_type: expected a non-empty list of"));
    QVERIFY(mentions(ring.errors, "got \"ring\""));
}

// One sequence a step on 16 GPUs of 8 per node, held to one pipeline stage and no context
// parallelism: only tp 16 splits the model, which spans two nodes.
void TestPlanner::tensorParallelAcrossNodesOnlyWhenAsked() {
    const char* const twoNodes = R"({"parallel": {"gpus": 16}, "plan": {"global_batch": 1,
        "fixed": {"parallel": {"pp": 1, "cp": 1}}}})";
    const PlanResult withinNode = planLayouts(parsed(patched(kSmall, twoNodes)));
    QVERIFY(!withinNode.ok);
    QVERIFY(withinNode.layouts.empty());
    const std::string across = patched(patched(kSmall, twoNodes).c_str(), R"({"plan": {"global_batch": 1,
        "fixed": {"parallel": {"pp": 1, "cp": 1}}, "tp_across_nodes": true}})");
    const PlanResult result = planLayouts(parsed(across));
    QVERIFY2(result.ok, result.errors.empty() ? "" : result.errors.front().c_str());
    QVERIFY(!result.layouts.empty());
    for (const PlannedLayout& p : result.layouts)
        QCOMPARE(p.scenario.parallel.tensorParallel, 16);
    QVERIFY(!mentions(result.notes, "within a node"));
    QVERIFY(parsed(serializeScenario(parsed(across))).plan->tpAcrossNodes);
}

void TestPlanner::badPlanBlocksAreNamed() {
    Scenario noPlan = parsed(kSmall);
    noPlan.plan.reset();
    const PlanResult none = planLayouts(noPlan);
    QVERIFY(!none.ok);
    QVERIFY(mentions(none.errors, "plan"));
    const struct {
        const char* patch;
        const char* names;
    } cases[] = {
        {R"({"plan": {"global_batch": 0}})", "plan.global_batch"},
        {R"({"plan": {"global_batch": 8, "gpus": {"min": 16, "max": 8}}})", "plan.gpus.max"},
        {R"({"plan": {"global_batch": 8, "rank_by": "speed"}})", "plan.rank_by"},
        {R"({"plan": {"global_batch": 8, "fixed": [1]}})", "plan.fixed"},
        {R"({"plan": {"global_batch": "many"}})", "plan.global_batch"},
    };
    for (const auto& c : cases) {
        const ScenarioParseResult read = parseScenario(patched(kSmall, c.patch));
        QVERIFY2(!read.ok, c.patch);
        QVERIFY2(mentions(read.errors, c.names), c.patch);
    }
    const ScenarioParseResult missing = parseScenario(R"({"version": 1, "plan": {"fixed": {}}})");
    QVERIFY(!missing.ok);
    QVERIFY(mentions(missing.errors, "plan.global_batch: missing required field"));
}

void TestPlanner::batchNotDivisibleOnPrimeGpus() {
    // 7 GPUs under Megatron-LM (even pipeline stages): Llama 3 8B's 32 heads and 32 layers split
    // over no divisor of 7 but 1, so every layout is 7 data-parallel replicas, and 64 sequences
    // do not divide among them.
    const char* const megatron = R"({"training": {"seq_len": 4096, "implementation": "megatron"},
        "parallel": {"gpus": 7}, "plan": {"global_batch": 64}})";
    const PlanResult result = planLayouts(parsed(patched(kSmall, megatron)));
    QVERIFY(!result.ok);
    QVERIFY(mentions(result.errors, "plan.global_batch"));
    QVERIFY(mentions(result.errors, "(7)"));
    const PlanResult divisible =
        planLayouts(parsed(patched(patched(kSmall, megatron).c_str(), R"({"plan": {"global_batch": 70}})")));
    QVERIFY(divisible.ok);
    QVERIFY(!divisible.layouts.empty());
    // Megatron-Core splits the layers unevenly: 7 pipeline stages of at most 5 layers, one replica.
    const PlanResult uneven =
        planLayouts(parsed(patched(kSmall, R"({"parallel": {"gpus": 7}, "plan": {"global_batch": 64}})")));
    QVERIFY(uneven.ok);
    QVERIFY(!uneven.layouts.empty());
    QCOMPARE(uneven.layouts.front().scenario.parallel.pipelineParallel, 7);
}

void TestPlanner::noLayoutFitsNamesSmallestGpuCount() {
    const char* const huge = R"({"version": 1, "model": "llama3-405b", "training": {"seq_len": 8192,
        "implementation": "megatron-core"}, "parallel": {"gpus": 8}, "hardware": {"gpu": "h100-sxm"},
        "plan": {"global_batch": 512, "fixed": {"parallel": {"cp_comm_type": "p2p"}}}})";
    const PlanResult result = planLayouts(parsed(huge));
    QVERIFY(result.ok);
    QCOMPARE(result.feasible, std::int64_t(0));
    QVERIFY(result.layouts.empty());
    QVERIFY(result.smallestGpusThatFit > 8);
    QVERIFY(mentions(result.notes, std::to_string(result.smallestGpusThatFit).c_str()));
    // At that count a layout does fit, and at half of it none does.
    Scenario there = parsed(huge);
    there.parallel.gpus = result.smallestGpusThatFit;
    QVERIFY(planLayouts(there).feasible > 0);
    there.parallel.gpus = result.smallestGpusThatFit / 2;
    QCOMPARE(planLayouts(there).feasible, std::int64_t(0));
}

void TestPlanner::planBlockRoundTrips() {
    const std::string text = patched(kSmall, R"({"plan": {"global_batch": 96, "fixed": {"parallel": {"tp": 2}},
        "gpus": {"min": 8, "max": 32}, "rank_by": "time_to_train"}})");
    const Scenario first = parsed(text);
    QVERIFY(first.plan.has_value());
    QCOMPARE(first.plan->globalBatch, std::int64_t(96));
    QCOMPARE(first.plan->gpusMin, 8);
    QCOMPARE(first.plan->gpusMax, 32);
    QCOMPARE(first.plan->rankBy, PlanRankBy::TimeToTrain);
    const Scenario again = parsed(serializeScenario(first));
    QVERIFY(again.plan == first.plan);
    QVERIFY(!parsed(serializeScenario(parsed(R"({"version": 1})"))).plan.has_value());
}

void TestPlanner::gpuRangeGivesBestOfEachCount() {
    // p2p held: the GPU counts are the point here, not context parallelism's types (and the search
    // stays short under the sanitizers).
    const std::string text = patched(kSmall, R"({"plan": {"global_batch": 96, "gpus": {"min": 8, "max": 32},
        "rank_by": "time_to_train", "fixed": {"parallel": {"cp_comm_type": "p2p"}}}, "training": {"tokens": 1e9}})");
    PlanOptions options;
    options.top = 3;
    const PlanResult result = planLayouts(parsed(text), options);
    QVERIFY(result.ok);
    std::set<int> counts;
    for (const PlannedLayout& p : result.layouts)
        counts.insert(p.scenario.parallel.gpus);
    // Whole nodes of 8: 8, 16, 24, 32, each with its best layout (96 sequences split over each).
    QCOMPARE(counts, (std::set<int>{8, 16, 24, 32}));
    // Ranked by time to train: more GPUs first, and the ranks stay in order; a layout on fewer
    // GPUs that lost by more than a tie's margin is never said to tie the best.
    QCOMPARE(result.layouts.front().scenario.parallel.gpus, 32);
    for (std::size_t i = 1; i < result.layouts.size(); ++i) {
        QVERIFY(result.layouts[i].rank > result.layouts[i - 1].rank);
        if (result.layouts[i].scenario.parallel.gpus < 16)
            QVERIFY2(result.layouts[i].why.find("ties the best") == std::string::npos, result.layouts[i].why.c_str());
    }
}

// The fuzz corpus's plan blocks (tests/fuzz/corpus/scenario): the widest GPU range and the
// largest counts and batches either answer or refuse, in seconds, never negative or non-finite.
void TestPlanner::oddPlanBlocksEndQuickly() {
    const char* const odd[] = {
        R"({"version":1,"parallel":{"gpus":7},"plan":{"global_batch":64,"gpus":{"min":1,"max":1048576},"rank_by":"cost"}})",
        R"({"version":1,"plan":{"global_batch":1073741824,"fixed":{"parallel":{"gpus":1048576}}}})",
        R"({"version":1,"model":"gpt2-124m","parallel":{"gpus":1},"plan":{"global_batch":1}})",
        R"({"version":1,"model":"gpt3-175b","parallel":{"gpus":1048576},"plan":{"global_batch":1048576}})",
        R"({"version":1,"model":"gpt3-175b","parallel":{"gpus":1048576},"plan":{"global_batch":1048576,"tp_across_nodes":true}})",
        R"({"version":1,"parallel":{"gpus":64},"plan":{"global_batch":64,"allowed":{"checkpointing":["full"],"zero":[3],"sequence_parallel":[true]}}})",
    };
    for (const char* text : odd) {
        const auto started = std::chrono::steady_clock::now();
        const PlanResult result = planLayouts(parsed(text));
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        QVERIFY2(seconds < 30, text);
        QVERIFY2(!result.errors.empty() || !result.notes.empty(), text);
        for (const PlannedLayout& p : result.layouts) {
            QVERIFY(std::isfinite(p.report.step.timeS) && p.report.step.timeS > 0);
            QVERIFY(std::isfinite(p.report.step.tokensPerSecondPerGpu) && p.report.step.tokensPerSecondPerGpu > 0);
        }
    }
}

void TestPlanner::eachLayoutReevaluatesToItsFigures() {
    PlanOptions options;
    options.top = 30;
    const PlanResult result = planLayouts(parsed(kSmall), options);
    QVERIFY(!result.layouts.empty());
    for (const PlannedLayout& p : result.layouts) {
        const Scenario alone = parsed(serializeScenario(p.scenario));
        QCOMPARE(reportToJson(alone, evaluate(alone)), reportToJson(p.scenario, p.report));
    }
}

void TestPlanner::calcPrintsWhatEachLayoutGivesAlone() {
    if (kUnderThreadSanitizer)
        QSKIP("starts rooflab-calc with QProcess: ThreadSanitizer aborts in fork() (tests/common/threadsanitizer.h)");
    QTemporaryDir dir;
    const QString planFile = dir.filePath("plan.json");
    QFile file(planFile);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kSmall);
    file.close();
    const QJsonObject plan = runCalcJson({"--plan", "--json", "--top", "4", planFile}).value("plan").toObject();
    const QJsonArray layouts = plan.value("layouts").toArray();
    QCOMPARE(layouts.size(), 4);
    QVERIFY(plan.value("candidates").toInteger() >= plan.value("feasible").toInteger());
    // The command line's refusals: a bad --top, a scenario without a plan block.
    QCOMPARE(runCalcStatus({"--plan", "--top", "0", planFile}).first, 2);
    QFile bare(dir.filePath("bare.json"));
    QVERIFY(bare.open(QIODevice::WriteOnly));
    bare.write(R"({"version": 1})");
    bare.close();
    const auto [status, errors] = runCalcStatus({"--plan", bare.fileName()});
    QCOMPARE(status, 2);
    QVERIFY2(errors.contains("plan.global_batch"), errors.constData());
    for (const QJsonValue& value : layouts) {
        const QJsonObject layout = value.toObject();
        const QString path = dir.filePath(QString("layout-%1.json").arg(layout.value("rank").toInt()));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(layout.value("scenario").toObject()).toJson());
        out.close();
        const QJsonObject alone = runCalcJson({"--json", path});
        const QJsonObject step = layout.value("step").toObject(), memory = layout.value("memory").toObject();
        for (const char* key : {"time_s", "tokens_per_s_per_gpu", "mfu"})
            QCOMPARE(alone.value("step").toObject().value(key).toDouble(), step.value(key).toDouble());
        for (const char* key : {"peak", "fits", "verdict"})
            QCOMPARE(alone.value("memory").toObject().value(key), memory.value(key));
    }
}

// Megatron-Core's uneven splits (core/plan/layoutspace.cpp): Llama 3 8B's 32 layers over 2 stages
// are searched evenly, with the embedding and/or the loss counted ((32 + 2) / 2 = 17: 16 layers
// and the embedding, 16 and the loss) and with the ends balanced; each such layout's scenario
// carries its keys, Megatron-Core accepts them, and it evaluates alone to the plan's figures.
void TestPlanner::splitEndsLayoutsAreSearchedAndReevaluate() {
    PlanOptions options;
    options.top = 40;
    const PlanResult result = planLayouts(
        parsed(patched(kSmall, R"({"plan": {"global_batch": 64, "fixed": {"parallel": {"pp": 2}}}})")), options);
    int split = 0, even = 0;
    for (const PlannedLayout& p : result.layouts) {
        const StageSplit keys = layoutOf(p.scenario).split;
        (keys.even() ? even : split) += 1;
        QVERIFY(keys.even() || pipelineSplitAccepted(p.scenario.parallel, p.scenario.model.arch.layers));
        const Scenario alone = parsed(serializeScenario(p.scenario));
        QCOMPARE(layoutOf(alone).split, keys);
        QCOMPARE(reportToJson(alone, evaluate(alone)), reportToJson(p.scenario, p.report));
    }
    QVERIFY2(split > 0 && even > 0, rankingText(result).c_str());
}

// A model whose LM head costs about two layers: 16 layers of d 1024 (4 d^2 attention + 2 d x 4d
// GELU MLP + two LayerNorms of 2d = 12,587,008 parameters), 2,048-token sequences, 32,768 tokens
// of vocabulary. A layer's forward is 2 x 12,587,008 + 2 x 2,048 x 1,024 = 29,368,320 FLOPs per
// token, the head's 2 x 1,024 x 32,768 = 67,108,864: 2.285 layers. Over 4 stages the even split
// runs its last stage at 4 + 2.285 = 6.285 layers; with the last stage 2 layers short (m = (16 + 0
// + 2) / 4 rounded up to 5, the 2 layers of rounding taken 1 off each end) the stages hold 4, 5, 5
// and 2 layers and the slowest runs 5: the planner picks first 4 / last 2.
void TestPlanner::heavyHeadGetsAShortLastStage() {
    const Scenario base = parsed(R"({"version": 1, "model": {"layers": 16, "d_model": 1024, "heads": 8,
        "d_ff": 4096, "vocab": 32768}, "training": {"seq_len": 2048, "implementation": "megatron-core"},
        "parallel": {"gpus": 4}, "hardware": {"gpu": "h100-sxm"},
        "plan": {"global_batch": 16, "fixed": {"parallel": {"tp": 1, "pp": 4, "virtual_stages": 1}}}})");
    const EndStageCosts costs = endStageCosts(base);
    QVERIFY2(std::fabs(costs.headTime - 67108864.0 / 29368320.0) < 1e-3, std::to_string(costs.headTime).c_str());
    QVERIFY2(std::fabs(costs.embeddingMemory - 33554432.0 / 12587008.0) < 1e-3,
             std::to_string(costs.embeddingMemory).c_str());
    PlanOptions options;
    options.top = 400;
    const PlanResult result = planLayouts(base, options);
    QVERIFY2(result.ok && !result.layouts.empty(), rankingText(result).c_str());
    const Scenario& best = result.layouts.front().scenario;
    QCOMPARE(best.parallel.firstStageLayers, 4);
    QCOMPARE(best.parallel.lastStageLayers, 2);
    QCOMPARE(slowestStage(best).layers, 5);
    QVERIFY(!slowestStage(best).head);
    // The same layout split evenly is slower, by its head on the last stage.
    const PlannedLayout* even = nullptr;
    Layout evenLayout = layoutOf(best);
    evenLayout.split = StageSplit{};
    for (const PlannedLayout& p : result.layouts) {
        const Layout layout = layoutOf(p.scenario);
        if (!even && !layout.canonicalBefore(evenLayout) && !evenLayout.canonicalBefore(layout))
            even = &p; // every field equal
    }
    QVERIFY2(even, rankingText(result).c_str());
    QVERIFY(even->report.step.timeS > result.layouts.front().report.step.timeS * 1.05);
    // The table and the why-not comparison name the counts.
    QVERIFY2(layoutOf(best).describe(16).find(" first 4 / last 2 ") != std::string::npos,
             layoutOf(best).describe(16).c_str());
    QVERIFY2(even->why.find("split even where the best has split first 4 / last 2") != std::string::npos,
             even->why.c_str());
    // The plan JSON carries the keys under the scenario's names and each stage's layers.
    const QJsonObject plan =
        QJsonDocument::fromJson(QByteArray::fromStdString(planToJson(result))).object().value("plan").toObject();
    const QJsonObject split = plan.value("layouts").toArray().at(0).toObject().value("pipeline_split").toObject();
    QCOMPARE(split["num_layers_in_first_pipeline_stage"].toInt(), 4);
    QCOMPARE(split["num_layers_in_last_pipeline_stage"].toInt(), 2);
    QCOMPARE(split["account_for_loss_in_pipeline_split"].toBool(true), false);
    const QJsonObject stages = split["stage_layers"].toObject();
    QCOMPARE(stages["first"].toInt(), 4);
    QCOMPARE(stages["middle"].toInt(), 5);
    QCOMPARE(stages["last"].toInt(), 2);
}

// Every split the search builds is one the scenario parser accepts (Megatron-Core's checks,
// core/model/pipelinesplit.cpp), for layer counts that divide unevenly, with virtual stages too.
void TestPlanner::searchedSplitsAreAccepted() {
    for (int layers : {16, 30, 61, 62, 96, 126}) {
        Scenario sc = parsed(R"({"version": 1, "model": {"layers": 16, "d_model": 1024, "heads": 8,
            "d_ff": 4096, "vocab": 128256}, "training": {"seq_len": 2048, "implementation": "megatron-core"},
            "parallel": {"gpus": 64}, "hardware": {"gpu": "h100-sxm"}, "plan": {"global_batch": 256}})");
        sc.model.arch.layers = layers;
        const FixedScenario fixed = applyFixed(sc);
        const LayoutSpace space(fixed.scenario, fixed.held, 256, {64});
        int uneven = 0;
        for (const Shape& shape : space.shapes())
            for (int vp : space.virtualStages(shape))
                for (const StageSplit& split : space.splits(shape, vp)) {
                    Layout layout;
                    layout.gpus = shape.gpus;
                    layout.tp = shape.tp;
                    layout.pp = shape.pp;
                    layout.vp = vp;
                    layout.cp = shape.cp;
                    layout.dp = shape.dp;
                    layout.split = split;
                    Scenario planned = fixed.scenario;
                    applyLayout(layout, planned);
                    const std::vector<std::string> problems = pipelineSplitProblems(planned);
                    if (!problems.empty())
                        QFAIL((layout.describe(layers) + ": " + problems.front()).c_str());
                    uneven += split.even() ? 0 : 1;
                }
        QVERIFY(uneven > 0);
    }
}

// Llama 3 8B at 4,096 tokens a sequence, one sequence a micro-batch, held to data parallelism with
// the distributed optimizer: every activation does not fit beside the states, every layer's
// input does. Block recomputation's search takes the fewest layers that fit (docs/formulas.md,
// "The layout planner").
const char* const kBlockFixed = R"({"plan": {"global_batch": 64, "fixed": {"parallel": {"tp": 1, "pp": 1,
    "cp": 1, "zero": 1}, "training": {"micro_batch": 1}}}})";

void TestPlanner::blockRecomputesTheFewestLayersThatFit() {
    PlanOptions options;
    options.top = 1000;
    const PlanResult result = planLayouts(parsed(patched(kSmall, kBlockFixed)), options);
    QVERIFY2(result.ok, result.errors.empty() ? "" : result.errors.front().c_str());
    const PlannedLayout* block = nullptr;
    for (const PlannedLayout& p : result.layouts) {
        QVERIFY(p.scenario.training.checkpointing != Checkpointing::None); // the premise
        if (p.scenario.training.checkpointing == Checkpointing::Block && !block)
            block = &p;
    }
    QVERIFY(block);
    const int layers = block->scenario.training.recomputeNumLayers;
    QVERIFY2(layers > 1 && layers < 32, qPrintable(QString::number(layers)));
    QVERIFY(block->report.memory.fits);
    Scenario fewer = block->scenario;
    fewer.training.recomputeNumLayers = layers - 1;
    QVERIFY(!evaluate(fewer).memory.fits);
    // Fewer layers run their forward again than under full recomputation: the step is shorter.
    Scenario full = block->scenario;
    full.training.checkpointing = Checkpointing::Full;
    const Report fullReport = evaluate(full);
    QVERIFY(fullReport.memory.fits);
    QVERIFY(block->report.step.timeS < fullReport.step.timeS);
    for (const PlannedLayout& p : result.layouts)
        if (p.rank > block->rank && p.scenario.training.checkpointing != Checkpointing::Block)
            QVERIFY2(p.why.find("where the best has block recompute of " + std::to_string(layers) +
                                " layers a chunk") != std::string::npos ||
                         block->rank > 1,
                     p.why.c_str());
    QVERIFY2(layoutOf(block->scenario).describe(32).find("block " + std::to_string(layers)) != std::string::npos,
             layoutOf(block->scenario).describe(32).c_str());
    // The layout written out reads back as the same block.
    const Scenario alone = parsed(serializeScenario(block->scenario));
    QCOMPARE(alone.training.checkpointing, Checkpointing::Block);
    QCOMPARE(alone.training.recomputeNumLayers, layers);
}

void TestPlanner::heldBlockLayersAreKept() {
    const std::string text = patched(kSmall, R"({"plan": {"global_batch": 64, "fixed": {"parallel": {"tp": 1,
        "pp": 1, "cp": 1, "zero": 1}, "training": {"micro_batch": 1, "checkpointing": "block",
        "recompute_num_layers": 30}}}})");
    const PlanResult result = planLayouts(parsed(text));
    QVERIFY2(result.ok, result.errors.empty() ? "" : result.errors.front().c_str());
    QVERIFY(!result.layouts.empty());
    for (const PlannedLayout& p : result.layouts) {
        QCOMPARE(p.scenario.training.checkpointing, Checkpointing::Block);
        QCOMPARE(p.scenario.training.recomputeNumLayers, 30);
    }
    // Held to full recomputation's alternatives, no block is searched.
    const PlanResult narrowed = planLayouts(parsed(patched(kSmall, R"({"plan": {"global_batch": 64,
        "fixed": {"parallel": {"tp": 1, "pp": 1, "cp": 1, "zero": 1}, "training": {"micro_batch": 1}},
        "allowed": {"checkpointing": ["none", "selective", "full"]}}})")));
    QVERIFY(narrowed.ok);
    for (const PlannedLayout& p : narrowed.layouts)
        QVERIFY(p.scenario.training.checkpointing != Checkpointing::Block);
    // One layer a model chunk leaves no block short of full recomputation: the full rung is still
    // searched (16,384 tokens a sequence: nothing fits without recomputation).
    const PlanResult oneLayerChunks = planLayouts(parsed(patched(kSmall, R"({"training": {"seq_len": 16384,
        "implementation": "megatron-core"}, "plan": {"global_batch": 64, "fixed": {"parallel": {"tp": 1, "pp": 2,
        "virtual_stages": 16, "cp": 1, "zero": 1}, "training": {"micro_batch": 1}},
        "allowed": {"checkpointing": ["none", "block", "full"]}}})")));
    QVERIFY2(oneLayerChunks.ok, oneLayerChunks.errors.empty() ? "" : oneLayerChunks.errors.front().c_str());
    QVERIFY(!oneLayerChunks.layouts.empty());
    for (const PlannedLayout& p : oneLayerChunks.layouts)
        QCOMPARE(p.scenario.training.checkpointing, Checkpointing::Full);
}

// parallel.cp_comm_type a2a gives each context-parallel rank 1/cp of its tensor-parallel heads:
// Llama 3 8B's 8 key-value heads allow tp x cp up to 8. On 16 GPUs at 2 sequences a step the ring
// also runs tp x cp = 16 (one replica); the all-to-alls only 8 (two replicas), each layout valid.
void TestPlanner::allToAllLayoutsSplitTheHeads() {
    const char* const longContext = R"({"training": {"seq_len": 32768, "implementation": "megatron-core"},
        "parallel": {"gpus": 16}, "plan": {"global_batch": 2, "fixed": {"parallel": {"pp": 1,
        "cp_comm_type": "p2p"}}}})";
    const std::string ring = patched(kSmall, longContext);
    const PlanResult ringPlan = planLayouts(parsed(ring));
    QVERIFY(ringPlan.ok);
    const auto modelParallel = [](const PlannedLayout& p) {
        return p.scenario.parallel.tensorParallel * p.scenario.parallel.contextParallel;
    };
    QVERIFY(std::any_of(ringPlan.layouts.begin(), ringPlan.layouts.end(),
                        [&](const PlannedLayout& p) { return modelParallel(p) == 16; }));
    // plan.fixed holds a2a (unheld, the search tries every communication: below).
    const PlanResult a2a = planLayouts(parsed(patched(kSmall, R"({"training": {"seq_len": 32768,
        "implementation": "megatron-core"}, "parallel": {"gpus": 16}, "plan": {"global_batch": 2,
        "fixed": {"parallel": {"pp": 1, "cp_comm_type": "a2a"}}}})")));
    QVERIFY2(a2a.ok, a2a.errors.empty() ? "" : a2a.errors.front().c_str());
    QVERIFY(std::any_of(a2a.layouts.begin(), a2a.layouts.end(),
                        [](const PlannedLayout& p) { return p.scenario.parallel.contextParallel > 1; }));
    for (const PlannedLayout& p : a2a.layouts) {
        QVERIFY(p.scenario.parallel.contextCommType == ContextCommType::AllToAll);
        QCOMPARE(8 % modelParallel(p), 0);
        QVERIFY(validateScenario(p.scenario).empty());
    }
}

namespace {

// The communications of a plan's layouts with cp > 1, and each such layout valid.
std::set<ContextComm> contextCommsOf(const PlanResult& plan) {
    std::set<ContextComm> comms;
    for (const PlannedLayout& p : plan.layouts) {
        if (p.scenario.parallel.contextParallel <= 1)
            continue;
        comms.insert(contextComm(p.scenario));
        if (!validateScenario(p.scenario).empty())
            qFatal("invalid layout %s", layoutOf(p.scenario).describe(p.scenario.model.arch.layers).c_str());
    }
    return comms;
}

} // namespace

// Unheld, cp > 1 layouts are searched over Transformer Engine's p2p, all_gather and a2a (a2a where
// Llama 3 8B's 8 key-value heads split over tp x cp); the table names a non-default one, and the
// search's best is at least as fast as the best with the default p2p held.
void TestPlanner::contextCommunicationIsSearched() {
    const char* const longContext = R"({"training": {"seq_len": 32768, "implementation": "megatron-core"},
        "parallel": {"gpus": 16}, "plan": {"global_batch": 2, "fixed": {"parallel": {"pp": 1}}}})";
    PlanOptions many;
    many.top = 2000;
    const PlanResult searched = planLayouts(parsed(patched(kSmall, longContext)), many);
    QVERIFY2(searched.ok, searched.errors.empty() ? "" : searched.errors.front().c_str());
    const std::set<ContextComm> comms = contextCommsOf(searched);
    QVERIFY(comms.count(ContextComm::Ring) && comms.count(ContextComm::AllGather) &&
            comms.count(ContextComm::AllToAll) && comms.count(ContextComm::AllToAllRing));
    for (const PlannedLayout& p : searched.layouts) {
        const Layout layout = layoutOf(p.scenario);
        const std::string text = layout.describe(p.scenario.model.arch.layers);
        if (layout.cp > 1 && layout.contextComm == ContextComm::AllToAll) {
            QCOMPARE(8 % (layout.tp * layout.cp), 0);
            QVERIFY2(text.find(" cp " + std::to_string(layout.cp) + " a2a ") != std::string::npos, text.c_str());
        }
        // a2a+p2p only where it has two levels: all-to-alls within the 8-GPU node, a ring across.
        if (layout.cp > 1 && layout.contextComm == ContextComm::AllToAllRing) {
            const HierarchicalContextSizes sizes = hierarchicalContextSizes(p.scenario, 8);
            QVERIFY2(sizes.a2a > 1 && sizes.p2p > 1 && layout.tp * sizes.a2a <= 8, text.c_str());
            QVERIFY2(text.find(" cp " + std::to_string(layout.cp) + " a2a+p2p ") != std::string::npos, text.c_str());
            QVERIFY(validateScenario(p.scenario).empty());
        }
        if (layout.cp > 1 && layout.contextComm == ContextComm::Ring)
            QVERIFY2(text.find(" cp " + std::to_string(layout.cp) + " p2p ") != std::string::npos, text.c_str());
    }
    const PlanResult ringOnly = planLayouts(parsed(patched(kSmall, R"({"training": {"seq_len": 32768,
        "implementation": "megatron-core"}, "parallel": {"gpus": 16}, "plan": {"global_batch": 2,
        "fixed": {"parallel": {"pp": 1, "cp_comm_type": "p2p"}}}})")));
    QVERIFY(ringOnly.ok && !ringOnly.layouts.empty());
    QCOMPARE(contextCommsOf(ringOnly), std::set<ContextComm>{ContextComm::Ring});
    QVERIFY(searched.layouts.front().report.step.timeS <= ringOnly.layouts.front().report.step.timeS);
    QVERIFY(searched.candidates > ringOnly.candidates);
    // plan.allowed narrows the types to those of the Megatron-Core version in use.
    const PlanResult narrowed = planLayouts(parsed(patched(kSmall, R"({"training": {"seq_len": 32768,
        "implementation": "megatron-core"}, "parallel": {"gpus": 16}, "plan": {"global_batch": 2,
        "fixed": {"parallel": {"pp": 1}}, "allowed": {"cp_comm_type": ["all_gather", "a2a"],
        "cp_rotate_method": ["alltoall"]}}})")),
                                            many);
    QVERIFY(narrowed.ok);
    QCOMPARE(contextCommsOf(narrowed), (std::set<ContextComm>{ContextComm::AllGather, ContextComm::AllToAll}));
}

// torchtitan's cp > 1 layouts are searched over PyTorch's allgather (the default) and alltoall;
// Transformer Engine's types never appear.
void TestPlanner::torchtitanRotateMethodIsSearched() {
    PlanOptions many;
    many.top = 2000;
    const PlanResult searched = planLayouts(parsed(patched(kSmall, R"({"training": {"seq_len": 32768,
        "implementation": "torchtitan"}, "parallel": {"gpus": 16}, "plan": {"global_batch": 2,
        "fixed": {"parallel": {"pp": 1}}}})")),
                                            many);
    QVERIFY2(searched.ok, searched.errors.empty() ? "" : searched.errors.front().c_str());
    QCOMPARE(contextCommsOf(searched), (std::set<ContextComm>{ContextComm::TorchAllGather, ContextComm::TorchRing}));
    const PlanResult narrowed = planLayouts(parsed(patched(kSmall, R"({"training": {"seq_len": 32768,
        "implementation": "torchtitan"}, "parallel": {"gpus": 16}, "plan": {"global_batch": 2,
        "fixed": {"parallel": {"pp": 1}}, "allowed": {"cp_rotate_method": ["alltoall"]}}})")),
                                            many);
    QVERIFY(narrowed.ok);
    QCOMPARE(contextCommsOf(narrowed), std::set<ContextComm>{ContextComm::TorchRing});
    for (const PlannedLayout& p : searched.layouts) {
        QCOMPARE(p.scenario.parallel.contextCommType, ContextCommType::P2P); // no warning of a TE key
        const Layout layout = layoutOf(p.scenario);
        const std::string text = layout.describe(p.scenario.model.arch.layers);
        if (layout.cp > 1)
            QVERIFY2(text.find(" cp " + std::to_string(layout.cp) + " " + contextCommWord(layout.contextComm) + " ") !=
                         std::string::npos,
                     text.c_str());
    }
}

// A space too large for the bound first drops all but the framework's default context-parallel
// communication: then it holds the layouts of the search with p2p held, micro-batches untouched.
void TestPlanner::boundKeepsTheDefaultContextComm() {
    const FixedScenario free = applyFixed(parsed(patched(kSmall, R"({"training": {"seq_len": 32768,
        "implementation": "megatron-core"}, "parallel": {"gpus": 16}, "plan": {"global_batch": 2}})")));
    const FixedScenario ring = applyFixed(parsed(patched(kSmall, R"({"training": {"seq_len": 32768,
        "implementation": "megatron-core"}, "parallel": {"gpus": 16}, "plan": {"global_batch": 2,
        "fixed": {"parallel": {"cp_comm_type": "p2p"}}}})")));
    LayoutSpace space(free.scenario, free.held, 2, {16});
    const LayoutSpace ringOnly(ring.scenario, ring.held, 2, {16});
    QVERIFY(space.size() > ringOnly.size());
    space.bound(ringOnly.size());
    QCOMPARE(space.size(), ringOnly.size());
    QVERIFY(mentions(space.notes(), "default communication only"));
    QVERIFY(!mentions(space.notes(), "micro-batches"));
    for (const Shape& shape : space.shapes())
        QVERIFY(space.contextComms(shape) == std::vector<ContextComm>{ContextComm::Ring});
}

QTEST_GUILESS_MAIN(TestPlanner)
#include "tst_planner.moc"
