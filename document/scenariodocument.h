#pragma once
// The one owner of "the current scenario and its report": every view edits through it and
// draws from its evaluated() signal, so that a slider step travels one way (control -> edit ->
// evaluate -> views) and no view computes or reaches into another (docs/architecture.md).
//
// Holds the scenario, its report (and whether it is valid), the undo stack of edits, and the
// GPU measurements (a MeasurementStore) that calibrate the step-time model. Links Qt Core and
// Gui, never Widgets.
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "core/serving/servingcalibration.h"
#include "core/steptime/steptime.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

class QUndoStack;

namespace rooflab {

class MeasurementStore;
struct ScenarioEdit;
struct StepTimeline;
struct TracedReport;

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(QObject* parent = nullptr);
    ~ScenarioDocument() override;

    const Scenario& scenario() const { return m_scenario; }
    // The report of the last valid scenario (the views keep showing it while an edit is invalid).
    const Report& report() const { return m_report; }
    bool valid() const { return m_valid; }
    QStringList problems() const { return m_problems; } // why the current scenario is not evaluated
    QUndoStack* undoStack() const { return m_undo; }
    bool modified() const; // edited since the last markSaved()
    void markSaved();

    // A user's edit (a control changed), undoable as `edit.text`; the one way a control changes
    // the scenario. Edits from the same slider (`edit.source`, an object name ending in "Slider")
    // within a second merge into one undo step. Emits edited() and changed().
    void apply(const ScenarioEdit& edit);
    // A whole new scenario (a file, a lecture): undoable as `text` when not empty. Emits replaced().
    void replace(const Scenario& scenario, const QString& text = {});
    // While a built-in lecture is on screen its name and description describe its model: an edit
    // to another model drops them (the title then names the model itself), any other edit marks
    // the name "(edited)" and drops the description. A file the user saved keeps its name. The
    // lecture tour says when.
    void setNameDescribesModel(bool on) { m_nameDescribesModel = on; }

    // The GPU measurements at hand (loaded files, then the live sweep): the last run measured on
    // the scenario's GPU calibrates the step time. Every change but a live sweep's next point
    // (its finish counts) re-evaluates.
    MeasurementStore* measurements() const { return m_measurements; }
    const std::optional<StepEfficiency>& measuredEfficiency() const { return m_efficiency; }
    // The serving figures' calibration from the decode probes at hand, or why there is none.
    const ServingMeasurement& servingMeasurement() const { return m_serving; }
    // The evaluation with every derivation recorded (what an "explain" click needs).
    TracedReport traced() const;
    // What runs when in one step of the last valid scenario (a pipeline's schedule simulated
    // block by block: asked for only while the timeline is on screen).
    StepTimeline stepTimeline() const;

    // How an edit reaches evaluate(). PostedEvent (default): a burst of edits in one event-loop
    // turn costs one evaluation. ZeroTimer: the same through a 0 ms timer. Direct: at once.
    enum class UpdateMode { PostedEvent, ZeroTimer, Direct };
    void setUpdateMode(UpdateMode mode) { m_updateMode = mode; }
    void scheduleEvaluation();
    void evaluateNow();
    int evaluationCount() const { return m_evaluations; }

signals:
    // The scenario was replaced from outside the controls (load, undo, redo): controls follow.
    void replaced(const rooflab::Scenario& scenario);
    // A control's edit was applied: its undo text and the control's id.
    void edited(const QString& text, const QString& source);
    // The scenario changed in any way (an edit, a replacement, undo, redo), before it is
    // evaluated: every control shows scenario() from here.
    void changed(const rooflab::Scenario& scenario);
    // A valid scenario was evaluated: every view draws from here.
    void evaluated(const rooflab::Scenario& scenario, const rooflab::Report& report);
    // The scenario has problems and was not evaluated; report() is still the last valid one's.
    void rejected(const QStringList& problems);
    void modifiedChanged(bool modified);

private:
    void applyFromUndo(const Scenario& scenario);
    static void markEdited(Scenario& scenario);
    void runPendingEvaluation();
    void updateMeasuredEfficiency();
    void measurementsChanged();

    Scenario m_scenario;
    bool m_nameDescribesModel = false;
    Report m_report;
    bool m_valid = false;
    QStringList m_problems;
    QUndoStack* m_undo = nullptr;
    MeasurementStore* m_measurements = nullptr; // child
    std::optional<StepEfficiency> m_efficiency;
    ServingMeasurement m_serving;
    // What m_efficiency and m_serving were calibrated for: the runs and the scenario's GPU, compute
    // dtype and serving weights' dtype. A slider step that changes none of them reuses them.
    bool m_efficiencyCurrent = false;
    std::string m_efficiencyGpu;
    DType m_efficiencyDtype = DType::BF16, m_efficiencyWeights = DType::BF16;
    double m_efficiencyPeak = 0, m_efficiencyBandwidth = 0;
    UpdateMode m_updateMode = UpdateMode::PostedEvent;
    bool m_pending = false;
    int m_evaluations = 0;
};

} // namespace rooflab
