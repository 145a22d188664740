#pragma once
// One training step on a time axis (Gantt-like): a row per pipeline stage with its forward,
// backward and recompute blocks, the tensor-parallel collectives and pipeline sends on the
// critical path, the bubbles, then the optimizer; a network row with the gradient reduction
// hidden behind the backward and the communication nothing hides. Hovering a block names it; a
// click on it asks for the derivation of the step-time part it stands for.
#include "core/steptime/steptimeline.h"
#include "widgets/charts/charttheme.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

class QCustomPlot;
class QCPBars;
class QCPTextElement;

namespace rooflab {

class TimelinePlottable;

class TimelineChart : public QWidget {
    Q_OBJECT
public:
    explicit TimelineChart(QWidget* parent = nullptr);

    // The timeline of `step` (both from core: buildStepTimeline and the report's step).
    // `overBytes` > 0: the step's peak exceeds the GPU's memory by that much, and the summary
    // says the step could not run as drawn.
    void setTimeline(const StepTimeline& timeline, const StepTimeReport& step, double overBytes = 0);
    void setTheme(const ChartTheme& theme);
    QCustomPlot* plot() const { return m_plot; }

    QString titleText() const;
    QString summaryText() const;   // "compute 78 % · bubble 12 % · ..."
    QStringList rowLabels() const; // top to bottom
    // What a tooltip at `pixel` (plot widget coordinates) says; empty over no block.
    QString describeAt(const QPoint& pixel) const;
    static QString kindName(TimelineKind kind);
    // The derivations (core/explain.h ids) a click at `pixel` explains: the step-time part of the
    // block there, then the step time it adds up to; empty over no block.
    QStringList figuresAt(const QPoint& pixel) const;

signals:
    void explainRequested(const QStringList& figureIds, const QPoint& globalPos);

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();
    // render's parts: a legend entry per kind of block drawn; the row and time axes; the title
    // and summary of a step not drawn, else the step's time and MFU and where its time goes.
    void renderLegend();
    void renderAxes();
    void renderOmitted();
    void renderTitle();
    void renderSummary();
    QString rowLabel(const TimelineRow& row) const;
    QString formatTime(double seconds) const;

    QCustomPlot* m_plot = nullptr;
    TimelinePlottable* m_blocks = nullptr;
    std::vector<QCPBars*> m_legendEntries; // empty bars: one legend entry per kind drawn
    QCPTextElement* m_title = nullptr;
    QCPTextElement* m_summary = nullptr;
    StepTimeline m_timeline;
    StepTimeReport m_step;
    double m_overBytes = 0;
    ChartTheme m_theme = ChartTheme::light();
    double m_timeScale = 1e3; // seconds to the axis unit
    QPoint m_pressedAt;       // a release near it is a click, not the end of a drag
};

} // namespace rooflab
