#include "widgets/charts/stickybarranges.h"

#include <algorithm>
#include <cmath>

namespace rooflab {

namespace {

// ~15% headroom above what must be shown, on a nice value, when fitting afresh (an 80 GB
// card's capacity line then sits in a 0-100 GiB axis, not 0-150: the bars fill the chart on a
// projector); 50% when the data has just outgrown the axis: a slider dragged up keeps going,
// and each raise is a full replot.
double stickyTop(double needed, bool growing) {
    return StickyBarRanges::niceCeiling(needed * (growing ? 1.5 : 1.15));
}

} // namespace

double StickyBarRanges::niceCeiling(double value) {
    if (!(value > 0) || !std::isfinite(value))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double m : {1.0, 1.5, 2.0, 3.0, 5.0, 7.5})
        if (m * magnitude >= value * (1 - 1e-12))
            return m * magnitude;
    return 10 * magnitude;
}

void StickyBarRanges::reset() {
    m_top = 0;
    m_raised = 0;
    m_raisedHeight = 0;
    m_xMargin = kMinMargin;
    m_marginStacks = 0;
}

double StickyBarRanges::top(double tallest) {
    // Room for the total above the tallest bar; the layout pass adds what the labels need at
    // the drawn size (raiseTop).
    const double wanted = std::max(tallest * 1.08, 1e-9);
    if (!(m_top >= wanted && tallest >= 0.35 * m_top))
        m_top = stickyTop(wanted, m_top > 0 && wanted > m_top);
    return std::max(m_top, m_raised);
}

double StickyBarRanges::raiseTop(double needed, int axisHeight) {
    if (axisHeight != m_raisedHeight) {
        m_raised = 0;
        m_raisedHeight = axisHeight;
    }
    if (needed > std::max(m_top, m_raised))
        m_raised = m_raised > 0 ? stickyTop(needed, true) : niceCeiling(needed);
    return std::max(m_top, m_raised);
}

double StickyBarRanges::xMargin(double halfLabelWidth, std::size_t stacks, int width) {
    // Margin m either side: m / (n - 1 + 2m) of the width covers half a label.
    const double n = double(stacks);
    const double needed = std::max(kMinMargin, (halfLabelWidth + 4) * (n - 1 + 1.4) / width + 0.02);
    if (m_marginStacks != stacks || needed > m_xMargin || needed < m_xMargin - 0.25) {
        m_xMargin = needed > kMinMargin ? needed + 0.1 : kMinMargin;
        m_marginStacks = stacks;
    }
    return m_xMargin;
}

} // namespace rooflab
