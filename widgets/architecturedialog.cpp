#include "widgets/architecturedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <limits>

namespace rooflab {

ArchitectureDialog::ArchitectureDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Architecture"));
    setObjectName(QStringLiteral("architectureDialog"));
    auto* layout = new QVBoxLayout(this);
    m_form = new QFormLayout;
    layout->addLayout(m_form);

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("archName"));
    m_name->setAccessibleName(tr("Model name"));
    m_name->setToolTip(tr("A label for this architecture; it is saved with the scenario."));
    m_form->addRow(tr("Name"), m_name);

    m_layers = addSpin(QStringLiteral("archLayers"), tr("Layers (L)"), 1, 1000,
                       tr("Number of transformer blocks. Activations and per-layer FLOPs scale with it."));
    m_dModel = addSpin(QStringLiteral("archDModel"), tr("Hidden size (d_model)"), 1, 1 << 20,
                       tr("Width of the residual stream; weights grow with its square."));
    m_heads = addSpin(QStringLiteral("archHeads"), tr("Attention heads"), 1, 4096,
                      tr("Query heads. The attention-score activations (without FlashAttention) scale with it."));
    m_kvHeads = addSpin(QStringLiteral("archKvHeads"), tr("KV heads"), 1, 4096,
                        tr("Key/value heads: equal to the heads for multi-head attention, fewer for "
                           "grouped-query attention, 1 for multi-query. Sets the KV cache size."));
    m_headDim = addSpin(QStringLiteral("archHeadDim"), tr("Head dimension"), 1, 4096,
                        tr("Width of one head, usually d_model / heads."));
    m_dFf = addSpin(QStringLiteral("archDFf"), tr("MLP hidden size (d_ff)"), 1, 1 << 22,
                    tr("Hidden width of the MLP (per expert for mixture-of-experts)."));

    m_mlp = new QComboBox(this);
    m_mlp->setObjectName(QStringLiteral("archMlp"));
    m_mlp->addItem(tr("GELU (2 matrices)"), int(MlpKind::Gelu));
    m_mlp->addItem(tr("SwiGLU (3 matrices)"), int(MlpKind::SwiGlu));
    m_mlp->setAccessibleName(tr("MLP kind"));
    m_mlp->setToolTip(tr("GELU MLPs have two weight matrices, SwiGLU (Llama) three."));
    m_form->addRow(tr("MLP"), m_mlp);

    m_vocab = addSpin(QStringLiteral("archVocab"), tr("Vocabulary"), 1, std::numeric_limits<int>::max(),
                      tr("Tokens in the vocabulary: the embedding table and the logits scale with it."));
    m_positions = addSpin(QStringLiteral("archPositions"), tr("Learned positions"), 0, 1 << 24,
                          tr("Rows of a learned position table (GPT-2: 1024); 0 for rotary or none."));

    m_tied = new QCheckBox(tr("Tie input and output embeddings"), this);
    m_tied->setObjectName(QStringLiteral("archTied"));
    m_tied->setAccessibleName(tr("Tied embeddings"));
    m_tied->setToolTip(tr("When tied, the LM head reuses the embedding table: V x d_model fewer parameters."));
    m_form->addRow(QString(), m_tied);
    m_biases = new QCheckBox(tr("Biases in linear layers"), this);
    m_biases->setObjectName(QStringLiteral("archBiases"));
    m_biases->setAccessibleName(tr("Biases"));
    m_biases->setToolTip(tr("GPT-2 style linears carry biases; Llama style ones do not."));
    m_form->addRow(QString(), m_biases);

    m_norm = new QComboBox(this);
    m_norm->setObjectName(QStringLiteral("archNorm"));
    m_norm->addItem(tr("LayerNorm"), int(NormKind::LayerNorm));
    m_norm->addItem(tr("RMSNorm"), int(NormKind::RmsNorm));
    m_norm->setAccessibleName(tr("Normalisation"));
    m_norm->setToolTip(tr("LayerNorm has a scale and a bias per channel, RMSNorm only a scale."));
    m_form->addRow(tr("Normalisation"), m_norm);

    m_experts = addSpin(QStringLiteral("archExperts"), tr("Experts"), 0, 4096,
                        tr("0 or 1: a dense MLP. More: a mixture of experts; every expert's weights are stored."));
    m_topK = addSpin(QStringLiteral("archTopK"), tr("Experts per token (top-k)"), 0, 4096,
                     tr("How many experts each token passes through (MoE only); sets the active parameters."));

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("archSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    for (auto* spin : findChildren<QSpinBox*>())
        connect(spin, &QSpinBox::valueChanged, this, &ArchitectureDialog::updateSummary);
    for (auto* combo : {m_mlp, m_norm})
        connect(combo, &QComboBox::currentIndexChanged, this, &ArchitectureDialog::updateSummary);
    for (auto* box : {m_tied, m_biases})
        connect(box, &QCheckBox::toggled, this, &ArchitectureDialog::updateSummary);
    updateSummary();
}

QSpinBox* ArchitectureDialog::addSpin(const QString& objectName, const QString& label, int minimum,
                                      int maximum, const QString& toolTip)
{
    auto* spin = new QSpinBox(this);
    spin->setObjectName(objectName);
    spin->setRange(minimum, maximum);
    spin->setGroupSeparatorShown(true);
    spin->setAccessibleName(label);
    spin->setToolTip(toolTip);
    m_form->addRow(label, spin);
    return spin;
}

void ArchitectureDialog::setArchitecture(const Architecture& arch)
{
    m_name->setText(QString::fromStdString(arch.name));
    m_layers->setValue(arch.layers);
    m_dModel->setValue(arch.dModel);
    m_heads->setValue(arch.heads);
    m_kvHeads->setValue(arch.kvHeads);
    m_headDim->setValue(arch.headDim);
    m_dFf->setValue(arch.dFf);
    m_mlp->setCurrentIndex(m_mlp->findData(int(arch.mlp)));
    m_vocab->setValue(int(std::min<std::int64_t>(arch.vocab, std::numeric_limits<int>::max())));
    m_positions->setValue(arch.learnedPositions);
    m_tied->setChecked(arch.tiedEmbeddings);
    m_biases->setChecked(arch.biases);
    m_norm->setCurrentIndex(m_norm->findData(int(arch.norm)));
    m_experts->setValue(arch.experts);
    m_topK->setValue(arch.topK);
    updateSummary();
}

Architecture ArchitectureDialog::architecture() const
{
    Architecture arch;
    arch.name = m_name->text().toStdString();
    arch.layers = m_layers->value();
    arch.dModel = m_dModel->value();
    arch.heads = m_heads->value();
    arch.kvHeads = m_kvHeads->value();
    arch.headDim = m_headDim->value();
    arch.dFf = m_dFf->value();
    arch.mlp = MlpKind(m_mlp->currentData().toInt());
    arch.vocab = m_vocab->value();
    arch.learnedPositions = m_positions->value();
    arch.tiedEmbeddings = m_tied->isChecked();
    arch.biases = m_biases->isChecked();
    arch.norm = NormKind(m_norm->currentData().toInt());
    arch.experts = m_experts->value();
    arch.topK = m_topK->value();
    return arch;
}

void ArchitectureDialog::updateSummary()
{
    const Architecture arch = architecture();
    const std::string problem = validateArchitecture(arch);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.empty());
    if (!problem.empty()) {
        m_summary->setText(tr("Not valid: %1").arg(QString::fromStdString(problem)));
        return;
    }
    const ParameterBreakdown p = countParameters(arch);
    const QLocale locale;
    QString text = tr("%1 parameters (%2 per layer)")
                       .arg(locale.toString(qlonglong(p.total)), locale.toString(qlonglong(p.perLayer)));
    if (arch.isMoe())
        text += tr("; %1 active per token").arg(locale.toString(qlonglong(p.activePerToken)));
    m_summary->setText(text);
}

} // namespace rooflab
