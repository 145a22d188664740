#pragma once
// The window's scenario files: where the scenario came from or was last saved, loading a file
// (errors reported, nothing changed), the atomic save, New, and the recent-files list. Every
// whole new scenario (a file, a lecture, the last session, New) enters the document here.
#include "core/model/scenario.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class QMimeData;
class QWidget;

namespace rooflab {

class ScenarioDocument;
class Settings;

// What to do with unsaved edits before the scenario is replaced or the window closes.
enum class UnsavedChoice { Save, Discard, Cancel };

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
    // Loads a scenario file; on errors emits failed() and changes nothing. A Hugging Face config
    // is not a scenario: its model is imported (importModelConfig) into an untitled scenario, so
    // that Save never writes over the config.
    bool open(const QString& path);
    // Atomic save; on failure emits failed() and leaves any existing file untouched.
    bool saveTo(const QString& path);
    // A Hugging Face config.json becomes the scenario's model (undoable); everything else stays.
    // On errors (not JSON, a field the count needs missing) emits failed() and changes nothing.
    bool importModelConfig(const QString& path);
    // The same without the failed() signal: an empty string on success, else the problem.
    // `modelName` (a Hub model's "ORG/NAME") names the model, else the file does.
    QString importConfig(const QString& path, const QString& modelName);
    // The scenario a file describes, as Open would read it, without touching the document (File >
    // Compare with file...): a scenario file, or a Hugging Face config imported as Open imports
    // it (the current scenario with that model). On a problem emits failed() with Open's title
    // and message and returns false.
    bool readForComparison(const QString& path, Scenario* scenario);
    // A dropped .json: a model config (it names a model_type or architectures) is imported,
    // anything else opened as a scenario.
    void openDropped(const QString& path);
    // The file a drag carries when the window takes it: its first URL, if that is a local .json
    // file (a scenario or a model config); else empty.
    static QString droppedJsonPath(const QMimeData* data);

    // Asks what to do with unsaved edits (the window's dialog, or a test's answer).
    using UnsavedPrompt = std::function<UnsavedChoice(const QString& fileName)>;
    void setUnsavedPrompt(UnsavedPrompt prompt) { m_unsavedPrompt = std::move(prompt); }
    // Before a user's New, Open, lecture, drop or Quit: true to go on (nothing unsaved, saved,
    // or discarded), false when the user cancels or the save fails.
    bool confirmSetAside();

    // Interactive: each asks confirmSetAside() first.
    void startNew();
    void openWithDialog();
    void openRecent(const QString& path);
    void importModelConfigWithDialog();
    // File > Import from the Hub...: a model by its name (HubImportDialog).
    void importFromHubWithDialog();
    // Save writes to path() only when that file is one RoofLab wrote (or is gone): a Hugging Face
    // config, any other JSON or a file without a scenario "version" goes through Save As.
    bool save();
    bool saveAs();
    // Save As asks for a path in a dialog; a prompt (tests) answers instead (empty: cancelled).
    using SaveAsPrompt = std::function<QString(const QString& suggestion)>;
    void setSaveAsPrompt(SaveAsPrompt prompt) { m_saveAsPrompt = std::move(prompt); }

signals:
    // A whole new scenario comes (the memory chart fits its axes to it afresh).
    void aboutToReplace();
    void pathChanged(const QString& path);
    void recentFilesChanged(const QStringList& paths);
    void message(const QString& text, int milliseconds);
    void failed(const QString& title, const QString& text);

private:
    // The current scenario with the model of the config at `path` (importConfig's work, without
    // replacing anything): an empty string on success, else the problem.
    QString scenarioWithConfig(const QString& path, const QString& modelName, Scenario* scenario) const;
    void setPath(const QString& path);
    void remember(const QString& path);

    ScenarioDocument* m_document;
    QWidget* m_dialogParent;
    Settings* m_settings = nullptr;
    QString m_path;
    UnsavedPrompt m_unsavedPrompt;
    SaveAsPrompt m_saveAsPrompt;
};

} // namespace rooflab
