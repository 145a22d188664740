#include "document/scenariodocument.h"

#include "core/evaluate.h"
#include "core/explain.h"
#include "core/io/scenarioio.h"
#include "core/steptime/measuredefficiency.h"
#include "core/steptime/steptimeline.h"
#include "document/measurementstore.h"
#include "document/scenariocommand.h"
#include "document/scenarioedit.h"

#include <QMetaObject>
#include <QTimer>
#include <QUndoStack>

namespace rooflab {

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent)
    , m_scenario(defaultScenario())
    , m_undo(new QUndoStack(this))
    , m_measurements(new MeasurementStore(this)) {
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    // A live sweep's points arrive one by one (pointsAppended): the step time is calibrated
    // once it has finished (sourceChanged), not at every point.
    for (auto signal :
         {&MeasurementStore::sourceAdded, &MeasurementStore::sourceChanged, &MeasurementStore::sourceRemoved})
        connect(m_measurements, signal, this, &ScenarioDocument::measurementsChanged);
    connect(m_measurements, &MeasurementStore::cleared, this, &ScenarioDocument::measurementsChanged);
}

ScenarioDocument::~ScenarioDocument() {
    // The stack's signals must not reach views that are being destroyed with us.
    m_undo->disconnect(this);
}

bool ScenarioDocument::modified() const {
    return !m_undo->isClean();
}
void ScenarioDocument::markSaved() {
    m_undo->setClean();
}

namespace {

bool sameModel(const Scenario& a, const Scenario& b) {
    return a.model.presetId == b.model.presetId && a.model.sizeOnlyParams == b.model.sizeOnlyParams &&
           a.model.hfConfig == b.model.hfConfig && a.model.arch.name == b.model.arch.name &&
           effectiveParameterCount(a) == effectiveParameterCount(b);
}

} // namespace

void ScenarioDocument::markEdited(Scenario& scenario) {
    // The lecture's description tells of its own settings ("a 7B model on one H100"): after an
    // edit it would describe another scenario, saved under the lecture's name.
    const std::string mark = tr(" (edited)").toStdString();
    if (scenario.name.size() < mark.size() ||
        scenario.name.compare(scenario.name.size() - mark.size(), mark.size(), mark) != 0)
        scenario.name += mark;
    scenario.description.clear();
}

void ScenarioDocument::apply(const ScenarioEdit& edit) {
    Scenario after = m_scenario;
    edit.change(after);
    if (m_nameDescribesModel && !after.name.empty()) {
        if (!sameModel(after, m_scenario)) {
            after.name.clear();
            after.description.clear();
        } else {
            markEdited(after);
        }
    }
    auto applyStep = [this](const Scenario& s) { applyFromUndo(s); };
    m_undo->push(new ScenarioCommand(edit.text, m_scenario, after, edit.source, applyStep));
    m_scenario = after;
    emit edited(edit.text, edit.source);
    emit changed(m_scenario);
    scheduleEvaluation();
}

void ScenarioDocument::replace(const Scenario& scenario, const QString& text) {
    if (!text.isEmpty()) {
        auto apply = [this](const Scenario& s) { applyFromUndo(s); };
        m_undo->push(new ScenarioCommand(text, m_scenario, scenario, QString(), apply));
    }
    m_scenario = scenario;
    emit replaced(m_scenario);
    emit changed(m_scenario);
    scheduleEvaluation();
}

void ScenarioDocument::applyFromUndo(const Scenario& scenario) {
    m_scenario = scenario;
    emit replaced(m_scenario);
    emit changed(m_scenario);
    scheduleEvaluation();
}

void ScenarioDocument::measurementsChanged() {
    m_efficiencyCurrent = false;
    scheduleEvaluation();
}

TracedReport ScenarioDocument::traced() const {
    return evaluateTraced(m_scenario, m_efficiency ? &*m_efficiency : nullptr, &m_serving);
}

StepTimeline ScenarioDocument::stepTimeline() const {
    // Callers check valid(): then m_report is the current scenario's.
    return buildStepTimeline(m_scenario, m_report);
}

void ScenarioDocument::scheduleEvaluation() {
    if (m_updateMode == UpdateMode::Direct) {
        evaluateNow();
        return;
    }
    if (m_pending)
        return;
    m_pending = true;
    if (m_updateMode == UpdateMode::ZeroTimer)
        QTimer::singleShot(0, this, &ScenarioDocument::runPendingEvaluation);
    else
        QMetaObject::invokeMethod(this, &ScenarioDocument::runPendingEvaluation, Qt::QueuedConnection);
}

void ScenarioDocument::updateMeasuredEfficiency() {
    const GpuSpec& gpu = m_scenario.gpu;
    const DType compute = m_scenario.precision.compute;
    const DType weights = m_scenario.inference.weightsDtype; // fp8 weights: the serving GEMMs are fp8
    if (m_efficiencyCurrent && m_efficiencyGpu == gpu.id && m_efficiencyDtype == compute &&
        m_efficiencyWeights == weights && m_efficiencyPeak == gpu.peak(compute) &&
        m_efficiencyBandwidth == gpu.bandwidth)
        return;
    const std::vector<const BenchResults*> runs = m_measurements->runs();
    m_efficiency = rooflab::measuredEfficiency(m_scenario, runForScenario(runs, m_scenario));
    m_serving = rooflab::servingMeasurement(m_scenario, runs);
    m_efficiencyCurrent = true;
    m_efficiencyGpu = gpu.id;
    m_efficiencyDtype = compute;
    m_efficiencyWeights = weights;
    m_efficiencyPeak = gpu.peak(compute);
    m_efficiencyBandwidth = gpu.bandwidth;
}

void ScenarioDocument::runPendingEvaluation() {
    if (m_pending) // evaluateNow() may have run in between
        evaluateNow();
}

void ScenarioDocument::evaluateNow() {
    m_pending = false;
    ++m_evaluations;
    const std::vector<std::string> problems = validateScenario(m_scenario);
    if (!problems.empty()) {
        // evaluate() must not see an invalid scenario; the views keep the last good state.
        m_valid = false;
        m_problems.clear();
        for (const std::string& p : problems)
            m_problems << QString::fromStdString(p);
        emit rejected(m_problems);
        return;
    }
    updateMeasuredEfficiency();
    m_report = evaluate(m_scenario, nullptr, m_efficiency ? &*m_efficiency : nullptr, &m_serving);
    m_valid = true;
    m_problems.clear();
    emit evaluated(m_scenario, m_report);
}

} // namespace rooflab
