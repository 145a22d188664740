#include "document/sweepworker.h"

#include "gpu/sweeprunner.h"

#include <QPointer>
#include <QThread>

#include <chrono>
#include <exception>

namespace rooflab {

namespace {
// Registered once: queued connections copy these types between threads.
const int kRegistered = [] {
    qRegisterMetaType<rooflab::BenchPoint>("rooflab::BenchPoint");
    qRegisterMetaType<rooflab::BenchDevice>("rooflab::BenchDevice");
    return 0;
}();
} // namespace

SweepWorker::SweepWorker(BackendFactory factory, QObject* parent)
    : QObject(parent)
    , m_factory(factory ? std::move(factory) : BackendFactory(&gpu::createBackend)) {
    (void)kRegistered;
}

SweepWorker::~SweepWorker() {
    m_pending.reset();
    if (m_cancel)
        m_cancel->store(true);
    if (m_thread) {
        m_thread->wait();
        delete m_thread; // its queued finished() dies with this object
        m_thread = nullptr;
    }
}

void SweepWorker::queryDevice() {
    ++m_generation;
    Request request;
    request.sweep = false;
    if (m_thread) {
        m_cancel->store(true);
        m_pending = std::move(request);
        return;
    }
    launch(std::move(request));
}

void SweepWorker::start(const gpu::SweepPlan& plan) {
    ++m_generation; // whatever the running job still reports is stale from here on
    Request request;
    request.sweep = true;
    request.plan = plan;
    if (m_thread) {
        m_cancel->store(true);
        m_pending = std::move(request);
        return;
    }
    launch(std::move(request));
}

void SweepWorker::cancel() {
    m_pending.reset();
    if (m_cancel)
        m_cancel->store(true);
}

template <typename Fn> void SweepWorker::post(std::uint64_t generation, Fn fn) {
    QMetaObject::invokeMethod(
        this,
        [this, generation, fn = std::move(fn)]() {
            if (generation == m_generation)
                fn();
        },
        Qt::QueuedConnection);
}

void SweepWorker::launch(Request request) {
    const std::uint64_t generation = m_generation;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancel;
    m_thread = QThread::create(
        [this, request = std::move(request), generation, cancel] { run(request, generation, *cancel); });
    m_thread->setObjectName(QStringLiteral("rooflab-sweep"));
    connect(m_thread, &QThread::finished, this, &SweepWorker::onThreadFinished, Qt::QueuedConnection);
    m_thread->start();
}

void SweepWorker::onThreadFinished() {
    if (!m_thread)
        return;
    m_thread->wait(); // finished() is emitted just before run() returns
    delete m_thread;
    m_thread = nullptr;
    if (m_pending) {
        Request next = std::move(*m_pending);
        m_pending.reset();
        launch(std::move(next));
    }
}

QString SweepWorker::failureMessage() const {
    switch (m_failure.reason) {
    case Failure::BackendThrew:
        return tr("could not create the measurement backend: %1").arg(m_failure.detail);
    case Failure::NoBackend:
        return tr("could not create the measurement backend");
    case Failure::NoDevice:
        return tr("no CUDA device found");
    case Failure::DeviceUnusable:
        return tr("device 0 cannot be used");
    case Failure::BackendError:
        return m_failure.detail;
    }
    return m_failure.detail;
}

void SweepWorker::run(const Request& request, std::uint64_t generation, const std::atomic<bool>& cancel) {
    auto fail = [&](Failure::Reason reason, const std::string& detail = {}) {
        post(generation, [this, failure = Failure{reason, QString::fromStdString(detail)}] {
            m_failure = failure;
            emit failed(failureMessage());
        });
    };
    std::unique_ptr<gpu::BenchBackend> backend;
    try {
        backend = m_factory();
    } catch (const std::exception& e) {
        fail(Failure::BackendThrew, e.what());
        return;
    }
    if (!backend) {
        fail(Failure::NoBackend);
        return;
    }
    std::string error;
    if (backend->deviceCount(error) <= 0) {
        fail(error.empty() ? Failure::NoDevice : Failure::BackendError, error);
        return;
    }
    BenchDevice device;
    if (!backend->queryDevice(0, device, error)) {
        fail(error.empty() ? Failure::DeviceUnusable : Failure::BackendError, error);
        return;
    }
    const QString method = QString::fromStdString(backend->method());
    if (!request.sweep) {
        post(generation, [this, device, method] { emit deviceReady(device, method); });
        return;
    }
    post(generation, [this, device, method] { emit started(device, method); });

    // Progress is throttled here, before it is queued: a sweep of tiny points would otherwise
    // flood the GUI thread's event queue ("don't spam the progress bar").
    using Clock = std::chrono::steady_clock;
    Clock::time_point lastProgress{};
    bool anyProgress = false;
    gpu::SweepRunner runner(*backend);
    runner.setOnPoint([&](const BenchPoint& point) { post(generation, [this, point] { emit pointMeasured(point); }); });
    runner.setOnProgress([&](int done, int total, double eta) {
        const auto now = Clock::now();
        if (anyProgress && done != 0 && done != total &&
            now - lastProgress < std::chrono::milliseconds(kProgressIntervalMs))
            return;
        anyProgress = true;
        lastProgress = now;
        post(generation, [this, done, total, eta] { emit progress(done, total, eta); });
    });
    runner.run(request.plan, cancel);
    const bool cancelled = runner.wasCancelled() || cancel.load();
    const int failedPoints = runner.failedPoints();
    post(generation, [this, cancelled, failedPoints] { emit finished(cancelled, failedPoints); });
}

} // namespace rooflab
