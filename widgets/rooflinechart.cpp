#include "widgets/rooflinechart.h"

#include "document/format.h"
#include "widgets/explainstyle.h"

#include <qcustomplot.h>

#include <QEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rooflab {

namespace {

// Default axis extent: 1/16 FLOP/B (elementwise fp32 work) to 4096 FLOP/B (large GEMMs), and
// from 10 GFLOP/s up; both grow to cover every point.
constexpr double kMinIntensity = 1.0 / 16.0;
constexpr double kMaxIntensity = 4096.0;
constexpr double kMinFlops = 1e10;

const QCPScatterStyle::ScatterShape kSeriesShapes[] = {
    QCPScatterStyle::ssTriangle, QCPScatterStyle::ssSquare,     QCPScatterStyle::ssDiamond,
    QCPScatterStyle::ssCross,    QCPScatterStyle::ssPlus,       QCPScatterStyle::ssStar,
    QCPScatterStyle::ssTriangleInverted, QCPScatterStyle::ssCrossSquare, QCPScatterStyle::ssPlusCircle,
};

// Axis ticks: whole numbers from 1 up, three significant digits below.
QString formatPlain(double value) {
    return value >= 1 ? format::fixed(value, 0) : format::general(value, 3);
}

// Log ticks labelled as plain numbers (never "1e+03"); the y axis in TFLOP/s.
class PlainLogTicker : public QCPAxisTickerLog {
public:
    explicit PlainLogTicker(double labelScale) : m_labelScale(labelScale) { setTickCount(8); }

protected:
    QString getTickLabel(double tick, const QLocale&, QChar, int) override { return formatPlain(tick / m_labelScale); }

private:
    double m_labelScale;
};

QString dtypeName(DType type) {
    const std::string_view label = dtypeLabel(type);
    return QString::fromUtf8(label.data(), qsizetype(label.size()));
}

QString phaseName(Phase phase) {
    switch (phase) {
    case Phase::Train: return RooflineChart::tr("training");
    case Phase::Prefill: return RooflineChart::tr("prefill");
    case Phase::Decode: return RooflineChart::tr("decode");
    }
    return {};
}

QString boundName(Bound bound) {
    return bound == Bound::Memory ? RooflineChart::tr("memory-bound") : RooflineChart::tr("compute-bound");
}

bool plottable(double intensity, double flops) {
    return intensity > 0 && flops > 0 && std::isfinite(intensity) && std::isfinite(flops);
}

} // namespace

struct RooflineChart::MeasuredSource {
    int colorIndex = 0;
    std::vector<std::pair<QString, QCPGraph*>> series;
    std::vector<MeasuredPoint> points; // for the tooltip and the axis extent
    double bestBandwidth = 0;
    std::map<DType, double> bestFlops;
    std::vector<QCPGraph*> lines;
    std::vector<QCPItemText*> labels;
    QStringList ceilingTexts;
};

RooflineChart::RooflineChart(QWidget* parent) : QWidget(parent), m_plot(new LayoutAwarePlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setMinimumSize(360, 260);

    QCPLayoutGrid* grid = m_plot->plotLayout();
    grid->insertRow(0);
    grid->insertRow(0);
    m_titleElement = new WrappingTextElement(m_plot);
    m_subtitleElement = new WrappingTextElement(m_plot);
    grid->addElement(0, 0, m_titleElement);
    grid->addElement(1, 0, m_subtitleElement);

    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->grid()->setSubGridVisible(true);
    }
    m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new PlainLogTicker(1.0)));
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new PlainLogTicker(1e12)));
    m_memoryBoundOps = m_plot->addGraph();
    m_memoryBoundOps->setObjectName(QStringLiteral("ops-memory-bound"));
    m_computeBoundOps = m_plot->addGraph();
    m_computeBoundOps->setObjectName(QStringLiteral("ops-compute-bound"));
    retranslateUi();
    for (QCPGraph* graph : {m_memoryBoundOps, m_computeBoundOps}) {
        graph->setLineStyle(QCPGraph::lsNone);
        graph->setSelectable(QCP::stNone);
    }
    m_ridgeMarker = m_plot->addGraph();
    m_ridgeMarker->setLineStyle(QCPGraph::lsNone);
    m_ridgeMarker->removeFromLegend();
    m_ridgeLine = new QCPItemLine(m_plot);
    m_ridgeLabel = new QCPItemText(m_plot);
    m_ridgeLabel->setObjectName(QStringLiteral("ridge-label"));
    m_ridgeLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_ridgeLabel->setRotation(-90);

    // The legend is a row under the subtitle: inside the axes it would cover points or labels.
    grid->insertRow(2);
    auto* legendRow = new QCPLayoutGrid;
    grid->addElement(2, 0, legendRow);
    grid->setRowStretchFactor(2, 0.001);
    legendRow->addElement(0, 0, new QCPLayoutElement(m_plot));
    legendRow->addElement(0, 1, m_plot->legend);
    legendRow->addElement(0, 2, new QCPLayoutElement(m_plot));
    legendRow->setColumnStretchFactor(1, 0.001);
    m_plot->legend->setVisible(true);
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->legend->setWrap(4);
    m_plot->legend->setMargins(QMargins(4, 0, 4, 0));

    // Labels are placed once the axis rect of the size being drawn is known.
    static_cast<LayoutAwarePlot*>(m_plot)->afterLayoutPass = [this] { return layoutLabels(); };

    static_cast<LayoutAwarePlot*>(m_plot)->screenLayoutDone = [this] { rememberDrawnLayout(); };

    // What a slider step changes, on a buffered layer of its own (see tryOpsOnlyUpdate), on top:
    // the markers and labels stay inside the axes, clear of the axis lines and of the legend, so
    // nothing below needs another buffer. The overlay (selection rectangles, unused here) shares
    // the buffer below: two buffers to composite, as before.
    m_plot->layer(QStringLiteral("overlay"))->setMode(QCPLayer::lmLogical);
    m_plot->addLayer(QStringLiteral("ops"), m_plot->layer(QStringLiteral("overlay")), QCustomPlot::limAbove);
    m_opsLayer = m_plot->layer(QStringLiteral("ops"));
    m_opsLayer->setMode(QCPLayer::lmBuffered);
    m_memoryBoundOps->setLayer(m_opsLayer);
    m_computeBoundOps->setLayer(m_opsLayer);
    m_titleElement->setLayer(m_opsLayer);
    m_subtitleElement->setLayer(m_opsLayer);
    connect(m_plot, &QCustomPlot::beforeReplot, this, [this] { m_fullReplotPending = false; });
    connect(m_plot, &QCustomPlot::afterReplot, this, &RooflineChart::updated);

    m_plot->setMouseTracking(true);
    connect(m_plot, &QCustomPlot::mouseMove, this, &RooflineChart::onMouseMove);
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
        if (event->button() != Qt::LeftButton)
            return;
        const QStringList figures = figuresAt(event->position());
        if (!figures.isEmpty())
            emit explainRequested(figures, event->globalPosition().toPoint());
    });

    applyTheme();
    updateRanges();
    rebuildRoofs();
}

RooflineChart::~RooflineChart() = default;

void RooflineChart::setData(const Scenario& scenario, const Report& report) {
    m_hasData = true;
    const bool sameGpu = m_gpu.name == scenario.gpu.name && m_gpu.bandwidth == scenario.gpu.bandwidth
        && m_gpu.densePeak == scenario.gpu.densePeak && m_gpu.fp32VectorPeak == scenario.gpu.fp32VectorPeak;
    if (!sameGpu || m_computeDtype != scenario.precision.compute)
        invalidateRoofs();
    if (!sameGpu || m_gpu.id != scenario.gpu.id)
        resetRanges();
    m_gpu = scenario.gpu;
    m_computeDtype = scenario.precision.compute;
    m_roofline = report.roofline;
    updateTitles();

    QVector<double> memX, memY, computeX, computeY;

    for (const RooflineOp& op : m_roofline.ops) {
        if (!plottable(op.intensity, op.attainableFlops))
            continue;
        auto& xs = op.bound == Bound::Memory ? memX : computeX;
        auto& ys = op.bound == Bound::Memory ? memY : computeY;
        xs.push_back(op.intensity);
        ys.push_back(op.attainableFlops);
    }
    m_memoryBoundOps->setData(memX, memY);
    m_computeBoundOps->setData(computeX, computeY);

    updateRanges();
    rebuildRoofs();
    rebuildOpLabels();
    if (!tryOpsOnlyUpdate())
        requestFullReplot();
}

void RooflineChart::updateTitles() {
    const QString gpuName = QString::fromStdString(m_gpu.name);
    m_titleElement->setText(tr("%1 roofline — %2").arg(gpuName, phaseName(m_roofline.phase)));
    QStringList facts;
    facts << tr("compute in %1").arg(dtypeName(m_computeDtype));
    if (m_roofline.stepTimeS > 0)
        facts << (m_roofline.phase == Phase::Decode ? tr("%1 per token") : tr("%1 per step"))
                     .arg(format::si(m_roofline.stepTimeS, QStringLiteral("s")));
    if (m_roofline.predictedMfu > 0)
        facts << tr("roofline-bound MFU %1 %").arg(format::percent(m_roofline.predictedMfu));
    if (m_roofline.tokensPerSecondPerGpu > 0)
        facts << tr("%1 tokens/s per GPU").arg(format::si(m_roofline.tokensPerSecondPerGpu, QString()));
    m_subtitleElement->setText(facts.join(QStringLiteral("  ·  ")));
}

void RooflineChart::retranslateUi() {
    m_plot->setLocale(QLocale());
    m_plot->xAxis->setLabel(tr("arithmetic intensity (FLOP/byte)"));
    m_plot->yAxis->setLabel(tr("attainable TFLOP/s"));
    m_memoryBoundOps->setName(tr("memory-bound op"));
    m_computeBoundOps->setName(tr("compute-bound op"));
}

void RooflineChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (m_hasData) {
            updateTitles();
            invalidateRoofs();
            rebuildRoofs();
            rebuildOpLabels();
        }
        requestFullReplot();
    }
    QWidget::changeEvent(event);
}

QStringList RooflineChart::figuresAt(const QPointF& pixel) const {
    if (!m_hasData)
        return {};
    double distance2 = 0;
    if (const int index = opNear(pixel, distance2); index >= 0) {
        const QString id = QStringLiteral("roofline.op.%1").arg(index);
        return {id + QStringLiteral(".attainable"), id + QStringLiteral(".time")};
    }
    const double maxDistance = std::sqrt(pickRadius2());
    // A ceiling: its flat part, right of its ridge, within a few pixels. Dtypes with equal peaks
    // share one line: the compute dtype's derivation wins.
    const double intensity = m_plot->xAxis->pixelToCoord(pixel.x());
    const RooflineCeiling* hit = nullptr;
    for (const RooflineCeiling& ceiling : m_roofline.ceilings) {
        if (intensity < ceiling.ridge)
            continue;
        if (std::abs(m_plot->yAxis->coordToPixel(ceiling.peakFlops) - pixel.y()) <= maxDistance
            && (!hit || ceiling.dtype == m_computeDtype))
            hit = &ceiling;
    }
    if (!hit)
        return {};
    const std::string_view id = dtypeId(hit->dtype);
    return {QStringLiteral("roofline.ceiling.") + QString::fromUtf8(id.data(), qsizetype(id.size()))};
}

void RooflineChart::resetRanges() {
    m_sticky = {};
}

void RooflineChart::requestFullReplot() {
    m_fullReplotPending = true;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RooflineChart::rememberDrawnLayout() {
    m_drawn.valid = true;
    m_drawn.x = m_plot->xAxis->range();
    m_drawn.y = m_plot->yAxis->range();
    m_drawn.roofs = m_roofsGeneration;
    m_drawn.titleMin = static_cast<const QCPLayoutElement*>(m_titleElement)->minimumOuterSizeHint().height();
    m_drawn.titleMax = static_cast<const QCPLayoutElement*>(m_titleElement)->maximumOuterSizeHint().height();
    m_drawn.subtitleMin = static_cast<const QCPLayoutElement*>(m_subtitleElement)->minimumOuterSizeHint().height();
    m_drawn.subtitleMax = static_cast<const QCPLayoutElement*>(m_subtitleElement)->maximumOuterSizeHint().height();
}

bool RooflineChart::tryOpsOnlyUpdate() {
    auto* plot = static_cast<LayoutAwarePlot*>(m_plot);
    if (m_fullReplotPending || !m_drawn.valid || !plot->screenLayoutCurrent())
        return false;
    // The axes, the roofs and the rows above the axis rect as drawn: the other layers' buffers
    // still show the right picture.
    if (m_plot->xAxis->range() != m_drawn.x || m_plot->yAxis->range() != m_drawn.y || m_roofsGeneration != m_drawn.roofs
        || static_cast<const QCPLayoutElement*>(m_titleElement)->minimumOuterSizeHint().height() != m_drawn.titleMin
        || static_cast<const QCPLayoutElement*>(m_titleElement)->maximumOuterSizeHint().height() != m_drawn.titleMax
        || static_cast<const QCPLayoutElement*>(m_subtitleElement)->minimumOuterSizeHint().height() != m_drawn.subtitleMin
        || static_cast<const QCPLayoutElement*>(m_subtitleElement)->maximumOuterSizeHint().height() != m_drawn.subtitleMax)
        return false;
    // Place the op labels as the layout pass would, in the axis rect drawn. Ceiling labels keep
    // clear of the op markers: if one of them moves, its layer must be redrawn too.
    std::vector<std::pair<QPointF, bool>> ceilings;
    ceilings.reserve(m_ceilingLabels.size());
    for (const CeilingLabel& ceiling : m_ceilingLabels)
        ceilings.emplace_back(ceiling.item->position->coords(), ceiling.item->visible());
    layoutLabels();
    for (std::size_t i = 0; i < m_ceilingLabels.size(); ++i)
        if (m_ceilingLabels[i].item->position->coords() != ceilings[i].first
            || m_ceilingLabels[i].item->visible() != ceilings[i].second)
            return false; // the full replot draws what layoutLabels just placed
    m_opsLayer->replot();
    emit updated();
    return true;
}

void RooflineChart::setTheme(const ChartTheme& theme) {
    resetRanges();
    m_theme = theme;
    m_textSizes.clear();
    applyTheme();
    invalidateRoofs();
    updateRanges();
    rebuildRoofs();
    rebuildOpLabels();
    requestFullReplot();
}

void RooflineChart::applyTheme() {
    m_theme.apply(m_plot);
    m_titleElement->setFont(m_theme.titleFont());
    m_titleElement->setTextColor(m_theme.foreground());
    m_subtitleElement->setFont(m_theme.baseFont());
    m_subtitleElement->setTextColor(m_theme.mutedForeground());
    const double markerSize = 9 * m_theme.fontScale();
    m_memoryBoundOps->setPen(QPen(m_theme.memoryBound(), 1.5));
    m_memoryBoundOps->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, m_theme.memoryBound(), markerSize));
    m_computeBoundOps->setPen(QPen(m_theme.computeBound(), 1.5));
    m_computeBoundOps->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, m_theme.computeBound(), markerSize));
    m_ridgeMarker->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, m_theme.foreground(),
                                                   m_theme.background(), markerSize * 1.2));
    m_ridgeLine->setPen(m_theme.pen(m_theme.mutedForeground(), 0.5, Qt::DashLine));
    m_ridgeLabel->setFont(m_theme.baseFont());
    m_ridgeLabel->setColor(m_theme.foreground());
    for (auto& [label, source] : m_sources) {
        for (auto& [series, graph] : source->series) {
            QCPScatterStyle style = graph->scatterStyle();
            style.setPen(QPen(m_theme.measured(source->colorIndex), 1.5 * m_theme.fontScale()));
            style.setSize(markerSize);
            graph->setScatterStyle(style);
        }
    }
}

void RooflineChart::addToRange(double intensity, double flops) {
    if (!plottable(intensity, flops))
        return;
    if (m_dataXMax <= 0) {
        m_dataXMin = m_dataXMax = intensity;
        m_dataYMin = m_dataYMax = flops;
        return;
    }
    m_dataXMin = std::min(m_dataXMin, intensity);
    m_dataXMax = std::max(m_dataXMax, intensity);
    m_dataYMin = std::min(m_dataYMin, flops);
    m_dataYMax = std::max(m_dataYMax, flops);
}

void RooflineChart::updateRanges() {
    m_dataXMin = m_dataXMax = m_dataYMin = m_dataYMax = 0;
    double topPeak = std::max(m_gpu.fp32VectorPeak, 0.0);
    for (const auto& [dtype, peak] : m_gpu.densePeak)
        topPeak = std::max(topPeak, peak);
    for (const RooflineOp& op : m_roofline.ops)
        addToRange(op.intensity, op.attainableFlops);
    for (const auto& [label, source] : m_sources) {
        for (const MeasuredPoint& point : source->points)
            addToRange(point.intensity, point.flopsPerSecond);
        for (const auto& [dtype, peak] : source->bestFlops)
            topPeak = std::max(topPeak, peak);
    }
    if (topPeak <= 0)
        topPeak = 1e15;
    double xLower = kMinIntensity, xUpper = kMaxIntensity, yLower = kMinFlops, yUpper = 2 * topPeak;
    if (m_dataXMax > 0) {
        // In powers of two. Right of the rightmost point 3x to 6x is left free: the
        // compute-bound matmuls sit there and their labels need the room.
        xLower = std::min(xLower, std::exp2(std::floor(std::log2(m_dataXMin / 2))));
        xUpper = std::max(xUpper, std::exp2(std::ceil(std::log2(m_dataXMax * 3))));
        yLower = std::min(yLower, std::pow(10.0, std::floor(std::log10(m_dataYMin / 2))));
        if (m_dataYMax * 2 > yUpper)
            yUpper = std::pow(10.0, std::ceil(std::log10(m_dataYMax * 2)));
    }
    // Sticky bounds, so that dragging a slider rarely moves the axes (the grid, the roofs and
    // their labels then stay put): a bound moves out only when a point comes within the margin
    // above, and then generously; it moves back in only when the data has left it far behind.
    if (m_sticky.valid && m_dataXMax > 0) {
        StickyRanges& s = m_sticky;
        if (m_dataXMax * 3 > s.xUpper) // next power of 16 above 4x the rightmost point
            s.xUpper = std::max(xUpper, std::pow(16.0, std::ceil(std::log(m_dataXMax * 4) / std::log(16.0))));
        else if (m_dataXMax < s.xUpper / 64)
            s.xUpper = xUpper;
        if (m_dataXMin / 2 < s.xLower)
            s.xLower = std::min(xLower, std::pow(16.0, std::floor(std::log(m_dataXMin / 4) / std::log(16.0))));
        else if (m_dataXMin > s.xLower * 64)
            s.xLower = xLower;
        if (m_dataYMin / 2 < s.yLower)
            s.yLower = std::min(yLower, std::pow(10.0, std::floor(std::log10(m_dataYMin / 10))));
        else if (m_dataYMin > s.yLower * 1000)
            s.yLower = yLower;
        if (yUpper > s.yUpper)
            s.yUpper = yUpper == 2 * topPeak ? yUpper : std::pow(10.0, std::ceil(std::log10(m_dataYMax * 4)));
        else if (yUpper < s.yUpper / 64)
            s.yUpper = yUpper;
        xLower = s.xLower;
        xUpper = s.xUpper;
        yLower = s.yLower;
        yUpper = s.yUpper;
    } else if (m_dataXMax > 0) {
        m_sticky = {true, xLower, xUpper, yLower, yUpper};
    }
    // Room above the top ceiling for its label: with large (presentation) fonts 2x is not enough.
    // Solves log(yUpper / top) >= k log(yUpper / yLower), k = label height / axis height (the
    // axis rect last laid out, or the 360 px of a 1920x1080 @2 export before the first one).
    const int axisHeight = m_plot->axisRect()->height() > 100 ? m_plot->axisRect()->height() : 360;
    const double k = (QFontMetricsF(m_theme.baseFont()).height() + 2) / double(axisHeight);
    if (k < 0.5) {
        const double needed = (std::log10(topPeak) - k * std::log10(yLower)) / (1 - k);
        if (needed > std::log10(yUpper))
            yUpper = std::pow(10.0, std::ceil(needed * 20) / 20); // steps of 1/20 decade
    }
    m_plot->xAxis->setRange(QCPRange(xLower, xUpper).sanitizedForLogScale());
    m_plot->yAxis->setRange(QCPRange(yLower, yUpper).sanitizedForLogScale());
}

QCPGraph* RooflineChart::lineGraph(std::vector<QCPGraph*>& pool, std::size_t index) {
    while (pool.size() <= index) {
        QCPGraph* graph = m_plot->addGraph();
        graph->removeFromLegend();
        graph->setSelectable(QCP::stNone);
        graph->setLineStyle(QCPGraph::lsLine);
        graph->setScatterStyle(QCPScatterStyle::ssNone);
        // Roofs and ceilings on the grid layer: above the grid lines, below the op markers.
        graph->setLayer(QStringLiteral("grid"));
        pool.push_back(graph);
    }
    QCPGraph* graph = pool[index];
    graph->setVisible(true);
    return graph;
}

QCPItemText* RooflineChart::textItem(std::vector<QCPItemText*>& pool, std::size_t index) {
    while (pool.size() <= index) {
        auto* text = new QCPItemText(m_plot);
        text->setSelectable(false);
        text->setPadding(QMargins(3, 1, 3, 1));
        text->position->setType(QCPItemPosition::ptPlotCoords);
        pool.push_back(text);
    }
    QCPItemText* text = pool[index];
    text->setVisible(true);
    return text;
}

QPointF RooflineChart::pixelOf(double x, double y) const {
    return {m_plot->xAxis->coordToPixel(x), m_plot->yAxis->coordToPixel(y)};
}

void RooflineChart::setTextCoords(QCPItemText* item, const QPointF& topLeftPixel) {
    item->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    item->position->setCoords(m_plot->xAxis->pixelToCoord(topLeftPixel.x()), m_plot->yAxis->pixelToCoord(topLeftPixel.y()));
}

QRectF RooflineChart::itemBox(QCPItemText* item) const {
    // The corners QCPItemText reports (rotation included) at the current layout.
    QRectF box(item->topLeft->pixelPosition(), item->bottomRight->pixelPosition());
    box = box.normalized();
    return box.united(QRectF(item->topRight->pixelPosition(), item->bottomLeft->pixelPosition()).normalized());
}

void RooflineChart::placeCeilingLabel(LabelLayout& layout, QCPItemText* label, double peak, double ridgeBandwidth,
                                      std::vector<QRectF>& placedAtLeft) {
    const QRectF area = layout.area();
    const QSizeF size = m_textSizes.size(label->font(), label->text(), label->padding());
    const double y = m_plot->yAxis->coordToPixel(peak);
    const double ridge = m_plot->xAxis->coordToPixel(peak / ridgeBandwidth);
    // Left of the ridge, along the guide: at the left edge or just right of a ceiling label
    // already there (ceilings 2x apart are closer than a line of large text). Failing that, at
    // the right end of the ceiling; failing that, below it.
    std::vector<double> starts{area.left() + 2};
    for (const QRectF& other : placedAtLeft)
        starts.push_back(other.right() + 6);
    std::sort(starts.begin(), starts.end());
    std::vector<QRectF> spots;
    for (double start : starts) {
        if (start + size.width() > std::max(ridge, area.left() + 2 + size.width()))
            continue;
        spots.emplace_back(QPointF(start, y - size.height()), size);
        spots.emplace_back(QPointF(start, y), size);
    }
    const bool leftSpots = !spots.empty();
    spots.emplace_back(QPointF(area.right() - 2 - size.width(), y - size.height()), size);
    spots.emplace_back(QPointF(area.right() - 2 - size.width(), y), size);
    int chosen = -1;
    for (auto strictness : {LabelLayout::Strictness::Clear, LabelLayout::Strictness::CrossLines,
                            LabelLayout::Strictness::LeastOverlap})
        if ((chosen = layout.choose(spots, strictness)) >= 0)
            break;
    if (chosen < 0) { // taller than the axes: keep it visible at the left edge
        label->setVisible(false);
        return;
    }
    const QRectF& box = spots[std::size_t(chosen)];
    if (leftSpots && box.left() < area.center().x())
        placedAtLeft.push_back(box);
    setTextCoords(label, box.topLeft());
}

void RooflineChart::rebuildRoofs() {
    const QCPRange xRange = m_plot->xAxis->range(), yRange = m_plot->yAxis->range();
    if (m_roofsValid && xRange == m_roofsX && yRange == m_roofsY)
        return;
    m_roofsValid = true;
    m_roofsX = xRange;
    m_roofsY = yRange;
    ++m_roofsGeneration;
    const double xLo = xRange.lower;
    const double xHi = xRange.upper;
    const double yLo = yRange.lower;
    const double bandwidth = m_gpu.bandwidth;
    std::size_t lineCount = 0, labelCount = 0;
    m_labelObstacleLines.clear();
    m_ceilingLabels.clear();
    m_fixedLabels.clear();

    // Group dtypes with the same dense peak into one ceiling ("FP16 · BF16 989 TFLOP/s").
    std::vector<std::pair<double, QStringList>> groups;
    bool computeGroupFound = false;
    double computePeak = m_gpu.peak(m_computeDtype);
    for (const auto& [dtype, peak] : m_gpu.densePeak) {
        if (peak <= 0)
            continue;
        // Both FP8 encodings share one peak: "FP8" says it on a slide.
        const QString name = dtype == DType::FP8_E4M3 || dtype == DType::FP8_E5M2
            ? QStringLiteral("FP8")
            : dtypeName(dtype);
        auto found = std::find_if(groups.begin(), groups.end(),
                                  [peak = peak](const auto& group) { return std::abs(group.first - peak) < 1e-6 * peak; });
        if (found == groups.end())
            groups.push_back({peak, {name}});
        else if (!found->second.contains(name))
            found->second << name;
    }
    std::sort(groups.begin(), groups.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    const double topPeak = groups.empty() ? 0 : groups.back().first;

    if (bandwidth > 0 && topPeak > 0) {
        // The memory roof: attainable = intensity x bandwidth, up to the highest ceiling.
        QCPGraph* roof = lineGraph(m_roofGraphs, lineCount++);
        roof->setData({xLo, topPeak / bandwidth}, {xLo * bandwidth, topPeak}, true);
        roof->setPen(m_theme.pen(m_theme.foreground()));
        m_labelObstacleLines.push_back(roof);
        QCPItemText* label = textItem(m_roofLabels, labelCount++);
        // Half way up the slanted roof, on its upper-left side (above the roof: never a point there).
        const double x = std::sqrt(xLo * topPeak / bandwidth);
        label->position->setCoords(x, x * bandwidth);
        label->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
        label->setText(tr("memory %1").arg(format::si(bandwidth, QStringLiteral("B/s"))));
        label->setFont(m_theme.baseFont());
        label->setColor(m_theme.foreground());
        m_fixedLabels.push_back(label);

        // Ceiling labels sit at the left edge, above (or below) a faint guide from the edge to
        // the ridge: the region above the roof, where no operation can ever be plotted. A label
        // that would collide with one already placed moves to the right end of its ceiling.
        const double vectorPeak = m_gpu.fp32VectorPeak;
        bool vectorMerged = false;
        // The compute dtype's ceiling is placed first, so that it keeps the best spot.
        std::stable_sort(groups.begin(), groups.end(), [&](const auto& a, const auto& b) {
            const bool aCompute = std::abs(a.first - computePeak) < 1e-6 * a.first;
            const bool bCompute = std::abs(b.first - computePeak) < 1e-6 * b.first;
            return aCompute && !bCompute;
        });
        for (auto& [peak, names] : groups) {
            const bool isCompute = !computeGroupFound && std::abs(peak - computePeak) < 1e-6 * peak;
            computeGroupFound = computeGroupFound || isCompute;
            if (vectorPeak > 0 && std::abs(vectorPeak - peak) < 1e-6 * peak) {
                names << tr("FP32 vector");
                vectorMerged = true;
            }
            QCPGraph* ceiling = lineGraph(m_roofGraphs, lineCount++);
            ceiling->setData({peak / bandwidth, xHi}, {peak, peak}, true);
            ceiling->setPen(isCompute ? m_theme.pen(m_theme.foreground())
                                      : m_theme.pen(m_theme.mutedForeground(), 0.5));
            if (isCompute)
                m_labelObstacleLines.push_back(ceiling);
            QCPGraph* guide = lineGraph(m_roofGraphs, lineCount++);
            guide->setData({xLo, peak / bandwidth}, {peak, peak}, true);
            guide->setPen(QPen(m_theme.mutedForeground(), 1.0, Qt::DotLine));
            QCPItemText* ceilingLabel = textItem(m_roofLabels, labelCount++);
            ceilingLabel->setText(QStringLiteral("%1 %2").arg(names.join(QStringLiteral(" · ")), format::tflops(peak)));
            QFont font = m_theme.baseFont();
            font.setBold(isCompute);
            ceilingLabel->setFont(font);
            ceilingLabel->setColor(isCompute ? m_theme.foreground() : m_theme.mutedForeground());
            m_ceilingLabels.push_back({ceilingLabel, peak, bandwidth});
        }
        if (vectorPeak > 0) {
            // Non-matmul work (softmax, norms, elementwise) runs on the CUDA cores.
            QCPGraph* vector = lineGraph(m_roofGraphs, lineCount++);
            vector->setData({vectorPeak / bandwidth, xHi}, {vectorPeak, vectorPeak}, true);
            vector->setPen(m_theme.pen(m_theme.mutedForeground(), 0.6, Qt::DotLine));
            if (!vectorMerged) {
                QCPGraph* guide = lineGraph(m_roofGraphs, lineCount++);
                guide->setData({xLo, vectorPeak / bandwidth}, {vectorPeak, vectorPeak}, true);
                guide->setPen(QPen(m_theme.mutedForeground(), 1.0, Qt::DotLine));
                QCPItemText* vectorLabel = textItem(m_roofLabels, labelCount++);
                vectorLabel->setText(tr("FP32 vector (CUDA cores) %1").arg(format::tflops(vectorPeak)));
                vectorLabel->setFont(m_theme.baseFont());
                vectorLabel->setColor(m_theme.mutedForeground());
                m_ceilingLabels.push_back({vectorLabel, vectorPeak, bandwidth});
            }
        }
    }
    for (std::size_t i = lineCount; i < m_roofGraphs.size(); ++i)
        m_roofGraphs[i]->setVisible(false);
    for (std::size_t i = labelCount; i < m_roofLabels.size(); ++i)
        m_roofLabels[i]->setVisible(false);

    // The ridge of the compute dtype: left of it every op is memory-bound.
    const double ridge = bandwidth > 0 ? computePeak / bandwidth : 0;
    const bool showRidge = ridge > 0;
    m_ridgeLine->setVisible(showRidge);
    m_ridgeLabel->setVisible(showRidge);
    m_ridgeMarker->setVisible(showRidge);
    if (showRidge) {
        m_ridgeLine->start->setCoords(ridge, yLo);
        m_ridgeLine->end->setCoords(ridge, computePeak);
        m_ridgeMarker->setData({ridge}, {computePeak}, true);
        // Along the dashed line, reading upwards from the x axis, to its right: low and right of
        // the ridge is the one region no op reaches.
        m_ridgeLabel->position->setCoords(ridge, yLo * 1.3);
        m_ridgeLabel->setText(tr("ridge %1 FLOP/B").arg(format::fixed(ridge, 0)));
        m_fixedLabels.push_back(m_ridgeLabel);
    }

    rebuildMeasuredRoofs(topPeak);
}

void RooflineChart::rebuildMeasuredRoofs(double datasheetTopPeak) {
    const double xLo = m_plot->xAxis->range().lower;
    const double xHi = m_plot->xAxis->range().upper;
    const double bandwidth = m_gpu.bandwidth;
    // Measured ceilings, dashed, in the source's colour.
    for (auto& [sourceLabel, source] : m_sources) {
        std::size_t lines = 0, labels = 0;
        source->ceilingTexts.clear();
        const QColor colour = m_theme.measured(source->colorIndex);
        const double measuredBandwidth = source->bestBandwidth > 0 ? source->bestBandwidth : bandwidth;
        double measuredTop = 0;
        for (const auto& [dtype, peak] : source->bestFlops)
            measuredTop = std::max(measuredTop, peak);
        if (source->bestBandwidth > 0) {
            const double top = measuredTop > 0 ? measuredTop : datasheetTopPeak;
            QCPGraph* roof = lineGraph(source->lines, lines++);
            roof->setData({xLo, top / source->bestBandwidth}, {xLo * source->bestBandwidth, top}, true);
            roof->setPen(m_theme.pen(colour, 0.7, Qt::DashLine));
            QString text = tr("measured %1").arg(format::si(source->bestBandwidth, QStringLiteral("B/s")));
            if (bandwidth > 0)
                text += QStringLiteral(" = ") + tr("%1% of datasheet").arg(format::percent(source->bestBandwidth / bandwidth, 0));
            QCPItemText* label = textItem(source->labels, labels++);
            const double x = xLo * 2;
            label->position->setCoords(x, x * source->bestBandwidth);
            label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
            label->setText(text);
            label->setFont(m_theme.baseFont());
            label->setColor(colour);
            m_fixedLabels.push_back(label);
            source->ceilingTexts << text;
        }
        for (const auto& [dtype, peak] : source->bestFlops) {
            if (peak <= 0 || measuredBandwidth <= 0)
                continue;
            QCPGraph* ceiling = lineGraph(source->lines, lines++);
            ceiling->setData({peak / measuredBandwidth, xHi}, {peak, peak}, true);
            ceiling->setPen(m_theme.pen(colour, 0.7, Qt::DashLine));
            QString text = tr("measured %1 %2").arg(dtypeName(dtype), format::tflops(peak));
            const double datasheet = m_gpu.peak(dtype);
            if (datasheet > 0)
                text += QStringLiteral(" = ") + tr("%1% of datasheet").arg(format::percent(peak / datasheet, 0));
            QCPItemText* label = textItem(source->labels, labels++);
            label->setText(text);
            label->setFont(m_theme.baseFont());
            label->setColor(colour);
            m_ceilingLabels.push_back({label, peak, measuredBandwidth});
            source->ceilingTexts << text;
        }
        for (std::size_t i = lines; i < source->lines.size(); ++i)
            source->lines[i]->setVisible(false);
        for (std::size_t i = labels; i < source->labels.size(); ++i)
            source->labels[i]->setVisible(false);
    }
}

void RooflineChart::rebuildOpLabels() {
    // Ops at the same point (Q, K and V of equal shape) share one label.
    std::vector<OpGroup> groups;
    for (const RooflineOp& op : m_roofline.ops) {
        if (!plottable(op.intensity, op.attainableFlops))
            continue;
        const QString name = translateCoreText(op.name);
        auto found = std::find_if(groups.begin(), groups.end(), [&](const OpGroup& g) {
            return std::abs(std::log10(g.x / op.intensity)) < 0.01 && std::abs(std::log10(g.y / op.attainableFlops)) < 0.01;
        });
        if (found == groups.end())
            groups.push_back({op.intensity, op.attainableFlops, {name}, op.bound, {}});
        else if (!found->names.contains(name))
            found->names << name;
    }
    std::sort(groups.begin(), groups.end(), [](const OpGroup& a, const OpGroup& b) { return a.x < b.x; });
    for (OpGroup& group : groups) {
        // Many ops at one point (decode at batch 1 puts every matmul at ~1 FLOP/B) would make
        // one endless label: wrap it after about 32 characters.
        QStringList lines{QString()};
        for (const QString& name : group.names) {
            if (!lines.back().isEmpty() && lines.back().size() + name.size() > 32)
                lines << QString();
            lines.back() += (lines.back().isEmpty() ? QString() : QStringLiteral(" · ")) + name;
        }
        group.variants.push_back(lines.join(QLatin1Char('\n')));
        // Shorter forms for a crowded or small chart; the tooltip still names every op.
        const QString& first = group.names.front();
        if (group.names.size() > 1)
            group.variants.push_back(QStringLiteral("%1 +%2").arg(first).arg(group.names.size() - 1));
        if (first.size() > 12) {
            const qsizetype cut = first.lastIndexOf(QLatin1Char(' '), 10);
            group.variants.push_back(first.left(cut > 3 ? cut : 10) + QStringLiteral("…"));
        }
    }
    // Same texts at the same points: the labels stay where they are.
    const bool same = groups.size() == m_opGroups.size()
        && std::equal(groups.begin(), groups.end(), m_opGroups.begin(), [](const OpGroup& a, const OpGroup& b) {
               return a.x == b.x && a.y == b.y && a.bound == b.bound && a.variants == b.variants;
           });
    if (same)
        return;
    m_opGroups = std::move(groups);
    ++m_opsGeneration;
}

bool RooflineChart::shiftOpLabels() {
    // Points that moved a pixel or two keep their labels' spots: a slider step re-runs no search.
    if (m_placedOps.size() != m_opGroups.size())
        return false;
    std::vector<QPointF> points;
    points.reserve(m_opGroups.size());
    for (std::size_t i = 0; i < m_opGroups.size(); ++i) {
        const QPointF point = pixelOf(m_opGroups[i].x, m_opGroups[i].y);
        const PlacedOp& placed = m_placedOps[i];
        if (std::abs(point.x() - placed.point.x()) > 2 || std::abs(point.y() - placed.point.y()) > 2
            || !m_opGroups[i].variants.front().isEmpty() != !placed.text.isEmpty())
            return false;
        if (!placed.text.isEmpty()
            && std::find(m_opGroups[i].variants.begin(), m_opGroups[i].variants.end(), placed.text) == m_opGroups[i].variants.end())
            return false;
        points.push_back(point);
    }
    const QRectF area = QRectF(m_plot->axisRect()->rect()).adjusted(2, 2, -2, -2);
    std::size_t leaders = 0;
    for (std::size_t i = 0, label = 0; i < m_opGroups.size(); ++i) {
        PlacedOp& placed = m_placedOps[i];
        if (placed.text.isEmpty())
            continue;
        const QSizeF size = m_textSizes.size(m_theme.baseFont(), placed.text, QMargins(3, 1, 3, 1));
        const QRectF box(points[i] + placed.offset, size);
        if (!area.contains(box))
            return false;
        QCPItemText* item = m_opLabels[label++];
        setTextCoords(item, box.topLeft());
        if (placed.leader) {
            QCPItemLine* line = m_opLeaders[leaders++];
            const QPointF end = nearestPointOn(box, points[i]);
            line->end->setCoords(m_plot->xAxis->pixelToCoord(end.x()), m_plot->yAxis->pixelToCoord(end.y()));
            line->start->setCoords(m_opGroups[i].x, m_opGroups[i].y);
        }
        placed.point = points[i];
    }
    return true;
}

bool RooflineChart::layoutLabels() {
    QCPAxisRect* rect = m_plot->axisRect();
    if (rect->width() < 20 || rect->height() < 20)
        return false;
    const LayoutKey key{rect->rect(), m_plot->xAxis->range(), m_plot->yAxis->range(), m_roofsGeneration, m_opsGeneration};
    if (key == m_laidOut)
        return false;
    const bool onlyOpsMoved = key.rect == m_laidOut.rect && key.x == m_laidOut.x && key.y == m_laidOut.y
        && key.roofs == m_laidOut.roofs;
    m_laidOut = key;
    if (onlyOpsMoved && shiftOpLabels())
        return false;

    const QRectF area = QRectF(rect->rect()).adjusted(2, 2, -2, -2);
    LabelLayout layout(area);
    const double radius = 4.5 * m_theme.fontScale() + 1;
    auto addMarker = [&](double x, double y) {
        if (plottable(x, y)) {
            const QPointF p = pixelOf(x, y);
            layout.addObstacle(QRectF(p.x() - radius, p.y() - radius, 2 * radius, 2 * radius));
        }
    };
    for (const OpGroup& group : m_opGroups)
        addMarker(group.x, group.y);
    for (const auto& [sourceLabel, source] : m_sources)
        for (const MeasuredPoint& point : source->points)
            addMarker(point.intensity, point.flopsPerSecond);
    if (m_ridgeMarker->visible() && m_ridgeMarker->dataCount() == 1)
        addMarker(m_ridgeMarker->data()->at(0)->key, m_ridgeMarker->data()->at(0)->value);
    // The memory roof and the compute ceiling are crossed only as a last resort (thin
    // secondary ceilings may be: a label across a faint line reads fine, and avoiding them all
    // leaves no room near the top).
    for (QCPGraph* graph : m_labelObstacleLines)
        if (graph->visible() && graph->dataCount() == 2)
            layout.addLine(QLineF(pixelOf(graph->data()->at(0)->key, graph->data()->at(0)->value),
                                  pixelOf(graph->data()->at(1)->key, graph->data()->at(1)->value)));
    for (QCPItemText* label : m_fixedLabels)
        if (label->visible())
            layout.addObstacle(itemBox(label));

    std::vector<QRectF> placedAtLeft;
    for (const CeilingLabel& ceiling : m_ceilingLabels) {
        ceiling.item->setVisible(true);
        placeCeilingLabel(layout, ceiling.item, ceiling.peak, ceiling.ridgeBandwidth, placedAtLeft);
    }

    // Op labels: beside the point if there is room, else further away with a leader line, else
    // a shorter text, else none (the tooltip still has it); never outside the axes.
    const QFont font = m_theme.baseFont();
    const QMargins padding(3, 1, 3, 1);
    const double step = m_textSizes.size(font, QStringLiteral("Ag")).height() * 0.75;
    std::size_t count = 0, leaders = 0;
    m_placedOps.clear();
    for (const OpGroup& group : m_opGroups) {
        const QPointF point = pixelOf(group.x, group.y);
        PlacedOp placed{point, {}, {}, false};
        QRectF box;
        std::vector<std::vector<QRectF>> candidatesOf(group.variants.size());
        for (auto strictness : {LabelLayout::Strictness::Clear, LabelLayout::Strictness::CrossLines}) {
            for (std::size_t v = 0; v < group.variants.size(); ++v) {
                const QString& text = group.variants[v];
                std::vector<QRectF>& candidates = candidatesOf[v];
                if (candidates.empty())
                    candidates = LabelLayout::candidatesAround(point, m_textSizes.size(font, text, padding), radius, step, 10);
                const int chosen = layout.choose(candidates, strictness);
                if (chosen >= 0) {
                    box = candidates[std::size_t(chosen)];
                    placed.text = text;
                    break;
                }
            }
            if (!placed.text.isEmpty())
                break;
        }
        if (!placed.text.isEmpty()) {
            placed.offset = box.topLeft() - point;
            const QPointF end = nearestPointOn(box, point);
            placed.leader = QLineF(point, end).length() > radius + 6;
            QCPItemText* label = textItem(m_opLabels, count++);
            if (label->layer() != m_opsLayer)
                label->setLayer(m_opsLayer);
            label->setObjectName(QStringLiteral("op-label"));
            if (label->text() != placed.text)
                label->setText(placed.text);
            label->setFont(font);
            const QColor colour = group.bound == Bound::Memory ? m_theme.memoryBound() : m_theme.computeBound();
            label->setColor(colour);
            setTextCoords(label, box.topLeft());
            if (placed.leader) {
                while (m_opLeaders.size() <= leaders) {
                    auto* line = new QCPItemLine(m_plot);
                    line->setLayer(m_opsLayer);
                    line->setSelectable(false);
                    m_opLeaders.push_back(line);
                }
                QCPItemLine* line = m_opLeaders[leaders++];
                line->setVisible(true);
                line->start->setCoords(group.x, group.y);
                line->end->setCoords(m_plot->xAxis->pixelToCoord(end.x()), m_plot->yAxis->pixelToCoord(end.y()));
                QColor faded = colour;
                faded.setAlpha(150);
                line->setPen(QPen(faded, 1.0));
            }
        }
        m_placedOps.push_back(placed);
    }
    for (std::size_t i = count; i < m_opLabels.size(); ++i)
        m_opLabels[i]->setVisible(false);
    for (std::size_t i = leaders; i < m_opLeaders.size(); ++i)
        m_opLeaders[i]->setVisible(false);
    return false;
}

RooflineChart::MeasuredSource& RooflineChart::source(const QString& sourceLabel) {
    auto found = m_sources.find(sourceLabel);
    if (found == m_sources.end()) {
        auto created = std::make_unique<MeasuredSource>();
        created->colorIndex = m_nextSourceColor++;
        found = m_sources.emplace(sourceLabel, std::move(created)).first;
    }
    return *found->second;
}

QCPGraph* RooflineChart::seriesGraph(MeasuredSource& source, const QString& sourceLabel, const QString& series) {
    for (const auto& [name, graph] : source.series)
        if (name == series)
            return graph;
    auto shape = m_seriesShapes.find(series);
    if (shape == m_seriesShapes.end())
        shape = m_seriesShapes.emplace(series, int(m_seriesShapes.size())).first;
    QCPGraph* graph = m_plot->addGraph();
    graph->setObjectName(QStringLiteral("measured:%1:%2").arg(sourceLabel, series));
    graph->setName(tr("%1: %2").arg(sourceLabel, series));
    graph->setLineStyle(QCPGraph::lsNone);
    graph->setSelectable(QCP::stNone);
    const QColor colour = m_theme.measured(source.colorIndex);
    graph->setPen(QPen(colour, 1.5));
    QCPScatterStyle style(kSeriesShapes[shape->second % int(std::size(kSeriesShapes))], 9 * m_theme.fontScale());
    style.setPen(QPen(colour, 1.5 * m_theme.fontScale()));
    graph->setScatterStyle(style);
    source.series.emplace_back(series, graph);
    return graph;
}

void RooflineChart::setMeasuredPoints(const QString& sourceLabel, const std::vector<MeasuredPoint>& points) {
    MeasuredSource& measured = source(sourceLabel);
    measured.points.clear();
    resetRanges();
    for (auto& [series, graph] : measured.series)
        graph->data()->clear();
    for (const MeasuredPoint& point : points) {
        measured.points.push_back(point);
        if (plottable(point.intensity, point.flopsPerSecond))
            seriesGraph(measured, sourceLabel, point.series)->addData(point.intensity, point.flopsPerSecond);
    }
    invalidateRoofs();
    updateRanges();
    rebuildRoofs();
    rebuildOpLabels();
    requestFullReplot();
}

void RooflineChart::addMeasuredPoint(const QString& sourceLabel, const MeasuredPoint& point) {
    MeasuredSource& measured = source(sourceLabel);
    measured.points.push_back(point);
    if (!plottable(point.intensity, point.flopsPerSecond))
        return;
    seriesGraph(measured, sourceLabel, point.series)->addData(point.intensity, point.flopsPerSecond);
    // Only a point outside the current axes costs a relayout of the roofs.
    const QCPRange x = m_plot->xAxis->range(), y = m_plot->yAxis->range();
    if (point.intensity < x.lower || point.intensity > x.upper / 2 || point.flopsPerSecond < y.lower
        || point.flopsPerSecond > y.upper / 2) {
        updateRanges();
        rebuildRoofs();
        rebuildOpLabels();
    }
    ++m_roofsGeneration; // one more marker for the labels to keep clear of
    requestFullReplot();
}

void RooflineChart::clearMeasured(const QString& sourceLabel) {
    for (auto it = m_sources.begin(); it != m_sources.end();) {
        if (!sourceLabel.isEmpty() && it->first != sourceLabel) {
            ++it;
            continue;
        }
        for (auto& [series, graph] : it->second->series)
            m_plot->removeGraph(graph);
        for (QCPGraph* graph : it->second->lines)
            m_plot->removeGraph(graph);
        for (QCPItemText* label : it->second->labels)
            m_plot->removeItem(label);
        it = m_sources.erase(it);
    }
    resetRanges();
    invalidateRoofs();
    updateRanges();
    rebuildRoofs();
    rebuildOpLabels();
    requestFullReplot();
}

void RooflineChart::setMeasuredCeilings(const QString& sourceLabel, double bestBandwidth,
                                        const std::map<DType, double>& bestFlops) {
    MeasuredSource& measured = source(sourceLabel);
    measured.bestBandwidth = bestBandwidth;
    measured.bestFlops = bestFlops;
    resetRanges();
    invalidateRoofs();
    updateRanges();
    rebuildRoofs();
    rebuildOpLabels();
    requestFullReplot();
}

QCPGraph* RooflineChart::opsGraph(Bound bound) const {
    return bound == Bound::Memory ? m_memoryBoundOps : m_computeBoundOps;
}

QCPGraph* RooflineChart::measuredGraph(const QString& sourceLabel, const QString& series) const {
    const auto found = m_sources.find(sourceLabel);
    if (found == m_sources.end())
        return nullptr;
    for (const auto& [name, graph] : found->second->series)
        if (name == series)
            return graph;
    return nullptr;
}

QStringList RooflineChart::measuredCeilingLabels(const QString& sourceLabel) const {
    const auto found = m_sources.find(sourceLabel);
    return found == m_sources.end() ? QStringList() : found->second->ceilingTexts;
}

double RooflineChart::pickRadius2() const {
    const double radius = 8 * m_theme.fontScale();
    return radius * radius;
}

double RooflineChart::pixelDistance2(double intensity, double flops, const QPointF& pixel) const {
    if (!plottable(intensity, flops))
        return std::numeric_limits<double>::infinity();
    const double dx = m_plot->xAxis->coordToPixel(intensity) - pixel.x();
    const double dy = m_plot->yAxis->coordToPixel(flops) - pixel.y();
    return dx * dx + dy * dy;
}

int RooflineChart::opNear(const QPointF& pixel, double& distance2) const {
    int nearest = -1;
    distance2 = pickRadius2();
    for (std::size_t i = 0; i < m_roofline.ops.size(); ++i) {
        const double d2 = pixelDistance2(m_roofline.ops[i].intensity, m_roofline.ops[i].attainableFlops, pixel);
        if (d2 <= distance2) {
            distance2 = d2;
            nearest = int(i);
        }
    }
    return nearest;
}

QString RooflineChart::tooltipAt(const QPointF& pixel) const {
    double best = 0;
    QString text;
    if (const int index = opNear(pixel, best); index >= 0) {
        const RooflineOp& op = m_roofline.ops[std::size_t(index)];
        text = tr("%1\nFLOPs: %2\nbytes: %3\nintensity: %4 FLOP/B\nattainable: %5\n%6\ntime: %7")
                   .arg(translateCoreText(op.name), format::si(op.flops, QStringLiteral("FLOP")),
                        format::si(op.bytes, QStringLiteral("B")), format::general(op.intensity, 3),
                        format::si(op.attainableFlops, QStringLiteral("FLOP/s")), boundName(op.bound),
                        format::si(op.timeS, QStringLiteral("s")));
    }
    auto consider = [&](double x, double y, auto makeText) {
        const double d2 = pixelDistance2(x, y, pixel);
        if (d2 <= best) {
            best = d2;
            text = makeText();
        }
    };
    for (const auto& [sourceLabel, source] : m_sources) {
        for (const MeasuredPoint& point : source->points) {
            consider(point.intensity, point.flopsPerSecond, [&, sourceLabel = sourceLabel] {
                QString result = tr("%1 (%2)\nintensity: %3 FLOP/B\nmeasured: %4")
                                     .arg(point.series, sourceLabel, format::general(point.intensity, 3),
                                          format::si(point.flopsPerSecond, QStringLiteral("FLOP/s")));
                if (!point.label.isEmpty())
                    result += QLatin1Char('\n') + point.label;
                return result;
            });
        }
    }
    return text;
}

void RooflineChart::onMouseMove(QMouseEvent* event) {
    const QString text = tooltipAt(event->position());
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(m_plot->mapToGlobal(event->position().toPoint()), text, m_plot);
}

} // namespace rooflab
