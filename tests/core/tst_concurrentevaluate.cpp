// evaluate() and everything beneath it are reentrant: several threads evaluate at once (the
// planner searches layouts that way) and each gets exactly the report one thread alone gets.
// Run under ThreadSanitizer in CI (the tsan preset, .ci/run), where a data race fails the leg;
// in the other builds it checks that the answers do not depend on the threads.
#include "core/evaluate.h"
#include "core/explain.h"
#include "core/io/reportio.h"
#include "core/io/scenarioio.h"
#include "core/measured/benchresults.h"
#include "core/steptime/measuredefficiency.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <optional>
#include <string>
#include <thread>
#include <vector>

using namespace rooflab;

namespace {

constexpr int kThreads = 4;

struct Lecture {
    QString name;
    std::string text;
};

std::vector<Lecture> readLectures() {
    std::vector<Lecture> lectures;
    const QDir dir(QStringLiteral(ROOFLAB_RESOURCES_DIR "/scenarios"));
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (file.open(QIODevice::ReadOnly))
            lectures.push_back({name, file.readAll().toStdString()});
    }
    return lectures;
}

std::string readMeasurement(const char* name) {
    QFile file(QStringLiteral(ROOFLAB_RESOURCES_DIR "/measurements/") + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
}

// Everything one evaluation of a scenario file gives: the parsed scenario written back, the
// report as JSON, and every derivation line, in order.
std::string evaluateFile(const std::string& text, const StepEfficiency* efficiency = nullptr) {
    const ScenarioParseResult parsed = parseScenario(text);
    if (!parsed.ok)
        return "not parsed";
    std::string out = serializeScenario(parsed.scenario);
    if (!validateScenario(parsed.scenario).empty())
        return out + "not valid";
    out += reportToJson(parsed.scenario, evaluate(parsed.scenario, nullptr, efficiency));
    const TracedReport traced = evaluateTraced(parsed.scenario, efficiency);
    const ExplainStyle style = plainExplainStyle();
    for (const DerivationStep& step : traced.trace.steps())
        out += stepLine(step, style) + '\n';
    return out;
}

// Runs `work(thread)` on kThreads threads at once, released together so that they race.
template <typename Work> void onManyThreads(Work work) {
    std::atomic<bool> go{false};
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t)
        threads.emplace_back([&, t] {
            while (!go.load())
                std::this_thread::yield();
            work(t);
        });
    go.store(true);
    for (std::thread& thread : threads)
        thread.join();
}

} // namespace

class TestConcurrentEvaluate : public QObject {
    Q_OBJECT

private slots:
    // First: nothing in this process has touched the databases or the published curves yet, so
    // the threads race to build them (each is a function-local static, built once).
    void firstUseFromManyThreads();
    void lecturesFromManyThreads();
    void measuredEfficiencyFromManyThreads();
};

void TestConcurrentEvaluate::firstUseFromManyThreads() {
    const std::vector<Lecture> lectures = readLectures();
    QVERIFY2(lectures.size() >= 10, "the lecture scenarios of resources/scenarios");
    std::vector<std::string> results(kThreads);
    onManyThreads([&](int t) { results[t] = evaluateFile(lectures[t % lectures.size()].text); });
    for (int t = 0; t < kThreads; ++t) {
        const std::string alone = evaluateFile(lectures[t % lectures.size()].text);
        QVERIFY2(alone.size() > 1000, qPrintable(lectures[t % lectures.size()].name));
        QVERIFY2(results[t] == alone, qPrintable(lectures[t % lectures.size()].name));
    }
}

void TestConcurrentEvaluate::lecturesFromManyThreads() {
    const std::vector<Lecture> lectures = readLectures();
    std::vector<std::string> alone;
    for (const Lecture& lecture : lectures)
        alone.push_back(evaluateFile(lecture.text));
    // Each thread walks every lecture from its own starting point, so that different scenarios
    // are evaluated at the same moment.
    std::vector<std::vector<std::string>> results(kThreads, std::vector<std::string>(lectures.size()));
    onManyThreads([&](int t) {
        for (std::size_t i = 0; i < lectures.size(); ++i) {
            const std::size_t which = (i + std::size_t(t) * 3) % lectures.size();
            results[t][which] = evaluateFile(lectures[which].text);
        }
    });
    for (int t = 0; t < kThreads; ++t)
        for (std::size_t i = 0; i < lectures.size(); ++i)
            QVERIFY2(results[t][i] == alone[i],
                     qPrintable(QStringLiteral("thread %1, %2").arg(t).arg(lectures[i].name)));
}

void TestConcurrentEvaluate::measuredEfficiencyFromManyThreads() {
    BenchResults run;
    std::string error;
    QVERIFY2(parseBenchResults(readMeasurement("h100-sxm.json"), run, error), error.c_str());
    const std::vector<Lecture> lectures = readLectures();
    const auto h100 = std::find_if(lectures.begin(), lectures.end(),
                                   [](const Lecture& l) { return l.name == QLatin1String("fp8-on-h100.json"); });
    QVERIFY(h100 != lectures.end());
    const ScenarioParseResult parsed = parseScenario(h100->text);
    QVERIFY(parsed.ok);
    // One calibration shared read-only by every thread, as the document shares its store's.
    const std::optional<StepEfficiency> efficiency = measuredEfficiency(parsed.scenario, &run);
    QVERIFY(efficiency.has_value());
    const std::string alone = evaluateFile(h100->text, &*efficiency);
    QVERIFY(alone != evaluateFile(h100->text)); // the measured curves change the step time
    std::vector<std::string> results(kThreads);
    onManyThreads([&](int t) { results[t] = evaluateFile(h100->text, &*efficiency); });
    for (const std::string& result : results)
        QCOMPARE(result, alone);
}

QTEST_APPLESS_MAIN(TestConcurrentEvaluate)
#include "tst_concurrentevaluate.moc"
