#include "dockpanels.h"

#include "core/io/hardwaredb.h"
#include "document/scenariodocument.h"
#include "document/scenarioedit.h"
#include "widgets/controls/controlpanel.h"
#include "widgets/gpu/gpupanel.h"
#include "widgets/panels/exercisepanel.h"
#include "widgets/panels/napkinpanel.h"
#include "widgets/panels/numberformatpanel.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMessageBox>
#include <QScrollArea>
#include <QTimer>

#include <algorithm>

namespace rooflab {

DockPanels::DockPanels(QMainWindow* window, ScenarioDocument* document)
    : m_window(window) {
    m_controls = new ControlPanel(document, window);
    m_controlsDock = new QDockWidget(window);
    m_controlsDock->setObjectName(QStringLiteral("controlsDock"));
    m_controlsDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    m_controlsDock->setWidget(m_controls);
    // No fixed minimum: the panel asks for the width its widest row needs in the current
    // language (ControlPanel::fitWidth); a fixed one would override that and clip the rows.
    window->addDockWidget(Qt::LeftDockWidgetArea, m_controlsDock);

    // A strip under the charts: the charts keep the full width between the controls and the edge.
    window->setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    m_napkin = new NapkinPanel(window);
    m_napkinDock = addBottomDock(QStringLiteral("napkinDock"), m_napkin);

    // The GPU panel measures this machine's GPU (or loads results measured elsewhere) into the
    // document's measurement store, which the roofline chart draws.
    m_gpu = new GpuPanel(document->measurements(), window);
    m_gpu->setObjectName(QStringLiteral("gpuPanel"));
    m_gpuDock = addBottomDock(QStringLiteral("gpuDock"), m_gpu);
    window->tabifyDockWidget(m_napkinDock, m_gpuDock);
    // Results of another GPU loaded: the panel offers that GPU; taking it is an undoable edit.
    QObject::connect(m_gpu, &GpuPanel::switchGpuRequested, document, [document](const QString& id) {
        if (const GpuSpec* gpu = HardwareDb::builtin().find(id.toStdString()))
            document->apply({[chosen = *gpu](Scenario& s) {
                                 s.gpu = chosen;
                                 s.customGpu = false;
                             },
                             ScenarioEdit::changeText(GpuPanel::tr("GPU")), QStringLiteral("gpuSwitchButton")});
    });

    // Number formats (a ~1400 px table): opened from the View menu.
    m_numberFormats = new NumberFormatPanel(window);
    m_numberFormats->setObjectName(QStringLiteral("numberFormatPanel"));
    m_numberFormatsDock = addBottomDock(QStringLiteral("numberFormatsDock"), m_numberFormats);
    window->tabifyDockWidget(m_napkinDock, m_numberFormatsDock);
    m_numberFormatsDock->hide();
    QObject::connect(m_numberFormatsDock->toggleViewAction(), &QAction::toggled, m_numberFormatsDock,
                     [dock = m_numberFormatsDock](bool on) {
                         // After the dock layout has put its tab back (a raise before that
                         // leaves the napkin's tab in front).
                         if (on)
                             QTimer::singleShot(0, dock, [dock] { dock->raise(); });
                     });
    // Exercise mode's questions: opened from the Lectures menu.
    m_exercises = new ExercisePanel(window);
    m_exercisesDock = addBottomDock(QStringLiteral("exercisesDock"), m_exercises);
    window->tabifyDockWidget(m_napkinDock, m_exercisesDock);
    m_exercisesDock->hide();
    m_napkinDock->raise();
}

QDockWidget* DockPanels::addBottomDock(const QString& objectName, QWidget* content) {
    // Scrolled, so that a tall or wide panel never makes the strip taller or squeezes the charts.
    auto* scroll = new QScrollArea(m_window);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* dock = new QDockWidget(m_window);
    dock->setObjectName(objectName);
    dock->setWidget(scroll);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    return dock;
}

void DockPanels::loadGpuResults() {
    m_gpuDock->show();
    m_gpuDock->raise();
    m_gpu->loadResultsInteractively();
}

void DockPanels::loadGpuResults(const QString& path) {
    m_gpuDock->show();
    m_gpuDock->raise();
    const QStringList errors = m_gpu->loadResultsFiles({path});
    if (!errors.isEmpty()) // a compiled-in file that does not parse is a build error, but say so
        QMessageBox::warning(m_window, GpuPanel::tr("Could not load results"), errors.join(QLatin1Char('\n')));
}

int DockPanels::napkinStripHeight() const {
    // Tall enough for the napkin numbers, but never more than a third of the window: on a
    // 1366x768 projector the numbers wrap into ~370 px, which left the charts ~300 px. Beyond
    // the third the strip scrolls.
    const int wanted = m_napkin->sizeHint().height() + 40;
    return std::min(wanted, std::max(180, m_window->height() / 3));
}

void DockPanels::fitStripToNapkin() {
    m_window->resizeDocks({m_napkinDock}, {napkinStripHeight()}, Qt::Vertical);
}

void DockPanels::growStripForNapkinLater() {
    QTimer::singleShot(0, m_window, [this] {
        const int needed = napkinStripHeight();
        if (m_napkinDock->isVisible() && m_napkinDock->height() < needed)
            m_window->resizeDocks({m_napkinDock}, {needed}, Qt::Vertical);
    });
}

} // namespace rooflab
