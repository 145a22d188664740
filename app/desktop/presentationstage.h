#pragma once
// The window side of presentation mode: full screen, every dock out of the way (the numbers
// are in the status bar, the charts get the room), and the presentation strip under the charts
// with the few controls a lecturer drags, in large type. Leaving puts the window back as it was.
//
// The strip edits the document like the control panel does, and follows it, so that undo and a
// new lecture show in it.
#include <QList>
#include <QObject>
#include <QRect>
#include <Qt>

class QDockWidget;
class QMainWindow;
class QWidget;

namespace rooflab {

class PresentationStrip;
class ScenarioDocument;

class PresentationStage : public QObject {
    Q_OBJECT
public:
    // Makes `window`'s central widget a column of `charts` over the (hidden) strip.
    PresentationStage(QMainWindow* window, QWidget* charts, ScenarioDocument* document, QList<QDockWidget*> docks);

    void enter();
    void leave();
    PresentationStrip* strip() const { return m_strip; }

signals:
    void previousLectureRequested();
    void nextLectureRequested();

private:
    QMainWindow* m_window;
    PresentationStrip* m_strip;
    QList<QDockWidget*> m_docks;
    Qt::WindowStates m_statesBefore;
    QRect m_geometryBefore;
    QList<QDockWidget*> m_hiddenDocks; // shown again on leave()
};

} // namespace rooflab
