// The window's Serving tab end to end: the serving example's curve is the document's
// servingCurve() of its report, the scenario's point is ringed where the report puts it and moves
// with the concurrency control (one undoable edit), a scenario without a serving block shows how
// to add one (and the button adds it), and the napkin answers with the serving figures, the
// roofline's then as bounds. Runs offscreen. With ROOFLAB_SCREENSHOT_DIR set it also writes the
// window with the tab in front at 1366x768 and 1920x1080 (serving-1366x768.png, ...).
#include "chartarea.h"
#include "core/evaluate.h"
#include "document/format.h"
#include "document/servingcurve.h"
#include "mainwindow.h"
#include "scenariofile.h"
#include "widgets/charts/rooflinechart.h"
#include "widgets/charts/servingchart.h"
#include "widgets/controls/logslider.h"
#include "widgets/panels/napkinpanel.h"
#include "widgets/panels/servingpanel.h"

#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QUndoStack>

#include <qcustomplot.h>

using namespace rooflab;

namespace {

Scenario fromResource(const QString& name) {
    const ScenarioLoadResult loaded = ScenarioFile::load(QStringLiteral(":/scenarios/") + name);
    if (!loaded.ok)
        qFatal("%s does not load", qPrintable(name));
    return loaded.scenario;
}

} // namespace

class TestServingPanel : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    ServingPanel* m_panel = nullptr;

    void show(const Scenario& scenario) {
        m_window->setScenario(scenario, false);
        m_window->recomputeNow();
        m_window->showChart(ChartKind::Serving);
    }
    const ServingReport& report() const { return *m_window->document()->report().serving; }

private slots:
    void init() {
        m_window = std::make_unique<MainWindow>();
        m_window->setUpdateMode(MainWindow::UpdateMode::Direct);
        m_panel = m_window->findChild<ServingPanel*>(QStringLiteral("servingPanel"));
        QVERIFY(m_panel);
    }
    void cleanup() { m_window.reset(); }

    // The curve drawn is the document's, point for point; the ring sits on the report's figures.
    void showsTheCurveOfTheExample() {
        show(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        QVERIFY(m_panel->showsCurve());
        QCOMPARE(m_window->chartPlot(ChartKind::Serving), m_panel->chart()->plot());
        const QVector<ServingCurvePoint> curve = servingCurve(m_window->scenario(), servingConcurrencies(report()));
        QVERIFY(curve.size() > 8);
        ServingChart* chart = m_panel->chart();
        QCOMPARE(chart->ttftGraph()->dataCount(), curve.size());
        QCOMPARE(chart->tpotGraph()->dataCount(), curve.size());
        QCOMPARE(chart->throughputGraph()->dataCount(), curve.size());
        for (int i = 0; i < curve.size(); ++i) {
            QCOMPARE(chart->tpotGraph()->data()->at(i)->key, double(curve[i].concurrency));
            QCOMPARE(chart->tpotGraph()->data()->at(i)->value, curve[i].tpotS);
        }
        QCOMPARE(chart->operatingPointGraph()->dataCount(), 1);
        QCOMPARE(chart->operatingPointGraph()->data()->at(0)->key, 1.0 / report().tpotS);
        QCOMPARE(chart->operatingPointGraph()->data()->at(0)->value, report().outputTokensPerSPerGpu);
        // The bound is written by the point, the answer above the chart.
        QVERIFY2(chart->pointLabel().contains(servingBoundName(QString::fromStdString(report().bound))),
                 qPrintable(chart->pointLabel()));
        QVERIFY(m_panel->summaryText().contains(format::duration(report().tpotS)));
    }

    // The serving chart's title names the model as the memory chart's does ("Llama 3 8B"), not
    // by the preset's id ("llama3-8b"): one name for one model on the screen.
    void titleNamesTheModelAsTheMemoryChartDoes() {
        show(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        QString title;
        QCustomPlot* plot = m_panel->chart()->plot();
        for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
            if (auto* text = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i)); text && title.isEmpty())
                title = text->text();
        QVERIFY2(title.contains(QStringLiteral("Llama 3 8B on 1 x")), qPrintable(title));
        QVERIFY2(!title.contains(QStringLiteral("llama3-8b")), qPrintable(title));
    }

    // A serving (or decode) scenario's napkin: the training run of the model's default tokens (years of it)
    // is muted beside the serving answers, said to be for reference; a training scenario's is not.
    void napkinMutesTheTrainingRunWhenServing() {
        show(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        auto* days = m_window->napkinPanel()->findChild<QLabel*>(QStringLiteral("napkinDays"));
        QVERIFY(days);
        QCOMPARE(days->foregroundRole(), QPalette::PlaceholderText);
        auto* section = qobject_cast<QGroupBox*>(days->parentWidget());
        QVERIFY(section);
        QVERIFY2(section->title().contains(QStringLiteral("for reference")), qPrintable(section->title()));
        Scenario training = m_window->scenario();
        training.serving.reset();
        training.phase = Phase::Train;
        show(training);
        QCOMPARE(days->foregroundRole(), QPalette::WindowText);
        QCOMPARE(section->title(), QStringLiteral("Training run"));
        // A decode lecture without a serving block: its question is a token's time too.
        show(fromResource(QStringLiteral("decode-vs-prefill.json")));
        QCOMPARE(days->foregroundRole(), QPalette::PlaceholderText);
    }

    // Moving the concurrency is one edit of the scenario; the ring moves with the new report.
    void pointMovesWithTheConcurrency() {
        show(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        ServingChart* chart = m_panel->chart();
        QCOMPARE(chart->latencyPointGraph()->data()->at(0)->key, 32.0);
        const double before = chart->operatingPointGraph()->data()->at(0)->value;
        const int undoSteps = m_window->undoStack()->count();
        auto* field = m_panel->findChild<QDoubleSpinBox*>(QStringLiteral("servingConcurrencySliderField"));
        QVERIFY(field);
        field->setValue(128);
        m_window->recomputeNow();
        QCOMPARE(m_window->scenario().serving->concurrency, std::int64_t(128));
        QCOMPARE(m_window->undoStack()->count(), undoSteps + 1);
        QCOMPARE(chart->latencyPointGraph()->data()->at(0)->key, 128.0);
        const double after = chart->operatingPointGraph()->data()->at(0)->value;
        QVERIFY2(after > before, qPrintable(QStringLiteral("%1 -> %2 tokens/s per GPU").arg(before).arg(after)));
        QCOMPARE(after, report().outputTokensPerSPerGpu);
        QCOMPARE(chart->operatingPointGraph()->data()->at(0)->key, 1.0 / report().tpotS);
        m_window->undoStack()->undo();
        m_window->recomputeNow();
        QCOMPARE(chart->latencyPointGraph()->data()->at(0)->key, 32.0);
    }

    // No serving block: words and a button, never a blank chart; the button adds the block.
    void saysHowToServeWithoutABlock() {
        show(fromResource(QStringLiteral("lecture-7b-budget.json")));
        QVERIFY(!m_window->scenario().serving);
        QVERIFY(!m_panel->showsCurve());
        QVERIFY2(m_panel->messageText().contains(QStringLiteral("no serving settings")),
                 qPrintable(m_panel->messageText()));
        auto* add = m_panel->findChild<QPushButton*>(QStringLiteral("servingAdd"));
        QVERIFY(add && add->isVisibleTo(m_panel));
        add->click();
        m_window->recomputeNow();
        QVERIFY(m_window->scenario().serving);
        QCOMPARE(m_window->scenario().serving->concurrency, std::int64_t(32));
        QVERIFY(m_panel->showsCurve());
        QVERIFY(m_panel->chart()->throughputGraph()->dataCount() > 0);
        m_window->undoStack()->undo();
        m_window->recomputeNow();
        QVERIFY(!m_window->scenario().serving);
        QVERIFY(!m_panel->showsCurve());
    }

    // The napkin gives one answer per question: the serving figures, the roofline's as bounds.
    void napkinAnswersWithServing() {
        show(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        NapkinPanel* napkin = m_window->napkinPanel();
        QVERIFY(napkin->valueText(QStringLiteral("napkinServingTpot")).startsWith(format::duration(report().tpotS)));
        QVERIFY(napkin->valueText(QStringLiteral("napkinServingTtft")).startsWith(format::duration(report().ttftS)));
        QVERIFY(napkin->valueText(QStringLiteral("napkinServingThroughput"))
                    .startsWith(format::count(report().outputTokensPerSPerGpu)));
        const QString decode = napkin->valueText(QStringLiteral("napkinStepTime"));
        QVERIFY2(decode.startsWith(QStringLiteral("at least ")), qPrintable(decode));
        QVERIFY(napkin->valueText(QStringLiteral("napkinMfu")).startsWith(QStringLiteral("at most ")));
        // The roofline chart's headline too; its figures stay as the bound below it.
        const QString headline = m_window->rooflineChart()->subtitleText();
        QVERIFY2(headline.contains(format::duration(report().tpotS)), qPrintable(headline));
        QVERIFY(!headline.contains(QStringLiteral("predicted")));
        QVERIFY(m_window->rooflineChart()->boundText().contains(
            format::duration(m_window->document()->report().roofline.stepTimeS)));
        // The status bar too.
        const QString speed = m_window->findChild<QLabel*>(QStringLiteral("speedLabel"))->text();
        QVERIFY2(speed.contains(format::duration(report().tpotS)), qPrintable(speed));
    }

    // The serving rows and the bounds' captions keep the napkin within a 1366x768 window without a
    // horizontal scroll bar, in the languages with the longest words too.
    void napkinFitsALaptopScreenWhenServing_data() {
        QTest::addColumn<QString>("language");
        for (const char* code : {"en", "de", "fr"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }
    void napkinFitsALaptopScreenWhenServing() {
        QFETCH(QString, language);
        QVERIFY(m_window->setLanguage(language, false));
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        show(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        QCoreApplication::processEvents();
        NapkinPanel* napkin = m_window->napkinPanel();
        auto* scroll = qobject_cast<QScrollArea*>(napkin->parentWidget()->parentWidget());
        QVERIFY(scroll);
        QTRY_COMPARE(scroll->horizontalScrollBar()->maximum(), 0);
        QVERIFY(m_window->setLanguage(QStringLiteral("en"), false));
    }

    // For review and docs: the window with the tab in front.
    void screenshots() {
        const QByteArray dir = qgetenv("ROOFLAB_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("ROOFLAB_SCREENSHOT_DIR not set");
        show(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
            m_window->resize(size);
            m_window->show();
            QCoreApplication::processEvents();
            const QString path = QStringLiteral("%1/serving-%2x%3.png")
                                     .arg(QString::fromLocal8Bit(dir))
                                     .arg(size.width())
                                     .arg(size.height());
            QVERIFY(m_window->grab().save(path));
        }
    }
};

QTEST_MAIN(TestServingPanel)
#include "tst_servingpanel.moc"
