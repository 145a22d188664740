#pragma once
// The Plan tab's chart: every layout the planner ranked as a point of throughput (tokens/s per
// GPU) against memory headroom (capacity - peak per GPU), the Pareto front (no other layout is
// both faster and leaves more room) joined by a line, the selected layout ringed. Click a point
// to select its layout.
#include "document/format.h"
#include "widgets/charts/charttheme.h"

#include <QWidget>

#include <vector>

class QCPGraph;
class QCPTextElement;
class QCustomPlot;

namespace rooflab {

class ParetoChart : public QWidget {
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
    void setSelected(int index); // -1: none
    void setUnit(MemoryUnit unit);
    void setTheme(const ChartTheme& theme);
    QCustomPlot* plot() const { return m_plot; }

    // The indices of the front, by increasing headroom (what the line joins).
    std::vector<int> frontIndices() const;

signals:
    void pointClicked(int index);

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();
    int nearestPoint(const QPoint& pixel) const;

    QCustomPlot* m_plot = nullptr;
    QCPGraph* m_all = nullptr;
    QCPGraph* m_tight = nullptr;
    QCPGraph* m_front = nullptr;
    QCPGraph* m_selected = nullptr;
    QCPTextElement* m_title = nullptr;
    std::vector<Point> m_points;
    int m_selectedIndex = -1;
    MemoryUnit m_unit = MemoryUnit::GiB;
    ChartTheme m_theme = ChartTheme::light();
};

} // namespace rooflab
