#include "widgets/charts/memorychart.h"

namespace rooflab {

MemoryChart::MemoryChart(QWidget* parent)
    : StackedBarChart(parent) {}

} // namespace rooflab
