#pragma once
// The RoofLab window: controls on the left, memory and roofline charts (and the comparison
// view) in the middle, napkin math in a strip below them. Data flows one way: ControlPanel -> Scenario
// -> core evaluate() -> Report -> charts, once per event-loop turn however many slider events
// arrived in it.
#include "core/report.h"
#include "core/scenario.h"
#include "document/comparisonbuilder.h"
#include "document/memorystacks.h"
#include "document/scenariodocument.h"
#include "widgets/charttheme.h"
#include "widgets/memorychart.h"

#include <QMainWindow>
#include <QRect>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QActionGroup;
class QComboBox;
class QDialog;
class QCustomPlot;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class QTimer;
class QUndoStack;

namespace rooflab {

class ComparisonChart;
class ControlPanel;
class GpuPanel;
class NumberFormatPanel;
class NapkinPanel;
class ExplainPopup;
class FormulaView;
class LanguageManager;
class RooflineChart;
class TimelineChart;
class Settings;

enum class ChartKind { Memory, Roofline, Comparison, Timeline };

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Reads theme, units, recent files, geometry and the last scenario from QSettings, and
    // writes them back on close. Off unless called (tests and the benchmark stay hermetic).
    void useSettings();

    // Replaces the scenario (undoable when `undoable`), updating controls and charts.
    void setScenario(const Scenario& scenario, bool undoable = true);
    Scenario scenario() const { return m_document->scenario(); }
    const Report& report() const { return m_document->report(); }
    bool reportValid() const { return m_document->valid(); }
    ScenarioDocument* document() const { return m_document; }

    // Loads a scenario file. On errors reports them (reportError) and changes nothing.
    bool openScenarioFile(const QString& path);
    // Atomic save; on failure reports the error and leaves any existing file untouched.
    bool saveScenarioFile(const QString& path);
    QString currentFile() const { return m_path; }

    // Evaluates now and hands the report to every chart (the coalesced update calls this too).
    void recomputeNow();
    int recomputeCount() const { return m_document->evaluationCount(); }
    // How a control change reaches evaluate() (ScenarioDocument::UpdateMode); ZeroTimer and
    // Direct are kept for bench_interaction's comparison.
    using UpdateMode = ScenarioDocument::UpdateMode;
    void setUpdateMode(UpdateMode mode) { m_document->setUpdateMode(mode); }

    void setPresentationMode(bool on);
    bool presentationMode() const { return m_presentation; }
    void setThemeVariant(ChartTheme::Variant variant);
    void setUnit(MemoryUnit unit);
    void setComparisonDimension(ComparisonDimension dimension);
    // Switches the interface language at run time ("en", "de", "es", "fr", "zh_CN"); false for
    // one RoofLab does not have. Remembered in the settings when useSettings() is on and
    // `remember` (a --language on the command line applies to one run).
    bool setLanguage(const QString& code, bool remember = true);
    QString language() const;
    // Shows how the figures were computed, beside `globalPos` (a chart or panel asks).
    void explain(const QStringList& figureIds, const QPoint& globalPos);
    ExplainPopup* explainPopup() const { return m_explainPopup; }
    // Help > Formulas.
    void showFormulas();
    FormulaView* formulaView() const { return m_formulaView; }
    void showComparison(bool on);
    // Brings the tab that holds `kind` to the front (memory and roofline share one).
    void showChart(ChartKind kind);

    ControlPanel* controlPanel() const { return m_panel; }
    MemoryChart* memoryChart() const { return m_memory; }
    RooflineChart* rooflineChart() const { return m_roofline; }
    ComparisonChart* comparisonChart() const { return m_comparison; }
    TimelineChart* timelineChart() const { return m_timeline; }
    NapkinPanel* napkinPanel() const { return m_napkin; }
    QUndoStack* undoStack() const { return m_document->undoStack(); }
    QCustomPlot* chartPlot(ChartKind kind) const;

    // Errors normally pop up a QMessageBox; a hook (tests) receives them instead. lastError()
    // keeps the latest either way.
    using ErrorHook = std::function<void(const QString& title, const QString& text)>;
    void setErrorHook(ErrorHook hook) { m_errorHook = std::move(hook); }
    QString lastError() const { return m_lastError; }

signals:
    void recomputed();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    virtual void reportError(const QString& title, const QString& text);

private:
    void buildCentral();
    void buildMenus();
    void retranslateUi();
    void rebuildUndoActions();
    bool switchLanguage(const QString& code); // setLanguage without remembering the choice
    void onPanelChanged();
    // The document's signals: the controls follow a replaced scenario; the views draw a report
    // or the reason there is none.
    void showReplacedScenario(const Scenario& scenario);
    void showReport(const Scenario& scenario, const Report& report);
    void showProblems(const QStringList& problems);
    // The measurement store's sources onto the roofline chart, by id.
    void showMeasurementsOnRoofline();
    // Makes the memory chart's bars and verdict from the last report in the current unit and
    // language, and gives them to the chart (the status bar reads them from m_memoryStacks).
    void updateMemory();
    void updateComparison();
    void updateTimeline();
    void updateStatus();
    void showTransientMessage(const QString& text, int milliseconds);
    void updateTitle();
    void applyTheme();
    void rebuildRecentMenu();
    void rememberFile(const QString& path);

    void newScenario();
    void openDialog();
    bool save();
    bool saveAs();
    void exportChartDialog();
    void copyChart();
    void loadLecture(int index);
    void about();

    ControlPanel* m_panel = nullptr;
    MemoryChart* m_memory = nullptr;
    RooflineChart* m_roofline = nullptr;
    ComparisonChart* m_comparison = nullptr;
    TimelineChart* m_timeline = nullptr;
    QComboBox* m_comparisonPicker = nullptr;
    QWidget* m_comparisonPage = nullptr;
    NapkinPanel* m_napkin = nullptr;
    QTabWidget* m_tabs = nullptr;
    QDockWidget* m_controlsDock = nullptr;
    QDockWidget* m_napkinDock = nullptr;
    GpuPanel* m_gpuPanel = nullptr;
    QDockWidget* m_gpuDock = nullptr;
    NumberFormatPanel* m_numberFormats = nullptr;
    QDockWidget* m_numberFormatsDock = nullptr;
    QLabel* m_verdictLabel = nullptr;
    QLabel* m_speedLabel = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_gpuMenu = nullptr;
    QMenu* m_lecturesMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_exportAction = nullptr;
    QAction* m_copyAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_lightAction = nullptr;
    QAction* m_darkAction = nullptr;
    QAction* m_gibAction = nullptr;
    QAction* m_gbAction = nullptr;
    QAction* m_loadResultsAction = nullptr;
    QAction* m_formulasAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_aboutQtAction = nullptr;
    QActionGroup* m_languageGroup = nullptr;
    QLabel* m_comparisonLabel = nullptr;
    LanguageManager* m_languages = nullptr;
    ExplainPopup* m_explainPopup = nullptr;
    QDialog* m_formulasDialog = nullptr;
    FormulaView* m_formulaView = nullptr;
    QTimer* m_messageTimer = nullptr;
    QAction* m_presentationAction = nullptr;
    QActionGroup* m_themeGroup = nullptr;
    QActionGroup* m_unitGroup = nullptr;
    ScenarioDocument* m_document = nullptr;
    std::unique_ptr<Settings> m_settings;
    // The memory chart's bars and the verdict the chart and the status bar both show, made from
    // the document's report and the scenario it is of (the document's own may be invalid).
    MemoryStacks m_memoryStacks;
    std::optional<Scenario> m_reportScenario;

    bool m_comparisonDirty = true;
    bool m_timelineDirty = true;
    bool m_applyingUndo = false; // the controls are following the document
    QString m_path;
    QString m_lastError;
    ErrorHook m_errorHook;
    ChartKind m_activeChart = ChartKind::Memory;

    ChartTheme::Variant m_themeVariant = ChartTheme::Variant::Light;
    MemoryUnit m_unit = MemoryUnit::GiB;
    bool m_presentation = false;
    Qt::WindowStates m_statesBeforePresentation;
    QRect m_geometryBeforePresentation;
    QList<QDockWidget*> m_bottomDocksBeforePresentation; // shown again when presentation ends
};

} // namespace rooflab
