#pragma once
// Memory savings: activation checkpointing, FlashAttention, dropout.
#include "widgets/controls/controlgroup.h"

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace rooflab {

class SavingsControls : public ControlGroup {
    Q_OBJECT
public:
    explicit SavingsControls(ControlPanel* panel);
    void retranslate() override;
    void refresh(const Scenario& scenario) override;

private:
    QComboBox* m_checkpointing = nullptr;
    QSpinBox* m_checkpointK = nullptr;
    QCheckBox* m_flashAttention = nullptr;
    QCheckBox* m_dropout = nullptr;
};

} // namespace rooflab
