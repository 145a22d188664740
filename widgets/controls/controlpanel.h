#pragma once
// Every knob of a Scenario in one scrollable column of groups (widgets/controls/). The panel
// owns a copy of the scenario: each control edits its field through applyEdit() and the panel
// emits scenarioChanged(); fields without a control (an edited architecture, a custom dtype
// mix, a custom GPU) survive because they live in that copy.
#include "core/model/scenario.h"

#include <QList>
#include <QString>
#include <QWidget>

#include <functional>
#include <vector>

class QEvent;
class QScrollArea;

namespace rooflab {

class ControlGroup;
class TrainingCodeControls;

class ControlPanel : public QWidget {
    Q_OBJECT
public:
    explicit ControlPanel(QWidget* parent = nullptr);

    // Loads a scenario into the controls without emitting scenarioChanged().
    void setScenario(const Scenario& scenario);
    Scenario scenario() const { return m_scenario; }
    const Scenario& currentScenario() const { return m_scenario; }
    // objectName of the control behind the latest scenarioChanged(); undo merges a slider drag
    // into one step when consecutive edits come from the same control.
    QString lastEditedControl() const { return m_lastEdited; }

    // For the groups: applies one edit from `control` to the scenario, re-syncs every control
    // (some depend on others) and emits scenarioChanged(). Ignored while controls are loading.
    void applyEdit(QObject* control, const std::function<void(Scenario&)>& change);
    bool isLoading() const { return m_loading; }
    // The dialogs behind "Architecture...", "dtype mix..." and "Custom...": on OK the result
    // becomes an edit from `control`; on cancel the controls go back to the scenario.
    void openArchitectureDialog(QObject* control);
    void openPrecisionDialog(QObject* control);
    void openCustomGpuDialog(QObject* control);

signals:
    void scenarioChanged();

protected:
    // Dialog hooks (virtual so tests can answer them without a modal loop). Each returns false
    // when the user cancels.
    virtual bool editArchitecture(Architecture& arch);
    virtual bool editPrecision(PrecisionConfig& precision);
    virtual bool editCustomGpu(GpuSpec& gpu);

    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void fitWidth();
    // Scenario -> controls, with every control's signals blocked.
    void refresh();

    Scenario m_scenario;
    QString m_lastEdited;
    bool m_loading = false;

    QScrollArea* m_scroll = nullptr;
    std::vector<ControlGroup*> m_groups;
    QList<QWidget*> m_controls; // every group's controls, for refresh()
    TrainingCodeControls* m_trainingCode = nullptr;
};

} // namespace rooflab
