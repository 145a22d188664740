#pragma once
// The window's menu bar: File, Edit, View, GPU, Lectures and Help. Builds the menus and
// actions, names them in the current language (retranslate), and says what the user chose
// through signals; the window decides what that does.
#include "document/memorystacks.h"
#include "widgets/charts/charttheme.h"

#include <QObject>
#include <QStringList>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;
class QUndoStack;

namespace rooflab {

class MainMenus : public QObject {
    Q_OBJECT
public:
    // Fills `window`'s menu bar. `dockToggles` (the docks' show/hide actions, named after their
    // docks) and `numberFormatsToggle` (named here) go into View.
    MainMenus(QMainWindow* window, const QList<QAction*>& dockToggles, QAction* numberFormatsToggle,
              const QString& language);

    void retranslate();
    // QUndoStack fixes an action's prefix ("Undo") when it makes the action: each language
    // needs new ones.
    void rebuildUndoActions(QUndoStack* stack);
    void setRecentFiles(const QStringList& paths);

    // Check marks that follow the window's state, whoever changed it.
    void setPresentationChecked(bool on);
    void setThemeChecked(ChartTheme::Variant variant);
    void setUnitChecked(MemoryUnit unit);
    void setLanguageChecked(const QString& code);

signals:
    void newRequested();
    void openRequested();
    void recentRequested(const QString& path);
    void saveRequested();
    void saveAsRequested();
    void importModelConfigRequested();
    void importFromHubRequested();
    void compareWithFileRequested();
    void exportRequested();
    void copyRequested();
    void presentationToggled(bool on);
    void themeChosen(rooflab::ChartTheme::Variant variant);
    void unitChosen(rooflab::MemoryUnit unit);
    void languageChosen(const QString& code);
    void loadResultsRequested();
    // GPU > Measured on a Real GPU: a results file compiled in (":/measurements/...").
    void shippedResultsChosen(const QString& path);
    void lectureChosen(int index);
    // Lectures > Next / Previous Lecture (Ctrl+Page Down / Up; in presentation mode also the
    // bare Page Down / Up a presenter's clicker sends): +1 or -1.
    void lectureStepRequested(int step);
    void exercisesRequested();
    void formulasRequested();
    void aboutRequested();

private:
    void buildFileMenu();
    void buildViewMenu(const QList<QAction*>& dockToggles, const QString& language);
    void retranslateFileMenu();
    void retranslateViewMenu();
    // A shipped results file's line in the GPU menu from its action's data (device, day, what it
    // measured, how many training-shaped products): files of one card and day read apart.
    static QString shippedResultsText(const QStringList& data);
    void buildOtherMenus();

    QMainWindow* m_window;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_gpuMenu = nullptr;
    QMenu* m_lecturesMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_importAction = nullptr;
    QAction* m_importHubAction = nullptr;
    QAction* m_compareAction = nullptr;
    QAction* m_exportAction = nullptr;
    QAction* m_copyAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_presentationAction = nullptr;
    QAction* m_nextLectureAction = nullptr;
    QAction* m_previousLectureAction = nullptr;
    QAction* m_exercisesAction = nullptr;
    QAction* m_lightAction = nullptr;
    QAction* m_darkAction = nullptr;
    QAction* m_gibAction = nullptr;
    QAction* m_gbAction = nullptr;
    QAction* m_numberFormatsAction = nullptr;
    QAction* m_loadResultsAction = nullptr;
    QMenu* m_shippedResultsMenu = nullptr;
    QAction* m_formulasAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_aboutQtAction = nullptr;
    QActionGroup* m_themeGroup = nullptr;
    QActionGroup* m_unitGroup = nullptr;
    QActionGroup* m_languageGroup = nullptr;
    QStringList m_recentFiles;
};

} // namespace rooflab
