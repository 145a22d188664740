#include "widgets/charts/gpudayschart.h"

#include <qcustomplot.h>

#include <algorithm>
#include <limits>
#include <numeric>

namespace rooflab {

GpuDaysChart::GpuDaysChart(QWidget* parent)
    : LayoutPointsChart(QStringLiteral("gpuDaysPlot"), 1, parent) {
    // GPU counts double from node to node: a base-2 log axis spaces them evenly.
    auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
    ticker->setLogBase(2);
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->xAxis->setNumberFormat(QStringLiteral("f"));
    m_plot->xAxis->setNumberPrecision(0);
    setTheme(m_theme);
}

void GpuDaysChart::setPoints(const std::vector<Point>& points, bool perTrillion) {
    m_data = points;
    m_perTrillion = perTrillion;
    pointsChanged();
}

QPointF GpuDaysChart::pointAt(int index) const {
    return {double(m_data[std::size_t(index)].gpus), m_data[std::size_t(index)].days};
}

std::vector<int> GpuDaysChart::frontIndices() const {
    // By GPU count from fewest to most: a point is on the front when it is faster than every
    // point on at most as many GPUs (equal counts: the fastest only).
    std::vector<int> order(m_data.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [this](int a, int b) {
        if (m_data[a].gpus != m_data[b].gpus)
            return m_data[a].gpus < m_data[b].gpus;
        return m_data[a].days < m_data[b].days;
    });
    return frontAlong(order, [this](int i) {
        return m_data[i].days > 0 ? -m_data[i].days : -std::numeric_limits<double>::infinity();
    });
}

void GpuDaysChart::describe() {
    m_points[0]->setName(tr("Layout"));
    m_front->setName(tr("Fewest GPUs for the time"));
    m_title->setText(m_data.empty() ? tr("Search a GPU range to see GPUs against days here")
                                    : tr("GPUs against days, %n layout(s)", "", int(m_data.size())));
    m_plot->xAxis->setLabel(tr("GPUs"));
    m_plot->yAxis->setLabel(m_perTrillion ? tr("Days per trillion tokens") : tr("Days to train"));
    fitAxes();
}

void GpuDaysChart::fitAxes() {
    if (m_data.empty()) {
        m_plot->xAxis->setRange(1, 16);
        m_plot->yAxis->setRange(0, 1);
        return;
    }
    m_plot->rescaleAxes();
    // A factor of 1.4 either side on the log axis; days from zero, so that times compare as
    // proportions.
    const QCPRange gpus = m_plot->xAxis->range();
    m_plot->xAxis->setRange(gpus.lower / 1.4, gpus.upper * 1.4);
    m_plot->yAxis->setRange(0, m_plot->yAxis->range().upper * 1.12);
}

} // namespace rooflab
