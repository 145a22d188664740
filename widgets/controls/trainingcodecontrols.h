#pragma once
// Training code: whose implementation runs the step, its loss kernel, gradient handling, and
// (folded away) the optimizer kernels, the backend and Megatron's overlap and fusion switches.
#include "widgets/controls/controlgroup.h"

class QCheckBox;
class QComboBox;
class QToolButton;

namespace rooflab {

class TrainingCodeControls : public ControlGroup {
    Q_OBJECT
public:
    explicit TrainingCodeControls(ControlPanel* panel);
    void retranslate() override;
    void refresh(const Scenario& scenario) override;
    // Shows or hides the rarely changed options.
    void setAdvancedShown(bool shown);
    // Whether a scenario sets any of the rarely changed options away from their defaults.
    static bool usesAdvancedOptions(const Scenario& scenario);

private:
    QCheckBox* addFlag(const QString& objectName, bool TrainingConfig::*field);

    QComboBox* m_implementation = nullptr;
    QComboBox* m_loss = nullptr;
    QCheckBox* m_gradsFreed = nullptr;
    QCheckBox* m_compile = nullptr;
    QComboBox* m_attentionKernel = nullptr;
    QToolButton* m_advanced = nullptr;
    QComboBox* m_optimizerImpl = nullptr;
    QComboBox* m_rmsNorm = nullptr;
    QComboBox* m_backend = nullptr;
    QCheckBox* m_overlapGradReduce = nullptr;
    QCheckBox* m_overlapParamGather = nullptr;
    QComboBox* m_gradBuffers = nullptr;
    QCheckBox* m_accumulationFusion = nullptr;
};

} // namespace rooflab
