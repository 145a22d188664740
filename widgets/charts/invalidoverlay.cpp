#include "invalidoverlay.h"

#include <QEvent>
#include <QPainter>

namespace rooflab {

InvalidOverlay::InvalidOverlay(QWidget* chart)
    : QLabel(chart) {
    setObjectName(QStringLiteral("invalidOverlay"));
    setAlignment(Qt::AlignCenter);
    setWordWrap(true);
    setMargin(24);
    QFont bold = font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    setFont(bold);
    chart->installEventFilter(this);
    hide();
}

void InvalidOverlay::showReason(const QString& reason) {
    setText(reason);
    setGeometry(parentWidget()->rect());
    raise();
    show();
}

bool InvalidOverlay::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QLabel::eventFilter(watched, event);
}

void InvalidOverlay::paintEvent(QPaintEvent* event) {
    QPainter painter(this);
    QColor veil = palette().color(QPalette::Window);
    veil.setAlpha(215); // the chart stays recognisable beneath, its figures no longer readable as current
    painter.fillRect(rect(), veil);
    painter.end();
    QLabel::paintEvent(event);
}

} // namespace rooflab
