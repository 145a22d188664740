#pragma once
// Batch and sequence: micro-batch, sequence length, gradient accumulation, packed documents.
#include "widgets/controls/controlgroup.h"

namespace rooflab {

struct FieldLimit;

class BatchControls : public ControlGroup {
    Q_OBJECT
public:
    explicit BatchControls(ControlPanel* panel);
    void retranslate() override;
    void refresh(const Scenario& scenario) override;

private:
    // A power-of-two slider that writes a count of the scenario.
    LogSlider* addCountSlider(const QString& objectName, double minimum, double maximum, const FieldLimit& typed,
                              std::int64_t TrainingConfig::*field, bool allowZero = false);

    LogSlider* m_microBatch = nullptr;
    LogSlider* m_sequenceLength = nullptr;
    LogSlider* m_gradAccum = nullptr;
    LogSlider* m_packedDocuments = nullptr;
};

} // namespace rooflab
