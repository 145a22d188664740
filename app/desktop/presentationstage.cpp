#include "presentationstage.h"

#include "widgets/controls/presentationstrip.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>
#include <QVBoxLayout>

namespace rooflab {

PresentationStage::PresentationStage(QMainWindow* window, QWidget* charts, ScenarioDocument* document,
                                     QList<QDockWidget*> docks)
    : QObject(window)
    , m_window(window)
    , m_docks(std::move(docks)) {
    auto* central = new QWidget(window);
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(charts, 1);
    m_strip = new PresentationStrip(document, central);
    m_strip->hide();
    column->addWidget(m_strip);
    window->setCentralWidget(central);

    connect(m_strip, &PresentationStrip::previousLectureRequested, this, &PresentationStage::previousLectureRequested);
    connect(m_strip, &PresentationStrip::nextLectureRequested, this, &PresentationStage::nextLectureRequested);
}

void PresentationStage::enter() {
    m_statesBefore = m_window->windowState();
    m_geometryBefore = m_window->geometry();
    m_hiddenDocks.clear();
    // isHidden(), not isVisible(): a window entering presentation mode before it was first
    // shown (rooflab --presentation) has no visible dock yet, only docks not hidden.
    for (QDockWidget* dock : std::as_const(m_docks))
        if (!dock->isHidden()) {
            m_hiddenDocks.append(dock);
            dock->hide();
        }
    m_strip->show();
    // Without a window manager (a bare X server, kiosk set-ups) the full-screen request is
    // ignored, so take the screen's geometry ourselves as well.
    if (QScreen* screen = m_window->screen())
        m_window->setGeometry(screen->geometry());
    m_window->showFullScreen();
}

void PresentationStage::leave() {
    m_strip->hide();
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
