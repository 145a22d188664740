#include "fullscreenstage.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>

namespace rooflab {

FullScreenStage::FullScreenStage(QMainWindow* window, QList<QDockWidget*> bottomDocks)
    : m_window(window)
    , m_bottomDocks(std::move(bottomDocks))
{
}

void FullScreenStage::enter()
{
    m_statesBefore = m_window->windowState();
    m_geometryBefore = m_window->geometry();
    m_hiddenDocks.clear();
    for (QDockWidget* dock : std::as_const(m_bottomDocks))
        if (dock->isVisible()) {
            m_hiddenDocks.append(dock);
            dock->hide();
        }
    // Without a window manager (a bare X server, kiosk set-ups) the full-screen request is
    // ignored, so take the screen's geometry ourselves as well.
    if (QScreen* screen = m_window->screen())
        m_window->setGeometry(screen->geometry());
    m_window->showFullScreen();
}

void FullScreenStage::leave()
{
    for (QDockWidget* dock : std::as_const(m_hiddenDocks))
        dock->show();
    m_window->setWindowState(m_statesBefore & ~Qt::WindowFullScreen);
    if (!(m_statesBefore & Qt::WindowMaximized)) {
        m_window->showNormal();
        if (m_geometryBefore.isValid())
            m_window->setGeometry(m_geometryBefore);
    }
}

} // namespace rooflab
