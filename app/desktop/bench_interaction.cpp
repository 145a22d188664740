// bench_interaction: how fast does the window answer a slider? (Not a test: it prints figures.)
//
//   bench_interaction [--steps N] [--no-cold-start] [--trace] [--hide-napkin] [--grab window.png]
//   bench_interaction --cold-start      (one fresh start, used by the run above)
// --trace prints the time per step spent in each (event type -> receiver class).
// Findings so far: evaluate() is ~7 us; the chart replots (MetaCall -> QCustomPlot) are ~70 % of
// a step, the window flush (UpdateRequest) ~20 %. Word-wrapped napkin labels used to relayout
// the panel on every step (+2 ms); NapkinPanel's labels now report constant size hints.
//
// Offscreen, window 1600x1000. For each of N slider steps (default 1,000, the sequence-length
// slider walking up and down its stops): control change -> Scenario -> evaluate -> both charts
// replotted and painted. The same is measured for replotting the charts with no model change, and
// for the cold start to the first painted chart (median of 5 fresh processes).
// Targets: p95 <= 16 ms, p95 <= 1.5 x replot-only, cold start <= 1 s.
#include "core/evaluate.h"
#include "document/fileio.h"
#include "document/memorystacks.h"
#include "mainwindow.h"
#include "widgets/charts/memorychart.h"
#include "widgets/charts/rooflinechart.h"
#include "widgets/controls/controlpanel.h"
#include "widgets/controls/logslider.h"
#include "widgets/panels/napkinpanel.h"

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSlider>
#include <QTextStream>

#include <qcustomplot.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <numeric>
#include <unistd.h>
#include <vector>

namespace {

QElapsedTimer g_sinceMain;

// Milliseconds since the kernel started this process (covers dynamic loading before main()).
double msSinceExec() {
    QFile stat(QStringLiteral("/proc/self/stat"));
    QFile uptime(QStringLiteral("/proc/uptime"));
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray statText = stat.readAll();
    // Field 22 (starttime, clock ticks after boot); fields after the ")" of the command name.
    const QList<QByteArray> fields = statText.mid(statText.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 20)
        return -1;
    const double startTicks = fields.at(19).toDouble();
    const double upSeconds = uptime.readAll().split(' ').first().toDouble();
    return (upSeconds - startTicks / double(sysconf(_SC_CLK_TCK))) * 1000.0;
}

struct Stats {
    double median = 0, p95 = 0, mean = 0, max = 0;
};

Stats stats(std::vector<double> v) {
    Stats s;
    if (v.empty())
        return s;
    std::sort(v.begin(), v.end());
    s.median = v[v.size() / 2];
    s.p95 = v[std::min(v.size() - 1, std::size_t(double(v.size()) * 0.95))];
    s.mean = std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
    s.max = v.back();
    return s;
}

// Counts updates and paints of one chart, so a step ends when every chart has drawn. An update
// is the chart's updated() signal: after a full replot, or after it redrew only the layer that
// changed (QCPLayer::replot, which emits no afterReplot); either way its pixels reach the screen
// at the following paint event, which is waited for too.
class PlotWatch : public QObject {
public:
    template <class Chart>
    explicit PlotWatch(Chart* chart)
        : m_plot(chart->plot()) {
        QObject::connect(chart, &Chart::updated, this, [this] { ++replots; });
        QObject::connect(m_plot, &QCustomPlot::afterReplot, this, [this] { ++fullReplots; });
        m_plot->installEventFilter(this);
    }
    bool eventFilter(QObject*, QEvent* event) override {
        if (event->type() == QEvent::Paint)
            ++paints;
        return false;
    }
    int replots = 0;     // updates, full or of one layer
    int fullReplots = 0; // of all layers
    int paints = 0;

private:
    QCustomPlot* m_plot;
};

// Runs the event loop until both charts have updated and painted once more than `before`.
void waitForDraw(PlotWatch& a, PlotWatch& b, int replotsA, int replotsB, int paintsA, int paintsB) {
    QElapsedTimer guard;
    guard.start();
    while ((a.replots <= replotsA || b.replots <= replotsB || a.paints <= paintsA || b.paints <= paintsB) &&
           guard.elapsed() < 2000)
        QCoreApplication::processEvents(QEventLoop::AllEvents);
}

// One slider step until both charts show it, and one bare replot of both: separate functions,
// never inlined, so that callgrind can count each alone (--toggle-collect=stepOnce*, see
// docs/speed.md).
[[gnu::noinline]] void stepOnce(QSlider* slider, int value, PlotWatch& a, PlotWatch& b) {
    const int ra = a.replots, rb = b.replots, pa = a.paints, pb = b.paints;
    slider->setValue(value);
    waitForDraw(a, b, ra, rb, pa, pb);
}

[[gnu::noinline]] void replotOnce(PlotWatch& a, PlotWatch& b, QCustomPlot* plotA, QCustomPlot* plotB) {
    const int ra = a.replots, rb = b.replots, pa = a.paints, pb = b.paints;
    plotA->replot(QCustomPlot::rpQueuedReplot);
    plotB->replot(QCustomPlot::rpQueuedReplot);
    waitForDraw(a, b, ra, rb, pa, pb);
}

// Time spent per (event type, receiver class) at the outermost level of event delivery: shows
// where a step's milliseconds go between the slider and the painted charts.
class TracingApplication : public QApplication {
public:
    using QApplication::QApplication;
    bool tracing = false;
    std::map<QString, double> spent;

    bool notify(QObject* receiver, QEvent* event) override {
        if (!tracing || m_depth > 0)
            return QApplication::notify(receiver, event);
        ++m_depth;
        QElapsedTimer timer;
        timer.start();
        // Named before delivery: a DeferredDelete event deletes its receiver.
        const QString key =
            QStringLiteral("%1 -> %2").arg(int(event->type())).arg(QLatin1String(receiver->metaObject()->className()));
        const bool result = QApplication::notify(receiver, event);
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        --m_depth;
        spent[key] += ms;
        return result;
    }

private:
    int m_depth = 0;
};

int coldStartOnly() {
    rooflab::MainWindow window;
    window.resize(1600, 1000);
    PlotWatch memory(window.memoryChart());
    PlotWatch roofline(window.rooflineChart());
    window.show();
    waitForDraw(memory, roofline, 0, 0, 0, 0);
    const double sinceMain = double(g_sinceMain.nsecsElapsed()) / 1e6;
    const double sinceExec = msSinceExec();
    std::printf("%.2f %.2f\n", sinceMain, sinceExec);
    return 0;
}

using Mode = rooflab::MainWindow::UpdateMode;

// What every measurement below works on: the window, its two charts and their watches, the
// sequence-length slider, and where the figures go.
struct Bench {
    rooflab::MainWindow& window;
    QCustomPlot* memoryPlot;
    QCustomPlot* rooflinePlot;
    PlotWatch& memory;
    PlotWatch& roofline;
    QSlider* slider;
    int steps;
    QTextStream& out;

    // Walk the stops up and down: 128 .. 1M and back, every step a different scenario.
    int position(int step) const {
        const int top = slider->maximum();
        const int period = 2 * top;
        const int k = step % period;
        return k <= top ? k : period - k;
    }
};

// `steps` slider steps in one update mode, each timed until both charts have drawn it; prints
// the updates and paints per step, when within a step the model and each chart were done, and
// the step times.
Stats runSteps(Bench& bench, const char* label, Mode mode) {
    rooflab::MainWindow& window = bench.window;
    PlotWatch& memory = bench.memory;
    PlotWatch& roofline = bench.roofline;
    const int steps = bench.steps;
    window.setUpdateMode(mode);
    std::vector<double> ms, atEvaluated, atReplotted;
    ms.reserve(std::size_t(steps));
    const int recomputesBefore = window.recomputeCount();
    const int replotsBefore = memory.replots + roofline.replots, paintsBefore = memory.paints + roofline.paints;
    const int fullMemoryBefore = memory.fullReplots, fullRooflineBefore = roofline.fullReplots;
    QElapsedTimer t;
    double evaluatedAt = 0, replottedAt = 0;
    auto c1 = QObject::connect(&window, &rooflab::MainWindow::recomputed,
                               [&] { evaluatedAt = double(t.nsecsElapsed()) / 1e6; });
    double memoryAt = 0;
    auto c2 = QObject::connect(window.rooflineChart(), &rooflab::RooflineChart::updated,
                               [&] { replottedAt = double(t.nsecsElapsed()) / 1e6; });
    auto c3 = QObject::connect(window.memoryChart(), &rooflab::MemoryChart::updated,
                               [&] { memoryAt = double(t.nsecsElapsed()) / 1e6; });
    double memoryStartAt = 0;
    auto c4 = QObject::connect(bench.memoryPlot, &QCustomPlot::beforeReplot,
                               [&] { memoryStartAt = double(t.nsecsElapsed()) / 1e6; });
    std::vector<double> atMemory, atMemoryStart;
    for (int step = 1; step <= steps; ++step) {
        const int ra = memory.replots, rb = roofline.replots, pa = memory.paints, pb = roofline.paints;
        t.start();
        bench.slider->setValue(bench.position(step));
        waitForDraw(memory, roofline, ra, rb, pa, pb);
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
        atEvaluated.push_back(evaluatedAt);
        atReplotted.push_back(replottedAt);
        atMemory.push_back(memoryAt);
        atMemoryStart.push_back(memoryStartAt);
    }
    QObject::disconnect(c3);
    QObject::disconnect(c4);
    QObject::disconnect(c1);
    QObject::disconnect(c2);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    QTextStream& out = bench.out;
    out << QStringLiteral(
               "  (per step: %1 chart updates, of which full replots: memory %3, roofline %4; %2 chart paints)\n")
               .arg(double(memory.replots + roofline.replots - replotsBefore) / steps, 0, 'f', 2)
               .arg(double(memory.paints + roofline.paints - paintsBefore) / steps, 0, 'f', 2)
               .arg(double(memory.fullReplots - fullMemoryBefore) / steps, 0, 'f', 2)
               .arg(double(roofline.fullReplots - fullRooflineBefore) / steps, 0, 'f', 2);
    out << QStringLiteral(
               "  (medians: evaluated at %1 ms, memory replot from %4 to %2 ms, roofline replotted at %3 ms)\n")
               .arg(stats(atEvaluated).median, 0, 'f', 2)
               .arg(stats(atMemory).median, 0, 'f', 2)
               .arg(stats(atReplotted).median, 0, 'f', 2)
               .arg(stats(atMemoryStart).median, 0, 'f', 2);
    const Stats s = stats(ms);
    out << QStringLiteral("%1: median %2 ms, p95 %3 ms, mean %4 ms, max %5 ms (%6 evaluations)\n")
               .arg(QLatin1String(label))
               .arg(s.median, 0, 'f', 2)
               .arg(s.p95, 0, 'f', 2)
               .arg(s.mean, 0, 'f', 2)
               .arg(s.max, 0, 'f', 2)
               .arg(window.recomputeCount() - recomputesBefore);
    return s;
}

// --trace: the twelve (event type -> receiver) pairs that took the most time per step.
void printEventTrace(const TracingApplication& app, int steps, QTextStream& out) {
    std::vector<std::pair<double, QString>> top;
    for (const auto& [key, ms] : app.spent)
        top.push_back({ms / steps, key});
    std::sort(top.rbegin(), top.rend());
    out << "  event time per step (type -> receiver):\n";
    for (std::size_t i = 0; i < std::min<std::size_t>(12, top.size()); ++i)
        out << QStringLiteral("    %1 ms  %2\n").arg(top[i].first, 0, 'f', 3).arg(top[i].second);
}

// Replot only: the same charts, the same size, no model change.
Stats measureReplotOnly(Bench& bench) {
    std::vector<double> replotMs;
    QElapsedTimer t;
    for (int i = 0; i < bench.steps; ++i) {
        t.start();
        replotOnce(bench.memory, bench.roofline, bench.memoryPlot, bench.rooflinePlot);
        replotMs.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    const Stats replot = stats(replotMs);
    bench.out << QStringLiteral("replot only (no model change): median %1 ms, p95 %2 ms\n")
                     .arg(replot.median, 0, 'f', 2)
                     .arg(replot.p95, 0, 'f', 2);
    return replot;
}

// Interleaved: a slider step, then a bare replot of the scenario that step drew, pair by pair,
// so that both see the same machine state and the same charts; the ratio of each pair.
Stats measureInterleaved(Bench& bench) {
    std::vector<double> pairStep, pairReplot, pairRatio;
    QElapsedTimer t;
    for (int i = 1; i <= bench.steps; ++i) {
        t.start();
        stepOnce(bench.slider, bench.position(i), bench.memory, bench.roofline);
        pairStep.push_back(double(t.nsecsElapsed()) / 1e6);
        t.start();
        replotOnce(bench.memory, bench.roofline, bench.memoryPlot, bench.rooflinePlot);
        pairReplot.push_back(double(t.nsecsElapsed()) / 1e6);
        pairRatio.push_back(pairStep.back() / std::max(1e-6, pairReplot.back()));
    }
    const Stats pairs = stats(pairRatio);
    bench.out << QStringLiteral(
                     "interleaved, step then replot of the same scenario: step median %1 ms, replot median %2 ms, "
                     "ratio per pair median %3, p95 %4\n")
                     .arg(stats(pairStep).median, 0, 'f', 2)
                     .arg(stats(pairReplot).median, 0, 'f', 2)
                     .arg(pairs.median, 0, 'f', 2)
                     .arg(pairs.p95, 0, 'f', 2);
    return pairs;
}

// setData with an unchanged report: the charts rebuild their items but nothing moves.
void measureSameReport(Bench& bench) {
    rooflab::MainWindow& window = bench.window;
    PlotWatch& memory = bench.memory;
    PlotWatch& roofline = bench.roofline;
    const rooflab::Scenario sc = window.scenario();
    const rooflab::Report rep = window.report();
    std::vector<double> v;
    QElapsedTimer t;
    for (int i = 0; i < bench.steps; ++i) {
        const int ra = memory.replots, rb = roofline.replots, pa = memory.paints, pb = roofline.paints;
        t.start();
        window.memoryChart()->setStacks(rooflab::memoryStacks(sc, rep, rooflab::MemoryUnit::GiB));
        window.rooflineChart()->setData(sc, rep);
        waitForDraw(memory, roofline, ra, rb, pa, pb);
        v.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    const Stats s = stats(v);
    bench.out << QStringLiteral("setData(same report) + replot: median %1 ms, p95 %2 ms\n")
                     .arg(s.median, 0, 'f', 2)
                     .arg(s.p95, 0, 'f', 2);
}

// For the record: evaluate() alone.
void measureEvaluate(Bench& bench) {
    std::vector<double> evalMs;
    const rooflab::Scenario scenario = bench.window.scenario();
    QElapsedTimer t;
    for (int i = 0; i < bench.steps; ++i) {
        t.start();
        const rooflab::Report report = rooflab::evaluate(scenario);
        evalMs.push_back(double(t.nsecsElapsed()) / 1e6);
        Q_UNUSED(report);
    }
    const Stats eval = stats(evalMs);
    bench.out << QStringLiteral("evaluate() alone: median %1 ms, p95 %2 ms\n")
                     .arg(eval.median, 0, 'f', 3)
                     .arg(eval.p95, 0, 'f', 3);
}

// Where a step's time goes, without painting: each stage alone, 200 times. setData redraws the
// layer that changed when nothing else did (here: always, the report is the same).
void measureStages(Bench& bench) {
    rooflab::MainWindow& window = bench.window;
    QTextStream& out = bench.out;
    const rooflab::Scenario sc = window.scenario();
    const rooflab::Report rep = window.report();
    QElapsedTimer t;
    auto timeIt = [&](const char* label, const std::function<void()>& work) {
        std::vector<double> v;
        for (int i = 0; i < 200; ++i) {
            t.start();
            work();
            v.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        QCoreApplication::processEvents();
        const Stats s = stats(v);
        out << QStringLiteral("  %1: median %2 ms, p95 %3 ms\n")
                   .arg(QLatin1String(label))
                   .arg(s.median, 0, 'f', 3)
                   .arg(s.p95, 0, 'f', 3);
    };
    out << "stages (no paint; setData includes redrawing its changed layer):\n";
    timeIt("memoryStacks + MemoryChart::setStacks",
           [&] { window.memoryChart()->setStacks(rooflab::memoryStacks(sc, rep, rooflab::MemoryUnit::GiB)); });
    timeIt("RooflineChart::setData", [&] { window.rooflineChart()->setData(sc, rep); });
    timeIt("NapkinPanel::setReport", [&] { window.napkinPanel()->setReport(sc, rep); });
    // The panel and the presentation strip follow the document's scenario.
    timeIt("controls follow ScenarioDocument::changed", [&] { emit window.document()->changed(sc); });
    timeIt("memory plot replot (immediate, no paint)",
           [&] { bench.memoryPlot->replot(QCustomPlot::rpImmediateRefresh); });
    timeIt("roofline plot replot (immediate, no paint)",
           [&] { bench.rooflinePlot->replot(QCustomPlot::rpImmediateRefresh); });
    timeIt("whole window repaint", [&] { window.repaint(); });
}

// Coalescing: ten slider events in one event-loop turn cost one evaluation.
void measureBurst(Bench& bench) {
    const int before = bench.window.recomputeCount();
    for (int i = 1; i <= 10; ++i)
        bench.slider->setValue(bench.position(i));
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    bench.out << "burst of 10 slider events in one turn -> " << (bench.window.recomputeCount() - before)
              << " evaluation(s)\n";
}

// Cold start: fresh processes, from exec and from main() to the first painted charts.
void measureColdStarts(QTextStream& out) {
    std::vector<double> coldMain, coldExec;
    for (int i = 0; i < 5; ++i) {
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--cold-start")});
        child.waitForFinished(30000);
        const QList<QByteArray> parts = child.readAllStandardOutput().trimmed().split(' ');
        if (parts.size() == 2) {
            coldMain.push_back(parts[0].toDouble());
            coldExec.push_back(parts[1].toDouble());
        }
    }
    const Stats cm = stats(coldMain), ce = stats(coldExec);
    out << QStringLiteral("cold start to first painted charts (median of %1): %2 ms from main(), %3 ms from exec "
                          "(max %4 ms)\n")
               .arg(coldMain.size())
               .arg(cm.median, 0, 'f', 1)
               .arg(ce.median, 0, 'f', 1)
               .arg(ce.max, 0, 'f', 1);
    out << QStringLiteral("target cold start <= 1000 ms: %1\n").arg(ce.median <= 1000 ? "met" : "MISSED");
}

void printTargets(QTextStream& out, const Stats& coalesced, const Stats& replot, const Stats& pairs) {
    const double ratio = replot.p95 > 0 ? coalesced.p95 / replot.p95 : 0;
    out << QStringLiteral("target p95 <= 16 ms: %1 (%2 ms)\n")
               .arg(coalesced.p95 <= 16 ? "met" : "MISSED")
               .arg(coalesced.p95, 0, 'f', 2);
    out << QStringLiteral("target p95 <= 1.5 x replot-only: %1 (ratio %2)\n")
               .arg(ratio <= 1.5 ? "met" : "MISSED")
               .arg(ratio, 0, 'f', 2);
    out << QStringLiteral("target step <= 1.2 x replot of the same scenario (interleaved, median of pairs): %1 (%2)\n")
               .arg(pairs.median <= 1.2 ? "met" : "MISSED")
               .arg(pairs.median, 0, 'f', 2);
}

} // namespace

int main(int argc, char** argv) {
    g_sinceMain.start();
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    TracingApplication app(argc, argv);
    const QStringList args = QApplication::arguments();
    if (args.contains(QStringLiteral("--cold-start")))
        return coldStartOnly();
    int steps = 1000;
    if (const int i = int(args.indexOf(QStringLiteral("--steps"))); i > 0 && i + 1 < args.size())
        steps = std::max(10, args.at(i + 1).toInt());

    QTextStream out(stdout);
    out << "bench_interaction: " << steps << " steps, platform " << QGuiApplication::platformName()
        << ", window 1600x1000\n";

    rooflab::MainWindow window;
    window.resize(1600, 1000);
    if (args.contains(QStringLiteral("--hide-napkin"))) // to see what the numbers panel costs
        window.findChild<QDockWidget*>(QStringLiteral("napkinDock"))->hide();
    window.show();
    QCustomPlot* memoryPlot = window.memoryChart()->plot();
    QCustomPlot* rooflinePlot = window.rooflineChart()->plot();
    PlotWatch memory(window.memoryChart());
    PlotWatch roofline(window.rooflineChart());
    for (int i = 0; i < 20; ++i)
        QCoreApplication::processEvents();
    out << "charts: memory " << memoryPlot->width() << "x" << memoryPlot->height() << ", roofline "
        << rooflinePlot->width() << "x" << rooflinePlot->height() << "\n";

    auto* seqSlider = window.controlPanel()->findChild<rooflab::LogSlider*>(QStringLiteral("sequenceLengthSlider"));
    Bench bench{window, memoryPlot, rooflinePlot, memory, roofline, seqSlider->slider(), steps, out};
    // Start away from the default so step 0 is a change.
    bench.slider->setValue(bench.position(0));
    for (int i = 0; i < 20; ++i)
        QCoreApplication::processEvents();

    app.tracing = args.contains(QStringLiteral("--trace"));
    const Stats coalesced =
        runSteps(bench, "slider step -> evaluate -> both charts replotted+painted (posted event, the default)",
                 Mode::PostedEvent);
    if (app.tracing) {
        app.tracing = false;
        printEventTrace(app, steps, out);
    }
    if (const int i = int(args.indexOf(QStringLiteral("--grab"))); i > 0 && i + 1 < args.size()) {
        // What the window shows after the walk (the charts mostly updated one layer at a time).
        for (int k = 0; k < 5; ++k)
            QCoreApplication::processEvents();
        if (const QString problem = rooflab::saveImageAtomically(window.grab().toImage(), args.at(i + 1));
            !problem.isEmpty())
            std::fprintf(stderr, "cannot write %s: %s\n", qPrintable(args.at(i + 1)), qPrintable(problem));
    }
    runSteps(bench, "same, coalesced by a zero-timer", Mode::ZeroTimer);
    runSteps(bench, "same, direct call (no coalescing)", Mode::Direct);
    window.setUpdateMode(Mode::PostedEvent);

    const Stats replot = measureReplotOnly(bench);
    const Stats pairs = measureInterleaved(bench);
    measureSameReport(bench);
    measureEvaluate(bench);
    measureStages(bench);
    measureBurst(bench);
    if (!args.contains(QStringLiteral("--no-cold-start")))
        measureColdStarts(out);
    printTargets(out, coalesced, replot, pairs);
    return 0;
}
