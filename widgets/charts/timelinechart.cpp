#include "widgets/charts/timelinechart.h"

#include "document/format.h"
#include "widgets/charts/labellayout.h"
#include "widgets/charts/timelineplottable.h"

#include <qcustomplot.h>

#include <QEvent>
#include <QMouseEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

using Hue = ChartTheme::Hue;

// Compute in blues, communication on the critical path in warm colours, hidden communication in
// green; what is "only waiting" (bubble) or "slowed" (interference) is hatched.
QBrush kindBrush(const ChartTheme& theme, TimelineKind kind) {
    const QColor background = theme.background();
    switch (kind) {
    case TimelineKind::Forward:
        return ChartTheme::hue(Hue::SkyBlue);
    case TimelineKind::Backward:
        return ChartTheme::hue(Hue::Blue);
    case TimelineKind::Recompute:
        return theme.hatchBrush(ChartTheme::blend(ChartTheme::hue(Hue::SkyBlue), background, 0.35),
                                ChartTheme::hue(Hue::Blue));
    case TimelineKind::TensorComm:
        return ChartTheme::hue(Hue::Orange);
    case TimelineKind::ExpertComm: // the tensor-parallel orange, darkened: the other collective on the critical path
        return ChartTheme::blend(ChartTheme::hue(Hue::Orange), QColor(Qt::black), 0.6);
    case TimelineKind::ContextComm: // the tensor-parallel orange, lightened: the ring beside attention
        return ChartTheme::blend(ChartTheme::hue(Hue::Orange), background, 0.55);
    case TimelineKind::PipelineSend:
        return ChartTheme::hue(Hue::ReddishPurple);
    case TimelineKind::Bubble:
        return theme.hatchBrush(ChartTheme::blend(theme.grid(), background, 0.4), theme.grid());
    case TimelineKind::HiddenComm:
        return ChartTheme::hue(Hue::BluishGreen);
    case TimelineKind::ExposedComm:
        return ChartTheme::hue(Hue::Vermillion);
    case TimelineKind::Interference:
        return theme.hatchBrush(ChartTheme::blend(ChartTheme::hue(Hue::Vermillion), background, 0.3),
                                ChartTheme::hue(Hue::Vermillion));
    case TimelineKind::Optimizer:
        return ChartTheme::hue(Hue::Yellow);
    case TimelineKind::HostCopy: // waiting on PCIe: hatched, in the pipeline-send purple
        return theme.hatchBrush(ChartTheme::blend(ChartTheme::hue(Hue::ReddishPurple), background, 0.35),
                                ChartTheme::hue(Hue::ReddishPurple));
    // DualPipe's reverse direction in greens, pale forward and dark backward as the blues are;
    // the weight gradients (either direction) between the blue and the purple.
    case TimelineKind::ReverseForward:
        return ChartTheme::blend(ChartTheme::hue(Hue::BluishGreen), background, 0.5);
    case TimelineKind::ReverseBackward:
        return ChartTheme::blend(ChartTheme::hue(Hue::BluishGreen), QColor(Qt::black), 0.6);
    case TimelineKind::WeightGradients:
        return ChartTheme::blend(ChartTheme::hue(Hue::Blue), ChartTheme::hue(Hue::ReddishPurple), 0.5);
    case TimelineKind::ReverseRecompute: // hatched as the forward direction's, in its greens
        return theme.hatchBrush(ChartTheme::blend(ChartTheme::hue(Hue::BluishGreen), background, 0.65),
                                ChartTheme::blend(ChartTheme::hue(Hue::BluishGreen), QColor(Qt::black), 0.6));
    }
    return theme.foreground();
}

} // namespace

TimelineChart::TimelineChart(QWidget* parent)
    : QWidget(parent) {
    auto* plot = new LayoutAwarePlot(this);
    m_plot = plot;
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setMinimumSize(360, 260);

    // Title and summary across the width, then the axis rect, the legend in rows under it.
    QCPLayoutGrid* grid = m_plot->plotLayout();
    QCPAxisRect* rect = m_plot->axisRect();
    grid->take(rect);
    grid->simplify();
    m_title = new WrappingTextElement(m_plot);
    m_summary = new WrappingTextElement(m_plot);
    grid->addElement(0, 0, m_title);
    grid->addElement(1, 0, m_summary);
    grid->addElement(2, 0, rect);
    grid->addElement(3, 0, m_plot->legend);
    grid->setRowSpacing(0);
    grid->setRowStretchFactor(3, 0.001);
    m_plot->legend->setVisible(true);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setMargins(QMargins(6, 2, 6, 4));
    m_plot->setAutoAddPlottableToLegend(false);
    // As many legend columns as the width being drawn holds (the window's, or an export's).
    plot->beforeLayoutPass = [this] { fitLegendColumns(*m_plot, m_plot->legend->itemCount()); };

    m_blocks = new TimelinePlottable(m_plot->xAxis, m_plot->yAxis);
    m_plot->yAxis->setRangeReversed(true); // the first stage on top
    m_plot->yAxis->setSubTicks(false);
    m_plot->yAxis->grid()->setVisible(false);
    rect->setRangeDrag(Qt::Horizontal); // a long step: zoom into the time axis, drag along it
    rect->setRangeZoom(Qt::Horizontal);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->setMouseTracking(true);
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        const QString text = describeAt(event->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
    });
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this] { render(); }); // back to the whole step
    // A click on a block explains it, as a click on a memory segment or a roofline point does.
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) { m_pressedAt = event->pos(); });
    connect(m_plot, &QCustomPlot::mouseRelease, this, [this](QMouseEvent* event) {
        if (event->button() != Qt::LeftButton || (event->pos() - m_pressedAt).manhattanLength() > 4)
            return;
        const QStringList figures = figuresAt(event->pos());
        if (!figures.isEmpty())
            emit explainRequested(figures, event->globalPosition().toPoint());
    });
    render();
}

void TimelineChart::setTimeline(const StepTimeline& timeline, const StepTimeReport& step, double overBytes) {
    m_timeline = timeline;
    m_step = step;
    m_overBytes = overBytes;
    render();
}

void TimelineChart::setTheme(const ChartTheme& theme) {
    m_theme = theme;
    render();
}

QString TimelineChart::titleText() const {
    return m_title->text();
}
QString TimelineChart::summaryText() const {
    return m_summary->text();
}

QStringList TimelineChart::rowLabels() const {
    QStringList labels;
    for (const TimelineRow& row : m_timeline.rows)
        labels << rowLabel(row);
    return labels;
}

QString TimelineChart::kindName(TimelineKind kind) {
    switch (kind) {
    case TimelineKind::Forward:
        return tr("forward");
    case TimelineKind::Recompute:
        return tr("recompute");
    case TimelineKind::Backward:
        return tr("backward");
    case TimelineKind::TensorComm:
        return tr("tensor-parallel collectives");
    case TimelineKind::ExpertComm:
        return tr("expert all-to-all");
    case TimelineKind::ContextComm:
        return tr("context-parallel communication");
    case TimelineKind::PipelineSend:
        return tr("pipeline send");
    case TimelineKind::Bubble:
        return tr("bubble (idle)");
    case TimelineKind::HiddenComm:
        return tr("communication hidden by compute");
    case TimelineKind::ExposedComm:
        return tr("exposed communication");
    case TimelineKind::Interference:
        return tr("compute slowed by overlap");
    case TimelineKind::Optimizer:
        return tr("optimizer");
    case TimelineKind::HostCopy:
        return tr("offload copies (PCIe)");
    case TimelineKind::ReverseForward:
        return tr("forward (reverse direction)");
    case TimelineKind::ReverseBackward:
        return tr("backward (reverse direction)");
    case TimelineKind::WeightGradients:
        return tr("weight gradients (W)");
    case TimelineKind::ReverseRecompute:
        return tr("recompute (reverse direction)");
    }
    return {};
}

QString TimelineChart::rowLabel(const TimelineRow& row) const {
    const bool pipeline = m_timeline.stages > 1;
    // DualPipe: a row is a GPU holding two stages, one of each direction.
    if (m_timeline.dualPipe)
        return row.kind == TimelineRow::Kind::Network ? tr("network (GPU 1)")
                                                      : tr("GPU %1 (stages %2, %3)")
                                                            .arg(row.stage + 1)
                                                            .arg(row.stage + 1)
                                                            .arg(m_timeline.stages - row.stage);
    if (row.kind == TimelineRow::Kind::Network)
        return pipeline ? tr("network (stage 1)") : tr("network");
    return pipeline ? tr("stage %1").arg(row.stage + 1) : tr("GPU");
}

QString TimelineChart::formatTime(double seconds) const {
    const double value = seconds * m_timeScale;
    const QString unit = m_timeScale == 1.0 ? tr("s") : tr("ms");
    // One unit for the whole chart (its axis's): "1,370 ms", "42.1 ms", "0.512 ms".
    return QStringLiteral("%1 %2").arg(format::significant(value), unit);
}

QString TimelineChart::describeAt(const QPoint& pixel) const {
    if (!m_plot->axisRect()->rect().contains(pixel))
        return {};
    const TimelineSegment* s =
        m_blocks->segmentAt(m_plot->xAxis->pixelToCoord(pixel.x()), m_plot->yAxis->pixelToCoord(pixel.y()));
    if (!s || size_t(s->row) >= m_timeline.rows.size())
        return {};
    QString what = kindName(s->kind);
    if (s->microBatch >= 0) {
        what += QStringLiteral(", ") + tr("micro-batch %1").arg(s->microBatch + 1);
        if (m_timeline.virtualStages > 1)
            what += QStringLiteral(", ") + tr("model chunk %1").arg(s->chunk + 1);
        if (m_timeline.dualPipe)
            what += QStringLiteral(", ") +
                    (s->chunk == 0 ? tr("entered at stage 1") : tr("entered at stage %1").arg(m_timeline.stages));
        if (s->overlapped)
            what += QStringLiteral(", ") + tr("overlapped with the other direction's chunk");
    }
    return tr("%1: %2\n%3, from %4 to %5")
        .arg(rowLabel(m_timeline.rows[size_t(s->row)]), what, formatTime(s->duration), formatTime(s->start),
             formatTime(s->end()));
}

namespace {

// The step-time derivation a kind of block is part of (core/steptime's figure names). Ids the
// scenario has no derivation of (no ZeRO: no "step.comm.zero") explain nothing and are left out
// of the popup.
QStringList partFigures(TimelineKind kind) {
    switch (kind) {
    case TimelineKind::Forward:
    case TimelineKind::Recompute:
    case TimelineKind::Backward:
    case TimelineKind::ContextComm:
    case TimelineKind::ReverseForward:
    case TimelineKind::ReverseBackward:
    case TimelineKind::WeightGradients:
    case TimelineKind::ReverseRecompute:
        return {QStringLiteral("step.micro_batch"), QStringLiteral("step.compute")};
    case TimelineKind::TensorComm:
        return {QStringLiteral("step.comm.tp")};
    case TimelineKind::ExpertComm:
        return {QStringLiteral("step.comm.ep")};
    case TimelineKind::PipelineSend:
        return {QStringLiteral("step.comm.pp")};
    case TimelineKind::Bubble:
        return {QStringLiteral("step.bubble")};
    case TimelineKind::HiddenComm:
    case TimelineKind::ExposedComm:
        return {QStringLiteral("step.comm.dp"), QStringLiteral("step.comm.zero")};
    case TimelineKind::Interference:
        return {QStringLiteral("step.interference")};
    case TimelineKind::Optimizer:
        return {QStringLiteral("step.optimizer"), QStringLiteral("step.host_optimizer")};
    case TimelineKind::HostCopy:
        return {QStringLiteral("step.offload")};
    }
    return {};
}

} // namespace

QStringList TimelineChart::figuresAt(const QPoint& pixel) const {
    if (!m_plot->axisRect()->rect().contains(pixel))
        return {};
    const TimelineSegment* s =
        m_blocks->segmentAt(m_plot->xAxis->pixelToCoord(pixel.x()), m_plot->yAxis->pixelToCoord(pixel.y()));
    if (!s)
        return {};
    return partFigures(s->kind) << QStringLiteral("step.time");
}

void TimelineChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        render();
    QWidget::changeEvent(event);
}

void TimelineChart::render() {
    m_theme.apply(m_plot);
    m_plot->yAxis->grid()->setVisible(false);
    m_title->setFont(m_theme.titleFont());
    m_title->setTextColor(m_theme.foreground());
    m_summary->setFont(m_theme.baseFont());
    m_summary->setTextColor(m_theme.mutedForeground());

    const StepTimeline& tl = m_timeline;
    m_timeScale = tl.totalS >= 2.0 ? 1.0 : 1e3;
    for (int k = 0; k < kTimelineKindCount; ++k)
        m_blocks->setKindBrush(TimelineKind(k), kindBrush(m_theme, TimelineKind(k)));
    m_blocks->setOutline(m_theme.background());
    m_blocks->setFrame(m_theme.foreground());
    m_blocks->setLabelFont(m_theme.baseFont());
    m_blocks->setSegments(tl.segments, m_timeScale);
    renderLegend();
    renderAxes();
    // Nothing drawn: no empty time axis (it would read "2·10^-10 ms").
    m_plot->xAxis->setVisible(tl.omitted.empty());
    m_plot->yAxis->setVisible(tl.omitted.empty());

    if (!tl.omitted.empty()) {
        renderOmitted();
        m_plot->replot();
        return;
    }
    renderTitle();
    renderSummary();
    m_plot->replot();
}

void TimelineChart::renderLegend() {
    // The legend: the kinds this step has, in the order of the enum (compute first).
    for (QCPBars* entry : m_legendEntries)
        m_plot->removePlottable(entry);
    m_legendEntries.clear();
    std::vector<bool> present(kTimelineKindCount, false);
    for (const TimelineSegment& s : m_timeline.segments)
        present[size_t(s.kind)] = true;
    for (int k = 0; k < kTimelineKindCount; ++k) {
        if (!present[size_t(k)])
            continue;
        auto* entry = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        entry->setName(kindName(TimelineKind(k)));
        entry->setBrush(kindBrush(m_theme, TimelineKind(k)));
        entry->setPen(QPen(m_theme.mutedForeground(), 1));
        entry->addToLegend();
        m_legendEntries.push_back(entry);
    }
    m_plot->legend->setVisible(!m_legendEntries.empty());
}

// Rows (stages, the network) down the y axis, the step's time along x.
void TimelineChart::renderAxes() {
    const StepTimeline& tl = m_timeline;
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (size_t i = 0; i < tl.rows.size(); ++i)
        ticker->addTick(double(i), rowLabel(tl.rows[i]));
    m_plot->yAxis->setTicker(ticker);
    m_plot->yAxis->setRange(-0.6, std::max(1.0, double(tl.rows.size())) - 0.4);
    m_plot->xAxis->setLabel(tr("time in the step (%1)").arg(m_timeScale == 1.0 ? tr("s") : tr("ms")));
    m_plot->xAxis->setRange(0, std::max(tl.totalS * m_timeScale * 1.01, 1e-9));
}

// Why core drew no blocks (too many of them, or no training step at all).
void TimelineChart::renderOmitted() {
    const StepTimeline& tl = m_timeline;
    m_title->setText(tr("One training step: not drawn"));
    if (tl.omitted == "too many blocks")
        m_summary->setText(tr("%1 pipeline stages × %2 micro-batches are more blocks than the timeline draws; "
                              "the step time is in the numbers below.")
                               .arg(tl.stages)
                               .arg(tl.microBatches));
    else if (tl.omitted == "dualpipe layout")
        m_summary->setText(tr("DualPipe runs an even number of pipeline stages and an even number of micro-batches, "
                              "at least twice the stages; this layout has %1 stages and %2 micro-batches.")
                               .arg(tl.stages)
                               .arg(tl.microBatches));
    else
        m_summary->setText(tr("There is no training step to draw (an inference phase, or a GPU without a peak)."));
}

void TimelineChart::renderTitle() {
    const StepTimeline& tl = m_timeline;
    const QString stepTime = formatTime(m_step.timeS);
    const QString mfu = format::percent(m_step.mfu);
    // "1 micro-batch", not "1 micro-batches": a one-GPU step without accumulation is common.
    const QString microBatches =
        tl.microBatches == 1 ? tr("1 micro-batch") : tr("%1 micro-batches").arg(tl.microBatches);
    if (tl.stages > 1)
        m_title->setText(tr("One training step: %1, MFU %2 % (%3 through %4 pipeline stages%5)")
                             .arg(stepTime, mfu, microBatches)
                             .arg(tl.stages)
                             .arg(tl.virtualStages > 1 ? tr(", %1 model chunks each").arg(tl.virtualStages)
                                  : tl.dualPipe ? tr(", DualPipe: %1 entering at each end").arg(tl.microBatches / 2)
                                                : QString()));
    else
        m_title->setText(tr("One training step: %1, MFU %2 % (%3)").arg(stepTime, mfu, microBatches));
}

void TimelineChart::renderSummary() {
    // Where the step's time goes, largest parts first as the step-time model splits it.
    const double total = m_step.timeS;
    // The gaps between kernels are shown on their own, out of the compute and the optimizer
    // that hold them: a small model's step can lose a tenth of its time to them.
    const double optimizerGaps = m_step.optimizerLaunchGapS;
    const double computeGaps = m_step.launchGapS - m_step.optimizerLaunchGapS;
    const std::pair<QString, double> parts[] = {
        {tr("compute"), m_step.computeS - computeGaps},
        {tr("gaps between kernels"), computeGaps + optimizerGaps},
        {kindName(TimelineKind::TensorComm), m_step.exposedCommS.tp},
        {kindName(TimelineKind::ExpertComm), m_step.exposedCommS.ep},
        {kindName(TimelineKind::ContextComm), m_step.exposedCommS.cp},
        {kindName(TimelineKind::PipelineSend), m_step.exposedCommS.pp},
        {tr("bubble"), m_step.bubbleS},
        {kindName(TimelineKind::ExposedComm), m_step.exposedCommS.dp + m_step.exposedCommS.zero},
        {kindName(TimelineKind::Interference), m_step.interferenceS},
        {m_step.optimizerOnHost ? tr("optimizer (host)") : kindName(TimelineKind::Optimizer),
         m_step.optimizerS - optimizerGaps},
        {kindName(TimelineKind::HostCopy), m_step.offloadS},
    };
    QStringList shares;
    for (const auto& [name, seconds] : parts)
        if (seconds > 0)
            shares << tr("%1 %2 %").arg(name, format::share(seconds, total));
    // A layout that does not fit runs no step: the memory chart says so in red, the timeline
    // of its time must not read as a step that runs.
    if (m_overBytes > 0)
        shares.prepend(tr("does not fit: %1 over the GPU's memory, the step as it would run with more")
                           .arg(format::bytes(m_overBytes)));
    m_summary->setText(shares.join(QStringLiteral(" · ")));
}

} // namespace rooflab
