#include "widgets/charts/layoutpointschart.h"

#include <QEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <cmath>
#include <limits>

namespace rooflab {

LayoutPointsChart::LayoutPointsChart(const QString& plotName, int pointGraphs, QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setObjectName(plotName);
    m_plot->plotLayout()->insertRow(0);
    m_title = new QCPTextElement(m_plot, QString());
    m_plot->plotLayout()->addElement(0, 0, m_title);
    for (int i = 0; i < pointGraphs; ++i)
        m_points.push_back(m_plot->addGraph());
    m_front = m_plot->addGraph();
    m_selected = m_plot->addGraph();
    for (QCPGraph* points : m_points)
        points->setLineStyle(QCPGraph::lsNone);
    m_selected->setLineStyle(QCPGraph::lsNone);
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
}

void LayoutPointsChart::pointsChanged() {
    m_selectedIndex = -1;
    render();
}

void LayoutPointsChart::setSelected(int index) {
    m_selectedIndex = index >= 0 && index < pointCount() ? index : -1;
    render();
}

void LayoutPointsChart::setTheme(const ChartTheme& theme) {
    m_theme = theme;
    m_theme.apply(m_plot);
    m_title->setFont(m_theme.labelFont()); // the axes say what is drawn; the title counts
    m_title->setTextColor(m_theme.foreground());
    const double marker = 7 * m_theme.fontScale();
    m_points.front()->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDisc, m_theme.hue(ChartTheme::Hue::SkyBlue), marker));
    styleMore(marker);
    m_front->setPen(m_theme.pen(m_theme.hue(ChartTheme::Hue::Blue), 1.5));
    m_front->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDisc, m_theme.hue(ChartTheme::Hue::Blue), marker * 1.2));
    QCPScatterStyle ring(QCPScatterStyle::ssCircle, m_theme.hue(ChartTheme::Hue::Vermillion), marker * 2.4);
    ring.setPen(m_theme.pen(m_theme.hue(ChartTheme::Hue::Vermillion), 1.5));
    m_selected->setScatterStyle(ring);
    render();
}

std::vector<int> LayoutPointsChart::frontAlong(const std::vector<int>& order,
                                               const std::function<double(int)>& score) const {
    std::vector<int> front;
    double best = -std::numeric_limits<double>::infinity();
    for (int index : order) {
        if (score(index) > best) {
            front.push_back(index);
            best = score(index);
        }
    }
    return front;
}

void LayoutPointsChart::render() {
    std::vector<QVector<double>> x(m_points.size()), y(m_points.size());
    QVector<double> frontX, frontY, selectedX, selectedY;
    for (int i = 0; i < pointCount(); ++i) {
        const QPointF p = pointAt(i);
        x[std::size_t(graphOf(i))].append(p.x());
        y[std::size_t(graphOf(i))].append(p.y());
        if (i == m_selectedIndex) {
            selectedX.append(p.x());
            selectedY.append(p.y());
        }
    }
    for (int index : frontIndices()) {
        frontX.append(pointAt(index).x());
        frontY.append(pointAt(index).y());
    }
    for (std::size_t g = 0; g < m_points.size(); ++g)
        m_points[g]->setData(x[g], y[g]);
    m_front->setData(frontX, frontY, true);
    m_selected->setData(selectedX, selectedY);
    // The ticks in the language's numbers, grouped as the table beside writes them ("60,000",
    // "202.5"; "60 000", "202,5" in French): QCustomPlot's own locale drops the grouping.
    m_plot->setLocale(QLocale());
    describe();
    m_plot->replot();
}

int LayoutPointsChart::nearestPoint(const QPoint& pixel) const {
    int best = -1;
    double bestDistance = 12.0 * m_theme.fontScale(); // pixels: a click near a point picks it
    for (int i = 0; i < pointCount(); ++i) {
        const QPointF p = pointAt(i);
        const double distance =
            std::hypot(m_plot->xAxis->coordToPixel(p.x()) - pixel.x(), m_plot->yAxis->coordToPixel(p.y()) - pixel.y());
        if (distance < bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}

void LayoutPointsChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        render();
    QWidget::changeEvent(event);
}

} // namespace rooflab
