#include "wheeltoscroll.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QScrollArea>
#include <QScrollBar>

namespace rooflab {

WheelToScroll::WheelToScroll(QScrollArea* scroll)
    : QObject(scroll)
    , m_scroll(scroll) {
    for (QWidget* control : scroll->widget()->findChildren<QWidget*>()) {
        if (!qobject_cast<QComboBox*>(control) && !qobject_cast<QAbstractSpinBox*>(control) &&
            !qobject_cast<QAbstractSlider*>(control))
            continue;
        // A wheel turn must not give the focus (Qt::WheelFocus would), or the next notch changes it.
        if (control->focusPolicy() == Qt::WheelFocus)
            control->setFocusPolicy(Qt::StrongFocus);
        control->installEventFilter(this);
    }
}

bool WheelToScroll::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::Wheel)
        return QObject::eventFilter(watched, event);
    auto* control = static_cast<QWidget*>(watched);
    if (control->hasFocus())
        return false; // chosen by the user: the wheel changes it
    QCoreApplication::sendEvent(m_scroll->verticalScrollBar(), event);
    return true;
}

} // namespace rooflab
