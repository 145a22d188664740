#pragma once
// Fine-tuning: full, LoRA or QLoRA, the adapters' rank and the frozen base's format.
#include "widgets/controls/controlgroup.h"

class QComboBox;
class QSpinBox;

namespace rooflab {

class FinetuneControls : public ControlGroup {
    Q_OBJECT
public:
    explicit FinetuneControls(ControlPanel* panel);
    void retranslate() override;
    void refresh(const Scenario& scenario) override;

private:
    QComboBox* m_method = nullptr;
    QSpinBox* m_rank = nullptr;
    QComboBox* m_targets = nullptr;
    QComboBox* m_base = nullptr;
};

} // namespace rooflab
