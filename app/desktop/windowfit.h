#pragma once
// The first window's size on a small screen: the whole window, its title bar and frame included,
// inside the screen's available area (a 1366x768 laptop less its panel), so that the status bar
// at the bottom is on the screen.
#include <QMargins>
#include <QRect>
#include <QSize>

class QWidget;

namespace rooflab {

// The client size that makes `preferred` fit in `available` once `frame` (title bar and
// borders, the window manager's) is added around it.
QSize fittedWindowSize(QSize preferred, const QRect& available, const QMargins& frame);
// The frame the window manager puts around `window`: measured once it is on screen, else
// estimated from the style's title bar height and frame width.
QMargins windowFrame(const QWidget& window);

} // namespace rooflab
