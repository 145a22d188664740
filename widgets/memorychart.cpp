#include "widgets/memorychart.h"

#include "widgets/explainstyle.h"

#include <qcustomplot.h>

#include <QEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rooflab {

namespace {

constexpr double kBarWidth = 0.7;

// Merges the segment orders of all stacks into one bottom-to-top chain of keys, so that a key
// only one stack has (KV cache) sits where that stack puts it.
std::vector<QString> chainOrder(const std::vector<MemoryStack>& stacks) {
    std::vector<QString> order;
    for (const MemoryStack& stack : stacks) {
        std::size_t next = 0;
        for (const MemorySegment& segment : stack.segments) {
            const auto found = std::find(order.begin(), order.end(), segment.key);
            if (found != order.end()) {
                next = static_cast<std::size_t>(found - order.begin()) + 1;
            } else {
                order.insert(order.begin() + static_cast<std::ptrdiff_t>(next), segment.key);
                ++next;
            }
        }
    }
    return order;
}

// A segment's value label, drawn only when it fits inside its segment at the size being drawn
// (the screen or an export of another size), so no guess about the final size is needed.
class SegmentLabel : public QCPItemText {
public:
    explicit SegmentLabel(QCustomPlot* plot) : QCPItemText(plot) {}
    void setSegmentSize(double width, double height) {
        m_width = width;
        m_height = height;
    }

protected:
    void draw(QCPPainter* painter) override {
        const QPointF centre = position->coords();
        const QCPAxis* x = position->keyAxis();
        const QCPAxis* y = position->valueAxis();
        const double widthPx = std::abs(x->coordToPixel(centre.x() + m_width / 2) - x->coordToPixel(centre.x() - m_width / 2));
        const double heightPx = std::abs(y->coordToPixel(centre.y() + m_height / 2) - y->coordToPixel(centre.y() - m_height / 2));
        const QSizeF textSize = QFontMetricsF(mainFont(), painter->device()).size(0, text());
        if (textSize.width() + 6 <= widthPx && textSize.height() <= heightPx + 2)
            QCPItemText::draw(painter);
    }

private:
    double m_width = 0;
    double m_height = 0;
};

// The smallest value of the sequence 1, 1.5, 2, 3, 5, 7.5, 10, 15, ... at or above `value`:
// steps fine enough that the bars fill most of the chart on a projector.
double niceCeiling(double value) {
    if (!(value > 0) || !std::isfinite(value))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double m : {1.0, 1.5, 2.0, 3.0, 5.0, 7.5})
        if (m * magnitude >= value * (1 - 1e-12))
            return m * magnitude;
    return 10 * magnitude;
}

// ~30% headroom above what must be shown, on a nice value.
double stickyTop(double needed) {
    return niceCeiling(needed * 1.3);
}

} // namespace

// "NVIDIA H100 SXM 80GB" -> "H100 SXM 80GB": the vendor adds nothing on a slide.
QString MemoryChart::shortGpuName(const std::string& name) {
    QString result = QString::fromStdString(name);
    if (result.startsWith(QLatin1String("NVIDIA ")))
        result.remove(0, 7);
    return result;
}

double MemoryStack::total() const {
    double sum = 0;
    for (const MemorySegment& segment : segments)
        sum += segment.bytes;
    return sum;
}

std::vector<MemorySegment> MemoryChart::trainingSegments(const TrainingMemory& memory) {
    // What is alive at the step's peak, bottom to top: each transient sits on what it belongs
    // to (weight copies on the weights, the recomputed layer on the saved activations, the loss
    // buffers on the logits, the optimizer's scratch on its states). Empty segments are skipped
    // when drawn.
    std::vector<MemorySegment> segments;
    segments.push_back({QStringLiteral("weights"), tr("weights"), MemoryComponent::Weights, 0, memory.weights,
                        QStringLiteral("memory.weights")});
    if (memory.weightsGathered > 0)
        segments.push_back({QStringLiteral("weights-gathered"), tr("weights gathered (ZeRO-3)"),
                            MemoryComponent::WeightsGathered, 0, memory.weightsGathered,
                            QStringLiteral("memory.weights_gathered")});
    segments.push_back({QStringLiteral("weight-copies"), tr("16-bit weight copies (autocast)"),
                        MemoryComponent::WeightCopies, 0, memory.weightCopies, QStringLiteral("memory.weight_copies")});
    segments.push_back({QStringLiteral("gradients"), tr("gradients"), MemoryComponent::Gradients, 0, memory.gradients,
                        QStringLiteral("memory.gradients")});
    if (memory.masterWeights > 0)
        segments.push_back({QStringLiteral("master-weights"), tr("master weights"), MemoryComponent::MasterWeights, 0,
                            memory.masterWeights, QStringLiteral("memory.master_weights")});
    int part = 0;
    for (const OptimizerStatePart& state : memory.optimizerParts) {
        segments.push_back({QStringLiteral("optimizer-%1").arg(part),
                            tr("optimizer: %1").arg(translateCoreText(state.name)),
                            MemoryComponent::OptimizerState, part, state.bytes,
                            QStringLiteral("memory.optimizer.%1").arg(part)});
        ++part;
    }
    segments.push_back({QStringLiteral("optimizer-scratch"), tr("optimizer scratch"),
                        MemoryComponent::OptimizerScratch, 0, memory.optimizerScratch,
                        QStringLiteral("memory.optimizer_scratch")});
    segments.push_back({QStringLiteral("activations"), tr("activations"), MemoryComponent::Activations, 0,
                        memory.activations, QStringLiteral("memory.activations")});
    segments.push_back({QStringLiteral("recompute"), tr("layer being recomputed"), MemoryComponent::Recompute, 0,
                        memory.recompute, QStringLiteral("memory.recompute")});
    segments.push_back({QStringLiteral("logits"), tr("logits"), MemoryComponent::Logits, 0, memory.logits,
                        QStringLiteral("memory.logits")});
    segments.push_back({QStringLiteral("loss-buffers"), tr("loss buffers"), MemoryComponent::LossBuffers, 0,
                        memory.lossBuffers, QStringLiteral("memory.loss_buffers")});
    segments.push_back({QStringLiteral("overhead"), tr("CUDA context + allocator"), MemoryComponent::Overhead, 0,
                        memory.overhead, QStringLiteral("memory.overhead")});
    return segments;
}

QString MemoryChart::stepPhaseName(StepPhase phase) {
    switch (phase) {
    case StepPhase::Forward: return tr("forward");
    case StepPhase::Loss: return tr("loss");
    case StepPhase::Backward: return tr("backward");
    case StepPhase::Optimizer: return tr("optimizer step");
    }
    return {};
}

QString MemoryChart::peakNote(const TrainingMemory& memory) {
    return tr("peak: %1").arg(stepPhaseName(memory.peakPhase));
}

std::vector<MemorySegment> MemoryChart::inferenceSegments(const InferenceMemory& memory) {
    return {
        {QStringLiteral("weights"), tr("weights"), MemoryComponent::Weights, 0, memory.weights,
         QStringLiteral("inference.weights")},
        {QStringLiteral("kv-cache"), tr("KV cache"), MemoryComponent::KvCache, 0, memory.kvCache,
         QStringLiteral("inference.kv_cache")},
        {QStringLiteral("activations"), tr("activations"), MemoryComponent::Activations, 0, memory.activations,
         QStringLiteral("inference.activations")},
        {QStringLiteral("overhead"), tr("CUDA context + allocator"), MemoryComponent::Overhead, 0, memory.overhead,
         QStringLiteral("inference.overhead")},
    };
}

MemoryChart::MemoryChart(QWidget* parent) : QWidget(parent), m_plot(new LayoutAwarePlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setMinimumSize(360, 260);

    // Layout: title, verdict and detail lines across the full width (wrapped when narrower than
    // their text), then the axis rect with the legend in a column to its right, or in rows below
    // it when a column would take too much of the width (a legend inside the axis rect would
    // cover the bars).
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
    m_legendColumn = new QCPLayoutGrid;
    body->addElement(0, 1, m_legendColumn);
    m_legendColumn->addElement(0, 0, m_plot->legend);
    m_legendColumn->addElement(1, 0, new QCPLayoutElement(m_plot));
    m_legendColumn->setRowStretchFactor(0, 0.01);
    m_legendColumn->setRowStretchFactor(1, 1);
    body->setColumnStretchFactor(1, 0.01);
    m_legendRow = new QCPLayoutGrid;
    grid->addElement(4, 0, m_legendRow);
    grid->setRowStretchFactor(4, 0.001);
    m_legendRow->addElement(0, 0, new QCPLayoutElement(m_plot));
    m_legendRow->addElement(0, 2, new QCPLayoutElement(m_plot));
    m_legendRow->setColumnStretchFactor(1, 0.001);
    m_legendRow->setMargins(QMargins(0, 2, 0, 6));
    auto* plot = static_cast<LayoutAwarePlot*>(m_plot);
    plot->beforeLayoutPass = [this] { arrangeLegend(); };
    plot->afterLayoutPass = [this] { return fitLabels(); };
    m_plot->legend->setVisible(true);
    m_plot->setAutoAddPlottableToLegend(false); // render() fills the legend in stack order
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
    plot->screenLayoutDone = [this] { rememberDrawnLayout(); };
    connect(m_plot, &QCustomPlot::beforeReplot, this, [this] { m_fullReplotPending = false; });
    connect(m_plot, &QCustomPlot::afterReplot, this, &MemoryChart::updated);
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
        if (event->button() != Qt::LeftButton)
            return;
        const QString figure = figureAt(event->position());
        if (!figure.isEmpty())
            emit explainRequested({figure}, event->globalPosition().toPoint());
    });

    m_ticker.reset(new QCPAxisTickerText);
    m_plot->xAxis->setTicker(m_ticker);
    m_plot->xAxis->grid()->setVisible(false);
    m_plot->xAxis->setTickLength(0, 0);
    m_plot->xAxis->setSubTicks(false);
    m_plot->yAxis->setRangeLower(0);

    // The capacity line is labelled on a right-hand axis at its own height: a label inside the
    // plot would collide with the bars it is compared against.
    m_capacityLine = new QCPItemStraightLine(m_plot);
    m_capacityLine->setObjectName(QStringLiteral("capacity-line"));
    m_capacityLine->setSelectable(false);
    m_capacityTicker.reset(new QCPAxisTickerText);
    m_plot->yAxis2->setVisible(true);
    m_plot->yAxis2->setTicker(m_capacityTicker);
    m_plot->yAxis2->setSubTicks(false);
    m_plot->yAxis2->grid()->setVisible(false);
    connect(m_plot->yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), m_plot->yAxis2,
            qOverload<const QCPRange&>(&QCPAxis::setRange));

    applyTheme();
}

void MemoryChart::setData(const Scenario& scenario, const Report& report) {
    m_hasReport = true;
    m_training = report.memory;
    m_inference = report.inference;
    m_fit = report.fit;
    if (m_gpuId != scenario.gpu.id || m_gpuName != shortGpuName(scenario.gpu.name))
        resetRanges(); // a new GPU, not a slider step: fit the axes afresh
    m_gpuId = scenario.gpu.id;
    m_gpuName = shortGpuName(scenario.gpu.name);
    m_gpus = scenario.parallel.gpus;
    if (scenario.model.sizeOnlyParams > 0)
        m_modelLabel = tr("%1 model").arg(format::count(scenario.model.sizeOnlyParams));
    else if (!scenario.model.arch.name.empty())
        m_modelLabel = QString::fromStdString(scenario.model.arch.name);
    else
        m_modelLabel = QString::fromStdString(scenario.model.presetId);
    rebuildFromReport();
}

void MemoryChart::rebuildFromReport() {
    // The bar is the step's peak: say so, and when it happens.
    const QString peak = format::memory(m_training.total, m_unit);
    const QString phase = stepPhaseName(m_training.peakPhase);
    QString training;
    if (m_training.fits) {
        training = tr("Training: peak %1 (%2), fits, %3 free").arg(peak, phase, format::memory(m_training.free(), m_unit));
    } else if (m_fit.minGpus > 0) {
        training = tr("Training: peak %1 (%2), needs ≥ %3 GPUs with this strategy").arg(peak, phase).arg(m_fit.minGpus);
    } else {
        training = tr("Training: peak %1 (%2), does not fit with this strategy at any GPU count").arg(peak, phase);
        if (m_fit.minGpusZero3 > 0)
            training += QLatin1Char(' ')
                + (m_fit.minGpusZero3 == 1 ? tr("(ZeRO-3: 1 GPU)") : tr("(ZeRO-3: ≥ %1 GPUs)").arg(m_fit.minGpusZero3));
    }
    const QString inference = m_inference.fits
        ? tr("Inference: fits, %1 free").arg(format::memory(m_inference.capacity - m_inference.total, m_unit))
        : tr("Inference: does not fit, %1 over").arg(format::memory(m_inference.total - m_inference.capacity, m_unit));

    const std::vector<MemoryStack> stacks = {
        {m_gpus > 1 ? tr("each of %1 GPUs (training)").arg(m_gpus) : tr("GPU (training)"),
         trainingSegments(m_training), peakNote(m_training), QStringLiteral("memory.total")},
        {tr("inference"), inferenceSegments(m_inference), QString(), QStringLiteral("inference.total")},
    };
    setStacks(tr("Memory per GPU — %1 on %2").arg(m_modelLabel, m_gpuName), stacks, m_training.capacity,
              m_gpuName, training, m_training.fits, inference);
}

void MemoryChart::setStacks(const QString& title, const std::vector<MemoryStack>& stacks, double capacityBytes,
                            const QString& capacityName, const QString& verdict, bool verdictGood,
                            const QString& detail) {
    m_title = title;
    m_stacks = stacks;
    m_capacity = capacityBytes;
    m_capacityName = capacityName;
    m_verdict = verdict;
    m_verdictGood = verdictGood;
    m_detail = detail;
    render();
}

void MemoryChart::resetRanges() {
    m_baseYMax = 0;
    m_baseXMargin = 0.7;
    m_marginStacks = 0;
}

void MemoryChart::setUnit(MemoryUnit unit) {
    if (unit == m_unit)
        return;
    m_unit = unit;
    resetRanges();
    m_forceFullReplot = true;
    if (m_hasReport)
        rebuildFromReport();
    else
        render();
}

QString MemoryChart::figureAt(const QPointF& pixel) const {
    const double x = m_plot->xAxis->pixelToCoord(pixel.x());
    const double y = m_plot->yAxis->pixelToCoord(pixel.y()) * memoryUnitBytes(m_unit);
    // Stack i sits at x = i + 1, kBarWidth wide; its segments are stacked in their own order
    // (chainOrder keeps every stack's order).
    const long position = std::lround(x);
    const long index = position - 1;
    // The total above a bar (with its note) explains the whole bar.
    for (std::size_t i = 0; i < m_stacks.size() && i < m_stackItems.size(); ++i) {
        const QCPItemText* total = m_stackItems[i].total;
        if (!total->visible() || m_stacks[i].totalFigure.isEmpty())
            continue;
        const QRectF box = QRectF(total->topLeft->pixelPosition(), total->bottomRight->pixelPosition()).normalized();
        if (box.contains(pixel))
            return m_stacks[i].totalFigure;
    }
    if (index < 0 || std::size_t(index) >= m_stacks.size() || std::abs(x - double(position)) > kBarWidth / 2 || y < 0)
        return {};
    double bottom = 0;
    for (const MemorySegment& segment : m_stacks[std::size_t(index)].segments) {
        if (y >= bottom && y < bottom + segment.bytes)
            return segment.figure;
        bottom += segment.bytes;
    }
    return {};
}

void MemoryChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        m_plot->setLocale(QLocale());
        m_forceFullReplot = true;
        if (m_hasReport)
            rebuildFromReport();
        else
            render();
    }
    QWidget::changeEvent(event);
}

void MemoryChart::setTheme(const ChartTheme& theme) {
    m_theme = theme;
    applyTheme();
    resetRanges();
    m_forceFullReplot = true;
    render();
}

QString MemoryChart::verdictText() const {
    return m_detail.isEmpty() ? m_verdict : m_verdict + QLatin1Char('\n') + m_detail;
}

QString MemoryChart::capacityLabel() const {
    // Two short lines keep the right-hand axis narrow: "H100 SXM 80GB" / "capacity 74.5 GiB".
    if (m_capacity <= 0)
        return {};
    const QString capacity = tr("capacity %1").arg(format::memory(m_capacity, m_unit));
    return m_capacityName.isEmpty() ? capacity : m_capacityName + QLatin1Char('\n') + capacity;
}

void MemoryChart::arrangeLegend() {
    // A column beside the bars while it takes at most about a quarter of the width; otherwise
    // (the 540 px window chart, presentation fonts) rows under the axes, as many columns as fit.
    QCPLegend* legend = m_plot->legend;
    const int width = m_plot->viewport().width();
    const int itemWidth = m_legendItemWidth + legend->columnSpacing();
    const bool beside = itemWidth + 16 <= width / 4;
    int columns = beside ? 0 : std::clamp((width - 16) / std::max(1, itemWidth), 1, std::max(1, legend->itemCount()));
    // One tall column under the axes would squeeze the bars to a sliver (a laptop window in a
    // language with long names): two columns in a font up to 20% smaller instead.
    QFont font = m_theme.baseFont();
    if (!beside && columns == 1 && legend->itemCount() > 4) {
        for (double scale : {0.9, 0.8}) {
            QFont smaller = font;
            smaller.setPointSizeF(font.pointSizeF() * scale);
            int widest = 0;
            for (int i = 0; i < legend->itemCount(); ++i) {
                if (QCPAbstractLegendItem* item = legend->item(i)) { // grid cells may be empty
                    item->setFont(smaller);
                    widest = std::max(widest, item->minimumOuterSizeHint().width());
                }
            }
            if (2 * (widest + legend->columnSpacing()) + 16 <= width) {
                font = smaller;
                columns = 2;
                break;
            }
        }
    }
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem* item = legend->item(i); item && item->font() != font)
            item->setFont(font);
    QCPLayoutGrid* target = beside ? m_legendColumn : m_legendRow;
    if (legend->layout() != target) {
        if (auto* current = qobject_cast<QCPLayoutGrid*>(legend->layout()))
            current->take(legend);
        if (beside)
            m_legendColumn->addElement(0, 0, legend);
        else
            m_legendRow->addElement(0, 1, legend);
    }
    const auto order = beside ? QCPLayoutGrid::foRowsFirst : QCPLayoutGrid::foColumnsFirst;
    if (legend->wrap() != columns || legend->fillOrder() != order) {
        legend->setWrap(columns);
        legend->setFillOrder(order, true);
    }
}

bool MemoryChart::fitLabels() {
    QCPAxisRect* rect = m_plot->axisRect();
    const int width = rect->width(), height = rect->height();
    if (width < 20 || height < 20 || m_stacks.empty())
        return false;
    bool changed = false;
    const double n = double(m_stacks.size());
    const double unitsPerPixel = m_plot->xAxis->range().size() / width;

    // Category labels wider than their category go onto two lines.
    const QFont tickFont = m_plot->xAxis->tickLabelFont();
    QMap<double, QString> ticks;
    for (std::size_t i = 0; i < m_categoryTexts.size(); ++i) {
        const QString& text = m_categoryTexts[i];
        const bool wide = m_textSizes.size(tickFont, text).width() > 0.95 / unitsPerPixel;
        ticks.insert(double(i + 1), wide ? splitInTwoLines(text) : text);
    }
    if (ticks != m_ticker->ticks()) {
        m_ticker->setTicks(ticks);
        changed = true;
    }

    // Totals of neighbouring bars must not run into each other: where two of them on one line
    // would need more than the room between the bars' centres, the notes wrap to that room.
    bool split = false;
    const double centres = width / std::max(1e-9, m_plot->xAxis->range().size()); // pixels between bars
    for (std::size_t i = 0; i + 1 < m_stackItems.size() && i + 1 < m_stacks.size(); ++i) {
        const StackItems& a = m_stackItems[i];
        const StackItems& b = m_stackItems[i + 1];
        if (a.note.isEmpty() && b.note.isEmpty())
            continue;
        const double half = (m_textSizes.size(a.total->font(), totalText(a, 0), a.total->padding()).width()
                             + m_textSizes.size(b.total->font(), totalText(b, 0), b.total->padding()).width()) / 2;
        split = split || half + 12 > centres;
    }
    const double noteWidth = split ? std::max(40.0, std::floor(centres - 16)) : 0;
    if (noteWidth != m_noteWidth) {
        m_noteWidth = noteWidth;
        for (std::size_t i = 0; i < m_stackItems.size() && i < m_stacks.size(); ++i)
            m_stackItems[i].total->setText(totalText(m_stackItems[i], noteWidth));
    }

    // The totals above the bars stay inside the axes: above the top tick and clear of the
    // tick labels left of the axis.
    // The top is sticky (see render): raised, with headroom, only when a label needs more.
    double needed = 0, halfWidth = 0;
    for (const StackItems& items : m_stackItems) {
        if (!items.total->visible())
            continue;
        const QSize size = m_textSizes.size(items.total->font(), items.total->text(), items.total->padding());
        halfWidth = std::max(halfWidth, size.width() / 2.0);
        const double total = items.total->position->coords().y();
        const double share = double(size.height() + 4) / height;
        if (share < 0.8)
            needed = std::max(needed, total / (1 - share));
    }
    if (needed > m_baseYMax)
        m_baseYMax = stickyTop(needed);
    const double yMax = m_baseYMax;
    const QCPRange y = m_plot->yAxis->range();
    if (std::abs(y.upper - yMax) > 1e-6 * yMax) {
        m_plot->yAxis->setRange(0, yMax);
        changed = true;
    }
    // Margin m either side (bar centres 1 apart): m / (n - 1 + 2m) of the width covers half a label.
    // Sticky as well: widened with some slack, narrowed only when much wider than needed.
    const double neededMargin = std::max(0.7, (halfWidth + 4) * (n - 1 + 1.4) / width + 0.02);
    if (m_marginStacks != m_stacks.size() || neededMargin > m_baseXMargin || neededMargin < m_baseXMargin - 0.25) {
        m_baseXMargin = neededMargin > 0.7 ? neededMargin + 0.1 : 0.7;
        m_marginStacks = m_stacks.size();
    }
    const double margin = m_baseXMargin;
    const QCPRange x(1 - margin, n + margin);
    if (std::abs(m_plot->xAxis->range().lower - x.lower) > 0.02) {
        m_plot->xAxis->setRange(x);
        changed = true;
    }
    return changed;
}

QString MemoryChart::totalText(const StackItems& items, double noteWidth) {
    if (items.note.isEmpty())
        return items.value;
    if (noteWidth <= 0)
        return items.value + QLatin1Char('\n') + items.note;
    // Greedy word wrap; a word wider than the room keeps a line of its own.
    const QFontMetricsF metrics(items.total->font());
    QStringList lines;
    QString line;
    for (const QString& word : items.note.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (line.isEmpty() || metrics.horizontalAdvance(longer) <= noteWidth) {
            line = longer;
        } else {
            lines << line;
            line = word;
        }
    }
    if (!line.isEmpty())
        lines << line;
    return items.value + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
}

void MemoryChart::applyTheme() {
    m_textSizes.clear();
    m_legendItemWidth = 0; // measured again with the new font
    m_theme.apply(m_plot);
    m_titleElement->setFont(m_theme.titleFont());
    m_titleElement->setTextColor(m_theme.foreground());
    m_verdictElement->setFont(m_theme.labelFont());
    m_capacityLine->setPen(m_theme.pen(m_theme.capacity(), 1.0, Qt::DashLine));
    m_detailElement->setFont(m_theme.baseFont());
    m_detailElement->setTextColor(m_theme.mutedForeground());
    m_plot->yAxis2->setTickLabelFont(m_theme.baseFont());
    m_plot->yAxis2->setTickLabelColor(m_theme.capacity());
    m_plot->yAxis2->setBasePen(Qt::NoPen);
    m_plot->yAxis2->setTickPen(m_theme.pen(m_theme.capacity()));
    m_plot->yAxis2->setTickLength(0, qRound(8 * m_theme.fontScale()));
}

QCPBars* MemoryChart::barsFor(const QString& key) {
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

QCPItemText* MemoryChart::segmentLabel(std::size_t index) {
    while (m_segmentLabels.size() <= index) {
        auto* label = new SegmentLabel(m_plot);
        label->setLayer(QStringLiteral("labels"));
        label->setSelectable(false);
        label->setPositionAlignment(Qt::AlignCenter);
        m_segmentLabels.push_back(label);
        m_restack = true;
    }
    return m_segmentLabels[index];
}

void MemoryChart::ensureStackItems(std::size_t count) {
    while (m_stackItems.size() < count) {
        StackItems items;
        items.overflowFill = new QCPItemRect(m_plot);
        items.overflowHatch = new QCPItemRect(m_plot);
        items.total = new QCPItemText(m_plot);
        items.overflowFill->setObjectName(QStringLiteral("overflow-%1").arg(m_stackItems.size()));
        items.total->setObjectName(QStringLiteral("total-%1").arg(m_stackItems.size()));
        items.total->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        items.total->setLayer(QStringLiteral("labels"));
        items.total->setPadding(QMargins(2, 2, 2, 4));
        items.total->setClipToAxisRect(false);
        for (QCPAbstractItem* item : {static_cast<QCPAbstractItem*>(items.overflowFill),
                                      static_cast<QCPAbstractItem*>(items.overflowHatch),
                                      static_cast<QCPAbstractItem*>(items.total)})
            item->setSelectable(false);
        m_stackItems.push_back(items);
        m_restack = true;
    }
}

void MemoryChart::restackBarsLayer() {
    // setLayer on the same layer moves an item to the top of it: bars first, then the overflow
    // marks over them, then the labels, then the x axis line over everything.
    for (auto& [key, bars] : m_bars)
        bars->setLayer(m_barsLayer);
    for (const StackItems& items : m_stackItems) {
        items.overflowFill->setLayer(m_barsLayer);
        items.overflowHatch->setLayer(m_barsLayer);
    }
    for (QCPItemText* label : m_segmentLabels)
        label->setLayer(m_barsLayer);
    for (const StackItems& items : m_stackItems)
        items.total->setLayer(m_barsLayer);
    m_plot->xAxis->setLayer(m_barsLayer);
    m_restack = false;
}

void MemoryChart::requestFullReplot() {
    m_fullReplotPending = true;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

MemoryChart::DrawnLayout MemoryChart::currentLayout() const {
    DrawnLayout layout;
    layout.valid = true;
    layout.x = m_plot->xAxis->range();
    layout.y = m_plot->yAxis->range();
    layout.ticks = m_ticker->ticks();
    layout.capacityTicks = m_capacityTicker->ticks();
    layout.yLabel = m_plot->yAxis->label();
    for (QCPBars* bars : m_legendChain)
        layout.legend << bars->name();
    layout.legendChain = m_legendChain;
    for (QCPTextElement* element : {m_titleElement, m_verdictElement, m_detailElement}) {
        layout.textHeights.push_back(element->visible() ? static_cast<const QCPLayoutElement*>(element)->minimumOuterSizeHint().height() : -1);
        layout.textHeights.push_back(element->visible() ? static_cast<const QCPLayoutElement*>(element)->maximumOuterSizeHint().height() : -1);
    }
    return layout;
}

void MemoryChart::rememberDrawnLayout() {
    m_drawn = currentLayout();
}

bool MemoryChart::tryBarsOnlyUpdate() {
    auto* plot = static_cast<LayoutAwarePlot*>(m_plot);
    if (m_fullReplotPending || m_forceFullReplot || !m_drawn.valid || !plot->screenLayoutCurrent())
        return false;
    // What the layout pass would choose at the axis rect drawn (ranges for the totals' headroom,
    // category labels), then: is everything outside the bars layer as drawn?
    fitLabels();
    const DrawnLayout now = currentLayout();
    if (now.x != m_drawn.x || now.y != m_drawn.y || now.ticks != m_drawn.ticks || now.capacityTicks != m_drawn.capacityTicks
        || now.yLabel != m_drawn.yLabel || now.legend != m_drawn.legend || now.legendChain != m_drawn.legendChain
        || now.textHeights != m_drawn.textHeights)
        return false;
    m_barsLayer->replot();
    emit updated();
    return true;
}

void MemoryChart::render() {
    const double unitBytes = memoryUnitBytes(m_unit);
    const QString unitSymbol = memoryUnitSymbol(m_unit);

    // Bars: one QCPBars per segment key holding that segment's value in every stack. Unstack
    // everything first, then chain bottom to top (moveAbove inserts between existing links).
    for (auto& [key, bars] : m_bars) {
        bars->moveAbove(nullptr);
        bars->data()->clear();
    }
    QCPBars* below = nullptr;
    std::vector<QCPBars*> chain;
    for (const QString& key : chainOrder(m_stacks)) {
        QVector<double> keys;
        QVector<double> values;
        const MemorySegment* style = nullptr;
        for (std::size_t i = 0; i < m_stacks.size(); ++i) {
            for (const MemorySegment& segment : m_stacks[i].segments) {
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
    // Legend top to bottom in the order the segments are stacked, so it reads like the bars
    // (rebuilt only when that order changes: a slider step keeps the same segments).
    std::reverse(chain.begin(), chain.end());
    if (chain != m_legendChain || m_legendItemWidth == 0) {
        m_plot->legend->clearItems();
        m_legendItemWidth = 0;
        for (QCPBars* bars : chain) {
            bars->addToLegend();
            if (QCPAbstractLegendItem* item = m_plot->legend->itemWithPlottable(bars))
                m_legendItemWidth = std::max(m_legendItemWidth, item->minimumOuterSizeHint().width());
        }
        m_legendChain = chain;
        m_plot->legend->setFillOrder(m_plot->legend->fillOrder(), true);
    }

    double top = m_capacity;
    for (const MemoryStack& stack : m_stacks)
        top = std::max(top, stack.total());
    // Headroom for the totals above the bars, kept while the data moves a little so that a
    // slider step does not move the ticks; fitLabels adds what the labels need at the drawn size.
    // Sticky: raised only when the tallest stack (or the capacity) and the room for its total
    // exceed it, lowered only when the tallest stack falls below ~35% of it, each time to a
    // nice value with ~30% headroom; fitLabels raises it further if a label needs it.
    const double wanted = std::max(top / unitBytes * 1.08, 1e-9);
    if (!(m_baseYMax >= wanted && top / unitBytes >= 0.35 * m_baseYMax))
        m_baseYMax = stickyTop(wanted);
    const double yMax = m_baseYMax;

    // Value labels inside the segments (each hides itself when its segment is too small).
    std::size_t labelCount = 0;
    const std::vector<QString> order = chainOrder(m_stacks);
    for (std::size_t i = 0; i < m_stacks.size(); ++i) {
        double base = 0;
        for (const QString& key : order) {
            for (const MemorySegment& segment : m_stacks[i].segments) {
                if (segment.key != key || segment.bytes <= 0)
                    continue;
                const double value = segment.bytes / unitBytes;
                auto* label = static_cast<SegmentLabel*>(segmentLabel(labelCount++));
                const QColor fill = segment.component == MemoryComponent::OptimizerState
                    ? m_theme.optimizerStateColor(segment.shade)
                    : m_theme.componentColor(segment.component);
                label->position->setCoords(double(i + 1), base + value / 2);
                label->setSegmentSize(kBarWidth, value);
                label->setText(format::memory(segment.bytes, m_unit));
                label->setFont(m_theme.baseFont());
                label->setColor(ChartTheme::textOn(fill));
                // On a hatched transient the figure sits on a patch of its tint, clear of the lines.
                const bool hatched = ChartTheme::isTransient(segment.component);
                label->setBrush(hatched ? QBrush(fill) : QBrush(Qt::NoBrush));
                label->setPadding(hatched ? QMargins(3, 0, 3, 0) : QMargins());
                label->setVisible(true);
                base += value;
            }
        }
    }
    for (std::size_t i = labelCount; i < m_segmentLabels.size(); ++i)
        m_segmentLabels[i]->setVisible(false);

    // Totals above the bars, and the part above capacity hatched in red.
    ensureStackItems(m_stacks.size());
    QColor overflowHatch = m_theme.overflow();
    overflowHatch.setAlpha(150);
    for (std::size_t i = 0; i < m_stackItems.size(); ++i) {
        StackItems& items = m_stackItems[i];
        const bool used = i < m_stacks.size();
        const double total = used ? m_stacks[i].total() : 0;
        const bool over = used && m_capacity > 0 && total > m_capacity;
        items.total->setVisible(used);
        items.overflowFill->setVisible(over);
        items.overflowHatch->setVisible(over);
        if (!used)
            continue;
        const double x = double(i + 1);
        items.total->position->setCoords(x, total / unitBytes);
        items.value = over ? tr("%1\n%2 over").arg(format::memory(total, m_unit), format::memory(total - m_capacity, m_unit))
                           : format::memory(total, m_unit);
        items.note = m_stacks[i].note;
        items.total->setText(totalText(items, m_noteWidth));
        QFont totalFont = m_theme.baseFont();
        totalFont.setBold(true);
        items.total->setFont(totalFont);
        items.total->setColor(over ? m_theme.overflow() : m_theme.foreground());
        // On the background colour: the capacity line or a grid line behind it does not cross it.
        items.total->setBrush(m_theme.background());
        if (over) {
            const double half = kBarWidth / 2 + 0.03;
            for (QCPItemRect* rect : {items.overflowFill, items.overflowHatch}) {
                rect->topLeft->setCoords(x - half, total / unitBytes);
                rect->bottomRight->setCoords(x + half, m_capacity / unitBytes);
            }
            // A red outline and a light hatch: a translucent fill would shift the segments'
            // colours away from the legend's.
            items.overflowFill->setPen(m_theme.pen(m_theme.overflow(), 0.8));
            items.overflowFill->setBrush(Qt::NoBrush);
            items.overflowHatch->setPen(Qt::NoPen);
            items.overflowHatch->setBrush(QBrush(overflowHatch, Qt::BDiagPattern));
        }
    }

    const bool hasCapacity = m_capacity > 0;
    m_capacityLine->setVisible(hasCapacity);
    m_capacityLine->point1->setCoords(0, m_capacity / unitBytes);
    m_capacityLine->point2->setCoords(1, m_capacity / unitBytes);
    m_capacityTicker->clear();
    if (hasCapacity)
        m_capacityTicker->addTick(m_capacity / unitBytes, capacityLabel());

    std::vector<QString> categories;
    for (const MemoryStack& stack : m_stacks)
        categories.push_back(stack.label);
    if (categories != m_categoryTexts) {
        m_categoryTexts = categories;
        m_ticker->clear();
        for (std::size_t i = 0; i < m_stacks.size(); ++i)
            m_ticker->addTick(double(i + 1), m_stacks[i].label);
    }
    // Wide margins: the total above a bar may be wider than the bar (fitLabels widens them).
    m_plot->xAxis->setRange(1 - m_baseXMargin, double(m_stacks.size()) + m_baseXMargin);
    m_plot->yAxis->setRange(0, yMax);
    m_plot->yAxis->setLabel(tr("memory per GPU (%1)").arg(unitSymbol));

    m_titleElement->setText(m_title);
    m_verdictElement->setText(m_verdict);
    m_verdictElement->setVisible(!m_verdict.isEmpty());
    m_detailElement->setText(m_detail);
    m_detailElement->setVisible(!m_detail.isEmpty());
    m_verdictElement->setTextColor(m_verdictGood ? m_theme.good() : m_theme.bad());

    if (m_restack)
        restackBarsLayer();
    if (!tryBarsOnlyUpdate())
        requestFullReplot();
    m_forceFullReplot = false;
}

} // namespace rooflab
