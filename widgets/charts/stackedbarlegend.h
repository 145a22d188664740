#pragma once
// The legend of a stacked bar chart: one entry per segment, top to bottom in the order the
// segments are stacked (so that it reads like the bars), in a column beside the axes when that
// is narrow enough, else in rows below them, read down each column. Placed in each layout pass,
// at the size being drawn.
#include <QFont>

#include <array>
#include <vector>

class QCustomPlot;
class QCPAbstractLegendItem;
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
    void remeasure();

    // Before a layout pass: column or rows, and how many columns, for the size being drawn.
    // `font` is the theme's; where rows under the axes would take more than a fifth of the
    // chart's height, the entries are written smaller (not below `smallestPointSize`) if that
    // fits more columns and so fewer rows.
    void arrange(const QFont& font, double smallestPointSize);

private:
    static constexpr std::array<double, 4> kScales = {1.0, 0.9, 0.8, 0.7};
    struct Entries { // at one scale, in the chain's order, pixels
        std::vector<int> widths;
        int height = 0;
    };
    std::vector<QCPAbstractLegendItem*> items() const; // in the chain's order
    const Entries& measuredAt(std::size_t scale, const QFont& themeFont);
    // The fewest rows in which the entries fit `width` at that size, read down each column,
    // the columns as wide as their widest entry.
    int fewestRows(const Entries& entries, int width) const;
    void setItemFont(const QFont& font);
    // Lays the entries out in `rows` rows, read down each column.
    void place(int rows);

    QCustomPlot* m_plot;
    QCPLayoutGrid* m_column = nullptr;                // right of the axis rect
    QCPLayoutGrid* m_row = nullptr;                   // below it
    std::vector<QCPBars*> m_chain;                    // what the legend shows, top to bottom
    bool m_stale = true;                              // rebuild the entries at the next show() (theme changed)
    int m_placedRows = 0;                             // as laid out; 0: not laid out since show()
    std::array<Entries, kScales.size()> m_measured{}; // per scale; emptied when the entries change
};

} // namespace rooflab
