#include "document/planrunner.h"

#include "core/io/scenarioio.h"
#include "core/model/contextparallel.h"
#include "core/plan/layout.h"
#include "core/plan/planner.h"
#include "core/plan/servingplansearch.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QThread>

namespace rooflab {

namespace {

const int kRegistered = [] {
    qRegisterMetaType<rooflab::PlanOutcome>("rooflab::PlanOutcome");
    return 0;
}();

QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString selectiveModules(const TrainingConfig& training) {
    if (training.checkpointing != Checkpointing::Selective)
        return {};
    QStringList names;
    for (RecomputeModule module : RecomputeModules::all())
        if (training.recomputeModules.has(module))
            names << fromStd(RecomputeModules::id(module));
    return names.join(QLatin1Char(' '));
}

PlanRow rowOf(const PlannedLayout& layout) {
    const Scenario& s = layout.scenario;
    const Report& r = layout.report;
    PlanRow row;
    row.rank = layout.rank;
    row.group = layout.group;
    row.gpus = s.parallel.gpus;
    row.tp = s.parallel.tensorParallel;
    row.pp = s.parallel.pipelineParallel;
    row.virtualStages = s.parallel.virtualStages;
    row.cp = s.parallel.contextParallel;
    row.ep = s.parallel.expertParallel;
    row.dp = s.parallel.dataParallel();
    row.microBatch = s.training.microBatch;
    row.gradAccum = s.training.gradAccum;
    row.recompute = fromStd(checkpointingId(s.training.checkpointing));
    row.recomputeLayers = s.training.checkpointing == Checkpointing::Block ? s.training.recomputeNumLayers : 0;
    row.recomputeModules = selectiveModules(s.training);
    row.zero = s.parallel.zeroStage;
    row.offload = s.parallel.offload.any();
    if (row.cp > 1)
        row.contextComm = fromStd(contextCommWord(contextComm(s)));
    row.stepS = r.step.timeS;
    row.tokensPerSecondPerGpu = r.step.tokensPerSecondPerGpu;
    row.mfu = r.step.mfu;
    row.peakBytes = r.memory.total;
    row.capacityBytes = r.memory.capacity;
    // evaluate()'s days at the predicted speed; without training.tokens, those of 1e12 tokens.
    row.daysPerTrillion = !(s.training.tokens > 0);
    row.days = row.daysPerTrillion ? (r.step.tokensPerSecond > 0 ? 1e12 / r.step.tokensPerSecond / 86400.0 : 0)
                                   : r.time.daysAtPredictedSpeed;
    row.verdict = fromStd(fitVerdictId(r.memory.band.verdict));
    row.why = QString::fromStdString(layout.why); // core wrote it in the interface language
    row.scenario = s;
    if (r.serving) {
        row.serving = true;
        row.ttftS = r.serving->ttftS;
        row.tpotS = r.serving->tpotS;
        row.outputTokensPerSPerGpu = r.serving->outputTokensPerSPerGpu;
        row.meetsSlo = meetsServingSlo(*r.serving);
    }
    return row;
}

// plan.fixed for the held fields, at the scenario's own values.
std::string fixedJson(const Scenario& base, const QStringList& held) {
    QJsonObject parallel, training;
    const ParallelConfig& p = base.parallel;
    if (held.contains(QLatin1String("tp")))
        parallel[QStringLiteral("tp")] = p.tensorParallel;
    if (held.contains(QLatin1String("pp")))
        parallel[QStringLiteral("pp")] = p.pipelineParallel;
    if (held.contains(QLatin1String("cp"))) { // the degree and how its ranks communicate
        parallel[QStringLiteral("cp")] = p.contextParallel;
        const ContextComm comm = contextComm(base);
        parallel[isTorchContextComm(comm) ? QStringLiteral("cp_rotate_method") : QStringLiteral("cp_comm_type")] =
            fromStd(contextCommWord(comm));
    }
    if (held.contains(QLatin1String("ep")))
        parallel[QStringLiteral("ep")] = p.expertParallel;
    if (held.contains(QLatin1String("zero")))
        parallel[QStringLiteral("zero")] = p.zeroStage;
    if (held.contains(QLatin1String("micro_batch")))
        training[QStringLiteral("micro_batch")] = qint64(base.training.microBatch);
    if (held.contains(QLatin1String("checkpointing")))
        training[QStringLiteral("checkpointing")] = fromStd(checkpointingId(base.training.checkpointing));
    QJsonObject fixed;
    if (!parallel.isEmpty())
        fixed[QStringLiteral("parallel")] = parallel;
    if (!training.isEmpty())
        fixed[QStringLiteral("training")] = training;
    if (fixed.isEmpty())
        return {};
    return QJsonDocument(fixed).toJson(QJsonDocument::Compact).toStdString();
}

} // namespace

QString PlanRow::layoutText() const {
    const QString dot = QStringLiteral(" · ");
    QStringList parts;
    parts << QStringLiteral("tp %1").arg(tp);
    parts << (virtualStages > 1 ? QStringLiteral("pp %1 (v %2)").arg(pp).arg(virtualStages)
                                : QStringLiteral("pp %1").arg(pp));
    parts << QStringLiteral("dp %1").arg(dp);
    if (cp > 1)
        parts << QStringLiteral("cp %1 %2").arg(cp).arg(contextComm).trimmed();
    if (ep > 1)
        parts << QStringLiteral("ep %1").arg(ep);
    if (serving)
        return parts.join(dot);
    parts << QStringLiteral("mb %1 × %2").arg(microBatch).arg(gradAccum);
    parts << recomputeText();
    parts << QStringLiteral("ZeRO-%1").arg(zero);
    if (offload)
        parts << QStringLiteral("offload");
    return parts.join(dot);
}

QString PlanRow::recomputeText() const {
    if (recomputeLayers > 0)
        return QStringLiteral("%1 %2").arg(recompute).arg(recomputeLayers);
    if (recomputeModules.isEmpty() || recomputeModules == QLatin1String("core_attn")) // Megatron's default
        return recompute;
    QStringList modules = recomputeModules.split(QLatin1Char(' '));
    if (modules.removeOne(QStringLiteral("core_attn")))
        return recompute + QLatin1Char('+') + modules.join(QLatin1Char('+'));
    return QStringLiteral("%1 (%2)").arg(recompute, modules.join(QLatin1Char('+')));
}

PlanOutcome planOutcome(const PlanResult& result) {
    PlanOutcome outcome;
    outcome.ok = result.ok;
    outcome.cancelled = result.cancelled;
    // core wrote these in the interface language (coreMessage).
    for (const std::string& e : result.errors)
        outcome.errors << QString::fromStdString(e);
    for (const std::string& n : result.notes)
        outcome.notes << QString::fromStdString(n);
    outcome.candidates = result.candidates;
    outcome.feasible = result.feasible;
    outcome.elapsedS = result.elapsedS;
    outcome.smallestGpusThatFit = result.smallestGpusThatFit;
    outcome.serving = result.serving;
    outcome.rows.reserve(result.layouts.size());
    for (const PlannedLayout& layout : result.layouts)
        outcome.rows.push_back(rowOf(layout));
    return outcome;
}

Scenario planScenario(const Scenario& base, const PlanRequest& request) {
    Scenario s = base;
    PlanConfig config = s.plan.value_or(PlanConfig{});
    config.globalBatch = request.globalBatch;
    config.gpusMin = request.gpusMin;
    config.gpusMax = request.gpusMax;
    config.fixedJson = fixedJson(base, request.held);
    s.plan = config;
    return s;
}

std::string planInputText(const Scenario& base, const PlanRequest& request) {
    Scenario s = planScenario(base, request);
    Layout plain; // plan.fixed (in the plan block) still says what is held, and at which values
    plain.gpus = request.gpusMin > 0 && request.gpusMax > 0 ? 1 : s.parallel.gpus;
    applyLayout(plain, s);
    return serializeScenario(s);
}

PlanRunner::PlanRunner(QObject* parent)
    : QObject(parent) {
    (void)kRegistered;
}

PlanRunner::~PlanRunner() {
    stopRunning();
}

void PlanRunner::stopRunning() {
    cancel();
    if (!m_thread)
        return;
    // The planner returns within 100 ms of the cancel; waiting keeps one search at a time and
    // no thread posting to this object after it is gone.
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
}

void PlanRunner::cancel() {
    if (m_cancel)
        m_cancel->store(true);
}

void PlanRunner::start(const Scenario& base, const PlanRequest& request,
                       const std::optional<StepEfficiency>& efficiency, std::vector<BenchResults> measured) {
    stopRunning();
    const std::uint64_t generation = ++m_generation; // what a running search still reports is stale
    auto cancelFlag = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancelFlag;
    const Scenario scenario = planScenario(base, request);
    const int top = request.top;
    const auto runs = std::make_shared<const std::vector<BenchResults>>(std::move(measured));
    // The planner calls progress from its worker threads: the latest fraction is posted, at most
    // every kProgressIntervalMs, to this object's thread.
    auto throttle = std::make_shared<std::pair<QMutex, QElapsedTimer>>();
    throttle->second.start();
    auto post = [this, generation](auto fn) {
        QMetaObject::invokeMethod(
            this,
            [this, generation, fn = std::move(fn)] {
                if (generation == m_generation)
                    fn();
            },
            Qt::QueuedConnection);
    };
    QThread* thread = QThread::create([=, this] {
        PlanOptions options;
        options.top = top;
        options.cancel = cancelFlag.get();
        options.efficiency = efficiency ? &*efficiency : nullptr;
        for (const BenchResults& run : *runs)
            options.measured.push_back(&run);
        options.progress = [=, this](double fraction) {
            QMutexLocker lock(&throttle->first);
            if (throttle->second.elapsed() < kProgressIntervalMs)
                return;
            throttle->second.restart();
            post([this, fraction] { emit progress(fraction); });
        };
        PlanOutcome outcome = planOutcome(planLayouts(scenario, options));
        // The thread's last act: by the time this runs on the GUI thread it has (nearly) ended.
        post([this, outcome = std::move(outcome)] {
            stopRunning();
            emit finished(outcome);
        });
    });
    m_thread = thread;
    thread->start();
}

} // namespace rooflab
