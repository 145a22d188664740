#pragma once
// Chart text laid out at the size the chart is drawn at. QCustomPlot lays a plot out again for
// every replot and for every export (toPixmap, savePdf) at the export's size; the hooks below let
// a chart place its labels in that pass, in pixels, instead of guessing the final size (the 540 px
// wide window chart, a 1920x1080 @2 slide and a projector are all different).
#include <qcustomplot.h>

#include <QFont>
#include <QHash>
#include <QLineF>
#include <QRectF>
#include <QSize>
#include <QString>

#include <functional>
#include <vector>

namespace rooflab {

// A QCustomPlot that calls its chart around each layout pass, on screen and in exports alike.
class LayoutAwarePlot : public QCustomPlot {
public:
    explicit LayoutAwarePlot(QWidget* parent = nullptr);
    // Before the pass, with viewport() at the size being drawn: change the layout structure here
    // (move the legend, rewrap tick labels).
    std::function<void()> beforeLayoutPass;
    // After it, with the axis rects placed: position items in pixels. Returning true (an axis
    // range changed, so tick labels and margins may have too) runs the pass once more.
    std::function<bool()> afterLayoutPass;
    // After the whole pass (the second one included), only for passes of an on-screen replot:
    // lets a chart remember what the cached layer buffers were drawn with.
    std::function<void()> screenLayoutDone;

    // Whether the current layout is the one the widget's buffers were drawn with: the last pass
    // ran in a replot at the widget's size (an export lays the plot out at its own size and
    // leaves it so until the next replot). Only then may a single buffered layer be redrawn
    // on its own (QCPLayer::replot) over the other layers' cached buffers.
    bool screenLayoutCurrent() const { return m_screenLayout && viewport() == rect(); }

protected:
    void updateLayout() override;

private:
    bool m_replotting = false;
    bool m_screenLayout = false;
};

// A title or verdict line that wraps onto more lines when the plot is narrower than its text;
// a plain QCPTextElement asks for its one-line width and is cut off at both ends instead.
class WrappingTextElement : public QCPTextElement {
public:
    explicit WrappingTextElement(QCustomPlot* plot);
    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;

private:
    QSize wrappedSize() const;
    // The size for the last (text, font, width): the layout asks several times per pass.
    mutable QString m_sizedText;
    mutable QFont m_sizedFont;
    mutable int m_sizedWidth = -1;
    mutable QSize m_size;
};

// Text sizes as QCPItemText draws them (bounding rect plus padding), remembered per text: the
// same few dozen labels are measured on every update otherwise.
class TextSizeCache {
public:
    QSize size(const QFont& font, const QString& text, const QMargins& padding = {});
    void clear() { m_sizes.clear(); }

private:
    QHash<QString, QSize> m_sizes; // key: font key + text
};

// Greedy word wrap to `width` pixels in `font` (lines joined by '\n'); a word wider than the
// width keeps a line of its own. Category labels under narrow bars, notes under their totals.
QString wrapWords(const QString& text, const QFont& font, double width);
// The widest word of `text` (split at spaces and line breaks) in `font`, in pixels: how narrow
// wrapWords can make it.
double widestWord(const QString& text, const QFont& font);

// As many legend columns (at most `maxColumns`) as the width being drawn holds at the widest
// entry's width, so that no entry is cut off: call it before a layout pass.
void fitLegendColumns(QCustomPlot& plot, int maxColumns);

// Greedy label placement in pixels: each label takes the first candidate box that stays inside
// the area and clear of everything placed before it (labels and markers must never be covered;
// lines, such as a roof, are crossed only when no other spot is left).
class LabelLayout {
public:
    explicit LabelLayout(const QRectF& area)
        : m_area(area) {}

    void addObstacle(const QRectF& box) { m_boxes.push_back(box); }
    void addLine(const QLineF& line) { m_lines.push_back(line); }

    enum class Strictness {
        Clear,        // inside, no box, no line
        CrossLines,   // inside, no box
        LeastOverlap, // inside, the smallest area of overlap with boxes
    };
    // Index of the chosen candidate (then added as an obstacle), or -1.
    int choose(const std::vector<QRectF>& candidates, Strictness strictness);

    // Candidate boxes of size `size` around a marker at `point` of radius `radius`: beside it
    // first, then further away in rings of `step` pixels (those want a leader line).
    static std::vector<QRectF> candidatesAround(const QPointF& point, const QSizeF& size, double radius, double step,
                                                int rings);
    const QRectF& area() const { return m_area; }

private:
    bool crossesLine(const QRectF& box) const;
    double overlapWithBoxes(const QRectF& box, bool stopAtFirst) const;

    QRectF m_area;
    std::vector<QRectF> m_boxes;
    std::vector<QLineF> m_lines;
};

// The point of `box` nearest to `point` (where a leader line from the point ends).
QPointF nearestPointOn(const QRectF& box, const QPointF& point);

} // namespace rooflab
