#include "widgets/controls/finetunecontrols.h"

#include "core/base/fieldlimits.h"
#include "widgets/controls/comboitems.h"

#include <QComboBox>
#include <QSpinBox>

namespace rooflab {
namespace {

constexpr ComboItem kMethodItems[] = {
    {int(FinetuneMethod::Full), QT_TRANSLATE_NOOP("rooflab::FinetuneControls", "full (every parameter)")},
    {int(FinetuneMethod::Lora), QT_TRANSLATE_NOOP("rooflab::FinetuneControls", "LoRA (frozen base)")},
    {int(FinetuneMethod::QLora), QT_TRANSLATE_NOOP("rooflab::FinetuneControls", "QLoRA (4-bit frozen base)")},
};

// The usual target sets, as peft users name them.
constexpr unsigned kAttention = TargetQ | TargetK | TargetV | TargetO;
constexpr ComboItem kTargetItems[] = {
    {int(TargetsAll), QT_TRANSLATE_NOOP("rooflab::FinetuneControls", "all linear layers")},
    {int(kAttention), QT_TRANSLATE_NOOP("rooflab::FinetuneControls", "attention (q, k, v, o)")},
    {int(TargetQ | TargetV), QT_TRANSLATE_NOOP("rooflab::FinetuneControls", "q and v")},
};

// -1: the method's default (the weights' dtype for LoRA, NF4 for QLoRA).
constexpr ComboItem kBaseItems[] = {
    {-1, QT_TRANSLATE_NOOP("rooflab::FinetuneControls", "default for the method")},
    {int(BaseFormat::BF16), QT_TRANSLATE_NOOP("rooflab::FinetuneControls", "bf16")},
    {int(BaseFormat::FP16), QT_TRANSLATE_NOOP("rooflab::FinetuneControls", "fp16")},
    {int(BaseFormat::INT8), QT_TRANSLATE_NOOP("rooflab::FinetuneControls", "int8 (LLM.int8)")},
    {int(BaseFormat::NF4), QT_TRANSLATE_NOOP("rooflab::FinetuneControls", "NF4 (4-bit)")},
};

} // namespace

FinetuneControls::FinetuneControls(ControlPanel* panel)
    : ControlGroup(panel) {
    m_method = addCombo(QStringLiteral("finetunePicker"));
    addItems(m_method, kMethodItems);
    connect(m_method, &QComboBox::currentIndexChanged, this, [this] {
        const auto method = FinetuneMethod(m_method->currentData().toInt());
        edit(m_method, [method](Scenario& s) {
            s.finetune.method = method;
            // Adapters are trained with PyTorch and peft, not Megatron's fused kernels.
            if (method != FinetuneMethod::Full && !s.training.isPyTorch())
                setImplementation(s, Implementation::PyTorchSdpa);
        });
    });

    m_rank = new QSpinBox(this);
    m_rank->setObjectName(QStringLiteral("loraRankSpin"));
    m_rank->setRange(int(limits::adapterRank.min), 1024);
    connect(m_rank, &QSpinBox::valueChanged, this,
            [this](int rank) { edit(m_rank, [rank](Scenario& s) { s.finetune.rank = rank; }); });
    addLabelledRow(m_rank);

    m_targets = addCombo(QStringLiteral("loraTargetsPicker"));
    addItems(m_targets, kTargetItems);
    connect(m_targets, &QComboBox::currentIndexChanged, this, [this] {
        const auto targets = unsigned(m_targets->currentData().toInt());
        edit(m_targets, [targets](Scenario& s) { s.finetune.targets = targets; });
    });

    m_base = addCombo(QStringLiteral("baseFormatPicker"));
    addItems(m_base, kBaseItems);
    connect(m_base, &QComboBox::currentIndexChanged, this, [this] {
        const int format = m_base->currentData().toInt();
        edit(m_base, [format](Scenario& s) {
            if (format < 0)
                s.finetune.baseFormat.reset();
            else
                s.finetune.baseFormat = BaseFormat(format);
        });
    });
}

void FinetuneControls::retranslate() {
    setTitle(tr("Fine-tuning"));
    describeLabelled(m_method, tr("Method"),
                     tr("Full fine-tuning trains every parameter. LoRA freezes the model and trains small "
                        "rank-r adapters beside its matrices: no gradients or optimizer states for the "
                        "base, and frozen layers save less for the backward. QLoRA also stores the frozen "
                        "matrices in 4-bit NF4. At long sequences the activations dominate and LoRA saves "
                        "less than the rule-of-thumb tables say."));
    translateItems(m_method, kMethodItems);
    setRowLabel(m_rank, tr("Rank"));
    describe(m_rank, tr("LoRA rank r"),
             tr("Each adapted in x out matrix gets r x (in + out) trainable parameters (peft's lora_A "
                "and lora_B), kept in fp32 with their gradients and optimizer states."));
    describeLabelled(m_targets, tr("Adapted"),
                     tr("Which matrices get adapters (peft's target_modules). The frozen ones keep no input "
                        "for the backward; each adapter keeps its input, cast to fp32."));
    translateItems(m_targets, kTargetItems);
    describeLabelled(m_base, tr("Frozen base"),
                     tr("Storage of the frozen layer matrices: 16-bit, LLM.int8 (1 byte and a scale per row) "
                        "or NF4 (4 bits, blocks of 64 with quantised scales: 4.127 bits per value). "
                        "Embeddings, norms and the head stay in 16 bits (fp32 after QLoRA's "
                        "prepare_model_for_kbit_training)."));
    translateItems(m_base, kBaseItems);
}

void FinetuneControls::refresh(const Scenario& s) {
    selectData(m_method, int(s.finetune.method));
    const bool adapters = s.finetune.frozenBase();
    m_rank->setValue(s.finetune.rank);
    m_rank->setEnabled(adapters);
    // A custom set from a file shows no item.
    m_targets->setCurrentIndex(m_targets->findData(int(s.finetune.targets)));
    m_targets->setEnabled(adapters);
    selectData(m_base, s.finetune.baseFormat ? int(*s.finetune.baseFormat) : -1);
    m_base->setEnabled(adapters);
}

} // namespace rooflab
