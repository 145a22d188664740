#include "widgets/charts/paretochart.h"

#include <QEvent>
#include <QMouseEvent>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace rooflab {

ParetoChart::ParetoChart(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setObjectName(QStringLiteral("paretoPlot"));
    m_plot->plotLayout()->insertRow(0);
    m_title = new QCPTextElement(m_plot, QString());
    m_plot->plotLayout()->addElement(0, 0, m_title);
    m_all = m_plot->addGraph();
    m_tight = m_plot->addGraph();
    m_front = m_plot->addGraph();
    m_selected = m_plot->addGraph();
    for (QCPGraph* points : {m_all, m_tight, m_selected})
        points->setLineStyle(QCPGraph::lsNone);
    m_front->setLineStyle(QCPGraph::lsLine);
    // The legend in a row of its own under the title: inside the axes it covered the points of
    // a chart a laptop's screen draws 150 pixels high.
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->plotLayout()->insertRow(1);
    m_plot->plotLayout()->addElement(1, 0, m_plot->legend);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_selected->removeFromLegend();
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
        const int index = nearestPoint(event->pos());
        if (index >= 0)
            emit pointClicked(index);
    });
    setTheme(m_theme);
}

void ParetoChart::setPoints(const std::vector<Point>& points) {
    m_points = points;
    m_selectedIndex = -1;
    render();
}

void ParetoChart::setSelected(int index) {
    m_selectedIndex = index >= 0 && index < int(m_points.size()) ? index : -1;
    render();
}

void ParetoChart::setUnit(MemoryUnit unit) {
    m_unit = unit;
    render();
}

void ParetoChart::setTheme(const ChartTheme& theme) {
    m_theme = theme;
    m_theme.apply(m_plot);
    m_title->setFont(m_theme.labelFont()); // the axes say what is drawn; the title counts
    m_title->setTextColor(m_theme.foreground());
    const double marker = 7 * m_theme.fontScale();
    m_all->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, m_theme.hue(ChartTheme::Hue::SkyBlue), marker));
    m_tight->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangle, m_theme.tight(), marker));
    m_front->setPen(m_theme.pen(m_theme.hue(ChartTheme::Hue::Blue), 1.5));
    m_front->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDisc, m_theme.hue(ChartTheme::Hue::Blue), marker * 1.2));
    QCPScatterStyle ring(QCPScatterStyle::ssCircle, m_theme.hue(ChartTheme::Hue::Vermillion), marker * 2.4);
    ring.setPen(m_theme.pen(m_theme.hue(ChartTheme::Hue::Vermillion), 1.5));
    m_selected->setScatterStyle(ring);
    render();
}

std::vector<int> ParetoChart::frontIndices() const {
    // By headroom from most to least: a point is on the front when it is faster than every
    // point with at least as much room (ties in headroom: the faster one only).
    std::vector<int> order(m_points.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [this](int a, int b) {
        if (m_points[a].headroomBytes != m_points[b].headroomBytes)
            return m_points[a].headroomBytes > m_points[b].headroomBytes;
        return m_points[a].tokensPerSecondPerGpu > m_points[b].tokensPerSecondPerGpu;
    });
    std::vector<int> front;
    double fastest = -std::numeric_limits<double>::infinity();
    for (int index : order) {
        if (m_points[index].tokensPerSecondPerGpu > fastest) {
            front.push_back(index);
            fastest = m_points[index].tokensPerSecondPerGpu;
        }
    }
    std::reverse(front.begin(), front.end());
    return front;
}

void ParetoChart::render() {
    const double unit = memoryUnitBytes(m_unit);
    QVector<double> x, y, tightX, tightY, frontX, frontY, selectedX, selectedY;
    for (int i = 0; i < int(m_points.size()); ++i) {
        const Point& p = m_points[i];
        (p.tight ? tightX : x).append(p.headroomBytes / unit);
        (p.tight ? tightY : y).append(p.tokensPerSecondPerGpu);
        if (i == m_selectedIndex) {
            selectedX.append(p.headroomBytes / unit);
            selectedY.append(p.tokensPerSecondPerGpu);
        }
    }
    for (int index : frontIndices()) {
        frontX.append(m_points[index].headroomBytes / unit);
        frontY.append(m_points[index].tokensPerSecondPerGpu);
    }
    m_all->setData(x, y);
    m_tight->setData(tightX, tightY);
    m_front->setData(frontX, frontY, true);
    m_selected->setData(selectedX, selectedY);
    // The table's verdicts, short enough for one legend row on a laptop's screen.
    m_all->setName(tr("Fits"));
    m_tight->setName(tr("Tight"));
    m_front->setName(tr("Pareto front"));
    m_title->setText(m_points.empty() ? tr("Search to see the layouts here")
                                      : tr("Pareto front of %n layout(s)", "", int(m_points.size())));
    m_plot->xAxis->setLabel(tr("Memory headroom per GPU (%1)").arg(memoryUnitSymbol(m_unit)));
    m_plot->yAxis->setLabel(tr("Tokens/s per GPU"));
    m_plot->rescaleAxes();
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        const QCPRange range = axis->range();
        const double pad = std::max(range.size() * 0.08, std::abs(range.center()) * 0.02 + 1e-9);
        axis->setRange(range.lower - pad, range.upper + pad);
    }
    m_plot->replot();
}

int ParetoChart::nearestPoint(const QPoint& pixel) const {
    const double unit = memoryUnitBytes(m_unit);
    int best = -1;
    double bestDistance = 12.0 * m_theme.fontScale(); // pixels: a click near a point picks it
    for (int i = 0; i < int(m_points.size()); ++i) {
        const double px = m_plot->xAxis->coordToPixel(m_points[i].headroomBytes / unit);
        const double py = m_plot->yAxis->coordToPixel(m_points[i].tokensPerSecondPerGpu);
        const double distance = std::hypot(px - pixel.x(), py - pixel.y());
        if (distance < bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}

void ParetoChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        render();
    QWidget::changeEvent(event);
}

} // namespace rooflab
