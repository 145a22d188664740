#include "widgets/charts/roofitems.h"

#include <qcustomplot.h>

namespace rooflab {

RoofItems::RoofItems(QCustomPlot* plot, const ChartTheme& theme)
    : m_plot(plot)
    , m_theme(theme)
    , m_pool(plot) {
    m_ridgeMarker = m_plot->addGraph();
    m_ridgeMarker->setLineStyle(QCPGraph::lsNone);
    m_ridgeMarker->removeFromLegend();
    m_ridgeLine = new QCPItemLine(m_plot);
    m_ridgeLabel = new QCPItemText(m_plot);
    m_ridgeLabel->setObjectName(QStringLiteral("ridge-label"));
    m_ridgeLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_ridgeLabel->setRotation(-90);
}

void RoofItems::applyTheme() {
    const double markerSize = 9 * m_theme.fontScale();
    m_ridgeMarker->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDiamond, m_theme.foreground(), m_theme.background(), markerSize * 1.2));
    m_ridgeLine->setPen(m_theme.pen(m_theme.mutedForeground(), 0.5, Qt::DashLine));
    m_ridgeLabel->setFont(m_theme.baseFont());
    m_ridgeLabel->setColor(m_theme.foreground());
}

std::optional<QPointF> RoofItems::ridgePoint() const {
    if (!m_ridgeMarker->visible() || m_ridgeMarker->dataCount() != 1)
        return std::nullopt;
    return QPointF(m_ridgeMarker->data()->at(0)->key, m_ridgeMarker->data()->at(0)->value);
}

void RoofItems::draw(const Roofs& roofs, std::vector<RooflineLabels::Ceiling>& ceilings,
                     std::vector<QCPItemText*>& fixedLabels, std::vector<QLineF>& obstacles) {
    m_pool.begin();
    for (const RoofLine& line : roofs.lines) {
        QCPGraph* graph = m_pool.line();
        graph->setData({line.from.x(), line.to.x()}, {line.from.y(), line.to.y()}, true);
        switch (line.kind) {
        case RoofLineKind::MemoryRoof:
        case RoofLineKind::ComputeCeiling:
            graph->setPen(m_theme.pen(m_theme.foreground()));
            break;
        case RoofLineKind::Ceiling:
            graph->setPen(m_theme.pen(m_theme.mutedForeground(), 0.5));
            break;
        case RoofLineKind::Guide:
            graph->setPen(QPen(m_theme.mutedForeground(), 1.0, Qt::DotLine));
            break;
        case RoofLineKind::VectorCeiling:
            graph->setPen(m_theme.pen(m_theme.mutedForeground(), 0.6, Qt::DotLine));
            break;
        case RoofLineKind::MeasuredRoof:
        case RoofLineKind::MeasuredCeiling:
            break; // the measured overlay's
        }
        if (line.labelObstacle)
            obstacles.emplace_back(line.from, line.to);
    }
    if (!roofs.memoryLabel.text.isEmpty()) {
        // Above the slanted roof, its bottom right corner at the roof: never a point there.
        QCPItemText* label = m_pool.text();
        label->position->setCoords(roofs.memoryLabel.anchor);
        label->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
        label->setText(roofs.memoryLabel.text);
        label->setFont(m_theme.baseFont());
        label->setColor(m_theme.foreground());
        fixedLabels.push_back(label);
    }
    // Placed at layout time, left of their ridges; the compute dtype's is bold.
    for (const CeilingLabel& ceiling : roofs.ceilingLabels) {
        QCPItemText* label = m_pool.text();
        label->setText(ceiling.text);
        QFont font = m_theme.baseFont();
        font.setBold(ceiling.compute);
        label->setFont(font);
        label->setColor(ceiling.compute ? m_theme.foreground() : m_theme.mutedForeground());
        ceilings.push_back({label, ceiling.peak, ceiling.ridge, ceiling.compute});
    }
    m_pool.end();

    const bool showRidge = roofs.ridge > 0;
    m_ridgeLine->setVisible(showRidge);
    m_ridgeLabel->setVisible(showRidge);
    m_ridgeMarker->setVisible(showRidge);
    if (showRidge) {
        m_ridgeLine->start->setCoords(roofs.ridge, m_plot->yAxis->range().lower);
        m_ridgeLine->end->setCoords(roofs.ridge, roofs.ridgePeak);
        m_ridgeMarker->setData({roofs.ridge}, {roofs.ridgePeak}, true);
        m_ridgeLabel->position->setCoords(roofs.ridgeLabel.anchor);
        m_ridgeLabel->setText(roofs.ridgeLabel.text);
        fixedLabels.push_back(m_ridgeLabel);
    }
}

} // namespace rooflab
