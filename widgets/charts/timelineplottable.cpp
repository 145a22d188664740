#include "widgets/charts/timelineplottable.h"

#include "widgets/charts/charttheme.h"

#include <algorithm>

namespace rooflab {

TimelinePlottable::TimelinePlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPAbstractPlottable(keyAxis, valueAxis) {
    setSelectable(QCP::stNone);
}

void TimelinePlottable::setSegments(std::vector<TimelineSegment> segments, double timeScale) {
    m_segments = std::move(segments);
    m_timeScale = timeScale;
    m_rows = 0;
    for (const TimelineSegment& s : m_segments)
        m_rows = std::max(m_rows, s.row + 1);
}

void TimelinePlottable::setKindBrush(TimelineKind kind, const QBrush& brush) {
    m_brushes[size_t(kind)] = brush;
}

const TimelineSegment* TimelinePlottable::segmentAt(double key, double value) const {
    const int row = int(std::lround(value));
    if (std::abs(value - row) > kBarHeight / 2)
        return nullptr;
    const double t = key / m_timeScale;
    // Segments are sorted by row, then start: the last one of the row starting at or before t.
    auto first = std::lower_bound(m_segments.begin(), m_segments.end(), row,
                                  [](const TimelineSegment& s, int r) { return s.row < r; });
    auto last = std::upper_bound(first, m_segments.end(), t, [row](double time, const TimelineSegment& s) {
        return s.row > row || time < s.start;
    });
    // Overlapping parts of one row (a hidden gathering under its block) are few: look back a little.
    for (auto it = last; it != first;) {
        --it;
        if (t <= it->end())
            return &*it;
        if (last - it > 8)
            break;
    }
    return nullptr;
}

double TimelinePlottable::selectTest(const QPointF&, bool, QVariant*) const {
    return -1;
}

QCPRange TimelinePlottable::getKeyRange(bool& foundRange, QCP::SignDomain) const {
    double end = 0;
    for (const TimelineSegment& s : m_segments)
        end = std::max(end, s.end());
    foundRange = !m_segments.empty();
    return QCPRange(0, end * m_timeScale);
}

QCPRange TimelinePlottable::getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const {
    foundRange = m_rows > 0;
    return QCPRange(-0.5, m_rows - 0.5);
}

void TimelinePlottable::fillBlock(QCPPainter* painter, const QRectF& rect, TimelineKind kind) const {
    painter->fillRect(rect, m_brushes[size_t(kind)]);
}

void TimelinePlottable::draw(QCPPainter* painter) {
    if (m_segments.empty())
        return;
    const QRect clip = clipRect();
    painter->setPen(Qt::NoPen);
    painter->setFont(m_labelFont);
    const QFontMetricsF metrics(m_labelFont);

    // A run of blocks of one kind on one row, each under a pixel wide: filled once.
    struct Run {
        int row = -1;
        TimelineKind kind = TimelineKind::Forward;
        double x0 = 0, x1 = 0;
        QRectF rect;
    } run;
    auto flush = [&] {
        if (run.row >= 0)
            fillBlock(painter,
                      QRectF(QPointF(run.x0, run.rect.top()), QPointF(std::max(run.x1, run.x0 + 1), run.rect.bottom())),
                      run.kind);
        run.row = -1;
    };
    for (const TimelineSegment& s : m_segments) {
        const double x0 = keyAxis()->coordToPixel(s.start * m_timeScale);
        const double x1 = keyAxis()->coordToPixel(s.end() * m_timeScale);
        if (x1 < clip.left() || x0 > clip.right())
            continue;
        const double yTop = valueAxis()->coordToPixel(s.row - kBarHeight / 2);
        const double yBottom = valueAxis()->coordToPixel(s.row + kBarHeight / 2);
        // The hidden communication of a network row sits under nothing; the others fill the row.
        const QRectF rect(QPointF(std::max(x0, double(clip.left())), std::min(yTop, yBottom)),
                          QPointF(std::min(x1, double(clip.right())), std::max(yTop, yBottom)));
        if (x1 - x0 < 1.0) {
            if (run.row == s.row && run.kind == s.kind && x0 <= run.x1 + 1.0) {
                run.x1 = std::max(run.x1, rect.right());
                continue;
            }
            flush();
            run = {s.row, s.kind, rect.left(), rect.right(), rect};
            continue;
        }
        flush();
        fillBlock(painter, rect, s.kind);
        if (rect.width() >= 4) { // a hairline between neighbours, so that blocks read as blocks
            painter->setPen(QPen(m_outline, 1));
            painter->drawLine(QPointF(rect.left(), rect.top()), QPointF(rect.left(), rect.bottom()));
            painter->setPen(Qt::NoPen);
        }
        const bool numbered =
            s.microBatch >= 0 && (s.kind == TimelineKind::Forward || s.kind == TimelineKind::Backward ||
                                  s.kind == TimelineKind::ReverseForward || s.kind == TimelineKind::ReverseBackward);
        if (numbered && rect.height() >= metrics.height()) {
            const QString number = QString::number(s.microBatch + 1);
            if (rect.width() >= metrics.horizontalAdvance(number) + 4) {
                painter->setPen(ChartTheme::textOn(m_brushes[size_t(s.kind)].color()));
                painter->drawText(rect, Qt::AlignCenter, number);
                painter->setPen(Qt::NoPen);
            }
        }
    }
    flush();
    drawOverlapFrames(painter);
}

namespace {

bool startsPair(const TimelineSegment& s) {
    return s.overlapped && (s.kind == TimelineKind::Forward || s.kind == TimelineKind::ReverseForward);
}

} // namespace

// DualPipe's overlapped forward-backward pairs framed, as its README's figure encloses them: a
// line along the top and bottom of every overlapped block, one where each pair starts and one
// where a run of pairs ends. Left out where the pairs are too narrow to tell apart.
void TimelinePlottable::drawOverlapFrames(QCPPainter* painter) const {
    // Every pair is as long as every other: the first one's forward decides for all.
    const auto first = std::find_if(m_segments.begin(), m_segments.end(), startsPair);
    if (first == m_segments.end() ||
        keyAxis()->coordToPixel(first->end() * m_timeScale) - keyAxis()->coordToPixel(first->start * m_timeScale) < 3.0)
        return;
    painter->setPen(QPen(m_frame, 1));
    for (size_t i = 0; i < m_segments.size(); ++i) {
        const TimelineSegment& s = m_segments[i];
        if (!s.overlapped)
            continue;
        const double x0 = keyAxis()->coordToPixel(s.start * m_timeScale);
        const double x1 = keyAxis()->coordToPixel(s.end() * m_timeScale);
        const double yTop = valueAxis()->coordToPixel(s.row - kBarHeight / 2);
        const double yBottom = valueAxis()->coordToPixel(s.row + kBarHeight / 2);
        painter->drawLine(QPointF(x0, yTop), QPointF(x1, yTop));
        painter->drawLine(QPointF(x0, yBottom), QPointF(x1, yBottom));
        if (startsPair(s))
            painter->drawLine(QPointF(x0, yTop), QPointF(x0, yBottom));
        const bool runEnds = i + 1 == m_segments.size() || !m_segments[i + 1].overlapped ||
                             m_segments[i + 1].row != s.row || m_segments[i + 1].start > s.end() + 1e-12;
        if (runEnds)
            painter->drawLine(QPointF(x1, yTop), QPointF(x1, yBottom));
    }
    painter->setPen(Qt::NoPen);
}

void TimelinePlottable::drawLegendIcon(QCPPainter*, const QRectF&) const {
    // The chart's legend lists the kinds with one entry each (empty bars); this has none.
}

} // namespace rooflab
