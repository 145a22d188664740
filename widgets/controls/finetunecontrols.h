#pragma once
// Fine-tuning: full, LoRA or QLoRA, the adapters' rank and the frozen base's format, and the
// data set the run passes over (examples x tokens per example x epochs: the trained tokens).
#include "widgets/controls/controlgroup.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace rooflab {

class FinetuneControls : public ControlGroup {
    Q_OBJECT
public:
    explicit FinetuneControls(ControlPanel* panel);
    void retranslate() override;
    void refresh(const Scenario& scenario) override;

private:
    void addDatasetRows();
    void retranslateDataset();
    void refreshDataset(const Scenario& scenario);

    QComboBox* m_method = nullptr;
    QSpinBox* m_rank = nullptr;
    QComboBox* m_targets = nullptr;
    QComboBox* m_base = nullptr;
    QCheckBox* m_dataset = nullptr;
    LogSlider* m_examples = nullptr;
    LogSlider* m_tokensPerExample = nullptr;
    QDoubleSpinBox* m_epochs = nullptr;
    QLabel* m_datasetTokens = nullptr;
};

} // namespace rooflab
