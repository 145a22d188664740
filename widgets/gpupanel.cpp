#include "widgets/gpupanel.h"

#include "document/format.h"
#include "widgets/rooflinechart.h"

#include <QBrush>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSysInfo>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <string_view>

namespace rooflab {

namespace {

enum Column { ColSource, ColKind, ColDtype, ColShape, ColTime, ColTflops, ColGbps, ColIntensity,
              ColVerified, ColError, ColumnCount };

// Data of a row's source cell: the results set (GpuPanel::kLiveSet or an index into the loaded
// files) and the point in it, so the row can be written again in another language.
constexpr int kSetRole = Qt::UserRole;
constexpr int kPointRole = Qt::UserRole + 1;

// gpu/ has no Qt, so its message is repeated here for lupdate; the assertion keeps the two equal.
constexpr const char* kNoCudaText = QT_TRANSLATE_NOOP(
    "rooflab::GpuPanel",
    "this build of RoofLab has no CUDA support (configured with ROOFLAB_CUDA=OFF or without nvcc)");

// Colours of flagged rows: readable on light and dark palettes alike.
const QColor kErrorText(0xc6, 0x28, 0x28);
const QColor kErrorBackground(0xc6, 0x28, 0x28, 40);
const QColor kCheckFailedBackground(0xef, 0x6c, 0x00, 40);

QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

bool verificationFailed(const BenchPoint& p) { return p.relativeError >= 0 && !p.verified; }

// What the roofline may draw: a measured rate at a positive intensity. STREAM copy moves bytes
// without FLOPs (intensity 0): its bandwidth feeds the measured ceiling instead.
bool plottable(const BenchPoint& p) {
    return p.ok() && !verificationFailed(p) && p.intensity > 0 && p.flopsPerS > 0 &&
           std::isfinite(p.intensity) && std::isfinite(p.flopsPerS);
}

QString pointLabel(const BenchPoint& p) {
    return GpuPanel::tr("%1 %2, %3").arg(qs(p.name), qs(dtypeId(p.dtype)), format::duration(p.timeMedian));
}

MeasuredPoint measuredPoint(const BenchPoint& p) {
    return {GpuPanel::seriesName(p), p.intensity, p.flopsPerS, pointLabel(p)};
}

QString cublasVersionString(std::int64_t v) {
    if (v <= 0)
        return QString();
    return QStringLiteral("%1.%2.%3").arg(v / 10000).arg((v / 100) % 100).arg(v % 100);
}

static_assert(std::string_view(kNoCudaText) == gpu::kNoCudaMessage);

} // namespace

GpuPanel::GpuPanel(QWidget* parent) : GpuPanel(SweepWorker::BackendFactory(), parent) {}

GpuPanel::GpuPanel(SweepWorker::BackendFactory factory, QWidget* parent) : QWidget(parent) {
    // Without a factory this is the build's own backend: without CUDA there is nothing to ask.
    const bool buildBackend = !factory;
    m_worker = new SweepWorker(std::move(factory), this);
    buildUi();
    connect(m_worker, &SweepWorker::deviceReady, this, &GpuPanel::onDeviceReady);
    connect(m_worker, &SweepWorker::failed, this, &GpuPanel::onDeviceFailed);
    connect(m_worker, &SweepWorker::started, this, &GpuPanel::onStarted);
    connect(m_worker, &SweepWorker::pointMeasured, this, &GpuPanel::onPoint);
    connect(m_worker, &SweepWorker::progress, this, &GpuPanel::onProgress);
    connect(m_worker, &SweepWorker::finished, this, &GpuPanel::onFinished);
    if (buildBackend && !gpu::buildHasCuda()) {
        m_messageKind = Message::NoCuda;
    } else {
        m_messageKind = Message::LookingForDevice;
        m_worker->queryDevice();
    }
    updateButtons();
    retranslateUi();
}

GpuPanel::~GpuPanel() = default; // m_worker (a child) cancels and joins its thread

void GpuPanel::buildUi() {
    auto* layout = new QVBoxLayout(this);

    m_deviceBox = new QGroupBox(this);
    auto* deviceLayout = new QVBoxLayout(m_deviceBox);
    m_deviceInfo = new QLabel(m_deviceBox);
    m_deviceInfo->setObjectName(QStringLiteral("gpuDeviceInfo"));
    m_deviceInfo->setTextFormat(Qt::RichText);
    m_deviceInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_deviceInfo->hide();
    m_message = new QLabel(m_deviceBox);
    m_message->setObjectName(QStringLiteral("gpuMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    deviceLayout->addWidget(m_deviceInfo);
    deviceLayout->addWidget(m_message);
    layout->addWidget(m_deviceBox);

    auto* sweepRow = new QHBoxLayout;
    m_presetLabel = new QLabel(this);
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("gpuPresetPicker"));
    m_preset->addItem(QString(), int(gpu::Preset::Quick));
    m_preset->addItem(QString(), int(gpu::Preset::Full));
    m_presetLabel->setBuddy(m_preset);
    m_estimate = new QLabel(this);
    m_estimate->setObjectName(QStringLiteral("gpuPlanEstimate"));
    m_start = new QPushButton(this);
    m_start->setObjectName(QStringLiteral("gpuStartButton"));
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("gpuCancelButton"));
    sweepRow->addWidget(m_presetLabel);
    sweepRow->addWidget(m_preset);
    sweepRow->addWidget(m_estimate, 1);
    sweepRow->addWidget(m_start);
    sweepRow->addWidget(m_cancel);
    layout->addLayout(sweepRow);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("gpuProgress"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    layout->addWidget(m_progress);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("gpuResultsTable"));
    for (int column = 0; column < ColumnCount; ++column)
        m_table->setHorizontalHeaderItem(column, new QTableWidgetItem);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);
    layout->addWidget(m_table, 1);

    auto* fileRow = new QHBoxLayout;
    m_load = new QPushButton(this);
    m_load->setObjectName(QStringLiteral("gpuLoadButton"));
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("gpuExportButton"));
    m_loadedLabel = new QLabel(this);
    m_loadedLabel->setObjectName(QStringLiteral("gpuLoadedLabel"));
    m_loadedLabel->setWordWrap(true);
    fileRow->addWidget(m_load);
    fileRow->addWidget(m_export);
    fileRow->addWidget(m_loadedLabel, 1);
    layout->addLayout(fileRow);

    connect(m_start, &QPushButton::clicked, this, &GpuPanel::startSweep);
    connect(m_cancel, &QPushButton::clicked, this, &GpuPanel::cancelSweep);
    connect(m_load, &QPushButton::clicked, this, &GpuPanel::loadResultsInteractively);
    connect(m_export, &QPushButton::clicked, this, &GpuPanel::exportResultsInteractively);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &GpuPanel::updatePlanEstimate);
}

void GpuPanel::retranslateUi() {
    m_deviceBox->setTitle(tr("Device"));
    m_deviceInfo->setAccessibleName(tr("GPU device information"));
    m_message->setAccessibleName(tr("GPU status message"));

    m_presetLabel->setText(tr("Sweep:"));
    for (int i = 0; i < m_preset->count(); ++i)
        m_preset->setItemText(i, static_cast<gpu::Preset>(m_preset->itemData(i).toInt()) == gpu::Preset::Full
                                     ? tr("Full")
                                     : tr("Quick"));
    m_preset->setToolTip(tr("Quick: a few square and transformer GEMMs, STREAM and every other "
                            "intensity step (minutes). Full: a fine size sweep, fp16 too, every "
                            "intensity step and longer timing."));
    m_preset->setAccessibleName(tr("Sweep preset"));
    m_start->setText(tr("Start"));
    m_start->setToolTip(tr("Measure GEMM throughput, STREAM bandwidth and the intensity sweep on "
                           "this GPU. Other work on the GPU distorts the results."));
    m_start->setAccessibleName(tr("Start the GPU sweep"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the sweep after the point being measured; the points measured "
                            "so far are kept."));
    m_cancel->setAccessibleName(tr("Cancel the GPU sweep"));

    m_progress->setToolTip(tr("Points measured and the estimated time left"));
    m_progress->setAccessibleName(tr("Sweep progress"));

    m_table->setHorizontalHeaderLabels({tr("Source"), tr("Kind"), tr("Dtype"), tr("Shape"),
                                        tr("Median time"), tr("TFLOP/s"), tr("GB/s"),
                                        tr("FLOP/B"), tr("Verified"), tr("Error")});
    m_table->horizontalHeaderItem(ColShape)->setToolTip(tr("GEMM: M × N × K; STREAM and intensity: "
                                                           "kernel and elements per array"));
    m_table->horizontalHeaderItem(ColIntensity)->setToolTip(tr("Arithmetic intensity: FLOPs per byte moved"));
    m_table->setToolTip(tr("One row per measured point; failed points are red and not drawn on "
                           "the roofline"));
    m_table->setAccessibleName(tr("GPU measurement results"));

    m_load->setText(tr("Load results…"));
    m_load->setToolTip(tr("Show rooflab-bench results files (JSON) of this or other machines on "
                          "the roofline, each as its own source"));
    m_load->setAccessibleName(tr("Load results files"));
    m_export->setText(tr("Export results…"));
    m_export->setToolTip(tr("Save the last sweep as JSON (loadable here and by rooflab-bench "
                            "tools) or CSV"));
    m_export->setAccessibleName(tr("Export results"));
    m_loadedLabel->setAccessibleName(tr("Loaded results files"));

    // Texts made from the current state.
    showMessage(m_messageKind);
    if (m_device)
        showDevice(*m_device);
    updatePlanEstimate();
    updateProgressText();
    replotAfterLanguageChange();
    for (int row = 0; row < m_table->rowCount(); ++row)
        fillTableRow(row);
    if (m_table->rowCount() > 0)
        fitColumns();
    updateLoadedLabel();
}

void GpuPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void GpuPanel::setRooflineChart(RooflineChart* chart) {
    m_chart = chart;
    if (!m_chart)
        return;
    // Whatever is already here joins the new chart.
    for (int set = 0; set < int(m_loaded.size()); ++set)
        plotSet(set);
}

void GpuPanel::setScenario(const Scenario& scenario) {
    m_scenario = scenario;
    updatePlanEstimate();
}

QString GpuPanel::sourceLabel(const BenchResults& results, const QString& origin) {
    const QString device = results.device.name.empty() ? tr("unknown GPU") : qs(results.device.name);
    return tr("%1 — %2").arg(device, origin);
}

QString GpuPanel::seriesName(const BenchPoint& point) {
    switch (point.kind) {
    case BenchKind::Gemm: return tr("GEMM %1").arg(qs(dtypeId(point.dtype)));
    case BenchKind::Stream: return tr("STREAM");
    case BenchKind::Intensity: return tr("intensity %1").arg(qs(dtypeId(point.dtype)));
    case BenchKind::L2:
    case BenchKind::Launch: return qs(benchKindId(point.kind)); // rooflab-bench's extra points
    }
    return {};
}

QString GpuPanel::liveSourceLabel() const {
    const QString device = m_sweep.device.name.empty() ? tr("this GPU") : qs(m_sweep.device.name);
    return tr("%1 — this sweep").arg(device);
}

const BenchResults& GpuPanel::resultsSet(int set) const {
    return set == kLiveSet ? m_sweep : m_loaded[std::size_t(set)];
}

QString GpuPanel::setSource(int set) const {
    return set == kLiveSet ? m_liveSource : m_loadedSources[set];
}

gpu::SweepPlan GpuPanel::currentPlan() const {
    if (!m_device)
        return {};
    gpu::PlanOptions options;
    options.preset = static_cast<gpu::Preset>(m_preset->currentData().toInt());
    if (m_scenario) {
        // The GEMMs of the scenario's own layer, at the token count one step feeds through it,
        // ahead of the preset's (the decode rows are then taken from this layer too).
        // Tensor parallelism is not applied: the shapes are the unsharded layer's.
        const Architecture& arch = m_scenario->model.arch;
        std::int64_t tokens = 0;
        switch (m_scenario->phase) {
        case Phase::Train:
            tokens = std::int64_t(m_scenario->training.microBatch) * m_scenario->training.seqLen;
            break;
        case Phase::Prefill:
            tokens = std::int64_t(m_scenario->inference.batch) * m_scenario->inference.context;
            break;
        case Phase::Decode: tokens = m_scenario->inference.batch; break;
        }
        if (arch.dModel > 0 && arch.dFf > 0 && tokens > 0) {
            const gpu::TransformerShape own{tokens, arch.dModel, arch.dFf};
            options.shapes.push_back(own);
            for (const auto& s : gpu::defaultTransformerShapes(options.preset))
                if (s.tokens != own.tokens || s.dModel != own.dModel || s.dFf != own.dFf)
                    options.shapes.push_back(s);
        }
    }
    return gpu::makePlan(options, *m_device);
}

void GpuPanel::updatePlanEstimate() {
    if (!m_device || !m_deviceUsable) {
        m_estimate->clear();
        m_estimate->setToolTip({});
        return;
    }
    const gpu::SweepPlan plan = currentPlan();
    m_estimate->setText(tr("%n point(s), about %1", nullptr, int(plan.items.size()))
                            .arg(format::duration(plan.estimatedSeconds())));
    QStringList notes;
    for (const auto& note : plan.notes)
        notes << qs(note);
    if (m_scenario)
        notes << tr("Includes the GEMMs of the current scenario's layer.");
    m_estimate->setToolTip(notes.join(QLatin1Char('\n')));
}

void GpuPanel::updateButtons() {
    m_start->setEnabled(m_deviceUsable && !m_running);
    m_cancel->setEnabled(m_running);
    m_preset->setEnabled(!m_running);
    m_export->setEnabled(!m_running && (!m_sweep.points.empty() || !m_loaded.empty()));
}

void GpuPanel::showMessage(Message message) {
    m_messageKind = message;
    QString text;
    switch (message) {
    case Message::None: break;
    case Message::NoCuda: text = tr(kNoCudaText); break;
    case Message::LookingForDevice: text = tr("Looking for a CUDA device…"); break;
    case Message::WorkerFailed: text = m_worker->failureMessage(); break;
    }
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void GpuPanel::setProgressState(Progress state) {
    m_progressState = state;
    updateProgressText();
}

void GpuPanel::updateProgressText() {
    QString text;
    switch (m_progressState) {
    case Progress::Idle: text = tr("Idle"); break;
    case Progress::NotStarted: text = tr("Not started"); break;
    case Progress::Starting: text = tr("Starting…"); break;
    case Progress::Cancelling: text = tr("Cancelling…"); break;
    case Progress::Running: {
        QString left;
        if (m_progressDone < m_progressTotal && std::isfinite(m_eta) && m_eta >= 0) {
            const int s = int(std::lround(m_eta));
            left = s >= 60 ? tr("about %1 min %2 s left").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'))
                           : tr("about %1 s left").arg(std::max(s, 1));
        }
        // QProgressBar's format expands %-codes: keep the text free of them.
        text = tr("%1 of %2 points").arg(m_progressDone).arg(m_progressTotal);
        if (!left.isEmpty())
            text = tr("%1 — %2").arg(text, left);
        break;
    }
    case Progress::Finished:
    case Progress::Cancelled: {
        const int done = int(m_sweep.points.size());
        text = m_progressState == Progress::Cancelled ? tr("Cancelled after %n point(s)", nullptr, done)
                                                      : tr("Done: %n point(s)", nullptr, done);
        if (m_failedPoints > 0)
            text += tr(", %n failed", nullptr, m_failedPoints);
        break;
    }
    }
    m_progress->setFormat(text);
}

void GpuPanel::showDevice(const BenchDevice& d) {
    auto row = [](const QString& name, const QString& value) {
        return QStringLiteral("<tr><td>%1&nbsp;&nbsp;</td><td>%2</td></tr>")
            .arg(name.toHtmlEscaped(), value.toHtmlEscaped());
    };
    const double bandwidth = d.theoreticalBandwidth > 0
                                 ? d.theoreticalBandwidth
                                 : theoreticalBandwidth(d.memoryClockKHz, d.busWidthBits);
    QString html = QStringLiteral("<b>%1</b><table>").arg(qs(d.name).toHtmlEscaped());
    html += row(tr("Compute capability"), qs(d.computeCapability()));
    html += row(tr("SMs"), format::integer(d.smCount));
    html += row(tr("Memory"), format::memory(double(d.memoryBytes), MemoryUnit::GiB));
    html += row(tr("SM clock"), tr("%1 MHz").arg(format::fixed(d.smClockKHz / 1e3, 0)));
    html += row(tr("Memory clock"), tr("%1 MHz").arg(format::fixed(d.memoryClockKHz / 1e3, 0)));
    html += row(tr("Bus width"), tr("%1 bit").arg(d.busWidthBits));
    html += row(tr("Theoretical bandwidth"), tr("%1 GB/s").arg(format::fixed(bandwidth / 1e9, 0)));
    html += row(tr("L2 cache"), tr("%1 MiB").arg(format::fixed(d.l2Bytes / (1024.0 * 1024), 0)));
    html += row(tr("Driver / runtime"), tr("CUDA %1 / %2").arg(qs(cudaVersionString(d.driverVersion)),
                                                                qs(cudaVersionString(d.runtimeVersion))));
    const QString cublas = cublasVersionString(d.cublasVersion);
    html += row(tr("cuBLAS"), cublas.isEmpty() ? tr("unknown") : cublas);
    html += row(tr("Hardware database"), d.gpuId.empty() ? tr("no match in gpus.json") : qs(d.gpuId));
    html += QStringLiteral("</table>");
    m_deviceInfo->setText(html);
    m_deviceInfo->show();
}

void GpuPanel::onDeviceReady(const BenchDevice& device, const QString& method) {
    m_device = device;
    m_method = method;
    m_deviceUsable = true;
    showDevice(device);
    showMessage(Message::None);
    updatePlanEstimate();
    updateButtons();
}

void GpuPanel::onDeviceFailed() {
    // Either the device query or a sweep that could not begin.
    m_running = false;
    if (!m_device) {
        m_deviceUsable = false;
        m_deviceInfo->hide();
    }
    showMessage(Message::WorkerFailed);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    setProgressState(Progress::NotStarted);
    updateButtons();
}

void GpuPanel::startSweep() {
    if (!m_deviceUsable || m_running)
        return;
    const gpu::SweepPlan plan = currentPlan();
    if (plan.items.empty())
        return;
    if (m_chart && !m_sweep.points.empty())
        m_chart->clearMeasured(m_liveSource);
    m_sweep = BenchResults{};
    if (m_device)
        m_sweep.device = *m_device;
    m_liveSource = liveSourceLabel();
    m_sweep.method = m_method.toStdString();
    m_sweep.date = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    m_sweep.hostName = QSysInfo::machineHostName().toStdString();
    m_sweep.toolVersion = QCoreApplication::applicationVersion().toStdString();
    // Rows of earlier sweeps go; rows of loaded files stay.
    for (int row = m_table->rowCount() - 1; row >= 0; --row)
        if (m_table->item(row, ColSource)->data(kSetRole).toInt() == kLiveSet)
            m_table->removeRow(row);
    m_running = true;
    m_progress->setRange(0, int(plan.items.size()));
    m_progress->setValue(0);
    setProgressState(Progress::Starting);
    showMessage(Message::None);
    updateButtons();
    m_worker->start(plan);
}

void GpuPanel::cancelSweep() {
    if (!m_running)
        return;
    setProgressState(Progress::Cancelling);
    m_worker->cancel();
}

void GpuPanel::onStarted(const BenchDevice& device, const QString& method) {
    m_sweep.device = device; // the clocks at the time of the run
    m_sweep.method = method.toStdString();
    m_liveSource = liveSourceLabel();
    if (m_chart)
        m_chart->clearMeasured(m_liveSource);
}

void GpuPanel::onPoint(const BenchPoint& point) {
    m_sweep.points.push_back(point);
    addTableRow(kLiveSet, int(m_sweep.points.size()) - 1);
    if (m_chart && plottable(point))
        m_chart->addMeasuredPoint(m_liveSource, measuredPoint(point));
}

void GpuPanel::onProgress(int done, int total, double etaSeconds) {
    m_progress->setRange(0, std::max(total, 1));
    m_progress->setValue(done);
    m_progressDone = done;
    m_progressTotal = total;
    m_eta = etaSeconds;
    setProgressState(Progress::Running);
}

void GpuPanel::onFinished(bool cancelled, int failed) {
    m_running = false;
    m_sweep.ceilings = computeCeilings(m_sweep.points);
    plotCeilings(m_liveSource, m_sweep.ceilings);
    m_failedPoints = failed;
    setProgressState(cancelled ? Progress::Cancelled : Progress::Finished);
    if (!cancelled)
        m_progress->setValue(m_progress->maximum());
    updateButtons();
    emit resultsChanged();
}

void GpuPanel::plotCeilings(const QString& source, const MeasuredCeilings& c) {
    if (!m_chart)
        return;
    // GEMM (tensor core) ceilings, and the CUDA-core ones of the intensity sweep where a dtype
    // has no GEMM; STREAM bandwidth, or the intensity sweep's when there was no STREAM run.
    std::map<DType, double> flops = c.gemmFlopsPerS;
    for (const auto& [dtype, rate] : c.vectorFlopsPerS)
        if (!flops.count(dtype))
            flops[dtype] = rate;
    const double bandwidth = c.streamBytesPerS > 0 ? c.streamBytesPerS : c.intensityBytesPerS;
    m_chart->setMeasuredCeilings(source, bandwidth, flops);
}

void GpuPanel::plotSet(int set) {
    if (!m_chart)
        return;
    const BenchResults& results = resultsSet(set);
    std::vector<MeasuredPoint> points;
    for (const BenchPoint& p : results.points)
        if (plottable(p))
            points.push_back(measuredPoint(p));
    const QString source = setSource(set);
    m_chart->setMeasuredPoints(source, points);
    plotCeilings(source, results.ceilings);
}

void GpuPanel::replotAfterLanguageChange() {
    // The chart knows each source by its old label: take it down before the new one goes up.
    for (int set = 0; set < int(m_loaded.size()); ++set) {
        const QString label = sourceLabel(m_loaded[std::size_t(set)], m_loadedOrigins[set]);
        if (m_chart)
            m_chart->clearMeasured(m_loadedSources[set]);
        m_loadedSources[set] = label;
        plotSet(set);
    }
    if (m_liveSource.isEmpty())
        return; // no sweep yet
    if (m_chart)
        m_chart->clearMeasured(m_liveSource);
    m_liveSource = liveSourceLabel();
    if (!m_sweep.points.empty())
        plotSet(kLiveSet);
}

void GpuPanel::addTableRow(int set, int index) {
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    for (int column = 0; column < ColumnCount; ++column) {
        auto* item = new QTableWidgetItem;
        if (column >= ColTime && column <= ColIntensity)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, column, item);
    }
    m_table->item(row, ColSource)->setData(kSetRole, set);
    m_table->item(row, ColSource)->setData(kPointRole, index);
    fillTableRow(row);
    if (row < 200 || row % 50 == 0)
        fitColumns();
}

void GpuPanel::fillTableRow(int row) {
    const int set = m_table->item(row, ColSource)->data(kSetRole).toInt();
    const BenchPoint& p = resultsSet(set).points[std::size_t(m_table->item(row, ColSource)->data(kPointRole).toInt())];
    QString shape;
    switch (p.kind) {
    case BenchKind::Gemm:
        shape = QStringLiteral("%1 × %2 × %3").arg(p.m).arg(p.n).arg(p.k);
        break;
    case BenchKind::Stream:
        shape = tr("%1, n=%2").arg(qs(p.name).section(QLatin1Char(' '), 1),
                                   format::count(double(p.elements)));
        break;
    case BenchKind::Intensity:
        shape = tr("fma=%1, n=%2").arg(p.fmaPerElement).arg(format::count(double(p.elements)));
        break;
    case BenchKind::L2: // "l2 read 8 MiB": the working set
        shape = qs(p.name).section(QLatin1Char(' '), 2);
        break;
    case BenchKind::Launch:
        break;
    }
    const bool ok = p.ok();
    QString verified = QStringLiteral("—");
    if (p.relativeError >= 0)
        verified = p.verified ? tr("yes (%1)").arg(format::general(p.relativeError, 2))
                              : tr("FAILED (%1)").arg(format::general(p.relativeError, 2));
    const QStringList texts = {
        setSource(set),
        qs(benchKindId(p.kind)),
        qs(dtypeId(p.dtype)),
        shape,
        ok ? format::duration(p.timeMedian) : QString(),
        ok && p.flops > 0 ? format::fixed(p.flopsPerS / 1e12, p.flopsPerS < 1e12 ? 3 : 1) : QString(),
        ok ? format::fixed(p.bytesPerS / 1e9, 1) : QString(),
        p.bytes > 0 ? format::general(p.intensity, 3) : QString(),
        verified,
        qs(p.error),
    };
    for (int column = 0; column < ColumnCount; ++column) {
        QTableWidgetItem* item = m_table->item(row, column);
        item->setText(texts[column]);
        if (!ok) {
            item->setForeground(kErrorText);
            item->setBackground(kErrorBackground);
            item->setToolTip(tr("Not measured: %1").arg(qs(p.error)));
        } else if (verificationFailed(p)) {
            item->setBackground(kCheckFailedBackground);
            item->setToolTip(tr("The result differs from the CPU reference beyond the tolerance: "
                                "not drawn and not counted in the ceilings"));
        }
    }
    // Which rows failed, for tests.
    m_table->item(row, ColError)->setData(Qt::UserRole, !ok);
}

void GpuPanel::fitColumns() {
    m_table->resizeColumnsToContents();
    // Source labels are long and alike: keep their ends ("<device> … <file>") in view.
    const int sourceWidth = fontMetrics().horizontalAdvance(QLatin1Char('x')) * 30;
    if (m_table->columnWidth(ColSource) > sourceWidth)
        m_table->setColumnWidth(ColSource, sourceWidth);
}

QStringList GpuPanel::loadResultsFiles(const QStringList& paths) {
    QStringList errors;
    for (const QString& path : paths) {
        const QString fileName = QFileInfo(path).fileName();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            errors << tr("%1: %2").arg(fileName, file.errorString());
            continue;
        }
        const QByteArray bytes = file.readAll();
        BenchResults results;
        std::string error;
        if (!parseBenchResults(std::string_view(bytes.constData(), std::size_t(bytes.size())), results, error)) {
            errors << tr("%1: %2").arg(fileName, qs(error));
            continue;
        }
        const QString label = sourceLabel(results, fileName);
        // Loading a file again replaces it.
        int set = int(m_loadedSources.indexOf(label));
        if (set >= 0) {
            m_loaded[std::size_t(set)] = results;
            for (int row = m_table->rowCount() - 1; row >= 0; --row)
                if (m_table->item(row, ColSource)->data(kSetRole).toInt() == set)
                    m_table->removeRow(row);
        } else {
            set = int(m_loaded.size());
            m_loaded.push_back(results);
            m_loadedOrigins << fileName;
            m_loadedSources << label;
        }
        for (int i = 0; i < int(results.points.size()); ++i)
            addTableRow(set, i);
        plotSet(set);
    }
    updateLoadedLabel();
    updateButtons();
    if (errors.size() < paths.size())
        emit resultsChanged();
    return errors;
}

void GpuPanel::updateLoadedLabel() {
    if (m_loaded.empty()) {
        m_loadedLabel->clear();
        return;
    }
    QStringList lines;
    for (std::size_t i = 0; i < m_loaded.size(); ++i) {
        const BenchResults& r = m_loaded[i];
        QString line = tr("%1 (%n point(s)", nullptr, int(r.points.size())).arg(m_loadedSources[int(i)]);
        if (!r.hostName.empty())
            line += tr(", %1").arg(qs(r.hostName));
        if (!r.date.empty())
            line += tr(", %1").arg(qs(r.date));
        lines << line + QLatin1Char(')');
    }
    m_loadedLabel->setText(tr("Loaded: %1").arg(lines.join(QStringLiteral("; "))));
}

void GpuPanel::loadResultsInteractively() {
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Load GPU results"), QString(), tr("RoofLab bench results (*.json);;All files (*)"));
    if (paths.isEmpty())
        return;
    const QStringList errors = loadResultsFiles(paths);
    if (!errors.isEmpty())
        QMessageBox::warning(this, tr("Could not load results"),
                             tr("These files could not be loaded:\n\n%1").arg(errors.join(QLatin1Char('\n'))));
}

bool GpuPanel::exportResults(const QString& path, QString* error) const {
    const BenchResults* results = nullptr;
    if (!m_sweep.points.empty())
        results = &m_sweep;
    else if (!m_loaded.empty())
        results = &m_loaded.back();
    if (!results) {
        if (error)
            *error = tr("There are no results to export yet.");
        return false;
    }
    BenchResults copy = *results;
    if (copy.ceilings.empty())
        copy.ceilings = computeCeilings(copy.points);
    const bool csv = path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive);
    const std::string text = csv ? toCsv(copy) : toJson(copy);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        if (error)
            *error = tr("%1: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return false;
    }
    return true;
}

void GpuPanel::exportResultsInteractively() {
    QString selectedFilter;
    QString path = QFileDialog::getSaveFileName(this, tr("Export GPU results"),
                                                QStringLiteral("rooflab-results.json"),
                                                tr("JSON (*.json);;CSV (*.csv)"), &selectedFilter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += selectedFilter.contains(QLatin1String("csv")) ? QStringLiteral(".csv") : QStringLiteral(".json");
    QString error;
    if (!exportResults(path, &error))
        QMessageBox::warning(this, tr("Could not export results"), error);
}

} // namespace rooflab
