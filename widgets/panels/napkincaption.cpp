#include "widgets/panels/napkincaption.h"

#include <QEvent>

#include <algorithm>

namespace rooflab {

void NapkinCaption::setCaption(const QString& text) {
    setText(text);
    fitMinimumWidth();
}

void NapkinCaption::setWrapping(bool wrap) {
    setWordWrap(wrap);
    fitMinimumWidth();
}

void NapkinCaption::changeEvent(QEvent* event) {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fitMinimumWidth();
}

void NapkinCaption::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    const int needed = wordWrap() ? heightForWidth(width()) : 0;
    if (needed != minimumHeight())
        setMinimumHeight(std::max(0, needed));
}

void NapkinCaption::fitMinimumWidth() {
    if (!wordWrap()) {
        setMinimumWidth(0); // the whole line, QLabel's own minimum
        setMinimumHeight(0);
        return;
    }
    int widest = 0;
    for (const QString& word : text().split(QLatin1Char(' '), Qt::SkipEmptyParts))
        widest = std::max(widest, fontMetrics().horizontalAdvance(word));
    const QMargins m = contentsMargins();
    setMinimumWidth(widest + m.left() + m.right() + 2 * margin() + 1);
}

} // namespace rooflab
