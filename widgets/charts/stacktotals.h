#pragma once
// The totals above the bars of a stacked bar chart (with each stack's note, "peak: backward")
// and the hatched part of a bar above the capacity line. Reused across updates, never deleted.
#include "document/memorystacks.h"
#include "widgets/charts/charttheme.h"
#include "widgets/charts/labellayout.h"

#include <QFont>
#include <QHash>
#include <QPointF>
#include <QString>

#include <cstddef>
#include <vector>

class QCustomPlot;
class QCPItemRect;
class QCPItemText;
class QCPLayer;

namespace rooflab {

class StackTotals {
public:
    explicit StackTotals(QCustomPlot* plot)
        : m_plot(plot) {}

    // Makes items for at least `count` stacks; true when it made new ones (they need to be put
    // on the bars layer in order).
    bool ensure(std::size_t count);
    // Totals and overflow marks for `stacks` (bar i at x = i + 1, `barWidth` wide), in `unit`.
    void update(const MemoryStacks& stacks, MemoryUnit unit, const ChartTheme& theme, double barWidth);

    // At the drawn size, with bar centres `centres` pixels apart: where the totals of two
    // neighbouring bars would run into each other, their notes wrap to that room, and where
    // even a value or a single word is too wide for it (large type, many bars), the totals
    // are written smaller, down to 60 % of the theme's size.
    void wrapNotes(double centres);
    // What the totals need of the axes at the drawn size, axis rect `height` pixels high.
    struct Room {
        double top = 0;       // the y top (display units) that keeps every total inside
        double halfWidth = 0; // half the widest total, pixels
    };
    Room room(int height);

    // The stack whose total (with its note) is under `pixel`, or -1.
    int indexAt(const QPointF& pixel) const;

    // QCustomPlot draws a layer's items in the order they joined it: the overflow marks go on
    // it after the bars, the totals after the segment labels.
    void moveMarksTo(QCPLayer* layer);
    void moveTotalsTo(QCPLayer* layer);
    void clearSizes() // after a change of fonts
    {
        m_textSizes.clear();
        m_unbreakable.clear();
    }

private:
    struct Items {
        QCPItemRect* overflowFill = nullptr;
        QCPItemRect* overflowHatch = nullptr;
        QCPItemText* total = nullptr;
        QString value; // the total (and the part over capacity), one or two lines
        QString note;  // the stack's note, under it: on one line, or wrapped where it is crowded
    };
    // The total's text with its note on one line (noteWidth 0) or wrapped to noteWidth pixels.
    static QString totalText(const Items& items, double noteWidth);
    QFont scaledFont() const;
    double unbreakableWidth(const Items& items);
    // Whether the totals of two bars, on one line each, would share a band of the axes' height.
    bool shareHeight(const Items& a, const Items& b);

    QCustomPlot* m_plot;
    std::vector<Items> m_items;
    std::size_t m_used = 0; // items showing a stack
    double m_noteWidth = 0; // > 0 where the notes of neighbouring totals would touch
    QFont m_font;           // the theme's bold total font
    double m_fontScale = 1; // < 1 where the totals are written smaller to fit
    TextSizeCache m_textSizes;
    QHash<QString, double> m_unbreakable; // unbreakableWidth() by value and note
};

} // namespace rooflab
