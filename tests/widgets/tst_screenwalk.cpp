// Issue 48's walk of the three users' journeys: what it found cut off, squeezed or showing the
// wrong figures, each checked on the widget that drew it.
#include "chartarea.h"
#include "commandline.h"
#include "core/evaluate.h"
#include "core/io/hardwaredb.h"
#include "core/io/scenarioio.h"
#include "document/exercises.h"
#include "document/format.h"
#include "document/measurementstore.h"
#include "document/memorystacks.h"
#include "document/scenariocomparison.h"
#include "document/scenariodocument.h"
#include "document/servingcurve.h"
#include "filecomparison.h"
#include "mainwindow.h"
#include "tests/common/lecturescenario.h"
#include "widgets/charts/chartexporter.h"
#include "widgets/charts/memorychart.h"
#include "widgets/charts/paretochart.h"
#include "widgets/charts/rooflinechart.h"
#include "widgets/charts/servingchart.h"
#include "widgets/charts/timelinechart.h"
#include "widgets/controls/controlpanel.h"
#include "widgets/controls/elidingcombobox.h"
#include "widgets/controls/elidingtoolbutton.h"
#include "widgets/dialogs/comparedialog.h"
#include "widgets/panels/napkinpanel.h"
#include "widgets/panels/planpanel.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStyleOptionComboBox>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

using namespace rooflab;
using test::evaluateChecked;

namespace {

// A shipped scenario, read as File > Open reads it.
Scenario shippedScenario(const QString& name) {
    QFile file(QStringLiteral(":/scenarios/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(file.fileName()));
    const ScenarioParseResult parsed = parseScenario(file.readAll().toStdString());
    if (!parsed.ok)
        qFatal("%s: %s", qPrintable(name), parsed.errors.empty() ? "" : parsed.errors.front().c_str());
    return parsed.scenario;
}

// The pixel box of a text item as drawn now (rotation included).
QRectF drawnBox(QCPItemText* item) {
    QRectF box = QRectF(item->topLeft->pixelPosition(), item->bottomRight->pixelPosition()).normalized();
    return box.united(QRectF(item->topRight->pixelPosition(), item->bottomLeft->pixelPosition()).normalized());
}

// Fails the test when the marker at (x, y) is not whole inside the chart's axes.
void checkMarkerInside(RooflineChart& chart, double x, double y, const QString& where) {
    const QRectF inner = QRectF(chart.plot()->axisRect()->rect()).adjusted(3, 3, -3, -3);
    const QPointF at(chart.plot()->xAxis->coordToPixel(x), chart.plot()->yAxis->coordToPixel(y));
    QVERIFY2(inner.contains(at),
             qPrintable(QStringLiteral("%1: the op at %2 FLOP/B, pixel %3,%4, outside %5..%6 x %7..%8")
                            .arg(where)
                            .arg(x)
                            .arg(at.x())
                            .arg(at.y())
                            .arg(inner.left())
                            .arg(inner.right())
                            .arg(inner.top())
                            .arg(inner.bottom())));
}

// Whether a pixel of the border's colour lies on the line from `from` to `to` (device pixels,
// inside the image), within `across` pixels of it: antialiasing spreads a 1 px line over two.
bool borderAlong(const QImage& image, QPointF from, QPointF to, int across, const QColor& border) {
    const QLineF line(from, to);
    const QPointF normal = QPointF(-line.dy(), line.dx()) / line.length();
    for (double t = 0.3; t <= 0.7; t += 0.05)
        for (int d = -across; d <= across; ++d) {
            const QPoint p = (line.pointAt(t) + normal * d).toPoint();
            if (!image.rect().contains(p))
                continue;
            const QColor c = image.pixelColor(p);
            if (std::abs(c.red() - border.red()) + std::abs(c.green() - border.green()) +
                    std::abs(c.blue() - border.blue()) <=
                24)
                return true;
        }
    return false;
}

// Fails the test when the legend's frame in `image` (rendered from `plot` at `scale`) lacks an edge.
void checkLegendFrame(QCustomPlot* plot, const QImage& image, double scale, const QColor& border, const QString& what) {
    const QRectF r = QRectF(plot->legend->outerRect());
    const QRectF device(r.topLeft() * scale, r.size() * scale);
    const int across = int(std::ceil(scale)) + 1;
    const std::pair<const char*, QLineF> edges[] = {{"top", {device.topLeft(), device.topRight()}},
                                                    {"bottom", {device.bottomLeft(), device.bottomRight()}},
                                                    {"left", {device.topLeft(), device.bottomLeft()}},
                                                    {"right", {device.topRight(), device.bottomRight()}}};
    for (const auto& [name, edge] : edges)
        QVERIFY2(borderAlong(image, edge.p1(), edge.p2(), across, border),
                 qPrintable(QStringLiteral(
                                "%1: the legend frame's %2 edge is missing (legend at %3,%4 %5x%6 in a %7x%8 image)")
                                .arg(what, QLatin1String(name))
                                .arg(device.x())
                                .arg(device.y())
                                .arg(device.width())
                                .arg(device.height())
                                .arg(image.width())
                                .arg(image.height())));
}

// The benchmarker's view: a shipped lecture's roofline with a shipped sweep loaded, shown at
// `size` and drawn. The store keeps the sweep the chart draws.
struct MeasuredRoofline {
    MeasurementStore store;
    RooflineChart chart;
};

bool showMeasuredRoofline(MeasuredRoofline& m, const QString& lecture, const QString& sweep, QSize size) {
    const Scenario scenario = shippedScenario(lecture);
    m.chart.setData(scenario, evaluateChecked(scenario));
    const QString id = m.store.loadFile(sweep);
    if (id.isEmpty())
        return false;
    m.chart.setMeasuredSource(*m.store.source(id));
    m.chart.resize(size);
    m.chart.show();
    if (!QTest::qWaitForWindowExposed(&m.chart))
        return false;
    m.chart.plot()->replot();
    return true;
}

// The roofline sizes the measured-label tests run at: the window's at 1366x768 and larger.
void addRooflineSizes() {
    QTest::addColumn<QSize>("size");
    for (const QSize size : {QSize(490, 300), QSize(560, 420), QSize(800, 500), QSize(1000, 700)})
        QTest::addRow("%dx%d", size.width(), size.height()) << size;
}

} // namespace

class TestScreenWalk : public QObject {
    Q_OBJECT
private slots:
    void measuredLabelsInsideTheAxes_data();
    void measuredLabelsInsideTheAxes();
    void extremeSequenceLengthsKeepOpsInView_data();
    void extremeSequenceLengthsKeepOpsInView();
    void exportedLegendKeepsItsFrame_data();
    void exportedLegendKeepsItsFrame();
    void modelPickerNamesTheModelAsTheCharts();
    void timelineOfAStepThatDoesNotFitSaysSo();
    void roofLabelsKeepClearOfEachOther_data();
    void roofLabelsKeepClearOfEachOther();
    void chartTitlesKeepClearOfTheEdges();
    void measuredRoofLabelKeepsOffThePoints_data();
    void measuredRoofLabelKeepsOffThePoints();
    void sidebarShowsEveryChoiceWholeOrElided_data();
    void sidebarShowsEveryChoiceWholeOrElided();
    void comparisonNamesLargeFactors();
    void comparisonDifferencesReadWhole();
    void paretoTicksInTheTablesNumbers_data();
    void paretoTicksInTheTablesNumbers();
    void exercisesNameTheModelAsThePicker();
    void memoryAxisFitsTheBarNotItsTotal_data();
    void memoryAxisFitsTheBarNotItsTotal();
    void comparisonHeadersElideLongFileNames();
    void commandLineOpensExerciseAndComparison();
    void commandLineHelpInTheLanguageAsked();
    void planProgressOnlyWhileSearching();
    void napkinCaptionsShowEveryLine_data();
    void napkinCaptionsShowEveryLine();
    void napkinPriceInTheLanguagesNumbers();
};

void TestScreenWalk::measuredLabelsInsideTheAxes_data() {
    QTest::addColumn<QString>("results");
    QTest::addColumn<QSize>("size");
    for (const QString& results :
         {QStringLiteral(":/measurements/h100-sxm.json"), QStringLiteral(":/measurements/h200.json")})
        for (const QSize size : {QSize(420, 360), QSize(490, 300), QSize(560, 420), QSize(1000, 700)})
            QTest::addRow("%s %dx%d", qPrintable(results.section(QLatin1Char('/'), -1)), size.width(), size.height())
                << results << size;
}

void TestScreenWalk::measuredLabelsInsideTheAxes() {
    // The benchmarker's journey: the shipped sweeps on an H100 scenario, in a chart as narrow as
    // the window's at 1366x768 and narrower. Every label drawn reads whole inside the axes.
    QFETCH(QString, results);
    QFETCH(QSize, size);
    const Scenario scenario = shippedScenario(QStringLiteral("fp8-on-h100.json"));
    RooflineChart chart;
    chart.setData(scenario, evaluateChecked(scenario));
    MeasurementStore store;
    QString error;
    const QString id = store.loadFile(results, &error);
    QVERIFY2(!id.isEmpty(), qPrintable(error));
    chart.setMeasuredSource(*store.source(id));
    chart.resize(size);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.plot()->replot();
    const QRectF axes = QRectF(chart.plot()->axisRect()->rect()).adjusted(-1, -1, 1, 1);
    for (int i = 0; i < chart.plot()->itemCount(); ++i) {
        auto* text = qobject_cast<QCPItemText*>(chart.plot()->item(i));
        if (!text || !text->visible() || text->text().isEmpty())
            continue;
        const QRectF box = drawnBox(text);
        QVERIFY2(axes.contains(box),
                 qPrintable(QStringLiteral("\"%1\" at (%2, %3)-(%4, %5) outside the axes (%6, %7)-(%8, %9)")
                                .arg(text->text())
                                .arg(box.left())
                                .arg(box.top())
                                .arg(box.right())
                                .arg(box.bottom())
                                .arg(axes.left())
                                .arg(axes.top())
                                .arg(axes.right())
                                .arg(axes.bottom())));
    }
}

void TestScreenWalk::extremeSequenceLengthsKeepOpsInView_data() {
    QTest::addColumn<QString>("lecture");
    for (const char* lecture : {"fp8-on-h100.json", "lecture-7b-budget.json", "mixtral-expert-parallel.json",
                                "long-context-parallel.json", "decode-vs-prefill.json", "offload-7b-24gb.json"})
        QTest::newRow(lecture) << QString::fromLatin1(lecture);
}

void TestScreenWalk::extremeSequenceLengthsKeepOpsInView() {
    // The lecturer drags the sequence length to the slider's ends (1 and 1,048,576 tokens) and
    // types the largest a scenario allows: every op's marker lies whole inside the axes, and the
    // x axis spans the ops and the ridge with room for their labels, not decades of nothing.
    // Fitted afresh (a new scenario), the room is what the labels need: at most 2 octaves left
    // of the lowest, 2.6 right of the highest (RooflineRanges: 1/2 to 1/4 of the lowest, 3x to
    // 6x the highest); kept while a slider moves, at most 1.5 octaves more.
    QFETCH(QString, lecture);
    Scenario scenario = shippedScenario(lecture);
    RooflineChart chart;
    chart.resize(490, 300); // the roofline's size in the window at 1366x768
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    for (const bool fresh : {true, false}) {
        for (const std::int64_t seqLen : {std::int64_t(1), std::int64_t(1) << 20, std::int64_t(1), std::int64_t(8192),
                                          std::int64_t(1) << 24, std::int64_t(1)}) {
            scenario.training.seqLen = seqLen;
            const Report report = evaluate(scenario);
            if (fresh)
                chart.resetRanges();
            chart.setData(scenario, report);
            chart.plot()->replot();
            const QString where =
                QStringLiteral("%1 at seq_len %2%3").arg(lecture).arg(seqLen).arg(fresh ? "" : " (walked)");
            double lowest = report.roofline.ridge, highest = lowest;
            for (const RooflineOp& op : report.roofline.ops) {
                if (!plottableOnRoofline(op.intensity, op.attainableFlops))
                    continue;
                lowest = std::min(lowest, op.intensity);
                highest = std::max(highest, op.intensity);
                checkMarkerInside(chart, op.intensity, op.attainableFlops, where);
            }
            const QCPRange x = chart.plot()->xAxis->range();
            const double spare = std::log2(x.upper / x.lower) - std::log2(highest / lowest);
            QVERIFY2(spare <= (fresh ? 4.6 : 6.1),
                     qPrintable(QStringLiteral("%1: x axis %2..%3 for ops and ridge %4..%5")
                                    .arg(where)
                                    .arg(x.lower)
                                    .arg(x.upper)
                                    .arg(lowest)
                                    .arg(highest)));
        }
    }
}

void TestScreenWalk::exportedLegendKeepsItsFrame_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("scale");
    QTest::addRow("1920x1080@2") << QSize(1920, 1080) << 2.0;
    QTest::addRow("1366x768@1") << QSize(1366, 768) << 1.0;
    QTest::addRow("800x500@1") << QSize(800, 500) << 1.0;
    QTest::addRow("1001x701@1.5") << QSize(1001, 701) << 1.5;
}

void TestScreenWalk::exportedLegendKeepsItsFrame() {
    // The lecturer's exports for the slides: a legend drawn whole, its frame on all four sides,
    // wherever the chart puts it (the memory chart's beside or under the bars, the serving
    // chart's at the bottom edge, the roofline's under the title).
    QFETCH(QSize, size);
    QFETCH(double, scale);
    const Scenario training = shippedScenario(QStringLiteral("fp8-on-h100.json"));
    const Report trained = evaluateChecked(training);
    MemoryChart memory;
    memory.setStacks(memoryStacks(training, trained, memory.unit()));
    RooflineChart roofline;
    roofline.setData(training, trained);
    const Scenario serving = shippedScenario(QStringLiteral("serving-llama3-8b-vllm.json"));
    const Report served = evaluateChecked(serving);
    QVERIFY(served.serving);
    ServingChart curves;
    curves.setCurve(servingCurve(serving, servingConcurrencies(*served.serving)), {});
    const std::pair<const char*, QCustomPlot*> charts[] = {
        {"memory", memory.plot()}, {"roofline", roofline.plot()}, {"serving", curves.plot()}};
    for (const auto& [name, plot] : charts) {
        const QImage image = ChartExporter::renderImage(plot, size, scale);
        QCOMPARE(image.size(), size);
        checkLegendFrame(plot, image, scale, ChartTheme::light().grid(), QString::fromLatin1(name));
    }
}

void TestScreenWalk::modelPickerNamesTheModelAsTheCharts() {
    // The lecturer opens the decode lecture: the sidebar's model and the memory chart's title
    // name Llama 2 7B alike, not "llama2-7b" in one place and "Llama 2 7B" in the other.
    const Scenario scenario = shippedScenario(QStringLiteral("decode-vs-prefill.json"));
    ScenarioDocument document;
    ControlPanel panel(&document);
    document.replace(scenario);
    auto* picker = panel.findChild<QComboBox*>(QStringLiteral("modelPicker"));
    QVERIFY(picker);
    const QString title = memoryStacks(scenario, evaluateChecked(scenario), MemoryUnit::GiB).title;
    QVERIFY2(title.contains(QStringLiteral("Llama 2 7B")), qPrintable(title));
    QVERIFY2(picker->currentText().startsWith(QStringLiteral("Llama 2 7B (")), qPrintable(picker->currentText()));
}

void TestScreenWalk::timelineOfAStepThatDoesNotFitSaysSo() {
    // The ZeRO lecture opens on a layout 62 GiB over the H100's memory: the memory chart says
    // "does not fit" in red, and the step timeline beside it says so too instead of drawing a
    // 4.9 s step as if it ran. A layout that fits has no such line.
    MainWindow window;
    window.setUpdateMode(MainWindow::UpdateMode::Direct);
    QVERIFY(window.openScenarioFile(QStringLiteral(":/scenarios/checkpointing-and-zero.json")));
    window.recomputeNow();
    window.showChart(ChartKind::Timeline);
    auto* timeline = window.findChild<TimelineChart*>();
    QVERIFY(timeline);
    const FitBand& band = window.document()->report().memory.band;
    QCOMPARE(band.verdict, FitVerdict::DoesNotFit);
    QVERIFY2(
        timeline->summaryText().startsWith(QStringLiteral("does not fit: %1 over").arg(format::bytes(-band.margin))),
        qPrintable(timeline->summaryText()));
    QVERIFY(window.openScenarioFile(QStringLiteral(":/scenarios/fp8-on-h100.json")));
    window.recomputeNow();
    window.showChart(ChartKind::Timeline);
    QVERIFY2(!timeline->summaryText().contains(QStringLiteral("does not fit")), qPrintable(timeline->summaryText()));
}

void TestScreenWalk::roofLabelsKeepClearOfEachOther_data() {
    addRooflineSizes();
}

void TestScreenWalk::roofLabelsKeepClearOfEachOther() {
    // The benchmarker loads the shipped H100 sweep on the RTX 4090 offload lecture: the measured
    // bandwidth's label ("another GPU: ...") does not sit on the ridge's or the memory roof's.
    QFETCH(QSize, size);
    MeasuredRoofline m;
    QVERIFY(showMeasuredRoofline(m, QStringLiteral("offload-7b-24gb.json"),
                                 QStringLiteral(":/measurements/h100-sxm.json"), size));
    RooflineChart& chart = m.chart;
    std::vector<std::pair<QString, QRectF>> roofLabels; // fixed to a roof or the ridge
    for (int i = 0; i < chart.plot()->itemCount(); ++i) {
        auto* text = qobject_cast<QCPItemText*>(chart.plot()->item(i));
        if (!text || !text->visible())
            continue;
        const QString t = text->text().simplified();
        if (t.startsWith(QStringLiteral("measured ")) && t.contains(QStringLiteral("B/s")))
            roofLabels.emplace_back(t, drawnBox(text));
        else if (t.startsWith(QStringLiteral("ridge ")) || t.startsWith(QStringLiteral("memory ")))
            roofLabels.emplace_back(t, drawnBox(text));
    }
    // At 490x300 (the window's at 1366x768) no roof label finds a spot clear of the H100's
    // points: they are left out (measuredRoofLabelKeepsOffThePoints), their lines stay.
    if (size.height() >= 420)
        QVERIFY(roofLabels.size() >= 2);
    for (std::size_t a = 0; a < roofLabels.size(); ++a)
        for (std::size_t b = a + 1; b < roofLabels.size(); ++b)
            QVERIFY2(
                !roofLabels[a].second.adjusted(1, 1, -1, -1).intersects(roofLabels[b].second.adjusted(1, 1, -1, -1)),
                qPrintable(QStringLiteral("\"%1\" over \"%2\"").arg(roofLabels[a].first, roofLabels[b].first)));
}

void TestScreenWalk::chartTitlesKeepClearOfTheEdges() {
    // The ML engineer's QLoRA run on an RTX 4090: the roofline's title "NVIDIA GeForce RTX 4090
    // 24GB roofline — training" just fitted the chart's width at 1366x768 and ran to 6 px from the
    // window's edge. At every width a title keeps 10 px at both ends, or wraps.
    Scenario scenario = shippedScenario(QStringLiteral("finetune-7b-one-gpu.json"));
    scenario.gpu = *HardwareDb::builtin().find("rtx-4090");
    const Report report = evaluateChecked(scenario);
    RooflineChart roofline;
    roofline.setData(scenario, report);
    MemoryChart memory;
    memory.setStacks(memoryStacks(scenario, report, memory.unit()));
    for (QWidget* chart : {static_cast<QWidget*>(&roofline), static_cast<QWidget*>(&memory)}) {
        chart->show();
        QVERIFY(QTest::qWaitForWindowExposed(chart));
        QCustomPlot* plot = chart == &roofline ? roofline.plot() : memory.plot();
        auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0));
        QVERIFY(title);
        for (int width = 380; width <= 760; width += 3) {
            chart->resize(width, 320);
            plot->replot();
            const QRect drawn =
                QFontMetrics(title->font()).boundingRect(title->rect(), title->textFlags(), title->text());
            const QRect view = plot->viewport();
            QVERIFY2(drawn.left() - view.left() >= 10 && view.right() - drawn.right() >= 10,
                     qPrintable(QStringLiteral("\"%1\" drawn at x %2..%3 in a plot %4 px wide")
                                    .arg(title->text())
                                    .arg(drawn.left())
                                    .arg(drawn.right())
                                    .arg(view.width())));
        }
    }
}

void TestScreenWalk::measuredRoofLabelKeepsOffThePoints_data() {
    addRooflineSizes();
}

void TestScreenWalk::measuredRoofLabelKeepsOffThePoints() {
    // The benchmarker loads the shipped H200 sweep on the H100 FP8 lecture: the H200's roof label
    // ("measured 4.38 TB/s (another GPU: NVIDIA H200)", folded on two lines) was drawn over the
    // H200's own points at 1366x768. A roof label lies clear of every point, or is left out.
    QFETCH(QSize, size);
    MeasuredRoofline m;
    QVERIFY(
        showMeasuredRoofline(m, QStringLiteral("fp8-on-h100.json"), QStringLiteral(":/measurements/h200.json"), size));
    QCustomPlot* plot = m.chart.plot();
    std::vector<QRectF> points;
    for (int g = 0; g < plot->graphCount(); ++g) {
        QCPGraph* graph = plot->graph(g);
        if (!graph->visible() || graph->scatterStyle().isNone())
            continue;
        const double half = graph->scatterStyle().size() / 2;
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
            const QPointF p(plot->xAxis->coordToPixel(it->key), plot->yAxis->coordToPixel(it->value));
            if (std::isfinite(p.x()) && std::isfinite(p.y()))
                points.emplace_back(p.x() - half, p.y() - half, 2 * half, 2 * half);
        }
    }
    QVERIFY(points.size() > 20);
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto* text = qobject_cast<QCPItemText*>(plot->item(i));
        if (!text || !text->visible() || !text->text().startsWith(QStringLiteral("measured ")) ||
            !text->text().contains(QStringLiteral("B/s")))
            continue;
        const QRectF box = drawnBox(text).adjusted(1, 1, -1, -1);
        for (const QRectF& point : points)
            QVERIFY2(!box.intersects(point), qPrintable(QStringLiteral("\"%1\" over the point at %2,%3")
                                                            .arg(text->text().simplified())
                                                            .arg(point.center().x())
                                                            .arg(point.center().y())));
    }
}

void TestScreenWalk::sidebarShowsEveryChoiceWholeOrElided_data() {
    QTest::addColumn<QString>("language");
    for (const char* code : {"en", "de", "es", "fr", "zh_CN"})
        QTest::newRow(code) << QString::fromLatin1(code);
}

void TestScreenWalk::sidebarShowsEveryChoiceWholeOrElided() {
    // The lecturer at 1366x768: the recompute modules read "core_attn," cut in a button a third
    // of its row wide, French combo boxes ("1 - partitionner les états de l'optim") were cut
    // mid-word, and the French labels made the sidebar 455 px wide, squeezing the charts. Every
    // choice in the sidebar reads whole or ends in "…", and the sidebar keeps to 30 % of the
    // window in every language.
    QFETCH(QString, language);
    MainWindow window;
    QVERIFY(window.setLanguage(language, false));
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openScenarioFile(QStringLiteral(":/scenarios/checkpointing-and-zero.json")));
    Scenario scenario = window.scenario();
    scenario.parallel.zeroStage = 1;
    scenario.training.recomputeModules.set(RecomputeModule::DenseMlp, true);
    window.setScenario(scenario);
    window.recomputeNow();
    QCoreApplication::processEvents();
    ControlPanel* panel = window.controlPanel();
    QVERIFY2(panel->width() <= 1366 * 3 / 10, qPrintable(QStringLiteral("sidebar %1 px").arg(panel->width())));
    int checked = 0;
    for (QComboBox* combo : panel->findChildren<QComboBox*>()) {
        if (combo->currentText().isEmpty())
            continue;
        auto* eliding = qobject_cast<ElidingComboBox*>(combo);
        const QString shown = eliding ? eliding->displayedText() : combo->currentText();
        QStyleOptionComboBox option;
        option.initFrom(combo);
        option.editable = combo->isEditable();
        const int room =
            combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo).width() -
            2;
        QVERIFY2(combo->fontMetrics().horizontalAdvance(shown) <= room &&
                     (shown == combo->currentText() || shown.endsWith(QChar(0x2026))),
                 qPrintable(QStringLiteral("%1: \"%2\" shown as \"%3\" in %4 px")
                                .arg(combo->objectName(), combo->currentText(), shown)
                                .arg(room)));
        ++checked;
    }
    QVERIFY(checked >= 10);
    auto* modules = panel->findChild<QToolButton*>(QStringLiteral("recomputeModulesButton"));
    QVERIFY(modules);
    QCOMPARE(modules->text(), QStringLiteral("core_attn, mlp"));
    auto* eliding = qobject_cast<ElidingToolButton*>(modules);
    const QString shown = eliding ? eliding->displayedText() : modules->text();
    QVERIFY2(modules->fontMetrics().horizontalAdvance(shown) <= modules->width() - 12,
             qPrintable(QStringLiteral("\"%1\" in a button %2 px wide").arg(shown).arg(modules->width())));
    QCOMPARE(shown, modules->text()); // two modules fit a row of the sidebar
}

void TestScreenWalk::comparisonNamesLargeFactors() {
    // Compare with File... of the 7B lecture (2T tokens, 6 years) against the QLoRA lecture
    // (80M tokens, hours) said "-100 %" for the time to train, read as "no time at all". A
    // change larger than ten times down is written as the fraction it is.
    ComparedSide current{QStringLiteral("current"), shippedScenario(QStringLiteral("lecture-7b-budget.json")), {}};
    ComparedSide other{QStringLiteral("qlora"), shippedScenario(QStringLiteral("finetune-7b-one-gpu.json")), {}};
    const ScenarioComparison comparison = ScenarioComparison::build(current, other);
    int fractions = 0;
    for (const ComparedFigure& figure : comparison.figures) {
        QVERIFY2(!figure.change.startsWith(QStringLiteral("-100")),
                 qPrintable(figure.id + QStringLiteral(": ") + figure.change));
        if (figure.change.startsWith(QStringLiteral("1/")))
            ++fractions;
    }
    QVERIFY(fractions >= 2);
    const ComparedFigure* tokens = comparison.figure(QStringLiteral("training_tokens"));
    QVERIFY(tokens);
    const double ratio =
        evaluateChecked(current.scenario).flops.trainingTokens / evaluateChecked(other.scenario).flops.trainingTokens;
    QCOMPARE(tokens->change, QStringLiteral("1/%1").arg(format::significant(ratio, 3)));
}

void TestScreenWalk::comparisonDifferencesReadWhole() {
    // The differences of two lectures begin with their descriptions, a paragraph each: the
    // comparison cut them at 45 characters with "..." whatever the room. Now the list cuts each
    // side to its width (one line, no horizontal scroll bar) and its tooltip has them whole; the
    // dialog opens with the focus on Close, not a framed first cell, and its heading names the
    // current scenario once.
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openScenarioFile(QStringLiteral(":/scenarios/lecture-7b-budget.json")));
    CompareDialog* dialog =
        window.fileComparison()->compareWith(QStringLiteral(":/scenarios/finetune-7b-one-gpu.json"));
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QListWidget* list = dialog->differences();
    QCoreApplication::processEvents();
    QCOMPARE(list->horizontalScrollBar()->maximum(), 0);
    const ScenarioDifference& description = dialog->comparison().differences.front();
    QCOMPARE(description.key, QStringLiteral("description"));
    QCOMPARE(description.before,
             QString::fromStdString(shippedScenario(QStringLiteral("lecture-7b-budget.json")).description));
    QCOMPARE(description.after,
             QString::fromStdString(shippedScenario(QStringLiteral("finetune-7b-one-gpu.json")).description));
    QListWidgetItem* item = list->item(0);
    QCOMPARE(item->toolTip(), description.text());
    QVERIFY2(list->fontMetrics().horizontalAdvance(item->text()) <= list->viewport()->width(),
             qPrintable(item->text()));
    QVERIFY2(item->text().contains(QChar(0x2026)) && item->text().contains(QStringLiteral(" -> ")),
             qPrintable(item->text()));
    QVERIFY(list->visualItemRect(item).height() < 2 * list->fontMetrics().height());
    QVERIFY(!dialog->figures()->hasFocus());
    QVERIFY(!dialog->figures()->currentIndex().isValid());
    auto* heading = dialog->findChild<QLabel*>(QStringLiteral("compareHeading"));
    QVERIFY(heading);
    QVERIFY2(!heading->text().contains(QStringLiteral("(current)")), qPrintable(heading->text()));
    dialog->close();
}

void TestScreenWalk::paretoTicksInTheTablesNumbers_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("fr") << QStringLiteral("fr");
}

void TestScreenWalk::paretoTicksInTheTablesNumbers() {
    // The Plan tab's table wrote "59,562" tokens/s and the Pareto chart's axis beside it "61000":
    // QCustomPlot's locale drops the digit grouping. Each tick reads as format::fixed writes it.
    QFETCH(QString, language);
    const QLocale before;
    QLocale::setDefault(QLocale(language));
    ParetoChart chart;
    chart.resize(480, 360);
    chart.setPoints({{2e9, 57'000, false}, {6e9, 59'562, false}, {9e9, 61'500, true}});
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.plot()->replot();
    const QVector<double> ticks = chart.plot()->yAxis->tickVector();
    const QVector<QString> labels = chart.plot()->yAxis->tickVectorLabels();
    QVERIFY(!ticks.isEmpty());
    for (int i = 0; i < ticks.size(); ++i)
        QCOMPARE(labels[i], format::fixed(ticks[i], 0));
    QLocale::setDefault(before);
}

void TestScreenWalk::exercisesNameTheModelAsThePicker() {
    // Exercise 5 asked about "Llama 3.1 8B" over a chart and a model picker naming it
    // "Llama-3.1-8B": a question that names its lecture's model spells it as they do.
    for (const Exercise& exercise : Exercises::all()) {
        const Scenario scenario = shippedScenario(exercise.lecture.mid(QStringLiteral(":/scenarios/").size()));
        const QString name = modelLabel(scenario.model);
        QString spaced = name;
        spaced.replace(QLatin1Char('-'), QLatin1Char(' '));
        QVERIFY2(!exercise.question.contains(spaced) || exercise.question.contains(name),
                 qPrintable(QStringLiteral("%1: \"%2\" where the picker says \"%3\"")
                                .arg(exercise.lecture, exercise.question, name)));
    }
}

void TestScreenWalk::memoryAxisFitsTheBarNotItsTotal_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "es", "fr", "zh_CN"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestScreenWalk::memoryAxisFitsTheBarNotItsTotal() {
    // French at 1366x768: the 133 GiB bar's total ("133,3 GiB / 54,1 GiB de trop / pic : passe
    // arrière") wrapped to the room between the two bars' centres, five lines, and the axis ran
    // to 300 GiB to hold it (English: 150). The inference bar's total sits far below it: the
    // tall bar's total keeps its lines and the axis ends below twice the bar.
    QFETCH(QString, language);
    MainWindow window;
    QVERIFY(window.setLanguage(language, false));
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openScenarioFile(QStringLiteral(":/scenarios/lecture-7b-budget.json")));
    window.recomputeNow();
    QCoreApplication::processEvents();
    QCustomPlot* plot = window.memoryChart()->plot();
    plot->replot();
    QCoreApplication::processEvents();
    const double bar = window.report().memory.total / memoryUnitBytes(MemoryUnit::GiB);
    QVERIFY2(bar > 100, qPrintable(QString::number(bar)));
    QVERIFY2(plot->yAxis->range().upper < 2 * bar,
             qPrintable(QStringLiteral("a %1 GiB bar on a 0-%2 axis").arg(bar).arg(plot->yAxis->range().upper)));
}

void TestScreenWalk::comparisonHeadersElideLongFileNames() {
    // In French at 1366x768 the compared file's column header read "heckpointing-and-zero.jso",
    // clipped at both ends. It reads whole where it fits, else cut in its middle with "…".
    MainWindow window;
    QVERIFY(window.setLanguage(QStringLiteral("fr"), false));
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openScenarioFile(QStringLiteral(":/scenarios/lecture-7b-budget.json")));
    CompareDialog* dialog =
        window.fileComparison()->compareWith(QStringLiteral(":/scenarios/checkpointing-and-zero.json"));
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QCoreApplication::processEvents();
    QHeaderView* header = dialog->figures()->horizontalHeader();
    QTableWidgetItem* item = dialog->figures()->horizontalHeaderItem(2);
    QVERIFY(item);
    const QString full = QStringLiteral("checkpointing-and-zero.json");
    QCOMPARE(item->toolTip(), full);
    QVERIFY2(header->fontMetrics().horizontalAdvance(item->text()) <= header->sectionSize(2) - 4,
             qPrintable(QStringLiteral("\"%1\" in %2 px").arg(item->text()).arg(header->sectionSize(2))));
    QVERIFY2(item->text() == full ||
                 (item->text().contains(QChar(0x2026)) && item->text().startsWith(QStringLiteral("che")) &&
                  item->text().endsWith(QStringLiteral(".json"))),
             qPrintable(item->text()));
    dialog->close();
}

void TestScreenWalk::commandLineOpensExerciseAndComparison() {
    // A walk screenshots exercise mode and Compare with File... from the command line.
    CommandLineOptions options;
    QString message;
    QCOMPARE(CommandLine::parse({QStringLiteral("rooflab"), QStringLiteral("--exercise"), QStringLiteral("2"),
                                 QStringLiteral("--compare-with"), QStringLiteral("other.json")},
                                options, &message),
             CommandLine::Outcome::Run);
    QCOMPARE(options.exercise, 2);
    QCOMPARE(options.compareFile, QStringLiteral("other.json"));
    for (const char* bad : {"0", "99", "two"}) {
        QCOMPARE(CommandLine::parse({QStringLiteral("rooflab"), QStringLiteral("--exercise"), QString::fromLatin1(bad)},
                                    options, &message),
                 CommandLine::Outcome::ExitError);
        QVERIFY2(message.contains(QStringLiteral("--exercise")), qPrintable(message));
    }
    QCOMPARE(CommandLine::parse({QStringLiteral("rooflab"), QStringLiteral("--compare-with"), QStringLiteral("b.json"),
                                 QStringLiteral("--export"), QStringLiteral("out.png"), QStringLiteral("a.json")},
                                options, &message),
             CommandLine::Outcome::ExitError);
    QVERIFY2(message.contains(QStringLiteral("--compare-with")), qPrintable(message));
}

void TestScreenWalk::commandLineHelpInTheLanguageAsked() {
    // `rooflab --language fr --help` printed the English help: the parser's texts were made
    // before any translator was installed. They follow --language; the default locale and the
    // installed translators are as they were afterwards.
    QTranslator french;
    QVERIFY(french.load(QStringLiteral(":/i18n/rooflab_fr.qm")));
    const char* source = "Scenario file (.json) to open.";
    const QString translated = french.translate("CommandLine", source);
    QVERIFY(!translated.isEmpty() && translated != QLatin1String(source));
    const QLocale before;
    CommandLineOptions options;
    QString english, inFrench;
    QCOMPARE(CommandLine::parse({QStringLiteral("rooflab"), QStringLiteral("--help")}, options, &english),
             CommandLine::Outcome::ExitOk);
    QCOMPARE(CommandLine::parse({QStringLiteral("rooflab"), QStringLiteral("--language"), QStringLiteral("fr"),
                                 QStringLiteral("--help")},
                                options, &inFrench),
             CommandLine::Outcome::ExitOk);
    QVERIFY2(english.contains(QLatin1String(source)), qPrintable(english));
    QVERIFY2(inFrench.contains(translated) && !inFrench.contains(QLatin1String(source)), qPrintable(inFrench));
    QCOMPARE(QLocale().name(), before.name());
    QCOMPARE(QCoreApplication::translate("CommandLine", source), QString::fromLatin1(source));
}

void TestScreenWalk::planProgressOnlyWhileSearching() {
    // The ML engineer's Plan tab at 1366x768 showed an empty box beside Search and Cancel, read
    // as a text field without a label: the progress bar of a search not running. It shows while
    // a search runs, and only then.
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openScenarioFile(QStringLiteral(":/scenarios/fp8-on-h100.json")));
    window.recomputeNow();
    window.showChart(ChartKind::Plan);
    auto* plan = window.findChild<PlanPanel*>(QStringLiteral("planPanel"));
    QVERIFY(plan);
    auto* progress = plan->findChild<QProgressBar*>(QStringLiteral("planProgress"));
    QVERIFY(progress);
    QVERIFY(!progress->isVisible());
    QSignalSpy finished(plan, &PlanPanel::searchFinished);
    plan->search();
    QVERIFY(progress->isVisible() || !finished.isEmpty());
    QVERIFY(finished.wait(30000));
    QCoreApplication::processEvents();
    QVERIFY(!progress->isVisible());
}

void TestScreenWalk::napkinCaptionsShowEveryLine_data() {
    QTest::addColumn<QString>("language");
    for (const char* code : {"en", "de", "es", "fr", "zh_CN"})
        QTest::newRow(code) << QString::fromLatin1(code);
}

void TestScreenWalk::napkinCaptionsShowEveryLine() {
    // The French lecturer at 1366x768: the napkin's captions wrapped onto three lines ("Durée /
    // d'un / pas", "Prix / heure / GPU") in rows two lines high, their first and last lines cut.
    // A wrapped caption is as tall as its lines.
    QFETCH(QString, language);
    MainWindow window;
    QVERIFY(window.setLanguage(language, false));
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openScenarioFile(QStringLiteral(":/scenarios/lecture-7b-budget.json")));
    window.recomputeNow();
    QCoreApplication::processEvents();
    NapkinPanel* napkin = window.napkinPanel();
    int wrapped = 0;
    for (QLabel* caption : napkin->findChildren<QLabel*>()) {
        if (!caption->objectName().isEmpty() || caption->text().isEmpty() || !caption->isVisible() ||
            !caption->wordWrap())
            continue;
        ++wrapped;
        QTRY_VERIFY2(caption->height() >= caption->heightForWidth(caption->width()),
                     qPrintable(QStringLiteral("\"%1\" %2 px high, needs %3 at %4 px wide")
                                    .arg(caption->text())
                                    .arg(caption->height())
                                    .arg(caption->heightForWidth(caption->width()))
                                    .arg(caption->width())));
    }
    qInfo() << wrapped << "wrapped captions";
}

void TestScreenWalk::napkinPriceInTheLanguagesNumbers() {
    // The MoE lecture in Spanish at 1920x1080: the napkin's price field read "€2.50" above
    // "136k € a 2,50 € por hora-GPU". The field writes the price as the language does.
    MainWindow window;
    QVERIFY(window.setLanguage(QStringLiteral("es"), false));
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openScenarioFile(QStringLiteral(":/scenarios/mixtral-expert-parallel.json")));
    window.recomputeNow();
    auto* price = window.napkinPanel()->findChild<QDoubleSpinBox*>(QStringLiteral("napkinPriceSpin"));
    QVERIFY(price);
    QVERIFY(price->value() > 0);
    const QString expected = QLocale().toString(price->value(), 'f', 2);
    QVERIFY2(expected.contains(QLatin1Char(',')), qPrintable(expected));
    QVERIFY2(price->text().contains(expected), qPrintable(price->text() + QStringLiteral(" / ") + expected));
}

QTEST_MAIN(TestScreenWalk)
#include "tst_screenwalk.moc"
