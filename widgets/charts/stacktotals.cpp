#include "widgets/charts/stacktotals.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace rooflab {

bool StackTotals::ensure(std::size_t count) {
    bool made = false;
    while (m_items.size() < count) {
        Items items;
        items.overflowFill = new QCPItemRect(m_plot);
        items.overflowHatch = new QCPItemRect(m_plot);
        items.total = new QCPItemText(m_plot);
        items.overflowFill->setObjectName(QStringLiteral("overflow-%1").arg(m_items.size()));
        items.total->setObjectName(QStringLiteral("total-%1").arg(m_items.size()));
        items.total->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        items.total->setLayer(QStringLiteral("labels"));
        items.total->setPadding(QMargins(2, 2, 2, 4));
        items.total->setClipToAxisRect(false);
        for (QCPAbstractItem* item :
             {static_cast<QCPAbstractItem*>(items.overflowFill), static_cast<QCPAbstractItem*>(items.overflowHatch),
              static_cast<QCPAbstractItem*>(items.total)})
            item->setSelectable(false);
        m_items.push_back(items);
        made = true;
    }
    return made;
}

void StackTotals::update(const MemoryStacks& stacks, MemoryUnit unit, const ChartTheme& theme, double barWidth) {
    ensure(stacks.stacks.size());
    m_used = stacks.stacks.size();
    const double unitBytes = memoryUnitBytes(unit);
    const double capacity = stacks.capacityBytes;
    m_font = theme.baseFont();
    m_font.setBold(true);
    QColor overflowHatch = theme.overflow();
    overflowHatch.setAlpha(150);
    for (std::size_t i = 0; i < m_items.size(); ++i) {
        Items& items = m_items[i];
        const bool used = i < m_used;
        const double total = used ? stacks.stacks[i].total() : 0;
        const double own = used ? stacks.stacks[i].ownCapacityBytes : -1;
        const double limit = own >= 0 ? own : capacity;
        const bool over = used && limit > 0 && total > limit;
        items.total->setVisible(used);
        items.overflowFill->setVisible(over);
        items.overflowHatch->setVisible(over);
        if (!used)
            continue;
        const double x = double(i + 1);
        items.total->position->setCoords(x, total / unitBytes);
        // The memory chart's text, in its translation context.
        items.value = over ? QCoreApplication::translate("rooflab::MemoryChart", "%1\n%2 over")
                                 .arg(format::memory(total, unit), format::memory(total - limit, unit))
                           : format::memory(total, unit);
        items.note = stacks.stacks[i].note;
        items.total->setText(totalText(items, m_noteWidth));
        items.total->setFont(scaledFont());
        items.total->setColor(over ? theme.overflow() : theme.foreground());
        // On the background colour: the capacity line or a grid line behind it does not cross it.
        items.total->setBrush(theme.background());
        if (over) {
            const double half = barWidth / 2 + 0.03;
            for (QCPItemRect* rect : {items.overflowFill, items.overflowHatch}) {
                rect->topLeft->setCoords(x - half, total / unitBytes);
                rect->bottomRight->setCoords(x + half, limit / unitBytes);
            }
            // A red outline and a light hatch: a translucent fill would shift the segments'
            // colours away from the legend's.
            items.overflowFill->setPen(theme.pen(theme.overflow(), 0.8));
            items.overflowFill->setBrush(Qt::NoBrush);
            items.overflowHatch->setPen(Qt::NoPen);
            items.overflowHatch->setBrush(QBrush(overflowHatch, Qt::BDiagPattern));
        }
    }
}

QFont StackTotals::scaledFont() const {
    QFont font = m_font;
    if (m_fontScale < 1)
        font.setPointSizeF(m_font.pointSizeF() * m_fontScale);
    return font;
}

double StackTotals::unbreakableWidth(const Items& items) {
    // What no wrapping narrows: the value's first line and the widest word of the rest and of
    // the note, at full size. Remembered per text: a slider step changes a few of them.
    const QString key = items.value + QLatin1Char('\x1f') + items.note;
    if (const auto found = m_unbreakable.constFind(key); found != m_unbreakable.constEnd())
        return *found;
    const QStringList lines = items.value.split(QLatin1Char('\n'));
    double widest = std::max(widestWord(items.note, m_font), double(m_textSizes.size(m_font, lines.front()).width()));
    for (qsizetype i = 1; i < lines.size(); ++i) // "650.4 GiB over" wraps like the note
        widest = std::max(widest, widestWord(lines[i], m_font));
    m_unbreakable.insert(key, widest);
    return widest;
}

void StackTotals::wrapNotes(double centres) {
    double needed = 0;
    for (std::size_t i = 0; i + 1 < m_used; ++i)
        needed = std::max(needed, (unbreakableWidth(m_items[i]) + unbreakableWidth(m_items[i + 1])) / 2 + 12);
    const double scale = needed > centres ? std::max(0.6, centres / needed) : 1.0;
    if (std::abs(scale - m_fontScale) > 0.02) {
        m_fontScale = scale;
        m_noteWidth = -1; // the texts wrap afresh at the new size
        for (std::size_t i = 0; i < m_used; ++i)
            m_items[i].total->setFont(scaledFont());
    }
    // Where two totals on one line each would need more than the room between the bars'
    // centres, the notes wrap to that room.
    bool split = false;
    for (std::size_t i = 0; i + 1 < m_used; ++i) {
        const Items& a = m_items[i];
        const Items& b = m_items[i + 1];
        if (a.note.isEmpty() && b.note.isEmpty() && !a.value.contains(QLatin1Char('\n')) &&
            !b.value.contains(QLatin1Char('\n')))
            continue;
        const double half = (m_textSizes.size(a.total->font(), totalText(a, 0), a.total->padding()).width() +
                             m_textSizes.size(b.total->font(), totalText(b, 0), b.total->padding()).width()) /
                            2;
        split = split || (half + 12 > centres && shareHeight(a, b));
    }
    const double noteWidth = split ? std::max(40.0, std::floor(centres - 16)) : 0;
    if (noteWidth == m_noteWidth)
        return;
    m_noteWidth = noteWidth;
    for (std::size_t i = 0; i < m_used; ++i)
        m_items[i].total->setText(totalText(m_items[i], noteWidth));
}

bool StackTotals::shareHeight(const Items& a, const Items& b) {
    // A total high above its neighbour's (a bar over capacity beside the inference bar) may be
    // wider than the room between the bars' centres: wrapping it there made a French total five
    // lines tall, and the axis ran to 300 GiB for a 133 GiB bar.
    const QCPAxis* axis = m_plot->yAxis;
    const double pixelA = axis->coordToPixel(a.total->position->coords().y());
    const double pixelB = axis->coordToPixel(b.total->position->coords().y());
    const Items& lower = pixelA > pixelB ? a : b;
    const double lowerTop = std::max(pixelA, pixelB) -
                            m_textSizes.size(lower.total->font(), totalText(lower, 0), lower.total->padding()).height();
    return std::min(pixelA, pixelB) + 4 > lowerTop;
}

StackTotals::Room StackTotals::room(int height) {
    // The totals stay inside the axes: above the top tick and clear of the tick labels left of
    // the axis.
    Room room;
    for (const Items& items : m_items) {
        if (!items.total->visible())
            continue;
        const QSize size = m_textSizes.size(items.total->font(), items.total->text(), items.total->padding());
        room.halfWidth = std::max(room.halfWidth, size.width() / 2.0);
        const double total = items.total->position->coords().y();
        const double share = double(size.height() + 4) / height;
        if (share < 0.8)
            room.top = std::max(room.top, total / (1 - share));
    }
    return room;
}

int StackTotals::indexAt(const QPointF& pixel) const {
    for (std::size_t i = 0; i < m_used; ++i) {
        const QCPItemText* total = m_items[i].total;
        if (!total->visible())
            continue;
        const QRectF box = QRectF(total->topLeft->pixelPosition(), total->bottomRight->pixelPosition()).normalized();
        if (box.contains(pixel))
            return int(i);
    }
    return -1;
}

void StackTotals::moveMarksTo(QCPLayer* layer) {
    for (const Items& items : m_items) {
        items.overflowFill->setLayer(layer);
        items.overflowHatch->setLayer(layer);
    }
}

void StackTotals::moveTotalsTo(QCPLayer* layer) {
    for (const Items& items : m_items)
        items.total->setLayer(layer);
}

QString StackTotals::totalText(const Items& items, double noteWidth) {
    if (noteWidth <= 0)
        return items.note.isEmpty() ? items.value : items.value + QLatin1Char('\n') + items.note;
    // Crowded: the total stays on its line; the part over capacity and the note wrap.
    const QFont font = items.total->font();
    QStringList lines = items.value.split(QLatin1Char('\n'));
    for (qsizetype i = 1; i < lines.size(); ++i)
        lines[i] = wrapWords(lines[i], font, noteWidth);
    if (!items.note.isEmpty())
        lines << wrapWords(items.note, font, noteWidth);
    return lines.join(QLatin1Char('\n'));
}

} // namespace rooflab
