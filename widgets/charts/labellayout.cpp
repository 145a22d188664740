#include "widgets/charts/labellayout.h"

#include <QFontMetrics>
#include <QFontMetricsF>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rooflab {

LayoutAwarePlot::LayoutAwarePlot(QWidget* parent)
    : QCustomPlot(parent) {
    connect(this, &QCustomPlot::beforeReplot, this, [this] { m_replotting = true; });
    connect(this, &QCustomPlot::afterReplot, this, [this] { m_replotting = false; });
}

void LayoutAwarePlot::updateLayout() {
    if (beforeLayoutPass)
        beforeLayoutPass();
    QCustomPlot::updateLayout();
    if (afterLayoutPass && afterLayoutPass())
        QCustomPlot::updateLayout();
    m_screenLayout = m_replotting;
    if (m_replotting && screenLayoutDone)
        screenLayoutDone();
}

WrappingTextElement::WrappingTextElement(QCustomPlot* plot)
    : QCPTextElement(plot) {
    setTextFlags(Qt::AlignCenter | Qt::TextWordWrap);
    // Room at both ends: a title that just fits the width otherwise runs to a few pixels from
    // the window's edge (the RTX 4090's roofline title at 1366x768); wider, it wraps instead.
    setMargins(QMargins(12, 2, 12, 2));
}

QSize WrappingTextElement::wrappedSize() const {
    // Title rows span the whole plot, so the width on offer is the viewport's less the margins.
    const int width = std::max(40, mParentPlot->viewport().width() - mMargins.left() - mMargins.right() - 8);
    if (width != m_sizedWidth || mText != m_sizedText || mFont != m_sizedFont) {
        const QFontMetrics metrics(mFont);
        m_size = metrics.boundingRect(0, 0, 0, 0, Qt::TextDontClip, mText).size();
        // Word wrapping makes every draw lay the text out again: only ask for it when needed.
        const bool wrap = m_size.width() > width;
        auto* self = const_cast<WrappingTextElement*>(this);
        self->mTextFlags = wrap ? int(Qt::AlignCenter | Qt::TextWordWrap) : int(Qt::AlignCenter);
        if (wrap)
            m_size = metrics.boundingRect(QRect(0, 0, width, 100000), Qt::AlignCenter | Qt::TextWordWrap, mText).size();
        m_size.setWidth(std::min(m_size.width(), width));
        m_sizedText = mText;
        m_sizedFont = mFont;
        m_sizedWidth = width;
    }
    return m_size;
}

QSize WrappingTextElement::minimumOuterSizeHint() const {
    const QSize text = wrappedSize();
    return {text.width() + mMargins.left() + mMargins.right(), text.height() + mMargins.top() + mMargins.bottom()};
}

QSize WrappingTextElement::maximumOuterSizeHint() const {
    const QSize text = wrappedSize();
    return {QWIDGETSIZE_MAX, text.height() + mMargins.top() + mMargins.bottom()};
}

QSize TextSizeCache::size(const QFont& font, const QString& text, const QMargins& padding) {
    const QString key = font.key() + QLatin1Char('\x1f') + text;
    auto found = m_sizes.constFind(key);
    if (found == m_sizes.constEnd()) {
        // The rect QCPItemText::draw computes: Qt::TextDontClip, newlines honoured.
        const QSize size = QFontMetrics(font).boundingRect(0, 0, 0, 0, Qt::TextDontClip | Qt::AlignLeft, text).size();
        found = m_sizes.insert(key, size);
    }
    return found.value() + QSize(padding.left() + padding.right(), padding.top() + padding.bottom());
}

namespace {
QStringList wordsOf(const QString& text) {
    static const QRegularExpression kBreaks(QStringLiteral("[ \n]"));
    return text.split(kBreaks, Qt::SkipEmptyParts);
}
} // namespace

QString wrapWords(const QString& text, const QFont& font, double width) {
    const QFontMetricsF metrics(font);
    QStringList lines;
    QString line;
    for (const QString& word : wordsOf(text)) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (line.isEmpty() || metrics.horizontalAdvance(longer) <= width) {
            line = longer;
        } else {
            lines << line;
            line = word;
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines.join(QLatin1Char('\n'));
}

double widestWord(const QString& text, const QFont& font) {
    const QFontMetricsF metrics(font);
    double widest = 0;
    for (const QString& word : wordsOf(text))
        widest = std::max(widest, metrics.horizontalAdvance(word));
    return widest;
}

std::vector<QRectF> LabelLayout::candidatesAround(const QPointF& p, const QSizeF& size, double radius, double step,
                                                  int rings) {
    const double w = size.width(), h = size.height();
    const double g = radius + 2; // gap between the marker's edge and the label
    std::vector<QRectF> result;
    result.reserve(std::size_t(8 + rings * 16));
    // Touching the marker: above, below, right, left, then the diagonals (upper left and lower
    // right stay off a rising roof).
    result.emplace_back(p.x() - w / 2, p.y() - g - h, w, h);
    result.emplace_back(p.x() - w / 2, p.y() + g, w, h);
    result.emplace_back(p.x() + g, p.y() - h / 2, w, h);
    result.emplace_back(p.x() - g - w, p.y() - h / 2, w, h);
    result.emplace_back(p.x() - g - w, p.y() - g - h, w, h);
    result.emplace_back(p.x() + g, p.y() + g, w, h);
    result.emplace_back(p.x() + g, p.y() - g - h, w, h);
    result.emplace_back(p.x() - g - w, p.y() + g, w, h);
    // Further away, in rings: straight below and above, shifted sideways (a cluster at the right
    // edge uses the room left of it), then beside at other heights.
    for (int ring = 1; ring <= rings; ++ring) {
        const double d = g + ring * step;
        for (double shift : {0.0, -0.5, 0.5, -1.0, 1.0, -1.5}) {
            const double left = p.x() - w / 2 + shift * w;
            result.emplace_back(left, p.y() + d, w, h);
            result.emplace_back(left, p.y() - d - h, w, h);
        }
        for (double dy : {-d, d}) {
            result.emplace_back(p.x() + g, p.y() + dy - h / 2, w, h);
            result.emplace_back(p.x() - g - w, p.y() + dy - h / 2, w, h);
        }
    }
    // Nearest first (short leader lines), the spots touching the marker before all others.
    std::vector<std::pair<double, QRectF>> far;
    far.reserve(result.size() - 8);
    for (auto it = result.begin() + 8; it != result.end(); ++it) {
        const QPointF d = nearestPointOn(*it, p) - p;
        far.emplace_back(d.x() * d.x() + d.y() * d.y(), *it);
    }
    std::stable_sort(far.begin(), far.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (std::size_t i = 0; i < far.size(); ++i)
        result[i + 8] = far[i].second;
    return result;
}

bool LabelLayout::crossesLine(const QRectF& candidate) const {
    // Liang-Barsky: does the segment pass through the box? (A label resting on a line is fine.)
    const QRectF box = candidate.adjusted(0.5, 0.5, -0.5, -0.5);
    for (const QLineF& line : m_lines) {
        const double dx = line.dx(), dy = line.dy();
        double t0 = 0, t1 = 1;
        const double p[] = {-dx, dx, -dy, dy};
        const double q[] = {line.x1() - box.left(), box.right() - line.x1(), line.y1() - box.top(),
                            box.bottom() - line.y1()};
        bool inside = true;
        for (int i = 0; i < 4 && inside; ++i) {
            if (p[i] == 0) {
                inside = q[i] >= 0;
            } else {
                const double t = q[i] / p[i];
                if (p[i] < 0)
                    t0 = std::max(t0, t);
                else
                    t1 = std::min(t1, t);
                inside = t0 <= t1;
            }
        }
        if (inside)
            return true;
    }
    return false;
}

double LabelLayout::overlapWithBoxes(const QRectF& box, bool stopAtFirst) const {
    double overlap = 0;
    for (const QRectF& other : m_boxes) {
        const QRectF common = box.intersected(other);
        if (common.width() > 0 && common.height() > 0) {
            overlap += common.width() * common.height();
            if (stopAtFirst)
                return overlap;
        }
    }
    return overlap;
}

int LabelLayout::choose(const std::vector<QRectF>& candidates, Strictness strictness) {
    int chosen = -1;
    double least = std::numeric_limits<double>::max();
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const QRectF& box = candidates[i];
        if (!m_area.contains(box))
            continue;
        if (strictness == Strictness::LeastOverlap) {
            const double overlap = overlapWithBoxes(box, false) + (crossesLine(box) ? 1.0 : 0.0);
            if (overlap < least) {
                least = overlap;
                chosen = int(i);
                if (overlap == 0)
                    break;
            }
            continue;
        }
        if (overlapWithBoxes(box, true) > 0)
            continue;
        if (strictness == Strictness::Clear && crossesLine(box))
            continue;
        chosen = int(i);
        break;
    }
    if (chosen >= 0)
        m_boxes.push_back(candidates[std::size_t(chosen)]);
    return chosen;
}

QPointF nearestPointOn(const QRectF& box, const QPointF& point) {
    return {std::clamp(point.x(), box.left(), box.right()), std::clamp(point.y(), box.top(), box.bottom())};
}

void fitLegendColumns(QCustomPlot& plot, int maxColumns) {
    QCPLegend* legend = plot.legend;
    const int count = std::max(1, legend->itemCount());
    int widest = 1;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem* item = legend->item(i))
            widest = std::max(widest, static_cast<QCPLayoutElement*>(item)->minimumOuterSizeHint().width());
    const int room = plot.viewport().width() - legend->margins().left() - legend->margins().right() - 8;
    const int columns = std::clamp((room + legend->columnSpacing()) / (widest + legend->columnSpacing()), 1,
                                   std::min(count, std::max(1, maxColumns)));
    if (legend->wrap() != columns) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    }
}

} // namespace rooflab
