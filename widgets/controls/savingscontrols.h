#pragma once
// Memory savings: activation checkpointing (with Megatron-Core's selective modules),
// FlashAttention, dropout.
#include "widgets/controls/controlgroup.h"

class QCheckBox;
class QComboBox;
class QMenu;
class QSpinBox;

namespace rooflab {

class ElidingToolButton;

class SavingsControls : public ControlGroup {
    Q_OBJECT
public:
    explicit SavingsControls(ControlPanel* panel);
    void retranslate() override;
    void refresh(const Scenario& scenario) override;

private:
    QString modulesToolTip() const;

    QComboBox* m_checkpointing = nullptr;
    QSpinBox* m_checkpointK = nullptr;
    QSpinBox* m_recomputeNumLayers = nullptr;
    ElidingToolButton* m_recomputeModules = nullptr; // a menu of checkable modules
    QMenu* m_moduleMenu = nullptr;
    QCheckBox* m_flashAttention = nullptr;
    QCheckBox* m_dropout = nullptr;
};

} // namespace rooflab
