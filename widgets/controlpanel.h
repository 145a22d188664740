#pragma once
// Every knob of a Scenario in one scrollable column. The panel owns a copy of the scenario:
// each control edits its field and emits scenarioChanged(); fields without a control (an edited
// architecture, a custom dtype mix, a custom GPU) survive because they live in that copy.
#include "core/scenario.h"

#include <QString>
#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace rooflab {

class LogSlider;

class ControlPanel : public QWidget {
    Q_OBJECT
public:
    explicit ControlPanel(QWidget* parent = nullptr);

    // Loads a scenario into the controls without emitting scenarioChanged().
    void setScenario(const Scenario& scenario);
    Scenario scenario() const { return m_scenario; }
    // objectName of the control behind the latest scenarioChanged(); undo merges a slider drag
    // into one step when consecutive edits come from the same control.
    QString lastEditedControl() const { return m_lastEdited; }

signals:
    void scenarioChanged();

protected:
    // Dialog hooks (virtual so tests can answer them without a modal loop). Each returns false
    // when the user cancels.
    virtual bool editArchitecture(Architecture& arch);
    virtual bool editPrecision(PrecisionConfig& precision);
    virtual bool editCustomGpu(GpuSpec& gpu);

private:
    QGroupBox* addGroup(const QString& title, QFormLayout*& form);
    void describe(QWidget* control, const QString& objectName, const QString& accessibleName,
                  const QString& toolTip);
    LogSlider* addSlider(QFormLayout* form, const QString& objectName, const QString& label,
                         const QString& toolTip);
    QComboBox* addCombo(QFormLayout* form, const QString& objectName, const QString& label,
                        const QString& toolTip);
    QCheckBox* addCheck(QFormLayout* form, const QString& objectName, const QString& label,
                        const QString& toolTip);

    void buildModelGroup(QFormLayout* form);
    void buildBatchGroup(QFormLayout* form);
    void buildNumericsGroup(QFormLayout* form);
    void buildSavingsGroup(QFormLayout* form);
    void buildHardwareGroup(QFormLayout* form);
    void buildInferenceGroup(QFormLayout* form);
    void buildRunGroup(QFormLayout* form);

    // Applies one edit from `control` to the scenario, re-syncs dependent controls, emits.
    void edit(QObject* control, const std::function<void(Scenario&)>& change);
    void onModelPicked(int index);
    void onGpuPicked(int index);
    void onGpuActivated(int index);
    void onPrecisionPicked(int index);
    void openArchitectureDialog();
    void openPrecisionDialog();
    // Scenario -> controls, with every control's signals blocked.
    void refresh();

    Scenario m_scenario;
    QString m_lastEdited;
    bool m_loading = false;

    QComboBox* m_modelPicker = nullptr;
    QPushButton* m_architectureButton = nullptr;
    LogSlider* m_modelSize = nullptr;
    QLabel* m_modelSummary = nullptr;

    LogSlider* m_microBatch = nullptr;
    LogSlider* m_sequenceLength = nullptr;
    LogSlider* m_gradAccum = nullptr;

    QComboBox* m_precision = nullptr;
    QPushButton* m_dtypeMixButton = nullptr;
    QComboBox* m_optimizer = nullptr;

    QComboBox* m_checkpointing = nullptr;
    QSpinBox* m_checkpointK = nullptr;
    QCheckBox* m_flashAttention = nullptr;
    QCheckBox* m_dropout = nullptr;

    QComboBox* m_gpuPicker = nullptr;
    LogSlider* m_gpuCount = nullptr;
    QComboBox* m_zero = nullptr;
    QSpinBox* m_tensorParallel = nullptr;
    QSpinBox* m_pipelineParallel = nullptr;
    QCheckBox* m_sequenceParallel = nullptr;
    QDoubleSpinBox* m_overhead = nullptr;

    QComboBox* m_phase = nullptr;
    LogSlider* m_inferenceBatch = nullptr;
    LogSlider* m_inferenceContext = nullptr;
    QComboBox* m_kvDtype = nullptr;
    QComboBox* m_inferenceWeightsDtype = nullptr;

    LogSlider* m_tokens = nullptr;
    QDoubleSpinBox* m_mfu = nullptr;
    QDoubleSpinBox* m_price = nullptr;
};

} // namespace rooflab
