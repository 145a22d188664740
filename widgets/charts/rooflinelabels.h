#pragma once
// The roofline chart's labels, placed in pixels at every layout pass (on screen and in each
// export, at its own size): the ceiling labels left of their ridges, and a label for each group
// of operations beside its point, further away with a leader line, shorter, or not at all
// (the tooltip still names it); never across a marker, a roof label or outside the axes.
#include "document/roofs.h"
#include "widgets/charts/charttheme.h"
#include "widgets/charts/labellayout.h"

#include <QLineF>
#include <QPointF>
#include <QRect>

#include <functional>
#include <optional>
#include <vector>

class QCustomPlot;
class QCPItemLine;
class QCPItemText;
class QCPLayer;

namespace rooflab {

class RooflineLabels {
public:
    // A ceiling label to place, left of the ridge at `ridge` FLOP/B, along the line at `peak`.
    struct Ceiling {
        QCPItemText* item = nullptr;
        double peak = 0;
        double ridge = 0;
        // The compute dtype's ceiling: its label is shown even where it must overlap something;
        // another ceiling's label is left out where it finds no clear spot (its line stays).
        bool primary = false;
    };

    // `theme` (the chart's) gives fonts and colours.
    RooflineLabels(QCustomPlot* plot, const ChartTheme& theme);
    // Op labels and leaders go on this layer (the chart's buffered one of what a slider moves).
    void setOpsLayer(QCPLayer* layer) { m_opsLayer = layer; }

    // What is drawn besides the ops, set whenever the roofs are drawn again: the ceiling labels
    // to place, labels fixed to a line (kept clear of), and lines (data coordinates) crossed
    // only as a last resort.
    void setRoofItems(std::vector<Ceiling> ceilings, std::vector<QCPItemText*> fixedLabels, std::vector<QLineF> lines);
    // The groups of ops to label. Same texts at the same points: the labels stay where they are.
    void setOps(std::vector<OpGroup> groups);
    const std::vector<OpGroup>& ops() const { return m_ops; }
    // Calls back with every marker's data coordinates (ops, measured points, the ridge).
    std::function<void(const std::function<void(double, double)>&)> forEachMarker;
    // A marker was added (a live measured point): lay out again at the next pass.
    void markersChanged() { ++m_roofsGeneration; }
    void themeChanged() { m_textSizes.clear(); }
    // Changes whenever the roof items or markers change (the chart's quick path compares it).
    quint64 roofsGeneration() const { return m_roofsGeneration; }
    const std::vector<Ceiling>& ceilings() const { return m_ceilings; }

    // Places everything for the axis rect as laid out now, unless nothing it depends on has
    // changed; the quick path when only the op points moved a pixel or two. Returns false (no
    // second layout pass is needed: no axis range changes here).
    bool layout();

private:
    bool shiftOpLabels();
    // True when the label found a spot clear of other labels and points.
    bool placeCeilingLabel(LabelLayout& layout, const Ceiling& ceiling, std::vector<QRectF>& placedAtLeft);
    void placeOpLabels(LabelLayout& layout, double radius);
    QRectF itemBox(QCPItemText* item) const;
    QPointF pixelOf(double x, double y) const;
    void setTextCoords(QCPItemText* item, const QPointF& topLeftPixel) const;
    void keepRoofLabelInside(QCPItemText* label, const QRectF& area, const std::vector<QRectF>& avoid);
    // The octaves along its roof that put `label` (as set now) whole inside `area` and clear of
    // `avoid`, the nearest to where it is; none when no shift does.
    std::optional<double> roofShift(QCPItemText* label, const QRectF& area, const std::vector<QRectF>& avoid) const;
    QCPItemText* opLabel(std::size_t index);
    QCPItemLine* leader(std::size_t index);

    // Where the last layout put each op label, relative to its point, for the quick path.
    struct PlacedOp {
        QPointF point;  // pixels
        QPointF offset; // box top left - point
        QString text;   // empty: dropped
        bool leader = false;
    };
    struct LayoutKey {
        QRect rect;
        QCPRange x, y;
        quint64 roofs = 0, ops = 0;
        bool operator==(const LayoutKey& o) const {
            return rect == o.rect && x == o.x && y == o.y && roofs == o.roofs && ops == o.ops;
        }
    };

    QCustomPlot* m_plot;
    QCPLayer* m_opsLayer = nullptr;
    const ChartTheme& m_theme;
    std::vector<Ceiling> m_ceilings; // the compute dtype's first
    // A label fixed to a line as drawn, restored before each layout slides, folds or hides it
    // again for the axes' size of the moment.
    struct FixedLabel {
        QCPItemText* item;
        QString text;
        QPointF anchor;
        Qt::Alignment alignment; // the side of its line it was put on (a layout may flip it)
        bool visible;
    };
    std::vector<FixedLabel> m_fixedLabels;
    std::vector<QLineF> m_lines;
    std::vector<OpGroup> m_ops;
    std::vector<QCPItemText*> m_opLabels;
    std::vector<QCPItemLine*> m_opLeaders; // from a point to a label moved away from it
    quint64 m_roofsGeneration = 0, m_opsGeneration = 0;
    LayoutKey m_laidOut;
    std::vector<PlacedOp> m_placedOps;
    TextSizeCache m_textSizes;
};

} // namespace rooflab
