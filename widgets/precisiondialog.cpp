#include "widgets/precisiondialog.h"

#include "core/scenarioio.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace rooflab {
namespace {

constexpr int kNone = -1; // "no separate master copy"

constexpr PrecisionPreset kNamedPresets[] = {PrecisionPreset::FP32, PrecisionPreset::BF16Mixed,
                                             PrecisionPreset::FP16Mixed, PrecisionPreset::BF16Pure,
                                             PrecisionPreset::FP8Mixed};

bool sameMix(const PrecisionConfig& a, const PrecisionConfig& b)
{
    return a.weights == b.weights && a.gradients == b.gradients && a.masterWeights == b.masterWeights
        && a.optimizerStates == b.optimizerStates && a.activations == b.activations
        && a.logits == b.logits && a.compute == b.compute;
}

} // namespace

PrecisionDialog::PrecisionDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Dtype mix"));
    setObjectName(QStringLiteral("precisionDialog"));
    setMinimumWidth(380); // room for the introduction to wrap into two lines
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Storage format of each part of training state. Bytes per parameter "
                                "follow directly; the matmul dtype picks the peak FLOP/s."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_form = new QFormLayout;
    layout->addLayout(m_form);

    m_start = new QComboBox(this);
    m_start->setObjectName(QStringLiteral("precisionStartFrom"));
    m_start->setAccessibleName(tr("Start from preset"));
    m_start->setToolTip(tr("Fill every field below from a named preset, then adjust."));
    m_start->addItem(tr("(keep)"), -1);
    for (PrecisionPreset preset : kNamedPresets)
        m_start->addItem(QString::fromUtf8(precisionPresetId(preset).data(), precisionPresetId(preset).size()),
                         int(preset));
    m_form->addRow(tr("Start from"), m_start);
    connect(m_start, &QComboBox::currentIndexChanged, this, [this] {
        const int preset = m_start->currentData().toInt();
        if (preset >= 0)
            setPrecision(PrecisionConfig::fromPreset(PrecisionPreset(preset)));
    });

    m_weights = addPicker(QStringLiteral("dtypeWeights"), tr("Working weights"),
                          tr("The copy of the weights the forward and backward passes read."), false);
    m_gradients = addPicker(QStringLiteral("dtypeGradients"), tr("Gradients"),
                            tr("Gradient buffers, one value per parameter."), false);
    m_master = addPicker(QStringLiteral("dtypeMaster"), tr("Master weights"),
                         tr("The high-precision copy the optimizer updates in mixed precision; "
                            "none when the working weights are the only copy."), true);
    m_optimizer = addPicker(QStringLiteral("dtypeOptimizer"), tr("Optimizer states"),
                            tr("Momentum / variance buffers (how many depends on the optimizer)."), false);
    m_activations = addPicker(QStringLiteral("dtypeActivations"), tr("Activations"),
                              tr("Tensors saved for the backward pass."), false);
    m_logits = addPicker(QStringLiteral("dtypeLogits"), tr("Logits"),
                         tr("The vocabulary-sized output and cross-entropy buffer, often kept in fp32."), false);
    m_compute = addPicker(QStringLiteral("dtypeCompute"), tr("Matmul dtype"),
                          tr("The tensor-core format the matmuls run in: its peak sets time and the roofline."),
                          false);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QComboBox* PrecisionDialog::addPicker(const QString& objectName, const QString& label,
                                      const QString& toolTip, bool allowNone)
{
    auto* combo = new QComboBox(this);
    combo->setObjectName(objectName);
    combo->setAccessibleName(label);
    combo->setToolTip(toolTip);
    if (allowNone)
        combo->addItem(tr("none"), kNone);
    for (DType type : allDTypes()) {
        const auto name = dtypeLabel(type);
        combo->addItem(QStringLiteral("%1 (%2 bits)")
                           .arg(QString::fromUtf8(name.data(), name.size()))
                           .arg(dtypeStorageBits(type)),
                       int(type));
    }
    m_form->addRow(label, combo);
    return combo;
}

void PrecisionDialog::select(QComboBox* combo, int data)
{
    const int index = combo->findData(data);
    if (index >= 0)
        combo->setCurrentIndex(index);
}

void PrecisionDialog::setPrecision(const PrecisionConfig& precision)
{
    select(m_weights, int(precision.weights));
    select(m_gradients, int(precision.gradients));
    select(m_master, precision.masterWeights ? int(*precision.masterWeights) : kNone);
    select(m_optimizer, int(precision.optimizerStates));
    select(m_activations, int(precision.activations));
    select(m_logits, int(precision.logits));
    select(m_compute, int(precision.compute));
}

PrecisionConfig PrecisionDialog::precision() const
{
    PrecisionConfig p;
    p.weights = DType(m_weights->currentData().toInt());
    p.gradients = DType(m_gradients->currentData().toInt());
    const int master = m_master->currentData().toInt();
    p.masterWeights = master == kNone ? std::nullopt : std::optional<DType>(DType(master));
    p.optimizerStates = DType(m_optimizer->currentData().toInt());
    p.activations = DType(m_activations->currentData().toInt());
    p.logits = DType(m_logits->currentData().toInt());
    p.compute = DType(m_compute->currentData().toInt());
    p.preset = PrecisionPreset::Custom;
    for (PrecisionPreset preset : kNamedPresets)
        if (sameMix(p, PrecisionConfig::fromPreset(preset)))
            p.preset = preset;
    return p;
}

} // namespace rooflab
