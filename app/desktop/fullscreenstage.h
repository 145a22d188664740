#pragma once
// The window side of presentation mode: full screen with the bottom docks out of the way (the
// numbers are in the status bar, the charts get the room), and the window back as it was.
#include <QList>
#include <QRect>
#include <Qt>

class QDockWidget;
class QMainWindow;

namespace rooflab {

class FullScreenStage {
public:
    FullScreenStage(QMainWindow* window, QList<QDockWidget*> bottomDocks);
    void enter();
    void leave();

private:
    QMainWindow* m_window;
    QList<QDockWidget*> m_bottomDocks;
    Qt::WindowStates m_statesBefore;
    QRect m_geometryBefore;
    QList<QDockWidget*> m_hiddenDocks; // shown again on leave()
};

} // namespace rooflab
