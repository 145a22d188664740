#include "widgets/dialogs/architecturedialog.h"

#include "document/format.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <limits>

namespace rooflab {
namespace {

// A form row whose label retranslateUi() fills in: QFormLayout makes no label for an empty text.
void addLabelledRow(QFormLayout* form, QWidget* field) {
    auto* label = new QLabel;
    label->setBuddy(field);
    form->addRow(label, field);
}

} // namespace

ArchitectureDialog::ArchitectureDialog(QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("architectureDialog"));
    auto* layout = new QVBoxLayout(this);
    m_form = new QFormLayout;
    layout->addLayout(m_form);

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("archName"));
    addLabelledRow(m_form, m_name);

    m_layers = addSpin(QStringLiteral("archLayers"), limits::layers);
    m_dModel = addSpin(QStringLiteral("archDModel"), limits::dModel);
    m_heads = addSpin(QStringLiteral("archHeads"), limits::heads);
    m_kvHeads = addSpin(QStringLiteral("archKvHeads"), limits::heads);
    m_headDim = addSpin(QStringLiteral("archHeadDim"), limits::headDim);
    m_dFf = addSpin(QStringLiteral("archDFf"), limits::dFf);

    m_mlp = new QComboBox(this);
    m_mlp->setObjectName(QStringLiteral("archMlp"));
    m_mlp->addItem(QString(), int(MlpKind::Gelu));
    m_mlp->addItem(QString(), int(MlpKind::SwiGlu));
    addLabelledRow(m_form, m_mlp);
    m_activation = new QComboBox(this);
    m_activation->setObjectName(QStringLiteral("archActivation"));
    for (MlpActivation activation :
         {MlpActivation::Auto, MlpActivation::GeluNew, MlpActivation::Gelu, MlpActivation::Relu})
        m_activation->addItem(QString(), int(activation));
    addLabelledRow(m_form, m_activation);

    m_vocab = addSpin(QStringLiteral("archVocab"), limits::vocab);
    m_positions = addSpin(QStringLiteral("archPositions"), limits::positions);
    m_maxContext = addSpin(QStringLiteral("archMaxContext"), limits::maxContext);
    m_slidingWindow = addSpin(QStringLiteral("archSlidingWindow"), limits::slidingWindow);

    m_tied = new QCheckBox(this);
    m_tied->setObjectName(QStringLiteral("archTied"));
    m_form->addRow(QString(), m_tied);
    m_biases = new QCheckBox(this);
    m_biases->setObjectName(QStringLiteral("archBiases"));
    m_form->addRow(QString(), m_biases);

    m_norm = new QComboBox(this);
    m_norm->setObjectName(QStringLiteral("archNorm"));
    m_norm->addItem(QString(), int(NormKind::LayerNorm));
    m_norm->addItem(QString(), int(NormKind::RmsNorm));
    addLabelledRow(m_form, m_norm);

    m_experts = addSpin(QStringLiteral("archExperts"), limits::experts);
    m_topK = addSpin(QStringLiteral("archTopK"), limits::experts);

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
    for (auto* combo : {m_mlp, m_activation, m_norm})
        connect(combo, &QComboBox::currentIndexChanged, this, &ArchitectureDialog::updateSummary);
    for (auto* box : {m_tied, m_biases})
        connect(box, &QCheckBox::toggled, this, &ArchitectureDialog::updateSummary);
    retranslateUi();
}

QSpinBox* ArchitectureDialog::addSpin(const QString& objectName, FieldLimit limit) {
    auto* spin = new QSpinBox(this);
    spin->setObjectName(objectName);
    spin->setRange(int(limit.min), int(limit.max));
    spin->setGroupSeparatorShown(true);
    addLabelledRow(m_form, spin);
    return spin;
}

void ArchitectureDialog::describeRow(QWidget* field, const QString& label, const QString& toolTip) {
    if (auto* rowLabel = qobject_cast<QLabel*>(m_form->labelForField(field)))
        rowLabel->setText(label);
    field->setAccessibleName(label);
    field->setToolTip(toolTip);
}

void ArchitectureDialog::retranslateUi() {
    setWindowTitle(tr("Architecture"));
    describeRow(m_name, tr("Name"), tr("A label for this architecture; it is saved with the scenario."));
    m_name->setAccessibleName(tr("Model name"));

    describeRow(m_layers, tr("Layers (L)"),
                tr("Number of transformer blocks. Activations and per-layer FLOPs scale with it."));
    describeRow(m_dModel, tr("Hidden size (d_model)"),
                tr("Width of the residual stream; weights grow with its square."));
    describeRow(m_heads, tr("Attention heads"),
                tr("Query heads. The attention-score activations (without FlashAttention) scale with it."));
    describeRow(m_kvHeads, tr("KV heads"),
                tr("Key/value heads: equal to the heads for multi-head attention, fewer for "
                   "grouped-query attention, 1 for multi-query. Sets the KV cache size."));
    describeRow(m_headDim, tr("Head dimension"), tr("Width of one head, usually d_model / heads."));
    describeRow(m_dFf, tr("MLP hidden size (d_ff)"),
                tr("Hidden width of the MLP (per expert for mixture-of-experts)."));

    describeRow(m_mlp, tr("MLP"), tr("GELU MLPs have two weight matrices, SwiGLU (Llama) three."));
    m_mlp->setAccessibleName(tr("MLP kind"));
    m_mlp->setItemText(m_mlp->findData(int(MlpKind::Gelu)), tr("GELU (2 matrices)"));
    m_mlp->setItemText(m_mlp->findData(int(MlpKind::SwiGlu)), tr("SwiGLU (3 matrices)"));
    describeRow(m_activation, tr("MLP activation"),
                tr("A GELU MLP's activation, which decides what PyTorch keeps for the backward: GPT-2's "
                   "gelu_new keeps four tensors of the MLP's width, one GELU kernel (Pythia, Falcon) its input, "
                   "ReLU (OPT) only its output. As the implementation: gelu_new in Hugging Face's code, one "
                   "kernel elsewhere."));
    m_activation->setItemText(m_activation->findData(int(MlpActivation::Auto)), tr("As the implementation's code"));
    m_activation->setItemText(m_activation->findData(int(MlpActivation::GeluNew)),
                              tr("GELU, GPT-2's tanh formula (gelu_new)"));
    m_activation->setItemText(m_activation->findData(int(MlpActivation::Gelu)), tr("GELU, one kernel"));
    m_activation->setItemText(m_activation->findData(int(MlpActivation::Relu)), tr("ReLU"));

    describeRow(m_vocab, tr("Vocabulary"),
                tr("Tokens in the vocabulary: the embedding table and the logits scale with it."));
    describeRow(m_positions, tr("Learned positions"),
                tr("Rows of a learned position table (GPT-2: 1024); 0 for rotary or none."));
    describeRow(m_maxContext, tr("Trained context"),
                tr("The longest sequence the model was trained for (Llama 2: 4096), in tokens; 0 if unknown. "
                   "Longer training sequences and serving contexts are warned about."));
    describeRow(m_slidingWindow, tr("Sliding window"),
                tr("Keys each query attends to in windowed layers (Mistral 7B v0.1: 4096), in tokens; 0 for "
                   "none. Adds no parameters; from this many tokens on, transformers' SDPA attends through an "
                   "explicit mask: the whole score square, a saved mask per layer."));

    m_tied->setText(tr("Tie input and output embeddings"));
    m_tied->setAccessibleName(tr("Tied embeddings"));
    m_tied->setToolTip(tr("When tied, the LM head reuses the embedding table: V x d_model fewer parameters."));
    m_biases->setText(tr("Biases in linear layers"));
    m_biases->setAccessibleName(tr("Biases"));
    m_biases->setToolTip(tr("GPT-2 style linears carry biases; Llama style ones do not."));

    describeRow(m_norm, tr("Normalisation"), tr("LayerNorm has a scale and a bias per channel, RMSNorm only a scale."));
    m_norm->setItemText(m_norm->findData(int(NormKind::LayerNorm)), tr("LayerNorm"));
    m_norm->setItemText(m_norm->findData(int(NormKind::RmsNorm)), tr("RMSNorm"));

    describeRow(m_experts, tr("Experts"),
                tr("0 or 1: a dense MLP. More: a mixture of experts; every expert's weights are stored."));
    describeRow(m_topK, tr("Experts per token (top-k)"),
                tr("How many experts each token passes through (MoE only); sets the active parameters."));

    updateSummary();
}

void ArchitectureDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        // QLocale::setDefault() does not reach a dialog that has already resolved its locale, and
        // the spin boxes group their digits with it: take the new default along.
        setLocale(QLocale());
        retranslateUi();
    }
    QDialog::changeEvent(event);
}

void ArchitectureDialog::setArchitecture(const Architecture& arch) {
    m_given = arch;
    m_name->setText(QString::fromStdString(arch.name));
    m_layers->setValue(arch.layers);
    m_dModel->setValue(arch.dModel);
    m_heads->setValue(arch.heads);
    m_kvHeads->setValue(arch.kvHeads);
    m_headDim->setValue(arch.headDim);
    m_dFf->setValue(arch.dFf);
    m_mlp->setCurrentIndex(m_mlp->findData(int(arch.mlp)));
    m_activation->setCurrentIndex(m_activation->findData(int(arch.activation)));
    m_vocab->setValue(int(std::min<std::int64_t>(arch.vocab, std::numeric_limits<int>::max())));
    m_positions->setValue(arch.learnedPositions);
    m_maxContext->setValue(arch.maxContext);
    m_slidingWindow->setValue(arch.slidingWindow);
    m_tied->setChecked(arch.tiedEmbeddings);
    m_biases->setChecked(arch.biases);
    m_norm->setCurrentIndex(m_norm->findData(int(arch.norm)));
    m_experts->setValue(arch.experts);
    m_topK->setValue(arch.topK);
    updateSummary();
}

Architecture ArchitectureDialog::architecture() const {
    Architecture arch = m_given;
    arch.name = m_name->text().toStdString();
    arch.layers = m_layers->value();
    arch.dModel = m_dModel->value();
    arch.heads = m_heads->value();
    arch.kvHeads = m_kvHeads->value();
    arch.headDim = m_headDim->value();
    arch.dFf = m_dFf->value();
    arch.mlp = MlpKind(m_mlp->currentData().toInt());
    arch.activation = MlpActivation(m_activation->currentData().toInt());
    arch.vocab = m_vocab->value();
    arch.learnedPositions = m_positions->value();
    arch.maxContext = m_maxContext->value();
    arch.slidingWindow = m_slidingWindow->value();
    // Which layers have it is not edited here: kept as set (Gemma 2: every other), while it fits.
    arch.slidingLayers = arch.slidingWindow > 0 && m_given.slidingLayers <= arch.layers ? m_given.slidingLayers : 0;
    arch.tiedEmbeddings = m_tied->isChecked();
    arch.biases = m_biases->isChecked();
    arch.norm = NormKind(m_norm->currentData().toInt());
    arch.experts = m_experts->value();
    arch.topK = m_topK->value();
    return arch;
}

void ArchitectureDialog::updateSummary() {
    // A gated MLP's activation is SwiGLU's own.
    m_activation->setEnabled(MlpKind(m_mlp->currentData().toInt()) == MlpKind::Gelu);
    const Architecture arch = architecture();
    const std::string problem = validateArchitecture(arch);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.empty());
    if (!problem.empty()) {
        m_summary->setText(tr("Not valid: %1").arg(QString::fromStdString(problem)));
        return;
    }
    const ParameterBreakdown p = countParameters(arch);
    QString text = tr("%1 parameters (%2 per layer)")
                       .arg(format::integer(qlonglong(p.total)), format::integer(qlonglong(p.perLayer)));
    if (arch.isMoe())
        text += tr("; %1 active per token").arg(format::integer(qlonglong(p.activePerToken)));
    m_summary->setText(text);
}

} // namespace rooflab
