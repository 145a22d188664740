#pragma once
// The window's docked panels: the scenario controls on the left, and in a tabbed strip under the
// charts the napkin math (in front), the GPU benchmark and the number formats (hidden until the
// View menu opens it). Each panel follows the document itself; this keeps where they sit.
#include <QList>

class QAction;
class QDockWidget;
class QMainWindow;
class QString;
class QWidget;

namespace rooflab {

class ControlPanel;
class ExercisePanel;
class GpuPanel;
class NapkinPanel;
class NumberFormatPanel;
class ScenarioDocument;

class DockPanels {
public:
    // Builds the panels and docks them in `window`, which owns them (as Qt children).
    DockPanels(QMainWindow* window, ScenarioDocument* document);

    ControlPanel* controls() const { return m_controls; }
    NapkinPanel* napkin() const { return m_napkin; }
    GpuPanel* gpu() const { return m_gpu; }
    NumberFormatPanel* numberFormats() const { return m_numberFormats; }
    ExercisePanel* exercises() const { return m_exercises; }

    QDockWidget* controlsDock() const { return m_controlsDock; }
    QDockWidget* napkinDock() const { return m_napkinDock; }
    QDockWidget* gpuDock() const { return m_gpuDock; }
    QDockWidget* numberFormatsDock() const { return m_numberFormatsDock; }
    QDockWidget* exercisesDock() const { return m_exercisesDock; }
    // The docks presentation mode hides (the presentation strip stands in for the controls).
    QList<QDockWidget*> allDocks() const {
        return {m_controlsDock, m_napkinDock, m_gpuDock, m_numberFormatsDock, m_exercisesDock};
    }

    // GPU > Load Results: the GPU tab comes to the front, then asks for the file.
    void loadGpuResults();
    // GPU > Measured on a Real GPU: the GPU tab comes to the front with that file loaded.
    void loadGpuResults(const QString& path);
    // The charts get the height; the strip starts just tall enough for the napkin numbers, at
    // most a third of the window.
    void fitStripToNapkin();
    // Another language wraps the napkin figures differently: once they are laid out at their
    // widths (after this event-loop turn), grow the strip if they need more height. Never shrink
    // it: a strip the user made taller (restored from the settings) stays as it is.
    void growStripForNapkinLater();

private:
    QDockWidget* addBottomDock(const QString& objectName, QWidget* content);
    int napkinStripHeight() const;

    QMainWindow* m_window;
    ControlPanel* m_controls = nullptr;
    NapkinPanel* m_napkin = nullptr;
    GpuPanel* m_gpu = nullptr;
    NumberFormatPanel* m_numberFormats = nullptr;
    ExercisePanel* m_exercises = nullptr;
    QDockWidget* m_controlsDock = nullptr;
    QDockWidget* m_napkinDock = nullptr;
    QDockWidget* m_gpuDock = nullptr;
    QDockWidget* m_numberFormatsDock = nullptr;
    QDockWidget* m_exercisesDock = nullptr;
};

} // namespace rooflab
