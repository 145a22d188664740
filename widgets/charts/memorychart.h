#pragma once
// Memory per GPU of one scenario: the training step's peak, component by component, beside
// inference, against the GPU's capacity, with the fit verdict. The bars and the verdict come
// made (memoryStacks, document/memorystacks.h); StackedBarChart draws them.
#include "widgets/charts/stackedbarchart.h"

namespace rooflab {

class MemoryChart : public StackedBarChart {
    Q_OBJECT
public:
    explicit MemoryChart(QWidget* parent = nullptr);
};

} // namespace rooflab
