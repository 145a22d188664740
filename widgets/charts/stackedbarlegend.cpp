#include "widgets/charts/stackedbarlegend.h"

#include <qcustomplot.h>

#include <algorithm>

namespace rooflab {

StackedBarLegend::StackedBarLegend(QCustomPlot* plot, QCPLayoutGrid* body, QCPLayoutGrid* main, int rowBelow)
    : m_plot(plot)
    , m_column(new QCPLayoutGrid)
    , m_row(new QCPLayoutGrid) {
    // A legend inside the axis rect would cover the bars.
    body->addElement(0, 1, m_column);
    m_column->addElement(0, 0, m_plot->legend);
    m_column->addElement(1, 0, new QCPLayoutElement(m_plot));
    m_column->setRowStretchFactor(0, 0.01);
    m_column->setRowStretchFactor(1, 1);
    body->setColumnStretchFactor(1, 0.01);
    main->addElement(rowBelow, 0, m_row);
    main->setRowStretchFactor(rowBelow, 0.001);
    m_row->addElement(0, 0, new QCPLayoutElement(m_plot));
    m_row->addElement(0, 2, new QCPLayoutElement(m_plot));
    m_row->setColumnStretchFactor(1, 0.001);
    m_row->setMargins(QMargins(0, 2, 0, 6));
    m_plot->legend->setVisible(true);
    m_plot->setAutoAddPlottableToLegend(false); // show() fills it in stack order
}

void StackedBarLegend::show(const std::vector<QCPBars*>& chain) {
    if (chain == m_chain && !m_stale)
        return;
    m_plot->legend->clearItems();
    m_measured = {};
    m_stale = false;
    m_chain = chain;
    for (QCPBars* bars : chain)
        bars->addToLegend();
    m_placedRows = 0;
}

void StackedBarLegend::remeasure() {
    m_stale = true;
    m_measured = {};
}

std::vector<QCPAbstractLegendItem*> StackedBarLegend::items() const {
    std::vector<QCPAbstractLegendItem*> found;
    for (QCPBars* bars : m_chain)
        if (QCPAbstractLegendItem* item = m_plot->legend->itemWithPlottable(bars))
            found.push_back(item);
    return found;
}

const StackedBarLegend::Entries& StackedBarLegend::measuredAt(std::size_t scale, const QFont& themeFont) {
    Entries& entries = m_measured[scale];
    if (!entries.widths.empty())
        return entries;
    QFont font = themeFont;
    font.setPointSizeF(themeFont.pointSizeF() * kScales[scale]);
    setItemFont(font);
    for (QCPAbstractLegendItem* item : items()) {
        const QSize size = item->minimumOuterSizeHint();
        entries.widths.push_back(size.width());
        entries.height = std::max(entries.height, size.height());
    }
    return entries;
}

int StackedBarLegend::fewestRows(const Entries& entries, int width) const {
    const int count = int(entries.widths.size());
    int fewest = std::max(1, count);
    for (int rows = count - 1; rows >= 1; --rows) {
        const int columns = (count + rows - 1) / rows;
        int total = (columns - 1) * m_plot->legend->columnSpacing();
        for (int column = 0; column < columns; ++column) {
            const auto first = entries.widths.begin() + column * rows;
            total += *std::max_element(first, entries.widths.begin() + std::min(count, (column + 1) * rows));
        }
        if (total > width)
            break;
        fewest = rows;
    }
    return fewest;
}

void StackedBarLegend::setItemFont(const QFont& font) {
    for (QCPAbstractLegendItem* item : items())
        if (item->font() != font)
            item->setFont(font);
}

void StackedBarLegend::place(int rows) {
    QCPLegend* legend = m_plot->legend;
    const std::vector<QCPAbstractLegendItem*> entries = items();
    for (QCPAbstractLegendItem* item : entries)
        legend->take(item);
    legend->simplify();
    for (std::size_t i = 0; i < entries.size(); ++i)
        legend->addElement(int(i) % rows, int(i) / rows, entries[i]);
    m_placedRows = rows;
}

void StackedBarLegend::arrange(const QFont& themeFont, double smallestPointSize) {
    // A column beside the bars while it takes at most about a quarter of the width; otherwise
    // (the 540 px window chart, presentation fonts) rows under the axes, as many columns as fit.
    QCPLegend* legend = m_plot->legend;
    const QRect viewport = m_plot->viewport();
    const Entries& full = measuredAt(0, themeFont);
    const int widest = full.widths.empty() ? 0 : *std::max_element(full.widths.begin(), full.widths.end());
    const bool beside = widest + legend->columnSpacing() + 16 <= viewport.width() / 4;
    const int count = std::max<int>(1, int(m_chain.size()));
    int rows = count; // one column
    std::size_t chosen = 0;
    if (!beside) {
        const QMargins margins = legend->margins();
        const int room = viewport.width() - 16 - margins.left() - margins.right();
        rows = fewestRows(full, room);
        // Rows that take more than a fifth of the height squeeze the bars (a projector at
        // 1366x768 in presentation type, a laptop window in a language with long names).
        if (rows * (full.height + legend->rowSpacing()) > viewport.height() / 5) {
            for (std::size_t scale = 1; scale < kScales.size(); ++scale) {
                if (themeFont.pointSizeF() * kScales[scale] < smallestPointSize - 1e-9)
                    break;
                if (const int fewer = fewestRows(measuredAt(scale, themeFont), room); fewer < rows) {
                    rows = fewer;
                    chosen = scale;
                }
            }
        }
    }
    QFont font = themeFont;
    font.setPointSizeF(themeFont.pointSizeF() * kScales[chosen]);
    setItemFont(font);
    QCPLayoutGrid* target = beside ? m_column : m_row;
    if (legend->layout() != target) {
        if (auto* current = qobject_cast<QCPLayoutGrid*>(legend->layout()))
            current->take(legend);
        if (beside)
            m_column->addElement(0, 0, legend);
        else
            m_row->addElement(0, 1, legend);
    }
    if (rows != m_placedRows)
        place(rows);
}

} // namespace rooflab
