#include "widgets/charts/stackedbarchart.h"

#include "widgets/charts/stackedbarlegend.h"

#include <qcustomplot.h>

#include <QFontMetricsF>

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rooflab {

namespace {

constexpr double kBarWidth = 0.7;

// The axis texts were the memory chart's before the comparison chart shared them: they keep
// its translation context, so that the shipped translations still find them.
QString chartText(const char* text) {
    return QCoreApplication::translate("rooflab::MemoryChart", text);
}

} // namespace

StackedBarChart::StackedBarChart(QWidget* parent)
    : QWidget(parent)
    , m_plot(new LayoutAwarePlot(this))
    , m_segmentLabels(m_plot)
    , m_totals(m_plot)
    , m_axisLabels(m_plot) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setMinimumSize(360, 260);

    // Layout: title, verdict and detail lines across the full width (wrapped when narrower than
    // their text), then the axis rect with the legend beside it or below it (StackedBarLegend).
    QCPLayoutGrid* grid = m_plot->plotLayout();
    QCPAxisRect* rect = m_plot->axisRect();
    grid->take(rect);
    grid->simplify();
    m_titleElement = new WrappingTextElement(m_plot);
    m_verdictElement = new WrappingTextElement(m_plot);
    m_detailElement = new WrappingTextElement(m_plot);
    auto* body = new QCPLayoutGrid;
    grid->addElement(0, 0, m_titleElement);
    grid->addElement(1, 0, m_verdictElement);
    grid->addElement(2, 0, m_detailElement);
    grid->addElement(3, 0, body);
    grid->setRowSpacing(0);
    body->addElement(0, 0, rect);
    m_legend = std::make_unique<StackedBarLegend>(m_plot, body, grid, 4);
    auto* plot = static_cast<LayoutAwarePlot*>(m_plot);
    plot->beforeLayoutPass = [this] {
        // The legend may be written up to 20% smaller to save rows; in presentation type down
        // to 30% smaller, but never below the window's own type.
        const QFont font = m_theme.baseFont();
        const double size = font.pointSizeF();
        m_legend->arrange(font, std::min(0.8 * size, std::max(0.7 * size, size / m_theme.fontScale())));
    };
    plot->afterLayoutPass = [this] { return fitLabels(); };
    // Bars, value and total labels, the hatch of the part over capacity, title and verdict
    // lines: what a slider step changes, on a buffered layer that is redrawn alone when nothing
    // else changed (see tryBarsOnlyUpdate). On top, so that everything else shares one buffer
    // (each buffer costs a fill and a composite per replot); nothing else is drawn where the
    // bars are but the x axis, which goes on this layer after them (two tick labels and its
    // base line, over the bars' feet). The overlay (selection rectangles) is unused here.
    m_plot->layer(QStringLiteral("overlay"))->setMode(QCPLayer::lmLogical);
    m_plot->addLayer(QStringLiteral("labels"), m_plot->layer(QStringLiteral("overlay")), QCustomPlot::limAbove);
    m_barsLayer = m_plot->layer(QStringLiteral("labels"));
    m_barsLayer->setMode(QCPLayer::lmBuffered);
    m_plot->xAxis->setLayer(m_barsLayer);
    for (QCPTextElement* element : {m_titleElement, m_verdictElement, m_detailElement})
        element->setLayer(m_barsLayer);
    plot->screenLayoutDone = [this] { m_drawn = currentLayout(); };
    connect(m_plot, &QCustomPlot::beforeReplot, this, [this] { m_fullReplotPending = false; });
    connect(m_plot, &QCustomPlot::afterReplot, this, &StackedBarChart::updated);
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
        if (event->button() != Qt::LeftButton)
            return;
        // The verdict line explains the band it was decided by.
        if (m_verdictElement->visible() && m_verdictElement->outerRect().contains(event->position().toPoint()) &&
            !m_stacks.verdict.figures.isEmpty()) {
            emit explainRequested(m_stacks.verdict.figures, event->globalPosition().toPoint());
            return;
        }
        const QString figure = figureAt(event->position());
        if (!figure.isEmpty())
            emit explainRequested({figure}, event->globalPosition().toPoint());
    });

    m_plot->yAxis->setRangeLower(0);

    applyTheme();
}

StackedBarChart::~StackedBarChart() = default;

void StackedBarChart::setStacks(const MemoryStacks& stacks) {
    if (stacks.capacityBytes != m_stacks.capacityBytes || stacks.capacityName != m_stacks.capacityName)
        resetRanges(); // another GPU, not a slider step: fit the axes afresh
    m_stacks = stacks;
    render();
}

void StackedBarChart::resetRanges() {
    m_ranges.reset();
}

void StackedBarChart::setUnit(MemoryUnit unit) {
    if (unit == m_unit)
        return;
    m_unit = unit;
    resetRanges();
    m_forceFullReplot = true;
    render();
}

void StackedBarChart::setTheme(const ChartTheme& theme) {
    m_theme = theme;
    applyTheme();
    resetRanges();
    m_forceFullReplot = true;
    render();
}

void StackedBarChart::changeEvent(QEvent* event) {
    // The axis texts follow the language here; the stacks' texts come anew from their owner.
    if (event->type() == QEvent::LanguageChange) {
        m_plot->setLocale(QLocale());
        m_forceFullReplot = true;
        render();
    }
    QWidget::changeEvent(event);
}

QString StackedBarChart::verdictText() const {
    return m_stacks.verdict.joined();
}

QString StackedBarChart::capacityLabel() const {
    return m_axisLabels.capacityLabel();
}

QString StackedBarChart::figureAt(const QPointF& pixel) const {
    const std::vector<MemoryStack>& stacks = m_stacks.stacks;
    // The total above a bar (with its note) explains the whole bar.
    if (const int total = m_totals.indexAt(pixel); total >= 0 && !stacks[std::size_t(total)].totalFigure.isEmpty())
        return stacks[std::size_t(total)].totalFigure;
    // Stack i sits at x = i + 1, kBarWidth wide, its segments in their own order (keyOrder
    // keeps every stack's order).
    const double x = m_plot->xAxis->pixelToCoord(pixel.x());
    const double y = m_plot->yAxis->pixelToCoord(pixel.y()) * memoryUnitBytes(m_unit);
    const long position = std::lround(x);
    const long index = position - 1;
    if (index < 0 || std::size_t(index) >= stacks.size() || std::abs(x - double(position)) > kBarWidth / 2 || y < 0)
        return {};
    double bottom = 0;
    for (const MemorySegment& segment : stacks[std::size_t(index)].segments) {
        if (y >= bottom && y < bottom + segment.bytes)
            return segment.figure;
        bottom += segment.bytes;
    }
    return {};
}

bool StackedBarChart::fitLabels() {
    QCPAxisRect* rect = m_plot->axisRect();
    const int width = rect->width(), height = rect->height();
    const std::size_t count = m_stacks.stacks.size();
    if (width < 20 || height < 20 || count == 0)
        return false;
    const double unitsPerPixel = m_plot->xAxis->range().size() / width;
    bool changed = m_axisLabels.fit(0.95 / unitsPerPixel);

    // Totals of neighbouring bars must not run into each other, and stay inside the axes.
    m_totals.wrapNotes(1 / std::max(1e-9, unitsPerPixel));
    const StackTotals::Room room = m_totals.room(height);
    const double yMax = m_ranges.raiseTop(room.top, height);
    if (std::abs(m_plot->yAxis->range().upper - yMax) > 1e-6 * yMax) {
        m_plot->yAxis->setRange(0, yMax);
        changed = true;
    }
    const double margin = m_ranges.xMargin(room.halfWidth, count, width);
    const QCPRange x(1 - margin, double(count) + margin);
    if (std::abs(m_plot->xAxis->range().lower - x.lower) > 0.02) {
        m_plot->xAxis->setRange(x);
        changed = true;
    }
    return changed;
}

void StackedBarChart::applyTheme() {
    m_totals.clearSizes();
    m_legend->remeasure(); // with the new font
    m_theme.apply(m_plot);
    m_titleElement->setFont(m_theme.titleFont());
    m_titleElement->setTextColor(m_theme.foreground());
    m_verdictElement->setFont(m_theme.labelFont());
    m_detailElement->setFont(m_theme.baseFont());
    m_detailElement->setTextColor(m_theme.mutedForeground());
    m_axisLabels.applyTheme(m_theme);
}

QCPBars* StackedBarChart::barsFor(const QString& key) {
    for (const auto& [existing, bars] : m_bars)
        if (existing == key)
            return bars;
    auto* bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    bars->setObjectName(QStringLiteral("bars-") + key);
    bars->setWidth(kBarWidth);
    bars->setStackingGap(0);
    bars->setSelectable(QCP::stNone);
    bars->setLayer(m_barsLayer);
    m_bars.emplace_back(key, bars);
    m_restack = true;
    return bars;
}

void StackedBarChart::restackBarsLayer() {
    // setLayer on the same layer moves an item to the top of it: bars first, then the overflow
    // marks over them, then the labels, then the x axis line over everything.
    for (auto& [key, bars] : m_bars)
        bars->setLayer(m_barsLayer);
    m_totals.moveMarksTo(m_barsLayer);
    m_segmentLabels.moveTo(m_barsLayer);
    m_totals.moveTotalsTo(m_barsLayer);
    m_plot->xAxis->setLayer(m_barsLayer);
    m_restack = false;
}

void StackedBarChart::requestFullReplot() {
    m_fullReplotPending = true;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

StackedBarChart::DrawnLayout StackedBarChart::currentLayout() const {
    DrawnLayout layout;
    layout.valid = true;
    layout.x = m_plot->xAxis->range();
    layout.y = m_plot->yAxis->range();
    layout.ticks = m_axisLabels.ticks();
    layout.capacityTicks = m_axisLabels.capacityTicks();
    layout.yLabel = m_plot->yAxis->label();
    for (QCPBars* bars : m_legend->chain())
        layout.legend << bars->name();
    layout.legendChain = m_legend->chain();
    for (QCPTextElement* element : {m_titleElement, m_verdictElement, m_detailElement}) {
        const auto* laid = static_cast<const QCPLayoutElement*>(element);
        layout.textHeights.push_back(element->visible() ? laid->minimumOuterSizeHint().height() : -1);
        layout.textHeights.push_back(element->visible() ? laid->maximumOuterSizeHint().height() : -1);
    }
    return layout;
}

bool StackedBarChart::tryBarsOnlyUpdate() {
    auto* plot = static_cast<LayoutAwarePlot*>(m_plot);
    if (m_fullReplotPending || m_forceFullReplot || !m_drawn.valid || !plot->screenLayoutCurrent())
        return false;
    // What the layout pass would choose at the axis rect drawn (ranges for the totals' headroom,
    // category labels), then: is everything outside the bars layer as drawn?
    fitLabels();
    if (!(currentLayout() == m_drawn))
        return false;
    m_barsLayer->replot();
    emit updated();
    return true;
}

void StackedBarChart::render() {
    const double unitBytes = memoryUnitBytes(m_unit);
    const std::vector<MemoryStack>& stacks = m_stacks.stacks;
    renderBars();

    // The y top is sticky, so that a slider step does not move the ticks; fitLabels adds what
    // the totals need at the drawn size.
    double top = m_stacks.capacityBytes;
    for (const MemoryStack& stack : stacks)
        top = std::max(top, stack.total());
    const double yMax = m_ranges.top(top / unitBytes);

    // Totals above the bars, and the part above capacity hatched in red.
    if (m_totals.ensure(stacks.size()))
        m_restack = true;
    m_totals.update(m_stacks, m_unit, m_theme, kBarWidth);

    const double capacity = m_stacks.capacityBytes / unitBytes;
    // From beyond the left edge to the last bar measured against it: a bar with a capacity of
    // its own (the host's RAM) stands right of the GPU bars and the line stops before it.
    std::size_t gpuBars = 0;
    while (gpuBars < stacks.size() && stacks[gpuBars].ownCapacityBytes < 0)
        ++gpuBars;
    const double lineEnd = gpuBars < stacks.size() ? double(gpuBars) + 0.5 : double(stacks.size()) + 10.0;
    const QString capacityText = chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "capacity %1"))
                                     .arg(format::memory(m_stacks.capacityBytes, m_unit));
    m_axisLabels.setCapacity(capacity, lineEnd, m_stacks.capacityName, capacityText);
    std::vector<QString> categories;
    for (const MemoryStack& stack : stacks)
        categories.push_back(stack.label);
    m_axisLabels.setCategories(categories);
    m_plot->xAxis->setLabel(m_stacks.categoryNote);
    // Wide margins: the total above a bar may be wider than the bar (fitLabels widens them).
    m_plot->xAxis->setRange(1 - m_ranges.xMargin(), double(stacks.size()) + m_ranges.xMargin());
    m_plot->yAxis->setRange(0, yMax);
    // A host bar is per node, not per GPU.
    m_plot->yAxis->setLabel(
        gpuBars < stacks.size()
            ? chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "memory (%1)")).arg(memoryUnitSymbol(m_unit))
            : chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "memory per GPU (%1)"))
                  .arg(memoryUnitSymbol(m_unit)));

    const MemoryVerdict& verdict = m_stacks.verdict;
    m_titleElement->setText(m_stacks.title);
    m_verdictElement->setText(verdict.text);
    m_verdictElement->setVisible(!verdict.text.isEmpty());
    m_detailElement->setText(verdict.detail);
    m_detailElement->setVisible(!verdict.detail.isEmpty());
    m_verdictElement->setTextColor(verdict.tight ? m_theme.tight() : verdict.fits ? m_theme.good() : m_theme.bad());

    if (m_restack)
        restackBarsLayer();
    if (!tryBarsOnlyUpdate())
        requestFullReplot();
    m_forceFullReplot = false;
}

void StackedBarChart::renderBars() {
    const double unitBytes = memoryUnitBytes(m_unit);
    const std::vector<MemoryStack>& stacks = m_stacks.stacks;
    const std::vector<QString> order = m_stacks.keyOrder();

    // One QCPBars per segment key holding that segment's value in every stack. Unstack
    // everything first, then chain bottom to top (moveAbove inserts between existing links).
    for (auto& [key, bars] : m_bars) {
        bars->moveAbove(nullptr);
        bars->data()->clear();
    }
    QCPBars* below = nullptr;
    std::vector<QCPBars*> chain;
    for (const QString& key : order) {
        QVector<double> keys;
        QVector<double> values;
        const MemorySegment* style = nullptr;
        for (std::size_t i = 0; i < stacks.size(); ++i) {
            for (const MemorySegment& segment : stacks[i].segments) {
                if (segment.key != key || segment.bytes <= 0)
                    continue;
                keys.push_back(double(i + 1));
                values.push_back(segment.bytes / unitBytes);
                style = &segment;
            }
        }
        if (!style)
            continue;
        QCPBars* bars = barsFor(key);
        bars->setData(keys, values, true);
        bars->setName(style->name);
        bars->setBrush(m_theme.componentBrush(style->component, style->shade));
        // A thin line in the background colour separates segments of similar colour.
        bars->setPen(QPen(m_theme.background(), 1.0));
        if (below)
            bars->moveAbove(below);
        below = bars;
        chain.push_back(bars);
    }
    // The legend reads like the bars: top to bottom.
    std::reverse(chain.begin(), chain.end());
    m_legend->show(chain);

    // Value labels inside the segments (each hides itself when its segment is too small).
    if (m_segmentLabels.update(m_stacks, order, m_unit, m_theme, kBarWidth))
        m_restack = true;
}

} // namespace rooflab
