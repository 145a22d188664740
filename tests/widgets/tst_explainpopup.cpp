// "Where does that number come from?": clicking a memory segment, a roofline point or ceiling
// opens the derivation core recorded for that very number, in the current language and unit.
#include "core/explain.h"
#include "document/format.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "scenariofile.h"
#include "widgets/charts/memorychart.h"
#include "widgets/charts/rooflinechart.h"
#include "widgets/explain/explainpopup.h"
#include "widgets/explain/formulaview.h"
#include "widgets/panels/napkinpanel.h"

#include <QDir>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

#include <qcustomplot.h>

#include <memory>

using namespace rooflab;

namespace {

// The first pixel (scanning the chart) whose figure is `figure`, or (-1, -1).
QPoint pixelOfFigure(MemoryChart* chart, const QString& figure) {
    QCustomPlot* plot = chart->plot();
    for (int y = 0; y < plot->height(); y += 2)
        for (int x = 0; x < plot->width(); x += 2)
            if (chart->figureAt(QPointF(x, y)) == figure)
                return QPoint(x, y);
    return {-1, -1};
}

} // namespace

class TestExplainPopup : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void clickOnSegmentShowsItsDerivation();
    void clickOnTotalNamesThePeakMoment();
    void clickOnOpShowsRateAndTime();
    void clickOnCeilingShowsRidge();
    void clickOnEmptySpaceShowsNothing();
    void clickOnMemoryRoofExplainsIt();
    void longDerivationScrollsOnScreen();
    void presentationModeEnlargesThePopup();
    void clickOnNapkinFigureShowsItsDerivation();
    void everyNapkinFigureHasADerivation();
    void derivationFollowsUnitAndLanguage();
    void formulasViewListsEveryFamily();
    void screenshot();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TestExplainPopup::init() {
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1600, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->openScenarioFile(QStringLiteral(":/scenarios/lecture-7b-budget.json")));
    m_window->recomputeNow();
    m_window->memoryChart()->plot()->replot();
    m_window->rooflineChart()->plot()->replot();
}

void TestExplainPopup::cleanup() {
    m_window.reset();
    LanguageManager().setLanguage(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
}

void TestExplainPopup::clickOnSegmentShowsItsDerivation() {
    MemoryChart* chart = m_window->memoryChart();
    const QPoint pixel = pixelOfFigure(chart, QStringLiteral("memory.master_weights"));
    QVERIFY(pixel.x() >= 0);
    QSignalSpy requested(chart, &MemoryChart::explainRequested);
    QTest::mouseClick(chart->plot(), Qt::LeftButton, {}, pixel);
    QCOMPARE(requested.size(), 1);
    ExplainPopup* popup = m_window->explainPopup();
    QVERIFY(popup);
    QVERIFY(popup->isVisible());
    const QString text = popup->plainText();
    // The lecture's sentence, with the value the bar shows.
    QVERIFY2(
        text.contains(QStringLiteral("master weights = 7.00e9 parameters on this GPU × 4 bytes (fp32) = 26.1 GiB")),
        qPrintable(text));
    QVERIFY(text.contains(format::memory(m_window->report().memory.masterWeights, MemoryUnit::GiB)));
    QVERIFY(text.contains(QStringLiteral("Micikevicius et al. 2018")));

    // The inference bar's KV cache is a different derivation.
    const QPoint kv = pixelOfFigure(chart, QStringLiteral("inference.kv_cache"));
    QVERIFY(kv.x() >= 0);
    QTest::mouseClick(chart->plot(), Qt::LeftButton, {}, kv);
    QVERIFY2(popup->plainText().contains(QStringLiteral("KV cache per token = 2 keys and values × 32 layers")),
             qPrintable(popup->plainText()));
}

void TestExplainPopup::clickOnTotalNamesThePeakMoment() {
    // The training bar is the peak of the step: its total explains which moment that is, the
    // napkin panel's "training memory" the same derivation.
    MemoryChart* chart = m_window->memoryChart();
    const QPoint pixel = pixelOfFigure(chart, QStringLiteral("memory.total"));
    QVERIFY(pixel.x() >= 0);
    QSignalSpy requested(chart, &MemoryChart::explainRequested);
    QTest::mouseClick(chart->plot(), Qt::LeftButton, {}, pixel);
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.first().first().toStringList(), QStringList{QStringLiteral("memory.total")});
    ExplainPopup* popup = m_window->explainPopup();
    QVERIFY(popup && popup->isVisible());
    const QString text = popup->plainText();
    QVERIFY2(text.contains(QStringLiteral("peak of the step")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("backward of the last layer")), qPrintable(text));
    QVERIFY2(text.contains(format::memory(m_window->report().memory.total, MemoryUnit::GiB)), qPrintable(text));
    QCOMPARE(m_window->napkinPanel()->figuresOf(QStringLiteral("napkinTrainingPeak")),
             (QStringList{QStringLiteral("memory.total"), QStringLiteral("memory.band.room")}));

    // Each phase's highest moment is traced, and so is a transient shown at the peak: here the
    // layer being recomputed (full checkpointing), whose segment explains itself.
    const TracedReport traced = evaluateTraced(m_window->scenario());
    for (const char* id : {"memory.recompute", "memory.phase.forward", "memory.phase.loss", "memory.phase.backward",
                           "memory.phase.optimizer"})
        QVERIFY2(traced.trace.figureStep(id) >= 0, id);
    QVERIFY(m_window->report().memory.recompute > 0);
    const QPoint recompute = pixelOfFigure(chart, QStringLiteral("memory.recompute"));
    QVERIFY(recompute.x() >= 0);
    QTest::mouseClick(chart->plot(), Qt::LeftButton, {}, recompute);
    QVERIFY(popup->isVisible());
    QVERIFY2(!popup->plainText().contains(QStringLiteral("No derivation")), qPrintable(popup->plainText()));
    QVERIFY(popup->plainText() != text); // its own derivation, not the peak's

    // A click on the verdict explains the band it was decided by: what is certain in the peak,
    // the room left for the estimated terms and their high end (docs/formulas.md, "The fit verdict").
    QCPTextElement* verdict = nullptr;
    for (QCPLayoutElement* element : chart->plot()->plotLayout()->elements(true))
        if (auto* line = qobject_cast<QCPTextElement*>(element);
            line && line->text() == chart->stacks().verdict.text && !line->text().isEmpty())
            verdict = line;
    QVERIFY(verdict);
    QTest::mouseClick(chart->plot(), Qt::LeftButton, {}, verdict->outerRect().center());
    QVERIFY(popup->isVisible());
    QVERIFY2(popup->plainText().contains(QStringLiteral("room for the allocator reserve and NCCL buffers")),
             qPrintable(popup->plainText()));
    QVERIFY2(popup->plainText().contains(QStringLiteral("peak with the estimated terms high")),
             qPrintable(popup->plainText()));
}

void TestExplainPopup::clickOnOpShowsRateAndTime() {
    RooflineChart* chart = m_window->rooflineChart();
    const RooflineReport& roofline = m_window->report().roofline;
    const RooflineOp& op = roofline.ops.front(); // QKV projection
    const QPoint pixel(qRound(chart->plot()->xAxis->coordToPixel(op.intensity)),
                       qRound(chart->plot()->yAxis->coordToPixel(op.attainableFlops)));
    const QStringList figures = chart->figuresAt(pixel);
    QVERIFY2(!figures.isEmpty(), "no op under its own point");
    QTest::mouseClick(chart->plot(), Qt::LeftButton, {}, pixel);
    ExplainPopup* popup = m_window->explainPopup();
    QVERIFY(popup && popup->isVisible());
    const QString text = popup->plainText();
    QVERIFY2(text.contains(QStringLiteral("attainable FLOP/s = min(")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("time = max(")));
    QVERIFY(text.contains(QStringLiteral("arithmetic intensity = ")));
    QVERIFY(text.contains(QStringLiteral("Williams, Waterman & Patterson 2009")));
    // It names the op clicked (a cluster of dots: which one is this?), first.
    QVERIFY2(text.startsWith(QStringLiteral("QKV projection (%1)")
                                 .arg(op.bound == Bound::Memory ? QStringLiteral("memory-bound")
                                                                : QStringLiteral("compute-bound"))),
             qPrintable(text));
}

void TestExplainPopup::clickOnCeilingShowsRidge() {
    RooflineChart* chart = m_window->rooflineChart();
    const RooflineReport& roofline = m_window->report().roofline;
    const RooflineCeiling* bf16 = nullptr;
    for (const RooflineCeiling& c : roofline.ceilings)
        if (c.dtype == DType::BF16)
            bf16 = &c;
    QVERIFY(bf16);
    const QPoint pixel(qRound(chart->plot()->xAxis->coordToPixel(bf16->ridge * 20)),
                       qRound(chart->plot()->yAxis->coordToPixel(bf16->peakFlops)));
    QCOMPARE(chart->figuresAt(pixel), QStringList{QStringLiteral("roofline.ceiling.bf16")});
    m_window->explain(chart->figuresAt(pixel), chart->mapToGlobal(pixel));
    QVERIFY2(m_window->explainPopup()->plainText().contains(QStringLiteral(
                 "ridge point = 989.0 TFLOP/s dense peak (bf16) ÷ 3.35 TB/s memory bandwidth = 295 FLOP/B")),
             qPrintable(m_window->explainPopup()->plainText()));
}

void TestExplainPopup::clickOnMemoryRoofExplainsIt() {
    // On the slanted roof, left of the ridge: the bandwidth it rises with and the ridge.
    RooflineChart* chart = m_window->rooflineChart();
    const RooflineReport& roofline = m_window->report().roofline;
    const double intensity = roofline.ridge / 30;
    const QPoint pixel(qRound(chart->plot()->xAxis->coordToPixel(intensity)),
                       qRound(chart->plot()->yAxis->coordToPixel(roofline.bandwidth * intensity)));
    QCOMPARE(chart->figuresAt(pixel), QStringList{QStringLiteral("roofline.ridge")});
    QTest::mouseClick(chart->plot(), Qt::LeftButton, {}, pixel);
    const QString text = m_window->explainPopup()->plainText();
    QVERIFY2(text.startsWith(QStringLiteral("The memory roof: 3.35 TB/s x arithmetic intensity")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("÷ 3.35 TB/s memory bandwidth = 295 FLOP/B")), qPrintable(text));
}

void TestExplainPopup::longDerivationScrollsOnScreen() {
    // The predicted MFU's derivation is the longest: on a 1366x768 screen it stays on the
    // screen and scrolls to its last line (the result) instead of running off the bottom.
    m_window->explain({QStringLiteral("step.mfu")}, m_window->mapToGlobal(QPoint(100, 100)));
    ExplainPopup* popup = m_window->explainPopup();
    QVERIFY(popup && popup->isVisible());
    QVERIFY(popup->plainText().count(QLatin1Char('\n')) > 30);
    const QRect screen = popup->screen()->availableGeometry();
    QVERIFY(popup->frameGeometry().height() <= screen.height());
    QVERIFY(screen.contains(popup->frameGeometry()));
    auto* scroll = popup->findChild<QScrollArea*>(QStringLiteral("explainScroll"));
    QVERIFY(scroll);
    if (scroll->widget()->height() > scroll->viewport()->height())
        QVERIFY(scroll->verticalScrollBar()->maximum() > 0); // the rest is reachable
    // The same popup, a short derivation next: as short as its text, no scroll bar.
    const int tall = popup->height();
    m_window->explain({QStringLiteral("roofline.ceiling.bf16")}, m_window->mapToGlobal(QPoint(100, 100)));
    QVERIFY(popup->height() < tall / 2);
    QCOMPARE(scroll->verticalScrollBar()->maximum(), 0);
}

void TestExplainPopup::presentationModeEnlargesThePopup() {
    m_window->explain({QStringLiteral("memory.weights")}, m_window->mapToGlobal(QPoint(100, 100)));
    ExplainPopup* popup = m_window->explainPopup();
    const double normal = popup->font().pointSizeF();
    m_window->setPresentationMode(true);
    QVERIFY(popup->font().pointSizeF() >= normal * 1.5);
    m_window->setPresentationMode(false);
    QCOMPARE(popup->font().pointSizeF(), normal);
}

void TestExplainPopup::clickOnEmptySpaceShowsNothing() {
    MemoryChart* chart = m_window->memoryChart();
    QSignalSpy requested(chart, &MemoryChart::explainRequested);
    QTest::mouseClick(chart->plot(), Qt::LeftButton, {}, QPoint(3, 3));
    QCOMPARE(requested.size(), 0);
    QVERIFY(!m_window->explainPopup() || !m_window->explainPopup()->isVisible());
}

void TestExplainPopup::clickOnNapkinFigureShowsItsDerivation() {
    NapkinPanel* napkin = m_window->napkinPanel();
    auto* days = napkin->findChild<QLabel*>(QStringLiteral("napkinDays"));
    QVERIFY(days);
    QTest::mouseClick(days, Qt::LeftButton, {}, QPoint(5, 5));
    ExplainPopup* popup = m_window->explainPopup();
    QVERIFY(popup && popup->isVisible());
    const QString text = popup->plainText();
    // 6ND / (GPUs x peak x MFU) / 86400, with the figures the panel shows.
    QVERIFY2(text.contains(QStringLiteral("training FLOPs (6ND) = 6 FLOPs per parameter and token")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("sustained cluster FLOP/s = 1 GPUs × 989.0 TFLOP/s peak per GPU (bf16)")));
    QVERIFY(text.contains(QStringLiteral("÷ 86400 seconds per day")));
    QVERIFY(text.contains(QStringLiteral("Kaplan et al. 2020")));
}

void TestExplainPopup::everyNapkinFigureHasADerivation() {
    const TracedReport traced = evaluateTraced(m_window->scenario());
    NapkinPanel* napkin = m_window->napkinPanel();
    int rows = 0;
    for (QLabel* label : napkin->findChildren<QLabel*>()) {
        if (!label->objectName().startsWith(QLatin1String("napkin")))
            continue;
        ++rows;
        // What real runs said of the step time, or of the serving figures, is a statement with its
        // source, not a figure.
        if (label->objectName() == QLatin1String("napkinCheckedAgainst") ||
            label->objectName() == QLatin1String("napkinServingCheckedAgainst")) {
            QVERIFY(napkin->figuresOf(label->objectName()).isEmpty());
            continue;
        }
        const QStringList figures = napkin->figuresOf(label->objectName());
        QVERIFY2(!figures.isEmpty(), qPrintable(label->objectName()));
        // The serving rows are hidden, with no figures traced, for a scenario without a serving block.
        if (label->objectName().startsWith(QLatin1String("napkinServing")) &&
            label->objectName() != QLatin1String("napkinServingCapacity")) {
            QVERIFY(label->text().isEmpty());
            continue;
        }
        // The lecture scenario fits nowhere with plain data parallelism: "fewest GPUs" has no answer
        // and so no memory to show; every other figure exists in the trace.
        for (const QString& id : figures)
            if (id != QLatin1String("memory.at_min_gpus.total") &&
                id != QLatin1String("memory.at_max_micro_batch.total"))
                QVERIFY2(traced.trace.figureStep(id.toStdString()) >= 0, qPrintable(id));
    }
    QCOMPARE(rows, 20); // with the serving rows, hidden here
}

void TestExplainPopup::derivationFollowsUnitAndLanguage() {
    MemoryChart* chart = m_window->memoryChart();
    m_window->setUnit(MemoryUnit::GB);
    m_window->explain({QStringLiteral("memory.master_weights")}, chart->mapToGlobal(QPoint(10, 10)));
    QVERIFY2(m_window->explainPopup()->plainText().contains(QStringLiteral("= 28.0 GB")),
             qPrintable(m_window->explainPopup()->plainText()));

    QVERIFY(m_window->setLanguage(QStringLiteral("de")));
    QVERIFY(!m_window->explainPopup()->isVisible()); // a switch closes the old language's text
    m_window->explain({QStringLiteral("memory.master_weights")}, chart->mapToGlobal(QPoint(10, 10)));
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/rooflab_de.qm")));
    const QString master = german.translate("rooflab::Explain", "master weights");
    const QString params = german.translate("rooflab::Explain", "parameters on this GPU");
    QVERIFY(!master.isEmpty() && master != QLatin1String("master weights"));
    const QString text = m_window->explainPopup()->plainText();
    QVERIFY2(text.contains(QStringLiteral("%1 = 7,00e9 %2 × 4 ").arg(master, params)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("= 28,0 GB")), qPrintable(text));
}

void TestExplainPopup::formulasViewListsEveryFamily() {
    m_window->showFormulas();
    FormulaView* view = m_window->formulaView();
    QVERIFY(view && view->isVisible());
    QVERIFY2(view->formulaCount() > 60, qPrintable(QString::number(view->formulaCount())));
    const QString text = view->plainText();
    for (const char* heading :
         {"Training memory per GPU", "Inference memory per GPU", "FLOPs, time and cost", "Roofline"})
        QVERIFY2(text.contains(QLatin1String(heading)), heading);
    QVERIFY(text.contains(QStringLiteral("master weights = parameters on this GPU × bytes (fp32)")));
    QVERIFY(text.contains(QStringLiteral("Korthikanti et al. 2022")));
    // Symbolic: no value of the scenario in it.
    QVERIFY(!text.contains(QStringLiteral("26.1 GiB")));
    QVERIFY(m_window->setLanguage(QStringLiteral("fr")));
    QTranslator french;
    QVERIFY(french.load(QStringLiteral(":/i18n/rooflab_fr.qm")));
    QVERIFY(view->plainText().contains(french.translate("rooflab::FormulaView", "Roofline")));
}

void TestExplainPopup::screenshot() {
    const QString folder = qEnvironmentVariable("ROOFLAB_EXPLAIN_SCREENSHOT");
    if (folder.isEmpty())
        QSKIP("set ROOFLAB_EXPLAIN_SCREENSHOT to a folder to save screenshots");
    QDir().mkpath(folder);
    m_window->showFormulas();
    QWidget* dialog = m_window->formulaView()->window();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QVERIFY(dialog->grab().save(QDir(folder).filePath(QStringLiteral("formulas.png"))));
    m_window->explain({QStringLiteral("roofline.op.0.attainable"), QStringLiteral("roofline.op.0.time")},
                      m_window->rooflineChart()->mapToGlobal(QPoint(20, 20)));
    QVERIFY(QTest::qWaitForWindowExposed(m_window->explainPopup()));
    QVERIFY(m_window->explainPopup()->grab().save(QDir(folder).filePath(QStringLiteral("explain-op.png"))));
    // In presentation mode, the longest derivation (scrolls) and a ceiling's.
    m_window->setPresentationMode(true);
    m_window->explain({QStringLiteral("step.mfu")}, m_window->mapToGlobal(QPoint(20, 20)));
    QVERIFY(
        m_window->explainPopup()->grab().save(QDir(folder).filePath(QStringLiteral("explain-mfu-presentation.png"))));
    m_window->explain({QStringLiteral("roofline.ceiling.bf16")}, m_window->mapToGlobal(QPoint(20, 20)));
    QVERIFY(m_window->explainPopup()->grab().save(
        QDir(folder).filePath(QStringLiteral("explain-ceiling-presentation.png"))));
}

QTEST_MAIN(TestExplainPopup)
#include "tst_explainpopup.moc"
