#include "widgets/controls/savingscontrols.h"

#include "core/base/fieldlimits.h"
#include "widgets/controls/comboitems.h"
#include "widgets/controls/elidingtoolbutton.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QMenu>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

namespace rooflab {
namespace {

constexpr ComboItem kCheckpointingItems[] = {
    {int(Checkpointing::None), QT_TRANSLATE_NOOP("rooflab::SavingsControls", "none")},
    {int(Checkpointing::Selective), QT_TRANSLATE_NOOP("rooflab::SavingsControls", "selective (attention core)")},
    {int(Checkpointing::Full), QT_TRANSLATE_NOOP("rooflab::SavingsControls", "full (every layer)")},
    {int(Checkpointing::EveryK), QT_TRANSLATE_NOOP("rooflab::SavingsControls", "every k layers")},
    {int(Checkpointing::OpSelective),
     QT_TRANSLATE_NOOP("rooflab::SavingsControls", "op-selective (torchtitan: every other matmul)")},
    {int(Checkpointing::Block), QT_TRANSLATE_NOOP("rooflab::SavingsControls", "block (first N layers)")},
};

// What each of Megatron-Core's modules recomputes (its names stay untranslated: they are the
// values of --recompute-modules), in the order of RecomputeModule.
constexpr const char* kModuleDescriptions[] = {
    QT_TRANSLATE_NOOP("rooflab::SavingsControls", "attention core"),
    QT_TRANSLATE_NOOP("rooflab::SavingsControls", "norms not fused into a linear (latent attention, MoE)"),
    QT_TRANSLATE_NOOP("rooflab::SavingsControls", "latent attention's up-projections"),
    QT_TRANSLATE_NOOP("rooflab::SavingsControls", "the experts' activation"),
    QT_TRANSLATE_NOOP("rooflab::SavingsControls", "a dense layer's whole MLP"),
    QT_TRANSLATE_NOOP("rooflab::SavingsControls", "an MoE layer's whole MLP"),
    QT_TRANSLATE_NOOP("rooflab::SavingsControls", "the shared expert"),
};

QString moduleId(RecomputeModule module) {
    const std::string_view id = RecomputeModules::id(module);
    return QString::fromLatin1(id.data(), qsizetype(id.size()));
}

} // namespace

SavingsControls::SavingsControls(ControlPanel* panel)
    : ControlGroup(panel) {
    m_checkpointing = addCombo(QStringLiteral("checkpointingPicker"));
    addItems(m_checkpointing, kCheckpointingItems);
    connect(m_checkpointing, &QComboBox::currentIndexChanged, this, [this] {
        const auto mode = Checkpointing(m_checkpointing->currentData().toInt());
        edit(m_checkpointing, [mode](Scenario& s) { s.training.chooseCheckpointing(mode); });
    });

    m_checkpointK = new QSpinBox(this);
    m_checkpointK->setObjectName(QStringLiteral("checkpointEveryKSpin"));
    m_checkpointK->setRange(int(limits::checkpointEvery.min), int(limits::checkpointEvery.max));
    connect(m_checkpointK, &QSpinBox::valueChanged, this,
            [this](int k) { edit(m_checkpointK, [k](Scenario& s) { s.training.checkpointEveryK = k; }); });
    addLabelledRow(m_checkpointK);

    m_recomputeNumLayers = new QSpinBox(this);
    m_recomputeNumLayers->setObjectName(QStringLiteral("recomputeNumLayersSpin"));
    m_recomputeNumLayers->setRange(int(limits::recomputeNumLayers.min), int(limits::recomputeNumLayers.max));
    connect(m_recomputeNumLayers, &QSpinBox::valueChanged, this,
            [this](int n) { edit(m_recomputeNumLayers, [n](Scenario& s) { s.training.recomputeNumLayers = n; }); });
    addLabelledRow(m_recomputeNumLayers);

    m_recomputeModules = new ElidingToolButton(this);
    m_recomputeModules->setObjectName(QStringLiteral("recomputeModulesButton"));
    m_recomputeModules->setPopupMode(QToolButton::InstantPopup);
    m_recomputeModules->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_moduleMenu = new QMenu(m_recomputeModules);
    m_moduleMenu->setObjectName(QStringLiteral("recomputeModulesMenu"));
    for (const RecomputeModule module : RecomputeModules::all()) {
        QAction* action = m_moduleMenu->addAction(moduleId(module));
        action->setObjectName(QStringLiteral("recompute_") + moduleId(module));
        action->setCheckable(true);
        connect(action, &QAction::toggled, this, [this, module](bool on) {
            edit(m_recomputeModules, [module, on](Scenario& s) { s.training.recomputeModules.set(module, on); });
        });
    }
    m_recomputeModules->setMenu(m_moduleMenu);
    addLabelledRow(m_recomputeModules);

    m_flashAttention = addCheck(QStringLiteral("flashAttentionCheck"));
    connect(m_flashAttention, &QCheckBox::toggled, this,
            [this](bool on) { edit(m_flashAttention, [on](Scenario& s) { s.training.flashAttention = on; }); });
    m_dropout = addCheck(QStringLiteral("dropoutCheck"));
    connect(m_dropout, &QCheckBox::toggled, this,
            [this](bool on) { edit(m_dropout, [on](Scenario& s) { s.training.dropout = on; }); });
}

void SavingsControls::retranslate() {
    setTitle(tr("Memory savings"));
    describeLabelled(m_checkpointing, tr("Checkpointing"),
                     tr("Activation checkpointing trades compute for memory: selective recomputes "
                        "the attention core, full keeps only each layer's input (about a third "
                        "more compute), every-k keeps every k-th layer's input, op-selective (PyTorch's "
                        "selective checkpointing as torchtitan applies it) keeps the outputs of every other "
                        "matrix product and of attention and recomputes the rest, block (Megatron's "
                        "--recompute-method block) recomputes the first N layers of each pipeline stage "
                        "in full and keeps the others whole."));
    translateItems(m_checkpointing, kCheckpointingItems);
    setRowLabel(m_checkpointK, tr("k"));
    describe(m_checkpointK, tr("Checkpoint every k layers"),
             tr("With every-k checkpointing, keep the input of every k-th layer and recompute the rest "
                "of each segment. 'auto' uses k = sqrt(layers), which minimises memory."));
    m_checkpointK->setSpecialValueText(tr("auto (sqrt L)"));
    setRowLabel(m_recomputeNumLayers, tr("N"));
    describe(m_recomputeNumLayers, tr("Layers recomputed per stage"),
             tr("With block checkpointing, the first N layers of each pipeline stage (of each model chunk "
                "with virtual stages) keep only their input and are recomputed in the backward; the others "
                "keep all their activations (Megatron's --recompute-num-layers)."));
    setRowLabel(m_recomputeModules, tr("Recompute"));
    describe(m_recomputeModules, tr("Recomputed modules"), modulesToolTip());
    const QList<QAction*> actions = m_moduleMenu->actions();
    for (int i = 0; i < actions.size(); ++i)
        actions[i]->setText(moduleId(RecomputeModules::all()[std::size_t(i)]) + QStringLiteral(": ") +
                            tr(kModuleDescriptions[i]));
    describeLabelled(m_flashAttention, tr("FlashAttention"),
                     tr("Fused attention never stores the s x s score and softmax matrices, "
                        "removing the activation term quadratic in sequence length."));
    describeLabelled(m_dropout, tr("Dropout"),
                     tr("Dropout keeps one mask byte per element it drops (attention, after attention "
                        "and after the MLP): more activation memory. Most LLM pre-training turns it off."));
}

QString SavingsControls::modulesToolTip() const {
    return tr("Megatron-Core's selective recomputation (--recompute-modules): each module's outputs are "
              "dropped after the forward and computed again in the backward. Fewer activations, more "
              "compute. With selective checkpointing and the Megatron implementation.");
}

void SavingsControls::refresh(const Scenario& s) {
    selectData(m_checkpointing, int(s.training.checkpointing));
    m_checkpointK->setValue(s.training.checkpointEveryK);
    m_checkpointK->setEnabled(s.training.checkpointing == Checkpointing::EveryK);
    m_recomputeNumLayers->setValue(s.training.recomputeNumLayers);
    m_recomputeNumLayers->setEnabled(s.training.checkpointing == Checkpointing::Block);
    // The modules are Megatron-Core's, for selective checkpointing (core/model/recomputemodules.h).
    const bool modulesApply = s.training.checkpointing == Checkpointing::Selective && !s.training.isPyTorch();
    m_recomputeModules->setEnabled(modulesApply);
    QStringList chosen;
    const QList<QAction*> actions = m_moduleMenu->actions();
    for (int i = 0; i < actions.size(); ++i) {
        const RecomputeModule module = RecomputeModules::all()[std::size_t(i)];
        const QSignalBlocker quiet(actions[i]);
        actions[i]->setChecked(s.training.recomputeModules.has(module));
        if (s.training.recomputeModules.has(module))
            chosen << moduleId(module);
    }
    m_recomputeModules->setText(!modulesApply      ? tr("(selective, Megatron)")
                                : chosen.isEmpty() ? tr("none")
                                                   : chosen.join(QStringLiteral(", ")));
    // The whole list, which a narrow panel cuts off.
    m_recomputeModules->setToolTip(modulesToolTip() + QStringLiteral("\n\n") + chosen.join(QStringLiteral(", ")));
    // PyTorch implementations decide it themselves (eager: never, SDPA: always).
    m_flashAttention->setChecked(s.training.usesFlashAttention());
    m_flashAttention->setEnabled(!s.training.isPyTorch());
    m_dropout->setChecked(s.training.dropout);
}

} // namespace rooflab
