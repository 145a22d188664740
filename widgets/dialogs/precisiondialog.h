#pragma once
// Per-component storage dtypes of training (the "dtype mix"): weights, gradients, master copy,
// optimizer states, activations, logits, the matmul dtype, and whether torch.autocast runs the
// matmuls, and an FP8 recipe's scaling. Accepting makes the preset Custom unless the mix is a named preset's.
#include "core/model/scenario.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QEvent;
class QFormLayout;
class QLabel;

namespace rooflab {

class PrecisionDialog : public QDialog {
    Q_OBJECT
public:
    // The named mixes are those of `implementation` (PrecisionConfig::fromPreset).
    explicit PrecisionDialog(Implementation implementation, QWidget* parent = nullptr);

    void setPrecision(const PrecisionConfig& precision);
    // preset is Custom unless the mix equals one of the named presets.
    PrecisionConfig precision() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    QComboBox* addPicker(const QString& objectName, bool allowNone);
    // Sets every text (again, after a language change).
    void retranslateUi();
    // A picker's row label, which is also its accessible name, its tooltip and its items.
    void describePicker(QComboBox* picker, const QString& label, const QString& toolTip);
    static void select(QComboBox* combo, int data);

    Implementation m_implementation;
    QLabel* m_intro = nullptr;
    QFormLayout* m_form = nullptr;
    QComboBox* m_start = nullptr;
    QComboBox* m_weights = nullptr;
    QComboBox* m_gradients = nullptr;
    QComboBox* m_master = nullptr;
    QComboBox* m_optimizer = nullptr;
    QComboBox* m_activations = nullptr;
    QComboBox* m_logits = nullptr;
    QComboBox* m_compute = nullptr;
    QComboBox* m_fp8Scaling = nullptr; // enabled when the matmul dtype is an FP8 one
    QCheckBox* m_autocast = nullptr;
    QCheckBox* m_fp8AllGather = nullptr; // precision.fp8_all_gather; enabled for an FP8 matmul dtype
};

} // namespace rooflab
