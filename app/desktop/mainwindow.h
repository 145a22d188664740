#pragma once
// The RoofLab window: controls on the left, memory and roofline charts (and the comparison
// view) in the middle, napkin math in a strip below them. Data flows one way: a control's edit ->
// ScenarioDocument -> core evaluate() -> Report -> charts, once per event-loop turn however many
// slider events arrived in it.
#include "chartarea.h"
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "dockpanels.h"
#include "document/comparisonbuilder.h"
#include "document/memorystacks.h"
#include "document/scenariodocument.h"
#include "documentfiles.h"
#include "widgets/charts/charttheme.h"

#include <QMainWindow>
#include <QString>

#include <functional>
#include <memory>

class QCustomPlot;
class QUndoStack;

namespace rooflab {

class ComparisonChart;
class ControlPanel;
class NapkinPanel;
class ExplainPopup;
class Explainer;
class DocumentFiles;
class FileComparison;
class FormulaView;
class PresentationStage;
class ExerciseCoach;
class LanguageManager;
class LectureTour;
class MainMenus;
class MemoryChart;
class RooflineChart;
class StatusLine;
class TimelineChart;
class Settings;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Reads theme, units, recent files, geometry and the last scenario from QSettings, and
    // writes them back on close. Off unless called (tests and the benchmark stay hermetic).
    void useSettings();

    // Replaces the scenario (undoable when `undoable`), updating controls and charts.
    void setScenario(const Scenario& scenario, bool undoable = true) { m_files->replaceScenario(scenario, undoable); }
    Scenario scenario() const { return m_document->scenario(); }
    const Report& report() const { return m_document->report(); }
    bool reportValid() const { return m_document->valid(); }
    ScenarioDocument* document() const { return m_document; }

    // Loads a scenario file. On errors reports them (reportError) and changes nothing.
    bool openScenarioFile(const QString& path) { return m_files->open(path); }
    // Atomic save; on failure reports the error and leaves any existing file untouched.
    bool saveScenarioFile(const QString& path) { return m_files->saveTo(path); }
    // A Hugging Face config.json as the scenario's model (File > Import Model Config).
    bool importModelConfig(const QString& path) { return m_files->importModelConfig(path); }
    QString currentFile() const { return m_files->path(); }
    DocumentFiles* files() const { return m_files; }
    // File > Compare with file... (its dialog, and compareWith(path) without the file dialog).
    FileComparison* fileComparison() const { return m_fileComparison; }
    // Lectures > Exercises at exercise `index` (0-based; the command line's --exercise).
    void startExercise(int index);
    // rooflab-bench results onto the roofline (GPU > Load Results without the dialog; a path or
    // a shipped ":/measurements/..." file). Errors are shown; false when the file did not load.
    bool loadMeasurements(const QString& path);

    // Evaluates now and hands the report to every chart (the coalesced update calls this too).
    void recomputeNow() { m_document->evaluateNow(); }
    int recomputeCount() const { return m_document->evaluationCount(); }
    // How a control change reaches evaluate() (ScenarioDocument::UpdateMode); ZeroTimer and
    // Direct are kept for bench_interaction's comparison.
    using UpdateMode = ScenarioDocument::UpdateMode;
    void setUpdateMode(UpdateMode mode) { m_document->setUpdateMode(mode); }

    void setPresentationMode(bool on);
    void setThemeVariant(ChartTheme::Variant variant);
    void setUnit(MemoryUnit unit);
    void setComparisonDimension(ComparisonDimension dimension) { m_charts->setComparisonDimension(dimension); }
    // Switches the interface language at run time ("en", "de", "es", "fr", "zh_CN"); false for
    // one RoofLab does not have. Remembered in the settings when useSettings() is on and
    // `remember` (a --language on the command line applies to one run).
    bool setLanguage(const QString& code, bool remember = true);
    QString language() const;
    // Shows how the figures were computed, beside `globalPos` (a chart or panel asks).
    void explain(const QStringList& figureIds, const QPoint& globalPos);
    ExplainPopup* explainPopup() const;
    // Help > Formulas.
    void showFormulas();
    FormulaView* formulaView() const;
    void showComparison(bool on) { m_charts->showChart(on ? ChartKind::Comparison : ChartKind::Memory); }
    // Brings the tab that holds `kind` to the front (memory and roofline share one).
    void showChart(ChartKind kind) { m_charts->showChart(kind); }

    ControlPanel* controlPanel() const { return m_docks->controls(); }
    MemoryChart* memoryChart() const { return m_charts->memoryChart(); }
    RooflineChart* rooflineChart() const { return m_charts->rooflineChart(); }
    ComparisonChart* comparisonChart() const { return m_charts->comparisonChart(); }
    TimelineChart* timelineChart() const { return m_charts->timelineChart(); }
    NapkinPanel* napkinPanel() const { return m_docks->napkin(); }
    QUndoStack* undoStack() const { return m_document->undoStack(); }
    QCustomPlot* chartPlot(ChartKind kind) const { return m_charts->plot(kind); }

    // Errors normally pop up a QMessageBox; a hook (tests) receives them instead. lastError()
    // keeps the latest either way.
    using ErrorHook = std::function<void(const QString& title, const QString& text)>;
    void setErrorHook(ErrorHook hook) { m_errorHook = std::move(hook); }
    QString lastError() const { return m_lastError; }
    // New, Open, a lecture, a drop or Quit over unsaved edits asks Save / Discard / Cancel in a
    // dialog; a hook (tests) answers instead.
    void setUnsavedChangesHook(std::function<UnsavedChoice()> hook) { m_unsavedHook = std::move(hook); }

signals:
    void recomputed();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    virtual void reportError(const QString& title, const QString& text);

private:
    void connectMenus();
    void retranslateUi();
    bool switchLanguage(const QString& code); // setLanguage without remembering the choice
    // The document's signals: the views draw a report or the reason there is none.
    void showReport(const Scenario& scenario, const Report& report);
    void showProblems(const QStringList& problems);
    void updateStatus();
    void showTransientMessage(const QString& text, int milliseconds);
    void updateTitle();
    void applyTheme();

    void exportChartDialog();
    void copyChart();
    UnsavedChoice askAboutUnsavedChanges(const QString& fileName);
    // On close: the scenario the next start restores (never edits the user discarded).
    void rememberLastScenario();

    ScenarioDocument* m_document = nullptr;
    DocumentFiles* m_files = nullptr;
    FileComparison* m_fileComparison = nullptr;
    ChartArea* m_charts = nullptr;
    std::unique_ptr<DockPanels> m_docks;
    MainMenus* m_menus = nullptr;
    StatusLine* m_status = nullptr;
    LanguageManager* m_languages = nullptr;
    Explainer* m_explainer = nullptr;
    std::unique_ptr<Settings> m_settings;

    QString m_lastError;
    ErrorHook m_errorHook;
    std::function<UnsavedChoice()> m_unsavedHook;

    ChartTheme::Variant m_themeVariant = ChartTheme::Variant::Light;
    MemoryUnit m_unit = MemoryUnit::GiB;
    bool m_presentation = false;
    PresentationStage* m_stage = nullptr; // child
    ExerciseCoach* m_coach = nullptr;     // child
    QString m_exportFolder;               // File > Export Chart's last folder (this session, or the settings')
    LectureTour* m_lectures = nullptr;    // child
};

} // namespace rooflab
