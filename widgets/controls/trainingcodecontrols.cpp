#include "widgets/controls/trainingcodecontrols.h"

#include "core/model/frameworkprofile.h"
#include "widgets/controls/comboitems.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QSignalBlocker>
#include <QToolButton>

namespace rooflab {
namespace {

constexpr ComboItem kImplementationItems[] = {
    {int(Implementation::Megatron), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "Megatron-LM (fused kernels)")},
    {int(Implementation::MegatronCore),
     QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "Megatron-Core + Transformer Engine (NeMo)")},
    {int(Implementation::Torchtitan), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "torchtitan (FSDP2)")},
    {int(Implementation::LlmFoundry),
     QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "LLM Foundry (Composer FSDP)")},
    {int(Implementation::DeepSpeed),
     QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "DeepSpeed (Megatron-DeepSpeed)")},
    {int(Implementation::PyTorchEager),
     QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "PyTorch eager (Hugging Face)")},
    {int(Implementation::PyTorchSdpa), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "PyTorch SDPA")},
};

constexpr ComboItem kLossItems[] = {
    {int(LossKind::Eager), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "eager (full-size buffers)")},
    {int(LossKind::Fused), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "fused kernel")},
    {int(LossKind::Chunked), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "chunked")},
    {int(LossKind::Compiled), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "compiled (torch.compile)")},
};

constexpr ComboItem kRmsNormItems[] = {
    {int(RmsNormKernel::Composite), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "op by op")},
    {int(RmsNormKernel::Fused), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "fused kernel")},
};

// Auto's text names what it resolves to (refresh).
constexpr ComboItem kOptimizerImplItems[] = {
    {int(OptimizerImpl::Fused), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "fused")},
    {int(OptimizerImpl::ForEach), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "foreach")},
    {int(OptimizerImpl::ForLoop), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "per-tensor loop")},
};

// Auto's text names what it resolves to (refresh).
constexpr ComboItem kGradBufferItems[] = {
    {int(GradientBuffers::InPlace), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "reduced in place")},
    {int(GradientBuffers::BucketCopies),
     QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "copied into buckets and back")},
    {int(GradientBuffers::Flattened), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "flattened and copied back")},
};

// Auto's text names what it resolves to (refresh).
constexpr ComboItem kAttentionKernelItems[] = {
    {int(AttentionKernel::Cudnn), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "cuDNN fused attention")},
    {int(AttentionKernel::FlashAttn2), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "FlashAttention-2")},
    {int(AttentionKernel::FlashAttn3), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "FlashAttention-3")},
};

constexpr ComboItem kBackendItems[] = {
    {int(Backend::Cuda), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "CUDA")},
    {int(Backend::Cpu), QT_TRANSLATE_NOOP("rooflab::TrainingCodeControls", "CPU")},
};

// A combo that writes one enum field of the training configuration.
template <typename Enum>
void connectEnum(ControlGroup* group, QComboBox* combo, Enum TrainingConfig::*field,
                 const std::function<void(QObject*, const std::function<void(Scenario&)>&)>& edit) {
    QObject::connect(combo, &QComboBox::currentIndexChanged, group, [combo, field, edit] {
        const auto value = Enum(combo->currentData().toInt());
        edit(combo, [value, field](Scenario& s) { s.training.*field = value; });
    });
}

// The first item (data Auto = 0) says what auto resolves to: "auto (foreach)".
template <std::size_t N> void nameAuto(QComboBox* combo, const ComboItem (&items)[N], int resolved) {
    constexpr const char* context = "rooflab::TrainingCodeControls";
    for (const ComboItem& item : items)
        if (item.data == resolved)
            setItemText(combo, 0,
                        QCoreApplication::translate("rooflab::TrainingCodeControls", "auto (%1)")
                            .arg(QCoreApplication::translate(context, item.text)));
}

} // namespace

TrainingCodeControls::TrainingCodeControls(ControlPanel* panel)
    : ControlGroup(panel) {
    const auto editor = [this](QObject* control, const std::function<void(Scenario&)>& change) {
        edit(control, change);
    };
    m_implementation = addCombo(QStringLiteral("implementationPicker"));
    addItems(m_implementation, kImplementationItems);
    // A named precision mix follows the implementation (Megatron's fp32 gradients).
    connect(m_implementation, &QComboBox::currentIndexChanged, this, [this, editor] {
        const auto implementation = Implementation(m_implementation->currentData().toInt());
        editor(m_implementation, [implementation](Scenario& s) { setImplementation(s, implementation); });
    });

    m_loss = addCombo(QStringLiteral("lossPicker"));
    addItems(m_loss, kLossItems);
    connectEnum(this, m_loss, &TrainingConfig::loss, editor);

    m_gradsFreed = addFlag(QStringLiteral("gradsFreedCheck"), &TrainingConfig::gradsFreed);
    // training.compile: checking or unchecking sets it explicitly (unset is the profile's off).
    m_compile = addCheck(QStringLiteral("compileCheck"));
    connect(m_compile, &QCheckBox::toggled, this,
            [this](bool on) { edit(m_compile, [on](Scenario& s) { s.training.compile = on; }); });
    m_attentionKernel = addCombo(QStringLiteral("attentionKernelPicker"));
    m_attentionKernel->addItem(QString(), int(AttentionKernel::Auto));
    addItems(m_attentionKernel, kAttentionKernelItems);
    connectEnum(this, m_attentionKernel, &TrainingConfig::attentionKernel, editor);

    // The rarely changed options fold away under a disclosure button.
    m_advanced = new QToolButton(this);
    m_advanced->setObjectName(QStringLiteral("trainingAdvancedToggle"));
    m_advanced->setCheckable(true);
    m_advanced->setAutoRaise(true);
    m_advanced->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(m_advanced, &QToolButton::toggled, this, &TrainingCodeControls::setAdvancedShown);
    form()->addRow(m_advanced);

    m_optimizerImpl = addCombo(QStringLiteral("optimizerImplPicker"));
    m_optimizerImpl->addItem(QString(), int(OptimizerImpl::Auto));
    addItems(m_optimizerImpl, kOptimizerImplItems);
    connectEnum(this, m_optimizerImpl, &TrainingConfig::optimizerImpl, editor);

    m_rmsNorm = addCombo(QStringLiteral("rmsNormPicker"));
    addItems(m_rmsNorm, kRmsNormItems);
    connectEnum(this, m_rmsNorm, &TrainingConfig::rmsNorm, editor);

    m_backend = addCombo(QStringLiteral("backendPicker"));
    addItems(m_backend, kBackendItems);
    connectEnum(this, m_backend, &TrainingConfig::backend, editor);

    m_overlapGradReduce = addFlag(QStringLiteral("overlapGradReduceCheck"), &TrainingConfig::overlapGradReduce);
    m_overlapParamGather = addFlag(QStringLiteral("overlapParamGatherCheck"), &TrainingConfig::overlapParamGather);
    m_accumulationFusion =
        addFlag(QStringLiteral("gradientAccumulationFusionCheck"), &TrainingConfig::gradientAccumulationFusion);
    m_gradBuffers = addCombo(QStringLiteral("gradBuffersPicker"));
    m_gradBuffers->addItem(QString(), int(GradientBuffers::Auto));
    addItems(m_gradBuffers, kGradBufferItems);
    connectEnum(this, m_gradBuffers, &TrainingConfig::gradBuffers, editor);
    setAdvancedShown(false);
}

QCheckBox* TrainingCodeControls::addFlag(const QString& objectName, bool TrainingConfig::*field) {
    QCheckBox* check = addCheck(objectName);
    connect(check, &QCheckBox::toggled, this,
            [this, check, field](bool on) { edit(check, [on, field](Scenario& s) { s.training.*field = on; }); });
    return check;
}

bool TrainingCodeControls::usesAdvancedOptions(const Scenario& s) {
    const TrainingConfig& t = s.training;
    return t.backend != Backend::Cuda || t.optimizerImpl != OptimizerImpl::Auto ||
           t.rmsNorm != profileRmsNorm(t.implementation) || !t.overlapGradReduce ||
           t.overlapParamGather != profileOverlapsParamGather(t.implementation) ||
           (!t.isPyTorch() && !t.gradientAccumulationFusion) || t.gradBuffers != GradientBuffers::Auto;
}

void TrainingCodeControls::setAdvancedShown(bool shown) {
    {
        const QSignalBlocker blocker(m_advanced);
        m_advanced->setChecked(shown);
    }
    m_advanced->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
    for (QWidget* field :
         {static_cast<QWidget*>(m_optimizerImpl), static_cast<QWidget*>(m_rmsNorm), static_cast<QWidget*>(m_backend),
          static_cast<QWidget*>(m_overlapGradReduce), static_cast<QWidget*>(m_overlapParamGather),
          static_cast<QWidget*>(m_accumulationFusion), static_cast<QWidget*>(m_gradBuffers)})
        form()->setRowVisible(field, shown);
}

void TrainingCodeControls::retranslate() {
    setTitle(tr("Training code"));
    describeLabelled(m_implementation, tr("Implementation"),
                     tr("Whose code runs the step decides which tensors the forward keeps for the backward: "
                        "Megatron-LM's fused kernels keep the fewest; PyTorch eager (a Hugging Face model "
                        "with eager attention) keeps the s x s attention probabilities; PyTorch SDPA uses "
                        "fused attention but keeps PyTorch's other tensors. The framework profiles bring "
                        "their framework's own choices: Megatron-Core runs Transformer Engine's fused kernels "
                        "as NeMo does; torchtitan plain PyTorch modules with SDPA, a fused optimizer and fp32 "
                        "gradient reduction under FSDP2; LLM Foundry MPT's modules with flash attention, one "
                        "GELU kernel and a fused loss under Composer's FSDP; DeepSpeed Megatron-DeepSpeed's "
                        "model under DeepSpeed's engine and ZeRO."));
    translateItems(m_implementation, kImplementationItems);
    describeLabelled(m_loss, tr("Loss"),
                     tr("How the cross-entropy is computed: eager PyTorch makes logits-sized buffers "
                        "(an fp32 copy, log-probabilities, their gradients); a fused kernel writes the "
                        "gradient in place; chunked computes it a slice of the tokens at a time; compiled "
                        "(torch.compile) keeps the 16-bit logits and writes one 16-bit gradient."));
    translateItems(m_loss, kLossItems);
    // Its tooltip depends on the implementation: refresh() sets it.
    m_gradsFreed->setText(tr("Free gradients between steps (set_to_none)"));
    m_gradsFreed->setAccessibleName(m_gradsFreed->text());
    m_compile->setText(tr("torch.compile"));
    describe(m_compile, m_compile->text(),
             tr("Compile the model with torch.compile (Inductor): each chain of elementwise operations "
                "becomes one kernel (fewer launches and memory passes), and the backward recomputes those "
                "chains from their saved inputs (fewer saved tensors). Off by default, as in torchtitan. "
                "Megatron's code has its own fused kernels."));
    describeLabelled(m_attentionKernel, tr("Attention kernel"),
                     tr("Which fused attention kernel runs the attention core (torch.nn.attention.sdpa_kernel, "
                        "Transformer Engine's backend). On Hopper FlashAttention-2 reaches about 0.6 of cuDNN's "
                        "rate (FlashAttention-3 paper); on other cards one rate stands for all. Auto is the "
                        "implementation's own choice: cuDNN for Megatron-Core and today's torchtitan, "
                        "FlashAttention-2 for LLM Foundry and DeepSpeed."));
    translateItems(m_attentionKernel, kAttentionKernelItems);
    m_advanced->setText(tr("More training options"));
    describe(m_advanced, tr("More training options"),
             tr("Show or hide the optimizer kernels, the backend and the overlap of communication."));
    describeLabelled(m_optimizerImpl, tr("Optimizer kernels"),
                     tr("How the optimizer step runs: one fused kernel (no scratch), foreach (temporaries "
                        "for a whole group of tensors at once) or a loop over the tensors (temporaries of "
                        "the largest one). Auto is PyTorch's default: foreach on CUDA, the loop on the CPU; "
                        "Megatron-LM fuses."));
    translateItems(m_optimizerImpl, kOptimizerImplItems);
    describeLabelled(m_rmsNorm, tr("RMSNorm"),
                     tr("How an eager PyTorch step runs each RMSNorm: op by op (Hugging Face's LlamaRMSNorm, "
                        "torchtitan's own norm of 2024: an fp32 copy, the square, the mean, 1/rms and two "
                        "products, each a kernel, the fp32 copy and the output kept for the backward) or one "
                        "fused kernel each way (torch.nn.RMSNorm on PyTorch 2.8 and later, torchtitan's norm "
                        "since 2025; Liger's), which keeps only its input and 1/rms. torch.compile fuses it "
                        "either way."));
    translateItems(m_rmsNorm, kRmsNormItems);
    describeLabelled(m_backend, tr("Backend"),
                     tr("Where the step runs: on the CPU dropout masks take the input's dtype instead of "
                        "one byte, and autocast's lists of ops differ."));
    translateItems(m_backend, kBackendItems);
    describeLabelled(m_overlapGradReduce, tr("Overlap gradient reduction with the backward"),
                     tr("Step time: the data-parallel gradient all-reduce runs while the last micro-batch's "
                        "backward still computes (PyTorch DDP, Megatron-LM's --overlap-grad-reduce). Off: "
                        "it starts after the whole backward and is exposed (Megatron-LM's DDP before 2023)."));
    describeLabelled(m_overlapParamGather, tr("Gather the parameters during the next forward"),
                     tr("Step time, ZeRO-1/2 (a distributed optimizer): the updated parameters are all-gathered "
                        "bucket by bucket while the next step's first forward computes (Megatron-Core's "
                        "--overlap-param-gather, set by NeMo's and Megatron-Bridge's recipes). Off: they are "
                        "gathered after the optimizer step and the step waits for all of them (Megatron-LM's "
                        "default, DeepSpeed ZeRO-1/2)."));
    // Its tooltip depends on the implementation: refresh() sets it.
    m_accumulationFusion->setText(tr("Fuse gradient accumulation into the weight-gradient GEMM"));
    m_accumulationFusion->setAccessibleName(m_accumulationFusion->text());
    describeLabelled(m_gradBuffers, tr("Gradient buffers"),
                     tr("Step time: the passes the data-parallel reduction makes over the gradients on the "
                        "GPU. Reduced in place: Megatron-LM's contiguous buffer, scaled by 1/d (each gradient "
                        "read and written once). Copied into buckets and back: PyTorch DDP's default (twice "
                        "that). Flattened and copied back: Megatron-LM's DDP of 2021 without contiguous "
                        "buffers (three times). Auto follows the implementation."));
    translateItems(m_gradBuffers, kGradBufferItems);
}

void TrainingCodeControls::refresh(const Scenario& s) {
    const TrainingConfig& t = s.training;
    selectData(m_implementation, int(t.implementation));
    selectData(m_loss, int(t.loss));
    // Megatron-LM's gradient buffer lives for the whole run: nothing to free, so the box shows
    // what happens (not freed) and says why it cannot be changed.
    m_gradsFreed->setChecked(t.isPyTorch() && t.gradsFreed);
    m_gradsFreed->setEnabled(t.isPyTorch());
    const QString gradsFreedTip =
        t.isPyTorch()
            ? tr("optimizer.zero_grad(set_to_none=True), PyTorch 2's default: no gradients exist "
                 "during the forward, so a peak in the forward or the loss does not include them.")
            : tr("Megatron-LM keeps one contiguous gradient buffer for the whole run: its gradients are never "
                 "freed. Choose a PyTorch implementation to change this.");
    describe(m_gradsFreed, m_gradsFreed->text(), gradsFreedTip);
    m_compile->setChecked(t.compiled());
    m_compile->setEnabled(t.isPyTorch());
    TrainingConfig autoKernel = t;
    autoKernel.attentionKernel = AttentionKernel::Auto;
    // cuDNN and the FlashAttention kernels are CUDA's: on another card (an AMD Instinct: its own
    // fused kernels, one rate for every choice) auto names no NVIDIA library.
    if (s.gpu.computeCapability > 0)
        nameAuto(m_attentionKernel, kAttentionKernelItems, int(autoKernel.resolvedAttentionKernel()));
    else
        setItemText(m_attentionKernel, 0, tr("auto (its own kernel)"));
    selectData(m_attentionKernel, int(t.attentionKernel));
    m_attentionKernel->setEnabled(t.usesFlashAttention());
    // "auto (foreach)": what PyTorch (or Megatron-LM) would pick here.
    TrainingConfig autoChoices = t;
    autoChoices.optimizerImpl = OptimizerImpl::Auto;
    autoChoices.gradBuffers = GradientBuffers::Auto;
    nameAuto(m_optimizerImpl, kOptimizerImplItems, int(autoChoices.resolvedOptimizerImpl()));
    selectData(m_optimizerImpl, int(t.optimizerImpl));
    selectData(m_rmsNorm, int(t.rmsNorm));
    m_rmsNorm->setEnabled(t.isPyTorch() && !t.compiled() && s.model.arch.norm == NormKind::RmsNorm);
    selectData(m_backend, int(t.backend));
    nameAuto(m_gradBuffers, kGradBufferItems, int(autoChoices.resolvedGradBuffers()));
    selectData(m_gradBuffers, int(t.gradBuffers));
    m_overlapGradReduce->setChecked(t.overlapGradReduce);
    m_overlapParamGather->setChecked(t.overlapParamGather);
    // Only ZeRO-1/2 gather the parameters once a step; ZeRO-3 gathers each layer as it runs.
    m_overlapParamGather->setEnabled(s.parallel.zeroStage == 1 || s.parallel.zeroStage == 2);
    // PyTorch accumulates in a separate add whatever the switch says: show what happens.
    m_accumulationFusion->setChecked(!t.separateGradientAccumulation());
    // Megatron-DeepSpeed's linear layers have the fused accumulation commented out.
    m_accumulationFusion->setEnabled(!t.isPyTorch() && t.implementation != Implementation::DeepSpeed);
    const QString fusionTip =
        t.isPyTorch() || t.implementation == Implementation::DeepSpeed
            ? tr("PyTorch adds each micro-batch's weight gradients to the accumulated ones in a separate, "
                 "memory-bound kernel. Choose Megatron-LM to fuse them.")
            : tr("Step time: Megatron-LM's --gradient-accumulation-fusion (since 2022) adds the weight "
                 "gradients into the accumulated fp32 buffer inside the GEMM. Off: every micro-batch after "
                 "the first adds them in a separate memory-bound pass.");
    describe(m_accumulationFusion, m_accumulationFusion->text(), fusionTip);
}

} // namespace rooflab
