#pragma once
// The GPU panel: what device this machine has, a measurement sweep on it (gpu/ via SweepWorker,
// off the GUI thread) and the results files of other machines (rooflab-bench on a cluster node).
// Everything measured or loaded goes into the measurement store (document/measurementstore.h);
// the panel's table and the roofline chart draw from there.
#include "core/measured/benchresults.h"
#include "core/model/scenario.h"
#include "document/sweepworker.h"
#include "gpu/sweepplan.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <optional>

class QComboBox;
class QGroupBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace rooflab {

class GpuResultsFiles;
class GpuResultsTable;
class GpuSwitchOffer;
class MeasurementStore;

class GpuPanel : public QWidget {
    Q_OBJECT
public:
    // Measurements go to `store` (not owned; it outlives the panel). With the build's backend
    // (CUDA, or the stub that says there is none), or another: tests pass a test double, and
    // the CUDA check of the build is then skipped. The build's CUDA backend is first asked for
    // when the panel is first drawn (loading it maps cuBLASLt); another at once.
    explicit GpuPanel(MeasurementStore* store, QWidget* parent = nullptr);
    GpuPanel(MeasurementStore* store, SweepWorker::BackendFactory factory, QWidget* parent = nullptr);
    ~GpuPanel() override;

    // The scenario's transformer layer shape joins the sweep's GEMM shapes.
    void setScenario(const Scenario& scenario);

    // Loads rooflab-bench results files into the store; each becomes a source on the roofline.
    // Returns one message per file that could not be loaded ("results.json: points[2].dtype:
    // ..."); no dialog is shown here.
    QStringList loadResultsFiles(const QStringList& paths);
    // Writes the last sweep (or, without one, the last loaded file): CSV when the name ends in
    // .csv, JSON otherwise. False with a message on failure.
    bool exportResults(const QString& path, QString* error = nullptr) const;

    // The plan Start would run now (empty while the device is unknown).
    gpu::SweepPlan currentPlan() const;
    bool isRunning() const { return m_running; }
    SweepWorker* worker() const { return m_worker; }
    MeasurementStore* measurements() const { return m_store; }

signals:
    // The switch offer's answer: the scenario's GPU should become `gpuId` (resources/gpus.json).
    void switchGpuRequested(const QString& gpuId);

public slots:
    void startSweep();
    void cancelSweep();
    void loadResultsInteractively();
    void exportResultsInteractively();

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    // The line under the device: what the panel is waiting for or why it cannot measure.
    enum class Message { None, NoCuda, LookingForDevice, WorkerFailed };
    // What the progress bar says.
    enum class Progress { Idle, NotStarted, Starting, Cancelling, Running, Finished, Cancelled };

    void buildUi();
    void retranslateUi();
    void onDeviceReady(const BenchDevice& device, const QString& method);
    void onDeviceFailed();
    void onStarted(const BenchDevice& device, const QString& method);
    void onPoint(const BenchPoint& point);
    void onProgress(int done, int total, double etaSeconds);
    void onFinished(bool cancelled, int failed);
    void showDevice(const BenchDevice& device);
    void showMessage(Message message);
    void setProgressState(Progress state);
    void updateProgressText();
    void updatePlanEstimate();
    void updateButtons();

    MeasurementStore* m_store;
    SweepWorker* m_worker = nullptr; // child
    std::optional<BenchDevice> m_device;
    QString m_method;
    bool m_running = false;
    bool m_deviceUsable = false;
    bool m_queryWhenDrawn = false; // the build's backend: the device is asked for at the first paint
    std::optional<Scenario> m_scenario;
    Message m_messageKind = Message::None;
    Progress m_progressState = Progress::Idle;
    int m_progressDone = 0; // Running: the last progress report
    int m_progressTotal = 0;
    double m_eta = -1;
    int m_failedPoints = 0; // Finished, Cancelled

    QGroupBox* m_deviceBox = nullptr;
    QLabel* m_deviceInfo = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_presetLabel = nullptr;
    QComboBox* m_preset = nullptr;
    QLabel* m_estimate = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progress = nullptr;
    GpuResultsTable* m_table = nullptr;
    GpuResultsFiles* m_files = nullptr;
    GpuSwitchOffer* m_switchOffer = nullptr;
};

} // namespace rooflab
