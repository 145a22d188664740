#pragma once
// Stacked bars of memory against a capacity line, with a title and a verdict: what the memory
// chart and the comparison chart have in common. It draws a MemoryStacks (document/
// memorystacks.h) and computes nothing: the bars, their order and the verdict come made.
//
// A slider step moves the bars a little: the axes stay put while they can (StickyBarRanges),
// and when nothing but the bars, their labels and the verdict changed, only the layer holding
// them is redrawn (tryBarsOnlyUpdate).
#include "document/format.h"
#include "document/memorystacks.h"
#include "widgets/charts/baraxislabels.h"
#include "widgets/charts/charttheme.h"
#include "widgets/charts/segmentlabels.h"
#include "widgets/charts/stacktotals.h"
#include "widgets/charts/stickybarranges.h"

#include <QMap>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <memory>
#include <utility>
#include <vector>

class QCustomPlot;
class QCPBars;
class QCPLayer;
class QCPTextElement;

namespace rooflab {

class StackedBarLegend;

class StackedBarChart : public QWidget {
    Q_OBJECT
public:
    explicit StackedBarChart(QWidget* parent = nullptr);
    ~StackedBarChart() override;

    // Draws `stacks`. The verdict is shown as given (its figures are in stacks.unit): the owner
    // makes the stacks anew when the unit or the language changes. A new capacity (another GPU)
    // fits the axes afresh; anything else keeps them where it can.
    void setStacks(const MemoryStacks& stacks);
    const MemoryStacks& stacks() const { return m_stacks; }
    // The unit of the axis, the segment and total labels and the capacity label.
    void setUnit(MemoryUnit unit);
    MemoryUnit unit() const { return m_unit; }
    void setTheme(const ChartTheme& theme);
    const ChartTheme& theme() const { return m_theme; }
    QCustomPlot* plot() const { return m_plot; }
    // Forgets the sticky axis ranges: the next update fits them to the data afresh (a new
    // scenario, GPU, unit or theme; a slider step keeps them).
    void resetRanges();
    // The verdict lines as shown ("Training: fits, 23.4 GiB free\nInference: ...").
    QString verdictText() const;
    // The capacity line's label on the right-hand axis ("H100 SXM 80GB\ncapacity 74.5 GiB").
    QString capacityLabel() const;
    // The derivation id of the segment (or the total above a bar) under `pixel`, or empty.
    QString figureAt(const QPointF& pixel) const;

signals:
    // After every update of the chart's pixels: a full replot, or a redraw of the bars layer
    // alone (the picture is painted at the next paint event).
    void updated();
    // A click on a segment: show how it was computed.
    void explainRequested(const QStringList& figureIds, const QPoint& globalPos);

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();
    void renderBars(); // the bars, the legend and the labels inside the segments
    QCPBars* barsFor(const QString& key);
    void applyTheme();
    // After a layout pass, at the size being drawn (window, export, projector): category labels
    // on two lines where they are wide, notes wrapped, headroom for the totals. True when an
    // axis range changed.
    bool fitLabels();
    void requestFullReplot();
    // A slider step changes the bars, their labels and the verdict lines only: when the axes,
    // the legend and the layout are as last drawn, redraw the bars layer alone.
    bool tryBarsOnlyUpdate();
    void restackBarsLayer(); // bars, then the overflow marks, then the labels

    QCustomPlot* m_plot = nullptr;
    ChartTheme m_theme = ChartTheme::light();
    MemoryUnit m_unit = MemoryUnit::GiB;
    MemoryStacks m_stacks;
    // Bars, overflow marks, segment and total labels, title and verdict lines: what a slider step
    // changes, on a buffered layer of its own.
    QCPLayer* m_barsLayer = nullptr;
    bool m_fullReplotPending = false;
    bool m_forceFullReplot = false; // theme or unit: axes and legend change too
    bool m_restack = false;
    // What the layers outside the bars layer were last drawn with.
    struct DrawnLayout {
        bool valid = false;
        QCPRange x, y;
        QMap<double, QString> ticks, capacityTicks;
        QString yLabel;
        QStringList legend;
        std::vector<QCPBars*> legendChain;
        std::vector<int> textHeights; // min and max height of title, verdict, detail; -1 hidden
        bool operator==(const DrawnLayout& other) const = default;
    };
    DrawnLayout m_drawn;
    DrawnLayout currentLayout() const;

    std::vector<std::pair<QString, QCPBars*>> m_bars; // reused across updates, never deleted
    SegmentLabels m_segmentLabels;
    StackTotals m_totals;
    std::unique_ptr<StackedBarLegend> m_legend;
    StickyBarRanges m_ranges;
    QCPTextElement* m_titleElement = nullptr;
    QCPTextElement* m_verdictElement = nullptr;
    QCPTextElement* m_detailElement = nullptr;
    BarAxisLabels m_axisLabels;
};

} // namespace rooflab
