#pragma once
// The blocks of a step timeline (core/steptime/steptimeline.h) drawn in one pass: a deep pipeline has tens
// of thousands of blocks, far too many for one QCustomPlot item each. Blocks narrower than a pixel
// merge with their neighbours of the same kind; wide enough blocks carry their micro-batch number.
#include "core/steptime/steptimeline.h"

#include <qcustomplot.h>

#include <array>
#include <vector>

namespace rooflab {

class TimelinePlottable : public QCPAbstractPlottable {
public:
    TimelinePlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);

    // Keys are seconds x `timeScale` (1000 for milliseconds); row r sits at value r.
    void setSegments(std::vector<TimelineSegment> segments, double timeScale);
    void setKindBrush(TimelineKind kind, const QBrush& brush);
    void setOutline(const QColor& color) { m_outline = color; }
    void setFrame(const QColor& color) { m_frame = color; } // around DualPipe's overlapped pairs
    void setLabelFont(const QFont& font) { m_labelFont = font; }
    double timeScale() const { return m_timeScale; }
    // Share of a row's height a block fills.
    static constexpr double kBarHeight = 0.7;

    // The block under (key, value) in plot coordinates, or null.
    const TimelineSegment* segmentAt(double key, double value) const;

    double selectTest(const QPointF& pos, bool onlySelectable, QVariant* details = nullptr) const override;
    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange& inKeyRange = QCPRange()) const override;

protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

private:
    void fillBlock(QCPPainter* painter, const QRectF& rect, TimelineKind kind) const;
    void drawOverlapFrames(QCPPainter* painter) const;

    std::vector<TimelineSegment> m_segments; // by row, then start
    double m_timeScale = 1.0;
    int m_rows = 0;
    std::array<QBrush, kTimelineKindCount> m_brushes;
    QColor m_outline = Qt::white;
    QColor m_frame = Qt::black;
    QFont m_labelFont;
};

} // namespace rooflab
