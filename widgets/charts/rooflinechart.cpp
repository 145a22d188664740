#include "widgets/charts/rooflinechart.h"

#include "document/format.h"
#include "widgets/charts/labellayout.h"
#include "widgets/charts/plainlogticker.h"

#include <qcustomplot.h>

#include <QEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>

namespace rooflab {

namespace {

QString dtypeName(DType type) {
    const std::string_view label = dtypeLabel(type);
    return QString::fromUtf8(label.data(), qsizetype(label.size()));
}

QString phaseName(Phase phase) {
    switch (phase) {
    case Phase::Train:
        return RooflineChart::tr("training");
    case Phase::Prefill:
        return RooflineChart::tr("prefill");
    case Phase::Decode:
        return RooflineChart::tr("decode");
    }
    return {};
}

// Whether two reports draw the same roofs (a slider step changes the ops, not the GPU).
bool sameRoofs(const RooflineReport& a, const RooflineReport& b) {
    return a.bandwidth == b.bandwidth && a.peakFlops == b.peakFlops && a.vectorPeakFlops == b.vectorPeakFlops &&
           a.ridge == b.ridge &&
           std::equal(a.ceilings.begin(), a.ceilings.end(), b.ceilings.begin(), b.ceilings.end(),
                      [](const RooflineCeiling& x, const RooflineCeiling& y) {
                          return x.dtype == y.dtype && x.peakFlops == y.peakFlops && x.ridge == y.ridge;
                      });
}

} // namespace

RooflineChart::RooflineChart(QWidget* parent)
    : QWidget(parent)
    , m_plot(new LayoutAwarePlot(this))
    , m_measured(m_plot, m_theme)
    , m_labels(m_plot, m_theme)
    , m_picker(m_plot, m_theme) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setMinimumSize(360, 260);

    addTitleRows();
    setUpLogAxes();
    addOpGraphs();
    retranslateUi();
    m_roofItems = std::make_unique<RoofItems>(m_plot, m_theme);
    addLegendRow();
    installLayoutHooks();
    addOpsLayer();
    connectPlotSignals();

    applyTheme();
    updateRanges();
    rebuildRoofs();
}

RooflineChart::~RooflineChart() = default;

void RooflineChart::addTitleRows() {
    QCPLayoutGrid* grid = m_plot->plotLayout();
    grid->insertRow(0);
    grid->insertRow(0);
    grid->insertRow(0);
    m_titleElement = new WrappingTextElement(m_plot);
    m_subtitleElement = new WrappingTextElement(m_plot);
    m_boundElement = new WrappingTextElement(m_plot);
    grid->addElement(0, 0, m_titleElement);
    grid->addElement(1, 0, m_subtitleElement);
    grid->addElement(2, 0, m_boundElement);
}

void RooflineChart::setUpLogAxes() {
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->grid()->setSubGridVisible(true);
    }
    m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new PlainLogTicker(1.0)));
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new PlainLogTicker(1e12)));
}

void RooflineChart::addOpGraphs() {
    m_memoryBoundOps = m_plot->addGraph();
    m_memoryBoundOps->setObjectName(QStringLiteral("ops-memory-bound"));
    m_computeBoundOps = m_plot->addGraph();
    m_computeBoundOps->setObjectName(QStringLiteral("ops-compute-bound"));
    for (QCPGraph* graph : {m_memoryBoundOps, m_computeBoundOps}) {
        graph->setLineStyle(QCPGraph::lsNone);
        graph->setSelectable(QCP::stNone);
    }
}

void RooflineChart::addLegendRow() {
    // The legend is a row under the subtitle: inside the axes it would cover points or labels.
    QCPLayoutGrid* grid = m_plot->plotLayout();
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
    // With measured series the legend holds a dozen entries: fewer columns at a narrow width
    // rather than entries cut off at their column's edge.
    static_cast<LayoutAwarePlot*>(m_plot)->beforeLayoutPass = [this] { fitLegendColumns(*m_plot, 4); };
    m_plot->legend->setMargins(QMargins(4, 0, 4, 0));
}

void RooflineChart::installLayoutHooks() {
    // Labels are placed once the axis rect of the size being drawn is known, clear of every
    // marker: the ops, the measured points and the ridge.
    static_cast<LayoutAwarePlot*>(m_plot)->afterLayoutPass = [this] {
        // Laid out at a height the ranges were not fitted for (the window went full screen for
        // a presentation): fit them again, so the top ceiling's label has its room above it.
        const int height = m_plot->axisRect()->height();
        if (m_hasData && height > 100 && height != m_ranges.fittedHeight()) {
            const QCPRange y = m_plot->yAxis->range();
            updateRanges();
            rebuildRoofs();
            if (m_plot->yAxis->range() != y) {
                m_labels.layout();
                return true; // the tick labels may need another layout pass
            }
        }
        auto ticker = m_plot->xAxis->ticker().dynamicCast<PlainLogTicker>();
        const bool ticksChanged = ticker && ticker->fitLabels(m_plot->xAxis, m_plot->axisRect()->width());
        return m_labels.layout() || ticksChanged;
    };
    static_cast<LayoutAwarePlot*>(m_plot)->screenLayoutDone = [this] { rememberDrawnLayout(); };
    m_labels.forEachMarker = [this](const std::function<void(double, double)>& visit) {
        for (const OpGroup& group : m_labels.ops())
            visit(group.x, group.y);
        m_measured.forEachPoint(visit);
        if (const std::optional<QPointF> ridge = m_roofItems->ridgePoint())
            visit(ridge->x(), ridge->y());
    };
}

void RooflineChart::addOpsLayer() {
    // What a slider step changes, on a buffered layer of its own (see tryOpsOnlyUpdate), on top:
    // the markers and labels stay inside the axes, clear of the axis lines and of the legend, so
    // nothing below needs another buffer. The overlay (selection rectangles, unused here) shares
    // the buffer below: two buffers to composite, as before.
    m_plot->layer(QStringLiteral("overlay"))->setMode(QCPLayer::lmLogical);
    m_plot->addLayer(QStringLiteral("ops"), m_plot->layer(QStringLiteral("overlay")), QCustomPlot::limAbove);
    m_opsLayer = m_plot->layer(QStringLiteral("ops"));
    m_opsLayer->setMode(QCPLayer::lmBuffered);
    m_labels.setOpsLayer(m_opsLayer);
    m_memoryBoundOps->setLayer(m_opsLayer);
    m_computeBoundOps->setLayer(m_opsLayer);
    m_titleElement->setLayer(m_opsLayer);
    m_subtitleElement->setLayer(m_opsLayer);
    m_boundElement->setLayer(m_opsLayer);
}

void RooflineChart::connectPlotSignals() {
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
}

void RooflineChart::setData(const Scenario& scenario, const Report& report) {
    m_hasData = true;
    const bool roofsKept = sameRoofs(m_roofline, report.roofline);
    if (!roofsKept || m_computeDtype != scenario.precision.compute)
        invalidateRoofs();
    if (!roofsKept || m_gpuId != scenario.gpu.id || m_gpuName != scenario.gpu.name)
        resetRanges();
    m_gpuId = scenario.gpu.id;
    m_gpuName = scenario.gpu.name;
    m_computeDtype = scenario.precision.compute;
    m_roofline = report.roofline;
    const bool training = report.roofline.phase == Phase::Train && report.step.timeS > 0;
    m_predictedTimeS = training ? report.step.timeS : report.roofline.stepTimeS;
    m_predictedMfu = training ? report.step.mfu : report.roofline.predictedMfu;
    m_predictedTokensPerGpu = training ? report.step.tokensPerSecondPerGpu : report.roofline.tokensPerSecondPerGpu;
    m_serving.reset();
    if (report.serving && report.serving->fits && report.roofline.phase != Phase::Train)
        m_serving = report.serving;
    updateTitles();

    QVector<double> memX, memY, computeX, computeY;
    for (const RooflineOp& op : m_roofline.ops) {
        if (!plottableOnRoofline(op.intensity, op.attainableFlops))
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
    m_labels.setOps(opGroupsFor(m_roofline));
    if (!tryOpsOnlyUpdate())
        requestFullReplot();
}

void RooflineChart::updateTitles() {
    const QString gpuName = QString::fromStdString(m_gpuName);
    m_titleElement->setText(tr("%1 roofline — %2").arg(gpuName, phaseName(m_roofline.phase)));
    // One answer per question: the headline is the prediction the napkin and the status bar show;
    // the roofline bound (no communication, every op at its roof) is the line below, as a bound.
    const bool decode = m_roofline.phase == Phase::Decode;
    QStringList facts;
    facts << tr("compute in %1").arg(dtypeName(m_computeDtype));
    if (m_serving) // the serving block answers how fast; the roofline's figures are its bounds
        facts << tr("serving: TTFT %1, TPOT %2, %3 tokens/s per GPU")
                     .arg(format::duration(m_serving->ttftS), format::duration(m_serving->tpotS),
                          format::rate(m_serving->outputTokensPerSPerGpu));
    else if (m_predictedTimeS > 0)
        facts << (decode ? tr("predicted %1 per token") : tr("predicted %1 per step"))
                     .arg(format::duration(m_predictedTimeS));
    if (m_predictedMfu > 0 && !m_serving)
        facts << tr("MFU %1 %").arg(format::percent(m_predictedMfu));
    if (m_predictedTokensPerGpu > 0 && !m_serving)
        facts << tr("%1 tokens/s per GPU").arg(format::rate(m_predictedTokensPerGpu));
    m_subtitleElement->setText(facts.join(QStringLiteral("  ·  ")));
    QStringList bound;
    if (m_roofline.stepTimeS > 0)
        bound << (decode ? tr("roofline bound: %1 per token") : tr("roofline bound: %1 per step"))
                     .arg(format::duration(m_roofline.stepTimeS));
    if (m_roofline.predictedMfu > 0)
        bound << tr("MFU at most %1 %").arg(format::percent(m_roofline.predictedMfu));
    m_boundElement->setText(bound.join(QStringLiteral(", ")));
}

QString RooflineChart::subtitleText() const {
    return m_subtitleElement->text();
}
QString RooflineChart::boundText() const {
    return m_boundElement->text();
}
QFont RooflineChart::subtitleFont() const {
    return m_subtitleElement->font();
}
QFont RooflineChart::boundFont() const {
    return m_boundElement->font();
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
        // The measured sources stay (known by id); only their names change.
        m_measured.retranslate();
        if (m_hasData)
            updateTitles();
        invalidateRoofs();
        rebuildRoofs();
        if (m_hasData)
            m_labels.setOps(opGroupsFor(m_roofline));
        requestFullReplot();
    }
    QWidget::changeEvent(event);
}

QStringList RooflineChart::figuresAt(const QPointF& pixel) const {
    return m_hasData ? m_picker.figuresAt(m_roofline, m_computeDtype, pixel) : QStringList();
}

QString RooflineChart::tooltipAt(const QPointF& pixel) const {
    return m_picker.tooltipAt(m_roofline, m_measured, pixel);
}

void RooflineChart::onMouseMove(QMouseEvent* event) {
    const QString text = tooltipAt(event->position());
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(m_plot->mapToGlobal(event->position().toPoint()), text, m_plot);
}

void RooflineChart::resetRanges() {
    m_ranges.reset();
}

void RooflineChart::requestFullReplot() {
    m_fullReplotPending = true;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RooflineChart::rememberDrawnLayout() {
    m_drawn.valid = true;
    m_drawn.x = m_plot->xAxis->range();
    m_drawn.y = m_plot->yAxis->range();
    m_drawn.roofs = m_labels.roofsGeneration();
    m_drawn.titleMin = static_cast<const QCPLayoutElement*>(m_titleElement)->minimumOuterSizeHint().height();
    m_drawn.titleMax = static_cast<const QCPLayoutElement*>(m_titleElement)->maximumOuterSizeHint().height();
    m_drawn.subtitleMin = static_cast<const QCPLayoutElement*>(m_subtitleElement)->minimumOuterSizeHint().height();
    m_drawn.subtitleMax = static_cast<const QCPLayoutElement*>(m_subtitleElement)->maximumOuterSizeHint().height();
    m_drawn.boundMin = static_cast<const QCPLayoutElement*>(m_boundElement)->minimumOuterSizeHint().height();
    m_drawn.boundMax = static_cast<const QCPLayoutElement*>(m_boundElement)->maximumOuterSizeHint().height();
}

bool RooflineChart::tryOpsOnlyUpdate() {
    auto* plot = static_cast<LayoutAwarePlot*>(m_plot);
    if (m_fullReplotPending || !m_drawn.valid || !plot->screenLayoutCurrent())
        return false;
    // The axes, the roofs and the rows above the axis rect as drawn: the other layers' buffers
    // still show the right picture.
    if (m_plot->xAxis->range() != m_drawn.x || m_plot->yAxis->range() != m_drawn.y ||
        m_labels.roofsGeneration() != m_drawn.roofs ||
        static_cast<const QCPLayoutElement*>(m_titleElement)->minimumOuterSizeHint().height() != m_drawn.titleMin ||
        static_cast<const QCPLayoutElement*>(m_titleElement)->maximumOuterSizeHint().height() != m_drawn.titleMax ||
        static_cast<const QCPLayoutElement*>(m_subtitleElement)->minimumOuterSizeHint().height() !=
            m_drawn.subtitleMin ||
        static_cast<const QCPLayoutElement*>(m_subtitleElement)->maximumOuterSizeHint().height() !=
            m_drawn.subtitleMax ||
        static_cast<const QCPLayoutElement*>(m_boundElement)->minimumOuterSizeHint().height() != m_drawn.boundMin ||
        static_cast<const QCPLayoutElement*>(m_boundElement)->maximumOuterSizeHint().height() != m_drawn.boundMax)
        return false;
    // Place the op labels as the layout pass would, in the axis rect drawn. Ceiling labels keep
    // clear of the op markers: if one of them moves, its layer must be redrawn too.
    std::vector<std::pair<QPointF, bool>> ceilings;
    ceilings.reserve(m_labels.ceilings().size());
    for (const RooflineLabels::Ceiling& ceiling : m_labels.ceilings())
        ceilings.emplace_back(ceiling.item->position->coords(), ceiling.item->visible());
    m_labels.layout();
    for (std::size_t i = 0; i < m_labels.ceilings().size(); ++i)
        if (m_labels.ceilings()[i].item->position->coords() != ceilings[i].first ||
            m_labels.ceilings()[i].item->visible() != ceilings[i].second)
            return false; // the full replot draws what layout() just placed
    m_opsLayer->replot();
    emit updated();
    return true;
}

void RooflineChart::setTheme(const ChartTheme& theme) {
    resetRanges();
    m_theme = theme;
    m_labels.themeChanged();
    applyTheme();
    invalidateRoofs();
    updateRanges();
    rebuildRoofs();
    m_labels.setOps(opGroupsFor(m_roofline));
    requestFullReplot();
}

void RooflineChart::applyTheme() {
    m_theme.apply(m_plot);
    m_titleElement->setFont(m_theme.titleFont());
    m_titleElement->setTextColor(m_theme.foreground());
    m_subtitleElement->setFont(m_theme.baseFont());
    m_subtitleElement->setTextColor(m_theme.foreground());
    QFont small = m_theme.baseFont();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_boundElement->setFont(small);
    m_boundElement->setTextColor(m_theme.mutedForeground());
    const double markerSize = 9 * m_theme.fontScale();
    m_memoryBoundOps->setPen(QPen(m_theme.memoryBound(), 1.5));
    m_memoryBoundOps->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, m_theme.memoryBound(), markerSize));
    m_computeBoundOps->setPen(QPen(m_theme.computeBound(), 1.5));
    m_computeBoundOps->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, m_theme.computeBound(), markerSize));
    m_roofItems->applyTheme();
    m_measured.applyTheme();
}

void RooflineChart::updateRanges() {
    m_ranges.clearExtent();
    for (const RooflineOp& op : m_roofline.ops)
        m_ranges.include(op.intensity, op.attainableFlops);
    m_ranges.include(m_roofline.ridge, m_roofline.peakFlops); // the roofline's bend is always in view
    m_measured.forEachPoint([this](double x, double y) { m_ranges.include(x, y); });
    m_ranges.apply(m_plot, std::max(topPeakOf(m_roofline), m_measured.topPeak()), m_theme.baseFont());
}

void RooflineChart::rebuildRoofs() {
    const QCPRange xRange = m_plot->xAxis->range(), yRange = m_plot->yAxis->range();
    if (m_roofsValid && xRange == m_roofsX && yRange == m_roofsY)
        return;
    m_roofsValid = true;
    m_roofsX = xRange;
    m_roofsY = yRange;
    const RoofAxis axis{xRange.lower, xRange.upper, yRange.lower};
    const Roofs roofs = roofsFor(m_roofline, axis);
    std::vector<RooflineLabels::Ceiling> ceilings;
    std::vector<QCPItemText*> fixedLabels;
    std::vector<QLineF> obstacles;
    m_roofItems->draw(roofs, ceilings, fixedLabels, obstacles);
    m_measured.drawRoofs(roofs, m_roofline, axis, m_gpuId, ceilings, fixedLabels);
    m_labels.setRoofItems(std::move(ceilings), std::move(fixedLabels), std::move(obstacles));
}

void RooflineChart::relayoutAll() {
    resetRanges();
    invalidateRoofs();
    updateRanges();
    rebuildRoofs();
    m_labels.setOps(opGroupsFor(m_roofline));
    requestFullReplot();
}

void RooflineChart::setMeasuredSource(const MeasurementSource& source) {
    m_measured.set(source);
    relayoutAll();
}

void RooflineChart::appendMeasuredPoints(const MeasurementSource& source, int first) {
    // Only a point outside the current axes costs a relayout of the roofs.
    if (m_measured.append(source, first)) {
        updateRanges();
        rebuildRoofs();
    }
    m_labels.markersChanged(); // one more marker for the labels to keep clear of
    requestFullReplot();
}

void RooflineChart::removeMeasuredSource(const QString& id) {
    m_measured.remove(id);
    relayoutAll();
}

void RooflineChart::clearMeasured() {
    m_measured.clear();
    relayoutAll();
}

QCPGraph* RooflineChart::opsGraph(Bound bound) const {
    return bound == Bound::Memory ? m_memoryBoundOps : m_computeBoundOps;
}

QCPGraph* RooflineChart::measuredGraph(const QString& sourceId, const QString& seriesKey) const {
    return m_measured.graph(sourceId, seriesKey);
}

QStringList RooflineChart::measuredCeilingLabels(const QString& sourceId) const {
    return m_measured.ceilingTexts(sourceId);
}

} // namespace rooflab
