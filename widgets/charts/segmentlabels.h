#pragma once
// The value labels inside the segments of a stacked bar chart ("13.0 GiB"), one per non-empty
// segment, each drawn only where it fits inside its segment at the size being drawn (the
// screen, or an export of another size), so that no guess about the final size is needed.
// Reused across updates, never deleted.
#include "document/memorystacks.h"
#include "widgets/charts/charttheme.h"

#include <QString>

#include <vector>

class QCustomPlot;
class QCPItemText;
class QCPLayer;

namespace rooflab {

class SegmentLabels {
public:
    explicit SegmentLabels(QCustomPlot* plot)
        : m_plot(plot) {}

    // Labels for every non-empty segment of `stacks` (bar i at x = i + 1, `barWidth` wide),
    // stacked in `order` (MemoryStacks::keyOrder), in `unit`. True when it made new labels
    // (they need to be put on the bars layer in order).
    bool update(const MemoryStacks& stacks, const std::vector<QString>& order, MemoryUnit unit, const ChartTheme& theme,
                double barWidth);
    // QCustomPlot draws a layer's items in the order they joined it: the labels go on it after
    // the bars and the overflow marks.
    void moveTo(QCPLayer* layer);

private:
    QCustomPlot* m_plot;
    std::vector<QCPItemText*> m_labels;
};

} // namespace rooflab
