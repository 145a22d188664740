#pragma once
// Roofline and inference: which phase the roofline shows, and the serving batch, context and
// storage formats.
#include "widgets/controls/controlgroup.h"

class QComboBox;
class QDoubleSpinBox;

namespace rooflab {

class InferenceControls : public ControlGroup {
    Q_OBJECT
public:
    explicit InferenceControls(ControlPanel* panel);
    void retranslate() override;
    void refresh(const Scenario& scenario) override;

private:
    QComboBox* addDtypeCombo(const QString& objectName, DType InferenceConfig::*field);

    QComboBox* m_phase = nullptr;
    LogSlider* m_batch = nullptr;
    LogSlider* m_context = nullptr;
    QComboBox* m_kvDtype = nullptr;
    QComboBox* m_weightsDtype = nullptr;
    QDoubleSpinBox* m_utilization = nullptr;
};

} // namespace rooflab
