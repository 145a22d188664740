#pragma once
// The window's charts as tabs: memory beside roofline, the comparison (with its picker), the
// step timeline, the layout planner and serving. Draws each report the document evaluated; the comparison (five more
// evaluations) and the timeline (a schedule simulated block by block) are made only while
// their tab is on screen. Remembers the chart last clicked, which Copy and Export act on.
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "document/comparisonbuilder.h"
#include "document/memorystacks.h"
#include "document/scenarioedit.h"
#include "widgets/charts/charttheme.h"

#include <QStringList>
#include <QTabWidget>

#include <optional>

class QComboBox;
class QCustomPlot;
class QLabel;

namespace rooflab {

class ComparisonChart;
class InvalidOverlay;
class MemoryChart;
class PlanPanel;
class RooflineChart;
class ScenarioDocument;
class ServingPanel;
class TimelineChart;

enum class ChartKind { Memory, Roofline, Comparison, Timeline, Plan, PlanGpus, Serving };

class ChartArea : public QTabWidget {
    Q_OBJECT
public:
    explicit ChartArea(const ScenarioDocument* document, QWidget* parent = nullptr);

    MemoryChart* memoryChart() const { return m_memory; }
    RooflineChart* rooflineChart() const { return m_roofline; }
    ComparisonChart* comparisonChart() const { return m_comparison; }
    TimelineChart* timelineChart() const { return m_timeline; }
    PlanPanel* planPanel() const { return m_plan; }
    ServingPanel* servingPanel() const { return m_serving; }
    QCustomPlot* plot(ChartKind kind) const;
    ChartKind activeChart() const { return m_active; }

    // Brings the tab holding `kind` to the front (memory and roofline share one) and draws it.
    void showChart(ChartKind kind);
    void setComparisonDimension(ComparisonDimension dimension);

    // A newly evaluated report of `scenario`: every chart on screen is redrawn, the others later.
    void showReport(const Scenario& scenario, const Report& report);
    // The scenario is invalid: every chart greys out with `problems` written over it (what it
    // still draws is the last valid scenario's) until the next showReport().
    void showProblems(const QStringList& problems);
    bool showsProblems() const { return !m_problems.isEmpty(); }
    // The memory bars and verdict again from the last report (a new unit or language).
    void redrawMemory();
    // The memory verdict keeps `answer` to itself (an open exercise asks for it).
    void concealFitAnswer(FitAnswer answer);
    // What the memory chart draws, with the verdict the status bar shows.
    const MemoryStacks& memoryStacks() const { return m_memoryStacks; }
    // The comparison and the timeline are redrawn from the document when next shown.
    void markViewsStale();

    void setUnit(MemoryUnit unit);
    void setTheme(const ChartTheme& theme);
    void retranslate();

signals:
    void explainRequested(const QStringList& figureIds, const QPoint& globalPos);
    // The Plan tab's "Use this layout": an edit for the document.
    void editRequested(const rooflab::ScenarioEdit& edit);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* buildComparisonPage();
    // The measurement store's sources onto the roofline chart, by id.
    void followMeasurements();
    void updateComparison();
    void updateTimeline();
    // The Serving tab's curve: evaluated by the document's servingCurve() while the tab is in front.
    void updateServing();

    const ScenarioDocument* m_document;
    MemoryChart* m_memory = nullptr;
    RooflineChart* m_roofline = nullptr;
    ComparisonChart* m_comparison = nullptr;
    TimelineChart* m_timeline = nullptr;
    PlanPanel* m_plan = nullptr;
    ServingPanel* m_serving = nullptr;
    InvalidOverlay* m_servingOverlay = nullptr;
    QWidget* m_comparisonPage = nullptr;
    QComboBox* m_comparisonPicker = nullptr;
    QLabel* m_comparisonLabel = nullptr;

    InvalidOverlay* m_overlays[4] = {}; // by ChartKind
    QStringList m_problems;             // what the overlays say; empty while the scenario is valid

    MemoryStacks m_memoryStacks;
    // The scenario the document's report is of (the document's own may since be invalid).
    std::optional<Scenario> m_reportScenario;
    MemoryUnit m_unit = MemoryUnit::GiB;
    FitAnswer m_concealed = FitAnswer::None;
    ChartKind m_active = ChartKind::Memory;
    bool m_comparisonStale = true;
    bool m_timelineStale = true;
    bool m_servingStale = true;
};

} // namespace rooflab
