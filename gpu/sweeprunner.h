#pragma once
// Runs a SweepPlan on a BenchBackend, one point after another.
#include "gpu/sweepplan.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace rooflab::gpu {

class SweepRunner {
public:
    // done points of total; etaSeconds: estimated time left (plan estimates scaled by how fast
    // the finished points actually went).
    using ProgressFn = std::function<void(int done, int total, double etaSeconds)>;
    using PointFn = std::function<void(const BenchPoint& point)>;

    explicit SweepRunner(BenchBackend& backend)
        : m_backend(backend) {}

    void setOnProgress(ProgressFn fn) { m_onProgress = std::move(fn); }
    void setOnPoint(PointFn fn) { m_onPoint = std::move(fn); }

    // Measures every item of the plan. A point that fails keeps its error and the sweep goes on.
    // When a point leaves the device unusable (a sticky CUDA error: BenchBackend::needsRecovery())
    // the runner resets it (BenchBackend::recover()) and goes on; when that fails, or after
    // kMaxRecoveries resets, it stops and says why in stopReason().
    // cancel is polled between points and (by the backend) between repetitions; once it is set
    // the sweep stops, the point in flight is dropped, and the points finished so far are
    // returned. Runs on the calling thread, and the callbacks are called on that thread (a GUI
    // runs this in a worker thread and queues the callbacks to its own); cancel may be set from
    // any thread.
    std::vector<BenchPoint> run(const SweepPlan& plan, const std::atomic<bool>& cancel);

    bool wasCancelled() const { return m_cancelled; }
    int failedPoints() const { return m_failed; }
    // Device resets done during the last run().
    int recoveries() const { return m_recoveries; }
    // Why the last run() stopped before the end of the plan (other than cancellation); empty
    // when it did not.
    const std::string& stopReason() const { return m_stopReason; }

    static constexpr int kMaxRecoveries = 3;

private:
    BenchBackend& m_backend;
    ProgressFn m_onProgress;
    PointFn m_onPoint;
    bool m_cancelled = false;
    int m_failed = 0;
    int m_recoveries = 0;
    std::string m_stopReason;
};

} // namespace rooflab::gpu
