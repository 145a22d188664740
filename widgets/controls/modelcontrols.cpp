#include "widgets/controls/modelcontrols.h"

#include "core/base/fieldlimits.h"
#include "core/io/modeldb.h"
#include "document/format.h"
#include "widgets/controls/comboitems.h"
#include "widgets/controls/controlpanel.h"
#include "widgets/controls/logslider.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>

namespace rooflab {
namespace {
const QString kSizeOnly = QStringLiteral("size-only");
const QString kCustomArch = QStringLiteral("custom-architecture");
} // namespace

ModelControls::ModelControls(ControlPanel* panel)
    : ControlGroup(panel) {
    m_modelPicker = addCombo(QStringLiteral("modelPicker"));
    m_modelPicker->addItem(QString(), kSizeOnly);
    m_modelPicker->addItem(QString(), kCustomArch);
    for (const ModelPreset& preset : ModelDb::builtin().presets()) {
        m_modelPicker->addItem(QString(), QString::fromStdString(preset.id));
        m_modelPicker->setItemData(m_modelPicker->count() - 1, QString::fromStdString(preset.description),
                                   Qt::ToolTipRole);
    }
    connect(m_modelPicker, &QComboBox::currentIndexChanged, this, &ModelControls::onModelPicked);

    m_architectureButton = new QPushButton(this);
    m_architectureButton->setObjectName(QStringLiteral("architectureButton"));
    connect(m_architectureButton, &QPushButton::clicked, this,
            [this] { this->panel()->openArchitectureDialog(m_architectureButton); });
    form()->addRow(QString(), m_architectureButton);

    m_modelSize = addSlider(QStringLiteral("modelSizeSlider"));
    m_modelSize->setRange(10e6, 2e12, LogSlider::Snapping::NiceValues);
    m_modelSize->setTypedRange(limits::sizeOnlyParams.min, limits::sizeOnlyParams.max);
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
    form()->addRow(m_modelSummary);
}

void ModelControls::retranslate() {
    setTitle(tr("Model"));
    describeLabelled(m_modelPicker, tr("Model"),
                     tr("A published architecture (exact parameter count, layers, heads, vocabulary), "
                        "or a size-only model whose shape RoofLab derives from the size slider."));
    setItemText(m_modelPicker, kSizeOnly, tr("size-only (slider)"));
    setItemText(m_modelPicker, kCustomArch, tr("custom architecture"));
    m_modelPicker->setItemData(m_modelPicker->findData(kCustomArch), tr("The architecture edited with Architecture..."),
                               Qt::ToolTipRole);
    for (const ModelPreset& preset : ModelDb::builtin().presets()) {
        const double params = double(countParameters(preset.arch).total);
        // By the name the charts' titles use ("Llama 2 7B"), not the file key ("llama2-7b").
        QString text =
            QStringLiteral("%1 (%2)").arg(QString::fromStdString(preset.displayName()), format::count(params));
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
}

void ModelControls::refresh(const Scenario& s) {
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
    QString summary = tr("%1 parameters%2 - %3 layers, d_model %4, %5 heads (%6 KV), d_ff %7, vocab %8")
                          .arg(format::count(params), sizeOnly ? tr(" (derived Llama-style shape)") : QString())
                          .arg(a.layers)
                          .arg(a.dModel)
                          .arg(a.heads)
                          .arg(a.kvHeads)
                          .arg(a.dFf)
                          .arg(format::integer(qlonglong(a.vocab)));
    // The window changes no count but what transformers' SDPA runs: say that it is there.
    if (!sizeOnly && a.slidingWindow > 0)
        summary += tr(", sliding window %1 in %2 of %3 layers")
                       .arg(format::integer(qlonglong(a.slidingWindow)))
                       .arg(a.windowedLayers())
                       .arg(a.layers);
    m_modelSummary->setText(summary);
}

void ModelControls::onModelPicked(int index) {
    if (loading() || index < 0)
        return;
    const QString id = m_modelPicker->itemData(index).toString();
    if (id == kSizeOnly) {
        const double params = m_modelSize->value();
        edit(m_modelPicker, [params](Scenario& s) { s.model = ModelSpec::sizeOnly(params); });
    } else if (id == kCustomArch) {
        panel()->openArchitectureDialog(m_architectureButton);
    } else if (const ModelPreset* preset = ModelDb::builtin().find(id.toStdString())) {
        const ModelPreset chosen = *preset;
        edit(m_modelPicker, [chosen](Scenario& s) {
            s.model = ModelSpec::fromArchitecture(chosen.arch, chosen.id);
            fitLengthsToLearnedPositions(s); // GPT-2 has no position past 1,024
        });
    }
}

} // namespace rooflab
