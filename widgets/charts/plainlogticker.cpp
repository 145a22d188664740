#include "widgets/charts/plainlogticker.h"

#include "document/format.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace rooflab {

PlainLogTicker::PlainLogTicker(double labelScale)
    : m_labelScale(labelScale) {
    setTickCount(8);
}

QString PlainLogTicker::label(double value) {
    return value >= 1 ? format::fixed(value, 0) : format::general(value, 3);
}

QString PlainLogTicker::getTickLabel(double tick, const QLocale&, QChar, int) {
    return label(tick / m_labelScale);
}

bool PlainLogTicker::fitLabels(const QCPAxis* axis, double width) {
    // Every decade labelled where its label fits, else every second (fifth, ...) decade: at
    // million-token sequences in large type, "1,000,000" and its neighbours would run together.
    const QCPRange range = axis->range();
    if (width < 50 || range.lower <= 0 || range.upper <= range.lower)
        return false;
    const double decades = std::log10(range.upper / range.lower);
    const QFontMetricsF metrics(axis->tickLabelFont());
    const double widest = std::max(metrics.horizontalAdvance(label(range.upper / m_labelScale)),
                                   metrics.horizontalAdvance(label(range.lower / m_labelScale)));
    const double decadesPerLabel = (widest + 12) / (width / decades);
    // QCPAxisTickerLog steps by 1, 2, 5 or 10 decades (its "clean" mantissas): ask for a count
    // whose step rounds to one at least this wide.
    double step = 1;
    for (double clean : {1.0, 2.0, 5.0, 10.0})
        if (step < decadesPerLabel)
            step = clean;
    const int count = decadesPerLabel <= 1 ? 8 : std::max(1, int(decades / step));
    if (tickCount() == count)
        return false;
    setTickCount(count);
    return true;
}

} // namespace rooflab
