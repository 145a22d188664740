#include "widgets/gpu/gpuresultsfiles.h"

#include "document/fileio.h"
#include "document/measurementstore.h"
#include "widgets/gpu/gpupanel.h"

#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>

namespace rooflab {

// The texts below keep the GPU panel's translation context (translations/*.ts).

GpuResultsFiles::GpuResultsFiles(MeasurementStore* store, QWidget* parent)
    : QWidget(parent)
    , m_store(store) {
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    m_load = new QPushButton(this);
    m_load->setObjectName(QStringLiteral("gpuLoadButton"));
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("gpuExportButton"));
    m_remove = new QPushButton(this);
    m_remove->setObjectName(QStringLiteral("gpuRemoveButton"));
    m_removeMenu = new QMenu(m_remove);
    m_removeMenu->setObjectName(QStringLiteral("gpuRemoveMenu"));
    m_remove->setMenu(m_removeMenu);
    m_loadedLabel = new QLabel(this);
    m_loadedLabel->setObjectName(QStringLiteral("gpuLoadedLabel"));
    m_loadedLabel->setWordWrap(true);
    row->addWidget(m_load);
    row->addWidget(m_export);
    row->addWidget(m_remove);
    row->addWidget(m_loadedLabel, 1);
    connect(m_load, &QPushButton::clicked, this, &GpuResultsFiles::loadResultsInteractively);
    connect(m_export, &QPushButton::clicked, this, &GpuResultsFiles::exportResultsInteractively);
    // Whoever changes the store, the list and the export button follow.
    for (auto signal :
         {&MeasurementStore::sourceAdded, &MeasurementStore::sourceChanged, &MeasurementStore::sourceRemoved})
        connect(store, signal, this, [this] {
            updateLoadedLabel();
            updateButtons();
        });
    connect(store, &MeasurementStore::cleared, this, [this] {
        updateLoadedLabel();
        updateButtons();
    });
    retranslateUi();
    updateButtons();
}

void GpuResultsFiles::retranslateUi() {
    m_load->setText(GpuPanel::tr("Load results…"));
    m_load->setToolTip(GpuPanel::tr("Show rooflab-bench results files (JSON) of this or other machines on "
                                    "the roofline, each as its own source"));
    m_load->setAccessibleName(GpuPanel::tr("Load results files"));
    m_export->setText(GpuPanel::tr("Export results…"));
    m_export->setToolTip(GpuPanel::tr("Save the last sweep as JSON (loadable here and by rooflab-bench "
                                      "tools) or CSV"));
    m_export->setAccessibleName(GpuPanel::tr("Export results"));
    m_loadedLabel->setAccessibleName(GpuPanel::tr("Loaded results files"));
    m_remove->setText(GpuPanel::tr("Remove"));
    m_remove->setToolTip(GpuPanel::tr("Take loaded results files off the roofline"));
    updateLoadedLabel();
    rebuildRemoveMenu();
}

void GpuResultsFiles::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void GpuResultsFiles::setSweepRunning(bool running) {
    m_sweepRunning = running;
    updateButtons();
}

void GpuResultsFiles::updateButtons() {
    m_export->setEnabled(!m_sweepRunning && m_store->hasResults());
    rebuildRemoveMenu();
}

void GpuResultsFiles::rebuildRemoveMenu() {
    // Not clear(): the action being triggered (a removal) may be the one asking for this.
    for (QAction* action : m_removeMenu->actions()) {
        m_removeMenu->removeAction(action);
        action->deleteLater();
    }
    QStringList files;
    for (const QString& id : m_store->ids())
        if (const MeasurementSource* source = m_store->source(id); !source->live()) {
            files << id;
            QAction* one =
                m_removeMenu->addAction(MeasurementStore::label(*source), this, [this, id] { m_store->remove(id); });
            one->setObjectName(QStringLiteral("gpuRemove:%1").arg(id));
        }
    m_removeMenu->addSeparator();
    QAction* all = m_removeMenu->addAction(GpuPanel::tr("Remove all loaded files"), this, [this] {
        for (const QString& id : m_store->ids())
            if (!m_store->source(id)->live()) // this machine's sweep is not a loaded file
                m_store->remove(id);
    });
    all->setObjectName(QStringLiteral("gpuRemoveAll"));
    m_remove->setEnabled(!files.isEmpty());
}

QStringList GpuResultsFiles::loadResultsFiles(const QStringList& paths) {
    QStringList errors;
    for (const QString& path : paths) {
        QString error;
        if (m_store->loadFile(path, &error).isEmpty())
            errors << error;
    }
    return errors;
}

void GpuResultsFiles::updateLoadedLabel() {
    QStringList lines;
    for (const QString& id : m_store->ids()) {
        const MeasurementSource* source = m_store->source(id);
        if (source->live())
            continue;
        const BenchResults& r = source->results;
        QString line =
            GpuPanel::tr("%1 (%n point(s)", nullptr, int(r.points.size())).arg(MeasurementStore::label(*source));
        if (!r.hostName.empty())
            line += GpuPanel::tr(", %1").arg(QString::fromStdString(r.hostName));
        if (!r.date.empty())
            line += GpuPanel::tr(", %1").arg(QString::fromStdString(r.date));
        lines << line + QLatin1Char(')');
    }
    if (lines.isEmpty())
        m_loadedLabel->clear();
    else
        m_loadedLabel->setText(GpuPanel::tr("Loaded: %1").arg(lines.join(QStringLiteral("; "))));
}

void GpuResultsFiles::loadResultsInteractively() {
    const QStringList paths =
        QFileDialog::getOpenFileNames(this, GpuPanel::tr("Load GPU results"), QString(),
                                      GpuPanel::tr("RoofLab bench results (*.json);;All files (*)"));
    if (paths.isEmpty())
        return;
    const QStringList errors = loadResultsFiles(paths);
    if (!errors.isEmpty())
        QMessageBox::warning(
            this, GpuPanel::tr("Could not load results"),
            GpuPanel::tr("These files could not be loaded:\n\n%1").arg(errors.join(QLatin1Char('\n'))));
}

bool GpuResultsFiles::exportResults(const QString& path, QString* error) const {
    const BenchResults* results = nullptr;
    if (!m_store->liveResults().points.empty()) {
        results = &m_store->liveResults();
    } else {
        for (const QString& id : m_store->ids()) // the last file loaded
            if (const MeasurementSource* source = m_store->source(id); !source->live())
                results = &source->results;
    }
    if (!results) {
        if (error)
            *error = GpuPanel::tr("There are no results to export yet.");
        return false;
    }
    BenchResults copy = *results;
    if (copy.ceilings.empty())
        copy.ceilings = computeCeilings(copy.points);
    const bool csv = path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive);
    const std::string text = csv ? toCsv(copy) : toJson(copy);
    const QString reason = saveFileAtomically(path, QByteArray(text.data(), qsizetype(text.size())));
    if (!reason.isEmpty() && error)
        *error = GpuPanel::tr("%1: %2").arg(QFileInfo(path).fileName(), reason);
    return reason.isEmpty();
}

void GpuResultsFiles::exportResultsInteractively() {
    QString selectedFilter;
    QString path =
        QFileDialog::getSaveFileName(this, GpuPanel::tr("Export GPU results"), QStringLiteral("rooflab-results.json"),
                                     GpuPanel::tr("JSON (*.json);;CSV (*.csv)"), &selectedFilter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += selectedFilter.contains(QLatin1String("csv")) ? QStringLiteral(".csv") : QStringLiteral(".json");
    QString error;
    if (!exportResults(path, &error))
        QMessageBox::warning(this, GpuPanel::tr("Could not export results"), error);
}

} // namespace rooflab
