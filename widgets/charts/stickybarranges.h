#pragma once
// The axis ranges of a stacked bar chart, kept while the data moves a little: a slider step
// that moves neither axis redraws the bars alone (StackedBarChart), and ticks that jump at
// every step are hard to read on a projector.
#include <cstddef>

namespace rooflab {

class StickyBarRanges {
public:
    // Forgets the ranges: the next update fits them to the data afresh.
    void reset();

    // The y top (in display units) for bars and capacity up to `tallest`: raised only when
    // `tallest` and the room for its total exceed it, lowered only when `tallest` falls below
    // ~35% of it, each time to a nice value with ~15% headroom (~50% when raised by growth).
    double top(double tallest);
    // Raised further where a label (a total above its bar) needs `needed` at the drawn axis
    // height; a raise holds while the height does, so that a first layout pass in a small
    // window (or a resize) does not leave a tall axis behind it. `needed` already includes the
    // label's room, so the first raise at a height goes to the next nice value only; a raise
    // that has been outgrown at that height (a slider dragged up) takes ~50% headroom.
    double raiseTop(double needed, int axisHeight);

    // The margin either side of the bars (bar centres are 1 apart), for totals up to
    // `halfLabelWidth` pixels either side of their bar in an axis rect `width` pixels wide:
    // widened with some slack, narrowed only when much wider than needed.
    double xMargin(double halfLabelWidth, std::size_t stacks, int width);
    double xMargin() const { return m_xMargin; } // as last chosen

    // The smallest value of the sequence 1, 1.5, 2, 3, 5, 7.5, 10, 15, ... at or above `value`:
    // steps fine enough that the bars fill most of the chart on a projector.
    static double niceCeiling(double value);

private:
    double m_top = 0;    // for the data alone; 0: fit afresh
    double m_raised = 0; // for the labels at m_raisedHeight; 0: none
    int m_raisedHeight = 0;
    double m_xMargin = kMinMargin;
    std::size_t m_marginStacks = 0; // the stack count m_xMargin was chosen for
    static constexpr double kMinMargin = 0.7;
};

} // namespace rooflab
