#pragma once
// A GPU that is not in the database: name, capacity, bandwidth and dense peaks, in the
// datasheet's own units (decimal GB, TB/s, TFLOP/s).
#include "core/base/fieldlimits.h"
#include "core/model/gpuspec.h"

#include <QDialog>

class QDoubleSpinBox;
class QEvent;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace rooflab {

class CustomGpuDialog : public QDialog {
    Q_OBJECT
public:
    explicit CustomGpuDialog(QWidget* parent = nullptr);

    // Fills the fields from a spec (the current GPU is a good starting point).
    void setGpu(const GpuSpec& gpu);
    GpuSpec gpu() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    QDoubleSpinBox* addField(const QString& objectName, FieldLimit limit);
    // Sets every text (again, after a language change).
    void retranslateUi();
    // A field's row label, which is also its accessible name, its unit and its tooltip.
    void describeField(QDoubleSpinBox* field, const QString& label, const QString& suffix, const QString& toolTip);

    QLabel* m_intro = nullptr;
    QFormLayout* m_form = nullptr;
    QLineEdit* m_name = nullptr;
    bool m_suggestedName = true; // the name field holds our suggestion, not the user's or setGpu's name
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
