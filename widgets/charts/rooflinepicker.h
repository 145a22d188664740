#pragma once
// What is under the pointer on the roofline chart: the op or measured point nearest to it
// (within a few pixels) for the hover tooltip, and an op or a ceiling for a click's "explain".
#include "core/model/report.h"
#include "core/numbers/dtype.h"
#include "widgets/charts/charttheme.h"

#include <QPointF>
#include <QString>
#include <QStringList>

class QCustomPlot;

namespace rooflab {

class MeasuredOverlay;

class RooflinePicker {
public:
    RooflinePicker(const QCustomPlot* plot, const ChartTheme& theme)
        : m_plot(plot)
        , m_theme(theme) {}

    // The op nearest to `pixel` within the hover radius, or -1; `distance2` is its squared
    // distance in pixels (the radius squared when none).
    int opNear(const RooflineReport& roofline, const QPointF& pixel, double& distance2) const;
    // The tooltip text of the nearest op or measured point, or empty.
    QString tooltipAt(const RooflineReport& roofline, const MeasuredOverlay& measured, const QPointF& pixel) const;
    // The derivations behind an op (its attainable rate and time) or a ceiling's ridge (ids of
    // core's trace, core/explain.h); dtypes of equal peak share a line: the compute dtype's wins.
    QStringList figuresAt(const RooflineReport& roofline, DType compute, const QPointF& pixel) const;

private:
    double pickRadius2() const;

    const QCustomPlot* m_plot;
    const ChartTheme& m_theme;
};

} // namespace rooflab
