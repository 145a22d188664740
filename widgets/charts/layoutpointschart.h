#pragma once
// What the Plan tab's two charts share (ParetoChart, GpuDaysChart): the ranked layouts as points
// under a title and a legend row, a front of the layouts no other beats on both axes joined by a
// line, the selected layout ringed, and a click near a point selecting its layout. A subclass
// says where point i lies, which graph draws it, which points make the front, and writes the
// names and axes.
#include "widgets/charts/charttheme.h"

#include <QPointF>
#include <QWidget>

#include <functional>
#include <vector>

class QCPGraph;
class QCPTextElement;
class QCustomPlot;

namespace rooflab {

class LayoutPointsChart : public QWidget {
    Q_OBJECT
public:
    void setSelected(int index); // -1: none
    void setTheme(const ChartTheme& theme);
    QCustomPlot* plot() const { return m_plot; }

    // The indices of the front, in the order its line joins them.
    virtual std::vector<int> frontIndices() const = 0;

signals:
    void pointClicked(int index);

protected:
    // `plotName`: the plot's object name; `pointGraphs`: graphs of points before the front's
    // (the Pareto chart draws the tight layouts apart).
    LayoutPointsChart(const QString& plotName, int pointGraphs, QWidget* parent);

    virtual int pointCount() const = 0;
    virtual QPointF pointAt(int index) const = 0; // axis coordinates
    virtual int graphOf(int) const { return 0; }  // which of the point graphs draws it
    // After the graphs have their data: the graphs' names, the title, axis labels and ranges.
    virtual void describe() = 0;
    // The theme's styles of the point graphs after the first (the first is a sky-blue disc).
    virtual void styleMore(double) {}

    // The points, in `order`, that score higher than every point before them.
    std::vector<int> frontAlong(const std::vector<int>& order, const std::function<double(int)>& score) const;
    // The data of every graph, describe(), then a replot; after a change of the points.
    void render();
    // A new set of points: nothing selected.
    void pointsChanged();
    void changeEvent(QEvent* event) override;

    QCustomPlot* m_plot = nullptr;
    std::vector<QCPGraph*> m_points;
    QCPGraph* m_front = nullptr;
    QCPGraph* m_selected = nullptr;
    QCPTextElement* m_title = nullptr;
    ChartTheme m_theme = ChartTheme::light();

private:
    int nearestPoint(const QPoint& pixel) const;

    int m_selectedIndex = -1;
};

} // namespace rooflab
