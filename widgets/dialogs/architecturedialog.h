#pragma once
// Edits every field of a transformer Architecture, showing the exact parameter count as you type
// and refusing OK while core's validateArchitecture() reports a problem.
#include "core/base/fieldlimits.h"
#include "core/model/architecture.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QEvent;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace rooflab {

class ArchitectureDialog : public QDialog {
    Q_OBJECT
public:
    explicit ArchitectureDialog(QWidget* parent = nullptr);

    void setArchitecture(const Architecture& arch);
    Architecture architecture() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    QSpinBox* addSpin(const QString& objectName, FieldLimit limit);
    // Sets every text (again, after a language change); updateSummary() writes the summary.
    void retranslateUi();
    // A field's row label, which is also its accessible name, and its tooltip.
    void describeRow(QWidget* field, const QString& label, const QString& toolTip);
    void updateSummary();

    QLineEdit* m_name = nullptr;
    QSpinBox* m_layers = nullptr;
    QSpinBox* m_dModel = nullptr;
    QSpinBox* m_heads = nullptr;
    QSpinBox* m_kvHeads = nullptr;
    QSpinBox* m_headDim = nullptr;
    QSpinBox* m_dFf = nullptr;
    QComboBox* m_mlp = nullptr;
    QComboBox* m_activation = nullptr;
    QSpinBox* m_vocab = nullptr;
    QSpinBox* m_positions = nullptr;
    QSpinBox* m_maxContext = nullptr;
    QSpinBox* m_slidingWindow = nullptr;
    // What setArchitecture() was given: the fields this dialog does not edit (q/k norms, latent
    // attention, shared experts, which layers have the sliding window, ...) are kept from it.
    Architecture m_given;
    QCheckBox* m_tied = nullptr;
    QCheckBox* m_biases = nullptr;
    QComboBox* m_norm = nullptr;
    QSpinBox* m_experts = nullptr;
    QSpinBox* m_topK = nullptr;
    QLabel* m_summary = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QFormLayout* m_form = nullptr;
};

} // namespace rooflab
