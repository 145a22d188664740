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
class QEvent;
class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QToolButton;
class QVBoxLayout;

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

    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The builders make the controls without texts; retranslateUi() gives them their texts.
    QGroupBox* addGroup(QVBoxLayout* column, QFormLayout*& form);
    LogSlider* addSlider(QFormLayout* form, const QString& objectName);
    QComboBox* addCombo(QFormLayout* form, const QString& objectName);
    QCheckBox* addCheck(QFormLayout* form, const QString& objectName);

    // Sets every text (again, after a language change); refresh() rewrites the state-dependent ones.
    void retranslateUi();
    static void describe(QWidget* control, const QString& accessibleName, const QString& toolTip);
    // For a control whose label (a slider's, a check box's own text, or its form row's) is also
    // its accessible name.
    static void describeLabelled(QWidget* control, const QString& label, const QString& toolTip);
    static void setRowLabel(QWidget* field, const QString& label);
    void fitWidth();

    void buildModelGroup(QFormLayout* form);
    void buildBatchGroup(QFormLayout* form);
    void buildNumericsGroup(QFormLayout* form);
    void buildTrainingCodeGroup(QFormLayout* form);
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
    // Shows or hides the rarely changed training options (backend, optimizer kernels).
    void setTrainingAdvancedShown(bool shown);
    // Scenario -> controls, with every control's signals blocked.
    void refresh();

    Scenario m_scenario;
    QString m_lastEdited;
    bool m_loading = false;

    QScrollArea* m_scroll = nullptr;
    QGroupBox* m_modelGroup = nullptr;
    QGroupBox* m_batchGroup = nullptr;
    QGroupBox* m_numericsGroup = nullptr;
    QGroupBox* m_trainingCodeGroup = nullptr;
    QGroupBox* m_savingsGroup = nullptr;
    QGroupBox* m_hardwareGroup = nullptr;
    QGroupBox* m_inferenceGroup = nullptr;
    QGroupBox* m_runGroup = nullptr;

    QComboBox* m_modelPicker = nullptr;
    QPushButton* m_architectureButton = nullptr;
    LogSlider* m_modelSize = nullptr;
    QLabel* m_modelSummary = nullptr;

    LogSlider* m_microBatch = nullptr;
    LogSlider* m_sequenceLength = nullptr;
    LogSlider* m_gradAccum = nullptr;

    QLabel* m_precisionLabel = nullptr;
    QComboBox* m_precision = nullptr;
    QPushButton* m_dtypeMixButton = nullptr;
    QComboBox* m_optimizer = nullptr;

    QComboBox* m_implementation = nullptr;
    QComboBox* m_loss = nullptr;
    QCheckBox* m_gradsFreed = nullptr;
    QToolButton* m_trainingAdvanced = nullptr;
    QComboBox* m_optimizerImpl = nullptr;
    QComboBox* m_backend = nullptr;

    QComboBox* m_checkpointing = nullptr;
    QSpinBox* m_checkpointK = nullptr;
    QCheckBox* m_flashAttention = nullptr;
    QCheckBox* m_dropout = nullptr;

    QComboBox* m_gpuPicker = nullptr;
    LogSlider* m_gpuCount = nullptr;
    QComboBox* m_zero = nullptr;
    QLabel* m_modelParallelLabel = nullptr;
    QLabel* m_tensorParallelLabel = nullptr;
    QSpinBox* m_tensorParallel = nullptr;
    QLabel* m_pipelineParallelLabel = nullptr;
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
