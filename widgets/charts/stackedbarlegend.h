#pragma once
// The legend of a stacked bar chart: one entry per segment, top to bottom in the order the
// segments are stacked (so that it reads like the bars), in a column beside the axes when that
// is narrow enough, else in rows below them. Placed in each layout pass, at the size being drawn.
#include <QFont>

#include <vector>

class QCustomPlot;
class QCPBars;
class QCPLayoutGrid;

namespace rooflab {

class StackedBarLegend {
public:
    // Takes the plot's legend into a column at cell (0, 1) of `body` (the axis rect is at 0, 0)
    // and makes a row for it at row `rowBelow` of `main`, where it goes when the column would
    // be too wide.
    StackedBarLegend(QCustomPlot* plot, QCPLayoutGrid* body, QCPLayoutGrid* main, int rowBelow);

    // The entries, top to bottom; the legend is rebuilt only when they change (a slider step
    // keeps the same segments).
    void show(const std::vector<QCPBars*>& chain);
    const std::vector<QCPBars*>& chain() const { return m_chain; }
    // Measures the entries again at the next show() (the theme's font changed).
    void remeasure() { m_itemWidth = 0; }

    // Before a layout pass: column or rows, and how many columns, for the width being drawn;
    // `font` is the theme's, made up to 20% smaller where that saves a tall single column.
    void arrange(const QFont& font);

private:
    QCustomPlot* m_plot;
    QCPLayoutGrid* m_column = nullptr; // right of the axis rect
    QCPLayoutGrid* m_row = nullptr;    // below it
    std::vector<QCPBars*> m_chain;     // what the legend shows, top to bottom
    int m_itemWidth = 0;               // widest entry, pixels; 0: measure at the next show()
};

} // namespace rooflab
