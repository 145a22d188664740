#pragma once
// Run and cost: training tokens, the MFU the napkin's days assume, the price of a GPU-hour.
#include "widgets/controls/controlgroup.h"

class QDoubleSpinBox;

namespace rooflab {

class RunControls : public ControlGroup {
    Q_OBJECT
public:
    explicit RunControls(ControlPanel* panel);
    void retranslate() override;
    void refresh(const Scenario& scenario) override;

private:
    QDoubleSpinBox* addAmountSpin(const QString& objectName, double minimum, double maximum, double step,
                                  double RunConfig::*field);

    LogSlider* m_tokens = nullptr;
    QDoubleSpinBox* m_mfu = nullptr;
    QDoubleSpinBox* m_price = nullptr;
};

} // namespace rooflab
