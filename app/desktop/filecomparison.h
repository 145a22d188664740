#pragma once
// File > Compare with file...: asks for a saved scenario (or a Hugging Face config, read as Open
// reads it) and shows it beside the current scenario in a CompareDialog. The file is read
// through DocumentFiles (a bad file gets Open's message) and evaluated in document/
// (ScenarioComparison); the document is never changed.
#include "widgets/charts/charttheme.h"
#include "widgets/dialogs/comparedialog.h"

#include <QObject>
#include <QPointer>
#include <QString>

class QWidget;

namespace rooflab {

class DocumentFiles;
class ScenarioDocument;

class FileComparison : public QObject {
    Q_OBJECT
public:
    FileComparison(ScenarioDocument* document, DocumentFiles* files, QWidget* window);

    // The chart theme the next dialog draws in (the window's).
    void setTheme(const ChartTheme& theme) { m_theme = theme; }
    // Asks for the file in a dialog, then compareWith().
    void compareWithDialog();
    // Shows `path` beside the current scenario (not modal; one dialog at a time, a new file
    // replaces the last). nullptr when the file was refused: DocumentFiles::failed() said why.
    CompareDialog* compareWith(const QString& path);
    CompareDialog* dialog() const { return m_dialog; }

private:
    ScenarioDocument* m_document;
    DocumentFiles* m_files;
    QWidget* m_window;
    ChartTheme m_theme = ChartTheme::light();
    QPointer<CompareDialog> m_dialog;
    QString m_folder; // where the last compared file was: the next dialog starts there
};

} // namespace rooflab
