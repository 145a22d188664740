#include "widgets/charts/gpudayschart.h"

#include <QEvent>
#include <QMouseEvent>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace rooflab {

GpuDaysChart::GpuDaysChart(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setObjectName(QStringLiteral("gpuDaysPlot"));
    m_plot->plotLayout()->insertRow(0);
    m_title = new QCPTextElement(m_plot, QString());
    m_plot->plotLayout()->addElement(0, 0, m_title);
    m_all = m_plot->addGraph();
    m_front = m_plot->addGraph();
    m_selected = m_plot->addGraph();
    for (QCPGraph* points : {m_all, m_selected})
        points->setLineStyle(QCPGraph::lsNone);
    m_front->setLineStyle(QCPGraph::lsLine);
    // GPU counts double from node to node: a base-2 log axis spaces them evenly.
    auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
    ticker->setLogBase(2);
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->xAxis->setNumberFormat(QStringLiteral("f"));
    m_plot->xAxis->setNumberPrecision(0);
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

void GpuDaysChart::setPoints(const std::vector<Point>& points, bool perTrillion) {
    m_points = points;
    m_perTrillion = perTrillion;
    m_selectedIndex = -1;
    render();
}

void GpuDaysChart::setSelected(int index) {
    m_selectedIndex = index >= 0 && index < int(m_points.size()) ? index : -1;
    render();
}

void GpuDaysChart::setTheme(const ChartTheme& theme) {
    m_theme = theme;
    m_theme.apply(m_plot);
    m_title->setFont(m_theme.labelFont());
    m_title->setTextColor(m_theme.foreground());
    const double marker = 7 * m_theme.fontScale();
    m_all->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, m_theme.hue(ChartTheme::Hue::SkyBlue), marker));
    m_front->setPen(m_theme.pen(m_theme.hue(ChartTheme::Hue::Blue), 1.5));
    m_front->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDisc, m_theme.hue(ChartTheme::Hue::Blue), marker * 1.2));
    QCPScatterStyle ring(QCPScatterStyle::ssCircle, m_theme.hue(ChartTheme::Hue::Vermillion), marker * 2.4);
    ring.setPen(m_theme.pen(m_theme.hue(ChartTheme::Hue::Vermillion), 1.5));
    m_selected->setScatterStyle(ring);
    render();
}

std::vector<int> GpuDaysChart::frontIndices() const {
    // By GPU count from fewest to most: a point is on the front when it is faster than every
    // point on at most as many GPUs (equal counts: the fastest only).
    std::vector<int> order(m_points.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [this](int a, int b) {
        if (m_points[a].gpus != m_points[b].gpus)
            return m_points[a].gpus < m_points[b].gpus;
        return m_points[a].days < m_points[b].days;
    });
    std::vector<int> front;
    double fastest = std::numeric_limits<double>::infinity();
    for (int index : order) {
        if (m_points[index].days > 0 && m_points[index].days < fastest) {
            front.push_back(index);
            fastest = m_points[index].days;
        }
    }
    return front;
}

void GpuDaysChart::render() {
    QVector<double> x, y, frontX, frontY, selectedX, selectedY;
    for (int i = 0; i < int(m_points.size()); ++i) {
        x.append(m_points[i].gpus);
        y.append(m_points[i].days);
        if (i == m_selectedIndex) {
            selectedX.append(m_points[i].gpus);
            selectedY.append(m_points[i].days);
        }
    }
    for (int index : frontIndices()) {
        frontX.append(m_points[index].gpus);
        frontY.append(m_points[index].days);
    }
    m_all->setData(x, y);
    m_front->setData(frontX, frontY, true);
    m_selected->setData(selectedX, selectedY);
    m_all->setName(tr("Layout"));
    m_front->setName(tr("Fewest GPUs for the time"));
    m_title->setText(m_points.empty() ? tr("Search a GPU range to see GPUs against days here")
                                      : tr("GPUs against days, %n layout(s)", "", int(m_points.size())));
    m_plot->xAxis->setLabel(tr("GPUs"));
    m_plot->yAxis->setLabel(m_perTrillion ? tr("Days per trillion tokens") : tr("Days to train"));
    fitAxes();
    m_plot->replot();
}

void GpuDaysChart::fitAxes() {
    if (m_points.empty()) {
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

int GpuDaysChart::nearestPoint(const QPoint& pixel) const {
    int best = -1;
    double bestDistance = 12.0 * m_theme.fontScale(); // pixels: a click near a point picks it
    for (int i = 0; i < int(m_points.size()); ++i) {
        const double px = m_plot->xAxis->coordToPixel(m_points[i].gpus);
        const double py = m_plot->yAxis->coordToPixel(m_points[i].days);
        const double distance = std::hypot(px - pixel.x(), py - pixel.y());
        if (distance < bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}

void GpuDaysChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        render();
    QWidget::changeEvent(event);
}

} // namespace rooflab
