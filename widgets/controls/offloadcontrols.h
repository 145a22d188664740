#pragma once
// Offload: where the optimizer, the parameter shards and the saved activations live between
// their uses (GPU, host memory, NVMe), and the host memory per node they are checked against.
#include "widgets/controls/controlgroup.h"

class QComboBox;
class QDoubleSpinBox;

namespace rooflab {

class OffloadControls : public ControlGroup {
    Q_OBJECT
public:
    explicit OffloadControls(ControlPanel* panel);
    void retranslate() override;
    void refresh(const Scenario& scenario) override;

private:
    QComboBox* m_optimizer = nullptr;
    QComboBox* m_parameters = nullptr;
    QComboBox* m_activations = nullptr;
    QDoubleSpinBox* m_hostRam = nullptr; // 0: the GPU database's host
};

} // namespace rooflab
