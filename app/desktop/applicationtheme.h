#pragma once
// The controls follow the charts: a dark chart beside a white panel glares. Sets the
// application's style and palette for a chart theme (the desktop's own palette for light).
#include "widgets/charts/charttheme.h"

namespace rooflab {

void applyApplicationTheme(const ChartTheme& theme);

} // namespace rooflab
