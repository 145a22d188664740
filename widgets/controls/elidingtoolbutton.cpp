#include "widgets/controls/elidingtoolbutton.h"

#include <QStyleOptionToolButton>
#include <QStylePainter>

#include <algorithm>

namespace rooflab {

namespace {
// As wide as a combo box of the sidebar asks to be (ControlGroup::addCombo: 12 characters).
constexpr int kMinimumCharacters = 12;
} // namespace

ElidingToolButton::ElidingToolButton(QWidget* parent)
    : QToolButton(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

int ElidingToolButton::textWidth() const {
    QStyleOptionToolButton option;
    initStyleOption(&option);
    // The style's margins either side and, with a menu, the arrow it draws in the corner.
    const int margins = 2 * (style()->pixelMetric(QStyle::PM_ButtonMargin, &option, this) +
                             style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &option, this));
    const int arrow = menu() ? style()->pixelMetric(QStyle::PM_MenuButtonIndicator, &option, this) : 0;
    return std::max(0, width() - margins - arrow);
}

QString ElidingToolButton::displayedText() const {
    return fontMetrics().elidedText(text(), Qt::ElideRight, textWidth());
}

QSize ElidingToolButton::sizeHint() const {
    return minimumSizeHint();
}

QSize ElidingToolButton::minimumSizeHint() const {
    // Not the text's width: a long list would widen the whole sidebar.
    const QSize full = QToolButton::sizeHint();
    const int wanted = full.width() - fontMetrics().horizontalAdvance(text()) +
                       fontMetrics().horizontalAdvance(QLatin1Char('x')) * kMinimumCharacters;
    return {std::min(full.width(), wanted), full.height()};
}

void ElidingToolButton::paintEvent(QPaintEvent*) {
    QStylePainter painter(this);
    QStyleOptionToolButton option;
    initStyleOption(&option);
    option.text = displayedText();
    painter.drawComplexControl(QStyle::CC_ToolButton, option);
}

} // namespace rooflab
