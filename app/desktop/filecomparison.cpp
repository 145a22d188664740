#include "filecomparison.h"

#include "document/scenariocomparison.h"
#include "document/scenariodocument.h"
#include "documentfiles.h"

#include <QFileDialog>
#include <QFileInfo>

namespace rooflab {

FileComparison::FileComparison(ScenarioDocument* document, DocumentFiles* files, QWidget* window)
    : QObject(window)
    , m_document(document)
    , m_files(files)
    , m_window(window) {}

void FileComparison::compareWithDialog() {
    const QString start = !m_folder.isEmpty() ? m_folder : QFileInfo(m_files->path()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Compare with File"), start,
                                                      tr("RoofLab scenarios (*.json);;All files (*)"));
    if (!path.isEmpty())
        compareWith(path);
}

CompareDialog* FileComparison::compareWith(const QString& path) {
    Scenario other;
    if (!m_files->readForComparison(path, &other))
        return nullptr;
    m_folder = QFileInfo(path).absolutePath();
    // The current scenario as it is now: the dialog compares a snapshot, and edits made while it
    // is open do not change what it shows. The measured efficiency (calibrated on the current
    // GPU) applies to the other side only when it runs on the same GPU and compute dtype.
    ComparedSide current{tr("current"), m_document->scenario(), m_document->measuredEfficiency()};
    ComparedSide file{QFileInfo(path).fileName(), other, std::nullopt};
    if (other.gpu.name == current.scenario.gpu.name && other.precision.compute == current.scenario.precision.compute)
        file.efficiency = current.efficiency;
    if (m_dialog)
        m_dialog->close();
    auto compare = [current, file] {
        ComparedSide a = current;
        a.label = tr("current"); // in the language of the moment
        return ScenarioComparison::build(a, file);
    };
    m_dialog = new CompareDialog(compare, m_theme, m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->resize(m_window ? m_window->size() * 0.85 : QSize(1100, 640));
    m_dialog->show();
    return m_dialog;
}

} // namespace rooflab
