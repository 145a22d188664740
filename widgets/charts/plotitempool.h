#pragma once
// Lines and texts a chart draws again on every change of its axes (roofs, ceilings and their
// labels), reused rather than recreated: a QCustomPlot graph or item costs allocations and a
// place in the layer's list, and the number needed rarely changes.
#include <cstddef>
#include <vector>

class QCustomPlot;
class QCPGraph;
class QCPItemText;

namespace rooflab {

class PlotItemPool {
public:
    explicit PlotItemPool(QCustomPlot* plot)
        : m_plot(plot) {}
    PlotItemPool(const PlotItemPool&) = delete;
    PlotItemPool& operator=(const PlotItemPool&) = delete;

    // A round of drawing: begin(), then line() and text() for each one needed, then end(),
    // which hides those of the last round not asked for again.
    void begin();
    // A straight two-point line on the grid layer (above the grid, below the markers), not in
    // the legend, not selectable; visible.
    QCPGraph* line();
    // A text positioned in plot coordinates, with the charts' padding; visible.
    QCPItemText* text();
    void end();
    // Takes every line and text off the plot.
    void release();

    const std::vector<QCPItemText*>& texts() const { return m_texts; }

private:
    QCustomPlot* m_plot;
    std::vector<QCPGraph*> m_lines;
    std::vector<QCPItemText*> m_texts;
    std::size_t m_linesUsed = 0, m_textsUsed = 0;
};

} // namespace rooflab
