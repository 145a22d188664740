#pragma once
// The Plan tab's second chart, for a search over a plan.gpus range: each ranked layout as a
// point of its GPU count against the days it takes to train the scenario's training.tokens (or,
// when those are not set, one trillion tokens), the front of the fewest GPUs for the time (no
// other layout is both on fewer GPUs and faster) joined by a line, the selected layout ringed.
// Click a point to select its layout.
#include "widgets/charts/charttheme.h"

#include <QWidget>

#include <vector>

class QCPGraph;
class QCPTextElement;
class QCustomPlot;

namespace rooflab {

class GpuDaysChart : public QWidget {
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
    void setSelected(int index); // -1: none
    void setTheme(const ChartTheme& theme);
    QCustomPlot* plot() const { return m_plot; }

    // The indices of the front, by increasing GPU count (what the line joins).
    std::vector<int> frontIndices() const;

signals:
    void pointClicked(int index);

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();
    void fitAxes();
    int nearestPoint(const QPoint& pixel) const;

    QCustomPlot* m_plot = nullptr;
    QCPGraph* m_all = nullptr;
    QCPGraph* m_front = nullptr;
    QCPGraph* m_selected = nullptr;
    QCPTextElement* m_title = nullptr;
    std::vector<Point> m_points;
    bool m_perTrillion = false;
    int m_selectedIndex = -1;
    ChartTheme m_theme = ChartTheme::light();
};

} // namespace rooflab
