#pragma once
// Numerics and optimizer: the dtype mix (a preset or a custom mix) and the optimizer.
#include "widgets/controls/controlgroup.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace rooflab {

class NumericsControls : public ControlGroup {
    Q_OBJECT
public:
    explicit NumericsControls(ControlPanel* panel);
    void retranslate() override;
    void refresh(const Scenario& scenario) override;

private:
    void onPrecisionPicked(int index);

    QLabel* m_precisionLabel = nullptr;
    QComboBox* m_precision = nullptr;
    QPushButton* m_dtypeMixButton = nullptr;
    QComboBox* m_optimizer = nullptr;
};

} // namespace rooflab
