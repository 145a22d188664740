#include "widgets/panels/napkinvaluelabel.h"

#include <QResizeEvent>

#include <algorithm>

namespace rooflab {

void NapkinValueLabel::fitLines(bool mayShrink) {
    const QRect area = contentsRect().adjusted(margin(), margin(), -margin(), -margin());
    if (area.width() <= 0)
        return;
    const int height = fontMetrics().boundingRect(QRect(0, 0, area.width(), 100000), Qt::TextWordWrap, text()).height();
    const int lines = std::max(2, (height + lineHeight() - 1) / lineHeight());
    if (lines > m_lines || (mayShrink && lines < m_lines)) {
        m_lines = lines;
        updateGeometry();
    }
}

void NapkinValueLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    fitLines(true);
}

int NapkinValueLabel::lineHeight() const {
    // CJK text is drawn with a fallback font whose lines are taller than the UI font's.
    const QFontMetrics metrics = fontMetrics();
    return std::max(metrics.lineSpacing(), metrics.boundingRect(QStringLiteral("国")).height() + 1);
}

int NapkinValueLabel::heightFor(int lines) const {
    const QMargins m = contentsMargins();
    return lines * lineHeight() + m.top() + m.bottom() + 2 * margin();
}

} // namespace rooflab
