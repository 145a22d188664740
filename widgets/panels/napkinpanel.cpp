#include "widgets/panels/napkinpanel.h"

#include "document/format.h"
#include "document/memorystacks.h"
#include "document/servingcurve.h"
#include "widgets/panels/napkincaption.h"
#include "widgets/panels/napkinpricefield.h"
#include "widgets/panels/napkinvaluelabel.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>

#include <cmath>

#include <algorithm>

namespace rooflab {
namespace {

bool usable(double value) {
    return std::isfinite(value) && value > 0;
}

// "1 GPU", "8 GPUs" (English runs without a catalogue, so %n plurals would print "GPU(s)").
QString gpuCount(int gpus) {
    return gpus == 1 ? NapkinPanel::tr("1 GPU") : NapkinPanel::tr("%1 GPUs").arg(format::integer(gpus));
}

} // namespace

NapkinPanel::NapkinPanel(QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("napkinPanel"));
    m_columns = new QHBoxLayout(this);
    m_columns->setContentsMargins(4, 2, 4, 2);

    // The answers first (time, GPU-hours, price and cost), then the FLOPs they come from: a
    // strip on a 1366 x 768 screen shows four rows of the column without scrolling.
    m_training = addSection();
    m_days = addRow(QStringLiteral("napkinDays"));
    m_gpuHours = addRow(QStringLiteral("napkinGpuHours"));
    // The price beside the cost it sets: a field, not a figure (no derivation, no "—").
    m_price = new NapkinPriceField(this);
    m_priceCaption = new NapkinCaption(this);
    m_priceCaption->setBuddy(m_price->spin());
    m_form->addRow(m_priceCaption, m_price);
    connect(m_price, &NapkinPriceField::editRequested, this, &NapkinPanel::editRequested);
    m_cost = addRow(QStringLiteral("napkinCost"));
    m_flops6nd = addRow(QStringLiteral("napkinFlops6nd"));
    m_flopsDetailed = addRow(QStringLiteral("napkinFlopsDetailed"));

    m_fits = addSection();
    m_trainingPeak = addRow(QStringLiteral("napkinTrainingPeak"));
    m_maxModel = addRow(QStringLiteral("napkinMaxModel"));
    m_maxMicroBatch = addRow(QStringLiteral("napkinMaxMicroBatch"));
    m_minGpus = addRow(QStringLiteral("napkinMinGpus"));

    m_speed = addSection();
    m_stepTime = addRow(QStringLiteral("napkinStepTime"));
    m_mfu = addRow(QStringLiteral("napkinMfu"));
    m_tokensPerSecond = addRow(QStringLiteral("napkinTokensPerSecond"));
    m_checkedAgainst = addRow(QStringLiteral("napkinCheckedAgainst"));
    m_checkedAgainst->unsetCursor(); // a statement, not a figure to explain

    m_inference = addSection();
    // The serving block's answers first: on a small screen the column shows its first rows only.
    m_servingTtft = addRow(QStringLiteral("napkinServingTtft"));
    m_servingTpot = addRow(QStringLiteral("napkinServingTpot"));
    m_servingThroughput = addRow(QStringLiteral("napkinServingThroughput"));
    m_servingChecked = addRow(QStringLiteral("napkinServingCheckedAgainst"));
    m_servingChecked->unsetCursor(); // a statement, not a figure to explain
    for (QLabel* row : {m_servingTtft, m_servingTpot, m_servingThroughput, m_servingChecked})
        m_form->setRowVisible(row, false);
    m_kvPerToken = addRow(QStringLiteral("napkinKvPerToken"));
    m_inferenceFit = addRow(QStringLiteral("napkinInferenceFit"));
    m_servingCapacity = addRow(QStringLiteral("napkinServingCapacity"));

    // What a click on each figure explains (ids of core's derivations, core/explain.h). The
    // searched answers show the memory at the answer; the napkin model also its formula.
    m_figures = {
        {m_flops6nd, {QStringLiteral("compute.total_6nd")}},
        {m_flopsDetailed, {QStringLiteral("compute.total_detailed")}},
        {m_days, {QStringLiteral("compute.days_predicted"), QStringLiteral("compute.days")}},
        {m_gpuHours, {QStringLiteral("compute.gpu_hours")}},
        {m_cost, {QStringLiteral("compute.cost")}},
        {m_trainingPeak, {QStringLiteral("memory.total"), QStringLiteral("memory.band.room")}},
        {m_maxModel, {QStringLiteral("fit.napkin_max_params"), QStringLiteral("memory.at_max_model.total")}},
        {m_maxMicroBatch, {QStringLiteral("memory.at_max_micro_batch.total")}},
        {m_minGpus, {QStringLiteral("memory.at_min_gpus.total")}},
        {m_stepTime, {QStringLiteral("roofline.step_time")}},
        {m_mfu, {QStringLiteral("roofline.mfu")}},
        {m_tokensPerSecond, {QStringLiteral("roofline.tokens_per_second")}},
        {m_kvPerToken, {QStringLiteral("inference.kv_per_token"), QStringLiteral("inference.kv_cache")}},
        {m_inferenceFit, {QStringLiteral("inference.total")}},
        {m_servingCapacity,
         {QStringLiteral("inference.serving.kv_cache"), QStringLiteral("inference.serving.activation_peak")}},
        {m_servingTtft, {QStringLiteral("serving.ttft")}},
        {m_servingTpot, {QStringLiteral("serving.tpot")}},
        {m_servingThroughput, {QStringLiteral("serving.output_tokens_per_s")}},
    };

    retranslateUi();
}

void NapkinPanel::setTrainingTitle() {
    m_training->setTitle(m_trainingForReference ? tr("Training run (for reference)") : tr("Training run"));
}

void NapkinPanel::retranslateUi() {
    setTrainingTitle();
    setRowTexts(m_flops6nd, tr("Compute (6ND)"),
                tr("6 x parameters x training tokens (Kaplan et al. 2020): forward 2N, backward 4N per token."));
    setRowTexts(m_flopsDetailed, tr("Compute (detailed)"),
                tr("3 x the Chinchilla (Hoffmann et al. 2022, App. F) forward count, which includes "
                   "attention and the vocabulary projection."));
    setRowTexts(m_days, tr("Time"),
                tr("At the predicted speed: the training tokens (at least one step's) / the step-time model's "
                   "tokens per second. At the assumed MFU: 6ND / (GPUs x dense peak x MFU)."));
    setRowTexts(m_gpuHours, tr("GPU-hours"), tr("GPUs x hours of the run."));
    setRowTexts(m_cost, tr("Cost"), tr("GPU-hours x price per GPU-hour."));
    m_priceCaption->setCaption(tr("Price / GPU-hour"));
    m_price->retranslate(tr("Price per GPU-hour"));

    m_fits->setTitle(tr("What fits"));
    setRowTexts(m_trainingPeak, tr("Training memory"),
                tr("Memory per GPU at the peak of one training step, and the phase it happens in: the "
                   "highest of the moments of the forward, the loss, the backward and the optimizer step."));
    setRowTexts(m_maxModel, tr("Largest size-only model"),
                tr("Largest size-only model that fits on these GPUs with this precision, optimizer, "
                   "batch, sequence length and parallelism: a Llama-style shape derived from the "
                   "parameter count (SwiGLU, a 32,000-token vocabulary), whatever model is chosen above."));
    setRowTexts(m_maxMicroBatch, tr("Largest micro-batch"),
                tr("Largest micro-batch that fits with everything else unchanged (strictly: with the "
                   "allocator's reserve and NCCL's buffers as estimated)."));
    setRowTexts(m_minGpus, tr("Fewest GPUs"),
                tr("Fewest GPUs that fit this model with the same strategy, and with ZeRO-3 (strictly, "
                   "as above)."));

    setSpeedCaptions();
    setRowTexts(m_checkedAgainst, tr("Checked against"),
                tr("How far real training steps of the same kind were from this model: the lowest and "
                   "highest measured / predicted step time over the runs compared (docs/validation.md). "
                   "For kinds of run no real step was compared with, nothing says how far it is."));

    m_inference->setTitle(tr("Inference"));
    setRowTexts(m_kvPerToken, tr("KV cache"),
                tr("2 (K and V) x layers x KV heads x head dimension x KV dtype bytes, whole model."));
    setRowTexts(m_inferenceFit, tr("Serving limits"),
                tr("Largest batch at this context, and longest context at this batch, that fit in "
                   "one GPU's memory."));
    setRowTexts(m_servingCapacity, tr("vLLM capacity"),
                tr("What vLLM leaves for the KV cache at start-up: gpu_memory_utilization x the card's memory, "
                   "minus the weights, the non-PyTorch memory and the activation peak of its profiling run; "
                   "in tokens, and in requests of this context that fit at once."));
    setRowTexts(
        m_servingTtft, tr("TTFT"),
        tr("Time to first token, the serving block's engine at its load: the wait before admission, then the prompt's chunks "
           "in the running batch's steps."));
    setRowTexts(
        m_servingTpot, tr("TPOT"),
        tr("Time per output token: the average engine step at the load: weights and KV cache read, the FLOPs, a fixed "
           "overhead per step (launches, collectives, the scheduler); and what limits it."));
    setRowTexts(m_servingChecked, tr("Checked against"),
                tr("How far published, measured runs of the same engine were from this model: for TTFT, TPOT "
                   "and throughput each, the lowest and highest published / predicted over the runs that publish "
                   "it (docs/validation.md). A scenario unlike all of them (another GPU generation, a mixture of "
                   "experts, pipeline stages, a draft model, disaggregated pools) gets none."));
    setRowTexts(m_servingThroughput, tr("Throughput"),
                tr("Output tokens per second per GPU and requests per second at the serving block's load. The "
                   "Serving tab draws them against the requests in flight."));

    if (!m_problems.isEmpty()) {
        showProblems(m_problems);
    } else if (m_hasReport) {
        setReport(m_scenario, m_report);
    } else {
        const QString none = format::unavailable(tr("no scenario yet"));
        for (QLabel* value : m_captions.keys())
            value->setText(none);
    }
    fitCaptions();
}

void NapkinPanel::setSpeedCaptions() {
    if (!m_speedAsBounds) {
        m_speed->setTitle(tr("Speed"));
        setRowTexts(m_stepTime, tr("Step time"),
                    tr("Training: the operations at their size-dependent efficiency, plus exposed communication, "
                       "the pipeline bubble and the optimizer step. Inference: sum over the operations of "
                       "max(FLOPs / peak, bytes / bandwidth)."));
        setRowTexts(m_mfu, tr("Predicted MFU"),
                    tr("Model FLOPs of the step / (step time x peak x GPUs). The roofline bound ignores "
                       "communication and efficiency: the best this step could reach."));
        setRowTexts(m_tokensPerSecond, tr("Throughput / GPU"),
                    tr("Tokens per second per GPU at the predicted step time."));
        return;
    }
    const QString bound = tr("A bound, not the prediction: the roofline of the phase at the inference batch, every "
                             "operation at its roof, no per-step overhead. The serving block's figures (the "
                             "Inference column) are the prediction.");
    m_speed->setTitle(tr("Roofline bounds"));
    setRowTexts(m_stepTime, tr("Step time bound"), bound);
    setRowTexts(m_mfu, tr("MFU bound"), bound);
    setRowTexts(m_tokensPerSecond, tr("Throughput bound"), bound);
}

void NapkinPanel::muteRows(std::initializer_list<QLabel*> values, bool muted) {
    for (QLabel* value : values) {
        for (QLabel* label : {value, m_captions.value(value)}) {
            QFont small; // unset: the panel's own font
            if (muted) {
                small = font();
                small.setPointSizeF(small.pointSizeF() * 0.88);
            }
            label->setFont(small);
            label->setForegroundRole(muted ? QPalette::PlaceholderText : QPalette::WindowText);
        }
    }
}

void NapkinPanel::showSpeedAsBounds(bool bounds) {
    if (bounds == m_speedAsBounds)
        return;
    m_speedAsBounds = bounds;
    setSpeedCaptions();
    muteRows({m_stepTime, m_mfu, m_tokensPerSecond}, bounds);
}

void NapkinPanel::showTrainingForReference(bool reference) {
    // Decode, prefill or serving: a training run of the model's tokens nobody asked for (the
    // default 2T tokens: "7 years" beside a TTFT), in smaller, muted type.
    if (reference == m_trainingForReference)
        return;
    m_trainingForReference = reference;
    setTrainingTitle();
    muteRows({m_days, m_gpuHours, m_cost, m_flops6nd, m_flopsDetailed}, reference);
}

void NapkinPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        m_fitAfresh = true; // the new language's figures may need fewer lines
        retranslateUi();
    }
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        m_oneLineWidth = -1;
        fitCaptions();
    }
    QWidget::changeEvent(event);
}

bool NapkinPanel::event(QEvent* event) {
    // In a scroll area the panel is never narrower than its layout's minimum: the room it has
    // is its parent's (the viewport's) width, watched for resizes.
    if (event->type() == QEvent::ParentAboutToChange && parentWidget())
        parentWidget()->removeEventFilter(this);
    if (event->type() == QEvent::ParentChange && parentWidget())
        parentWidget()->installEventFilter(this);
    return QWidget::event(event);
}

void NapkinPanel::fitCaptions() {
    const int room = parentWidget() ? parentWidget()->width() : width();
    if (m_oneLineWidth < 0) {
        // The four columns' minimum with every caption on one line.
        for (QLabel* caption : m_captions)
            static_cast<NapkinCaption*>(caption)->setWrapping(false);
        m_priceCaption->setWrapping(false);
        // The sections' minimums now, not the ones cached while the captions wrapped (a serving
        // scenario's report changes the captions while they wrap).
        for (QGroupBox* section : {m_training, m_fits, m_speed, m_inference}) {
            section->layout()->invalidate();
            section->updateGeometry();
        }
        m_columns->invalidate();
        m_oneLineWidth = m_columns->minimumSize().width();
        m_captionsWrap = false;
    }
    const bool wrap = room < m_oneLineWidth;
    if (wrap == m_captionsWrap)
        return;
    m_captionsWrap = wrap;
    for (QLabel* caption : m_captions)
        static_cast<NapkinCaption*>(caption)->setWrapping(wrap);
    m_priceCaption->setWrapping(wrap);
}

QGroupBox* NapkinPanel::addSection() {
    auto* group = new QGroupBox(this);
    m_form = new QFormLayout(group);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    m_form->setVerticalSpacing(2);
    m_columns->addWidget(group, 1);
    return group;
}

QLabel* NapkinPanel::addRow(const QString& objectName) {
    auto* value = new NapkinValueLabel(this);
    value->setObjectName(objectName);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setWordWrap(true);
    value->setCursor(Qt::PointingHandCursor);
    value->installEventFilter(this);
    auto* caption = new NapkinCaption(this);
    m_form->addRow(caption, value);
    m_captions.insert(value, caption);
    return value;
}

QStringList NapkinPanel::figuresOf(const QString& objectName) const {
    for (auto it = m_figures.constBegin(); it != m_figures.constEnd(); ++it)
        if (it.key()->objectName() == objectName)
            return it.value();
    return {};
}

bool NapkinPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        fitCaptions();
    // A click (not the end of a text selection) on a figure asks for its derivation.
    if (event->type() == QEvent::MouseButtonRelease) {
        auto* label = qobject_cast<QLabel*>(watched);
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (label && mouse->button() == Qt::LeftButton && !label->hasSelectedText() && m_figures.contains(label) &&
            label != rowOf(m_concealed))
            emit explainRequested(m_figures.value(label), mouse->globalPosition().toPoint());
    }
    return QWidget::eventFilter(watched, event);
}

void NapkinPanel::setRowTexts(QLabel* value, const QString& label, const QString& toolTip) {
    auto* caption = static_cast<NapkinCaption*>(m_captions.value(value));
    caption->setCaption(label);
    m_oneLineWidth = -1; // measured again for the new texts
    caption->setToolTip(toolTip);
    value->setToolTip(toolTip + QLatin1Char('\n') + tr("Click the figure to see how it is computed."));
    value->setAccessibleName(label);
}

QString NapkinPanel::valueText(const QString& objectName) const {
    const auto* label = findChild<QLabel*>(objectName);
    return label ? label->text() : QString();
}

void NapkinPanel::setUnit(MemoryUnit unit) {
    if (unit == m_unit)
        return;
    m_unit = unit;
    if (m_problems.isEmpty() && m_hasReport)
        setReport(m_scenario, m_report);
}

void NapkinPanel::concealFitAnswer(FitAnswer answer) {
    if (answer == m_concealed)
        return;
    m_concealed = answer;
    if (m_problems.isEmpty() && m_hasReport)
        setReport(m_scenario, m_report);
}

QLabel* NapkinPanel::rowOf(FitAnswer answer) const {
    switch (answer) {
    case FitAnswer::FewestGpus:
        return m_minGpus;
    case FitAnswer::LargestMicroBatch:
        return m_maxMicroBatch;
    case FitAnswer::LargestModel:
        return m_maxModel;
    case FitAnswer::None:
        break;
    }
    return nullptr;
}

void NapkinPanel::showProblems(const QStringList& problems) {
    m_problems = problems;
    const QString none = format::unavailable(tr("invalid scenario"));
    const QString why = tr("Invalid scenario: %1").arg(problems.join(QStringLiteral("; ")));
    for (QLabel* value : m_captions.keys()) {
        value->setText(none);
        value->setToolTip(why);
    }
}

void NapkinPanel::setReport(const Scenario& scenario, const Report& report) {
    if (!m_problems.isEmpty()) {
        m_problems.clear();
        retranslateUi(); // the rows' own tooltips back; it calls here again with the copies
    }
    // retranslateUi passes the copies themselves: assigning an object to itself is harmless.
    m_scenario = scenario;
    m_report = report;
    m_hasReport = true;
    m_price->setPrice(scenario.run.pricePerGpuHour);
    showTrainingRun(scenario, report);
    showTrainingForReference(report.roofline.phase != Phase::Train);
    showWhatFits(scenario, report);
    showSpeed(scenario, report);
    showInference(scenario, report.inference);
    showServing(scenario, report);
    for (QLabel* value : m_captions.keys())
        static_cast<NapkinValueLabel*>(value)->fitLines(m_fitAfresh);
    m_fitAfresh = false;
    if (m_oneLineWidth < 0) // the captions changed with the report (a serving scenario's bounds)
        fitCaptions();
}

void NapkinPanel::showTrainingRun(const Scenario& scenario, const Report& report) {
    const bool haveTokens = usable(scenario.trainedTokens());
    const QString noTokens = format::unavailable(tr("set the training tokens D"));

    if (haveTokens && usable(report.flops.trainingTotal6nd))
        m_flops6nd->setText(tr("%1 FLOP (%2)")
                                .arg(format::scientific(report.flops.trainingTotal6nd),
                                     format::si(report.flops.trainingTotal6nd, QStringLiteral("FLOP"))));
    else
        m_flops6nd->setText(noTokens);
    if (haveTokens && usable(report.flops.trainingTotal))
        m_flopsDetailed->setText(tr("%1 FLOP (%2)")
                                     .arg(format::scientific(report.flops.trainingTotal),
                                          format::si(report.flops.trainingTotal, QStringLiteral("FLOP"))));
    else
        m_flopsDetailed->setText(noTokens);

    if (!haveTokens)
        m_days->setText(noTokens);
    else if (usable(report.time.days)) {
        // The prediction first, as everywhere (the step time beside it is the same model's); the
        // run at the MFU the user assumed after it, said to be an assumption.
        const QString assumed = tr("%1 at the assumed %2 % MFU (%3)")
                                    .arg(format::duration(report.time.days * 86400), format::percent(scenario.run.mfu),
                                         gpuCount(scenario.parallel.gpus));
        m_days->setText(usable(report.time.daysAtPredictedSpeed)
                            ? tr("%1 at the predicted speed; %2")
                                  .arg(format::duration(report.time.daysAtPredictedSpeed * 86400), assumed)
                            : assumed);
        m_days->setToolTip(tr("6ND / (GPUs x dense peak x MFU). From the detailed FLOP count: %1.")
                               .arg(format::duration(report.time.daysDetailed * 86400)));
    } else
        m_days->setText(format::unavailable(tr("this GPU has no peak for the compute dtype")));
    if (!haveTokens || !usable(report.time.days))
        m_days->setToolTip(m_captions.value(m_days)->toolTip()); // without the detailed figure

    if (haveTokens && usable(report.time.gpuHours))
        m_gpuHours->setText(tr("%1 GPU-hours").arg(format::count(report.time.gpuHours)));
    else
        m_gpuHours->setText(haveTokens ? format::unavailable(tr("no run time")) : noTokens);

    if (!usable(scenario.run.pricePerGpuHour))
        m_cost->setText(format::unavailable(tr("set a price per GPU-hour")));
    else if (haveTokens && usable(report.time.cost)) {
        // Currency units as entered (no exchange rates): the locale's symbol when it has one.
        const QString symbol = QLocale().currencySymbol(QLocale::CurrencySymbol);
        m_cost->setText(
            tr("%1%2 at %1%3 per GPU-hour")
                .arg(symbol, format::count(report.time.cost), format::fixed(scenario.run.pricePerGpuHour, 2)));
    } else
        m_cost->setText(haveTokens ? format::unavailable(tr("no run time")) : noTokens);
}

void NapkinPanel::showWhatFits(const Scenario& scenario, const Report& report) {
    const TrainingMemory& memory = report.memory;
    const QString peak = tr("peak %1 (%2)").arg(format::memory(memory.total, m_unit), stepPhaseName(memory.peakPhase));
    // The verdict with its uncertainty: "tight" where only the allocator's reserve (and NCCL's
    // buffers) decide; the searches below stay strict.
    m_trainingPeak->setText(memory.band.verdict == FitVerdict::Tight
                                ? tr("%1: tight, fits only while the allocator reserve stays below %2")
                                      .arg(peak, format::memory(memory.band.room, m_unit))
                                : peak);
    QStringList phases;
    for (StepPhase phase : {StepPhase::Forward, StepPhase::Loss, StepPhase::Backward, StepPhase::Optimizer})
        phases << tr("%1: %2").arg(stepPhaseName(phase), format::memory(memory.phasePeaks[std::size_t(phase)], m_unit));
    m_trainingPeak->setToolTip(m_captions.value(m_trainingPeak)->toolTip() + QLatin1Char('\n') +
                               tr("Highest in each phase: %1.").arg(phases.join(QStringLiteral("; "))) +
                               QLatin1Char('\n') + tr("Click the figure to see how it is computed."));

    const int gpus = scenario.parallel.gpus;
    if (usable(report.fit.maxSizeOnlyParams))
        m_maxModel->setText(tr("%1 parameters, Llama-style shape (%2)")
                                .arg(format::count(report.fit.maxSizeOnlyParams), gpuCount(gpus)));
    else
        m_maxModel->setText(format::unavailable(tr("not even a 10M model fits with this set-up")));

    if (report.fit.maxMicroBatch > 0)
        m_maxMicroBatch->setText(
            tr("%1 x %2 tokens")
                .arg(format::integer(report.fit.maxMicroBatch), format::integer(scenario.training.seqLen)));
    else
        m_maxMicroBatch->setText(format::unavailable(tr("not even a micro-batch of 1 fits")));

    const QString zero3 = report.fit.minGpusZero3 > 0
                              ? tr("; %1 with ZeRO-3").arg(format::integer(report.fit.minGpusZero3))
                              : tr("; none with ZeRO-3");
    if (report.fit.minGpus > 0)
        m_minGpus->setText(gpuCount(report.fit.minGpus) + zero3);
    else
        m_minGpus->setText(format::unavailable(tr("no GPU count fits with this strategy")) + zero3);
    if (QLabel* concealed = rowOf(m_concealed))
        concealed->setText(format::unavailable(tr("hidden until the exercise is answered")));
}

void NapkinPanel::showSpeed(const Scenario& scenario, const Report& report) {
    const RooflineReport& roof = report.roofline;
    // A serving block answers an inference phase's speed; the roofline then gives its bounds.
    const bool bounds = report.serving.has_value() && roof.phase != Phase::Train;
    showSpeedAsBounds(bounds);
    // With a serving block the serving figures say how far real runs were (showServing).
    static_cast<QFormLayout*>(m_speed->layout())->setRowVisible(m_checkedAgainst, !bounds);
    if (bounds) {
        showRooflineBounds(scenario, roof);
        return;
    }
    QString what;
    switch (roof.phase) {
    case Phase::Train:
        what = tr("per optimizer step");
        break;
    case Phase::Prefill:
        what = tr("per prompt batch (prefill)");
        break;
    case Phase::Decode:
        what = tr("per generated token (decode)");
        break;
    }
    // Training: the step-time model (compute at measured-size efficiencies, exposed
    // communication, pipeline bubble, optimizer); the roofline-only figure is its upper bound.
    // Prefill and decode: the roofline time of the phase's operations.
    const StepTimeReport& step = report.step;
    const bool training = roof.phase == Phase::Train && usable(step.timeS);
    const auto explainIds = [training](const char* stepId, const char* rooflineId) {
        return training ? QStringList{QString::fromLatin1(stepId), QString::fromLatin1(rooflineId)}
                        : QStringList{QString::fromLatin1(rooflineId)};
    };
    m_figures[m_stepTime] = explainIds("step.time", "roofline.step_time");
    m_figures[m_mfu] = explainIds("step.mfu", "roofline.mfu");
    m_figures[m_tokensPerSecond] = explainIds("step.tokens_per_second_per_gpu", "roofline.tokens_per_second");
    const double stepTime = training ? step.timeS : roof.stepTimeS;
    if (usable(stepTime) && training && step.efficiencyMeasured)
        m_stepTime->setText(tr("%1 %2, at the efficiency measured on this GPU").arg(format::duration(stepTime), what));
    else if (usable(stepTime))
        m_stepTime->setText(QStringLiteral("%1 %2").arg(format::duration(stepTime), what));
    else
        m_stepTime->setText(format::unavailable(tr("no operations or no peak for this dtype")));

    const double mfu = training ? step.mfu : roof.predictedMfu;
    if (usable(mfu)) {
        QString text = tr("%1 %").arg(format::percent(mfu));
        if (training && usable(roof.predictedMfu))
            text += tr(" (roofline bound: %1 %)").arg(format::percent(roof.predictedMfu));
        if (usable(report.time.measuredMfu))
            text += tr(" (measured: %1 %)").arg(format::percent(report.time.measuredMfu));
        m_mfu->setText(text);
    } else {
        m_mfu->setText(format::unavailable(tr("no step time")));
    }
    const double perGpu = training ? step.tokensPerSecondPerGpu : roof.tokensPerSecondPerGpu;
    if (usable(perGpu))
        m_tokensPerSecond->setText(tr("%1 tokens/s").arg(format::rate(perGpu)));
    else
        m_tokensPerSecond->setText(format::unavailable(tr("no step time")));
    showCheckedAgainst(step, training);
}

void NapkinPanel::showRooflineBounds(const Scenario& scenario, const RooflineReport& roof) {
    m_figures[m_stepTime] = QStringList{QStringLiteral("roofline.step_time")};
    m_figures[m_mfu] = QStringList{QStringLiteral("roofline.mfu")};
    m_figures[m_tokensPerSecond] = QStringList{QStringLiteral("roofline.tokens_per_second")};
    const QString batch = format::integer(scenario.inference.batch);
    const QString none = format::unavailable(tr("no operations or no peak for this dtype"));
    m_stepTime->setText(!usable(roof.stepTimeS) ? none
                        : roof.phase == Phase::Decode
                            ? tr("at least %1 per token at batch %2").arg(format::duration(roof.stepTimeS), batch)
                            : tr("at least %1 per prompt batch of %2").arg(format::duration(roof.stepTimeS), batch));
    m_mfu->setText(usable(roof.predictedMfu) ? tr("at most %1 %").arg(format::percent(roof.predictedMfu)) : none);
    m_tokensPerSecond->setText(
        usable(roof.tokensPerSecondPerGpu)
            ? tr("at most %1 tokens/s at batch %2").arg(format::rate(roof.tokensPerSecondPerGpu), batch)
            : none);
}

void NapkinPanel::showCheckedAgainst(const StepTimeReport& step, bool training) {
    // How far real runs of this kind were (core/model/stepagreement.h).
    const StepAgreement& agreement = step.agreement;
    if (training && agreement.known()) {
        m_checkedAgainst->setText(tr("real steps took %1-%2 x this (%3 runs)")
                                      .arg(QLocale().toString(agreement.low, 'f', 2),
                                           QLocale().toString(agreement.high, 'f', 2),
                                           format::integer(agreement.runs)));
        m_checkedAgainst->setToolTip(tr("%1: %2").arg(translateCoreText(stepAgreementLabel(agreement.regime)),
                                                      QString::fromStdString(agreement.source)));
    } else {
        // The runs were compared with the published efficiencies, not with a measured sweep.
        const QString why = !training ? tr("training steps only")
                            : step.efficiencyMeasured
                                ? tr("real runs were compared with the published efficiencies, not measured ones")
                                : tr("no real run of this kind compared yet");
        m_checkedAgainst->setText(format::unavailable(why));
        m_checkedAgainst->setToolTip(QString());
    }
}

void NapkinPanel::showServingAgreement(const ServingReport& serving) {
    // How far published serving runs of this engine were (core/model/servingagreement.h).
    const ServingAgreement& agreement = serving.agreement;
    if (!agreement.known()) {
        const QString why = serving.calibrated
                                ? tr("published runs were compared with the published efficiencies, not your GPU's")
                                : tr("no published serving run of this kind compared yet");
        m_servingChecked->setText(format::unavailable(why));
        m_servingChecked->setToolTip(QString());
        return;
    }
    m_servingChecked->setText(tr("published / predicted: %1").arg(servingAgreementRanges(agreement)));
    const auto runs = [](const StepAgreement& a) { return format::integer(a.known() ? a.runs : 0); };
    m_servingChecked->setToolTip(tr("%1: %2 runs with a published TTFT, %3 with a TPOT, %4 with a throughput; %5")
                                     .arg(translateCoreText(servingAgreementLabel(agreement.regime)),
                                          runs(agreement.ttft), runs(agreement.tpot), runs(agreement.throughput),
                                          QString::fromStdString(agreement.source())));
}

void NapkinPanel::showInference(const Scenario& scenario, const InferenceMemory& inf) {
    if (usable(inf.kvBytesPerToken))
        m_kvPerToken->setText(tr("%1 per token; %2 at batch %3 x %4 tokens")
                                  .arg(format::bytes(inf.kvBytesPerToken), format::bytes(inf.kvCache),
                                       format::integer(scenario.inference.batch),
                                       format::integer(scenario.inference.context)));
    else
        m_kvPerToken->setText(format::unavailable(tr("the model has no attention layers")));

    if (inf.maxBatch > 0 || inf.maxContext > 0)
        m_inferenceFit->setText((inf.contextLimit > 0 && inf.maxContext == inf.contextLimit
                                     ? tr("max batch %1; max context %2 tokens (the model's limit)")
                                     : tr("max batch %1; max context %2 tokens"))
                                    .arg(format::integer(inf.maxBatch), format::integer(inf.maxContext)));
    else
        m_inferenceFit->setText(format::unavailable(tr("the weights alone do not fit on one GPU")));

    const ServingCapacity& serving = inf.serving;
    if (serving.kvCapacityTokens > 0)
        m_servingCapacity->setText(tr("%1 tokens of KV cache (%2); %3 requests of %4 tokens at once")
                                       .arg(format::count(serving.kvCapacityTokens), format::bytes(serving.kvCache),
                                            format::general(serving.maxConcurrency, 3),
                                            format::integer(scenario.inference.context)));
    else
        m_servingCapacity->setText(format::unavailable(tr("no memory left for the KV cache")));
}

// TTFT, TPOT and throughput: the serving block's prediction (the Speed column then holds bounds).
void NapkinPanel::showServing(const Scenario& scenario, const Report& report) {
    const QList<QLabel*> rows{m_servingTtft, m_servingTpot, m_servingThroughput};
    const QList<QLabel*> withChecked = rows + QList<QLabel*>{m_servingChecked};
    for (QLabel* row : withChecked)
        m_form->setRowVisible(row, report.serving.has_value());
    if (!report.serving) {
        for (QLabel* row : withChecked)
            row->clear();
        return;
    }
    const ServingReport& s = *report.serving;
    showServingAgreement(s);
    if (!s.fits) {
        for (QLabel* row : rows)
            row->setText(format::unavailable(tr("no room for one request's KV cache")));
        return;
    }
    const ServingConfig& config = *scenario.serving;
    // A target met or missed, after the figure: "24.7 ms (target 500 ms: met)".
    const auto target = [](const std::optional<double>& slo, bool met) {
        if (!slo)
            return QString();
        return met ? tr(" (target %1: met)").arg(format::duration(*slo))
                   : tr(" (target %1: missed)").arg(format::duration(*slo));
    };
    QString ttft = format::duration(s.ttftS);
    if (s.queueS > 0.005 * s.ttftS)
        ttft = tr("%1, of it %2 queueing").arg(ttft, format::duration(s.queueS));
    m_servingTtft->setText(ttft + target(config.ttftSlo, s.ttftSloMet));
    m_servingTpot->setText(
        tr("%1, limited by %2").arg(format::duration(s.tpotS), servingBoundName(QString::fromStdString(s.bound))) +
        target(config.tpotSlo, s.tpotSloMet));
    m_servingThroughput->setText(tr("%1 output tokens/s per GPU, %2 requests/s at %3 in flight")
                                     .arg(format::count(s.outputTokensPerSPerGpu), format::general(s.requestsPerS, 3),
                                          format::general(s.concurrency, 3)));
}

} // namespace rooflab
