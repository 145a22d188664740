#include "widgets/charts/stacktotals.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QFontMetricsF>
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
        QFont totalFont = theme.baseFont();
        totalFont.setBold(true);
        items.total->setFont(totalFont);
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

void StackTotals::wrapNotes(double centres) {
    // Where two totals on one line each would need more than the room between the bars'
    // centres, the notes wrap to that room.
    bool split = false;
    for (std::size_t i = 0; i + 1 < m_used; ++i) {
        const Items& a = m_items[i];
        const Items& b = m_items[i + 1];
        if (a.note.isEmpty() && b.note.isEmpty())
            continue;
        const double half = (m_textSizes.size(a.total->font(), totalText(a, 0), a.total->padding()).width() +
                             m_textSizes.size(b.total->font(), totalText(b, 0), b.total->padding()).width()) /
                            2;
        split = split || half + 12 > centres;
    }
    const double noteWidth = split ? std::max(40.0, std::floor(centres - 16)) : 0;
    if (noteWidth == m_noteWidth)
        return;
    m_noteWidth = noteWidth;
    for (std::size_t i = 0; i < m_used; ++i)
        m_items[i].total->setText(totalText(m_items[i], noteWidth));
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
    if (items.note.isEmpty())
        return items.value;
    if (noteWidth <= 0)
        return items.value + QLatin1Char('\n') + items.note;
    // Greedy word wrap; a word wider than the room keeps a line of its own.
    const QFontMetricsF metrics(items.total->font());
    QStringList lines;
    QString line;
    for (const QString& word : items.note.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (line.isEmpty() || metrics.horizontalAdvance(longer) <= noteWidth) {
            line = longer;
        } else {
            lines << line;
            line = word;
        }
    }
    if (!line.isEmpty())
        lines << line;
    return items.value + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
}

} // namespace rooflab
