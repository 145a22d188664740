#include "mainwindow.h"

#include "aboutbox.h"
#include "applicationtheme.h"
#include "chartexportdialog.h"
#include "dockpanels.h"
#include "document/format.h"
#include "document/scenariodocument.h"
#include "documentfiles.h"
#include "exercisecoach.h"
#include "explainer.h"
#include "filecomparison.h"
#include "languagemanager.h"
#include "lecturetour.h"
#include "mainmenus.h"
#include "presentationstage.h"
#include "settings.h"
#include "statusline.h"
#include "widgets/charts/chartexporter.h"
#include "widgets/charts/comparisonchart.h"
#include "widgets/charts/memorychart.h"
#include "widgets/charts/rooflinechart.h"
#include "widgets/charts/timelinechart.h"
#include "widgets/gpu/gpupanel.h"
#include "widgets/panels/napkinpanel.h"
#include "widgets/panels/numberformatpanel.h"
#include "windowfit.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

#include <optional>

#include <qcustomplot.h>

namespace rooflab {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_document(new ScenarioDocument(this)) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/rooflab.svg")));
    setAcceptDrops(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    m_languages = new LanguageManager(this);
    m_files = new DocumentFiles(m_document, this);
    m_fileComparison = new FileComparison(m_document, m_files, this);
    m_explainer = new Explainer(m_document, this);
    m_charts = new ChartArea(m_document, this); // the presentation stage makes it the central widget
    connect(m_charts, &ChartArea::explainRequested, this, &MainWindow::explain);
    connect(m_charts, &ChartArea::editRequested, m_document, &ScenarioDocument::apply);
    m_docks = std::make_unique<DockPanels>(this, m_document);
    connect(m_docks->napkin(), &NapkinPanel::explainRequested, this, &MainWindow::explain);
    connect(m_docks->napkin(), &NapkinPanel::editRequested, m_document, &ScenarioDocument::apply);
    m_menus = new MainMenus(this,
                            {m_docks->controlsDock()->toggleViewAction(), m_docks->napkinDock()->toggleViewAction(),
                             m_docks->gpuDock()->toggleViewAction()},
                            m_docks->numberFormatsDock()->toggleViewAction(), m_languages->language());
    connectMenus();
    m_stage = new PresentationStage(this, m_charts, m_document, m_docks->allDocks());
    m_lectures = new LectureTour(m_document, m_files, m_charts, m_stage->strip(), this);
    connect(m_stage, &PresentationStage::nextLectureRequested, m_lectures, [this] { m_lectures->step(1); });
    connect(m_stage, &PresentationStage::previousLectureRequested, m_lectures, [this] { m_lectures->step(-1); });
    m_coach = new ExerciseCoach(
        m_document, m_files, m_docks->exercises(), m_docks->exercisesDock(),
        [this] { showComparison(false); }, // the memory and roofline charts answer the questions
        [this](const QStringList& figures, const QPoint& at) { explain(figures, at); }, this);
    connect(m_coach, &ExerciseCoach::concealedChanged, this, [this](FitAnswer answer) {
        m_docks->napkin()->concealFitAnswer(answer);
        m_charts->concealFitAnswer(answer);
        if (m_document->valid())
            updateStatus(); // the status bar reads the memory verdict
    });

    m_status = new StatusLine(statusBar());
    connect(m_status, &StatusLine::messageTimedOut, this, [this] {
        if (m_document->valid())
            updateStatus();
    });
    // A whole new scenario, not a slider step: the memory chart fits its axes to it afresh
    // instead of keeping the previous scenario's range.
    connect(m_files, &DocumentFiles::aboutToReplace, m_charts->memoryChart(), &MemoryChart::resetRanges);
    // Undo and redo put back a whole scenario too: an axis grown for the undone edit would
    // leave its bars small (a 38 GiB bar on a 200 GiB axis).
    connect(m_document, &ScenarioDocument::replaced, m_charts->memoryChart(), &MemoryChart::resetRanges);
    connect(m_files, &DocumentFiles::pathChanged, this, &MainWindow::updateTitle);
    connect(m_files, &DocumentFiles::recentFilesChanged, m_menus, &MainMenus::setRecentFiles);
    connect(m_files, &DocumentFiles::message, this, &MainWindow::showTransientMessage);
    connect(m_files, &DocumentFiles::failed, this, &MainWindow::reportError);
    m_files->setUnsavedPrompt([this](const QString& fileName) { return askAboutUnsavedChanges(fileName); });

    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    // The one way a change travels: controls -> document -> evaluate -> every view. The controls
    // (the panel, the presentation strip) edit the document and follow it themselves.
    connect(m_document, &ScenarioDocument::evaluated, this, &MainWindow::showReport);
    connect(m_document, &ScenarioDocument::rejected, this, &MainWindow::showProblems);

    applyTheme();
    retranslateUi();
    recomputeNow();
    // 1600x1000 where the screen has room; on a 1366x768 laptop or projector, the screen's
    // available area less the window's frame (a first window running off the screen hides its
    // own status bar).
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
    resize(fittedWindowSize(QSize(1600, 1000), available, windowFrame(*this)));
    m_docks->fitStripToNapkin();
}

MainWindow::~MainWindow() = default;

void MainWindow::connectMenus() {
    MainMenus* m = m_menus;
    connect(m, &MainMenus::newRequested, m_files, &DocumentFiles::startNew);
    connect(m, &MainMenus::openRequested, m_files, &DocumentFiles::openWithDialog);
    connect(m, &MainMenus::recentRequested, m_files, &DocumentFiles::openRecent);
    connect(m, &MainMenus::saveRequested, m_files, &DocumentFiles::save);
    connect(m, &MainMenus::saveAsRequested, m_files, &DocumentFiles::saveAs);
    connect(m, &MainMenus::importModelConfigRequested, m_files, &DocumentFiles::importModelConfigWithDialog);
    connect(m, &MainMenus::importFromHubRequested, m_files, &DocumentFiles::importFromHubWithDialog);
    connect(m, &MainMenus::compareWithFileRequested, m_fileComparison, &FileComparison::compareWithDialog);
    connect(m, &MainMenus::exportRequested, this, &MainWindow::exportChartDialog);
    connect(m, &MainMenus::copyRequested, this, &MainWindow::copyChart);
    connect(m, &MainMenus::presentationToggled, this, &MainWindow::setPresentationMode);
    connect(m, &MainMenus::themeChosen, this, &MainWindow::setThemeVariant);
    connect(m, &MainMenus::unitChosen, this, &MainWindow::setUnit);
    connect(m, &MainMenus::languageChosen, this, [this](const QString& code) { setLanguage(code); });
    connect(m, &MainMenus::loadResultsRequested, this, [this] { m_docks->loadGpuResults(); });
    connect(m, &MainMenus::shippedResultsChosen, this, [this](const QString& path) { m_docks->loadGpuResults(path); });
    connect(m, &MainMenus::lectureChosen, this, [this](int index) { m_lectures->load(index); });
    connect(m, &MainMenus::lectureStepRequested, this, [this](int step) { m_lectures->step(step); });
    connect(m, &MainMenus::exercisesRequested, this, [this] { m_coach->open(); });
    connect(m, &MainMenus::formulasRequested, this, &MainWindow::showFormulas);
    connect(m, &MainMenus::aboutRequested, this, [this] { showAboutBox(this); });
}

void MainWindow::retranslateUi() {
    m_charts->retranslate();
    m_docks->controlsDock()->setWindowTitle(tr("Scenario"));
    m_docks->napkinDock()->setWindowTitle(tr("Napkin math"));
    m_docks->gpuDock()->setWindowTitle(tr("GPU benchmark"));
    m_docks->numberFormatsDock()->setWindowTitle(tr("Number formats"));
    m_docks->exercisesDock()->setWindowTitle(tr("Exercises"));

    m_menus->retranslate();
    m_menus->rebuildUndoActions(m_document->undoStack());
    m_explainer->retranslate();

    updateTitle();
    // Texts the charts get from here (model label, comparison bars, status line).
    if (m_document->evaluationCount() > 0)
        recomputeNow();
    if (!m_document->valid())
        m_charts->redrawMemory(); // the last valid report's, in the new language
    m_docks->growStripForNapkinLater();
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && m_menus)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

bool MainWindow::switchLanguage(const QString& code) {
    if (!m_languages->setLanguage(code))
        return false;
    m_menus->setLanguageChecked(code);
    return true;
}

bool MainWindow::setLanguage(const QString& code, bool remember) {
    if (!switchLanguage(code))
        return false;
    if (m_settings && remember)
        m_settings->setLanguage(code);
    return true;
}

QString MainWindow::language() const {
    return m_languages->language();
}

void MainWindow::explain(const QStringList& figureIds, const QPoint& globalPos) {
    m_explainer->explain(figureIds, globalPos, m_unit);
}

void MainWindow::showFormulas() {
    m_explainer->showFormulas();
}

ExplainPopup* MainWindow::explainPopup() const {
    return m_explainer->popup();
}

FormulaView* MainWindow::formulaView() const {
    return m_explainer->formulaView();
}

void MainWindow::useSettings() {
    m_settings = std::make_unique<Settings>();
    const QString language = m_settings->language();
    switchLanguage(language.isEmpty() ? LanguageManager::systemLanguage() : language);
    m_settings->restoreWindow(*this);
    setThemeVariant(m_settings->themeVariant());
    setUnit(m_settings->unit());
    if (const std::optional<Scenario> last = m_settings->lastScenario())
        setScenario(*last, false);
    m_files->setSettings(m_settings.get());
    m_menus->setRecentFiles(m_files->recentFiles());
}

void MainWindow::showProblems(const QStringList& problems) {
    m_status->showProblems(problems);
    m_charts->showProblems(problems);
    m_docks->napkin()->showProblems(problems);
    emit recomputed();
}

void MainWindow::showReport(const Scenario& scenario, const Report& report) {
    m_charts->showReport(scenario, report);
    m_docks->napkin()->setReport(scenario, report);
    m_docks->gpu()->setScenario(scenario);
    updateStatus();
    emit recomputed();
}

void MainWindow::showTransientMessage(const QString& text, int milliseconds) {
    m_status->showMessage(text, milliseconds);
}

void MainWindow::updateStatus() {
    m_status->showReport(m_document->report(), m_charts->memoryStacks().verdict);
}

void MainWindow::updateTitle() {
    const QString name = m_files->path().isEmpty() ? tr("untitled") : QFileInfo(m_files->path()).fileName();
    setWindowTitle(tr("%1[*] - RoofLab").arg(name));
    setWindowModified(m_document->modified());
}

void MainWindow::setPresentationMode(bool on) {
    if (on == m_presentation)
        return;
    m_presentation = on;
    m_menus->setPresentationChecked(on);
    if (on)
        m_stage->enter();
    else
        m_stage->leave();
    applyTheme();
}

void MainWindow::setThemeVariant(ChartTheme::Variant variant) {
    m_themeVariant = variant;
    m_menus->setThemeChecked(variant);
    if (m_settings)
        m_settings->setThemeVariant(variant);
    applyTheme();
}

void MainWindow::applyTheme() {
    const ChartTheme theme = m_presentation ? ChartTheme::presentation() : ChartTheme::forVariant(m_themeVariant);
    m_charts->setTheme(theme);
    m_fileComparison->setTheme(theme);
    m_docks->numberFormats()->setTheme(theme); // presentation: larger fonts and bit boxes
    m_explainer->setTextScale(theme.fontScale());
    // The control column keeps its size: presentation mode hides it, and the presentation
    // strip that stands in for it writes in large type of its own.
    applyApplicationTheme(theme);
}

void MainWindow::setUnit(MemoryUnit unit) {
    m_unit = unit;
    m_menus->setUnitChecked(unit);
    m_charts->setUnit(unit);
    m_docks->napkin()->setUnit(unit);
    if (m_settings)
        m_settings->setUnit(unit);
    if (m_document->valid())
        updateStatus();
}

void MainWindow::reportError(const QString& title, const QString& text) {
    m_lastError = text;
    if (m_errorHook) {
        m_errorHook(title, text);
        return;
    }
    QMessageBox::warning(this, title, text);
}

void MainWindow::exportChartDialog() {
    ChartExportDialog dialog(this);
    dialog.setChart(m_charts->activeChart());
    if (m_exportFolder.isEmpty() && m_settings)
        m_exportFolder = m_settings->exportFolder();
    if (!m_exportFolder.isEmpty()) // where the last chart went, not back to the home folder
        dialog.setPath(QDir(m_exportFolder).filePath(QFileInfo(dialog.path()).fileName()));
    if (dialog.exec() != QDialog::Accepted)
        return;
    // The comparison, the timeline and serving are drawn only on screen.
    if (dialog.chart() == ChartKind::Comparison || dialog.chart() == ChartKind::Timeline ||
        dialog.chart() == ChartKind::Serving)
        m_charts->showChart(dialog.chart());
    QString error;
    if (!ChartExporter::exportChart(chartPlot(dialog.chart()), dialog.path(), dialog.outputSize(), dialog.scale(),
                                    &error))
        reportError(tr("Cannot export chart"), error);
    else {
        showTransientMessage(tr("Exported %1").arg(dialog.path()), 5000);
        m_exportFolder = QFileInfo(dialog.path()).absolutePath();
        if (m_settings)
            m_settings->setExportFolder(m_exportFolder);
    }
}

void MainWindow::copyChart() {
    if (ChartExporter::copyToClipboard(chartPlot(m_charts->activeChart())))
        showTransientMessage(tr("Chart copied (1920 x 1080)"), 4000);
    else
        reportError(tr("Cannot copy chart"), tr("The clipboard is not available."));
}

void MainWindow::startExercise(int index) {
    m_coach->start(index);
}

bool MainWindow::loadMeasurements(const QString& path) {
    const QString before = m_document->measurements()->ids().join(QLatin1Char(','));
    m_docks->loadGpuResults(path);
    return m_document->measurements()->ids().join(QLatin1Char(',')) != before;
}

UnsavedChoice MainWindow::askAboutUnsavedChanges(const QString& fileName) {
    if (m_unsavedHook)
        return m_unsavedHook();
    const auto button =
        QMessageBox::warning(this, tr("Unsaved changes"),
                             tr("The scenario %1 has changes that are not saved. Save them first?").arg(fileName),
                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    return button == QMessageBox::Save      ? UnsavedChoice::Save
           : button == QMessageBox::Discard ? UnsavedChoice::Discard
                                            : UnsavedChoice::Cancel;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!m_files->confirmSetAside()) {
        event->ignore();
        return;
    }
    if (m_settings) {
        if (m_presentation)
            setPresentationMode(false);
        m_settings->saveWindow(*this);
        rememberLastScenario();
    }
    event->accept();
}

void MainWindow::rememberLastScenario() {
    QUndoStack* undo = m_document->undoStack();
    if (!m_document->modified()) {
        m_settings->setLastScenario(m_document->scenario());
    } else if (undo->cleanIndex() >= 0) {
        // "Discard": the next start shows the scenario as it was last saved or opened, not the
        // edits the user just threw away.
        undo->setIndex(undo->cleanIndex());
        m_settings->setLastScenario(m_document->scenario());
    } else {
        m_settings->clearLastScenario(); // the saved state is no longer on the stack
    }
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!DocumentFiles::droppedJsonPath(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = DocumentFiles::droppedJsonPath(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    // Not from inside the drop handler: an error dialog there would block the drag source.
    QTimer::singleShot(0, this, [this, path] { m_files->openDropped(path); });
}

} // namespace rooflab
