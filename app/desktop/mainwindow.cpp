#include "mainwindow.h"

#include "chartexportdialog.h"
#include "core/explain.h"
#include "core/scenarioio.h"
#include "core/steptimeline.h"
#include "languagemanager.h"
#include "lectures.h"
#include "document/format.h"
#include "document/measurementstore.h"
#include "document/scenariodocument.h"
#include "scenariofile.h"
#include "settings.h"
#include "widgets/chartexporter.h"
#include "widgets/comparisonchart.h"
#include "widgets/explainpopup.h"
#include "widgets/explainstyle.h"
#include "widgets/formulaview.h"
#include "widgets/controlpanel.h"
#include "widgets/gpupanel.h"
#include "widgets/napkinpanel.h"
#include "widgets/numberformatpanel.h"
#include "widgets/rooflinechart.h"
#include "widgets/timelinechart.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPalette>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <qcustomplot.h>

#ifndef ROOFLAB_VERSION
#define ROOFLAB_VERSION "dev"
#endif

namespace rooflab {
namespace {

QString scenarioLabel(const Scenario& scenario)
{
    if (!scenario.name.empty())
        return QString::fromStdString(scenario.name);
    if (!scenario.model.presetId.empty())
        return QString::fromStdString(scenario.model.presetId);
    if (scenario.model.sizeOnlyParams > 0)
        return QObject::tr("%1-parameter model").arg(format::count(scenario.model.sizeOnlyParams));
    return QObject::tr("custom model");
}

bool isScenarioUrl(const QUrl& url)
{
    return url.isLocalFile() && url.toLocalFile().endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_document(new ScenarioDocument(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/rooflab.svg")));
    setAcceptDrops(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    m_languages = new LanguageManager(this);
    buildCentral();
    buildMenus();

    m_messageTimer = new QTimer(this);
    m_messageTimer->setSingleShot(true);
    connect(m_messageTimer, &QTimer::timeout, this, [this] {
        if (m_document->valid())
            updateStatus();
    });
    m_verdictLabel = new QLabel(this);
    m_verdictLabel->setObjectName(QStringLiteral("verdictLabel"));
    m_speedLabel = new QLabel(this);
    m_speedLabel->setObjectName(QStringLiteral("speedLabel"));
    statusBar()->addWidget(m_verdictLabel, 1);
    statusBar()->addPermanentWidget(m_speedLabel);

    connect(m_panel, &ControlPanel::scenarioChanged, this, &MainWindow::onPanelChanged);
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    // The one way a change travels: controls -> document -> evaluate -> every view.
    connect(m_document, &ScenarioDocument::replaced, this, &MainWindow::showReplacedScenario);
    connect(m_document, &ScenarioDocument::evaluated, this, &MainWindow::showReport);
    connect(m_document, &ScenarioDocument::rejected, this, &MainWindow::showProblems);

    m_panel->setScenario(m_document->scenario());
    applyTheme();
    retranslateUi();
    recomputeNow();
    resize(1600, 1000);
    // The charts get the height; the bottom strip starts just tall enough for the napkin numbers.
    resizeDocks({m_napkinDock}, {m_napkin->sizeHint().height() + 40}, Qt::Vertical);
}

MainWindow::~MainWindow() = default;

void MainWindow::buildCentral()
{
    m_memory = new MemoryChart(this);
    m_memory->setObjectName(QStringLiteral("memoryChart"));
    m_roofline = new RooflineChart(this);
    m_roofline->setObjectName(QStringLiteral("rooflineChart"));
    for (QWidget* chart : {static_cast<QWidget*>(m_memory), static_cast<QWidget*>(m_roofline)})
        chart->setMinimumSize(320, 280);

    auto* charts = new QSplitter(Qt::Horizontal, this);
    charts->setObjectName(QStringLiteral("chartSplitter"));
    charts->addWidget(m_memory);
    charts->addWidget(m_roofline);
    charts->setChildrenCollapsible(false);
    charts->setStretchFactor(0, 1);
    charts->setStretchFactor(1, 1);
    charts->setSizes({1000, 1000}); // equal halves; the splitter keeps the proportion on resize

    m_comparisonPage = new QWidget(this);
    auto* comparisonLayout = new QVBoxLayout(m_comparisonPage);
    auto* pickerRow = new QHBoxLayout;
    m_comparisonPicker = new QComboBox(m_comparisonPage);
    m_comparisonPicker->setObjectName(QStringLiteral("comparisonPicker"));
    for (ComparisonDimension dimension : {ComparisonDimension::ZeroStage, ComparisonDimension::Checkpointing,
                                          ComparisonDimension::Precision, ComparisonDimension::SequenceLength})
        m_comparisonPicker->addItem(QString(), int(dimension)); // named in retranslateUi()
    m_comparisonLabel = new QLabel(m_comparisonPage);
    m_comparisonLabel->setBuddy(m_comparisonPicker);
    pickerRow->addWidget(m_comparisonLabel);
    pickerRow->addWidget(m_comparisonPicker);
    pickerRow->addStretch(1);
    comparisonLayout->addLayout(pickerRow);
    m_comparison = new ComparisonChart(m_comparisonPage);
    m_comparison->setObjectName(QStringLiteral("comparisonChart"));
    comparisonLayout->addWidget(m_comparison, 1);
    connect(m_comparisonPicker, &QComboBox::currentIndexChanged, this, [this] {
        m_comparisonDirty = true;
        updateComparison();
    });

    // The step timeline: what runs when in one training step (drawn while its tab is shown).
    m_timeline = new TimelineChart(this);
    m_timeline->setObjectName(QStringLiteral("timelineChart"));

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("chartTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(charts, QString());
    m_tabs->addTab(m_comparisonPage, QString());
    m_tabs->addTab(m_timeline, QString());
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() == m_comparisonPage) {
            m_activeChart = ChartKind::Comparison;
            updateComparison();
        } else if (m_tabs->currentWidget() == m_timeline) {
            m_activeChart = ChartKind::Timeline;
            updateTimeline();
        } else if (m_activeChart == ChartKind::Comparison || m_activeChart == ChartKind::Timeline) {
            m_activeChart = ChartKind::Memory;
        }
    });
    setCentralWidget(m_tabs);

    m_panel = new ControlPanel(this);
    m_controlsDock = new QDockWidget(this);
    m_controlsDock->setObjectName(QStringLiteral("controlsDock"));
    m_controlsDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    m_controlsDock->setWidget(m_panel);
    // No fixed minimum: the panel asks for the width its widest row needs in the current
    // language (ControlPanel::fitWidth); a fixed one would override that and clip the rows.
    addDockWidget(Qt::LeftDockWidgetArea, m_controlsDock);

    m_napkin = new NapkinPanel(this);
    auto* napkinScroll = new QScrollArea(this);
    napkinScroll->setWidget(m_napkin);
    napkinScroll->setWidgetResizable(true);
    napkinScroll->setFrameShape(QFrame::NoFrame);
    m_napkinDock = new QDockWidget(this);
    m_napkinDock->setObjectName(QStringLiteral("napkinDock"));
    m_napkinDock->setWidget(napkinScroll);
    // A strip under the charts: the charts keep the full width between the controls and the edge.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    addDockWidget(Qt::BottomDockWidgetArea, m_napkinDock);

    // The GPU panel measures this machine's GPU (or loads results measured elsewhere) into the
    // document's measurement store, which the roofline chart draws; it shares the bottom strip
    // with the napkin numbers.
    m_gpuPanel = new GpuPanel(m_document->measurements(), this);
    m_gpuPanel->setObjectName(QStringLiteral("gpuPanel"));
    showMeasurementsOnRoofline();
    m_gpuDock = new QDockWidget(this);
    m_gpuDock->setObjectName(QStringLiteral("gpuDock"));
    // Scrolled, so that the panel's table never makes the bottom strip taller than the napkin's.
    auto* gpuScroll = new QScrollArea(this);
    gpuScroll->setWidget(m_gpuPanel);
    gpuScroll->setWidgetResizable(true);
    gpuScroll->setFrameShape(QFrame::NoFrame);
    m_gpuDock->setWidget(gpuScroll);
    addDockWidget(Qt::BottomDockWidgetArea, m_gpuDock);
    tabifyDockWidget(m_napkinDock, m_gpuDock);
    m_napkinDock->raise();

    // Number formats: opened from the View menu, in the bottom strip.
    m_numberFormats = new NumberFormatPanel(this);
    m_numberFormats->setObjectName(QStringLiteral("numberFormatPanel"));
    m_numberFormatsDock = new QDockWidget(this);
    m_numberFormatsDock->setObjectName(QStringLiteral("numberFormatsDock"));
    // The table is ~1400 px wide: scroll rather than squeeze the charts.
    auto* numberFormatsScroll = new QScrollArea(this);
    numberFormatsScroll->setWidget(m_numberFormats);
    numberFormatsScroll->setWidgetResizable(true);
    numberFormatsScroll->setFrameShape(QFrame::NoFrame);
    m_numberFormatsDock->setWidget(numberFormatsScroll);
    addDockWidget(Qt::BottomDockWidgetArea, m_numberFormatsDock);
    tabifyDockWidget(m_napkinDock, m_numberFormatsDock);
    m_numberFormatsDock->hide();
    m_napkinDock->raise();

    // Clicking a segment, a point or a figure explains it.
    connect(m_memory, &MemoryChart::explainRequested, this, &MainWindow::explain);
    connect(m_roofline, &RooflineChart::explainRequested, this, &MainWindow::explain);
    connect(m_napkin, &NapkinPanel::explainRequested, this, &MainWindow::explain);

    // Copy / export act on the chart last clicked.
    m_memory->plot()->installEventFilter(this);
    m_roofline->plot()->installEventFilter(this);
    m_comparison->plot()->installEventFilter(this);
    m_timeline->plot()->installEventFilter(this);
}

void MainWindow::buildMenus()
{
    // Menus and actions are made here without text; retranslateUi() names them, now and after
    // every language switch.
    m_fileMenu = menuBar()->addMenu(QString());
    m_newAction = m_fileMenu->addAction(QString(), QKeySequence::New, this, &MainWindow::newScenario);
    m_openAction = m_fileMenu->addAction(QString(), QKeySequence::Open, this, &MainWindow::openDialog);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_saveAction = m_fileMenu->addAction(QString(), QKeySequence::Save, this, &MainWindow::save);
    m_saveAsAction = m_fileMenu->addAction(QString(), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    m_fileMenu->addSeparator();
    m_exportAction = m_fileMenu->addAction(QString(), this, &MainWindow::exportChartDialog);
    m_copyAction = m_fileMenu->addAction(QString(), this, &MainWindow::copyChart);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), QKeySequence::Quit, this, &QWidget::close);

    m_editMenu = menuBar()->addMenu(QString());

    m_viewMenu = menuBar()->addMenu(QString());
    m_presentationAction = m_viewMenu->addAction(QString());
    m_presentationAction->setObjectName(QStringLiteral("presentationAction"));
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_presentationAction, &QAction::toggled, this, &MainWindow::setPresentationMode);
    addAction(m_presentationAction); // keeps F11 working in full screen, where the menu bar may hide
    m_viewMenu->addSeparator();
    m_themeGroup = new QActionGroup(this);
    m_lightAction = m_viewMenu->addAction(QString());
    m_darkAction = m_viewMenu->addAction(QString());
    for (auto [action, variant] : {std::pair{m_lightAction, ChartTheme::Variant::Light},
                                   std::pair{m_darkAction, ChartTheme::Variant::Dark}}) {
        action->setCheckable(true);
        action->setData(int(variant));
        m_themeGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, variant = variant] { setThemeVariant(variant); });
    }
    m_lightAction->setChecked(true);
    m_viewMenu->addSeparator();
    m_unitGroup = new QActionGroup(this);
    m_gibAction = m_viewMenu->addAction(QString());
    m_gbAction = m_viewMenu->addAction(QString());
    for (auto [action, unit] : {std::pair{m_gibAction, MemoryUnit::GiB}, std::pair{m_gbAction, MemoryUnit::GB}}) {
        action->setCheckable(true);
        action->setData(int(unit));
        m_unitGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, unit = unit] { setUnit(unit); });
    }
    m_gibAction->setChecked(true);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_controlsDock->toggleViewAction());
    m_viewMenu->addAction(m_napkinDock->toggleViewAction());
    m_viewMenu->addAction(m_gpuDock->toggleViewAction());
    QAction* numberFormats = m_numberFormatsDock->toggleViewAction();
    numberFormats->setObjectName(QStringLiteral("numberFormatsAction"));
    connect(numberFormats, &QAction::toggled, this, [this](bool on) {
        if (on)
            m_numberFormatsDock->raise();
    });
    m_viewMenu->addAction(numberFormats);
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    m_languageGroup = new QActionGroup(this);
    for (const LanguageManager::Language& language : LanguageManager::available()) {
        QAction* action = m_languageMenu->addAction(language.nativeName);
        action->setCheckable(true);
        action->setData(language.code);
        action->setObjectName(QStringLiteral("language-%1").arg(language.code));
        action->setChecked(language.code == m_languages->language());
        m_languageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, code = language.code] { setLanguage(code); });
    }

    m_gpuMenu = menuBar()->addMenu(QString());
    m_loadResultsAction = m_gpuMenu->addAction(QString(), this, [this] {
        m_gpuDock->show();
        m_gpuDock->raise();
        m_gpuPanel->loadResultsInteractively();
    });
    m_loadResultsAction->setObjectName(QStringLiteral("gpuLoadResultsAction"));

    m_lecturesMenu = menuBar()->addMenu(QString());
    m_lecturesMenu->setToolTipsVisible(true);
    const int lectureCount = int(Lectures::all().size());
    for (int i = 0; i < lectureCount; ++i) {
        QAction* action = m_lecturesMenu->addAction(QString(), this, [this, i] { loadLecture(i); });
        action->setObjectName(QStringLiteral("lecture%1").arg(i));
    }

    m_helpMenu = menuBar()->addMenu(QString());
    m_formulasAction = m_helpMenu->addAction(QString(), this, &MainWindow::showFormulas);
    m_formulasAction->setObjectName(QStringLiteral("formulasAction"));
    m_formulasAction->setShortcut(QKeySequence::HelpContents);
    m_helpMenu->addSeparator();
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::about);
    m_aboutQtAction = m_helpMenu->addAction(QString(), qApp, &QApplication::aboutQt);
}

void MainWindow::rebuildUndoActions()
{
    // QUndoStack fixes an action's prefix ("Undo") when it makes the action: a new language
    // needs new actions.
    delete m_undoAction;
    delete m_redoAction;
    m_undoAction = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_redoAction = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
}

void MainWindow::retranslateUi()
{
    m_memory->setToolTip(tr("Memory per GPU, component by component, against the GPU's capacity. Click a "
                            "segment to see how it is computed."));
    m_comparisonPicker->setAccessibleName(tr("Compare by"));
    m_comparisonPicker->setToolTip(tr("The field varied across the bars; everything else stays as set on the left."));
    m_comparisonPicker->setItemText(0, tr("ZeRO stage"));
    m_comparisonPicker->setItemText(1, tr("Activation checkpointing"));
    m_comparisonPicker->setItemText(2, tr("Precision"));
    m_comparisonPicker->setItemText(3, tr("Sequence length"));
    m_comparisonLabel->setText(tr("&Compare by:"));
    m_tabs->setTabText(0, tr("&Memory and roofline"));
    m_tabs->setTabText(1, tr("C&omparison"));
    m_tabs->setTabText(2, tr("Step &timeline"));
    m_controlsDock->setWindowTitle(tr("Scenario"));
    m_napkinDock->setWindowTitle(tr("Napkin math"));
    m_gpuDock->setWindowTitle(tr("GPU benchmark"));
    m_numberFormatsDock->setWindowTitle(tr("Number formats"));

    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New"));
    m_openAction->setText(tr("&Open..."));
    m_recentMenu->setTitle(tr("Open &Recent"));
    rebuildRecentMenu();
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As..."));
    m_exportAction->setText(tr("&Export Chart..."));
    m_exportAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    m_copyAction->setText(tr("&Copy Chart"));
    m_copyAction->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    m_quitAction->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    rebuildUndoActions();
    m_viewMenu->setTitle(tr("&View"));
    m_presentationAction->setText(tr("&Presentation Mode"));
    m_presentationAction->setToolTip(tr("Full screen with large fonts and thick lines for a projector"));
    m_lightAction->setText(tr("&Light Theme"));
    m_darkAction->setText(tr("&Dark Theme"));
    m_gibAction->setText(tr("Units: &GiB (2^30 bytes)"));
    m_gbAction->setText(tr("Units: G&B (10^9 bytes)"));
    QAction* numberFormats = m_numberFormatsDock->toggleViewAction();
    numberFormats->setText(tr("&Number Formats"));
    numberFormats->setStatusTip(tr("Bit layouts, ranges and rounding of FP32 down to FP4"));
    m_languageMenu->setTitle(tr("&Language"));
    m_gpuMenu->setTitle(tr("&GPU"));
    m_loadResultsAction->setText(tr("&Load Results..."));
    m_loadResultsAction->setStatusTip(tr("Load bench results (JSON) measured here or on another machine"));
    m_lecturesMenu->setTitle(tr("&Lectures"));
    const std::vector<Lecture> lectures = Lectures::all();
    const QList<QAction*> lectureActions = m_lecturesMenu->actions();
    for (int i = 0; i < int(lectures.size()) && i < int(lectureActions.size()); ++i) {
        lectureActions[i]->setText(lectures[std::size_t(i)].title);
        lectureActions[i]->setToolTip(lectures[std::size_t(i)].toolTip);
        lectureActions[i]->setStatusTip(lectures[std::size_t(i)].toolTip);
    }
    m_helpMenu->setTitle(tr("&Help"));
    m_formulasAction->setText(tr("&Formulas"));
    m_formulasAction->setStatusTip(tr("Every formula RoofLab uses, with its source"));
    m_aboutAction->setText(tr("&About RoofLab"));
    m_aboutQtAction->setText(tr("About &Qt"));
    if (m_formulasDialog)
        m_formulasDialog->setWindowTitle(tr("RoofLab formulas"));

    updateTitle();
    // Texts the charts get from here (model label, comparison bars, status line).
    m_comparisonDirty = true;
    if (m_document->evaluationCount() > 0)
        recomputeNow();
    if (!m_document->valid())
        updateMemory(); // the last valid report's, in the new language
    // Another language wraps the napkin figures differently: once they are laid out at their
    // widths (after this event-loop turn), grow the strip if they need more height. Never shrink
    // it: a strip the user made taller (restored from the settings) stays as it is.
    QTimer::singleShot(0, this, [this] {
        const int needed = m_napkin->sizeHint().height() + 40;
        if (m_napkinDock->isVisible() && m_napkinDock->height() < needed)
            resizeDocks({m_napkinDock}, {needed}, Qt::Vertical);
    });
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && m_fileMenu)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

bool MainWindow::switchLanguage(const QString& code)
{
    if (!m_languages->setLanguage(code))
        return false;
    for (QAction* action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == code);
    return true;
}

bool MainWindow::setLanguage(const QString& code, bool remember)
{
    if (!switchLanguage(code))
        return false;
    if (m_settings && remember)
        m_settings->setLanguage(code);
    return true;
}

QString MainWindow::language() const
{
    return m_languages->language();
}

void MainWindow::explain(const QStringList& figureIds, const QPoint& globalPos)
{
    if (!m_document->valid())
        return;
    // Tracing re-runs the evaluation with recording on (~0.1 ms): only when someone asks.
    const TracedReport traced = m_document->traced();
    const ExplainStyle style = localizedExplainStyle(m_unit);
    std::vector<Explanation> explanations;
    for (const QString& id : figureIds)
        explanations.push_back(explainFigure(traced.trace, id.toStdString(), style));
    if (!m_explainPopup)
        m_explainPopup = new ExplainPopup(this);
    m_explainPopup->showExplanations(explanations, globalPos);
}

void MainWindow::showFormulas()
{
    if (!m_formulasDialog) {
        m_formulasDialog = new QDialog(this);
        m_formulasDialog->setObjectName(QStringLiteral("formulasDialog"));
        auto* layout = new QVBoxLayout(m_formulasDialog);
        m_formulaView = new FormulaView(m_formulasDialog);
        layout->addWidget(m_formulaView);
        m_formulasDialog->setWindowTitle(tr("RoofLab formulas"));
        m_formulasDialog->resize(1100, 800);
    }
    m_formulaView->setScenario(m_document->scenario());
    m_formulasDialog->show();
    m_formulasDialog->raise();
}

void MainWindow::useSettings()
{
    m_settings = std::make_unique<Settings>();
    const QString language = m_settings->language();
    switchLanguage(language.isEmpty() ? LanguageManager::systemLanguage() : language);
    if (!m_settings->geometry().isEmpty())
        restoreGeometry(m_settings->geometry());
    if (!m_settings->windowState().isEmpty())
        restoreState(m_settings->windowState());
    const bool dark = m_settings->theme() == QLatin1String("dark");
    setThemeVariant(dark ? ChartTheme::Variant::Dark : ChartTheme::Variant::Light);
    setUnit(m_settings->unit() == QLatin1String("GB") ? MemoryUnit::GB : MemoryUnit::GiB);
    const QByteArray last = m_settings->lastScenario();
    if (!last.isEmpty()) {
        const ScenarioLoadResult loaded = ScenarioFile::parse(last);
        if (loaded.ok)
            setScenario(loaded.scenario, false);
    }
    rebuildRecentMenu();
}

void MainWindow::setScenario(const Scenario& scenario, bool undoable)
{
    // A whole new scenario (a file, a lecture, the last session), not a slider step: the memory
    // chart fits its axes to it afresh instead of keeping the previous scenario's range.
    m_memory->resetRanges();
    m_document->replace(scenario, undoable ? tr("Load %1").arg(scenarioLabel(scenario)) : QString());
}

void MainWindow::onPanelChanged()
{
    if (m_applyingUndo)
        return; // the controls following the document, not a user's edit
    const QString source = m_panel->lastEditedControl();
    QString what = source;
    if (auto* control = m_panel->findChild<QWidget*>(source); control && !control->accessibleName().isEmpty())
        what = control->accessibleName();
    m_document->edit(m_panel->scenario(), tr("Change %1").arg(what), source);
}

void MainWindow::showReplacedScenario(const Scenario& scenario)
{
    m_applyingUndo = true;
    m_panel->setScenario(scenario);
    m_applyingUndo = false;
}

void MainWindow::showMeasurementsOnRoofline()
{
    // The chart draws each source of the store under its id: the live sweep's points as they
    // come, a file as it loads. (The document follows the same store to recalibrate the step
    // time with the runs of the scenario's GPU, core/measuredefficiency.h.)
    const MeasurementStore* store = m_document->measurements();
    auto show = [this, store](const QString& id) {
        if (const MeasurementSource* source = store->source(id))
            m_roofline->setMeasuredSource(*source);
    };
    connect(store, &MeasurementStore::sourceAdded, m_roofline, show);
    connect(store, &MeasurementStore::sourceChanged, m_roofline, show);
    connect(store, &MeasurementStore::pointsAppended, m_roofline, [this, store](const QString& id, int first) {
        if (const MeasurementSource* source = store->source(id))
            m_roofline->appendMeasuredPoints(*source, first);
    });
    connect(store, &MeasurementStore::sourceRemoved, m_roofline, &RooflineChart::removeMeasuredSource);
    connect(store, &MeasurementStore::cleared, m_roofline, &RooflineChart::clearMeasured);
    for (const QString& id : store->ids())
        show(id);
}

void MainWindow::recomputeNow()
{
    m_document->evaluateNow();
}

void MainWindow::showProblems(const QStringList& problems)
{
    m_messageTimer->stop();
    m_verdictLabel->setText(tr("Not evaluated: %1").arg(problems.join(QStringLiteral("; "))));
    m_verdictLabel->setToolTip(problems.join(QLatin1Char('\n')));
    emit recomputed();
}

void MainWindow::showReport(const Scenario& scenario, const Report& report)
{
    m_reportScenario = scenario;
    updateMemory();
    m_roofline->setData(scenario, report);
    m_napkin->setReport(scenario, report);
    m_gpuPanel->setScenario(scenario);
    m_comparisonDirty = true;
    m_timelineDirty = true;
    updateTimeline();
    updateComparison();
    updateStatus();
    emit recomputed();
}

void MainWindow::updateMemory()
{
    if (!m_reportScenario)
        return; // nothing evaluated yet
    m_memoryStacks = memoryStacks(*m_reportScenario, m_document->report(), m_unit);
    m_memory->setStacks(m_memoryStacks);
}

void MainWindow::updateComparison()
{
    // Five extra evaluations: only worth doing while the comparison is on screen.
    if (!m_comparisonDirty || !m_document->valid() || m_tabs->currentWidget() != m_comparisonPage)
        return;
    const auto dimension = ComparisonDimension(m_comparisonPicker->currentData().toInt());
    m_comparison->setStacks(comparisonStacks(m_document->scenario(), dimension));
    m_comparisonDirty = false;
}

void MainWindow::updateTimeline()
{
    // A pipeline's schedule is simulated block by block: only while the timeline is on screen.
    if (!m_timelineDirty || !m_document->valid() || m_tabs->currentWidget() != m_timeline)
        return;
    m_timeline->setTimeline(buildStepTimeline(m_document->scenario(), m_document->report()), m_document->report().step);
    m_timelineDirty = false;
}

void MainWindow::showTransientMessage(const QString& text, int milliseconds)
{
    // In the verdict label itself rather than QStatusBar::showMessage, which painted over the
    // label when both were set while the window was being shown.
    m_verdictLabel->setText(text);
    m_verdictLabel->setToolTip(text);
    m_messageTimer->start(milliseconds);
}

void MainWindow::updateStatus()
{
    const Report& report = m_document->report();
    const RooflineReport& roof = report.roofline;
    const QString phase = roof.phase == Phase::Train     ? tr("training")
                          : roof.phase == Phase::Prefill ? tr("prefill")
                                                         : tr("decode");
    // Training uses the step-time model (communication, bubble, efficiency); inference the roofline.
    const bool training = roof.phase == Phase::Train && report.step.timeS > 0;
    const double time = training ? report.step.timeS : roof.stepTimeS;
    const double mfu = training ? report.step.mfu : roof.predictedMfu;
    m_speedLabel->setText(tr("%1: %2, MFU %3 %")
                              .arg(phase, format::duration(time), format::percent(mfu)));
    if (m_messageTimer->isActive())
        return; // the verdict comes back when the message times out
    // The memory chart's verdict, made once with its bars.
    QString verdict = m_memoryStacks.verdict.joined(QStringLiteral(" - "));
    QString tip = verdict;
    if (!report.warnings.empty()) {
        QStringList warnings;
        for (const std::string& w : report.warnings)
            warnings << QString::fromStdString(w);
        verdict += tr("   |   warning: %1%2")
                       .arg(warnings.first(), warnings.size() > 1 ? tr(" (+%1 more)").arg(warnings.size() - 1) : QString());
        tip += QLatin1Char('\n') + warnings.join(QLatin1Char('\n'));
    }
    m_verdictLabel->setText(verdict);
    m_verdictLabel->setToolTip(tip);
}

void MainWindow::updateTitle()
{
    const QString name = m_path.isEmpty() ? tr("untitled") : QFileInfo(m_path).fileName();
    setWindowTitle(tr("%1[*] - RoofLab").arg(name));
    setWindowModified(m_document->modified());
}

QCustomPlot* MainWindow::chartPlot(ChartKind kind) const
{
    switch (kind) {
    case ChartKind::Memory: return m_memory->plot();
    case ChartKind::Roofline: return m_roofline->plot();
    case ChartKind::Comparison: return m_comparison->plot();
    case ChartKind::Timeline: return m_timeline->plot();
    }
    return nullptr;
}

void MainWindow::setPresentationMode(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    {
        const QSignalBlocker blocker(m_presentationAction);
        m_presentationAction->setChecked(on);
    }
    if (on) {
        m_statesBeforePresentation = windowState();
        m_geometryBeforePresentation = geometry();
        // The charts get the room; the numbers are in the status bar.
        m_bottomDocksBeforePresentation.clear();
        for (QDockWidget* dock : {m_napkinDock, m_gpuDock, m_numberFormatsDock})
            if (dock->isVisible()) {
                m_bottomDocksBeforePresentation.append(dock);
                dock->hide();
            }
        // Without a window manager (a bare X server, kiosk set-ups) the full-screen request is
        // ignored, so take the screen's geometry ourselves as well.
        if (QScreen* screen = this->screen())
            setGeometry(screen->geometry());
        showFullScreen();
    } else {
        for (QDockWidget* dock : std::as_const(m_bottomDocksBeforePresentation))
            dock->show();
        setWindowState(m_statesBeforePresentation & ~Qt::WindowFullScreen);
        if (!(m_statesBeforePresentation & Qt::WindowMaximized)) {
            showNormal();
            if (m_geometryBeforePresentation.isValid())
                setGeometry(m_geometryBeforePresentation);
        }
    }
    applyTheme();
}

void MainWindow::setThemeVariant(ChartTheme::Variant variant)
{
    m_themeVariant = variant;
    for (QAction* action : m_themeGroup->actions())
        action->setChecked(action->data().toInt() == int(variant));
    if (m_settings)
        m_settings->setTheme(variant == ChartTheme::Variant::Dark ? QStringLiteral("dark") : QStringLiteral("light"));
    applyTheme();
}

void MainWindow::applyTheme()
{
    const ChartTheme theme = m_presentation ? ChartTheme::presentation() : ChartTheme::forVariant(m_themeVariant);
    m_memory->setTheme(theme);
    m_roofline->setTheme(theme);
    m_comparison->setTheme(theme);
    m_timeline->setTheme(theme);
    m_numberFormats->setTheme(theme); // presentation: larger fonts and bit boxes
    // The controls follow the charts: a dark chart beside a white panel glares.
    if (qApp->style()->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) != 0 && theme.variant() == ChartTheme::Variant::Dark)
        qApp->setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    // The palette the application started with (the desktop's), restored when leaving dark.
    static const QPalette startPalette = qApp->palette();
    QPalette palette = startPalette;
    if (theme.variant() == ChartTheme::Variant::Dark) {
        palette.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x31));
        palette.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
        palette.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
        palette.setColor(QPalette::AlternateBase, QColor(0x2b, 0x2d, 0x31));
        palette.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
        palette.setColor(QPalette::Button, QColor(0x3a, 0x3c, 0x41));
        palette.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
        palette.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3c, 0x41));
        palette.setColor(QPalette::ToolTipText, QColor(0xe6, 0xe6, 0xe6));
        palette.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xd6));
        palette.setColor(QPalette::HighlightedText, Qt::white);
        palette.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
        palette.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
        palette.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    }
    qApp->setPalette(palette);
    // The controls keep their size in presentation mode: the charts carry the lecture, and a
    // larger font would not fit the control column.
}

void MainWindow::setUnit(MemoryUnit unit)
{
    m_unit = unit;
    for (QAction* action : m_unitGroup->actions())
        action->setChecked(action->data().toInt() == int(unit));
    m_memory->setUnit(unit);
    m_comparison->setUnit(unit);
    if (m_settings)
        m_settings->setUnit(unit == MemoryUnit::GB ? QStringLiteral("GB") : QStringLiteral("GiB"));
    updateMemory(); // the verdict's figures are in the unit
    if (m_document->valid())
        updateStatus();
}

void MainWindow::setComparisonDimension(ComparisonDimension dimension)
{
    const int index = m_comparisonPicker->findData(int(dimension));
    if (index >= 0)
        m_comparisonPicker->setCurrentIndex(index);
}

void MainWindow::showComparison(bool on)
{
    m_tabs->setCurrentWidget(on ? m_comparisonPage : m_tabs->widget(0));
}

void MainWindow::showChart(ChartKind kind)
{
    switch (kind) {
    case ChartKind::Memory:
    case ChartKind::Roofline: m_tabs->setCurrentIndex(0); break;
    case ChartKind::Comparison: m_tabs->setCurrentWidget(m_comparisonPage); break;
    case ChartKind::Timeline: m_tabs->setCurrentWidget(m_timeline); break;
    }
}

bool MainWindow::openScenarioFile(const QString& path)
{
    const ScenarioLoadResult loaded = ScenarioFile::load(path);
    if (!loaded.ok) {
        reportError(tr("Cannot open scenario"),
                    tr("%1 was not loaded; the current scenario is unchanged.\n\n%2")
                        .arg(QFileInfo(path).fileName(), loaded.errors.join(QLatin1Char('\n'))));
        return false;
    }
    setScenario(loaded.scenario, true);
    if (!path.startsWith(QLatin1Char(':'))) {
        m_path = path;
        rememberFile(path);
    } else {
        m_path.clear(); // a built-in lecture: Save asks where to put the copy
    }
    m_document->markSaved();
    updateTitle();
    if (!loaded.warnings.isEmpty())
        showTransientMessage(tr("Loaded %1 with warnings: %2")
                                 .arg(QFileInfo(path).fileName(), loaded.warnings.join(QStringLiteral("; "))),
                                 15000);
    else
        showTransientMessage(tr("Loaded %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool MainWindow::saveScenarioFile(const QString& path)
{
    QString error;
    if (!ScenarioFile::save(m_document->scenario(), path, &error)) {
        reportError(tr("Cannot save scenario"), error);
        return false;
    }
    m_path = path;
    m_document->markSaved();
    rememberFile(path);
    updateTitle();
    showTransientMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

void MainWindow::reportError(const QString& title, const QString& text)
{
    m_lastError = text;
    if (m_errorHook) {
        m_errorHook(title, text);
        return;
    }
    QMessageBox::warning(this, title, text);
}

void MainWindow::rememberFile(const QString& path)
{
    if (!m_settings)
        return;
    m_settings->addRecentFile(path);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_settings ? m_settings->recentFiles() : QStringList();
    for (const QString& path : files)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] {
            if (!openScenarioFile(path) && m_settings && !QFileInfo::exists(path)) {
                m_settings->removeRecentFile(path);
                rebuildRecentMenu();
            }
        })->setToolTip(path);
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::newScenario()
{
    setScenario(defaultScenario(), true);
    m_path.clear();
    updateTitle();
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Scenario"), QFileInfo(m_path).absolutePath(),
                                                      tr("RoofLab scenarios (*.json);;All files (*)"));
    if (!path.isEmpty())
        openScenarioFile(path);
}

bool MainWindow::save()
{
    return m_path.isEmpty() ? saveAs() : saveScenarioFile(m_path);
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Scenario"),
                                                m_path.isEmpty() ? tr("scenario.json") : m_path,
                                                tr("RoofLab scenarios (*.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    return saveScenarioFile(path);
}

void MainWindow::exportChartDialog()
{
    ChartExportDialog dialog(this);
    dialog.setChart(m_activeChart);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.chart() == ChartKind::Comparison) {
        showComparison(true);
        updateComparison();
    } else if (dialog.chart() == ChartKind::Timeline) {
        m_tabs->setCurrentWidget(m_timeline);
        updateTimeline();
    }
    QString error;
    if (!ChartExporter::exportChart(chartPlot(dialog.chart()), dialog.path(), dialog.outputSize(), dialog.scale(), &error))
        reportError(tr("Cannot export chart"), error);
    else
        showTransientMessage(tr("Exported %1").arg(dialog.path()), 5000);
}

void MainWindow::copyChart()
{
    if (ChartExporter::copyToClipboard(chartPlot(m_activeChart)))
        showTransientMessage(tr("Chart copied (1920 x 1080)"), 4000);
    else
        reportError(tr("Cannot copy chart"), tr("The clipboard is not available."));
}

void MainWindow::loadLecture(int index)
{
    const Lecture lecture = Lectures::all().at(std::size_t(index));
    if (!openScenarioFile(lecture.resource))
        return;
    if (lecture.comparison) {
        setComparisonDimension(*lecture.comparison);
        showComparison(true);
    } else {
        showComparison(false);
    }
}

void MainWindow::about()
{
    QMessageBox::about(
        this, tr("About RoofLab"),
        tr("<h3>RoofLab %1</h3>"
           "<p>Will this model fit on the GPU, and will it be fast? Training and inference memory, "
           "FLOPs and the roofline of one scenario.</p>"
           "<p>Copyright the RoofLab authors. RoofLab is free software: you can redistribute it and/or "
           "modify it under the terms of the GNU General Public License as published by the Free Software "
           "Foundation, either version 3 of the License, or (at your option) any later version "
           "(GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.</p>"
           "<p>Charts drawn with <a href=\"https://www.qcustomplot.com/\">QCustomPlot</a> by Emanuel "
           "Eichhammer (GPL-3.0). Built with Qt %2 and nlohmann/json.</p>")
            .arg(QStringLiteral(ROOFLAB_VERSION), QString::fromLatin1(qVersion())));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (m_settings) {
        if (m_presentation)
            setPresentationMode(false);
        m_settings->setGeometry(saveGeometry());
        m_settings->setWindowState(saveState());
        m_settings->setLastScenario(QByteArray::fromStdString(serializeScenario(m_document->scenario())));
    }
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const auto urls = event->mimeData()->urls();
    if (!urls.isEmpty() && isScenarioUrl(urls.first()))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const auto urls = event->mimeData()->urls();
    if (urls.isEmpty() || !isScenarioUrl(urls.first()))
        return;
    event->acceptProposedAction();
    const QString path = urls.first().toLocalFile();
    // Not from inside the drop handler: an error dialog there would block the drag source.
    QTimer::singleShot(0, this, [this, path] { openScenarioFile(path); });
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::MouseButtonPress || event->type() == QEvent::FocusIn) {
        if (watched == m_memory->plot())
            m_activeChart = ChartKind::Memory;
        else if (watched == m_roofline->plot())
            m_activeChart = ChartKind::Roofline;
        else if (watched == m_comparison->plot())
            m_activeChart = ChartKind::Comparison;
        else if (watched == m_timeline->plot())
            m_activeChart = ChartKind::Timeline;
    }
    return QMainWindow::eventFilter(watched, event);
}

} // namespace rooflab
