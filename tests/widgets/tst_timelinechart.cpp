// The step timeline chart: rows and blocks where the core timeline puts them, in the colours its
// legend names, hover text naming a block, a reason instead of a picture when there is nothing to
// draw; in the window: its own tab, following the sliders, exported like every chart.
#include "core/evaluate.h"
#include "core/io/scenarioio.h"
#include "core/steptime/steptimeline.h"
#include "mainwindow.h"
#include "widgets/charts/chartexporter.h"
#include "widgets/charts/timelinechart.h"

#include <QImage>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <qcustomplot.h>

using namespace rooflab;

namespace {

Scenario scenarioFrom(const std::string& json) {
    const ScenarioParseResult parsed = parseScenario(json);
    if (!parsed.ok)
        qFatal("test scenario rejected: %s", parsed.errors.front().c_str());
    return parsed.scenario;
}

// 13B on 8 GPUs: 4 pipeline stages x data parallel 2, 8 micro-batches.
Scenario pipelineScenario() {
    return scenarioFrom(R"({"version":1,"model":{"params":13e9},"training":{"micro_batch":1,"seq_len":4096,
        "grad_accum":8},"parallel":{"gpus":8,"pp":4},"hardware":{"gpu":"h100-sxm"}})");
}

// A point inside a segment, left of its centre (where its micro-batch number is written), in
// plot pixels.
QPoint centreOf(const TimelineChart& chart, const TimelineSegment& s, double timeScale) {
    QCustomPlot* plot = chart.plot();
    return QPoint(int(plot->xAxis->coordToPixel((s.start + s.duration * 0.2) * timeScale)),
                  int(plot->yAxis->coordToPixel(s.row)));
}

} // namespace

class TestTimelineChart : public QObject {
    Q_OBJECT

private slots:
    void rowsAreStagesThenNetwork() {
        const Scenario sc = pipelineScenario();
        TimelineChart chart;
        chart.setTimeline(buildStepTimeline(sc, evaluate(sc)), evaluate(sc).step);
        QCOMPARE(chart.rowLabels(),
                 (QStringList{QStringLiteral("stage 1"), QStringLiteral("stage 2"), QStringLiteral("stage 3"),
                              QStringLiteral("stage 4"), QStringLiteral("network (stage 1)")}));
        QVERIFY2(chart.titleText().contains(QStringLiteral("(8 micro-batches through 4 pipeline stages")),
                 qPrintable(chart.titleText()));
        QVERIFY2(chart.summaryText().contains(QStringLiteral("bubble")), qPrintable(chart.summaryText()));

        Scenario single = sc;
        single.parallel.pipelineParallel = 1;
        single.parallel.gpus = 1;
        const Report r = evaluate(single);
        chart.setTimeline(buildStepTimeline(single, r), r.step);
        QCOMPARE(chart.rowLabels(), (QStringList{QStringLiteral("GPU"), QStringLiteral("network")}));
        QVERIFY(!chart.summaryText().contains(QStringLiteral("bubble")));
        single.training.gradAccum = 1; // one micro-batch, said in the singular
        const Report one = evaluate(single);
        chart.setTimeline(buildStepTimeline(single, one), one.step);
        QVERIFY2(chart.titleText().endsWith(QStringLiteral("(1 micro-batch)")), qPrintable(chart.titleText()));
    }

    // The gaps between kernels are a share of their own, taken out of the compute and the
    // optimizer that hold them, so the shares still add up to the step.
    void kernelGapsAreTheirOwnShare() {
        const Scenario sc = pipelineScenario();
        const Report r = evaluate(sc);
        QVERIFY(r.step.launchGapS > 0);
        QVERIFY(r.step.optimizerLaunchGapS > 0 && r.step.optimizerLaunchGapS < r.step.launchGapS);
        TimelineChart chart;
        chart.setTimeline(buildStepTimeline(sc, r), r.step);
        QVERIFY2(chart.summaryText().contains(QStringLiteral("gaps between kernels")), qPrintable(chart.summaryText()));
        StepTimeReport noGaps = r.step;
        noGaps.launchGapS = noGaps.optimizerLaunchGapS = 0;
        chart.setTimeline(buildStepTimeline(sc, r), noGaps);
        QVERIFY(!chart.summaryText().contains(QStringLiteral("gaps between kernels")));
    }

    // The block under the mouse is named, and drawn in its kind's colour: the first forward of
    // micro-batch 1 on stage 1 in sky blue, the backward in blue, an idle stretch not in either.
    void blocksDrawnWhereTheTimelinePutsThem() {
        const Scenario sc = pipelineScenario();
        const Report r = evaluate(sc);
        const StepTimeline tl = buildStepTimeline(sc, r);
        TimelineChart chart;
        chart.resize(1400, 700);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setTimeline(tl, r.step);
        chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
        const double scale = tl.totalS >= 2.0 ? 1.0 : 1e3;
        const QImage image = chart.plot()->toPixmap().toImage();

        auto find = [&](TimelineKind kind, int row, int micro) -> const TimelineSegment* {
            for (const TimelineSegment& s : tl.segments)
                if (s.kind == kind && s.row == row && s.microBatch == micro)
                    return &s;
            return nullptr;
        };
        const TimelineSegment* forward = find(TimelineKind::Forward, 0, 0);
        const TimelineSegment* backward = find(TimelineKind::Backward, 3, 2);
        const TimelineSegment* bubble = find(TimelineKind::Bubble, 0, -1);
        QVERIFY(forward && backward && bubble);

        const QPoint f = centreOf(chart, *forward, scale);
        QVERIFY2(chart.describeAt(f).contains(QStringLiteral("stage 1: forward, micro-batch 1")),
                 qPrintable(chart.describeAt(f)));
        QCOMPARE(image.pixelColor(f), ChartTheme::hue(ChartTheme::Hue::SkyBlue));
        const QPoint b = centreOf(chart, *backward, scale);
        QVERIFY2(chart.describeAt(b).contains(QStringLiteral("stage 4: backward, micro-batch 3")),
                 qPrintable(chart.describeAt(b)));
        QCOMPARE(image.pixelColor(b), ChartTheme::hue(ChartTheme::Hue::Blue));
        const QPoint idle = centreOf(chart, *bubble, scale);
        QVERIFY(chart.describeAt(idle).contains(QStringLiteral("bubble")));
        QVERIFY(image.pixelColor(idle) != ChartTheme::hue(ChartTheme::Hue::Blue));
        QVERIFY(image.pixelColor(idle) != ChartTheme::hue(ChartTheme::Hue::SkyBlue));
        // Between the rows there is no block.
        QVERIFY(chart
                    .describeAt(QPoint(
                        f.x(), int((f.y() + centreOf(chart, *find(TimelineKind::Forward, 1, 0), scale).y()) / 2)))
                    .isEmpty());
        // The legend names exactly the kinds drawn.
        QStringList legend;
        for (int i = 0; i < chart.plot()->legend->itemCount(); ++i)
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(chart.plot()->legend->item(i)))
                legend << item->plottable()->name();
        QVERIFY(legend.contains(TimelineChart::kindName(TimelineKind::Bubble)));
        QVERIFY(!legend.contains(TimelineChart::kindName(TimelineKind::Recompute)));
    }

    void nothingToDrawSaysWhy() {
        Scenario sc = pipelineScenario();
        sc.training.gradAccum = 200000;
        const Report r = evaluate(sc);
        TimelineChart chart;
        chart.setTimeline(buildStepTimeline(sc, r), r.step);
        QVERIFY(chart.titleText().contains(QStringLiteral("not drawn")));
        QVERIFY2(chart.summaryText().contains(QStringLiteral("200000")) ||
                     chart.summaryText().contains(QStringLiteral("200,000")),
                 qPrintable(chart.summaryText()));
        // No empty time axis beside the reason.
        QVERIFY(!chart.plot()->xAxis->visible() && !chart.plot()->yAxis->visible());
        // A DualPipe layout dualpipe.py refuses (6 micro-batches, fewer than 2 x 4 stages): the
        // chart says why, not "no training step".
        Scenario dual = pipelineScenario();
        dual.parallel.pipelineSchedule = PipelineSchedule::DualPipe;
        dual.training.gradAccum = 6;
        const Report d = evaluate(dual);
        chart.setTimeline(buildStepTimeline(dual, d), d.step);
        QVERIFY2(chart.summaryText().contains(QStringLiteral("DualPipe")) &&
                     chart.summaryText().contains(QStringLiteral("6 micro-batches")),
                 qPrintable(chart.summaryText()));
        // A drawn step shows its axes again.
        chart.setTimeline(buildStepTimeline(pipelineScenario(), evaluate(pipelineScenario())), r.step);
        QVERIFY(chart.plot()->xAxis->visible());
    }

    // DualPipe: a row per GPU (two stages each), both directions in their own colours and legend
    // entries, the weight-gradient chunks apart, the hover text naming the direction and the
    // overlap; pp 16 keeps every GPU's row.
    void dualPipeDrawsBothDirections() {
        Scenario sc = pipelineScenario();
        sc.parallel.pipelineSchedule = PipelineSchedule::DualPipe;
        const Report r = evaluate(sc);
        const StepTimeline tl = buildStepTimeline(sc, r);
        QVERIFY(tl.omitted.empty());
        TimelineChart chart;
        chart.resize(1400, 700);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setTimeline(tl, r.step);
        chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
        QCOMPARE(chart.rowLabels().front(), QStringLiteral("GPU 1 (stages 1, 4)"));
        QCOMPARE(chart.rowLabels().at(3), QStringLiteral("GPU 4 (stages 4, 1)"));
        QVERIFY2(chart.titleText().contains(QStringLiteral("DualPipe: 4 entering at each end")),
                 qPrintable(chart.titleText()));
        QStringList legend;
        for (int i = 0; i < chart.plot()->legend->itemCount(); ++i)
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(chart.plot()->legend->item(i)))
                legend << item->plottable()->name();
        for (TimelineKind kind : {TimelineKind::Forward, TimelineKind::Backward, TimelineKind::ReverseForward,
                                  TimelineKind::ReverseBackward, TimelineKind::WeightGradients})
            QVERIFY2(legend.contains(TimelineChart::kindName(kind)), qPrintable(legend.join(QLatin1String(", "))));
        // The reverse direction's first forward on GPU 1 (at its last stage), and an overlapped
        // forward of the forward direction: named, and not in the forward direction's colour.
        const double scale = tl.totalS >= 2.0 ? 1.0 : 1e3;
        const QImage image = chart.plot()->toPixmap().toImage();
        const TimelineSegment *reverse = nullptr, *overlapped = nullptr;
        for (const TimelineSegment& s : tl.segments) {
            if (s.row == 0 && s.kind == TimelineKind::ReverseForward && !reverse)
                reverse = &s;
            if (s.row == 0 && s.kind == TimelineKind::Forward && s.overlapped && !overlapped)
                overlapped = &s;
        }
        QVERIFY(reverse && overlapped);
        const QPoint at = centreOf(chart, *reverse, scale);
        QVERIFY2(chart.describeAt(at).contains(QStringLiteral("forward (reverse direction), micro-batch 1")) &&
                     chart.describeAt(at).contains(QStringLiteral("entered at stage 4")),
                 qPrintable(chart.describeAt(at)));
        QVERIFY(image.pixelColor(at) != ChartTheme::hue(ChartTheme::Hue::SkyBlue));
        const QPoint both = centreOf(chart, *overlapped, scale);
        QVERIFY2(chart.describeAt(both).contains(QStringLiteral("overlapped")), qPrintable(chart.describeAt(both)));
        QCOMPARE(image.pixelColor(both), ChartTheme::hue(ChartTheme::Hue::SkyBlue));

        Scenario deep = pipelineScenario();
        deep.parallel.pipelineSchedule = PipelineSchedule::DualPipe;
        deep.parallel.gpus = 16;
        deep.parallel.pipelineParallel = 16;
        deep.training.gradAccum = 32;
        const Report d = evaluate(deep);
        chart.setTimeline(buildStepTimeline(deep, d), d.step);
        QCOMPARE(chart.rowLabels().size(), 17);
        QCOMPARE(chart.rowLabels().at(15), QStringLiteral("GPU 16 (stages 16, 1)"));
    }

    void exportsLikeTheOtherCharts() {
        const Scenario sc = pipelineScenario();
        const Report r = evaluate(sc);
        TimelineChart chart;
        chart.setTimeline(buildStepTimeline(sc, r), r.step);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("timeline.png"));
        QString error;
        QVERIFY2(ChartExporter::exportChart(chart.plot(), path, QSize(1920, 1080), 2.0, &error), qPrintable(error));
        const QImage image(path);
        QCOMPARE(image.size(), QSize(1920, 1080));
        // Something blue (compute) was drawn.
        int blue = 0;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                blue += image.pixelColor(x, y) == ChartTheme::hue(ChartTheme::Hue::Blue);
        QVERIFY(blue > 1000);
    }

    // In the window: its own tab, drawn when shown, following a change of the scenario.
    void windowTabFollowsTheScenario() {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("chartTabs"));
        QVERIFY(tabs);
        tabs->setCurrentWidget(window.timelineChart());
        Scenario sc = pipelineScenario();
        window.setScenario(sc, false);
        window.recomputeNow();
        QCOMPARE(window.timelineChart()->rowLabels().size(), 5);
        QCOMPARE(window.chartPlot(ChartKind::Timeline), window.timelineChart()->plot());
        sc.parallel.pipelineParallel = 2;
        window.setScenario(sc, false);
        window.recomputeNow();
        QCOMPARE(window.timelineChart()->rowLabels().size(), 3);
    }
};

QTEST_MAIN(TestTimelineChart)
#include "tst_timelinechart.moc"
