#pragma once
// A GPU that is not in the database: name, capacity, bandwidth and dense peaks, in the
// datasheet's own units (decimal GB, TB/s, TFLOP/s).
#include "core/gpuspec.h"

#include <QDialog>

class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;

namespace rooflab {

class CustomGpuDialog : public QDialog {
    Q_OBJECT
public:
    explicit CustomGpuDialog(QWidget* parent = nullptr);

    // Fills the fields from a spec (the current GPU is a good starting point).
    void setGpu(const GpuSpec& gpu);
    GpuSpec gpu() const;

private:
    QDoubleSpinBox* addField(const QString& objectName, const QString& label, const QString& suffix,
                             double maximum, const QString& toolTip);

    QFormLayout* m_form = nullptr;
    QLineEdit* m_name = nullptr;
    QDoubleSpinBox* m_memoryGb = nullptr;
    QDoubleSpinBox* m_bandwidthTbs = nullptr;
    QDoubleSpinBox* m_fp32 = nullptr;
    QDoubleSpinBox* m_tf32 = nullptr;
    QDoubleSpinBox* m_bf16 = nullptr;
    QDoubleSpinBox* m_fp16 = nullptr;
    QDoubleSpinBox* m_fp8 = nullptr;
    QDoubleSpinBox* m_fp4 = nullptr;
    QDoubleSpinBox* m_int8 = nullptr;
    QDoubleSpinBox* m_vector = nullptr;
};

} // namespace rooflab
