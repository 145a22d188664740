#include "widgets/charts/servingchart.h"

#include "document/format.h"
#include "widgets/charts/labellayout.h"
#include "widgets/charts/plainlogticker.h"

#include <QEvent>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rooflab {
namespace {

// A log axis's range around [low, high] with a margin of `pad` decades either side.
QCPRange logRange(double low, double high, double pad) {
    if (!(low > 0) || !(high >= low))
        return QCPRange(1, 10);
    return QCPRange(low / std::pow(10.0, pad), high * std::pow(10.0, pad));
}

// The concurrencies labelled along the throughput curve: 1, then 16, 64, 256, ... (more would
// crowd both ends, where the points bunch up: the low loads' near the axis, the plateau's).
bool labelled(int concurrency) {
    if (concurrency == 1)
        return true;
    for (int power = 16; power > 0 && power <= concurrency; power *= 4)
        if (power == concurrency)
            return true;
    return false;
}

} // namespace

ServingChart::ServingChart(QWidget* parent)
    : QWidget(parent)
    , m_plot(new LayoutAwarePlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setObjectName(QStringLiteral("servingPlot"));
    buildLayout();
    setTheme(m_theme);
}

void ServingChart::buildLayout() {
    // Title; the two panes side by side; the legend in a row under them (inside a pane it would
    // cover the curve).
    QCPLayoutGrid* grid = m_plot->plotLayout();
    m_latencyRect = m_plot->axisRect();
    grid->take(m_latencyRect);
    grid->simplify();
    m_title = new WrappingTextElement(m_plot);
    grid->addElement(0, 0, m_title);
    auto* panes = new QCPLayoutGrid;
    grid->addElement(1, 0, panes);
    m_throughputRect = new QCPAxisRect(m_plot);
    panes->addElement(0, 0, m_latencyRect);
    panes->addElement(0, 1, m_throughputRect);
    panes->setColumnSpacing(24);
    auto* legendRow = new QCPLayoutGrid;
    grid->addElement(2, 0, legendRow);
    grid->setRowStretchFactor(2, 0.001);
    grid->setRowStretchFactor(0, 0.001);
    legendRow->addElement(0, 0, new QCPLayoutElement(m_plot));
    legendRow->addElement(0, 1, m_plot->legend);
    legendRow->addElement(0, 2, new QCPLayoutElement(m_plot));
    legendRow->setColumnStretchFactor(1, 0.001);
    m_plot->legend->setVisible(true);
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    // As many columns as the width allows: entries cut off at their column's edge say nothing.
    static_cast<LayoutAwarePlot*>(m_plot)->beforeLayoutPass = [this] { fitLegendColumns(*m_plot, 3); };

    for (QCPAxis* axis : {m_latencyRect->axis(QCPAxis::atBottom), m_latencyRect->axis(QCPAxis::atLeft)}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->grid()->setSubGridVisible(true);
    }
    m_latencyRect->axis(QCPAxis::atBottom)->setTicker(QSharedPointer<QCPAxisTicker>(new PlainLogTicker(1.0)));
    m_latencyRect->axis(QCPAxis::atLeft)->setTicker(QSharedPointer<QCPAxisTicker>(new PlainLogTicker(1e-3)));

    m_ttftSlo = addGraph(m_latencyRect);
    m_tpotSlo = addGraph(m_latencyRect);
    m_ttft = addGraph(m_latencyRect);
    m_tpot = addGraph(m_latencyRect);
    m_ttftPoint = addGraph(m_latencyRect);
    m_tpotPoint = addGraph(m_latencyRect);
    m_userSlo = addGraph(m_throughputRect);
    m_throughput = addGraph(m_throughputRect);
    m_throughputPoint = addGraph(m_throughputRect);
    for (QCPGraph* point : {m_ttftPoint, m_tpotPoint, m_throughputPoint})
        point->setLineStyle(QCPGraph::lsNone);
    // One legend entry per kind: the rings share one, the TPOT SLO is one line in two panes.
    m_ttftPoint->removeFromLegend();
    m_tpotPoint->removeFromLegend();
    m_userSlo->removeFromLegend();
}

QCPGraph* ServingChart::addGraph(QCPAxisRect* rect) {
    QCPGraph* graph = m_plot->addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    graph->setSelectable(QCP::stNone);
    return graph;
}

void ServingChart::setCurve(const QVector<ServingCurvePoint>& curve, const Setting& setting) {
    m_curve = curve;
    m_setting = setting;
    render();
}

void ServingChart::setTheme(const ChartTheme& theme) {
    m_theme = theme;
    m_theme.apply(m_plot);
    m_title->setFont(m_theme.titleFont());
    m_title->setTextColor(m_theme.foreground());
    const double marker = 6 * m_theme.fontScale();
    const auto curveStyle = [&](QCPGraph* graph, ChartTheme::Hue hue, QCPScatterStyle::ScatterShape shape) {
        graph->setPen(m_theme.pen(ChartTheme::hue(hue), 2.0));
        graph->setScatterStyle(QCPScatterStyle(shape, ChartTheme::hue(hue), ChartTheme::hue(hue), marker));
    };
    curveStyle(m_ttft, ChartTheme::Hue::Orange, QCPScatterStyle::ssDisc);
    curveStyle(m_tpot, ChartTheme::Hue::Blue, QCPScatterStyle::ssSquare);
    curveStyle(m_throughput, ChartTheme::Hue::BluishGreen, QCPScatterStyle::ssDisc);
    m_ttftSlo->setPen(m_theme.pen(ChartTheme::hue(ChartTheme::Hue::Orange), 1.5, Qt::DashLine));
    m_tpotSlo->setPen(m_theme.pen(ChartTheme::hue(ChartTheme::Hue::Blue), 1.5, Qt::DashLine));
    m_userSlo->setPen(m_tpotSlo->pen());
    QCPScatterStyle ring(QCPScatterStyle::ssCircle, ChartTheme::hue(ChartTheme::Hue::Vermillion), marker * 2.6);
    ring.setPen(m_theme.pen(ChartTheme::hue(ChartTheme::Hue::Vermillion), 2.0));
    for (QCPGraph* point : {m_ttftPoint, m_tpotPoint, m_throughputPoint})
        point->setScatterStyle(ring);
    render();
}

void ServingChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        render();
    QWidget::changeEvent(event);
}

QString ServingChart::pointLabel() const {
    return m_pointLabel ? m_pointLabel->text() : QString();
}

void ServingChart::clearItems() {
    for (QCPAbstractItem* item : m_items)
        m_plot->removeItem(item);
    m_items.clear();
    m_pointLabel = nullptr;
}

QCPItemText* ServingChart::addText(QCPAxisRect* rect, double x, double y, const QString& text,
                                   Qt::Alignment alignment) {
    auto* item = new QCPItemText(m_plot);
    item->setClipAxisRect(rect);
    item->setClipToAxisRect(true);
    item->position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    item->position->setType(QCPItemPosition::ptPlotCoords);
    item->position->setCoords(x, y);
    item->setPositionAlignment(alignment);
    item->setText(text);
    item->setFont(m_theme.baseFont());
    item->setColor(m_theme.mutedForeground());
    item->setPadding(QMargins(4, 2, 4, 2));
    item->setSelectable(false);
    m_items.append(item);
    return item;
}

void ServingChart::render() {
    clearItems();
    m_title->setText(m_setting.title.isEmpty() ? tr("Serving") : tr("Serving: %1").arg(m_setting.title));
    m_ttft->setName(tr("Time to first token"));
    m_tpot->setName(tr("Time per output token"));
    m_ttftSlo->setName(m_setting.ttftSloS ? tr("TTFT target %1").arg(format::duration(*m_setting.ttftSloS))
                                          : QString());
    m_tpotSlo->setName(m_setting.tpotSloS ? tr("TPOT target %1").arg(format::duration(*m_setting.tpotSloS))
                                          : QString());
    m_throughput->setName(tr("Output tokens/s per GPU (at n in flight)"));
    m_throughputPoint->setName(tr("This scenario"));
    m_latencyRect->axis(QCPAxis::atBottom)->setLabel(tr("Requests in flight (concurrency)"));
    m_latencyRect->axis(QCPAxis::atLeft)->setLabel(tr("Latency (ms)"));
    m_throughputRect->axis(QCPAxis::atBottom)->setLabel(tr("Output tokens/s per user (1 / TPOT)"));
    m_throughputRect->axis(QCPAxis::atLeft)->setLabel(tr("Output tokens/s per GPU"));
    drawLatency();
    drawThroughput();
    fitRanges();
    drawSloLines();
    labelConcurrencies();
    labelOperatingPoint();
    m_plot->replot();
}

void ServingChart::drawLatency() {
    QVector<double> x, ttft, tpot;
    for (const ServingCurvePoint& p : m_curve) {
        x.append(p.concurrency);
        ttft.append(p.ttftS);
        tpot.append(p.tpotS);
    }
    m_ttft->setData(x, ttft, true);
    m_tpot->setData(x, tpot, true);
    m_ttftPoint->data()->clear();
    m_tpotPoint->data()->clear();
    if (m_setting.at && !m_curve.isEmpty()) {
        const double inFlight = std::max(1.0, m_setting.concurrencyInFlight);
        m_ttftPoint->addData(inFlight, m_setting.at->ttftS);
        m_tpotPoint->addData(inFlight, m_setting.at->tpotS);
    }
}

void ServingChart::drawThroughput() {
    // Sorted by x: the curve runs right to left as requests are added.
    QVector<QCPGraphData> points;
    for (const ServingCurvePoint& p : m_curve)
        points.append(QCPGraphData(p.tokensPerSPerUser, p.outputTokensPerSPerGpu));
    m_throughput->data()->set(points, true);
    m_throughputPoint->data()->clear();
    if (m_setting.at && !m_curve.isEmpty())
        m_throughputPoint->addData(m_setting.at->tokensPerSPerUser, m_setting.at->outputTokensPerSPerGpu);
}

void ServingChart::fitRanges() {
    double lowLatency = std::numeric_limits<double>::max(), highLatency = 0;
    double highUser = 0, highGpu = 0;
    int highConcurrency = 1;
    for (const ServingCurvePoint& p : m_curve) {
        for (double latency : {p.ttftS, p.tpotS}) {
            if (latency > 0) {
                lowLatency = std::min(lowLatency, latency);
                highLatency = std::max(highLatency, latency);
            }
        }
        highUser = std::max(highUser, p.tokensPerSPerUser);
        highGpu = std::max(highGpu, p.outputTokensPerSPerGpu);
        highConcurrency = std::max(highConcurrency, p.concurrency);
    }
    // The targets stay in view: a line off the chart would say nothing.
    for (const std::optional<double>& slo : {m_setting.ttftSloS, m_setting.tpotSloS}) {
        if (slo && *slo > 0 && highLatency > 0) {
            lowLatency = std::min(lowLatency, *slo);
            highLatency = std::max(highLatency, *slo);
        }
    }
    if (m_setting.tpotSloS && *m_setting.tpotSloS > 0)
        highUser = std::max(highUser, 1.0 / *m_setting.tpotSloS);
    m_latencyRect->axis(QCPAxis::atBottom)->setRange(logRange(1, highConcurrency, 0.12));
    m_latencyRect->axis(QCPAxis::atLeft)->setRange(logRange(lowLatency, highLatency, 0.15));
    // Linear from zero: a throughput's share of the best is read off the axis.
    m_throughputRect->axis(QCPAxis::atBottom)->setRange(0, highUser > 0 ? highUser * 1.12 : 1);
    m_throughputRect->axis(QCPAxis::atLeft)->setRange(0, highGpu > 0 ? highGpu * 1.15 : 1);
}

void ServingChart::drawSloLines() {
    const QCPRange x = m_latencyRect->axis(QCPAxis::atBottom)->range();
    const auto horizontal = [&x](QCPGraph* graph, const std::optional<double>& slo) {
        graph->data()->clear();
        if (slo && *slo > 0)
            graph->setData({x.lower, x.upper}, {*slo, *slo}, true);
    };
    horizontal(m_ttftSlo, m_curve.isEmpty() ? std::nullopt : m_setting.ttftSloS);
    horizontal(m_tpotSlo, m_curve.isEmpty() ? std::nullopt : m_setting.tpotSloS);
    // Only the SLOs the scenario sets are named in the legend.
    for (QCPGraph* slo : {m_ttftSlo, m_tpotSlo}) {
        if (slo->data()->isEmpty())
            slo->removeFromLegend();
        else
            slo->addToLegend();
    }
    m_userSlo->data()->clear();
    if (!m_curve.isEmpty() && m_setting.tpotSloS && *m_setting.tpotSloS > 0) {
        const double slowest = 1.0 / *m_setting.tpotSloS;
        const QCPRange y = m_throughputRect->axis(QCPAxis::atLeft)->range();
        m_userSlo->setData({slowest, slowest}, {y.lower, y.upper}, true);
    }
}

void ServingChart::labelConcurrencies() {
    // Below and left of each point, on the side of the origin the curve leaves free; above it near
    // the axis, where below would leave the pane.
    const double low = m_throughputRect->axis(QCPAxis::atLeft)->range().upper * 0.1;
    for (const ServingCurvePoint& p : m_curve)
        if (labelled(p.concurrency))
            addText(m_throughputRect, p.tokensPerSPerUser, p.outputTokensPerSPerGpu, format::integer(p.concurrency),
                    Qt::AlignRight | (p.outputTokensPerSPerGpu < low ? Qt::AlignBottom : Qt::AlignTop));
}

void ServingChart::labelOperatingPoint() {
    if (!m_setting.at || m_curve.isEmpty())
        return;
    const ServingCurvePoint& at = *m_setting.at;
    // In the pane's top right corner, which the curve (falling to the right) always leaves
    // free, with an arrow to the ring: beside the ring it would cover the curve or leave the pane.
    m_pointLabel = new QCPItemText(m_plot);
    m_pointLabel->setClipAxisRect(m_throughputRect);
    m_pointLabel->position->setAxisRect(m_throughputRect);
    m_pointLabel->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_pointLabel->position->setCoords(0.99, 0.03);
    m_pointLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    m_pointLabel->setTextAlignment(Qt::AlignLeft);
    const QString load =
        m_setting.requestRate > 0
            ? tr("%1 requests/s, %2 in flight")
                  .arg(format::general(m_setting.requestRate, 3), format::general(m_setting.concurrencyInFlight, 3))
            : tr("%1 in flight").arg(format::general(m_setting.concurrencyInFlight, 3));
    m_pointLabel->setText(tr("This scenario:\n%1,\n%2 tokens/s per GPU,\nlimited by %3")
                              .arg(load, format::count(at.outputTokensPerSPerGpu), servingBoundName(at.bound)));
    m_pointLabel->setColor(m_theme.foreground());
    m_pointLabel->setFont(m_theme.baseFont());
    m_pointLabel->setPadding(QMargins(6, 4, 6, 4));
    QColor veil = m_theme.background(); // a target line behind it stays visible, the text readable
    veil.setAlpha(170);
    m_pointLabel->setBrush(veil);
    m_pointLabel->setSelectable(false);
    m_items.append(m_pointLabel);
    auto* arrow = new QCPItemLine(m_plot);
    arrow->setClipAxisRect(m_throughputRect);
    arrow->start->setParentAnchor(m_pointLabel->bottom);
    arrow->end->setAxes(m_throughputRect->axis(QCPAxis::atBottom), m_throughputRect->axis(QCPAxis::atLeft));
    arrow->end->setCoords(at.tokensPerSPerUser, at.outputTokensPerSPerGpu);
    arrow->setPen(m_theme.pen(ChartTheme::hue(ChartTheme::Hue::Vermillion), 1.0));
    arrow->setHead(QCPLineEnding(QCPLineEnding::esSpikeArrow, 8 * m_theme.fontScale(), 10 * m_theme.fontScale()));
    arrow->setSelectable(false);
    m_items.append(arrow);
}

} // namespace rooflab
