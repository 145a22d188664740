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
    if (chain == m_chain && m_itemWidth != 0)
        return;
    QCPLegend* legend = m_plot->legend;
    legend->clearItems();
    m_itemWidth = 0;
    for (QCPBars* bars : chain) {
        bars->addToLegend();
        if (QCPAbstractLegendItem* item = legend->itemWithPlottable(bars))
            m_itemWidth = std::max(m_itemWidth, item->minimumOuterSizeHint().width());
    }
    m_chain = chain;
    legend->setFillOrder(legend->fillOrder(), true);
}

void StackedBarLegend::arrange(const QFont& themeFont) {
    // A column beside the bars while it takes at most about a quarter of the width; otherwise
    // (the 540 px window chart, presentation fonts) rows under the axes, as many columns as fit.
    QCPLegend* legend = m_plot->legend;
    const int width = m_plot->viewport().width();
    const int itemWidth = m_itemWidth + legend->columnSpacing();
    const bool beside = itemWidth + 16 <= width / 4;
    int columns = beside ? 0 : std::clamp((width - 16) / std::max(1, itemWidth), 1, std::max(1, legend->itemCount()));
    // One tall column under the axes would squeeze the bars to a sliver (a laptop window in a
    // language with long names): two columns in a font up to 20% smaller instead.
    QFont font = themeFont;
    if (!beside && columns == 1 && legend->itemCount() > 4) {
        for (double scale : {0.9, 0.8}) {
            QFont smaller = font;
            smaller.setPointSizeF(font.pointSizeF() * scale);
            int widest = 0;
            for (int i = 0; i < legend->itemCount(); ++i) {
                if (QCPAbstractLegendItem* item = legend->item(i)) { // grid cells may be empty
                    item->setFont(smaller);
                    widest = std::max(widest, item->minimumOuterSizeHint().width());
                }
            }
            if (2 * (widest + legend->columnSpacing()) + 16 <= width) {
                font = smaller;
                columns = 2;
                break;
            }
        }
    }
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem* item = legend->item(i); item && item->font() != font)
            item->setFont(font);
    QCPLayoutGrid* target = beside ? m_column : m_row;
    if (legend->layout() != target) {
        if (auto* current = qobject_cast<QCPLayoutGrid*>(legend->layout()))
            current->take(legend);
        if (beside)
            m_column->addElement(0, 0, legend);
        else
            m_row->addElement(0, 1, legend);
    }
    const auto order = beside ? QCPLayoutGrid::foRowsFirst : QCPLayoutGrid::foColumnsFirst;
    if (legend->wrap() != columns || legend->fillOrder() != order) {
        legend->setWrap(columns);
        legend->setFillOrder(order, true);
    }
}

} // namespace rooflab
