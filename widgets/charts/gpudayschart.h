#pragma once
// The Plan tab's second chart, for a search over a plan.gpus range: each ranked layout as a
// point of its GPU count against the days it takes to train the scenario's training.tokens (or,
// when those are not set, one trillion tokens), the front of the fewest GPUs for the time (no
// other layout is both on fewer GPUs and faster) joined by a line, the selected layout ringed.
// Click a point to select its layout.
#include "widgets/charts/layoutpointschart.h"

#include <vector>

namespace rooflab {

class GpuDaysChart : public LayoutPointsChart {
    Q_OBJECT
public:
    struct Point {
        int gpus = 0;
        double days = 0;
    };

    explicit GpuDaysChart(QWidget* parent = nullptr);

    // The layouts in rank order (index i is the table's row i); `perTrillion`: the days are of
    // one trillion tokens, the scenario setting none.
    void setPoints(const std::vector<Point>& points, bool perTrillion);

    // The indices of the front, by increasing GPU count (what the line joins).
    std::vector<int> frontIndices() const override;

private:
    int pointCount() const override { return int(m_data.size()); }
    QPointF pointAt(int index) const override;
    void describe() override;
    void fitAxes();

    std::vector<Point> m_data;
    bool m_perTrillion = false;
};

} // namespace rooflab
