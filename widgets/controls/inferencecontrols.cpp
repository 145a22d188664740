#include "widgets/controls/inferencecontrols.h"

#include "core/base/fieldlimits.h"
#include "widgets/controls/comboitems.h"
#include "widgets/controls/logslider.h"

#include <QComboBox>
#include <QDoubleSpinBox>

#include <cmath>

namespace rooflab {
namespace {

constexpr ComboItem kPhaseItems[] = {
    {int(Phase::Train), QT_TRANSLATE_NOOP("rooflab::InferenceControls", "train")},
    {int(Phase::Prefill), QT_TRANSLATE_NOOP("rooflab::InferenceControls", "prefill")},
    {int(Phase::Decode), QT_TRANSLATE_NOOP("rooflab::InferenceControls", "decode")},
};

} // namespace

InferenceControls::InferenceControls(ControlPanel* panel)
    : ControlGroup(panel) {
    m_phase = addCombo(QStringLiteral("phasePicker"));
    addItems(m_phase, kPhaseItems);
    connect(m_phase, &QComboBox::currentIndexChanged, this, [this] {
        const auto phase = Phase(m_phase->currentData().toInt());
        edit(m_phase, [phase](Scenario& s) { s.phase = phase; });
    });

    m_batch = addSlider(QStringLiteral("inferenceBatchSlider"));
    m_batch->setRange(1, 4096, LogSlider::Snapping::PowersOfTwo);
    m_batch->setTypedRange(limits::inferenceBatch.min, limits::inferenceBatch.max);
    connect(m_batch, &LogSlider::valueChanged, this,
            [this](double v) { edit(m_batch, [v](Scenario& s) { s.inference.batch = int(std::lround(v)); }); });
    m_context = addSlider(QStringLiteral("inferenceContextSlider"));
    m_context->setRange(128, 1048576, LogSlider::Snapping::PowersOfTwo);
    m_context->setTypedRange(limits::context.min, limits::context.max);
    connect(m_context, &LogSlider::valueChanged, this,
            [this](double v) { edit(m_context, [v](Scenario& s) { s.inference.context = int(std::lround(v)); }); });

    m_kvDtype = addDtypeCombo(QStringLiteral("kvDtypePicker"), &InferenceConfig::kvDtype);
    m_weightsDtype = addDtypeCombo(QStringLiteral("inferenceWeightsDtypePicker"), &InferenceConfig::weightsDtype);

    m_utilization = new QDoubleSpinBox(this);
    m_utilization->setObjectName(QStringLiteral("gpuMemoryUtilizationSpin"));
    m_utilization->setRange(0.05, 1.0);
    m_utilization->setSingleStep(0.05);
    m_utilization->setDecimals(2);
    connect(m_utilization, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { edit(m_utilization, [v](Scenario& s) { s.inference.gpuMemoryUtilization = v; }); });
    addLabelledRow(m_utilization);
}

QComboBox* InferenceControls::addDtypeCombo(const QString& objectName, DType InferenceConfig::*field) {
    QComboBox* combo = addCombo(objectName);
    for (DType type : allDTypes()) {
        const std::string_view label = dtypeLabel(type);
        combo->addItem(QString::fromUtf8(label.data(), qsizetype(label.size())), int(type));
    }
    connect(combo, &QComboBox::currentIndexChanged, this, [this, combo, field] {
        const auto type = DType(combo->currentData().toInt());
        edit(combo, [type, field](Scenario& s) { s.inference.*field = type; });
    });
    return combo;
}

void InferenceControls::retranslate() {
    setTitle(tr("Roofline and inference"));
    describeLabelled(m_phase, tr("Roofline phase"),
                     tr("Which step the roofline places its operations for: a training step, a prefill "
                        "(the whole prompt at once, compute bound) or one decode step (one token per "
                        "sequence, memory bound)."));
    translateItems(m_phase, kPhaseItems);
    describeLabelled(m_batch, tr("Inference batch"),
                     tr("Sequences served together. Decode reads the weights once per step for "
                        "the whole batch, so a larger batch raises arithmetic intensity."));
    describeLabelled(m_context, tr("Context (tokens)"),
                     tr("Tokens held in the KV cache per sequence (prompt + generated)."));
    describeLabelled(m_kvDtype, tr("KV cache dtype"),
                     tr("Storage format of the cached keys and values: fp8 halves the KV cache of bf16."));
    describeLabelled(m_weightsDtype, tr("Serving weights"),
                     tr("Storage format of the weights when serving. Quantised formats (fp8, int8, int4 as "
                        "GPTQ/AWQ store it with a scale per 128 values, nf4 as bitsandbytes stores it) shrink "
                        "the blocks' matrices and the bytes decode must read; embeddings, head and norms stay "
                        "bf16. nf4 is dequantised to bf16 before each matmul of more than one token."));
    setRowLabel(m_utilization, tr("vLLM memory share"));
    describe(m_utilization, tr("GPU memory utilization (vLLM)"),
             tr("The share of the card's memory vLLM may use (--gpu-memory-utilization, 0.9 by default): "
                "what is left of it after the weights and the profiling run's activations becomes the KV cache."));
}

void InferenceControls::refresh(const Scenario& s) {
    selectData(m_phase, int(s.phase));
    m_batch->setValue(s.inference.batch);
    m_context->setValue(s.inference.context);
    selectData(m_kvDtype, int(s.inference.kvDtype));
    selectData(m_weightsDtype, int(s.inference.weightsDtype));
    m_utilization->setValue(s.inference.gpuMemoryUtilization);
}

} // namespace rooflab
