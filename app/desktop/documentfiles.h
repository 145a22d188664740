#pragma once
// The window's scenario files: where the scenario came from or was last saved, loading a file
// (errors reported, nothing changed), the atomic save, New, and the recent-files list. Every
// whole new scenario (a file, a lecture, the last session, New) enters the document here.
#include "core/scenario.h"

#include <QObject>
#include <QString>
#include <QStringList>

class QWidget;

namespace rooflab {

class ScenarioDocument;
class Settings;

class DocumentFiles : public QObject {
    Q_OBJECT
public:
    // `dialogParent` parents the file dialogs.
    DocumentFiles(ScenarioDocument* document, QWidget* dialogParent);

    // Recent files are remembered there; without settings (tests) there are none.
    void setSettings(Settings* settings) { m_settings = settings; }
    QStringList recentFiles() const;
    QString path() const { return m_path; }

    // Replaces the scenario (undoable as "Load <name>" when `undoable`).
    void replaceScenario(const Scenario& scenario, bool undoable);
    // Loads a scenario file; on errors emits failed() and changes nothing.
    bool open(const QString& path);
    // Atomic save; on failure emits failed() and leaves any existing file untouched.
    bool saveTo(const QString& path);

    void startNew();
    void openWithDialog();
    void openRecent(const QString& path);
    bool save();
    bool saveAs();

signals:
    // A whole new scenario comes (the memory chart fits its axes to it afresh).
    void aboutToReplace();
    void pathChanged(const QString& path);
    void recentFilesChanged(const QStringList& paths);
    void message(const QString& text, int milliseconds);
    void failed(const QString& title, const QString& text);

private:
    void setPath(const QString& path);
    void remember(const QString& path);

    ScenarioDocument* m_document;
    QWidget* m_dialogParent;
    Settings* m_settings = nullptr;
    QString m_path;
};

} // namespace rooflab
