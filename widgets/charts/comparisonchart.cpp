#include "widgets/charts/comparisonchart.h"

namespace rooflab {

ComparisonChart::ComparisonChart(QWidget* parent)
    : StackedBarChart(parent) {}

} // namespace rooflab
