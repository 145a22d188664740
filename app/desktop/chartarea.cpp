#include "chartarea.h"

#include "document/measurementstore.h"
#include "document/scenariodocument.h"
#include "document/servingcurve.h"
#include "widgets/charts/comparisonchart.h"
#include "widgets/charts/gpudayschart.h"
#include "widgets/charts/invalidoverlay.h"
#include "widgets/charts/memorychart.h"
#include "widgets/charts/paretochart.h"
#include "widgets/charts/rooflinechart.h"
#include "widgets/charts/servingchart.h"
#include "widgets/charts/timelinechart.h"
#include "widgets/panels/planpanel.h"
#include "widgets/panels/servingpanel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

#include <qcustomplot.h>

namespace rooflab {

ChartArea::ChartArea(const ScenarioDocument* document, QWidget* parent)
    : QTabWidget(parent)
    , m_document(document) {
    setObjectName(QStringLiteral("chartTabs"));
    setDocumentMode(true);

    m_memory = new MemoryChart(this);
    m_memory->setObjectName(QStringLiteral("memoryChart"));
    m_roofline = new RooflineChart(this);
    m_roofline->setObjectName(QStringLiteral("rooflineChart"));
    for (QWidget* chart : {static_cast<QWidget*>(m_memory), static_cast<QWidget*>(m_roofline)})
        chart->setMinimumSize(320, 280);
    auto* charts = new QSplitter(Qt::Horizontal, this);
    charts->setObjectName(QStringLiteral("chartSplitter"));
    charts->addWidget(m_memory);
    charts->addWidget(m_roofline);
    charts->setChildrenCollapsible(false);
    charts->setStretchFactor(0, 1);
    charts->setStretchFactor(1, 1);
    charts->setSizes({1000, 1000}); // equal halves; the splitter keeps the proportion on resize

    // The step timeline: what runs when in one training step.
    m_timeline = new TimelineChart(this);
    m_timeline->setObjectName(QStringLiteral("timelineChart"));

    addTab(charts, QString()); // tabs named in retranslate()
    addTab(buildComparisonPage(), QString());
    addTab(m_timeline, QString());
    m_plan = new PlanPanel(this);
    addTab(m_plan, QString());
    connect(m_plan, &PlanPanel::editRequested, this, &ChartArea::editRequested);
    m_plan->setMeasurements(m_document->measurements());
    m_serving = new ServingPanel(this);
    addTab(m_serving, QString());
    connect(m_serving, &ServingPanel::editRequested, this, &ChartArea::editRequested);
    connect(this, &QTabWidget::currentChanged, this, [this] {
        if (currentWidget() == m_comparisonPage) {
            m_active = ChartKind::Comparison;
            updateComparison();
        } else if (currentWidget() == m_timeline) {
            m_active = ChartKind::Timeline;
            updateTimeline();
        } else if (currentWidget() == m_plan) {
            m_active = m_active == ChartKind::PlanGpus ? m_active : ChartKind::Plan;
        } else if (currentWidget() == m_serving) {
            m_active = ChartKind::Serving;
            updateServing();
        } else if (m_active != ChartKind::Memory && m_active != ChartKind::Roofline) {
            m_active = ChartKind::Memory;
        }
    });

    followMeasurements();

    // Clicking a segment or a point explains it.
    connect(m_memory, &MemoryChart::explainRequested, this, &ChartArea::explainRequested);
    connect(m_roofline, &RooflineChart::explainRequested, this, &ChartArea::explainRequested);
    connect(m_timeline, &TimelineChart::explainRequested, this, &ChartArea::explainRequested);
    // Copy and export act on the chart last clicked.
    for (ChartKind kind : {ChartKind::Memory, ChartKind::Roofline, ChartKind::Comparison, ChartKind::Timeline,
                           ChartKind::Plan, ChartKind::PlanGpus, ChartKind::Serving})
        plot(kind)->installEventFilter(this);
    // The charts drawn from the scenario grey out, with the reason, while it is invalid.
    for (ChartKind kind : {ChartKind::Memory, ChartKind::Roofline, ChartKind::Comparison, ChartKind::Timeline})
        m_overlays[int(kind)] = new InvalidOverlay(plot(kind));
    m_servingOverlay = new InvalidOverlay(plot(ChartKind::Serving)); // not over its controls: they mend it
}

QWidget* ChartArea::buildComparisonPage() {
    m_comparisonPage = new QWidget(this);
    auto* layout = new QVBoxLayout(m_comparisonPage);
    auto* pickerRow = new QHBoxLayout;
    m_comparisonPicker = new QComboBox(m_comparisonPage);
    m_comparisonPicker->setObjectName(QStringLiteral("comparisonPicker"));
    for (ComparisonDimension dimension :
         {ComparisonDimension::ZeroStage, ComparisonDimension::Checkpointing, ComparisonDimension::Precision,
          ComparisonDimension::SequenceLength, ComparisonDimension::Finetune, ComparisonDimension::ContextParallel,
          ComparisonDimension::Offload})
        m_comparisonPicker->addItem(QString(), int(dimension)); // named in retranslate()
    m_comparisonLabel = new QLabel(m_comparisonPage);
    m_comparisonLabel->setBuddy(m_comparisonPicker);
    pickerRow->addWidget(m_comparisonLabel);
    pickerRow->addWidget(m_comparisonPicker);
    pickerRow->addStretch(1);
    layout->addLayout(pickerRow);
    m_comparison = new ComparisonChart(m_comparisonPage);
    m_comparison->setObjectName(QStringLiteral("comparisonChart"));
    layout->addWidget(m_comparison, 1);
    connect(m_comparisonPicker, &QComboBox::currentIndexChanged, this, [this] {
        m_comparisonStale = true;
        updateComparison();
    });
    return m_comparisonPage;
}

void ChartArea::followMeasurements() {
    // The chart draws each source of the store under its id: the live sweep's points as they
    // come, a file as it loads. (The document follows the same store to recalibrate the step
    // time with the runs of the scenario's GPU, core/steptime/measuredefficiency.h.)
    const MeasurementStore* store = m_document->measurements();
    RooflineChart* roofline = m_roofline;
    auto show = [roofline, store](const QString& id) {
        if (const MeasurementSource* source = store->source(id))
            roofline->setMeasuredSource(*source);
    };
    connect(store, &MeasurementStore::sourceAdded, roofline, show);
    connect(store, &MeasurementStore::sourceChanged, roofline, show);
    connect(store, &MeasurementStore::pointsAppended, roofline, [roofline, store](const QString& id, int first) {
        if (const MeasurementSource* source = store->source(id))
            roofline->appendMeasuredPoints(*source, first);
    });
    connect(store, &MeasurementStore::sourceRemoved, roofline, &RooflineChart::removeMeasuredSource);
    connect(store, &MeasurementStore::cleared, roofline, &RooflineChart::clearMeasured);
    for (const QString& id : store->ids())
        show(id);
}

QCustomPlot* ChartArea::plot(ChartKind kind) const {
    switch (kind) {
    case ChartKind::Memory:
        return m_memory->plot();
    case ChartKind::Roofline:
        return m_roofline->plot();
    case ChartKind::Comparison:
        return m_comparison->plot();
    case ChartKind::Timeline:
        return m_timeline->plot();
    case ChartKind::Plan:
        return m_plan->chart()->plot();
    case ChartKind::PlanGpus:
        return m_plan->gpuChart()->plot();
    case ChartKind::Serving:
        return m_serving->chart()->plot();
    }
    return nullptr;
}

void ChartArea::showChart(ChartKind kind) {
    switch (kind) {
    case ChartKind::Memory:
    case ChartKind::Roofline:
        setCurrentIndex(0);
        break;
    case ChartKind::Comparison:
        setCurrentWidget(m_comparisonPage);
        break;
    case ChartKind::Timeline:
        setCurrentWidget(m_timeline);
        break;
    case ChartKind::Plan:
    case ChartKind::PlanGpus:
        setCurrentWidget(m_plan);
        break;
    case ChartKind::Serving:
        setCurrentWidget(m_serving);
        break;
    }
    // Already in front: still bring it up to date (an export draws what the document holds).
    updateComparison();
    updateTimeline();
    updateServing();
}

void ChartArea::setComparisonDimension(ComparisonDimension dimension) {
    const int index = m_comparisonPicker->findData(int(dimension));
    if (index >= 0)
        m_comparisonPicker->setCurrentIndex(index);
}

void ChartArea::showReport(const Scenario& scenario, const Report& report) {
    m_problems.clear();
    for (InvalidOverlay* overlay : m_overlays)
        overlay->hide();
    m_servingOverlay->hide();
    m_reportScenario = scenario;
    redrawMemory();
    m_roofline->setData(scenario, report);
    m_plan->setScenario(scenario, m_document->measuredEfficiency());
    markViewsStale();
}

void ChartArea::showProblems(const QStringList& problems) {
    m_problems = problems;
    const QString reasons = problems.join(QLatin1Char('\n'));
    const QString stale = tr("Invalid scenario: nothing here is drawn from it.\n%1").arg(reasons);
    for (ChartKind kind : {ChartKind::Memory, ChartKind::Roofline, ChartKind::Comparison})
        m_overlays[int(kind)]->showReason(stale);
    m_servingOverlay->showReason(stale);
    m_overlays[int(ChartKind::Timeline)]->showReason(tr("No step timeline: the scenario is invalid.\n%1").arg(reasons));
    m_plan->setScenarioInvalid(); // its results are of the last valid scenario
}

void ChartArea::redrawMemory() {
    if (!m_reportScenario)
        return; // nothing evaluated yet
    m_memoryStacks = rooflab::memoryStacks(*m_reportScenario, m_document->report(), m_unit, m_concealed);
    m_memory->setStacks(m_memoryStacks);
}

void ChartArea::concealFitAnswer(FitAnswer answer) {
    m_concealed = answer;
    redrawMemory();
}

void ChartArea::markViewsStale() {
    m_comparisonStale = true;
    m_timelineStale = true;
    m_servingStale = true;
    updateTimeline();
    updateComparison();
    updateServing();
}

void ChartArea::updateComparison() {
    if (!m_comparisonStale || !m_document->valid() || currentWidget() != m_comparisonPage)
        return;
    const auto dimension = ComparisonDimension(m_comparisonPicker->currentData().toInt());
    m_comparison->setStacks(comparisonStacks(m_document->scenario(), dimension));
    m_comparisonStale = false;
}

void ChartArea::updateTimeline() {
    if (!m_timelineStale || !m_document->valid() || currentWidget() != m_timeline)
        return;
    const FitBand& band = m_document->report().memory.band;
    m_timeline->setTimeline(m_document->stepTimeline(), m_document->report().step,
                            band.verdict == FitVerdict::DoesNotFit ? -band.margin : 0.0);
    m_timelineStale = false;
}

void ChartArea::updateServing() {
    if (!m_servingStale || !m_document->valid() || currentWidget() != m_serving)
        return;
    const Scenario& scenario = m_document->scenario();
    const std::optional<ServingReport>& report = m_document->report().serving;
    const std::optional<StepEfficiency>& efficiency = m_document->measuredEfficiency();
    const std::optional<ServingCalibration>& calibration = m_document->servingMeasurement().calibration;
    QVector<ServingCurvePoint> curve;
    if (report)
        curve = servingCurve(scenario, servingConcurrencies(*report), efficiency ? &*efficiency : nullptr,
                             calibration ? &*calibration : nullptr);
    m_serving->setData(scenario, report, curve);
    m_servingStale = false;
}

void ChartArea::setUnit(MemoryUnit unit) {
    m_unit = unit;
    m_memory->setUnit(unit);
    m_comparison->setUnit(unit);
    m_plan->setUnit(unit);
    redrawMemory(); // the verdict's figures are in the unit
}

void ChartArea::setTheme(const ChartTheme& theme) {
    m_memory->setTheme(theme);
    m_roofline->setTheme(theme);
    m_comparison->setTheme(theme);
    m_timeline->setTheme(theme);
    m_plan->setTheme(theme);
    m_serving->setTheme(theme);
}

void ChartArea::retranslate() {
    m_memory->setToolTip(tr("Memory per GPU, component by component, against the GPU's capacity. Click a "
                            "segment to see how it is computed."));
    m_comparisonPicker->setAccessibleName(tr("Compare by"));
    m_comparisonPicker->setToolTip(tr("The field varied across the bars; everything else stays as set on the left."));
    m_comparisonPicker->setItemText(0, tr("ZeRO stage"));
    m_comparisonPicker->setItemText(1, tr("Activation checkpointing"));
    m_comparisonPicker->setItemText(2, tr("Precision"));
    m_comparisonPicker->setItemText(3, tr("Sequence length"));
    m_comparisonPicker->setItemText(4, tr("Fine-tuning method"));
    m_comparisonPicker->setItemText(5, tr("Context parallelism"));
    m_comparisonPicker->setItemText(6, tr("Offload"));
    m_comparisonLabel->setText(tr("&Compare by:"));
    if (!m_problems.isEmpty())
        showProblems(m_problems); // in the new language's words
    setTabText(0, tr("&Memory and roofline"));
    setTabText(1, tr("C&omparison"));
    setTabText(2, tr("Step &timeline"));
    setTabText(3, tr("&Plan"));
    setTabText(indexOf(m_serving), tr("&Serving"));
    // The comparison's bars are named in the language of the moment.
    m_comparisonStale = true;
}

bool ChartArea::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::MouseButtonPress || event->type() == QEvent::FocusIn) {
        for (ChartKind kind : {ChartKind::Memory, ChartKind::Roofline, ChartKind::Comparison, ChartKind::Timeline,
                               ChartKind::Plan, ChartKind::PlanGpus, ChartKind::Serving})
            if (watched == plot(kind))
                m_active = kind;
    }
    return QTabWidget::eventFilter(watched, event);
}

} // namespace rooflab
