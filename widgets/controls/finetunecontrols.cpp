#include "widgets/controls/finetunecontrols.h"

#include "core/base/fieldlimits.h"
#include "document/format.h"
#include "widgets/controls/comboitems.h"
#include "widgets/controls/logslider.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSpinBox>

#include <cmath>

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

// What ticking "Sized by a data set" starts from: Stanford Alpaca's fine-tune of LLaMA 7B, 52,002
// examples (alpaca_data.json) at a max length of 512 tokens for 3 epochs (tatsu-lab/stanford_alpaca,
// README.md, "Fine-tuning"; docs/formulas.md, "The data set").
constexpr FinetuneDataset kAlpacaDataset{52002, 512, 3};

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
    addDatasetRows();
}

void FinetuneControls::addDatasetRows() {
    m_dataset = addCheck(QStringLiteral("finetuneDatasetCheck"));
    connect(m_dataset, &QCheckBox::toggled, this, [this](bool sized) {
        edit(m_dataset, [sized](Scenario& s) {
            if (!sized)
                s.finetune.dataset.reset();
            else if (!s.finetune.dataset)
                s.finetune.dataset = kAlpacaDataset;
        });
    });
    m_examples = addSlider(QStringLiteral("datasetExamplesSlider"));
    m_examples->setRange(100, 1e8, LogSlider::Snapping::NiceValues);
    m_examples->setTypedRange(limits::datasetExamples.min, limits::datasetExamples.max);
    connect(m_examples, &LogSlider::valueChanged, this, [this](double v) {
        const auto examples = std::int64_t(std::llround(v));
        edit(m_examples, [examples](Scenario& s) {
            if (s.finetune.dataset)
                s.finetune.dataset->examples = examples;
        });
    });
    m_tokensPerExample = addSlider(QStringLiteral("tokensPerExampleSlider"));
    m_tokensPerExample->setRange(16, 131072, LogSlider::Snapping::PowersOfTwo);
    m_tokensPerExample->setTypedRange(limits::tokensPerExample.min, limits::tokensPerExample.max);
    connect(m_tokensPerExample, &LogSlider::valueChanged, this, [this](double v) {
        const auto tokens = std::int64_t(std::llround(v));
        edit(m_tokensPerExample, [tokens](Scenario& s) {
            if (s.finetune.dataset)
                s.finetune.dataset->tokensPerExample = tokens;
        });
    });
    m_epochs = new QDoubleSpinBox(this);
    m_epochs->setObjectName(QStringLiteral("datasetEpochsSpin"));
    m_epochs->setRange(0.1, 1000);
    m_epochs->setDecimals(1);
    m_epochs->setSingleStep(1);
    connect(m_epochs, &QDoubleSpinBox::valueChanged, this, [this](double epochs) {
        edit(m_epochs, [epochs](Scenario& s) {
            if (s.finetune.dataset)
                s.finetune.dataset->epochs = epochs;
        });
    });
    addLabelledRow(m_epochs);
    m_datasetTokens = new QLabel(this);
    m_datasetTokens->setObjectName(QStringLiteral("datasetTokensLabel"));
    m_datasetTokens->setWordWrap(true); // the sidebar keeps its width in every language
    addLabelledRow(m_datasetTokens);
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
    retranslateDataset();
}

void FinetuneControls::retranslateDataset() {
    describeLabelled(m_dataset, tr("Sized by a data set"),
                     tr("The run trains examples x tokens per example x epochs tokens, in place of the "
                        "training tokens D under Run and cost. Starts from Stanford Alpaca's fine-tune: "
                        "52,002 examples, at most 512 tokens each, 3 epochs."));
    describeLabelled(m_examples, tr("Examples"), tr("Examples (sequences) in the data set."));
    describeLabelled(m_tokensPerExample, tr("Tokens per example"),
                     tr("Tokens each example trains on: the mean length when examples are packed into "
                        "sequences, the padded length when they are not."));
    setRowLabel(m_epochs, tr("Epochs"));
    describe(m_epochs, tr("Epochs"), tr("Passes over the data set."));
    setRowLabel(m_datasetTokens, tr("Trained tokens"));
    describe(m_datasetTokens, tr("Trained tokens"), tr("Examples x tokens per example x epochs: D of the run."));
}

void FinetuneControls::refreshDataset(const Scenario& s) {
    const bool sized = s.finetune.dataset.has_value();
    m_dataset->setChecked(sized);
    const FinetuneDataset shown = s.finetune.dataset.value_or(kAlpacaDataset);
    m_examples->setValue(double(shown.examples));
    m_tokensPerExample->setValue(double(shown.tokensPerExample));
    m_epochs->setValue(shown.epochs);
    for (QWidget* control : {static_cast<QWidget*>(m_examples), static_cast<QWidget*>(m_tokensPerExample),
                             static_cast<QWidget*>(m_epochs), static_cast<QWidget*>(m_datasetTokens)})
        control->setEnabled(sized);
    m_datasetTokens->setText(sized ? tr("%1 tokens").arg(format::count(shown.tokens()))
                                   : tr("not sized: Run and cost's training tokens"));
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
    refreshDataset(s);
}

} // namespace rooflab
