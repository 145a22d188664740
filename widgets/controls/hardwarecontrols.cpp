#include "widgets/controls/hardwarecontrols.h"

#include "core/base/fieldlimits.h"
#include "core/io/hardwaredb.h"
#include "core/model/contextparallel.h"
#include "widgets/controls/comboitems.h"
#include "widgets/controls/controlpanel.h"
#include "widgets/controls/logslider.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

#include <cmath>
#include <optional>

namespace rooflab {
namespace {

const QString kCustomGpu = QStringLiteral("custom");
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

constexpr ComboItem kZeroItems[] = {
    {0, QT_TRANSLATE_NOOP("rooflab::HardwareControls", "0 - DDP, all replicated")},
    {1, QT_TRANSLATE_NOOP("rooflab::HardwareControls", "1 - shard optimizer states")},
    {2, QT_TRANSLATE_NOOP("rooflab::HardwareControls", "2 - + gradients")},
    {3, QT_TRANSLATE_NOOP("rooflab::HardwareControls", "3 - + weights (FSDP)")},
};

constexpr ComboItem kReshardItems[] = {
    {int(ReshardAfterForward::Default),
     QT_TRANSLATE_NOOP("rooflab::HardwareControls", "default (not with pipeline parallelism)")},
    {int(ReshardAfterForward::Always), QT_TRANSLATE_NOOP("rooflab::HardwareControls", "always")},
    {int(ReshardAfterForward::Never), QT_TRANSLATE_NOOP("rooflab::HardwareControls", "never (keep gathered)")},
};

constexpr ComboItem kTpSavedInputsItems[] = {
    {int(TpSavedInputs::Default),
     QT_TRANSLATE_NOOP("rooflab::HardwareControls", "the framework's (torchtitan: gathered)")},
    {int(TpSavedInputs::Sharded), QT_TRANSLATE_NOOP("rooflab::HardwareControls", "sharded (gathered again)")},
    {int(TpSavedInputs::Gathered), QT_TRANSLATE_NOOP("rooflab::HardwareControls", "gathered (kept whole)")},
};

// parallel.cp_comm_type, Megatron-Core's --cp-comm-type values.
constexpr ComboItem kContextCommItems[] = {
    {int(ContextCommType::P2P), QT_TRANSLATE_NOOP("rooflab::HardwareControls", "ring (p2p, hidden)")},
    {int(ContextCommType::AllGather), QT_TRANSLATE_NOOP("rooflab::HardwareControls", "all-gather (exposed)")},
    {int(ContextCommType::AllToAll), QT_TRANSLATE_NOOP("rooflab::HardwareControls", "all-to-all (Ulysses)")},
    {int(ContextCommType::AllToAllP2P), QT_TRANSLATE_NOOP("rooflab::HardwareControls", "all-to-all + ring (a2a+p2p)")},
};

// parallel.cp_rotate_method, torchtitan's --parallelism.context_parallel_rotate_method values.
constexpr ComboItem kContextRotateItems[] = {
    {int(ContextRotateMethod::AllGather),
     QT_TRANSLATE_NOOP("rooflab::HardwareControls", "all-gather (behind the first chunk)")},
    {int(ContextRotateMethod::AllToAll), QT_TRANSLATE_NOOP("rooflab::HardwareControls", "ring of all-to-alls")},
};

constexpr ComboItem kScheduleItems[] = {
    {int(PipelineSchedule::OneFOneB), QT_TRANSLATE_NOOP("rooflab::HardwareControls", "1F1B (interleaved)")},
    {int(PipelineSchedule::DualPipe), QT_TRANSLATE_NOOP("rooflab::HardwareControls", "DualPipe")},
};

} // namespace

HardwareControls::HardwareControls(ControlPanel* panel)
    : ControlGroup(panel) {
    addGpuControls();
    addModelParallelControls();
    addContextParallelControls();
    addExpertParallelControls();
    addRuntimeMemoryControls();
}

// The GPU, how many, and what ZeRO shards across them.
void HardwareControls::addGpuControls() {
    m_gpuPicker = addCombo(QStringLiteral("gpuPicker"));
    for (const GpuSpec& gpu : HardwareDb::builtin().gpus()) {
        m_gpuPicker->addItem(QString::fromStdString(gpu.name), QString::fromStdString(gpu.id));
        m_gpuPicker->setItemData(m_gpuPicker->count() - 1, QString::fromStdString(gpu.notes), Qt::ToolTipRole);
    }
    m_gpuPicker->addItem(QString(), kCustomGpu); // refresh() names it, with the custom GPU's name if there is one
    connect(m_gpuPicker, &QComboBox::currentIndexChanged, this, &HardwareControls::onGpuPicked);
    connect(m_gpuPicker, &QComboBox::activated, this, &HardwareControls::onGpuActivated);

    m_gpuCount = addSlider(QStringLiteral("gpuCountSlider"));
    m_gpuCount->setRange(1, 16384, LogSlider::Snapping::PowersOfTwo);
    m_gpuCount->setTypedRange(limits::gpus.min, limits::gpus.max);
    connect(m_gpuCount, &LogSlider::valueChanged, this,
            [this](double v) { edit(m_gpuCount, [v](Scenario& s) { s.parallel.gpus = int(std::lround(v)); }); });

    m_zero = addCombo(QStringLiteral("zeroPicker"));
    addItems(m_zero, kZeroItems);
    connect(m_zero, &QComboBox::currentIndexChanged, this, [this] {
        const int stage = m_zero->currentData().toInt();
        edit(m_zero, [stage](Scenario& s) { s.parallel.zeroStage = stage; });
    });
    m_reshard = addCombo(QStringLiteral("reshardPicker"));
    addItems(m_reshard, kReshardItems);
    connect(m_reshard, &QComboBox::currentIndexChanged, this, [this] {
        const auto policy = ReshardAfterForward(m_reshard->currentData().toInt());
        edit(m_reshard, [policy](Scenario& s) { s.parallel.reshardAfterForward = policy; });
    });
}

// Tensor and pipeline parallelism on one row, interleaving, sequence parallelism.
void HardwareControls::addModelParallelControls() {
    m_tensorParallel =
        addDegreeSpin(QStringLiteral("tensorParallelSpin"), &ParallelConfig::tensorParallel, limits::tensorParallel);
    m_pipelineParallel = addDegreeSpin(QStringLiteral("pipelineParallelSpin"), &ParallelConfig::pipelineParallel,
                                       limits::pipelineParallel);
    m_tensorParallelLabel = new QLabel(this);
    m_pipelineParallelLabel = new QLabel(this);
    auto* row = new QHBoxLayout;
    row->addWidget(m_tensorParallelLabel);
    row->addWidget(m_tensorParallel, 1);
    row->addWidget(m_pipelineParallelLabel);
    row->addWidget(m_pipelineParallel, 1);
    m_modelParallelLabel = new QLabel(this);
    form()->addRow(m_modelParallelLabel, row);

    m_virtualStages =
        addDegreeSpin(QStringLiteral("virtualStagesSpin"), &ParallelConfig::virtualStages, limits::virtualStages);
    addLabelledRow(m_virtualStages);
    m_schedule = addCombo(QStringLiteral("pipelineSchedulePicker"));
    addItems(m_schedule, kScheduleItems);
    connect(m_schedule, &QComboBox::currentIndexChanged, this, [this] {
        const auto schedule = PipelineSchedule(m_schedule->currentData().toInt());
        edit(m_schedule, [schedule](Scenario& s) { s.parallel.pipelineSchedule = schedule; });
    });
    m_stageEnds = addCheck(QStringLiteral("stageEndsCheck"));
    connect(m_stageEnds, &QCheckBox::toggled, this, [this](bool on) {
        edit(m_stageEnds, [on](Scenario& s) { s.parallel.embeddingInSplit = s.parallel.lossInSplit = on; });
    });

    m_sequenceParallel = addCheck(QStringLiteral("sequenceParallelCheck"));
    connect(m_sequenceParallel, &QCheckBox::toggled, this,
            [this](bool on) { edit(m_sequenceParallel, [on](Scenario& s) { s.parallel.sequenceParallel = on; }); });
    m_tpCommOverlap = addCheck(QStringLiteral("tpCommOverlapCheck"));
    connect(m_tpCommOverlap, &QCheckBox::toggled, this,
            [this](bool on) { edit(m_tpCommOverlap, [on](Scenario& s) { s.parallel.tpCommOverlap = on; }); });
    m_tpSavedInputs = addCombo(QStringLiteral("tpSavedInputsPicker"));
    addItems(m_tpSavedInputs, kTpSavedInputsItems);
    connect(m_tpSavedInputs, &QComboBox::currentIndexChanged, this, [this] {
        const auto saved = TpSavedInputs(m_tpSavedInputs->currentData().toInt());
        edit(m_tpSavedInputs, [saved](Scenario& s) { s.parallel.tpSavedInputs = saved; });
    });
}

void HardwareControls::addContextParallelControls() {
    m_contextParallel =
        addDegreeSpin(QStringLiteral("contextParallelSpin"), &ParallelConfig::contextParallel, limits::contextParallel);
    m_contextBalanced = new QCheckBox(this);
    m_contextBalanced->setObjectName(QStringLiteral("contextBalancedCheck"));
    connect(m_contextBalanced, &QCheckBox::toggled, this,
            [this](bool on) { edit(m_contextBalanced, [on](Scenario& s) { s.parallel.contextLoadBalanced = on; }); });
    auto* contextRow = new QHBoxLayout;
    contextRow->addWidget(m_contextParallel, 1);
    contextRow->addWidget(m_contextBalanced);
    m_contextLabel = new QLabel(this);
    form()->addRow(m_contextLabel, contextRow);
    m_contextComm = addCombo(QStringLiteral("contextCommPicker"));
    addItems(m_contextComm, kContextCommItems);
    connect(m_contextComm, &QComboBox::currentIndexChanged, this, [this] {
        const auto type = ContextCommType(m_contextComm->currentData().toInt());
        edit(m_contextComm, [type](Scenario& s) { s.parallel.contextCommType = type; });
    });
    m_contextRotate = addCombo(QStringLiteral("contextRotatePicker"));
    addItems(m_contextRotate, kContextRotateItems);
    connect(m_contextRotate, &QComboBox::currentIndexChanged, this, [this] {
        const auto method = ContextRotateMethod(m_contextRotate->currentData().toInt());
        edit(m_contextRotate, [method](Scenario& s) { s.parallel.contextRotateMethod = method; });
    });
}

// A mixture of experts: ep and etp on one row, and the routing imbalance.
void HardwareControls::addExpertParallelControls() {
    m_expertParallel =
        addDegreeSpin(QStringLiteral("expertParallelSpin"), &ParallelConfig::expertParallel, limits::expertParallel);
    m_expertTensor = addDegreeSpin(QStringLiteral("expertTensorSpin"), &ParallelConfig::expertTensorParallel,
                                   limits::expertTensorParallel);
    m_expertParallelLabel = new QLabel(this);
    m_expertTensorLabel = new QLabel(this);
    auto* expertRow = new QHBoxLayout;
    expertRow->addWidget(m_expertParallelLabel);
    expertRow->addWidget(m_expertParallel, 1);
    expertRow->addWidget(m_expertTensorLabel);
    expertRow->addWidget(m_expertTensor, 1);
    m_expertLabel = new QLabel(this);
    form()->addRow(m_expertLabel, expertRow);

    m_capacityFactor = new QDoubleSpinBox(this);
    m_capacityFactor->setObjectName(QStringLiteral("capacityFactorSpin"));
    m_capacityFactor->setRange(limits::moeCapacityFactor.min, limits::moeCapacityFactor.max);
    m_capacityFactor->setDecimals(2);
    m_capacityFactor->setSingleStep(0.25);
    connect(m_capacityFactor, &QDoubleSpinBox::valueChanged, this, [this](double factor) {
        edit(m_capacityFactor, [factor](Scenario& s) { s.training.moeCapacityFactor = factor; });
    });
    addLabelledRow(m_capacityFactor);
    // parallel.overlap_moe_expert_parallel_comm: Megatron-Core's combined 1F1B.
    m_expertOverlap = addCheck(QStringLiteral("expertOverlapCheck"));
    connect(m_expertOverlap, &QCheckBox::toggled, this,
            [this](bool on) { edit(m_expertOverlap, [on](Scenario& s) { s.parallel.moeAllToAllOverlap = on; }); });
}

// The per-GPU runtime memory: itemised, or one figure set by hand.
void HardwareControls::addRuntimeMemoryControls() {
    m_overheadSet = new QCheckBox(this);
    m_overheadSet->setObjectName(QStringLiteral("overheadSetCheck"));
    m_overhead = new QDoubleSpinBox(this);
    m_overhead->setObjectName(QStringLiteral("overheadSpin"));
    m_overhead->setRange(limits::overheadGiB.min, limits::overheadGiB.max);
    m_overhead->setDecimals(2);
    m_overhead->setSingleStep(0.25);
    m_overhead->setValue(1.0);
    connect(m_overheadSet, &QCheckBox::toggled, this, [this](bool set) {
        const double gib = m_overhead->value();
        edit(m_overheadSet, [set, gib](Scenario& s) {
            s.runtime.overrideBytes = set ? std::optional<double>(gib * kGiB) : std::nullopt;
        });
    });
    connect(m_overhead, &QDoubleSpinBox::valueChanged, this,
            [this](double gib) { edit(m_overhead, [gib](Scenario& s) { s.runtime.overrideBytes = gib * kGiB; }); });
    m_overheadLabel = new QLabel(this);
    auto* overheadRow = new QHBoxLayout;
    overheadRow->addWidget(m_overheadSet);
    overheadRow->addWidget(m_overhead, 1);
    form()->addRow(m_overheadLabel, overheadRow);
}

QSpinBox* HardwareControls::addDegreeSpin(const QString& objectName, int ParallelConfig::*field, FieldLimit limit) {
    auto* spin = new QSpinBox(this);
    spin->setObjectName(objectName);
    spin->setRange(int(limit.min), int(limit.max));
    spin->setKeyboardTracking(false); // typing "16" is one edit (one undo step), not "1" then "16"
    connect(spin, &QSpinBox::valueChanged, this,
            [this, spin, field](int v) { edit(spin, [v, field](Scenario& s) { s.parallel.*field = v; }); });
    return spin;
}

void HardwareControls::retranslate() {
    setTitle(tr("Hardware and parallelism"));
    describeLabelled(m_gpuPicker, tr("GPU"),
                     tr("The accelerator: its memory is the capacity line of the memory chart, its "
                        "bandwidth and peak FLOP/s draw the roofline."));
    describeLabelled(m_gpuCount, tr("GPUs"),
                     tr("Total GPUs = data parallel x tensor parallel x pipeline parallel x context "
                        "parallel. With ZeRO the sharded parts shrink with the data-parallel size."));
    describeLabelled(m_zero, tr("ZeRO stage"),
                     tr("ZeRO (Rajbhandari et al. 2020) shards training state over the data-parallel GPUs: "
                        "stage 1 the optimizer states, stage 2 also the gradients, stage 3 (FSDP) also "
                        "the weights."));
    translateItems(m_zero, kZeroItems);
    describeLabelled(m_reshard, tr("Reshard after forward"),
                     tr("ZeRO-3/FSDP2's reshard_after_forward, as torchtitan sets it: free each layer's gathered "
                        "weights after its forward and gather them again for the backward (default, except under "
                        "pipeline parallelism), or keep them until the backward: more memory, half the all-gathers."));
    translateItems(m_reshard, kReshardItems);
    m_modelParallelLabel->setText(tr("Model parallel"));
    m_tensorParallelLabel->setText(tr("TP"));
    describe(m_tensorParallel, tr("Tensor parallel"),
             tr("Tensor parallelism (Megatron-LM) splits every layer's matrices over this many GPUs: "
                "weights and most activations divide by it."));
    m_pipelineParallelLabel->setText(tr("PP"));
    describe(m_pipelineParallel, tr("Pipeline parallel"),
             tr("Pipeline parallelism splits the layers into this many stages, one per GPU group."));
    setRowLabel(m_virtualStages, tr("Virtual stages"));
    describe(m_virtualStages, tr("Virtual pipeline stages"),
             tr("Interleaved 1F1B (Narayanan et al. 2021): each pipeline stage holds this many model chunks, "
                "which divides the pipeline bubble by the same factor for that many more pipeline sends."));
    describeLabelled(m_schedule, tr("Pipeline schedule"),
                     tr("1F1B (Megatron; interleaved with virtual stages) or DualPipe (DeepSeek-V3): micro-batches "
                        "enter from both ends, each GPU holds two stages (twice the parameters, one more "
                        "micro-batch in flight), the bubble shrinks to (p/2 - 1)(F&B + B - 3W) and the expert "
                        "all-to-all hides behind the other direction's compute. Needs an even PP and an even "
                        "number of micro-batches, at least 2 x PP."));
    translateItems(m_schedule, kScheduleItems);
    describeLabelled(m_stageEnds, tr("Embedding and loss as layers"),
                     tr("Count the embedding and the loss as one layer each when the layers are split over the "
                        "pipeline (Megatron-Core's account_for_embedding_in_pipeline_split and "
                        "account_for_loss_in_pipeline_split; the Llama 3 paper's split): the first and the last "
                        "stage hold one transformer layer fewer, which balances the embedding and the LM head. "
                        "Needs (layers + 2) to divide over the stages and their virtual stages."));
    describeLabelled(m_sequenceParallel, tr("Sequence parallel"),
                     tr("With tensor parallelism, also split the norm and dropout activations "
                        "along the sequence (Korthikanti et al. 2022)."));
    describeLabelled(m_tpCommOverlap, tr("Overlap TP communication"),
                     tr("Hide the tensor-parallel all-gathers and reduce-scatters behind the GEMMs beside them: "
                        "Transformer Engine's userbuffers (Megatron-Core's tp_comm_overlap) or torchtitan's "
                        "AsyncTP. Each hides up to its GEMM's time, less the chunk that cannot overlap; the SMs "
                        "its kernels take slow the GEMM. Needs sequence parallelism; off by default in both."));
    describeLabelled(m_tpSavedInputs, tr("TP saved inputs"),
                     tr("What each column-parallel projection keeps of its input for the backward under tensor "
                        "and sequence parallelism: the sequence-sharded copy, all-gathered again in the backward "
                        "(Megatron, Korthikanti et al. 2022), or the whole gathered sequence, t times the memory "
                        "(torchtitan's plan). PyTorch implementations' dense layers only."));
    translateItems(m_tpSavedInputs, kTpSavedInputsItems);
    m_contextLabel->setText(tr("Context parallel"));
    describe(m_contextParallel, tr("Context parallel"),
             tr("Context parallelism (Megatron-Core, torchtitan) splits every sequence over this many "
                "GPUs: activations divide by it; the keys and values travel between them as CP "
                "communication sets. Needs FlashAttention; gradients are reduced over data x context "
                "parallel GPUs."));
    m_contextBalanced->setText(tr("Balanced"));
    describe(m_contextBalanced, tr("Load-balanced split"),
             tr("On: each GPU takes two of 2 x CP chunks, one early and one late, so causal attention's work "
                "is even (Megatron's split). Off: contiguous chunks, and the last GPU, whose queries see "
                "every key, sets the pace."));
    describeLabelled(m_contextComm, tr("CP communication"),
                     tr("How context parallelism moves keys and values (Megatron-Core's --cp-comm-type): a ring of "
                        "sends beside the attention, which hides them while it lasts; an all-gather before the "
                        "attention, all of it waited for (the Llama 3 paper's); all-to-alls that give each GPU "
                        "the whole sequence for 1/CP of the heads (DeepSpeed-Ulysses), also waited for; or both in "
                        "two levels, all-to-alls among the GPUs of a node and a ring across the nodes (a2a+p2p)."));
    translateItems(m_contextComm, kContextCommItems);
    describeLabelled(m_contextRotate, tr("CP communication"),
                     tr("How torchtitan's context parallelism (PyTorch's) moves keys and values "
                        "(--parallelism.context_parallel_rotate_method): one all-gather, waited for after the "
                        "first chunk's attention (the default), or a ring of all-to-alls, each step beside one "
                        "chunk's attention. The gradients of keys and values go round a ring in fp32 either way."));
    translateItems(m_contextRotate, kContextRotateItems);
    m_expertLabel->setText(tr("Experts"));
    m_expertParallelLabel->setText(tr("EP"));
    describe(m_expertParallel, tr("Expert parallel"),
             tr("Expert parallelism (Megatron-Core) splits the routed experts over this many GPUs; each "
                "token's hidden state travels to its experts' GPUs and back (an all-to-all per MoE layer "
                "and pass)."));
    m_expertTensorLabel->setText(tr("ETP"));
    m_expertTensor->setSpecialValueText(tr("= TP"));
    describe(m_expertTensor, tr("Expert tensor parallel"),
             tr("Splits each expert's matrices over this many GPUs (Megatron's default: the tensor-parallel "
                "degree). The experts' optimizer states are sharded over the GPUs left: "
                "GPUs per stage / (EP x ETP)."));
    setRowLabel(m_capacityFactor, tr("Expert load"));
    describe(m_capacityFactor, tr("Expert capacity factor"),
             tr("Tokens the busiest expert GPU receives, as a multiple of the balanced share: its routed "
                "activations and expert compute grow with it. Megatron's --moe-expert-capacity-factor caps "
                "it there by dropping tokens; dropless training sees the router's own imbalance."));
    m_capacityFactor->setPrefix(tr("x "));
    describeLabelled(m_expertOverlap, tr("Overlap expert all-to-all"),
                     tr("Megatron-Core's combined 1F1B schedule (--overlap-moe-expert-parallel-comm, "
                        "Megatron-Bridge's moe_a2a_overlap): one micro-batch's forward runs beside another's "
                        "backward, each one's all-to-all under the other's compute; the warm-up and cool-down "
                        "run unpaired, and one more warm-up chunk stays in flight. Needs Megatron-Core, EP > 1, "
                        "virtual stages with PP > 1, and no full recomputation; off by default."));
    m_overheadLabel->setText(tr("Runtime memory"));
    m_overheadSet->setText(tr("Set:"));
    describe(m_overheadSet, tr("Set the runtime memory by hand"),
             tr("Off: itemised per GPU - the CUDA context, cuBLAS workspaces, NCCL buffers of each "
                "communicator this layout creates, and the caching allocator's reserve (8.5 % of the "
                "tensors, the median of 16 measured H100 steps). On: one figure replaces them."));
    describe(m_overhead, tr("Runtime memory per GPU"),
             tr("Replaces the itemised CUDA, cuBLAS, NCCL and allocator memory with this figure."));
    m_overhead->setSuffix(tr(" GiB"));
}

void HardwareControls::refresh(const Scenario& s) {
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
    selectData(m_reshard, int(s.parallel.reshardAfterForward));
    m_reshard->setEnabled(s.parallel.zeroStage == 3 || s.parallel.reshardAfterForward != ReshardAfterForward::Default);
    m_tensorParallel->setValue(s.parallel.tensorParallel);
    m_pipelineParallel->setValue(s.parallel.pipelineParallel);
    m_virtualStages->setValue(s.parallel.virtualStages);
    m_virtualStages->setEnabled(s.parallel.pipelineParallel > 1 || s.parallel.virtualStages > 1);
    selectData(m_schedule, int(s.parallel.pipelineSchedule));
    m_schedule->setEnabled(s.parallel.pipelineParallel > 1 ||
                           s.parallel.pipelineSchedule != PipelineSchedule::OneFOneB);
    m_stageEnds->setChecked(s.parallel.embeddingInSplit || s.parallel.lossInSplit);
    m_stageEnds->setEnabled(s.parallel.pipelineParallel > 1 || m_stageEnds->isChecked());
    m_sequenceParallel->setChecked(s.parallel.sequenceParallel);
    m_sequenceParallel->setEnabled(s.parallel.tensorParallel > 1 || s.parallel.sequenceParallel);
    m_tpCommOverlap->setChecked(s.parallel.tpCommOverlap);
    m_tpCommOverlap->setEnabled((s.parallel.tensorParallel > 1 && s.parallel.sequenceParallel) ||
                                s.parallel.tpCommOverlap);
    selectData(m_tpSavedInputs, int(s.parallel.tpSavedInputs));
    m_tpSavedInputs->setEnabled(
        (s.parallel.tensorParallel > 1 && s.parallel.sequenceParallel && s.training.isPyTorch()) ||
        s.parallel.tpSavedInputs != TpSavedInputs::Default);
    m_contextParallel->setValue(s.parallel.contextParallel);
    m_contextBalanced->setChecked(s.parallel.contextLoadBalanced);
    m_contextBalanced->setEnabled(s.parallel.contextParallel > 1 || !s.parallel.contextLoadBalanced);
    // The row of the framework's own knob: torchtitan runs PyTorch's context parallelism.
    const bool torchContext = runsTorchContextParallel(s);
    form()->setRowVisible(m_contextComm, !torchContext);
    form()->setRowVisible(m_contextRotate, torchContext);
    selectData(m_contextComm, int(s.parallel.contextCommType));
    m_contextComm->setEnabled(s.parallel.contextParallel > 1 || s.parallel.contextCommType != ContextCommType::P2P);
    selectData(m_contextRotate, int(s.parallel.contextRotateMethod));
    m_contextRotate->setEnabled(s.parallel.contextParallel > 1 ||
                                s.parallel.contextRotateMethod != ContextRotateMethod::AllGather);
    const bool moe = s.model.arch.isMoe();
    m_expertParallel->setValue(s.parallel.expertParallel);
    m_expertTensor->setValue(s.parallel.expertTensorParallel);
    m_capacityFactor->setValue(s.training.moeCapacityFactor);
    form()->setRowVisible(m_expertLabel, moe);
    form()->setRowVisible(m_capacityFactor, moe);
    form()->setRowVisible(m_expertOverlap, moe);
    m_expertOverlap->setChecked(s.parallel.moeAllToAllOverlap);
    // Offered wherever Megatron-Core runs experts over ep > 1 (the rest of its conditions warn);
    // a key already set stays reachable to clear.
    m_expertOverlap->setEnabled(
        s.parallel.moeAllToAllOverlap ||
        (s.parallel.expertParallel > 1 && s.training.implementation == Implementation::MegatronCore));
    m_overheadSet->setChecked(s.runtime.overrideBytes.has_value());
    m_overhead->setEnabled(s.runtime.overrideBytes.has_value());
    if (s.runtime.overrideBytes)
        m_overhead->setValue(*s.runtime.overrideBytes / kGiB);
}

void HardwareControls::onGpuPicked(int index) {
    if (loading() || index < 0)
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

void HardwareControls::onGpuActivated(int index) {
    if (m_gpuPicker->itemData(index).toString() == kCustomGpu)
        panel()->openCustomGpuDialog(m_gpuPicker);
}

} // namespace rooflab
