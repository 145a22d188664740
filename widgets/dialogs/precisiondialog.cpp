#include "widgets/dialogs/precisiondialog.h"

#include "core/io/scenarioio.h"
#include "document/format.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace rooflab {
namespace {

constexpr int kNone = -1; // "no separate master copy"

constexpr PrecisionPreset kNamedPresets[] = {
    PrecisionPreset::FP32,     PrecisionPreset::BF16Mixed, PrecisionPreset::FP16Mixed, PrecisionPreset::BF16Pure,
    PrecisionPreset::FP8Mixed, PrecisionPreset::AmpBF16,   PrecisionPreset::AmpFP16};

bool sameMix(const PrecisionConfig& a, const PrecisionConfig& b) {
    return a.weights == b.weights && a.gradients == b.gradients && a.masterWeights == b.masterWeights &&
           a.optimizerStates == b.optimizerStates && a.activations == b.activations && a.logits == b.logits &&
           a.compute == b.compute && a.autocast == b.autocast;
}

// A form row whose label retranslateUi() fills in: QFormLayout makes no label for an empty text.
void addLabelledRow(QFormLayout* form, QWidget* field) {
    auto* label = new QLabel;
    label->setBuddy(field);
    form->addRow(label, field);
}

} // namespace

PrecisionDialog::PrecisionDialog(Implementation implementation, QWidget* parent)
    : QDialog(parent)
    , m_implementation(implementation) {
    setObjectName(QStringLiteral("precisionDialog"));
    setMinimumWidth(380); // room for the introduction to wrap into two lines
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    m_form = new QFormLayout;
    layout->addLayout(m_form);

    m_start = new QComboBox(this);
    m_start->setObjectName(QStringLiteral("precisionStartFrom"));
    m_start->addItem(QString(), -1);
    for (PrecisionPreset preset : kNamedPresets)
        m_start->addItem(QString::fromUtf8(precisionPresetId(preset).data(), precisionPresetId(preset).size()),
                         int(preset));
    addLabelledRow(m_form, m_start);
    connect(m_start, &QComboBox::currentIndexChanged, this, [this] {
        const int preset = m_start->currentData().toInt();
        if (preset >= 0)
            setPrecision(PrecisionConfig::fromPreset(PrecisionPreset(preset), m_implementation));
    });

    m_weights = addPicker(QStringLiteral("dtypeWeights"), false);
    m_gradients = addPicker(QStringLiteral("dtypeGradients"), false);
    m_master = addPicker(QStringLiteral("dtypeMaster"), true);
    m_optimizer = addPicker(QStringLiteral("dtypeOptimizer"), false);
    m_activations = addPicker(QStringLiteral("dtypeActivations"), false);
    m_logits = addPicker(QStringLiteral("dtypeLogits"), false);
    m_compute = addPicker(QStringLiteral("dtypeCompute"), false);
    m_fp8Scaling = new QComboBox(this);
    m_fp8Scaling->setObjectName(QStringLiteral("fp8ScalingPicker"));
    for (Fp8Scaling scaling : {Fp8Scaling::Delayed, Fp8Scaling::Tensorwise, Fp8Scaling::Blockwise, Fp8Scaling::Rowwise})
        m_fp8Scaling->addItem(QString(), int(scaling));
    // torchao's rowwise recipe is torchtitan's (the scenario refuses it elsewhere): shown, not offered.
    if (m_implementation != Implementation::Torchtitan)
        if (auto* items = qobject_cast<QStandardItemModel*>(m_fp8Scaling->model()))
            items->item(m_fp8Scaling->findData(int(Fp8Scaling::Rowwise)))->setEnabled(false);
    addLabelledRow(m_form, m_fp8Scaling);
    m_fp8AllGather = new QCheckBox(this);
    m_fp8AllGather->setObjectName(QStringLiteral("fp8AllGatherCheck"));
    m_form->addRow(m_fp8AllGather);
    const auto enableScaling = [this] {
        const auto compute = DType(m_compute->currentData().toInt());
        const bool fp8 = compute == DType::FP8_E4M3 || compute == DType::FP8_E5M2;
        m_fp8Scaling->setEnabled(fp8);
        m_fp8AllGather->setEnabled(fp8 || m_fp8AllGather->isChecked());
    };
    connect(m_compute, &QComboBox::currentIndexChanged, this, enableScaling);
    enableScaling();
    m_autocast = new QCheckBox(this);
    m_autocast->setObjectName(QStringLiteral("precisionAutocast"));
    m_form->addRow(m_autocast);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
}

QComboBox* PrecisionDialog::addPicker(const QString& objectName, bool allowNone) {
    auto* combo = new QComboBox(this);
    combo->setObjectName(objectName);
    if (allowNone)
        combo->addItem(QString(), kNone);
    for (DType type : allDTypes())
        combo->addItem(QString(), int(type));
    addLabelledRow(m_form, combo);
    return combo;
}

void PrecisionDialog::describePicker(QComboBox* picker, const QString& label, const QString& toolTip) {
    if (auto* rowLabel = qobject_cast<QLabel*>(m_form->labelForField(picker)))
        rowLabel->setText(label);
    picker->setAccessibleName(label);
    picker->setToolTip(toolTip);
    for (int i = 0; i < picker->count(); ++i) {
        const int data = picker->itemData(i).toInt();
        if (data == kNone) {
            picker->setItemText(i, tr("none"));
            continue;
        }
        const auto type = DType(data);
        const auto name = dtypeLabel(type);
        picker->setItemText(
            i, tr("%1 (%2 bits)")
                   .arg(QString::fromUtf8(name.data(), name.size()), format::general(dtypeStorageBits(type), 6)));
    }
}

void PrecisionDialog::retranslateUi() {
    setWindowTitle(tr("Dtype mix"));
    m_intro->setText(tr("Storage format of each part of training state. Bytes per parameter "
                        "follow directly; the matmul dtype picks the peak FLOP/s."));

    if (auto* rowLabel = qobject_cast<QLabel*>(m_form->labelForField(m_start)))
        rowLabel->setText(tr("Start from"));
    m_start->setAccessibleName(tr("Start from preset"));
    m_start->setToolTip(tr("Fill every field below from a named preset, then adjust."));
    m_start->setItemText(m_start->findData(-1), tr("(keep)"));

    describePicker(m_weights, tr("Working weights"),
                   tr("The copy of the weights the forward and backward passes read."));
    describePicker(m_gradients, tr("Gradients"), tr("Gradient buffers, one value per parameter."));
    describePicker(m_master, tr("Master weights"),
                   tr("The high-precision copy the optimizer updates in mixed precision; "
                      "none when the working weights are the only copy."));
    describePicker(m_optimizer, tr("Optimizer states"),
                   tr("Momentum / variance buffers (how many depends on the optimizer)."));
    describePicker(m_activations, tr("Activations"), tr("Tensors saved for the backward pass."));
    describePicker(m_logits, tr("Logits"),
                   tr("The vocabulary-sized output and cross-entropy buffer, often kept in fp32."));
    describePicker(m_compute, tr("Matmul dtype"),
                   tr("The tensor-core format the matmuls run in: its peak sets time and the roofline."));
    if (auto* rowLabel = qobject_cast<QLabel*>(m_form->labelForField(m_fp8Scaling)))
        rowLabel->setText(tr("FP8 scaling"));
    m_fp8Scaling->setAccessibleName(tr("FP8 scaling"));
    m_fp8Scaling->setToolTip(tr("How an FP8 recipe scales its tensors (Megatron-LM's --fp8-recipe). Delayed "
                                "scaling also keeps an FP8 copy of the attention output projection's input. "
                                "Rows is torchao's rowwise recipe (torchtitan's float8.recipe_name \"rowwise\"), "
                                "torchtitan only. MXFP8 and NVFP4 are chosen by the matmul dtype."));
    m_fp8Scaling->setItemText(m_fp8Scaling->findData(int(Fp8Scaling::Delayed)),
                              tr("delayed (per tensor, amax history)"));
    m_fp8Scaling->setItemText(m_fp8Scaling->findData(int(Fp8Scaling::Tensorwise)), tr("current (per tensor)"));
    m_fp8Scaling->setItemText(m_fp8Scaling->findData(int(Fp8Scaling::Blockwise)), tr("blocks (1 × 128, 128 × 128)"));
    m_fp8Scaling->setItemText(m_fp8Scaling->findData(int(Fp8Scaling::Rowwise)), tr("rows (torchao, torchtitan)"));
    m_fp8AllGather->setText(tr("FP8 all-gather (FSDP)"));
    m_fp8AllGather->setAccessibleName(m_fp8AllGather->text());
    m_fp8AllGather->setToolTip(tr("torchao's enable_fsdp_float8_all_gather: under ZeRO-3/FSDP the layers' linear "
                                  "weights are cast to FP8 before the all-gather, which then sends and holds 1 byte "
                                  "per weight instead of 2. Only with an FP8 matmul dtype and ZeRO-3."));
    m_autocast->setText(tr("Autocast (torch.autocast)"));
    m_autocast->setAccessibleName(m_autocast->text());
    m_autocast->setToolTip(tr("The matmuls run in the activations' dtype on 16-bit copies of the weights, made in "
                              "each forward and kept for the backward; the residual stream and the norms stay in "
                              "the weights' dtype. Usually with fp32 weights and no master copy."));
}

void PrecisionDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi(); // its numbers (bits per value) come from QLocale() directly
    QDialog::changeEvent(event);
}

void PrecisionDialog::select(QComboBox* combo, int data) {
    const int index = combo->findData(data);
    if (index >= 0)
        combo->setCurrentIndex(index);
}

void PrecisionDialog::setPrecision(const PrecisionConfig& precision) {
    select(m_weights, int(precision.weights));
    select(m_gradients, int(precision.gradients));
    select(m_master, precision.masterWeights ? int(*precision.masterWeights) : kNone);
    select(m_optimizer, int(precision.optimizerStates));
    select(m_activations, int(precision.activations));
    select(m_logits, int(precision.logits));
    select(m_compute, int(precision.compute));
    m_autocast->setChecked(precision.autocast);
    select(m_fp8Scaling, int(precision.fp8Scaling));
    m_fp8AllGather->setChecked(precision.fp8AllGather);
}

PrecisionConfig PrecisionDialog::precision() const {
    PrecisionConfig p;
    p.weights = DType(m_weights->currentData().toInt());
    p.gradients = DType(m_gradients->currentData().toInt());
    const int master = m_master->currentData().toInt();
    p.masterWeights = master == kNone ? std::nullopt : std::optional<DType>(DType(master));
    p.optimizerStates = DType(m_optimizer->currentData().toInt());
    p.activations = DType(m_activations->currentData().toInt());
    p.logits = DType(m_logits->currentData().toInt());
    p.compute = DType(m_compute->currentData().toInt());
    p.autocast = m_autocast->isChecked();
    p.fp8Scaling = Fp8Scaling(m_fp8Scaling->currentData().toInt());
    p.fp8AllGather = m_fp8AllGather->isChecked();
    p.preset = PrecisionPreset::Custom;
    for (PrecisionPreset preset : kNamedPresets)
        if (sameMix(p, PrecisionConfig::fromPreset(preset, m_implementation)))
            p.preset = preset;
    return p;
}

} // namespace rooflab
