// Issue 48, "an honest screen": what the window opens and overwrites, what it shows while the
// scenario is invalid, and that one question gets one figure. Runs offscreen.
#include "chartarea.h"
#include "core/explain.h"
#include "core/io/hardwaredb.h"
#include "core/io/scenarioio.h"
#include "document/format.h"
#include "document/measurementstore.h"
#include "mainwindow.h"
#include "scenariofile.h"
#include "widgets/charts/memorychart.h"
#include "widgets/charts/rooflinechart.h"
#include "widgets/controls/controlpanel.h"
#include "widgets/controls/logslider.h"
#include "widgets/panels/napkinpanel.h"
#include "windowfit.h"

#include "tests/common/isolatedsettings.h"
#include "tests/common/testfiles.h"
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <qcustomplot.h>

#include <memory>
#include <set>

using namespace rooflab;

namespace {

QString hfConfig(const QString& name) {
    return qEnvironmentVariable("ROOFLAB_SOURCE_DIR") + QStringLiteral("/resources/hf-configs/") + name;
}

// The veil over a chart's plot, or null when the chart shows no problem.
QLabel* visibleOverlay(QCustomPlot* plot) {
    auto* overlay = plot->findChild<QLabel*>(QStringLiteral("invalidOverlay"), Qt::FindDirectChildrenOnly);
    return overlay && overlay->isVisible() ? overlay : nullptr;
}

} // namespace

class TestHonestScreen : public QObject {
    Q_OBJECT
    test::IsolatedSettings m_settings; // before any window reads or writes them

private slots:
    void init();
    void cleanup();

    void openingAModelConfigImportsItsModel();
    void saveNeverWritesOverAFileRoofLabDidNotWrite();
    void invalidScenarioGreysEveryChartAndTheNapkin();
    void windowAndItsFrameFitTheAvailableArea();
    void rooflineHeadlineIsThePrediction();
    void ratesHaveNoPrefixBelowOne();
    void undoNamesEveryControlInWords();
    void wheelOverTheSidebarScrollsIt();
    void discardOnQuitIsNotRestored();
    void passesNameRecomputeOnlyWhenThereIsOne();
    void runtimeMemoryOverrideIsShownBesideTheVerdict();
    void memoryAxisShrinksBackAfterUndo();
    void measurementsOfAnotherGpuAreNotADatasheetPercentage();

private:
    std::unique_ptr<MainWindow> m_window;
    QStringList m_errors;
    QStringList m_saveAsAsked;
    QString m_saveAsAnswer;
};

void TestHonestScreen::init() {
    m_errors.clear();
    m_saveAsAsked.clear();
    m_saveAsAnswer.clear();
    m_window = std::make_unique<MainWindow>();
    m_window->setErrorHook([this](const QString&, const QString& text) { m_errors << text; });
    m_window->setUnsavedChangesHook([] { return UnsavedChoice::Discard; });
    m_window->files()->setSaveAsPrompt([this](const QString& suggestion) {
        m_saveAsAsked << suggestion;
        return m_saveAsAnswer;
    });
    m_window->resize(1600, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestHonestScreen::cleanup() {
    m_window.reset(); // may be gone already (a test that closes it)
}

// File > Open on a Hugging Face config.json imports its model (never a default Llama 2 7B under
// the config's name), names it by its folder, and leaves the scenario untitled: Save asks where.
void TestHonestScreen::openingAModelConfigImportsItsModel() {
    QTemporaryDir dir;
    QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("Mistral-7B-v0.1")));
    const QString path = dir.filePath(QStringLiteral("Mistral-7B-v0.1/config.json"));
    // Apart, so that a failure says which (seen once under ASan with two suites at a time).
    const QByteArray config = readAll(hfConfig(QStringLiteral("Mistral-7B-v0.1.json")));
    QVERIFY2(!config.isEmpty(), qPrintable(hfConfig(QStringLiteral("Mistral-7B-v0.1.json"))));
    QVERIFY2(writeFile(path, config), qPrintable(path));
    Scenario lecture = m_window->scenario();
    lecture.name = "A 7B model on one H100";
    lecture.description = "Lecture text about another model";
    m_window->setScenario(lecture, false);

    QVERIFY(m_window->openScenarioFile(path));
    QCoreApplication::processEvents();
    QVERIFY(m_errors.isEmpty());
    QVERIFY(!m_window->scenario().model.hfConfig.empty());
    QCOMPARE(QString::fromStdString(m_window->scenario().model.arch.name), QStringLiteral("Mistral-7B-v0.1"));
    QVERIFY(m_window->scenario().name.empty());
    QVERIFY(m_window->scenario().description.empty());
    QVERIFY(m_window->currentFile().isEmpty());
    QVERIFY(!m_window->windowTitle().contains(QStringLiteral("config.json")));

    // Save goes to Save As (cancelled here): the config is never written over.
    QVERIFY(!m_window->files()->save());
    QCOMPARE(m_saveAsAsked.size(), 1);
    QCOMPARE(readAll(path), config);
}

// A file without RoofLab's "version" (another program's JSON that happens to parse) or a config
// put in its place later is not written over by Save: Save As is asked, and the answer written.
void TestHonestScreen::saveNeverWritesOverAFileRoofLabDidNotWrite() {
    QTemporaryDir dir;
    const QString foreign = dir.filePath(QStringLiteral("settings.json"));
    const QByteArray foreignBytes = R"({"parallel": {"gpus": 2}})";
    QVERIFY(writeFile(foreign, foreignBytes));
    QVERIFY(m_window->openScenarioFile(foreign));
    QCOMPARE(m_window->currentFile(), foreign);
    m_saveAsAnswer = dir.filePath(QStringLiteral("mine.json"));
    QVERIFY(m_window->files()->save());
    QCOMPARE(m_saveAsAsked.size(), 1);
    QCOMPARE(readAll(foreign), foreignBytes);
    QVERIFY(ScenarioFile::load(m_saveAsAnswer).ok);
    QCOMPARE(m_window->currentFile(), m_saveAsAnswer);

    // Now the file is ours: Save writes it without asking.
    QVERIFY(m_window->files()->save());
    QCOMPARE(m_saveAsAsked.size(), 1);
    // Replaced by a model config behind RoofLab's back: asked again, the config kept.
    const QByteArray config = readAll(hfConfig(QStringLiteral("Llama-2-7b-hf.json")));
    QVERIFY(writeFile(m_saveAsAnswer, config));
    m_saveAsAnswer.clear();
    QVERIFY(!m_window->files()->save());
    QCOMPARE(m_saveAsAsked.size(), 2);
    QCOMPARE(readAll(dir.filePath(QStringLiteral("mine.json"))), config);
}

// GPUs below TP x PP: every chart greys out with the reason on it, the napkin shows no figure of
// the last valid scenario, and a valid edit brings everything back.
void TestHonestScreen::invalidScenarioGreysEveryChartAndTheNapkin() {
    m_window->recomputeNow();
    const QString validStep = m_window->napkinPanel()->valueText(QStringLiteral("napkinStepTime"));
    QVERIFY(!validStep.startsWith(format::dash()));
    for (ChartKind kind : {ChartKind::Memory, ChartKind::Roofline, ChartKind::Comparison, ChartKind::Timeline})
        QVERIFY(!visibleOverlay(m_window->chartPlot(kind)));

    Scenario invalid = m_window->scenario();
    invalid.parallel.gpus = 1;
    invalid.parallel.tensorParallel = 2;
    m_window->setScenario(invalid, true);
    m_window->recomputeNow();
    QVERIFY(!m_window->reportValid());
    m_window->showChart(ChartKind::Timeline);
    for (ChartKind kind : {ChartKind::Memory, ChartKind::Roofline, ChartKind::Comparison, ChartKind::Timeline}) {
        m_window->showChart(kind);
        QLabel* overlay = visibleOverlay(m_window->chartPlot(kind));
        QVERIFY2(overlay, qPrintable(QStringLiteral("chart %1 not greyed").arg(int(kind))));
        QVERIFY(overlay->text().contains(m_window->document()->problems().first()));
        QCOMPARE(overlay->geometry(), m_window->chartPlot(kind)->rect());
    }
    QVERIFY(visibleOverlay(m_window->chartPlot(ChartKind::Timeline))->text().contains(QStringLiteral("timeline")));
    for (const QString& row : {QStringLiteral("napkinStepTime"), QStringLiteral("napkinMfu"),
                               QStringLiteral("napkinTrainingPeak"), QStringLiteral("napkinDays")})
        QVERIFY2(m_window->napkinPanel()->valueText(row).startsWith(format::dash()), qPrintable(row));
    QVERIFY(m_window->findChild<QLabel*>(QStringLiteral("speedLabel"))->text().isEmpty());

    m_window->undoStack()->undo();
    m_window->recomputeNow();
    QVERIFY(m_window->reportValid());
    m_window->showChart(ChartKind::Memory);
    for (ChartKind kind : {ChartKind::Memory, ChartKind::Roofline, ChartKind::Comparison, ChartKind::Timeline})
        QVERIFY(!visibleOverlay(m_window->chartPlot(kind)));
    QCOMPARE(m_window->napkinPanel()->valueText(QStringLiteral("napkinStepTime")), validStep);
}

// A 1366x768 screen less a 40-pixel panel, a 30-pixel title bar: the whole window, frame
// included, stays on the screen (its status bar too), and a large screen gets 1600x1000.
void TestHonestScreen::windowAndItsFrameFitTheAvailableArea() {
    const QRect laptop(0, 0, 1366, 728);
    const QMargins frame(2, 30, 2, 2);
    const QSize size = fittedWindowSize(QSize(1600, 1000), laptop, frame);
    QVERIFY(size.height() + frame.top() + frame.bottom() <= laptop.height());
    QVERIFY(size.width() + frame.left() + frame.right() <= laptop.width());
    QCOMPARE(size, QSize(1362, 696));
    QCOMPARE(fittedWindowSize(QSize(1600, 1000), QRect(0, 0, 1920, 1040), frame), QSize(1600, 1000));
    // Before the window is on screen the frame is estimated, never taken as none.
    QWidget unshown;
    QVERIFY(windowFrame(unshown).top() > 0);
}

// The roofline's headline is the prediction the napkin shows; the roofline bound is written
// below it as a bound, in smaller type.
void TestHonestScreen::rooflineHeadlineIsThePrediction() {
    m_window->recomputeNow();
    const Report& report = m_window->report();
    QVERIFY(report.step.timeS > report.roofline.stepTimeS); // training: the two differ
    RooflineChart* chart = m_window->rooflineChart();
    QVERIFY2(chart->subtitleText().contains(format::duration(report.step.timeS)), qPrintable(chart->subtitleText()));
    QVERIFY(chart->subtitleText().contains(format::percent(report.step.mfu)));
    QVERIFY(!chart->subtitleText().contains(format::duration(report.roofline.stepTimeS)));
    QVERIFY(chart->boundText().contains(format::duration(report.roofline.stepTimeS)));
    QVERIFY(chart->boundText().contains(QStringLiteral("bound")));
    QVERIFY(chart->boundFont().pointSizeF() < chart->subtitleFont().pointSizeF());
    QVERIFY(m_window->napkinPanel()
                ->valueText(QStringLiteral("napkinStepTime"))
                .contains(format::duration(report.step.timeS)));
}

// 0.225 tokens/s is not "225 m" (read as millions), nor "0".
void TestHonestScreen::ratesHaveNoPrefixBelowOne() {
    QCOMPARE(format::rate(0.225), QStringLiteral("0.225"));
    QCOMPARE(format::rate(0.0004), QStringLiteral("< 0.001"));
    QCOMPARE(format::rate(42.0), QStringLiteral("42.0"));
    QCOMPARE(format::rate(14200), QStringLiteral("14.2k"));
    QCOMPARE(format::rate(0), QStringLiteral("0"));
    QCOMPARE(format::rate(std::nan("")), format::dash());
}

// "Change gpuCountSlider": undo names an edit by the control's label, never its object name.
void TestHonestScreen::undoNamesEveryControlInWords() {
    const auto sliders = m_window->findChildren<LogSlider*>();
    QVERIFY(sliders.size() > 5);
    for (LogSlider* slider : sliders) {
        if (!slider->isEnabled() || slider->objectName().isEmpty())
            continue;
        // The stack's index, not its count: a push after an undo replaces the undone command and
        // leaves the count as it was.
        const int before = m_window->undoStack()->index();
        slider->stepBy(slider->value() > 1 ? -1 : 1);
        if (m_window->undoStack()->index() == before)
            continue; // not an edit here (a presentation strip while hidden)
        const QString text = m_window->undoStack()->undoText();
        QVERIFY2(!text.contains(slider->objectName()) && !text.contains(QStringLiteral("Slider")),
                 qPrintable(slider->objectName() + QStringLiteral(": ") + text));
        m_window->undoStack()->undo();
    }
    for (QComboBox* combo : m_window->controlPanel()->findChildren<QComboBox*>()) {
        if (!combo->isEnabled() || combo->count() < 2 || combo->objectName().isEmpty())
            continue;
        const int before = m_window->undoStack()->index();
        combo->setCurrentIndex(combo->currentIndex() == 0 ? 1 : 0);
        if (m_window->undoStack()->index() == before)
            continue;
        const QString text = m_window->undoStack()->undoText();
        QVERIFY2(!text.contains(combo->objectName()), qPrintable(combo->objectName() + QStringLiteral(": ") + text));
        m_window->undoStack()->undo();
    }
}

// The wheel over a combo box the user has not chosen scrolls the sidebar and changes nothing;
// once the combo has the focus, the wheel is its own.
void TestHonestScreen::wheelOverTheSidebarScrollsIt() {
    m_window->resize(1366, 768);
    QCoreApplication::processEvents();
    auto* scroll = m_window->controlPanel()->findChild<QScrollArea*>();
    QVERIFY(scroll && scroll->verticalScrollBar()->maximum() > 0);
    scroll->verticalScrollBar()->setValue(0);
    QComboBox* combo = nullptr;
    for (QComboBox* candidate : m_window->controlPanel()->findChildren<QComboBox*>())
        if (candidate->isVisible() && candidate->isEnabled() && candidate->count() > 2 &&
            candidate->currentIndex() == 0) {
            combo = candidate;
            break;
        }
    QVERIFY(combo);
    const auto turn = [combo] {
        const QPoint centre = combo->rect().center();
        QWheelEvent wheel(centre, combo->mapToGlobal(centre), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(combo, &wheel);
    };
    const std::string before = serializeScenario(m_window->scenario());
    turn();
    QCOMPARE(combo->currentIndex(), 0);
    QCOMPARE(serializeScenario(m_window->scenario()), before);
    QVERIFY(scroll->verticalScrollBar()->value() > 0);

    combo->setFocus();
    QVERIFY(combo->hasFocus() || !QApplication::focusWidget()); // offscreen may not focus
    if (combo->hasFocus()) {
        turn();
        QCOMPARE(combo->currentIndex(), 1);
    }
}

// Quit with unsaved edits, "Discard": the next start shows the scenario as it was, not the
// edits thrown away.
void TestHonestScreen::discardOnQuitIsNotRestored() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("rooflab-test-honestscreen"));
    QSettings().clear();
    m_window->useSettings();
    Scenario kept = m_window->scenario();
    kept.training.microBatch = 3;
    m_window->setScenario(kept, false); // as a start or an open leaves it: nothing to save
    Scenario edited = kept;
    edited.training.microBatch = 7;
    m_window->setScenario(edited, true);
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_window->close()); // the hook answers Discard
    m_window.reset();

    MainWindow next;
    next.useSettings();
    QCOMPARE(next.scenario().training.microBatch, 3);
    QSettings().clear();
}

// What an explanation calls the passes of an op: "recompute" only with a recomputed forward.
void TestHonestScreen::passesNameRecomputeOnlyWhenThereIsOne() {
    const auto passNames = [this](Checkpointing checkpointing) {
        Scenario scenario = m_window->scenario();
        scenario.training.checkpointing = checkpointing;
        m_window->setScenario(scenario, false);
        std::set<std::string> names;
        const TracedReport traced = m_window->document()->traced();
        for (const DerivationStep& step : traced.trace.steps())
            for (const Operand& operand : step.operands)
                if (operand.name.rfind("passes", 0) == 0)
                    names.insert(operand.name);
        return names;
    };
    const std::set<std::string> none = passNames(Checkpointing::None);
    QVERIFY(none.count("passes (forward, backward ×2)"));
    QVERIFY(!none.count("passes (forward, backward ×2, recompute)"));
    QVERIFY(passNames(Checkpointing::Full).count("passes (forward, backward ×2, recompute)"));
}

// A lecture's "overhead_gib": 0 makes every fit verdict gigabytes optimistic: the verdict says
// so; a scenario with the runtime memory estimated (File > New's) says nothing of it.
void TestHonestScreen::runtimeMemoryOverrideIsShownBesideTheVerdict() {
    QAction* newAction = m_window->findChild<QAction*>(QStringLiteral("newAction"));
    newAction->trigger();
    m_window->recomputeNow();
    QVERIFY(!m_window->scenario().runtime.overrideBytes);
    QVERIFY(!m_window->memoryChart()->verdictText().contains(QStringLiteral("runtime memory")));
    QVERIFY(m_window->openScenarioFile(QStringLiteral(":/scenarios/lecture-7b-budget.json")));
    m_window->recomputeNow();
    QVERIFY(m_window->scenario().runtime.overrideBytes);
    const QString verdict = m_window->memoryChart()->verdictText();
    QVERIFY2(verdict.contains(QStringLiteral("runtime memory set to 0.0 GiB, not estimated")), qPrintable(verdict));
}

// An edit that grows the bars grows the axis; undoing it brings the axis back to the bars.
void TestHonestScreen::memoryAxisShrinksBackAfterUndo() {
    Scenario small = m_window->scenario(); // a bar well under the capacity line
    small.parallel.gpus = 8;
    small.parallel.zeroStage = 3;
    small.training.microBatch = 1;
    m_window->setScenario(small, false);
    m_window->recomputeNow();
    QCoreApplication::processEvents();
    QCPAxis* axis = m_window->memoryChart()->plot()->yAxis;
    const double top = axis->range().upper;
    QVERIFY(m_window->report().memory.total < 0.5 * m_window->report().memory.capacity);
    Scenario bigger = m_window->scenario();
    bigger.training.microBatch = 8;
    m_window->setScenario(bigger, true);
    m_window->recomputeNow();
    QCoreApplication::processEvents();
    QVERIFY(axis->range().upper >= 2 * top);
    m_window->undoStack()->undo();
    m_window->recomputeNow();
    QCoreApplication::processEvents();
    QCOMPARE(axis->range().upper, top);
}

// The shipped H100 sweep over an RTX 4090 scenario: "another GPU", never "468 % of datasheet";
// over an H100 scenario its percentages of the H100's datasheet.
void TestHonestScreen::measurementsOfAnotherGpuAreNotADatasheetPercentage() {
    const auto labels = [this](const char* gpuId) {
        Scenario scenario = m_window->scenario();
        scenario.gpu = *HardwareDb::builtin().find(gpuId);
        m_window->setScenario(scenario, false);
        m_window->recomputeNow();
        m_window->rooflineChart()->plot()->replot();
        const QString id = m_window->document()->measurements()->ids().front();
        return m_window->rooflineChart()->measuredCeilingLabels(id).join(QLatin1Char('\n'));
    };
    QVERIFY(m_window->loadMeasurements(QStringLiteral(":/measurements/h100-sxm.json")));
    const QString own = labels("h100-sxm");
    QVERIFY2(own.contains(QStringLiteral("of datasheet")), qPrintable(own));
    const QString other = labels("rtx-4090");
    QVERIFY2(!other.contains(QStringLiteral("of datasheet")), qPrintable(other));
    QVERIFY2(other.contains(QStringLiteral("another GPU: NVIDIA H100")), qPrintable(other));
}

QTEST_MAIN(TestHonestScreen)
#include "tst_honestscreen.moc"
