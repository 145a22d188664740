#include "widgets/panels/planpanel.h"

#include "document/fileio.h"
#include "document/scenarioedit.h"
#include "widgets/charts/gpudayschart.h"
#include "widgets/charts/invalidoverlay.h"
#include "widgets/charts/paretochart.h"
#include "widgets/panels/plantablemodel.h"

#include <QCheckBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <limits>
#include <memory>

namespace rooflab {

PlanPanel::PlanPanel(QWidget* parent)
    : QWidget(parent)
    , m_runner(new PlanRunner(this)) {
    setObjectName(QStringLiteral("planPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildInputs());
    layout->addWidget(buildResults(), 1);
    connect(m_runner, &PlanRunner::progress, this, &PlanPanel::showProgress);
    connect(m_runner, &PlanRunner::finished, this, &PlanPanel::showOutcome);
    retranslate();
    updateButtons();
}

QWidget* PlanPanel::buildInputs() {
    auto* inputs = new QWidget(this);
    auto* rows = new QVBoxLayout(inputs);
    rows->setContentsMargins(0, 0, 0, 0);
    auto* first = new QHBoxLayout;
    m_batchLabel = new QLabel(inputs);
    m_globalBatch = new QSpinBox(inputs);
    m_globalBatch->setObjectName(QStringLiteral("planGlobalBatch"));
    m_globalBatch->setRange(1, std::numeric_limits<int>::max());
    m_batchLabel->setBuddy(m_globalBatch);
    m_gpusLabel = new QLabel(inputs);
    m_gpusMin = new QSpinBox(inputs);
    m_gpusMin->setObjectName(QStringLiteral("planGpus"));
    m_gpusMin->setRange(1, 1 << 20);
    m_gpusLabel->setBuddy(m_gpusMin);
    m_range = new QCheckBox(inputs);
    m_range->setObjectName(QStringLiteral("planGpuRange"));
    m_gpusMax = new QSpinBox(inputs);
    m_gpusMax->setObjectName(QStringLiteral("planGpusMax"));
    m_gpusMax->setRange(1, 1 << 20);
    m_gpusMax->setEnabled(false);
    m_search = new QPushButton(inputs);
    m_search->setObjectName(QStringLiteral("planSearch"));
    m_search->setDefault(true);
    m_cancel = new QPushButton(inputs);
    m_cancel->setObjectName(QStringLiteral("planCancel"));
    m_progress = new QProgressBar(inputs);
    m_progress->setObjectName(QStringLiteral("planProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progress->setMaximumWidth(160);
    // Shown while a search runs: idle, an empty bar read as a text field without a label. Its
    // room is kept, so the buttons do not jump when a search starts.
    QSizePolicy keepRoom = m_progress->sizePolicy();
    keepRoom.setRetainSizeWhenHidden(true);
    m_progress->setSizePolicy(keepRoom);
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_batchLabel, m_globalBatch, m_gpusLabel, m_gpusMin, m_range, m_gpusMax})
        first->addWidget(w);
    first->addStretch(1);
    first->addWidget(m_search);
    first->addWidget(m_cancel);
    first->addWidget(m_progress);
    rows->addLayout(first);

    auto* second = new QHBoxLayout;
    m_holdLabel = new QLabel(inputs);
    second->addWidget(m_holdLabel);
    for (const char* name : {"tp", "pp", "cp", "ep", "zero", "micro_batch", "checkpointing"}) {
        auto* box = new QCheckBox(inputs);
        box->setObjectName(QStringLiteral("planHold_") + QLatin1String(name));
        m_held.emplace_back(QLatin1String(name), box);
        second->addWidget(box);
    }
    second->addStretch(1);
    m_status = new QLabel(inputs);
    m_status->setObjectName(QStringLiteral("planStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A long note wraps rather than widening the window past a laptop's screen.
    m_status->setWordWrap(true);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    second->addWidget(m_status, 2);
    rows->addLayout(second);

    auto edited = [this] {
        m_inputsEdited = true;
        updateStale();
    };
    connect(m_globalBatch, &QSpinBox::valueChanged, this, edited);
    connect(m_gpusMin, &QSpinBox::valueChanged, this, edited);
    connect(m_gpusMax, &QSpinBox::valueChanged, this, edited);
    for (const auto& held : m_held)
        connect(held.second, &QCheckBox::toggled, this, edited);
    connect(m_range, &QCheckBox::toggled, this, [this](bool on) {
        m_gpusMax->setEnabled(on);
        m_inputsEdited = true;
        updateStale();
    });
    connect(m_search, &QPushButton::clicked, this, &PlanPanel::search);
    connect(m_cancel, &QPushButton::clicked, this, &PlanPanel::cancel);
    return inputs;
}

QWidget* PlanPanel::buildResults() {
    auto* results = new QWidget(this);
    auto* layout = new QVBoxLayout(results);
    layout->setContentsMargins(0, 0, 0, 0);
    m_model = new PlanTableModel(this);
    m_sorted = new QSortFilterProxyModel(this);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(Qt::UserRole);
    m_table = new QTableView(results);
    m_table->setObjectName(QStringLiteral("planTable"));
    m_table->setModel(m_sorted);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(PlanTableModel::Rank, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_staleBanner = new QLabel(results);
    m_staleBanner->setObjectName(QStringLiteral("planStaleBanner"));
    m_staleBanner->setWordWrap(true);
    m_staleBanner->setTextFormat(Qt::RichText);
    m_staleBanner->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_staleBanner->setFrameShape(QFrame::StyledPanel);
    m_staleBanner->setBackgroundRole(QPalette::ToolTipBase);
    m_staleBanner->setForegroundRole(QPalette::ToolTipText);
    m_staleBanner->setAutoFillBackground(true);
    m_staleBanner->setMargin(4);
    m_staleBanner->hide();
    connect(m_staleBanner, &QLabel::linkActivated, this, &PlanPanel::search);
    layout->addWidget(m_staleBanner);
    m_chart = new ParetoChart(results);
    m_chart->setObjectName(QStringLiteral("paretoChart"));
    m_chart->setMinimumSize(280, 200);
    m_gpuChart = new GpuDaysChart(results);
    m_gpuChart->setObjectName(QStringLiteral("gpuDaysChart"));
    m_gpuChart->setMinimumSize(280, 200);
    m_gpuChart->hide(); // shown for the results of a GPU range
    m_chartVeil = new InvalidOverlay(m_chart);
    m_gpuChartVeil = new InvalidOverlay(m_gpuChart);
    auto* charts = new QSplitter(Qt::Vertical, results);
    charts->setObjectName(QStringLiteral("planChartSplitter"));
    charts->addWidget(m_chart);
    charts->addWidget(m_gpuChart);
    charts->setChildrenCollapsible(false);
    m_charts = charts;
    auto* split = new QSplitter(Qt::Horizontal, results);
    split->setObjectName(QStringLiteral("planSplitter"));
    split->addWidget(m_table);
    split->addWidget(charts);
    split->setChildrenCollapsible(false);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 1);
    split->setSizes({680, 320}); // the table's reasons need the room; the splitter keeps the share
    layout->addWidget(split, 1);

    auto* buttons = new QHBoxLayout;
    m_use = new QPushButton(results);
    m_use->setObjectName(QStringLiteral("planUseLayout"));
    m_exportCsv = new QPushButton(results);
    m_exportCsv->setObjectName(QStringLiteral("planExportCsv"));
    m_selectedWhy = new QLabel(results);
    m_selectedWhy->setObjectName(QStringLiteral("planSelectedWhy"));
    m_selectedWhy->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Clipped rather than widening the window; the tooltip has it whole.
    m_selectedWhy->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    buttons->addWidget(m_use);
    buttons->addWidget(m_selectedWhy, 1);
    buttons->addWidget(m_exportCsv);
    layout->addLayout(buttons);

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        m_chart->setSelected(selectedRow());
        m_gpuChart->setSelected(selectedRow());
        showSelectedWhy();
        updateButtons();
    });
    connect(m_chart, &ParetoChart::pointClicked, this, &PlanPanel::selectRow);
    connect(m_gpuChart, &GpuDaysChart::pointClicked, this, &PlanPanel::selectRow);
    connect(m_table, &QTableView::doubleClicked, this, &PlanPanel::useSelectedLayout);
    connect(m_use, &QPushButton::clicked, this, &PlanPanel::useSelectedLayout);
    connect(m_exportCsv, &QPushButton::clicked, this, &PlanPanel::browseCsv);
    return results;
}

void PlanPanel::setScenario(const Scenario& scenario, const std::optional<StepEfficiency>& efficiency) {
    m_scenario = scenario;
    m_haveScenario = true;
    m_efficiency = efficiency;
    if (!m_inputsEdited)
        followScenario();
    enableTrainingInputs(!scenario.serving);
    updateStale();
}

void PlanPanel::enableTrainingInputs(bool training) {
    // A serving plan searches tensor and pipeline parallelism and replicas only
    // (core/plan/servingplanspace.h): a global batch, a micro-batch, ZeRO or recomputation set
    // here would change nothing it answers.
    m_batchLabel->setEnabled(training);
    m_globalBatch->setEnabled(training);
    for (const auto& [name, box] : m_held)
        box->setEnabled(training || name == QLatin1String("tp") || name == QLatin1String("pp"));
}

void PlanPanel::setScenarioInvalid() {
    m_haveScenario = false;
    updateStale();
}

Scenario PlanPanel::searchBase() const {
    Scenario base = m_scenario;
    if (!m_range->isChecked())
        base.parallel.gpus = m_gpusMin->value();
    return base;
}

// Stale: the results shown are of other search inputs than those now set (the document's
// scenario, or the Plan tab's own inputs), or the scenario is invalid.
void PlanPanel::updateStale() {
    const bool stale =
        !m_shownInput.empty() && (!m_haveScenario || planInputText(searchBase(), request()) != m_shownInput);
    if (stale != m_stale) {
        m_stale = stale;
        m_model->setStale(stale);
        m_staleBanner->setVisible(stale);
        const QString veil = tr("Results are for the scenario before your last edit");
        for (InvalidOverlay* overlay : {m_chartVeil, m_gpuChartVeil}) {
            if (stale)
                overlay->showReason(veil);
            else
                overlay->hide();
        }
    }
    updateButtons();
}

void PlanPanel::followScenario() {
    const QSignalBlocker blockBatch(m_globalBatch), blockGpus(m_gpusMin), blockGpusMax(m_gpusMax), blockRange(m_range);
    std::vector<std::unique_ptr<QSignalBlocker>> blockHeld;
    for (const auto& held : m_held)
        blockHeld.push_back(std::make_unique<QSignalBlocker>(held.second));
    const std::int64_t ownBatch = std::int64_t(m_scenario.parallel.dataParallel()) * m_scenario.training.microBatch *
                                  m_scenario.training.gradAccum;
    const std::int64_t globalBatch =
        m_scenario.plan && m_scenario.plan->globalBatch > 0 ? m_scenario.plan->globalBatch : ownBatch;
    m_globalBatch->setValue(int(std::clamp<std::int64_t>(globalBatch, 1, m_globalBatch->maximum())));
    const bool range = m_scenario.plan && m_scenario.plan->searchesGpuRange();
    m_range->setChecked(range);
    m_gpusMax->setEnabled(range);
    m_gpusMin->setValue(range ? m_scenario.plan->gpusMin : m_scenario.parallel.gpus);
    m_gpusMax->setValue(range ? m_scenario.plan->gpusMax : m_scenario.parallel.gpus);
    // A file's plan.fixed ticks the boxes of the keys it holds (at the scenario's values).
    const QJsonObject fixed =
        m_scenario.plan ? QJsonDocument::fromJson(QByteArray::fromStdString(m_scenario.plan->fixedJson)).object()
                        : QJsonObject();
    for (const auto& [name, box] : m_held) {
        const bool training = name == QLatin1String("micro_batch") || name == QLatin1String("checkpointing");
        box->setChecked(
            fixed.value(training ? QStringLiteral("training") : QStringLiteral("parallel")).toObject().contains(name));
    }
}

PlanRequest PlanPanel::request() const {
    PlanRequest r;
    r.globalBatch = m_globalBatch->value();
    if (m_range->isChecked()) {
        r.gpusMin = m_gpusMin->value();
        r.gpusMax = m_gpusMax->value();
    }
    for (const auto& [name, box] : m_held)
        if (box->isChecked())
            r.held << name;
    return r;
}

void PlanPanel::search() {
    if (!m_haveScenario)
        return;
    const Scenario base = searchBase();
    m_searchingInput = planInputText(base, request());
    m_progress->setValue(0);
    m_status->setText(tr("Searching…"));
    std::vector<BenchResults> measured; // copied: the search's thread outlives no file's removal
    if (m_measurements)
        for (const BenchResults* run : m_measurements->runs())
            measured.push_back(*run);
    m_runner->start(base, request(), m_efficiency, std::move(measured));
    updateButtons();
}

void PlanPanel::cancel() {
    m_runner->cancel();
}

bool PlanPanel::isSearching() const {
    return m_runner->isRunning();
}

void PlanPanel::showProgress(double fraction) {
    m_progress->setValue(int(std::clamp(fraction, 0.0, 1.0) * m_progress->maximum()));
}

void PlanPanel::showOutcome(const PlanOutcome& outcome) {
    m_outcome = outcome;
    m_progress->setValue(0); // the status line says how it ended
    m_model->setRows(outcome.rows);
    m_shownInput = outcome.rows.empty() ? std::string() : m_searchingInput;
    m_table->sortByColumn(PlanTableModel::Rank, Qt::AscendingOrder);
    showPoints();
    m_table->resizeColumnsToContents();
    if (!outcome.rows.empty())
        selectRow(0);
    showSelectedWhy();
    m_status->setText(statusText());
    m_status->setToolTip(outcome.notes.join(QLatin1Char('\n')));
    updateStale();
    emit searchFinished();
}

// Beside "Use this layout": the selected layout and the planner's line on it, which the
// table's last column holds but a laptop's screen seldom shows.
void PlanPanel::showSelectedWhy() {
    const int index = selectedRow();
    if (index < 0) {
        m_selectedWhy->clear();
        m_selectedWhy->setToolTip(QString());
        return;
    }
    const PlanRow& row = m_model->rows()[std::size_t(index)];
    // The table's own layout text: over a GPU range it names the GPU count.
    const QString layout = m_model->index(index, PlanTableModel::Layout).data().toString();
    const QString text = tr("%1. %2: %3").arg(row.rank).arg(layout, row.why);
    m_selectedWhy->setText(text);
    m_selectedWhy->setToolTip(text);
}

// The rows on the charts; the GPUs-against-days chart only for the results of several counts.
void PlanPanel::showPoints() {
    const std::vector<PlanRow>& rows = m_outcome.rows;
    std::vector<ParetoChart::Point> points;
    std::vector<GpuDaysChart::Point> gpuDays;
    bool severalCounts = false;
    for (const PlanRow& row : rows) {
        points.push_back({row.headroomBytes(), row.tokensPerSecondPerGpu, row.verdict == QLatin1String("tight")});
        gpuDays.push_back({row.gpus, row.days});
        severalCounts = severalCounts || row.gpus != rows.front().gpus;
    }
    m_chart->setPoints(points);
    m_gpuChart->setPoints(severalCounts ? gpuDays : std::vector<GpuDaysChart::Point>{},
                          !rows.empty() && rows.front().daysPerTrillion);
    m_gpuChart->setVisible(severalCounts);
    // A serving plan ranks by TTFT, TPOT and output tokens/s: the charts' training headroom,
    // throughput and days would answer another question. Its memory verdict is in "Meets SLO".
    m_charts->setVisible(!m_outcome.serving);
    m_table->setColumnHidden(PlanTableModel::Verdict, m_outcome.serving);
}

QString PlanPanel::statusText() const {
    const PlanOutcome& o = m_outcome;
    if (!o.errors.isEmpty())
        return tr("No search: %1").arg(o.errors.join(QStringLiteral("; ")));
    QString text = tr("%1 layouts tried, %2 fit, in %3")
                       .arg(format::integer(o.candidates), format::integer(o.feasible), format::duration(o.elapsedS));
    if (o.cancelled)
        text = tr("Cancelled: %1").arg(text);
    if (o.rows.empty() && o.smallestGpusThatFit > 0)
        text += QStringLiteral(" · ") + tr("no layout fits; %n GPU(s) would", "", o.smallestGpusThatFit);
    else if (o.rows.empty())
        text += QStringLiteral(" · ") + tr("no layout fits");
    if (!o.notes.isEmpty())
        text += QStringLiteral(" · ") + o.notes.first();
    return text;
}

int PlanPanel::selectedRow() const {
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : m_sorted->mapToSource(rows.first()).row();
}

void PlanPanel::selectRow(int rankIndex) {
    if (rankIndex < 0 || rankIndex >= m_model->rowCount())
        return;
    const QModelIndex index = m_sorted->mapFromSource(m_model->index(rankIndex, 0));
    m_table->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(index);
}

bool PlanPanel::useSelectedLayout() {
    const int index = selectedRow();
    if (index < 0 || m_stale) // a stale row would set a layout planned for another scenario
        return false;
    const PlanRow& row = m_model->rows()[std::size_t(index)];
    const Scenario layout = row.scenario;
    ScenarioEdit edit;
    // The layout's own fields only: whatever else the user changed since the search stays.
    edit.change = [layout](Scenario& s) {
        s.parallel = layout.parallel;
        s.training.microBatch = layout.training.microBatch;
        s.training.gradAccum = layout.training.gradAccum;
        s.training.checkpointing = layout.training.checkpointing;
        s.training.checkpointEveryK = layout.training.checkpointEveryK;
        s.training.recomputeNumLayers = layout.training.recomputeNumLayers;
        s.training.recomputeModules = layout.training.recomputeModules;
    };
    edit.text = tr("Use layout %1 (%2)").arg(row.rank).arg(row.layoutText());
    edit.source = m_use->objectName();
    emit editRequested(edit);
    return true;
}

bool PlanPanel::exportCsv(const QString& path, QString* error) const {
    const QString message = saveFileAtomically(path, m_model->toCsv().toUtf8());
    if (error)
        *error = message;
    return message.isEmpty();
}

void PlanPanel::browseCsv() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Layouts"), QStringLiteral("rooflab-plan.csv"),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportCsv(path, &error))
        QMessageBox::warning(this, tr("Cannot export layouts"), error);
}

void PlanPanel::updateButtons() {
    const bool searching = m_runner->isRunning();
    m_search->setEnabled(m_haveScenario && !searching);
    m_cancel->setEnabled(searching);
    m_progress->setVisible(searching);
    m_use->setEnabled(!searching && !m_stale && selectedRow() >= 0);
    m_exportCsv->setEnabled(m_model->rowCount() > 0);
}

void PlanPanel::setUnit(MemoryUnit unit) {
    m_model->setUnit(unit);
    m_chart->setUnit(unit);
}

void PlanPanel::setTheme(const ChartTheme& theme) {
    m_chart->setTheme(theme);
    m_gpuChart->setTheme(theme);
}

void PlanPanel::retranslate() {
    m_batchLabel->setText(tr("Global &batch:"));
    m_globalBatch->setToolTip(tr("Sequences per optimizer step: data-parallel ranks × micro-batch × accumulation "
                                 "(plan.global_batch)."));
    m_globalBatch->setAccessibleName(tr("Global batch"));
    m_gpusLabel->setText(tr("&GPUs:"));
    m_gpusMin->setAccessibleName(tr("GPUs"));
    m_gpusMin->setToolTip(tr("The GPUs the layouts split the run over; with “up to”, the fewest searched."));
    m_range->setText(tr("up to"));
    m_range->setToolTip(tr("Search every GPU count from the first to this one (plan.gpus)."));
    m_gpusMax->setAccessibleName(tr("Most GPUs"));
    m_gpusMax->setToolTip(tr("The most GPUs searched (plan.gpus)."));
    m_holdLabel->setText(tr("Hold as set:"));
    const QStringList holdNames = {tr("TP"),         tr("PP"),          tr("CP"),           tr("EP"),
                                   tr("ZeRO stage"), tr("Micro-batch"), tr("Recomputation")};
    for (std::size_t i = 0; i < m_held.size(); ++i) {
        m_held[i].second->setText(holdNames[int(i)]);
        m_held[i].second->setToolTip(tr("Keep this at the scenario's value while searching (plan.fixed)."));
    }
    m_search->setText(tr("&Search"));
    m_search->setToolTip(tr("Try every layout of this model on these GPUs at this global batch and rank them."));
    m_cancel->setText(tr("Cancel"));
    m_use->setText(tr("&Use this layout"));
    m_use->setToolTip(tr("Set the selected layout in the scenario (one undo step). Not for stale results: "
                         "search again first."));
    m_staleBanner->setText(tr("Results are for the scenario before your last edit — <a href=\"search\">Search "
                              "again</a>"));
    if (m_stale)
        for (InvalidOverlay* overlay : {m_chartVeil, m_gpuChartVeil})
            overlay->showReason(tr("Results are for the scenario before your last edit"));
    m_exportCsv->setText(tr("Export &CSV…"));
    showSelectedWhy();
    if (!m_runner->isRunning() && m_outcome.candidates > 0)
        m_status->setText(statusText());
}

void PlanPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rooflab
