#pragma once
// Side-by-side stacked bars of training memory for one scenario varied along one dimension
// (ZeRO stage, checkpointing, precision, sequence length), against the GPU's capacity, with
// which options fit. The bars and the verdict come made (comparisonStacks,
// document/comparisonbuilder.h); StackedBarChart draws them as it draws the memory chart.
#include "widgets/charts/stackedbarchart.h"

namespace rooflab {

class ComparisonChart : public StackedBarChart {
    Q_OBJECT
public:
    explicit ComparisonChart(QWidget* parent = nullptr);
};

} // namespace rooflab
