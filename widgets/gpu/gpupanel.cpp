#include "widgets/gpu/gpupanel.h"

#include "document/format.h"
#include "document/measurementstore.h"
#include "document/sweepplanning.h"
#include "widgets/gpu/gpuresultsfiles.h"
#include "widgets/gpu/gpuresultstable.h"
#include "widgets/gpu/gpuswitchoffer.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSysInfo>
#include <QVBoxLayout>

#include <cmath>
#include <string_view>

namespace rooflab {

namespace {

// gpu/ has no Qt, so its message is repeated here for lupdate; the assertion keeps the two equal.
constexpr const char* kNoCudaText =
    QT_TRANSLATE_NOOP("rooflab::GpuPanel",
                      "this build of RoofLab has no CUDA support (configured with ROOFLAB_CUDA=OFF or without nvcc)");

QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString cublasVersionString(std::int64_t v) {
    if (v <= 0)
        return QString();
    return QStringLiteral("%1.%2.%3").arg(v / 10000).arg((v / 100) % 100).arg(v % 100);
}

static_assert(std::string_view(kNoCudaText) == gpu::kNoCudaMessage);

} // namespace

GpuPanel::GpuPanel(MeasurementStore* store, QWidget* parent)
    : GpuPanel(store, SweepWorker::BackendFactory(), parent) {}

GpuPanel::GpuPanel(MeasurementStore* store, SweepWorker::BackendFactory factory, QWidget* parent)
    : QWidget(parent)
    , m_store(store) {
    Q_ASSERT(store);
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
        // The build's backend loads the CUDA module (cuBLASLt, over 500 MB) on first use: ask
        // for the device when the panel is first drawn, not while the window starts.
        if (buildBackend)
            m_queryWhenDrawn = true;
        else
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

    // The table and the files row follow the store, whoever writes to it.
    m_table = new GpuResultsTable(m_store, this);
    layout->addWidget(m_table, 1);
    m_files = new GpuResultsFiles(m_store, this);
    layout->addWidget(m_files);
    m_switchOffer = new GpuSwitchOffer(m_store, this);
    layout->insertWidget(0, m_switchOffer); // on top: the first thing seen once results are loaded
    connect(m_switchOffer, &GpuSwitchOffer::switchRequested, this, &GpuPanel::switchGpuRequested);

    connect(m_start, &QPushButton::clicked, this, &GpuPanel::startSweep);
    connect(m_cancel, &QPushButton::clicked, this, &GpuPanel::cancelSweep);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &GpuPanel::updatePlanEstimate);
}

void GpuPanel::retranslateUi() {
    m_deviceBox->setTitle(tr("Device"));
    m_deviceInfo->setAccessibleName(tr("GPU device information"));
    m_message->setAccessibleName(tr("GPU status message"));

    m_presetLabel->setText(tr("Sweep:"));
    for (int i = 0; i < m_preset->count(); ++i)
        m_preset->setItemText(
            i, static_cast<gpu::Preset>(m_preset->itemData(i).toInt()) == gpu::Preset::Full ? tr("Full") : tr("Quick"));
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

    // Texts made from the current state.
    showMessage(m_messageKind);
    if (m_device)
        showDevice(*m_device);
    updatePlanEstimate();
    updateProgressText();
}

// Drawn, not shown: in the window the panel is a dock tab behind the napkin numbers, which Qt
// shows with the window (showEvent) but never draws until its tab is chosen.
void GpuPanel::paintEvent(QPaintEvent* event) {
    QWidget::paintEvent(event);
    if (m_queryWhenDrawn) {
        m_queryWhenDrawn = false;
        m_worker->queryDevice();
    }
}

void GpuPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void GpuPanel::setScenario(const Scenario& scenario) {
    m_scenario = scenario;
    m_switchOffer->setScenarioGpu(scenario.customGpu ? std::string() : scenario.gpu.id);
    updatePlanEstimate();
}

gpu::SweepPlan GpuPanel::currentPlan() const {
    if (!m_device)
        return {};
    const auto preset = static_cast<gpu::Preset>(m_preset->currentData().toInt());
    return sweepPlanFor(preset, *m_device, m_scenario ? &*m_scenario : nullptr);
}

void GpuPanel::updatePlanEstimate() {
    if (!m_device || !m_deviceUsable) {
        m_estimate->clear();
        m_estimate->setToolTip({});
        return;
    }
    const gpu::SweepPlan plan = currentPlan();
    m_estimate->setText(
        tr("%n point(s), about %1", nullptr, int(plan.items.size())).arg(format::duration(plan.estimatedSeconds())));
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
    m_files->setSweepRunning(m_running);
}

void GpuPanel::showMessage(Message message) {
    m_messageKind = message;
    QString text;
    switch (message) {
    case Message::None:
        break;
    case Message::NoCuda:
        text = tr(kNoCudaText);
        break;
    case Message::LookingForDevice:
        text = tr("Looking for a CUDA device…");
        break;
    case Message::WorkerFailed:
        text = m_worker->failureMessage();
        break;
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
    case Progress::Idle:
        text = tr("Idle");
        break;
    case Progress::NotStarted:
        text = tr("Not started");
        break;
    case Progress::Starting:
        text = tr("Starting…");
        break;
    case Progress::Cancelling:
        text = tr("Cancelling…");
        break;
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
        const int done = int(m_store->liveResults().points.size());
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
    const double bandwidth =
        d.theoreticalBandwidth > 0 ? d.theoreticalBandwidth : theoreticalBandwidth(d.memoryClockKHz, d.busWidthBits);
    QString html = QStringLiteral("<b>%1</b><table>").arg(qs(d.name).toHtmlEscaped());
    html += row(tr("Compute capability"), qs(d.computeCapability()));
    html += row(tr("SMs"), format::integer(d.smCount));
    html += row(tr("Memory"), format::memory(double(d.memoryBytes), MemoryUnit::GiB));
    html += row(tr("SM clock"), tr("%1 MHz").arg(format::fixed(d.smClockKHz / 1e3, 0)));
    html += row(tr("Memory clock"), tr("%1 MHz").arg(format::fixed(d.memoryClockKHz / 1e3, 0)));
    html += row(tr("Bus width"), tr("%1 bit").arg(d.busWidthBits));
    html += row(tr("Theoretical bandwidth"), tr("%1 GB/s").arg(format::fixed(bandwidth / 1e9, 0)));
    html += row(tr("L2 cache"), tr("%1 MiB").arg(format::fixed(d.l2Bytes / (1024.0 * 1024), 0)));
    html +=
        row(tr("Driver / runtime"),
            tr("CUDA %1 / %2").arg(qs(cudaVersionString(d.driverVersion)), qs(cudaVersionString(d.runtimeVersion))));
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
    // The points of an earlier sweep go; loaded files stay.
    BenchResults header;
    if (m_device)
        header.device = *m_device;
    header.method = m_method.toStdString();
    header.date = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    header.hostName = QSysInfo::machineHostName().toStdString();
    header.toolVersion = QCoreApplication::applicationVersion().toStdString();
    m_store->beginLive(header);
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
    m_store->updateLiveDevice(device, method.toStdString()); // the clocks at the time of the run
}

void GpuPanel::onPoint(const BenchPoint& point) {
    m_store->appendLivePoint(point);
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
    m_failedPoints = failed;
    setProgressState(cancelled ? Progress::Cancelled : Progress::Finished);
    if (!cancelled)
        m_progress->setValue(m_progress->maximum());
    updateButtons();
    m_store->finishLive(); // its ceilings: the roofline and the step time follow
}

QStringList GpuPanel::loadResultsFiles(const QStringList& paths) {
    return m_files->loadResultsFiles(paths);
}

bool GpuPanel::exportResults(const QString& path, QString* error) const {
    return m_files->exportResults(path, error);
}

void GpuPanel::loadResultsInteractively() {
    m_files->loadResultsInteractively();
}

void GpuPanel::exportResultsInteractively() {
    m_files->exportResultsInteractively();
}

} // namespace rooflab
