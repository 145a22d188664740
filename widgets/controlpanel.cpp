#include "widgets/controlpanel.h"

#include "core/hardwaredb.h"
#include "core/modeldb.h"
#include "core/scenarioio.h"
#include "document/format.h"
#include "widgets/architecturedialog.h"
#include "widgets/customgpudialog.h"
#include "widgets/logslider.h"
#include "widgets/precisiondialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <memory>
#include <span>
#include <vector>

namespace rooflab {
namespace {

const QString kSizeOnly = QStringLiteral("size-only");
const QString kCustomArch = QStringLiteral("custom-architecture");
const QString kCustomGpu = QStringLiteral("custom");
constexpr int kCustomPrecision = int(PrecisionPreset::Custom);

// A combo item: the data it carries and its English text, translated each time it is shown.
struct Item {
    int data;
    const char* text;
};

constexpr Item kOptimizerItems[] = {
    {int(Optimizer::SGD), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "SGD")},
    {int(Optimizer::SGDMomentum), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "SGD + momentum")},
    {int(Optimizer::AdaGrad), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "AdaGrad")},
    {int(Optimizer::RMSProp), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "RMSProp")},
    {int(Optimizer::Adam), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "Adam")},
    {int(Optimizer::AdamW), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "AdamW")},
    {int(Optimizer::AdamW8bit), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "AdamW 8-bit")},
    {int(Optimizer::Lion), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "Lion")},
    {int(Optimizer::Adafactor), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "Adafactor")},
};

constexpr Item kCheckpointingItems[] = {
    {int(Checkpointing::None), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "none")},
    {int(Checkpointing::Selective), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "selective (attention core)")},
    {int(Checkpointing::Full), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "full (every layer)")},
    {int(Checkpointing::EveryK), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "every k layers")},
};

constexpr Item kImplementationItems[] = {
    {int(Implementation::Megatron), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "Megatron-LM (fused kernels)")},
    {int(Implementation::PyTorchEager), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "PyTorch eager (Hugging Face)")},
    {int(Implementation::PyTorchSdpa), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "PyTorch SDPA")},
};

constexpr Item kLossItems[] = {
    {int(LossKind::Eager), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "eager (full-size buffers)")},
    {int(LossKind::Fused), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "fused kernel")},
    {int(LossKind::Chunked), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "chunked")},
};

// Auto's text names what it resolves to (refresh).
constexpr Item kOptimizerImplItems[] = {
    {int(OptimizerImpl::Fused), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "fused")},
    {int(OptimizerImpl::ForEach), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "foreach")},
    {int(OptimizerImpl::ForLoop), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "per-tensor loop")},
};

constexpr Item kBackendItems[] = {
    {int(Backend::Cuda), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "CUDA")},
    {int(Backend::Cpu), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "CPU")},
};

constexpr Item kZeroItems[] = {
    {0, QT_TRANSLATE_NOOP("rooflab::ControlPanel", "0 - DDP, all replicated")},
    {1, QT_TRANSLATE_NOOP("rooflab::ControlPanel", "1 - shard optimizer states")},
    {2, QT_TRANSLATE_NOOP("rooflab::ControlPanel", "2 - + gradients")},
    {3, QT_TRANSLATE_NOOP("rooflab::ControlPanel", "3 - + weights (FSDP)")},
};

constexpr Item kPhaseItems[] = {
    {int(Phase::Train), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "train")},
    {int(Phase::Prefill), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "prefill")},
    {int(Phase::Decode), QT_TRANSLATE_NOOP("rooflab::ControlPanel", "decode")},
};

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

void selectData(QComboBox* combo, const QVariant& data)
{
    const int index = combo->findData(data);
    if (index >= 0)
        combo->setCurrentIndex(index);
}

// A form row whose label retranslateUi() fills in: QFormLayout makes no label for an empty text.
void addLabelledRow(QFormLayout* form, QWidget* field)
{
    auto* label = new QLabel;
    label->setBuddy(field);
    form->addRow(label, field);
}

// Items go in with their data only; retranslateUi() gives them their texts.
void addItems(QComboBox* combo, std::span<const Item> items)
{
    for (const Item& item : items)
        combo->addItem(QString(), item.data);
}

// By data, so the order, the selection and the data stay as they are.
void setItemText(QComboBox* combo, const QVariant& data, const QString& text)
{
    combo->setItemText(combo->findData(data), text);
}

void translateItems(QComboBox* combo, std::span<const Item> items)
{
    for (const Item& item : items)
        setItemText(combo, item.data, ControlPanel::tr(item.text));
}

} // namespace

ControlPanel::ControlPanel(QWidget* parent)
    : QWidget(parent)
    , m_scenario(defaultScenario())
{
    setObjectName(QStringLiteral("controlPanel"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    outer->addWidget(m_scroll);
    auto* content = new QWidget(m_scroll);
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(6, 6, 6, 6);
    m_scroll->setWidget(content);

    QFormLayout* form = nullptr;
    m_modelGroup = addGroup(column, form);
    buildModelGroup(form);
    m_batchGroup = addGroup(column, form);
    buildBatchGroup(form);
    m_numericsGroup = addGroup(column, form);
    buildNumericsGroup(form);
    m_trainingCodeGroup = addGroup(column, form);
    buildTrainingCodeGroup(form);
    m_savingsGroup = addGroup(column, form);
    buildSavingsGroup(form);
    m_hardwareGroup = addGroup(column, form);
    buildHardwareGroup(form);
    m_inferenceGroup = addGroup(column, form);
    buildInferenceGroup(form);
    m_runGroup = addGroup(column, form);
    buildRunGroup(form);
    column->addStretch(1);

    retranslateUi();
    fitWidth();
    content->installEventFilter(this);
}

QGroupBox* ControlPanel::addGroup(QVBoxLayout* column, QFormLayout*& form)
{
    auto* group = new QGroupBox(this);
    form = new QFormLayout(group);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    column->addWidget(group);
    return group;
}

LogSlider* ControlPanel::addSlider(QFormLayout* form, const QString& objectName)
{
    auto* slider = new LogSlider(this);
    slider->setObjectNames(objectName);
    form->addRow(slider);
    return slider;
}

QComboBox* ControlPanel::addCombo(QFormLayout* form, const QString& objectName)
{
    auto* combo = new QComboBox(this);
    combo->setObjectName(objectName);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(12);
    addLabelledRow(form, combo);
    return combo;
}

QCheckBox* ControlPanel::addCheck(QFormLayout* form, const QString& objectName)
{
    auto* check = new QCheckBox(this);
    check->setObjectName(objectName);
    form->addRow(check);
    return check;
}

void ControlPanel::describe(QWidget* control, const QString& accessibleName, const QString& toolTip)
{
    control->setAccessibleName(accessibleName);
    control->setAccessibleDescription(toolTip);
    control->setToolTip(toolTip);
}

void ControlPanel::describeLabelled(QWidget* control, const QString& label, const QString& toolTip)
{
    if (auto* slider = qobject_cast<LogSlider*>(control)) {
        slider->setLabel(label);
        slider->setHelp(label, toolTip);
        return;
    }
    if (auto* button = qobject_cast<QAbstractButton*>(control))
        button->setText(label);
    else
        setRowLabel(control, label);
    describe(control, label, toolTip);
}

void ControlPanel::setRowLabel(QWidget* field, const QString& label)
{
    auto* form = qobject_cast<QFormLayout*>(field->parentWidget()->layout());
    if (auto* rowLabel = form ? qobject_cast<QLabel*>(form->labelForField(field)) : nullptr)
        rowLabel->setText(label);
}

void ControlPanel::buildModelGroup(QFormLayout* form)
{
    m_modelPicker = addCombo(form, QStringLiteral("modelPicker"));
    m_modelPicker->addItem(QString(), kSizeOnly);
    m_modelPicker->addItem(QString(), kCustomArch);
    for (const ModelPreset& preset : ModelDb::builtin().presets()) {
        m_modelPicker->addItem(QString(), QString::fromStdString(preset.id));
        m_modelPicker->setItemData(m_modelPicker->count() - 1, QString::fromStdString(preset.description),
                                   Qt::ToolTipRole);
    }
    connect(m_modelPicker, &QComboBox::currentIndexChanged, this, &ControlPanel::onModelPicked);

    m_architectureButton = new QPushButton(this);
    m_architectureButton->setObjectName(QStringLiteral("architectureButton"));
    connect(m_architectureButton, &QPushButton::clicked, this, &ControlPanel::openArchitectureDialog);
    form->addRow(QString(), m_architectureButton);

    m_modelSize = addSlider(form, QStringLiteral("modelSizeSlider"));
    m_modelSize->setRange(10e6, 2e12, LogSlider::Snapping::NiceValues);
    m_modelSize->setSiDisplay(true);
    connect(m_modelSize, &LogSlider::valueChanged, this, [this](double params) {
        edit(m_modelSize, [params](Scenario& s) { s.model = ModelSpec::sizeOnly(params); });
    });

    m_modelSummary = new QLabel(this);
    m_modelSummary->setObjectName(QStringLiteral("modelSummary"));
    m_modelSummary->setWordWrap(true);
    m_modelSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont small = m_modelSummary->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_modelSummary->setFont(small);
    form->addRow(m_modelSummary);
}

void ControlPanel::buildBatchGroup(QFormLayout* form)
{
    m_microBatch = addSlider(form, QStringLiteral("microBatchSlider"));
    m_microBatch->setRange(1, 1024, LogSlider::Snapping::PowersOfTwo);
    connect(m_microBatch, &LogSlider::valueChanged, this, [this](double v) {
        edit(m_microBatch, [v](Scenario& s) { s.training.microBatch = int(std::lround(v)); });
    });

    m_sequenceLength = addSlider(form, QStringLiteral("sequenceLengthSlider"));
    m_sequenceLength->setRange(128, 1048576, LogSlider::Snapping::PowersOfTwo);
    connect(m_sequenceLength, &LogSlider::valueChanged, this, [this](double v) {
        edit(m_sequenceLength, [v](Scenario& s) { s.training.seqLen = int(std::lround(v)); });
    });

    m_gradAccum = addSlider(form, QStringLiteral("gradAccumSlider"));
    m_gradAccum->setRange(1, 1024, LogSlider::Snapping::PowersOfTwo);
    connect(m_gradAccum, &LogSlider::valueChanged, this, [this](double v) {
        edit(m_gradAccum, [v](Scenario& s) { s.training.gradAccum = int(std::lround(v)); });
    });
}

void ControlPanel::buildNumericsGroup(QFormLayout* form)
{
    m_precision = new QComboBox(this);
    m_precision->setObjectName(QStringLiteral("precisionPicker"));
    const PrecisionPreset presets[] = {PrecisionPreset::FP32, PrecisionPreset::BF16Mixed,
                                       PrecisionPreset::FP16Mixed, PrecisionPreset::BF16Pure,
                                       PrecisionPreset::FP8Mixed};
    for (PrecisionPreset preset : presets)
        m_precision->addItem(qs(precisionPresetId(preset)), int(preset));
    // torch.autocast over fp32 weights: retranslateUi names them.
    m_precision->addItem(QString(), int(PrecisionPreset::AmpBF16));
    m_precision->addItem(QString(), int(PrecisionPreset::AmpFP16));
    m_precision->addItem(QString(), kCustomPrecision);
    connect(m_precision, &QComboBox::currentIndexChanged, this, &ControlPanel::onPrecisionPicked);

    m_dtypeMixButton = new QPushButton(this);
    m_dtypeMixButton->setObjectName(QStringLiteral("dtypeMixButton"));
    connect(m_dtypeMixButton, &QPushButton::clicked, this, &ControlPanel::openPrecisionDialog);
    auto* row = new QHBoxLayout;
    row->addWidget(m_precision, 1);
    row->addWidget(m_dtypeMixButton);
    m_precisionLabel = new QLabel(this);
    form->addRow(m_precisionLabel, row);

    m_optimizer = addCombo(form, QStringLiteral("optimizerPicker"));
    addItems(m_optimizer, kOptimizerItems);
    connect(m_optimizer, &QComboBox::currentIndexChanged, this, [this] {
        const auto optimizer = Optimizer(m_optimizer->currentData().toInt());
        edit(m_optimizer, [optimizer](Scenario& s) { s.optimizer = optimizer; });
    });
}

void ControlPanel::buildTrainingCodeGroup(QFormLayout* form)
{
    m_implementation = addCombo(form, QStringLiteral("implementationPicker"));
    addItems(m_implementation, kImplementationItems);
    connect(m_implementation, &QComboBox::currentIndexChanged, this, [this] {
        const auto implementation = Implementation(m_implementation->currentData().toInt());
        edit(m_implementation, [implementation](Scenario& s) { s.training.implementation = implementation; });
    });

    m_loss = addCombo(form, QStringLiteral("lossPicker"));
    addItems(m_loss, kLossItems);
    connect(m_loss, &QComboBox::currentIndexChanged, this, [this] {
        const auto loss = LossKind(m_loss->currentData().toInt());
        edit(m_loss, [loss](Scenario& s) { s.training.loss = loss; });
    });

    m_gradsFreed = addCheck(form, QStringLiteral("gradsFreedCheck"));
    connect(m_gradsFreed, &QCheckBox::toggled, this, [this](bool on) {
        edit(m_gradsFreed, [on](Scenario& s) { s.training.gradsFreed = on; });
    });

    // The rarely changed options fold away under a disclosure button.
    m_trainingAdvanced = new QToolButton(this);
    m_trainingAdvanced->setObjectName(QStringLiteral("trainingAdvancedToggle"));
    m_trainingAdvanced->setCheckable(true);
    m_trainingAdvanced->setAutoRaise(true);
    m_trainingAdvanced->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(m_trainingAdvanced, &QToolButton::toggled, this, &ControlPanel::setTrainingAdvancedShown);
    form->addRow(m_trainingAdvanced);

    m_optimizerImpl = addCombo(form, QStringLiteral("optimizerImplPicker"));
    m_optimizerImpl->addItem(QString(), int(OptimizerImpl::Auto));
    addItems(m_optimizerImpl, kOptimizerImplItems);
    connect(m_optimizerImpl, &QComboBox::currentIndexChanged, this, [this] {
        const auto impl = OptimizerImpl(m_optimizerImpl->currentData().toInt());
        edit(m_optimizerImpl, [impl](Scenario& s) { s.training.optimizerImpl = impl; });
    });

    m_backend = addCombo(form, QStringLiteral("backendPicker"));
    addItems(m_backend, kBackendItems);
    connect(m_backend, &QComboBox::currentIndexChanged, this, [this] {
        const auto backend = Backend(m_backend->currentData().toInt());
        edit(m_backend, [backend](Scenario& s) { s.training.backend = backend; });
    });
    setTrainingAdvancedShown(false);
}

void ControlPanel::setTrainingAdvancedShown(bool shown)
{
    {
        const QSignalBlocker blocker(m_trainingAdvanced);
        m_trainingAdvanced->setChecked(shown);
    }
    m_trainingAdvanced->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
    auto* form = qobject_cast<QFormLayout*>(m_trainingCodeGroup->layout());
    for (QWidget* field : {static_cast<QWidget*>(m_optimizerImpl), static_cast<QWidget*>(m_backend)})
        form->setRowVisible(field, shown);
}

void ControlPanel::buildSavingsGroup(QFormLayout* form)
{
    m_checkpointing = addCombo(form, QStringLiteral("checkpointingPicker"));
    addItems(m_checkpointing, kCheckpointingItems);
    connect(m_checkpointing, &QComboBox::currentIndexChanged, this, [this] {
        const auto mode = Checkpointing(m_checkpointing->currentData().toInt());
        edit(m_checkpointing, [mode](Scenario& s) { s.training.checkpointing = mode; });
    });

    m_checkpointK = new QSpinBox(this);
    m_checkpointK->setObjectName(QStringLiteral("checkpointEveryKSpin"));
    m_checkpointK->setRange(0, 1000);
    connect(m_checkpointK, &QSpinBox::valueChanged, this, [this](int k) {
        edit(m_checkpointK, [k](Scenario& s) { s.training.checkpointEveryK = k; });
    });
    addLabelledRow(form, m_checkpointK);

    m_flashAttention = addCheck(form, QStringLiteral("flashAttentionCheck"));
    connect(m_flashAttention, &QCheckBox::toggled, this, [this](bool on) {
        edit(m_flashAttention, [on](Scenario& s) { s.training.flashAttention = on; });
    });
    m_dropout = addCheck(form, QStringLiteral("dropoutCheck"));
    connect(m_dropout, &QCheckBox::toggled, this, [this](bool on) {
        edit(m_dropout, [on](Scenario& s) { s.training.dropout = on; });
    });
}

void ControlPanel::buildHardwareGroup(QFormLayout* form)
{
    m_gpuPicker = addCombo(form, QStringLiteral("gpuPicker"));
    for (const GpuSpec& gpu : HardwareDb::builtin().gpus()) {
        m_gpuPicker->addItem(QString::fromStdString(gpu.name), QString::fromStdString(gpu.id));
        m_gpuPicker->setItemData(m_gpuPicker->count() - 1, QString::fromStdString(gpu.notes), Qt::ToolTipRole);
    }
    m_gpuPicker->addItem(QString(), kCustomGpu); // refresh() names it, with the custom GPU's name if there is one
    connect(m_gpuPicker, &QComboBox::currentIndexChanged, this, &ControlPanel::onGpuPicked);
    connect(m_gpuPicker, &QComboBox::activated, this, &ControlPanel::onGpuActivated);

    m_gpuCount = addSlider(form, QStringLiteral("gpuCountSlider"));
    m_gpuCount->setRange(1, 16384, LogSlider::Snapping::PowersOfTwo);
    connect(m_gpuCount, &LogSlider::valueChanged, this, [this](double v) {
        edit(m_gpuCount, [v](Scenario& s) { s.parallel.gpus = int(std::lround(v)); });
    });

    m_zero = addCombo(form, QStringLiteral("zeroPicker"));
    addItems(m_zero, kZeroItems);
    connect(m_zero, &QComboBox::currentIndexChanged, this, [this] {
        const int stage = m_zero->currentData().toInt();
        edit(m_zero, [stage](Scenario& s) { s.parallel.zeroStage = stage; });
    });

    m_tensorParallel = new QSpinBox(this);
    m_tensorParallel->setObjectName(QStringLiteral("tensorParallelSpin"));
    m_tensorParallel->setRange(1, 1024);
    connect(m_tensorParallel, &QSpinBox::valueChanged, this, [this](int v) {
        edit(m_tensorParallel, [v](Scenario& s) { s.parallel.tensorParallel = v; });
    });
    m_pipelineParallel = new QSpinBox(this);
    m_pipelineParallel->setObjectName(QStringLiteral("pipelineParallelSpin"));
    m_pipelineParallel->setRange(1, 1024);
    connect(m_pipelineParallel, &QSpinBox::valueChanged, this, [this](int v) {
        edit(m_pipelineParallel, [v](Scenario& s) { s.parallel.pipelineParallel = v; });
    });
    m_tensorParallelLabel = new QLabel(this);
    m_pipelineParallelLabel = new QLabel(this);
    auto* row = new QHBoxLayout;
    row->addWidget(m_tensorParallelLabel);
    row->addWidget(m_tensorParallel, 1);
    row->addWidget(m_pipelineParallelLabel);
    row->addWidget(m_pipelineParallel, 1);
    m_modelParallelLabel = new QLabel(this);
    form->addRow(m_modelParallelLabel, row);

    m_sequenceParallel = addCheck(form, QStringLiteral("sequenceParallelCheck"));
    connect(m_sequenceParallel, &QCheckBox::toggled, this, [this](bool on) {
        edit(m_sequenceParallel, [on](Scenario& s) { s.parallel.sequenceParallel = on; });
    });

    m_overhead = new QDoubleSpinBox(this);
    m_overhead->setObjectName(QStringLiteral("overheadSpin"));
    m_overhead->setRange(0, 256);
    m_overhead->setDecimals(2);
    m_overhead->setSingleStep(0.25);
    connect(m_overhead, &QDoubleSpinBox::valueChanged, this, [this](double gib) {
        edit(m_overhead, [gib](Scenario& s) { s.overheadBytes = gib * 1024.0 * 1024.0 * 1024.0; });
    });
    addLabelledRow(form, m_overhead);
}

void ControlPanel::buildInferenceGroup(QFormLayout* form)
{
    m_phase = addCombo(form, QStringLiteral("phasePicker"));
    addItems(m_phase, kPhaseItems);
    connect(m_phase, &QComboBox::currentIndexChanged, this, [this] {
        const auto phase = Phase(m_phase->currentData().toInt());
        edit(m_phase, [phase](Scenario& s) { s.phase = phase; });
    });

    m_inferenceBatch = addSlider(form, QStringLiteral("inferenceBatchSlider"));
    m_inferenceBatch->setRange(1, 4096, LogSlider::Snapping::PowersOfTwo);
    connect(m_inferenceBatch, &LogSlider::valueChanged, this, [this](double v) {
        edit(m_inferenceBatch, [v](Scenario& s) { s.inference.batch = int(std::lround(v)); });
    });
    m_inferenceContext = addSlider(form, QStringLiteral("inferenceContextSlider"));
    m_inferenceContext->setRange(128, 1048576, LogSlider::Snapping::PowersOfTwo);
    connect(m_inferenceContext, &LogSlider::valueChanged, this, [this](double v) {
        edit(m_inferenceContext, [v](Scenario& s) { s.inference.context = int(std::lround(v)); });
    });

    m_kvDtype = addCombo(form, QStringLiteral("kvDtypePicker"));
    m_inferenceWeightsDtype = addCombo(form, QStringLiteral("inferenceWeightsDtypePicker"));
    for (DType type : allDTypes()) {
        m_kvDtype->addItem(qs(dtypeLabel(type)), int(type));
        m_inferenceWeightsDtype->addItem(qs(dtypeLabel(type)), int(type));
    }
    connect(m_kvDtype, &QComboBox::currentIndexChanged, this, [this] {
        const auto type = DType(m_kvDtype->currentData().toInt());
        edit(m_kvDtype, [type](Scenario& s) { s.inference.kvDtype = type; });
    });
    connect(m_inferenceWeightsDtype, &QComboBox::currentIndexChanged, this, [this] {
        const auto type = DType(m_inferenceWeightsDtype->currentData().toInt());
        edit(m_inferenceWeightsDtype, [type](Scenario& s) { s.inference.weightsDtype = type; });
    });
}

void ControlPanel::buildRunGroup(QFormLayout* form)
{
    m_tokens = addSlider(form, QStringLiteral("trainingTokensSlider"));
    m_tokens->setRange(1e9, 1e15, LogSlider::Snapping::NiceValues, /*allowZero=*/true);
    m_tokens->setSiDisplay(true);
    connect(m_tokens, &LogSlider::valueChanged, this, [this](double v) {
        edit(m_tokens, [v](Scenario& s) { s.training.tokens = v; });
    });

    m_mfu = new QDoubleSpinBox(this);
    m_mfu->setObjectName(QStringLiteral("mfuSpin"));
    m_mfu->setRange(0.01, 1.0);
    m_mfu->setDecimals(2);
    m_mfu->setSingleStep(0.05);
    connect(m_mfu, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(m_mfu, [v](Scenario& s) { s.run.mfu = v; });
    });
    addLabelledRow(form, m_mfu);

    m_price = new QDoubleSpinBox(this);
    m_price->setObjectName(QStringLiteral("priceSpin"));
    m_price->setRange(0, 1000);
    m_price->setDecimals(2);
    m_price->setSingleStep(0.25);
    connect(m_price, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(m_price, [v](Scenario& s) { s.run.pricePerGpuHour = v; });
    });
    addLabelledRow(form, m_price);
}

void ControlPanel::retranslateUi()
{
    m_modelGroup->setTitle(tr("Model"));
    describeLabelled(m_modelPicker, tr("Model"),
                     tr("A published architecture (exact parameter count, layers, heads, vocabulary), "
                        "or a size-only model whose shape RoofLab derives from the size slider."));
    setItemText(m_modelPicker, kSizeOnly, tr("size-only (slider)"));
    setItemText(m_modelPicker, kCustomArch, tr("custom architecture"));
    m_modelPicker->setItemData(m_modelPicker->findData(kCustomArch), tr("The architecture edited with Architecture..."),
                               Qt::ToolTipRole);
    for (const ModelPreset& preset : ModelDb::builtin().presets()) {
        const double params = double(countParameters(preset.arch).total);
        QString text = QStringLiteral("%1 (%2)").arg(QString::fromStdString(preset.id), format::count(params));
        if (preset.teaching)
            text += tr(" - teaching");
        setItemText(m_modelPicker, QString::fromStdString(preset.id), text);
    }
    m_architectureButton->setText(tr("Architecture..."));
    describe(m_architectureButton, tr("Edit architecture"),
             tr("Edit every field of the architecture (layers, widths, heads, vocabulary, MLP kind, "
                "experts). The result becomes a custom architecture."));
    describeLabelled(m_modelSize, tr("Model size (parameters)"),
                     tr("Parameter count N of a size-only model. Weights, gradients and optimizer "
                        "states scale with N; moving it switches the model to size-only."));

    m_batchGroup->setTitle(tr("Batch and sequence"));
    describeLabelled(m_microBatch, tr("Micro-batch (sequences per GPU)"),
                     tr("Sequences each GPU processes per forward/backward pass. Activation memory "
                        "grows linearly with it."));
    describeLabelled(m_sequenceLength, tr("Sequence length (tokens)"),
                     tr("Tokens per training sequence. Activations grow linearly with it, and "
                        "quadratically for attention scores without FlashAttention."));
    describeLabelled(m_gradAccum, tr("Gradient accumulation steps"),
                     tr("Micro-batches summed before each optimizer step. Raises the global batch "
                        "(tokens per step) without raising memory."));

    m_numericsGroup->setTitle(tr("Numerics and optimizer"));
    m_precisionLabel->setText(tr("Precision"));
    describe(m_precision, tr("Precision"),
             tr("Number formats of training: fp32; mixed precision (bf16/fp16/fp8 compute with an fp32 "
                "master copy and fp32 optimizer states); pure bf16 (no master copy); or PyTorch AMP "
                "(torch.autocast over fp32 weights: 16-bit copies of the weights for the matmuls, no "
                "master copy)."));
    for (PrecisionPreset preset : {PrecisionPreset::AmpBF16, PrecisionPreset::AmpFP16})
        setItemText(m_precision, int(preset), tr("%1 (autocast)").arg(qs(precisionPresetId(preset))));
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

    m_trainingCodeGroup->setTitle(tr("Training code"));
    describeLabelled(m_implementation, tr("Implementation"),
                     tr("Whose code runs the step decides which tensors the forward keeps for the backward: "
                        "Megatron-LM's fused kernels keep the fewest; PyTorch eager (a Hugging Face model "
                        "with eager attention) keeps the s x s attention probabilities; PyTorch SDPA uses "
                        "fused attention but keeps PyTorch's other tensors."));
    translateItems(m_implementation, kImplementationItems);
    describeLabelled(m_loss, tr("Loss"),
                     tr("How the cross-entropy is computed: eager PyTorch makes logits-sized buffers "
                        "(an fp32 copy, log-probabilities, their gradients); a fused kernel writes the "
                        "gradient in place; chunked computes it a slice of the tokens at a time."));
    translateItems(m_loss, kLossItems);
    // Its tooltip depends on the implementation: refresh() sets it.
    m_gradsFreed->setText(tr("Free gradients between steps (set_to_none)"));
    m_gradsFreed->setAccessibleName(m_gradsFreed->text());
    m_trainingAdvanced->setText(tr("More training options"));
    describe(m_trainingAdvanced, tr("More training options"),
             tr("Show or hide the optimizer kernels and the backend."));
    describeLabelled(m_optimizerImpl, tr("Optimizer kernels"),
                     tr("How the optimizer step runs: one fused kernel (no scratch), foreach (temporaries "
                        "for a whole group of tensors at once) or a loop over the tensors (temporaries of "
                        "the largest one). Auto is PyTorch's default: foreach on CUDA, the loop on the CPU; "
                        "Megatron-LM fuses."));
    translateItems(m_optimizerImpl, kOptimizerImplItems);
    describeLabelled(m_backend, tr("Backend"),
                     tr("Where the step runs: on the CPU dropout masks take the input's dtype instead of "
                        "one byte, and autocast's lists of ops differ."));
    translateItems(m_backend, kBackendItems);

    m_savingsGroup->setTitle(tr("Memory savings"));
    describeLabelled(m_checkpointing, tr("Checkpointing"),
                     tr("Activation checkpointing trades compute for memory: selective recomputes "
                        "the attention core, full keeps only each layer's input (about a third "
                        "more compute), every-k keeps every k-th layer's input."));
    translateItems(m_checkpointing, kCheckpointingItems);
    setRowLabel(m_checkpointK, tr("k"));
    describe(m_checkpointK, tr("Checkpoint every k layers"),
             tr("With every-k checkpointing, keep the input of every k-th layer and recompute the rest "
                "of each segment. 'auto' uses k = sqrt(layers), which minimises memory."));
    m_checkpointK->setSpecialValueText(tr("auto (sqrt L)"));
    describeLabelled(m_flashAttention, tr("FlashAttention"),
                     tr("Fused attention never stores the s x s score and softmax matrices, "
                        "removing the activation term quadratic in sequence length."));
    describeLabelled(m_dropout, tr("Dropout"),
                     tr("Dropout keeps one mask byte per element it drops (attention, after attention "
                        "and after the MLP): more activation memory. Most LLM pre-training turns it off."));

    m_hardwareGroup->setTitle(tr("Hardware and parallelism"));
    describeLabelled(m_gpuPicker, tr("GPU"),
                     tr("The accelerator: its memory is the capacity line of the memory chart, its "
                        "bandwidth and peak FLOP/s draw the roofline."));
    describeLabelled(m_gpuCount, tr("GPUs"),
                     tr("Total GPUs = data parallel x tensor parallel x pipeline parallel. With ZeRO "
                        "the sharded parts shrink with the data-parallel size."));
    describeLabelled(m_zero, tr("ZeRO stage"),
                     tr("ZeRO (Rajbhandari et al. 2020) shards training state over the data-parallel GPUs: "
                        "stage 1 the optimizer states, stage 2 also the gradients, stage 3 (FSDP) also "
                        "the weights."));
    translateItems(m_zero, kZeroItems);
    m_modelParallelLabel->setText(tr("Model parallel"));
    m_tensorParallelLabel->setText(tr("TP"));
    describe(m_tensorParallel, tr("Tensor parallel"),
             tr("Tensor parallelism (Megatron-LM) splits every layer's matrices over this many GPUs: "
                "weights and most activations divide by it."));
    m_pipelineParallelLabel->setText(tr("PP"));
    describe(m_pipelineParallel, tr("Pipeline parallel"),
             tr("Pipeline parallelism splits the layers into this many stages, one per GPU group."));
    describeLabelled(m_sequenceParallel, tr("Sequence parallel"),
                     tr("With tensor parallelism, also split the norm and dropout activations "
                        "along the sequence (Korthikanti et al. 2022)."));
    setRowLabel(m_overhead, tr("Overhead"));
    describe(m_overhead, tr("Overhead per GPU"),
             tr("CUDA context, cuBLAS workspaces and allocator fragmentation, per GPU; typically 1-3 GiB."));
    m_overhead->setSuffix(tr(" GiB"));

    m_inferenceGroup->setTitle(tr("Roofline and inference"));
    describeLabelled(m_phase, tr("Roofline phase"),
                     tr("Which step the roofline places its operations for: a training step, a prefill "
                        "(the whole prompt at once, compute bound) or one decode step (one token per "
                        "sequence, memory bound)."));
    translateItems(m_phase, kPhaseItems);
    describeLabelled(m_inferenceBatch, tr("Inference batch"),
                     tr("Sequences served together. Decode reads the weights once per step for "
                        "the whole batch, so a larger batch raises arithmetic intensity."));
    describeLabelled(m_inferenceContext, tr("Context (tokens)"),
                     tr("Tokens held in the KV cache per sequence (prompt + generated)."));
    describeLabelled(m_kvDtype, tr("KV cache dtype"),
                     tr("Storage format of the cached keys and values: fp8 halves the KV cache of bf16."));
    describeLabelled(m_inferenceWeightsDtype, tr("Serving weights"),
                     tr("Storage format of the weights when serving (int8/int4 quantised "
                        "weights shrink memory and the bytes decode must read)."));

    m_runGroup->setTitle(tr("Run and cost"));
    describeLabelled(m_tokens, tr("Training tokens (D)"),
                     tr("Tokens the whole run trains on: with 6ND it sets total FLOPs, days, "
                        "GPU-hours and cost. Chinchilla-optimal is about 20 tokens per parameter."));
    m_tokens->setZeroText(tr("not set"));
    setRowLabel(m_mfu, tr("MFU"));
    describe(m_mfu, tr("Model FLOPs utilisation"),
             tr("Fraction of the GPUs' dense peak a training run achieves (MFU, Chowdhery et al. 2022); "
                "0.35-0.55 is typical for large runs. Sets the days and the cost."));
    setRowLabel(m_price, tr("Price / GPU-hour"));
    describe(m_price, tr("Price per GPU-hour"),
             tr("What one GPU-hour costs (cloud list price or amortised). 0 hides the cost."));
    m_price->setSpecialValueText(tr("not set"));
    m_price->setPrefix(QLocale().currencySymbol(QLocale::CurrencySymbol));

    refresh(); // the model summary and the custom GPU's item
}

void ControlPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        // QLocale::setDefault() does not reach widgets that have already resolved their locale,
        // and the spin boxes format their numbers with it: take the new default along.
        setLocale(QLocale());
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

// No horizontal scrolling: the column is as wide as its widest row plus the scroll bar. Rows
// widen when the language changes, so this runs again whenever the column is laid out anew.
void ControlPanel::fitWidth()
{
    m_scroll->setMinimumWidth(m_scroll->widget()->minimumSizeHint().width()
                              + m_scroll->verticalScrollBar()->sizeHint().width() + 2 * m_scroll->frameWidth());
}

bool ControlPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_scroll->widget() && event->type() == QEvent::LayoutRequest)
        fitWidth();
    return QWidget::eventFilter(watched, event);
}

void ControlPanel::setScenario(const Scenario& scenario)
{
    const QSignalBlocker blocker(this);
    m_scenario = scenario;
    m_lastEdited.clear();
    // A scenario that sets the rarely changed options shows them.
    if (scenario.training.backend != Backend::Cuda || scenario.training.optimizerImpl != OptimizerImpl::Auto)
        setTrainingAdvancedShown(true);
    refresh();
}

void ControlPanel::edit(QObject* control, const std::function<void(Scenario&)>& change)
{
    if (m_loading)
        return;
    change(m_scenario);
    m_lastEdited = control->objectName();
    refresh();
    emit scenarioChanged();
}

void ControlPanel::onModelPicked(int index)
{
    if (m_loading || index < 0)
        return;
    const QString id = m_modelPicker->itemData(index).toString();
    if (id == kSizeOnly) {
        const double params = m_modelSize->value();
        edit(m_modelPicker, [params](Scenario& s) { s.model = ModelSpec::sizeOnly(params); });
    } else if (id == kCustomArch) {
        openArchitectureDialog();
    } else if (const ModelPreset* preset = ModelDb::builtin().find(id.toStdString())) {
        const ModelPreset chosen = *preset;
        edit(m_modelPicker, [chosen](Scenario& s) { s.model = ModelSpec::fromArchitecture(chosen.arch, chosen.id); });
    }
}

void ControlPanel::openArchitectureDialog()
{
    Architecture arch = m_scenario.model.arch;
    if (editArchitecture(arch))
        edit(m_architectureButton, [arch](Scenario& s) { s.model = ModelSpec::fromArchitecture(arch); });
    else
        refresh(); // puts the model picker back if "custom architecture" was chosen and cancelled
}

bool ControlPanel::editArchitecture(Architecture& arch)
{
    ArchitectureDialog dialog(this);
    dialog.setArchitecture(arch);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    arch = dialog.architecture();
    return true;
}

void ControlPanel::onPrecisionPicked(int index)
{
    if (m_loading || index < 0)
        return;
    const int preset = m_precision->itemData(index).toInt();
    if (preset == kCustomPrecision) {
        openPrecisionDialog();
        return;
    }
    edit(m_precision, [preset](Scenario& s) { s.precision = PrecisionConfig::fromPreset(PrecisionPreset(preset)); });
}

void ControlPanel::openPrecisionDialog()
{
    PrecisionConfig precision = m_scenario.precision;
    if (editPrecision(precision))
        edit(m_dtypeMixButton, [precision](Scenario& s) { s.precision = precision; });
    else
        refresh();
}

bool ControlPanel::editPrecision(PrecisionConfig& precision)
{
    PrecisionDialog dialog(this);
    dialog.setPrecision(precision);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    precision = dialog.precision();
    return true;
}

void ControlPanel::onGpuPicked(int index)
{
    if (m_loading || index < 0)
        return;
    const QString id = m_gpuPicker->itemData(index).toString();
    if (id == kCustomGpu)
        return; // activated() opens the dialog: only a user's choice should pop up a modal dialog
    if (const GpuSpec* gpu = HardwareDb::builtin().find(id.toStdString())) {
        const GpuSpec chosen = *gpu;
        edit(m_gpuPicker, [chosen](Scenario& s) {
            s.gpu = chosen;
            s.customGpu = false;
        });
    }
}

void ControlPanel::onGpuActivated(int index)
{
    if (m_gpuPicker->itemData(index).toString() != kCustomGpu)
        return;
    GpuSpec gpu = m_scenario.gpu;
    if (editCustomGpu(gpu)) {
        edit(m_gpuPicker, [gpu](Scenario& s) {
            s.gpu = gpu;
            s.customGpu = true;
        });
    } else {
        refresh(); // back to the GPU that is still in the scenario
    }
}

bool ControlPanel::editCustomGpu(GpuSpec& gpu)
{
    CustomGpuDialog dialog(this);
    dialog.setGpu(gpu);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    gpu = dialog.gpu();
    return true;
}

void ControlPanel::refresh()
{
    m_loading = true;
    // Block every child control while writing it; the flag covers anything a blocker misses
    // (a QSpinBox's line edit, for example).
    std::vector<std::unique_ptr<QSignalBlocker>> blockers;
    for (QWidget* w : {static_cast<QWidget*>(m_modelPicker), static_cast<QWidget*>(m_modelSize),
                       static_cast<QWidget*>(m_microBatch), static_cast<QWidget*>(m_sequenceLength),
                       static_cast<QWidget*>(m_gradAccum), static_cast<QWidget*>(m_precision),
                       static_cast<QWidget*>(m_optimizer), static_cast<QWidget*>(m_implementation),
                       static_cast<QWidget*>(m_loss), static_cast<QWidget*>(m_gradsFreed),
                       static_cast<QWidget*>(m_optimizerImpl), static_cast<QWidget*>(m_backend),
                       static_cast<QWidget*>(m_checkpointing),
                       static_cast<QWidget*>(m_checkpointK), static_cast<QWidget*>(m_flashAttention),
                       static_cast<QWidget*>(m_dropout), static_cast<QWidget*>(m_gpuPicker),
                       static_cast<QWidget*>(m_gpuCount), static_cast<QWidget*>(m_zero),
                       static_cast<QWidget*>(m_tensorParallel), static_cast<QWidget*>(m_pipelineParallel),
                       static_cast<QWidget*>(m_sequenceParallel), static_cast<QWidget*>(m_overhead),
                       static_cast<QWidget*>(m_phase), static_cast<QWidget*>(m_inferenceBatch),
                       static_cast<QWidget*>(m_inferenceContext), static_cast<QWidget*>(m_kvDtype),
                       static_cast<QWidget*>(m_inferenceWeightsDtype), static_cast<QWidget*>(m_tokens),
                       static_cast<QWidget*>(m_mfu), static_cast<QWidget*>(m_price)})
        blockers.push_back(std::make_unique<QSignalBlocker>(w));

    const Scenario& s = m_scenario;
    const bool sizeOnly = s.model.sizeOnlyParams > 0;
    if (sizeOnly)
        selectData(m_modelPicker, kSizeOnly);
    else if (!s.model.presetId.empty() && m_modelPicker->findData(QString::fromStdString(s.model.presetId)) >= 0)
        selectData(m_modelPicker, QString::fromStdString(s.model.presetId));
    else
        selectData(m_modelPicker, kCustomArch);
    const double params = sizeOnly ? s.model.sizeOnlyParams : double(countParameters(s.model.arch).total);
    m_modelSize->setValue(params);
    const Architecture& a = s.model.arch;
    m_modelSummary->setText(
        tr("%1 parameters%2 - %3 layers, d_model %4, %5 heads (%6 KV), d_ff %7, vocab %8")
            .arg(format::count(params), sizeOnly ? tr(" (derived Llama-style shape)") : QString())
            .arg(a.layers).arg(a.dModel).arg(a.heads).arg(a.kvHeads).arg(a.dFf)
            .arg(format::integer(qlonglong(a.vocab))));

    m_microBatch->setValue(s.training.microBatch);
    m_sequenceLength->setValue(s.training.seqLen);
    m_gradAccum->setValue(s.training.gradAccum);

    selectData(m_precision, int(s.precision.preset));
    selectData(m_optimizer, int(s.optimizer));
    const TrainingConfig& t = s.training;
    selectData(m_implementation, int(t.implementation));
    selectData(m_loss, int(t.loss));
    // Megatron-LM's gradient buffer lives for the whole run: nothing to free, so the box shows
    // what happens (not freed) and says why it cannot be changed.
    m_gradsFreed->setChecked(t.isPyTorch() && t.gradsFreed);
    m_gradsFreed->setEnabled(t.isPyTorch());
    const QString gradsFreedTip = t.isPyTorch()
        ? tr("optimizer.zero_grad(set_to_none=True), PyTorch 2's default: no gradients exist "
             "during the forward, so a peak in the forward or the loss does not include them.")
        : tr("Megatron-LM keeps one contiguous gradient buffer for the whole run: its gradients are never "
             "freed. Choose a PyTorch implementation to change this.");
    m_gradsFreed->setToolTip(gradsFreedTip);
    m_gradsFreed->setAccessibleDescription(gradsFreedTip);
    // "auto (foreach)": what PyTorch (or Megatron-LM) would pick here.
    TrainingConfig autoImpl = t;
    autoImpl.optimizerImpl = OptimizerImpl::Auto;
    const OptimizerImpl resolved = autoImpl.resolvedOptimizerImpl();
    for (const Item& item : kOptimizerImplItems)
        if (item.data == int(resolved))
            setItemText(m_optimizerImpl, int(OptimizerImpl::Auto), tr("auto (%1)").arg(tr(item.text)));
    selectData(m_optimizerImpl, int(t.optimizerImpl));
    selectData(m_backend, int(t.backend));
    selectData(m_checkpointing, int(s.training.checkpointing));
    m_checkpointK->setValue(s.training.checkpointEveryK);
    m_checkpointK->setEnabled(s.training.checkpointing == Checkpointing::EveryK);
    // PyTorch implementations decide it themselves (eager: never, SDPA: always).
    m_flashAttention->setChecked(s.training.usesFlashAttention());
    m_flashAttention->setEnabled(!s.training.isPyTorch());
    m_dropout->setChecked(s.training.dropout);

    const int customIndex = m_gpuPicker->findData(kCustomGpu);
    if (s.customGpu || m_gpuPicker->findData(QString::fromStdString(s.gpu.id)) < 0) {
        m_gpuPicker->setItemText(customIndex, tr("Custom: %1...").arg(QString::fromStdString(s.gpu.name)));
        m_gpuPicker->setCurrentIndex(customIndex);
    } else {
        m_gpuPicker->setItemText(customIndex, tr("Custom..."));
        selectData(m_gpuPicker, QString::fromStdString(s.gpu.id));
    }
    m_gpuCount->setValue(s.parallel.gpus);
    selectData(m_zero, s.parallel.zeroStage);
    m_tensorParallel->setValue(s.parallel.tensorParallel);
    m_pipelineParallel->setValue(s.parallel.pipelineParallel);
    m_sequenceParallel->setChecked(s.parallel.sequenceParallel);
    m_sequenceParallel->setEnabled(s.parallel.tensorParallel > 1 || s.parallel.sequenceParallel);
    m_overhead->setValue(s.overheadBytes / (1024.0 * 1024.0 * 1024.0));

    selectData(m_phase, int(s.phase));
    m_inferenceBatch->setValue(s.inference.batch);
    m_inferenceContext->setValue(s.inference.context);
    selectData(m_kvDtype, int(s.inference.kvDtype));
    selectData(m_inferenceWeightsDtype, int(s.inference.weightsDtype));

    m_tokens->setValue(s.training.tokens);
    m_mfu->setValue(s.run.mfu);
    m_price->setValue(s.run.pricePerGpuHour);
    m_loading = false;
}

} // namespace rooflab
