#include "widgets/controls/numericscontrols.h"

#include "core/io/scenarioio.h"
#include "widgets/controls/comboitems.h"
#include "widgets/controls/controlpanel.h"
#include "widgets/controls/elidingcombobox.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace rooflab {
namespace {

constexpr int kCustomPrecision = int(PrecisionPreset::Custom);

constexpr ComboItem kOptimizerItems[] = {
    {int(Optimizer::SGD), QT_TRANSLATE_NOOP("rooflab::NumericsControls", "SGD")},
    {int(Optimizer::SGDMomentum), QT_TRANSLATE_NOOP("rooflab::NumericsControls", "SGD + momentum")},
    {int(Optimizer::AdaGrad), QT_TRANSLATE_NOOP("rooflab::NumericsControls", "AdaGrad")},
    {int(Optimizer::RMSProp), QT_TRANSLATE_NOOP("rooflab::NumericsControls", "RMSProp")},
    {int(Optimizer::Adam), QT_TRANSLATE_NOOP("rooflab::NumericsControls", "Adam")},
    {int(Optimizer::AdamW), QT_TRANSLATE_NOOP("rooflab::NumericsControls", "AdamW")},
    {int(Optimizer::AdamW8bit), QT_TRANSLATE_NOOP("rooflab::NumericsControls", "AdamW 8-bit")},
    {int(Optimizer::Lion), QT_TRANSLATE_NOOP("rooflab::NumericsControls", "Lion")},
    {int(Optimizer::Adafactor), QT_TRANSLATE_NOOP("rooflab::NumericsControls", "Adafactor")},
};

QString presetName(PrecisionPreset preset) {
    const std::string_view id = precisionPresetId(preset);
    return QString::fromUtf8(id.data(), qsizetype(id.size()));
}

} // namespace

NumericsControls::NumericsControls(ControlPanel* panel)
    : ControlGroup(panel) {
    m_precision = new ElidingComboBox(this);
    m_precision->setObjectName(QStringLiteral("precisionPicker"));
    // As wide as "bf16-mixed", not as its longest item (the translated AMP ones), which with
    // the dtype mix button beside it would widen the sidebar; a longer one is elided.
    m_precision->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_precision->setMinimumContentsLength(10);
    for (PrecisionPreset preset : {PrecisionPreset::FP32, PrecisionPreset::BF16Mixed, PrecisionPreset::FP16Mixed,
                                   PrecisionPreset::BF16Pure, PrecisionPreset::FP8Mixed})
        m_precision->addItem(presetName(preset), int(preset));
    // torch.autocast over fp32 weights: retranslate() names them.
    m_precision->addItem(QString(), int(PrecisionPreset::AmpBF16));
    m_precision->addItem(QString(), int(PrecisionPreset::AmpFP16));
    m_precision->addItem(QString(), kCustomPrecision);
    connect(m_precision, &QComboBox::currentIndexChanged, this, &NumericsControls::onPrecisionPicked);

    m_dtypeMixButton = new QPushButton(this);
    m_dtypeMixButton->setObjectName(QStringLiteral("dtypeMixButton"));
    connect(m_dtypeMixButton, &QPushButton::clicked, this,
            [this] { this->panel()->openPrecisionDialog(m_dtypeMixButton); });
    auto* row = new QHBoxLayout;
    row->addWidget(m_precision, 1);
    row->addWidget(m_dtypeMixButton);
    m_precisionLabel = new QLabel(this);
    form()->addRow(m_precisionLabel, row);

    m_optimizer = addCombo(QStringLiteral("optimizerPicker"));
    addItems(m_optimizer, kOptimizerItems);
    connect(m_optimizer, &QComboBox::currentIndexChanged, this, [this] {
        const auto optimizer = Optimizer(m_optimizer->currentData().toInt());
        edit(m_optimizer, [optimizer](Scenario& s) { s.optimizer = optimizer; });
    });
}

void NumericsControls::retranslate() {
    setTitle(tr("Numerics and optimizer"));
    m_precisionLabel->setText(tr("Precision"));
    describe(m_precision, tr("Precision"),
             tr("Number formats of training: fp32; mixed precision (bf16/fp16/fp8 compute with an fp32 "
                "master copy and fp32 optimizer states); pure bf16 (no master copy); or PyTorch AMP "
                "(torch.autocast over fp32 weights: 16-bit copies of the weights for the matmuls, no "
                "master copy)."));
    for (PrecisionPreset preset : {PrecisionPreset::AmpBF16, PrecisionPreset::AmpFP16})
        setItemText(m_precision, int(preset), tr("%1 (autocast)").arg(presetName(preset)));
    setItemText(m_precision, kCustomPrecision, tr("custom mix"));
    m_dtypeMixButton->setText(tr("dtype mix..."));
    describe(m_dtypeMixButton, tr("Edit dtype mix"),
             tr("Choose the storage dtype of weights, gradients, master copy, optimizer states, "
                "activations and logits one by one."));
    describeLabelled(m_optimizer, tr("Optimizer"),
                     tr("Sets how many state values the optimizer keeps per parameter: none (SGD), "
                        "one (momentum, AdaGrad, RMSProp, Lion), two (Adam, AdamW), two 8-bit "
                        "(AdamW 8-bit) or factored row/column statistics (Adafactor)."));
    translateItems(m_optimizer, kOptimizerItems);
}

void NumericsControls::refresh(const Scenario& s) {
    selectData(m_precision, int(s.precision.preset));
    selectData(m_optimizer, int(s.optimizer));
}

void NumericsControls::onPrecisionPicked(int index) {
    if (loading() || index < 0)
        return;
    const int preset = m_precision->itemData(index).toInt();
    if (preset == kCustomPrecision) {
        panel()->openPrecisionDialog(m_dtypeMixButton);
        return;
    }
    edit(m_precision, [preset](Scenario& s) {
        const bool fp8AllGather = s.precision.fp8AllGather; // an FSDP option, not part of the mix
        s.precision = PrecisionConfig::fromPreset(PrecisionPreset(preset), s.training.implementation);
        s.precision.fp8AllGather = fp8AllGather;
    });
}

} // namespace rooflab
