#include "gpu/sweeprunner.h"

#include <chrono>
#include <exception>

namespace rooflab::gpu {

namespace {

BenchPoint describe(const PlanItem& item) {
    switch (item.kind) {
    case BenchKind::Gemm:
        return describeGemm(item.gemm);
    case BenchKind::Stream:
        return describeStream(item.stream);
    case BenchKind::Intensity:
        return describeIntensity(item.intensity);
    case BenchKind::L2:
        return describeCache(item.cache);
    case BenchKind::Launch:
        return describeLaunch(item.launch);
    case BenchKind::Read:
        return describeRead(item.read);
    case BenchKind::Chain:
        return describeChain(item.chain);
    }
    return {};
}

BenchPoint runItem(BenchBackend& backend, const PlanItem& item) {
    try {
        switch (item.kind) {
        case BenchKind::Gemm:
            return backend.runGemm(item.gemm);
        case BenchKind::Stream:
            return backend.runStream(item.stream);
        case BenchKind::Intensity:
            return backend.runIntensity(item.intensity);
        case BenchKind::L2:
            return backend.runCache(item.cache);
        case BenchKind::Launch:
            return backend.runLaunch(item.launch);
        case BenchKind::Read:
            return backend.runRead(item.read);
        case BenchKind::Chain:
            return backend.runChain(item.chain);
        }
    } catch (const DeviceLostError& e) {
        BenchPoint p = describe(item);
        p.error = e.what();
        return p;
    } catch (const std::exception& e) {
        BenchPoint p = describe(item);
        p.error = std::string("unexpected failure: ") + e.what();
        return p;
    } catch (...) {
        BenchPoint p = describe(item);
        p.error = "unexpected failure";
        return p;
    }
    return describe(item);
}

} // namespace

std::vector<BenchPoint> SweepRunner::run(const SweepPlan& plan, const std::atomic<bool>& cancel) {
    using Clock = std::chrono::steady_clock;
    m_cancelled = false;
    m_failed = 0;
    m_recoveries = 0;
    m_stopReason.clear();
    std::vector<BenchPoint> points;
    points.reserve(plan.items.size());
    const int total = static_cast<int>(plan.items.size());

    double remainingEstimate = plan.estimatedSeconds();
    double doneEstimate = 0;
    double doneActual = 0;
    auto eta = [&] {
        // Scale the plan's estimates by how the finished points compared with theirs.
        const double factor = doneEstimate > 0 && doneActual > 0 ? doneActual / doneEstimate : 1.0;
        return remainingEstimate * factor;
    };

    m_backend.setCancelFlag(&cancel);
    if (m_onProgress)
        m_onProgress(0, total, eta());
    for (int i = 0; i < total; ++i) {
        if (cancel.load()) {
            m_cancelled = true;
            break;
        }
        const PlanItem& item = plan.items[static_cast<std::size_t>(i)];
        const auto start = Clock::now();
        BenchPoint point = runItem(m_backend, item);
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        if (cancel.load()) { // the point may have stopped half way: not a measurement
            m_cancelled = true;
            break;
        }
        if (point.name.empty()) {
            // A backend that forgot the description still gets a named point.
            BenchPoint d = describe(item);
            d.error = point.error;
            point = d;
        }
        if (!point.ok())
            ++m_failed;
        remainingEstimate -= item.estimatedSeconds;
        if (remainingEstimate < 0)
            remainingEstimate = 0;
        doneEstimate += item.estimatedSeconds;
        doneActual += seconds;
        points.push_back(point);
        if (m_onPoint)
            m_onPoint(points.back());
        if (m_onProgress)
            m_onProgress(i + 1, total, eta());
        if (!point.ok() && m_backend.needsRecovery()) {
            // A sticky error: every later point would fail the same way until the context is
            // reset. Reset and go on, or stop and say why.
            std::string why;
            if (m_recoveries >= kMaxRecoveries) {
                m_stopReason = "stopped after " + point.name + " " + std::string(dtypeId(point.dtype)) +
                               ": the device failed again after " + std::to_string(m_recoveries) + " resets (" +
                               point.error + ")";
                break;
            }
            if (!m_backend.recover(why)) {
                m_stopReason = "stopped after " + point.name + " " + std::string(dtypeId(point.dtype)) +
                               " left the device unusable (" + point.error + ") and resetting it failed: " + why;
                break;
            }
            ++m_recoveries;
        }
    }
    m_backend.setCancelFlag(nullptr);
    return points;
}

} // namespace rooflab::gpu
