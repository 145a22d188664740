#pragma once
// The model: a published architecture, an edited one, or a size-only model from the slider.
#include "widgets/controls/controlgroup.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace rooflab {

class ModelControls : public ControlGroup {
    Q_OBJECT
public:
    explicit ModelControls(ControlPanel* panel);
    void retranslate() override;
    void refresh(const Scenario& scenario) override;

private:
    void onModelPicked(int index);

    QComboBox* m_modelPicker = nullptr;
    QPushButton* m_architectureButton = nullptr;
    LogSlider* m_modelSize = nullptr;
    QLabel* m_modelSummary = nullptr;
};

} // namespace rooflab
