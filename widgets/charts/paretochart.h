#pragma once
// The Plan tab's chart: every layout the planner ranked as a point of throughput (tokens/s per
// GPU) against memory headroom (capacity - peak per GPU), the Pareto front (no other layout is
// both faster and leaves more room) joined by a line, the selected layout ringed. Click a point
// to select its layout.
#include "document/format.h"
#include "widgets/charts/layoutpointschart.h"

#include <vector>

namespace rooflab {

class ParetoChart : public LayoutPointsChart {
    Q_OBJECT
public:
    struct Point {
        double headroomBytes = 0;
        double tokensPerSecondPerGpu = 0;
        bool tight = false; // fits only while the estimated memory stays small
    };

    explicit ParetoChart(QWidget* parent = nullptr);

    // The layouts in rank order; index i is the table's row i.
    void setPoints(const std::vector<Point>& points);
    void setUnit(MemoryUnit unit);

    // The indices of the front, by increasing headroom (what the line joins).
    std::vector<int> frontIndices() const override;

private:
    int pointCount() const override { return int(m_data.size()); }
    QPointF pointAt(int index) const override;
    int graphOf(int index) const override { return m_data[std::size_t(index)].tight ? 1 : 0; }
    void describe() override;
    void styleMore(double marker) override;

    std::vector<Point> m_data;
    MemoryUnit m_unit = MemoryUnit::GiB;
};

} // namespace rooflab
