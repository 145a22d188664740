#pragma once
// Log axis ticks of the roofline chart labelled as plain numbers ("1,000", never "1e+03"), the y
// axis in TFLOP/s; on a narrow axis with large type, only every second (fifth, ...) decade is
// labelled so that neighbours never run together.
#include <qcustomplot.h>

#include <QString>

namespace rooflab {

class PlainLogTicker : public QCPAxisTickerLog {
public:
    // Labels show tick / labelScale (1e12: FLOP/s as TFLOP/s).
    explicit PlainLogTicker(double labelScale);

    // The tick count for `axis`'s labels to fit its range drawn `width` pixels wide; true when
    // it changed (the plot then needs another layout pass).
    bool fitLabels(const QCPAxis* axis, double width);

    // Whole numbers from 1 up, three significant digits below.
    static QString label(double value);

protected:
    QString getTickLabel(double tick, const QLocale&, QChar, int) override;

private:
    double m_labelScale;
};

} // namespace rooflab
