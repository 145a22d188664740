#pragma once
// Runs a gpu::SweepPlan off the GUI thread. gpu/ speaks no Qt: this is the seam where its
// callbacks become queued Qt signals, emitted on the thread this object lives in (the GUI
// thread), so receivers never see a measurement from the worker thread.
//
// One job at a time, "latest request wins" (as KDAB hotspot's jobtracker): a start() while a
// sweep runs cancels it, its remaining signals are dropped, and the new plan starts as soon as
// the old thread has stopped (within a second: the runner polls the cancel flag between points
// and the backend between repetitions). The GPU is never shared by two sweeps.
#include "core/measured/benchresults.h"
#include "gpu/benchdevice.h"
#include "gpu/sweepplan.h"

#include <QMetaType>
#include <QObject>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

class QThread;

Q_DECLARE_METATYPE(rooflab::BenchPoint)
Q_DECLARE_METATYPE(rooflab::BenchDevice)

namespace rooflab {

class SweepWorker : public QObject {
    Q_OBJECT
public:
    // Called on the worker thread, once per job: the CUDA backend, or a test double.
    using BackendFactory = std::function<std::unique_ptr<gpu::BenchBackend>()>;

    explicit SweepWorker(BackendFactory factory = &gpu::createBackend, QObject* parent = nullptr);
    // Cancels the running job and waits for its thread (at most about a second).
    ~SweepWorker() override;

    // Describes device 0 in the background: deviceReady() or failed().
    void queryDevice();
    // Copies the plan and measures it in the background on device 0.
    void start(const gpu::SweepPlan& plan);
    // Stops the running sweep (finished(true, ...) follows) and forgets a pending one.
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }
    // The message of the last failed(), in the current language: a panel shows it again after
    // a language change. The backend's own words (the CUDA driver's) come as they are.
    QString failureMessage() const;

    // Progress signals closer together than this are dropped (the first and last never are).
    static constexpr int kProgressIntervalMs = 50;

signals:
    void deviceReady(const rooflab::BenchDevice& device, const QString& method);
    // A sweep has selected its device and begins measuring.
    void started(const rooflab::BenchDevice& device, const QString& method);
    void pointMeasured(const rooflab::BenchPoint& point);
    void progress(int done, int total, double etaSeconds);
    void finished(bool cancelled, int failed);
    // The job could not run at all (no CUDA in this build, no device, device unusable).
    // No finished() follows.
    void failed(const QString& message);

private:
    struct Failure {
        enum Reason { BackendThrew, NoBackend, NoDevice, DeviceUnusable, BackendError };
        Reason reason = BackendError;
        QString detail; // the exception's or the backend's text
    };
    struct Request {
        bool sweep = false; // false: device query only
        gpu::SweepPlan plan;
    };
    void launch(Request request);
    void onThreadFinished();
    // Runs on the worker thread; everything it reports goes through post().
    void run(const Request& request, std::uint64_t generation, const std::atomic<bool>& cancel);
    // Queues fn to this object's thread; it runs only if no newer request came in meanwhile.
    template <typename Fn> void post(std::uint64_t generation, Fn fn);

    BackendFactory m_factory;
    QThread* m_thread = nullptr;                 // the job's thread, owned here (no parent)
    std::shared_ptr<std::atomic<bool>> m_cancel; // the running job's flag
    std::optional<Request> m_pending;
    Failure m_failure;              // touched on the GUI thread only
    std::uint64_t m_generation = 0; // touched on the GUI thread only
};

} // namespace rooflab
