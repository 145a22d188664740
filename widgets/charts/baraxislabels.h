#pragma once
// The texts on a stacked bar chart's axes: the categories under the bars (wrapped to their
// category's width, as many lines as it takes: three bars in half a projector leave each a few
// words) and the capacity line with its label on the right-hand axis, at the line's own height
// (a label inside the plot would collide with the bars it is compared against).
#include "widgets/charts/labellayout.h"

#include <QHash>
#include <QMap>
#include <QSharedPointer>
#include <QString>

#include <vector>

class QCustomPlot;
class QCPAxisTickerText;
class QCPItemLine;

namespace rooflab {

class ChartTheme;

class BarAxisLabels {
public:
    explicit BarAxisLabels(QCustomPlot* plot);

    void applyTheme(const ChartTheme& theme);
    // One category per bar, bar i at x = i + 1, one line each as given.
    void setCategories(const std::vector<QString>& categories);
    // The capacity line at `value` (axis units; <= 0: none) from beyond the left edge to
    // `lineEnd`, labelled with the card's name over `capacityText` ("capacity 79.2 GiB").
    void setCapacity(double value, double lineEnd, const QString& name, const QString& capacityText);
    // The capacity label as shown: two short lines, each wrapped further where it would take
    // more than a fifth of the chart (a narrow chart in large type).
    QString capacityLabel() const;

    // At the size being drawn, with `categoryWidth` pixels per category: the labels wrapped to
    // it. True when a label changed.
    bool fit(double categoryWidth);

    const QMap<double, QString>& ticks() const;
    const QMap<double, QString>& capacityTicks() const;

private:
    QCustomPlot* m_plot;
    QSharedPointer<QCPAxisTickerText> m_ticker;         // x: the categories
    QSharedPointer<QCPAxisTickerText> m_capacityTicker; // right-hand y: the capacity label
    QCPItemLine* m_capacityLine = nullptr;              // across the GPU bars (not a bar with a capacity of its own)
    std::vector<QString> m_categories;                  // one line each, as given
    QHash<QString, QString> m_wrappedCategories;        // category label wrapped, by text and width
    double m_capacity = 0;
    QString m_capacityName, m_capacityText;
    mutable QString m_labelKey; // what capacityLabel() last wrapped (name, text, font, room)
    mutable QString m_label;    // and its lines
    TextSizeCache m_textSizes;
};

} // namespace rooflab
