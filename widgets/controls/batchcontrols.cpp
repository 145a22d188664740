#include "widgets/controls/batchcontrols.h"

#include "core/base/fieldlimits.h"
#include "widgets/controls/logslider.h"

#include <cmath>

namespace rooflab {

BatchControls::BatchControls(ControlPanel* panel)
    : ControlGroup(panel) {
    m_microBatch =
        addCountSlider(QStringLiteral("microBatchSlider"), 1, 1024, limits::microBatch, &TrainingConfig::microBatch);
    m_sequenceLength =
        addCountSlider(QStringLiteral("sequenceLengthSlider"), 128, 1048576, limits::seqLen, &TrainingConfig::seqLen);
    m_gradAccum =
        addCountSlider(QStringLiteral("gradAccumSlider"), 1, 1024, limits::gradAccum, &TrainingConfig::gradAccum);
    // training.packed_document_tokens: 0 (the slider's left end) is no packing.
    m_packedDocuments = addCountSlider(QStringLiteral("packedDocumentsSlider"), 64, 1048576,
                                       limits::packedDocumentTokens, &TrainingConfig::packedDocumentTokens, true);
}

LogSlider* BatchControls::addCountSlider(const QString& objectName, double minimum, double maximum,
                                         const FieldLimit& typed, std::int64_t TrainingConfig::*field, bool allowZero) {
    LogSlider* slider = addSlider(objectName);
    slider->setRange(minimum, maximum, LogSlider::Snapping::PowersOfTwo, allowZero);
    slider->setTypedRange(typed.min, typed.max); // what a file may hold, shown as it is
    connect(slider, &LogSlider::valueChanged, this, [this, slider, field](double v) {
        edit(slider, [v, field](Scenario& s) { s.training.*field = std::llround(v); });
    });
    return slider;
}

void BatchControls::retranslate() {
    setTitle(tr("Batch and sequence"));
    describeLabelled(m_microBatch, tr("Micro-batch (sequences per GPU)"),
                     tr("Sequences each GPU processes per forward/backward pass. Activation memory "
                        "grows linearly with it."));
    describeLabelled(m_sequenceLength, tr("Sequence length (tokens)"),
                     tr("Tokens per training sequence. Activations grow linearly with it, and "
                        "quadratically for attention scores without FlashAttention."));
    describeLabelled(m_gradAccum, tr("Gradient accumulation steps"),
                     tr("Micro-batches summed before each optimizer step. Raises the global batch "
                        "(tokens per step) without raising memory."));
    m_packedDocuments->setZeroText(tr("off"));
    describeLabelled(m_packedDocuments, tr("Packed documents (tokens each)"),
                     tr("Documents packed into each sequence, and their length (where lengths vary, the "
                        "length-weighted mean). A variable-length attention kernel (FlashAttention's "
                        "cu_seqlens, Transformer Engine's packed sequences, torchtitan's block-causal "
                        "mask) keeps each token's attention within its document: attention FLOPs and time "
                        "shrink to documents x document length squared. Off: one document fills the "
                        "sequence."));
}

void BatchControls::refresh(const Scenario& s) {
    m_microBatch->setValue(s.training.microBatch);
    m_sequenceLength->setValue(s.training.seqLen);
    m_gradAccum->setValue(s.training.gradAccum);
    m_packedDocuments->setValue(double(s.training.packedDocumentTokens));
    // Materialised scores ignore the documents (a warning says so when a file sets them anyway).
    m_packedDocuments->setEnabled(s.training.usesFlashAttention() || s.training.packedDocumentTokens > 0);
}

} // namespace rooflab
