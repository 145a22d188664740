#include "widgets/controls/elidingcombobox.h"

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QScrollBar>
#include <QStyleOptionComboBox>
#include <QStylePainter>
#include <QToolTip>

namespace rooflab {

ElidingComboBox::ElidingComboBox(QWidget* parent)
    : QComboBox(parent) {}

int ElidingComboBox::textWidth() const {
    QStyleOptionComboBox option;
    initStyleOption(&option);
    // QCommonStyle draws the label 1 px in from each side of the edit field.
    return style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this).width() - 2;
}

QString ElidingComboBox::displayedText() const {
    return fontMetrics().elidedText(currentText(), Qt::ElideRight, textWidth());
}

void ElidingComboBox::paintEvent(QPaintEvent*) {
    // QComboBox::paintEvent with the label elided (the style would clip it mid-letter).
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    option.currentText = displayedText();
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

bool ElidingComboBox::event(QEvent* event) {
    // A cut text's whole reading above the control's own description.
    if (event->type() == QEvent::ToolTip && displayedText() != currentText()) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QString description = toolTip();
        QToolTip::showText(help->globalPos(),
                           description.isEmpty() ? currentText() : currentText() + QStringLiteral("\n\n") + description,
                           this);
        return true;
    }
    return QComboBox::event(event);
}

void ElidingComboBox::showPopup() {
    // The list shows every item whole, wider than the box where it must be.
    view()->setMinimumWidth(view()->sizeHintForColumn(0) + view()->verticalScrollBar()->sizeHint().width() +
                            2 * view()->frameWidth());
    QComboBox::showPopup();
}

} // namespace rooflab
