#include "widgets/controls/savingscontrols.h"

#include "core/fieldlimits.h"
#include "widgets/controls/comboitems.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSpinBox>

namespace rooflab {
namespace {

constexpr ComboItem kCheckpointingItems[] = {
    {int(Checkpointing::None), QT_TRANSLATE_NOOP("rooflab::SavingsControls", "none")},
    {int(Checkpointing::Selective), QT_TRANSLATE_NOOP("rooflab::SavingsControls", "selective (attention core)")},
    {int(Checkpointing::Full), QT_TRANSLATE_NOOP("rooflab::SavingsControls", "full (every layer)")},
    {int(Checkpointing::EveryK), QT_TRANSLATE_NOOP("rooflab::SavingsControls", "every k layers")},
};

} // namespace

SavingsControls::SavingsControls(ControlPanel* panel)
    : ControlGroup(panel)
{
    m_checkpointing = addCombo(QStringLiteral("checkpointingPicker"));
    addItems(m_checkpointing, kCheckpointingItems);
    connect(m_checkpointing, &QComboBox::currentIndexChanged, this, [this] {
        const auto mode = Checkpointing(m_checkpointing->currentData().toInt());
        edit(m_checkpointing, [mode](Scenario& s) { s.training.checkpointing = mode; });
    });

    m_checkpointK = new QSpinBox(this);
    m_checkpointK->setObjectName(QStringLiteral("checkpointEveryKSpin"));
    m_checkpointK->setRange(int(limits::checkpointEvery.min), int(limits::checkpointEvery.max));
    connect(m_checkpointK, &QSpinBox::valueChanged, this, [this](int k) {
        edit(m_checkpointK, [k](Scenario& s) { s.training.checkpointEveryK = k; });
    });
    addLabelledRow(m_checkpointK);

    m_flashAttention = addCheck(QStringLiteral("flashAttentionCheck"));
    connect(m_flashAttention, &QCheckBox::toggled, this, [this](bool on) {
        edit(m_flashAttention, [on](Scenario& s) { s.training.flashAttention = on; });
    });
    m_dropout = addCheck(QStringLiteral("dropoutCheck"));
    connect(m_dropout, &QCheckBox::toggled, this, [this](bool on) {
        edit(m_dropout, [on](Scenario& s) { s.training.dropout = on; });
    });
}

void SavingsControls::retranslate()
{
    setTitle(tr("Memory savings"));
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
}

void SavingsControls::refresh(const Scenario& s)
{
    selectData(m_checkpointing, int(s.training.checkpointing));
    m_checkpointK->setValue(s.training.checkpointEveryK);
    m_checkpointK->setEnabled(s.training.checkpointing == Checkpointing::EveryK);
    // PyTorch implementations decide it themselves (eager: never, SDPA: always).
    m_flashAttention->setChecked(s.training.usesFlashAttention());
    m_flashAttention->setEnabled(!s.training.isPyTorch());
    m_dropout->setChecked(s.training.dropout);
}

} // namespace rooflab
