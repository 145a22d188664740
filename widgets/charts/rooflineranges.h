#pragma once
// The roofline chart's axis ranges: log-log, covering every point drawn and the highest ceiling
// with room for its label, and sticky, so that dragging a slider rarely moves the axes (the grid,
// the roofs and their labels then stay put).
#include <QFont>

class QCustomPlot;

namespace rooflab {

class RooflineRanges {
public:
    // Forgets the sticky bounds: the next fit starts afresh.
    void reset() { m_sticky = {}; }
    // The points to cover, gathered anew before each fit.
    void clearExtent();
    void include(double intensity, double flops);
    // Sets the plot's axis ranges for the points included and the highest ceiling `topPeak`
    // (0: none known), leaving room above it for a label in `labelFont`.
    void apply(QCustomPlot* plot, double topPeak, const QFont& labelFont);
    // The axis height the last apply() made room for (0: a guess before the first layout). A
    // chart laid out at another height (full screen, presentation mode) applies again.
    int fittedHeight() const { return m_fittedHeight; }

private:
    // Extent of everything plotted (FLOP/B, FLOP/s); the axes cover at least the defaults.
    double m_xMin = 0, m_xMax = 0, m_yMin = 0, m_yMax = 0;
    // The data-driven bounds as last chosen, kept while the data moves within them (with
    // hysteresis). Invalid: fit afresh.
    struct Sticky {
        bool valid = false;
        double xLower = 0, xUpper = 0, yLower = 0, yUpper = 0;
    };
    Sticky m_sticky;
    int m_fittedHeight = 0;
};

} // namespace rooflab
