#pragma once
// The GPU panel: what device this machine has, a measurement sweep on it (gpu/ via SweepWorker,
// off the GUI thread), the measured points as a table and on the roofline, and results files of
// other machines (rooflab-bench on a cluster node) loaded side by side.
#include "core/benchresults.h"
#include "core/scenario.h"
#include "gpu/sweepplan.h"
#include "widgets/sweepworker.h"

#include <QPointer>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QGroupBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace rooflab {

class RooflineChart;

class GpuPanel : public QWidget {
    Q_OBJECT
public:
    // The build's backend (CUDA, or the stub that says there is none).
    explicit GpuPanel(QWidget* parent = nullptr);
    // Another backend: tests pass a test double. The CUDA check of the build is then skipped.
    explicit GpuPanel(SweepWorker::BackendFactory factory, QWidget* parent = nullptr);
    ~GpuPanel() override;

    // Measured points and ceilings go there (not owned; may be null).
    void setRooflineChart(RooflineChart* chart);
    // The scenario's transformer layer shape joins the sweep's GEMM shapes.
    void setScenario(const Scenario& scenario);

    // Loads rooflab-bench results files; each becomes a source on the roofline. Returns one
    // message per file that could not be loaded ("results.json: points[2].dtype: ..."); no
    // dialog is shown here.
    QStringList loadResultsFiles(const QStringList& paths);
    const std::vector<BenchResults>& loadedResults() const { return m_loaded; }
    // Writes the last sweep (or, without one, the last loaded file): CSV when the name ends in
    // .csv, JSON otherwise. False with a message on failure.
    bool exportResults(const QString& path, QString* error = nullptr) const;

    // The plan Start would run now (empty while the device is unknown).
    gpu::SweepPlan currentPlan() const;
    // Points of the sweep running or last run.
    const BenchResults& sweepResults() const { return m_sweep; }
    bool isRunning() const { return m_running; }
    SweepWorker* worker() const { return m_worker; }
    // The roofline source name of a results set: "<device name> — <file name>".
    static QString sourceLabel(const BenchResults& results, const QString& origin);
    // The roofline series a point belongs to: "GEMM bf16", "STREAM", "intensity fp32".
    static QString seriesName(const BenchPoint& point);

public slots:
    void startSweep();
    void cancelSweep();
    void loadResultsInteractively();
    void exportResultsInteractively();

signals:
    // A sweep finished or a file was loaded: the results the roofline now shows.
    void resultsChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    // The line under the device: what the panel is waiting for or why it cannot measure.
    enum class Message { None, NoCuda, LookingForDevice, WorkerFailed };
    // What the progress bar says.
    enum class Progress { Idle, NotStarted, Starting, Cancelling, Running, Finished, Cancelled };
    // Table rows and chart sources name their results set: one of m_loaded, or the live sweep.
    static constexpr int kLiveSet = -1;

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
    void updateLoadedLabel();
    const BenchResults& resultsSet(int set) const;
    QString setSource(int set) const;
    // A row for point `index` of results set `set`; fillTableRow writes its texts.
    void addTableRow(int set, int index);
    void fillTableRow(int row);
    void fitColumns();
    // Rebuilds the set's points and ceilings on the chart under its source label.
    void plotSet(int set);
    void plotCeilings(const QString& source, const MeasuredCeilings& ceilings);
    // Source labels, series names and point labels are text: after a language change the chart
    // gets them again under the new names.
    void replotAfterLanguageChange();
    QString liveSourceLabel() const;

    SweepWorker* m_worker = nullptr; // child
    QPointer<RooflineChart> m_chart;
    std::optional<BenchDevice> m_device;
    QString m_method;
    bool m_running = false;
    bool m_deviceUsable = false;
    std::optional<Scenario> m_scenario;
    BenchResults m_sweep;
    std::vector<BenchResults> m_loaded;
    QStringList m_loadedOrigins; // file name of each entry of m_loaded
    QStringList m_loadedSources; // roofline source label of each entry of m_loaded
    QString m_liveSource;        // roofline source label of the sweep's points
    Message m_messageKind = Message::None;
    Progress m_progressState = Progress::Idle;
    int m_progressDone = 0;      // Running: the last progress report
    int m_progressTotal = 0;
    double m_eta = -1;
    int m_failedPoints = 0;      // Finished, Cancelled

    QGroupBox* m_deviceBox = nullptr;
    QLabel* m_deviceInfo = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_presetLabel = nullptr;
    QComboBox* m_preset = nullptr;
    QLabel* m_estimate = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progress = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_load = nullptr;
    QPushButton* m_export = nullptr;
    QLabel* m_loadedLabel = nullptr;
};

} // namespace rooflab
