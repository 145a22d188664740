#include "widgets/charts/plotitempool.h"

#include <qcustomplot.h>

namespace rooflab {

void PlotItemPool::begin() {
    m_linesUsed = 0;
    m_textsUsed = 0;
}

QCPGraph* PlotItemPool::line() {
    if (m_linesUsed == m_lines.size()) {
        QCPGraph* graph = m_plot->addGraph();
        graph->removeFromLegend();
        graph->setSelectable(QCP::stNone);
        graph->setLineStyle(QCPGraph::lsLine);
        graph->setScatterStyle(QCPScatterStyle::ssNone);
        // Roofs and ceilings on the grid layer: above the grid lines, below the op markers.
        graph->setLayer(QStringLiteral("grid"));
        m_lines.push_back(graph);
    }
    QCPGraph* graph = m_lines[m_linesUsed++];
    graph->setVisible(true);
    return graph;
}

QCPItemText* PlotItemPool::text() {
    if (m_textsUsed == m_texts.size()) {
        auto* text = new QCPItemText(m_plot);
        text->setSelectable(false);
        text->setPadding(QMargins(3, 1, 3, 1));
        text->position->setType(QCPItemPosition::ptPlotCoords);
        m_texts.push_back(text);
    }
    QCPItemText* text = m_texts[m_textsUsed++];
    text->setVisible(true);
    return text;
}

void PlotItemPool::end() {
    for (std::size_t i = m_linesUsed; i < m_lines.size(); ++i)
        m_lines[i]->setVisible(false);
    for (std::size_t i = m_textsUsed; i < m_texts.size(); ++i)
        m_texts[i]->setVisible(false);
}

void PlotItemPool::release() {
    for (QCPGraph* graph : m_lines)
        m_plot->removeGraph(graph);
    for (QCPItemText* text : m_texts)
        m_plot->removeItem(text);
    m_lines.clear();
    m_texts.clear();
    m_linesUsed = m_textsUsed = 0;
}

} // namespace rooflab
