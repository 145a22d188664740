#pragma once
// The window's Plan tab (issue 46): the inputs the layout search holds (global batch, GPU
// count or range, the fields kept at the scenario's values), Search with a progress bar and
// Cancel, the ranked layouts in a sortable table beside their Pareto chart (throughput against
// memory headroom; over a GPU range also GPUs against days), "Use this layout" (one undoable
// edit of the scenario) and CSV export. Once the scenario changes in anything the search
// depends on, the results are marked stale (greyed, with "Search again") and cannot be applied.
// The search itself runs in document/'s PlanRunner, off the GUI thread.
#include "core/model/scenario.h"
#include "core/steptime/stepefficiency.h"
#include "document/format.h"
#include "document/measurementstore.h"
#include "document/planrunner.h"
#include "document/scenarioedit.h"
#include "widgets/charts/charttheme.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;

namespace rooflab {

class GpuDaysChart;
class InvalidOverlay;
class ParetoChart;
class PlanTableModel;

class PlanPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlanPanel(QWidget* parent = nullptr);

    // The document's current, valid scenario: what Search plans for. The inputs follow it
    // until the user edits them.
    void setScenario(const Scenario& scenario, const std::optional<StepEfficiency>& efficiency);
    // The loaded GPU results, read when a search starts: their decode probes calibrate serving
    // plans. Not owned; null: none.
    void setMeasurements(const MeasurementStore* store) { m_measurements = store; }
    // The document's scenario is invalid: no search, and the results shown are stale.
    void setScenarioInvalid();
    void search();
    void cancel();
    bool isSearching() const;
    // The table's selected layout, in rank order; -1: none.
    int selectedRow() const;
    void selectRow(int rankIndex);
    // Applies the selected layout to the scenario (editRequested); false, applying nothing,
    // when no row is selected or the results are stale.
    bool useSelectedLayout();
    // The results are of another scenario (or other inputs) than the one now set.
    bool isStale() const { return m_stale; }
    bool exportCsv(const QString& path, QString* error) const;

    void setUnit(MemoryUnit unit);
    void setTheme(const ChartTheme& theme);
    ParetoChart* chart() const { return m_chart; }
    GpuDaysChart* gpuChart() const { return m_gpuChart; }
    PlanTableModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QString statusText() const;

signals:
    // "Use this layout": one edit of the layout's fields (ScenarioDocument::apply).
    void editRequested(const rooflab::ScenarioEdit& edit);
    // A search ended (done, cancelled or refused) and the table shows its outcome.
    void searchFinished();

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildInputs();
    QWidget* buildResults();
    void retranslate();
    void followScenario();
    // Off for a serving plan: the inputs its search ignores.
    void enableTrainingInputs(bool training);
    PlanRequest request() const;
    void showOutcome(const PlanOutcome& outcome);
    void showProgress(double fraction);
    void updateButtons();
    void updateStale();
    void showPoints();
    void showSelectedWhy();
    void browseCsv();
    // The scenario the Search button would plan (the GPU count from the inputs).
    Scenario searchBase() const;

    PlanRunner* m_runner = nullptr;
    Scenario m_scenario;
    bool m_haveScenario = false;
    std::optional<StepEfficiency> m_efficiency;
    const MeasurementStore* m_measurements = nullptr;
    bool m_inputsEdited = false; // the user changed an input: it no longer follows the scenario
    PlanOutcome m_outcome;
    std::string m_searchingInput; // planInputText() of the running search
    std::string m_shownInput;     // ... of the results shown; empty: none
    bool m_stale = false;

    QLabel* m_batchLabel = nullptr;
    QSpinBox* m_globalBatch = nullptr;
    QLabel* m_gpusLabel = nullptr;
    QSpinBox* m_gpusMin = nullptr;
    QCheckBox* m_range = nullptr;
    QSpinBox* m_gpusMax = nullptr;
    QLabel* m_holdLabel = nullptr;
    std::vector<std::pair<QString, QCheckBox*>> m_held; // plan.fixed name, its box
    QPushButton* m_search = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    PlanTableModel* m_model = nullptr;
    QSortFilterProxyModel* m_sorted = nullptr;
    QTableView* m_table = nullptr;
    ParetoChart* m_chart = nullptr;
    GpuDaysChart* m_gpuChart = nullptr;
    QWidget* m_charts = nullptr; // both charts: of training figures, hidden for a serving plan
    QLabel* m_staleBanner = nullptr;
    InvalidOverlay* m_chartVeil = nullptr;
    InvalidOverlay* m_gpuChartVeil = nullptr;
    QPushButton* m_use = nullptr;
    QLabel* m_selectedWhy = nullptr; // the selected layout and why it lost, whatever the columns show
    QPushButton* m_exportCsv = nullptr;
};

} // namespace rooflab
