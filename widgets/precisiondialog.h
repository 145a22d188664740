#pragma once
// Per-component storage dtypes of training (the "dtype mix"): weights, gradients, master copy,
// optimizer states, activations, logits, and the matmul dtype. Accepting makes the preset Custom.
#include "core/scenario.h"

#include <QDialog>

class QComboBox;
class QFormLayout;

namespace rooflab {

class PrecisionDialog : public QDialog {
    Q_OBJECT
public:
    explicit PrecisionDialog(QWidget* parent = nullptr);

    void setPrecision(const PrecisionConfig& precision);
    // preset is Custom unless the mix equals one of the named presets.
    PrecisionConfig precision() const;

private:
    QComboBox* addPicker(const QString& objectName, const QString& label, const QString& toolTip,
                         bool allowNone);
    static void select(QComboBox* combo, int data);

    QFormLayout* m_form = nullptr;
    QComboBox* m_start = nullptr;
    QComboBox* m_weights = nullptr;
    QComboBox* m_gradients = nullptr;
    QComboBox* m_master = nullptr;
    QComboBox* m_optimizer = nullptr;
    QComboBox* m_activations = nullptr;
    QComboBox* m_logits = nullptr;
    QComboBox* m_compute = nullptr;
};

} // namespace rooflab
