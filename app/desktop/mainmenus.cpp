#include "mainmenus.h"

#include "document/resultsfilesummary.h"
#include "languagemanager.h"
#include "lectures.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QUndoStack>

namespace rooflab {

MainMenus::MainMenus(QMainWindow* window, const QList<QAction*>& dockToggles, QAction* numberFormatsToggle,
                     const QString& language)
    : QObject(window)
    , m_window(window)
    , m_numberFormatsAction(numberFormatsToggle) {
    // Menus and actions are made without text; retranslate() names them, now and after every
    // language switch.
    buildFileMenu();
    m_editMenu = m_window->menuBar()->addMenu(QString());
    buildViewMenu(dockToggles, language);
    buildOtherMenus();
}

void MainMenus::buildFileMenu() {
    m_fileMenu = m_window->menuBar()->addMenu(QString());
    m_newAction = m_fileMenu->addAction(QString(), QKeySequence::New, this, &MainMenus::newRequested);
    m_newAction->setObjectName(QStringLiteral("newAction"));
    m_openAction = m_fileMenu->addAction(QString(), QKeySequence::Open, this, &MainMenus::openRequested);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_saveAction = m_fileMenu->addAction(QString(), QKeySequence::Save, this, &MainMenus::saveRequested);
    m_saveAsAction = m_fileMenu->addAction(QString(), QKeySequence::SaveAs, this, &MainMenus::saveAsRequested);
    m_fileMenu->addSeparator();
    m_importAction = m_fileMenu->addAction(QString(), this, &MainMenus::importModelConfigRequested);
    m_importAction->setObjectName(QStringLiteral("importModelConfigAction"));
    m_importHubAction = m_fileMenu->addAction(QString(), this, &MainMenus::importFromHubRequested);
    m_importHubAction->setObjectName(QStringLiteral("importFromHubAction"));
    m_compareAction = m_fileMenu->addAction(QString(), this, &MainMenus::compareWithFileRequested);
    m_compareAction->setObjectName(QStringLiteral("compareWithFileAction"));
    m_fileMenu->addSeparator();
    m_exportAction = m_fileMenu->addAction(QString(), this, &MainMenus::exportRequested);
    m_copyAction = m_fileMenu->addAction(QString(), this, &MainMenus::copyRequested);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), QKeySequence::Quit, m_window, &QWidget::close);
}

void MainMenus::buildViewMenu(const QList<QAction*>& dockToggles, const QString& language) {
    m_viewMenu = m_window->menuBar()->addMenu(QString());
    m_presentationAction = m_viewMenu->addAction(QString());
    m_presentationAction->setObjectName(QStringLiteral("presentationAction"));
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_presentationAction, &QAction::toggled, this, &MainMenus::presentationToggled);
    m_window->addAction(m_presentationAction); // F11 works in full screen, where the menu bar may hide
    m_viewMenu->addSeparator();
    m_themeGroup = new QActionGroup(this);
    m_lightAction = m_viewMenu->addAction(QString());
    m_darkAction = m_viewMenu->addAction(QString());
    for (auto [action, variant] :
         {std::pair{m_lightAction, ChartTheme::Variant::Light}, std::pair{m_darkAction, ChartTheme::Variant::Dark}}) {
        action->setCheckable(true);
        action->setData(int(variant));
        m_themeGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, variant = variant] { emit themeChosen(variant); });
    }
    m_lightAction->setChecked(true);
    m_viewMenu->addSeparator();
    m_unitGroup = new QActionGroup(this);
    m_gibAction = m_viewMenu->addAction(QString());
    m_gbAction = m_viewMenu->addAction(QString());
    for (auto [action, unit] : {std::pair{m_gibAction, MemoryUnit::GiB}, std::pair{m_gbAction, MemoryUnit::GB}}) {
        action->setCheckable(true);
        action->setData(int(unit));
        m_unitGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, unit = unit] { emit unitChosen(unit); });
    }
    m_gibAction->setChecked(true);
    m_viewMenu->addSeparator();
    m_viewMenu->addActions(dockToggles);
    m_numberFormatsAction->setObjectName(QStringLiteral("numberFormatsAction"));
    m_viewMenu->addAction(m_numberFormatsAction);
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    m_languageGroup = new QActionGroup(this);
    for (const LanguageManager::Language& available : LanguageManager::available()) {
        QAction* action = m_languageMenu->addAction(available.nativeName);
        action->setCheckable(true);
        action->setData(available.code);
        action->setObjectName(QStringLiteral("language-%1").arg(available.code));
        action->setChecked(available.code == language);
        m_languageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, code = available.code] { emit languageChosen(code); });
    }
}

void MainMenus::buildOtherMenus() {
    m_gpuMenu = m_window->menuBar()->addMenu(QString());
    m_loadResultsAction = m_gpuMenu->addAction(QString(), this, &MainMenus::loadResultsRequested);
    m_loadResultsAction->setObjectName(QStringLiteral("gpuLoadResultsAction"));
    // Real measurements that ship with RoofLab: a room without a GPU still sees measured points.
    m_shippedResultsMenu = m_gpuMenu->addMenu(QString());
    m_shippedResultsMenu->setObjectName(QStringLiteral("gpuShippedResultsMenu"));
    const QDir shipped(QStringLiteral(":/measurements"));
    for (const QString& name : shipped.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString path = shipped.filePath(name);
        // The device's own name, the day it was measured, what it measured and how many products.
        QStringList deviceAndDate{name, QString(), QString::number(int(ResultsContent::Sweep)), QString()};
        QFile file(path);
        ResultsFileSummary summary;
        std::string error; // a shipped file that does not read is named by its file name
        if (file.open(QIODevice::ReadOnly) && readResultsFileSummary(file.readAll().toStdString(), summary, error) &&
            !summary.deviceName.empty())
            deviceAndDate = {QString::fromStdString(summary.deviceName), QString::fromStdString(summary.date).left(10),
                             QString::number(int(summary.content)), QString::number(summary.trainingProducts)};
        QAction* action =
            m_shippedResultsMenu->addAction(QString(), this, [this, path] { emit shippedResultsChosen(path); });
        action->setObjectName(QStringLiteral("shippedResults-%1").arg(QFileInfo(name).completeBaseName()));
        action->setData(deviceAndDate);
    }

    m_lecturesMenu = m_window->menuBar()->addMenu(QString());
    m_lecturesMenu->setToolTipsVisible(true);
    const int lectureCount = int(Lectures::all().size());
    for (int i = 0; i < lectureCount; ++i) {
        QAction* action = m_lecturesMenu->addAction(QString(), this, [this, i] { emit lectureChosen(i); });
        action->setObjectName(QStringLiteral("lecture%1").arg(i));
    }
    m_lecturesMenu->addSeparator();
    m_nextLectureAction = m_lecturesMenu->addAction(QString(), this, [this] { emit lectureStepRequested(1); });
    m_nextLectureAction->setObjectName(QStringLiteral("nextLectureAction"));
    m_previousLectureAction = m_lecturesMenu->addAction(QString(), this, [this] { emit lectureStepRequested(-1); });
    m_previousLectureAction->setObjectName(QStringLiteral("previousLectureAction"));
    m_lecturesMenu->addSeparator();
    m_exercisesAction = m_lecturesMenu->addAction(QString(), this, &MainMenus::exercisesRequested);
    m_exercisesAction->setObjectName(QStringLiteral("exercisesAction"));
    setPresentationChecked(false); // their shortcuts
    // They work in full screen too, where the menu bar may hide.
    m_window->addAction(m_nextLectureAction);
    m_window->addAction(m_previousLectureAction);

    m_helpMenu = m_window->menuBar()->addMenu(QString());
    m_formulasAction = m_helpMenu->addAction(QString(), this, &MainMenus::formulasRequested);
    m_formulasAction->setObjectName(QStringLiteral("formulasAction"));
    m_formulasAction->setShortcut(QKeySequence::HelpContents);
    m_helpMenu->addSeparator();
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainMenus::aboutRequested);
    m_aboutQtAction = m_helpMenu->addAction(QString(), qApp, &QApplication::aboutQt);
}

void MainMenus::rebuildUndoActions(QUndoStack* stack) {
    delete m_undoAction;
    delete m_redoAction;
    m_undoAction = stack->createUndoAction(this, tr("&Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_redoAction = stack->createRedoAction(this, tr("&Redo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
}

void MainMenus::setRecentFiles(const QStringList& paths) {
    m_recentFiles = paths;
    m_recentMenu->clear();
    for (const QString& path : paths)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { emit recentRequested(path); })
            ->setToolTip(path);
    m_recentMenu->setEnabled(!paths.isEmpty());
}

void MainMenus::setPresentationChecked(bool on) {
    const QSignalBlocker blocker(m_presentationAction);
    m_presentationAction->setChecked(on);
    // A presenter's clicker sends bare Page Down / Up; outside presentation mode those keys
    // stay with the sliders and lists that use them.
    m_nextLectureAction->setShortcuts(
        on ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_PageDown), QKeySequence(Qt::Key_PageDown)}
           : QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_PageDown)});
    m_previousLectureAction->setShortcuts(
        on ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_PageUp), QKeySequence(Qt::Key_PageUp)}
           : QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_PageUp)});
}

void MainMenus::setThemeChecked(ChartTheme::Variant variant) {
    for (QAction* action : m_themeGroup->actions())
        action->setChecked(action->data().toInt() == int(variant));
}

void MainMenus::setUnitChecked(MemoryUnit unit) {
    for (QAction* action : m_unitGroup->actions())
        action->setChecked(action->data().toInt() == int(unit));
}

void MainMenus::setLanguageChecked(const QString& code) {
    for (QAction* action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == code);
}

QString MainMenus::shippedResultsText(const QStringList& data) {
    const QString device = data.value(0), day = data.value(1);
    switch (ResultsContent(data.value(2).toInt())) {
    case ResultsContent::TrainingShapes:
        return tr("%1, %3 training-shaped products, measured %2").arg(device, day, data.value(3));
    case ResultsContent::DecodeProbes:
        return tr("%1, decode probes, measured %2").arg(device, day);
    case ResultsContent::Sweep:
        break;
    }
    return tr("%1, measured %2").arg(device, day);
}

void MainMenus::retranslate() {
    retranslateFileMenu();
    m_editMenu->setTitle(tr("&Edit"));
    retranslateViewMenu();
    m_gpuMenu->setTitle(tr("&GPU"));
    m_loadResultsAction->setText(tr("&Load Results..."));
    m_loadResultsAction->setStatusTip(tr("Load bench results (JSON) measured here or on another machine"));
    m_shippedResultsMenu->setTitle(tr("&Measured on a Real GPU"));
    m_shippedResultsMenu->setToolTip(
        tr("GEMM, bandwidth and intensity sweeps measured with rooflab-bench, shipped with RoofLab"));
    for (QAction* action : m_shippedResultsMenu->actions())
        action->setText(shippedResultsText(action->data().toStringList()));
    m_lecturesMenu->setTitle(tr("&Lectures"));
    const std::vector<Lecture> lectures = Lectures::all();
    const QList<QAction*> lectureActions = m_lecturesMenu->actions();
    for (int i = 0; i < int(lectures.size()) && i < int(lectureActions.size()); ++i) {
        lectureActions[i]->setText(lectures[std::size_t(i)].title);
        lectureActions[i]->setToolTip(lectures[std::size_t(i)].toolTip);
        lectureActions[i]->setStatusTip(lectures[std::size_t(i)].toolTip);
    }
    m_nextLectureAction->setText(tr("&Next Lecture"));
    m_nextLectureAction->setStatusTip(tr("Open the next lecture scenario"));
    m_previousLectureAction->setText(tr("&Previous Lecture"));
    m_previousLectureAction->setStatusTip(tr("Open the previous lecture scenario"));
    m_exercisesAction->setText(tr("&Exercises"));
    m_exercisesAction->setStatusTip(tr("Questions on the lecture scenarios: answer by dragging the controls, "
                                       "RoofLab checks the answer and shows the derivation"));
    m_helpMenu->setTitle(tr("&Help"));
    m_formulasAction->setText(tr("&Formulas"));
    m_formulasAction->setStatusTip(tr("Every formula RoofLab uses, with its source"));
    m_aboutAction->setText(tr("&About RoofLab"));
    m_aboutQtAction->setText(tr("About &Qt"));
}

void MainMenus::retranslateFileMenu() {
    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New"));
    m_openAction->setText(tr("&Open..."));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As..."));
    m_importAction->setText(tr("&Import Model Config..."));
    m_importAction->setStatusTip(tr("Use a Hugging Face config.json as the model (Llama, Mistral, Qwen, Gemma, ...)"));
    m_importHubAction->setText(tr("Import from the &Hub..."));
    m_importHubAction->setStatusTip(tr("A Hugging Face model by its name (ORG/NAME), from your Hugging Face cache or "
                                       "downloaded into it"));
    m_compareAction->setText(tr("Compare &with File..."));
    m_compareAction->setStatusTip(tr("A saved scenario beside this one: memory, step time, MFU, time, cost and the "
                                     "settings that differ"));
    m_exportAction->setText(tr("&Export Chart..."));
    m_exportAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    m_copyAction->setText(tr("&Copy Chart"));
    m_copyAction->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    m_quitAction->setText(tr("&Quit"));
}

void MainMenus::retranslateViewMenu() {
    m_viewMenu->setTitle(tr("&View"));
    m_presentationAction->setText(tr("&Presentation Mode"));
    m_presentationAction->setToolTip(tr("Full screen with large fonts and thick lines for a projector"));
    m_lightAction->setText(tr("&Light Theme"));
    m_darkAction->setText(tr("&Dark Theme"));
    m_gibAction->setText(tr("Units: &GiB (2^30 bytes)"));
    m_gbAction->setText(tr("Units: G&B (10^9 bytes)"));
    m_numberFormatsAction->setText(tr("&Number Formats"));
    m_numberFormatsAction->setStatusTip(tr("Bit layouts, ranges and rounding of FP32 down to FP4"));
    m_languageMenu->setTitle(tr("&Language"));
}

} // namespace rooflab
