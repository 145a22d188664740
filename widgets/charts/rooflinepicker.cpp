#include "widgets/charts/rooflinepicker.h"

#include "document/format.h"
#include "document/roofs.h"
#include "widgets/charts/measuredoverlay.h"
#include "widgets/charts/rooflinechart.h"

#include <qcustomplot.h>

#include <cmath>

namespace rooflab {

namespace {

QString boundName(Bound bound) {
    return bound == Bound::Memory ? RooflineChart::tr("memory-bound") : RooflineChart::tr("compute-bound");
}

} // namespace

double RooflinePicker::pickRadius2() const {
    const double radius = 8 * m_theme.fontScale();
    return radius * radius;
}

int RooflinePicker::opNear(const RooflineReport& roofline, const QPointF& pixel, double& distance2) const {
    int nearest = -1;
    distance2 = pickRadius2();
    for (std::size_t i = 0; i < roofline.ops.size(); ++i) {
        const RooflineOp& op = roofline.ops[i];
        if (!plottableOnRoofline(op.intensity, op.attainableFlops))
            continue;
        const double dx = m_plot->xAxis->coordToPixel(op.intensity) - pixel.x();
        const double dy = m_plot->yAxis->coordToPixel(op.attainableFlops) - pixel.y();
        if (dx * dx + dy * dy <= distance2) {
            distance2 = dx * dx + dy * dy;
            nearest = int(i);
        }
    }
    return nearest;
}

QString RooflinePicker::tooltipAt(const RooflineReport& roofline, const MeasuredOverlay& measured,
                                  const QPointF& pixel) const {
    double best = 0;
    QString text;
    if (const int index = opNear(roofline, pixel, best); index >= 0) {
        const RooflineOp& op = roofline.ops[std::size_t(index)];
        text = RooflineChart::tr("%1\nFLOPs: %2\nbytes: %3\nintensity: %4 FLOP/B\nattainable: %5\n%6\ntime: %7")
                   .arg(translateCoreText(op.name), format::si(op.flops, QStringLiteral("FLOP")),
                        format::si(op.bytes, QStringLiteral("B")), format::general(op.intensity, 3),
                        format::si(op.attainableFlops, QStringLiteral("FLOP/s")), boundName(op.bound),
                        format::si(op.timeS, QStringLiteral("s")));
    }
    // A measured point as near as the op (or nearer) wins.
    const QString point = measured.tooltipAt(pixel, best);
    return point.isEmpty() ? text : point;
}

QStringList RooflinePicker::figuresAt(const RooflineReport& roofline, DType compute, const QPointF& pixel) const {
    double distance2 = 0;
    if (const int index = opNear(roofline, pixel, distance2); index >= 0) {
        const QString id = QStringLiteral("roofline.op.%1").arg(index);
        return {id + QStringLiteral(".attainable"), id + QStringLiteral(".time")};
    }
    const double maxDistance = std::sqrt(pickRadius2());
    // A ceiling: its flat part, right of its ridge, within a few pixels.
    const double intensity = m_plot->xAxis->pixelToCoord(pixel.x());
    const RooflineCeiling* hit = nullptr;
    for (const RooflineCeiling& ceiling : roofline.ceilings) {
        if (intensity < ceiling.ridge)
            continue;
        if (std::abs(m_plot->yAxis->coordToPixel(ceiling.peakFlops) - pixel.y()) <= maxDistance &&
            (!hit || ceiling.dtype == compute))
            hit = &ceiling;
    }
    if (!hit) {
        // The slanted memory roof, left of the ridge: its derivation is the ridge's (peak over
        // bandwidth), which names the bandwidth the roof rises with.
        if (roofline.bandwidth > 0 && roofline.ridge > 0 && intensity > 0 && intensity <= roofline.ridge &&
            std::abs(m_plot->yAxis->coordToPixel(roofline.bandwidth * intensity) - pixel.y()) <= maxDistance)
            return {QStringLiteral("roofline.ridge")};
        return {};
    }
    const std::string_view id = dtypeId(hit->dtype);
    return {QStringLiteral("roofline.ceiling.") + QString::fromUtf8(id.data(), qsizetype(id.size()))};
}

} // namespace rooflab
