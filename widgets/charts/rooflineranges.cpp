#include "widgets/charts/rooflineranges.h"

#include "document/roofs.h"

#include <qcustomplot.h>

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace rooflab {

namespace {

// Axis extent without data: 1/16 FLOP/B (elementwise fp32 work) to 4096 FLOP/B (large GEMMs).
// With data the x axis fits the points and the ridge alone: a fixed 1/16 to 4096 squeezed a
// one-token step's ops (all below 1 FLOP/B) into a fifth of the width. The y axis starts at
// 10 GFLOP/s at least.
constexpr double kMinIntensity = 1.0 / 16.0;
constexpr double kMaxIntensity = 4096.0;
constexpr double kMinFlops = 1e10;

} // namespace

void RooflineRanges::clearExtent() {
    m_xMin = m_xMax = m_yMin = m_yMax = 0;
}

void RooflineRanges::include(double intensity, double flops) {
    if (!plottableOnRoofline(intensity, flops))
        return;
    if (m_xMax <= 0) {
        m_xMin = m_xMax = intensity;
        m_yMin = m_yMax = flops;
        return;
    }
    m_xMin = std::min(m_xMin, intensity);
    m_xMax = std::max(m_xMax, intensity);
    m_yMin = std::min(m_yMin, flops);
    m_yMax = std::max(m_yMax, flops);
}

void RooflineRanges::apply(QCustomPlot* plot, double topPeak, const QFont& labelFont) {
    if (topPeak <= 0)
        topPeak = 1e15;
    double xLower = kMinIntensity, xUpper = kMaxIntensity, yLower = kMinFlops, yUpper = 2 * topPeak;
    if (m_xMax > 0) {
        // In powers of two. Right of the rightmost point 3x to 6x is left free: the
        // compute-bound matmuls sit there and their labels need the room.
        xLower = std::exp2(std::floor(std::log2(m_xMin / 2)));
        xUpper = std::exp2(std::ceil(std::log2(m_xMax * 3)));
        yLower = std::min(yLower, std::pow(10.0, std::floor(std::log10(m_yMin / 2))));
        if (m_yMax * 2 > yUpper)
            yUpper = std::pow(10.0, std::ceil(std::log10(m_yMax * 2)));
    }
    // A bound moves out only when a point comes within the margin above, and then generously; it
    // moves back in only when the data has left it far behind.
    if (m_sticky.valid && m_xMax > 0) {
        Sticky& s = m_sticky;
        // In powers of 4: powers of 16 left a 1M-token step's ops on a quarter of the width.
        if (m_xMax * 3 > s.xUpper) // next power of 4 above 4x the rightmost point
            s.xUpper = std::max(xUpper, std::pow(4.0, std::ceil(std::log(m_xMax * 4) / std::log(4.0))));
        else if (m_xMax < s.xUpper / 24)
            s.xUpper = xUpper;
        if (m_xMin / 2 < s.xLower)
            s.xLower = std::min(xLower, std::pow(4.0, std::floor(std::log(m_xMin / 4) / std::log(4.0))));
        else if (m_xMin > s.xLower * 16)
            s.xLower = xLower;
        if (m_yMin / 2 < s.yLower)
            s.yLower = std::min(yLower, std::pow(10.0, std::floor(std::log10(m_yMin / 10))));
        else if (m_yMin > s.yLower * 1000)
            s.yLower = yLower;
        if (yUpper > s.yUpper)
            s.yUpper = yUpper == 2 * topPeak ? yUpper : std::pow(10.0, std::ceil(std::log10(m_yMax * 4)));
        else if (yUpper < s.yUpper / 64)
            s.yUpper = yUpper;
        xLower = s.xLower;
        xUpper = s.xUpper;
        yLower = s.yLower;
        yUpper = s.yUpper;
    } else if (m_xMax > 0) {
        m_sticky = {true, xLower, xUpper, yLower, yUpper};
    }
    // Room above the top ceiling for its label (its padding and the 2 px the layout keeps off
    // the edge included): with large (presentation) fonts 2x is not enough.
    // Solves log(yUpper / top) >= k log(yUpper / yLower), k = label height / axis height (the
    // axis rect last laid out, or the 360 px of a 1920x1080 @2 export before the first one).
    m_fittedHeight = plot->axisRect()->height() > 100 ? plot->axisRect()->height() : 0;
    const int axisHeight = m_fittedHeight > 0 ? m_fittedHeight : 360;
    const double k = (QFontMetricsF(labelFont).height() + 4) / double(axisHeight);
    if (k < 0.5) {
        const double needed = (std::log10(topPeak) - k * std::log10(yLower)) / (1 - k);
        if (needed > std::log10(yUpper))
            yUpper = std::pow(10.0, std::ceil(needed * 20) / 20); // steps of 1/20 decade
    }
    plot->xAxis->setRange(QCPRange(xLower, xUpper).sanitizedForLogScale());
    plot->yAxis->setRange(QCPRange(yLower, yUpper).sanitizedForLogScale());
}

} // namespace rooflab
