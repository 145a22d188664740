#include "widgets/charts/paretochart.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace rooflab {

ParetoChart::ParetoChart(QWidget* parent)
    : LayoutPointsChart(QStringLiteral("paretoPlot"), 2, parent) {
    setTheme(m_theme);
}

void ParetoChart::setPoints(const std::vector<Point>& points) {
    m_data = points;
    pointsChanged();
}

void ParetoChart::setUnit(MemoryUnit unit) {
    m_unit = unit;
    render();
}

QPointF ParetoChart::pointAt(int index) const {
    const Point& p = m_data[std::size_t(index)];
    return {p.headroomBytes / memoryUnitBytes(m_unit), p.tokensPerSecondPerGpu};
}

void ParetoChart::styleMore(double marker) {
    m_points[1]->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangle, m_theme.tight(), marker));
}

std::vector<int> ParetoChart::frontIndices() const {
    // By headroom from most to least: a point is on the front when it is faster than every
    // point with at least as much room (ties in headroom: the faster one only).
    std::vector<int> order(m_data.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [this](int a, int b) {
        if (m_data[a].headroomBytes != m_data[b].headroomBytes)
            return m_data[a].headroomBytes > m_data[b].headroomBytes;
        return m_data[a].tokensPerSecondPerGpu > m_data[b].tokensPerSecondPerGpu;
    });
    std::vector<int> front = frontAlong(order, [this](int i) { return m_data[i].tokensPerSecondPerGpu; });
    std::reverse(front.begin(), front.end());
    return front;
}

void ParetoChart::describe() {
    // The table's verdicts, short enough for one legend row on a laptop's screen.
    m_points[0]->setName(tr("Fits"));
    m_points[1]->setName(tr("Tight"));
    m_front->setName(tr("Pareto front"));
    m_title->setText(m_data.empty() ? tr("Search to see the layouts here")
                                    : tr("Pareto front of %n layout(s)", "", int(m_data.size())));
    m_plot->xAxis->setLabel(tr("Memory headroom per GPU (%1)").arg(memoryUnitSymbol(m_unit)));
    m_plot->yAxis->setLabel(tr("Tokens/s per GPU"));
    m_plot->rescaleAxes();
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        const QCPRange range = axis->range();
        const double pad = std::max(range.size() * 0.08, std::abs(range.center()) * 0.02 + 1e-9);
        axis->setRange(range.lower - pad, range.upper + pad);
    }
}

} // namespace rooflab
