#include "windowfit.h"

#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace rooflab {

QSize fittedWindowSize(QSize preferred, const QRect& available, const QMargins& frame) {
    const int width = available.width() - frame.left() - frame.right();
    const int height = available.height() - frame.top() - frame.bottom();
    return {std::max(1, std::min(preferred.width(), width)), std::max(1, std::min(preferred.height(), height))};
}

QMargins windowFrame(const QWidget& window) {
    const QRect outer = window.frameGeometry();
    const QRect inner = window.geometry();
    if (window.isVisible() && outer != inner)
        return {inner.left() - outer.left(), inner.top() - outer.top(), outer.right() - inner.right(),
                outer.bottom() - inner.bottom()};
    // Not yet decorated: the style's idea of a title bar and a border, which is what most window
    // managers draw within a few pixels.
    const int border = window.style()->pixelMetric(QStyle::PM_MdiSubWindowFrameWidth, nullptr, &window);
    const int title = window.style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, &window);
    return {border, title + border, border, border};
}

} // namespace rooflab
