#include "documentfiles.h"

#include "core/io/hfconfig.h"
#include "core/io/scenarioio.h"
#include "document/fileio.h"
#include "document/format.h"
#include "document/scenariodocument.h"
#include "hubimportdialog.h"
#include "scenariofile.h"
#include "settings.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMimeData>
#include <QUrl>

namespace rooflab {
namespace {

QString scenarioLabel(const Scenario& scenario) {
    if (!scenario.name.empty())
        return QString::fromStdString(scenario.name);
    if (!scenario.model.presetId.empty())
        return QString::fromStdString(scenario.model.presetId);
    if (scenario.model.sizeOnlyParams > 0)
        return DocumentFiles::tr("%1-parameter model").arg(format::count(scenario.model.sizeOnlyParams));
    return DocumentFiles::tr("custom model");
}

// The model's name where its config has no "_name_or_path": a Hub cache's
// models--Org--Name/snapshots/<hash>/config.json is "Org/Name", a downloaded
// Name/config.json is "Name", anything else the file's own name.
QString modelNameFromConfigPath(const QString& path) {
    const QFileInfo file(path);
    const QDir folder = file.absoluteDir();
    const QString repo = QDir(folder.absolutePath() + QStringLiteral("/../..")).absolutePath();
    const QString cached = QFileInfo(repo).fileName();
    if (folder.absolutePath().contains(QStringLiteral("/snapshots/")) && cached.startsWith(QStringLiteral("models--")))
        return cached.mid(8).replace(QStringLiteral("--"), QStringLiteral("/"));
    if (file.fileName().compare(QStringLiteral("config.json"), Qt::CaseInsensitive) == 0 && !folder.dirName().isEmpty())
        return folder.dirName();
    return file.completeBaseName();
}

bool isHfConfigFile(const QString& path) {
    QByteArray bytes;
    return readWholeFile(path, &bytes).isEmpty() && looksLikeHfConfig(parseHfConfigText(bytes.toStdString()));
}

QString notLoadedText(const QString& name, const QStringList& errors) {
    return DocumentFiles::tr("%1 was not loaded; the current scenario is unchanged.\n\n%2")
        .arg(name, errors.join(QLatin1Char('\n')));
}

} // namespace

DocumentFiles::DocumentFiles(ScenarioDocument* document, QWidget* dialogParent)
    : QObject(dialogParent)
    , m_document(document)
    , m_dialogParent(dialogParent) {}

QStringList DocumentFiles::recentFiles() const {
    return m_settings ? m_settings->recentFiles() : QStringList();
}

void DocumentFiles::replaceScenario(const Scenario& scenario, bool undoable) {
    emit aboutToReplace();
    m_document->replace(scenario, undoable ? tr("Load %1").arg(scenarioLabel(scenario)) : QString());
}

bool DocumentFiles::open(const QString& path) {
    if (isHfConfigFile(path)) {
        if (!importModelConfig(path))
            return false;
        setPath(QString()); // the config is not the scenario's file: Save asks where
        return true;
    }
    const ScenarioLoadResult loaded = ScenarioFile::load(path);
    const QString name = QFileInfo(path).fileName();
    if (!loaded.ok) {
        emit failed(tr("Cannot open scenario"), notLoadedText(name, loaded.errors));
        return false;
    }
    replaceScenario(loaded.scenario, true);
    // A built-in lecture (":/scenarios/...") has no path of its own: Save asks where to put the copy.
    const bool builtIn = path.startsWith(QLatin1Char(':'));
    m_document->markSaved();
    setPath(builtIn ? QString() : path);
    if (!builtIn)
        remember(path);
    if (!loaded.warnings.isEmpty())
        emit message(tr("Loaded %1 with warnings: %2").arg(name, loaded.warnings.join(QStringLiteral("; "))), 15000);
    else
        emit message(tr("Loaded %1").arg(name), 4000);
    return true;
}

bool DocumentFiles::saveTo(const QString& path) {
    QString error;
    if (!ScenarioFile::save(m_document->scenario(), path, &error)) {
        emit failed(tr("Cannot save scenario"), error);
        return false;
    }
    m_document->markSaved();
    setPath(path);
    remember(path);
    emit message(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool DocumentFiles::confirmSetAside() {
    if (!m_document->modified() || !m_unsavedPrompt)
        return true;
    switch (m_unsavedPrompt(m_path.isEmpty() ? tr("untitled") : QFileInfo(m_path).fileName())) {
    case UnsavedChoice::Save:
        return save();
    case UnsavedChoice::Discard:
        return true;
    case UnsavedChoice::Cancel:
        return false;
    }
    return false;
}

bool DocumentFiles::importModelConfig(const QString& path) {
    const QString problem = importConfig(path, QString());
    if (!problem.isEmpty())
        emit failed(tr("Cannot import model config"), problem);
    return problem.isEmpty();
}

QString DocumentFiles::importConfig(const QString& path, const QString& modelName) {
    const QString name = modelName.isEmpty() ? QFileInfo(path).fileName() : modelName;
    Scenario scenario;
    if (const QString problem = scenarioWithConfig(path, modelName, &scenario); !problem.isEmpty())
        return problem;
    emit aboutToReplace();
    m_document->replace(scenario, tr("Import %1").arg(name));
    emit message(
        tr("Imported %1: %2 parameters").arg(name, format::count(double(countParameters(scenario.model.arch).total))),
        8000);
    return {};
}

bool DocumentFiles::readForComparison(const QString& path, Scenario* scenario) {
    if (isHfConfigFile(path)) {
        const QString problem = scenarioWithConfig(path, QString(), scenario);
        if (!problem.isEmpty())
            emit failed(tr("Cannot import model config"), problem);
        return problem.isEmpty();
    }
    const ScenarioLoadResult loaded = ScenarioFile::load(path);
    if (!loaded.ok) {
        emit failed(tr("Cannot open scenario"), notLoadedText(QFileInfo(path).fileName(), loaded.errors));
        return false;
    }
    *scenario = loaded.scenario;
    return true;
}

QString DocumentFiles::scenarioWithConfig(const QString& path, const QString& modelName, Scenario* out) const {
    const QString name = modelName.isEmpty() ? QFileInfo(path).fileName() : modelName;
    QByteArray bytes;
    if (const QString problem = readWholeFile(path, &bytes); !problem.isEmpty())
        return tr("%1: %2").arg(name, problem);
    std::string problem; // a config nested deeper than 62 levels is refused before any copy of it
    const nlohmann::json config = parseHfConfigText(bytes.toStdString(), &problem);
    if (config.is_discarded())
        return tr("%1: %2").arg(name, QString::fromStdString(problem));
    if (!config.is_object())
        return tr("%1 is not a JSON object (a Hugging Face config.json is one).").arg(name);
    const HfConfigResult read = readHfConfig(config);
    if (!read.ok) {
        QStringList errors;
        for (const std::string& error : read.errors)
            errors << QString::fromStdString(error);
        return tr("%1 was not imported; the current scenario is unchanged.\n\n%2")
            .arg(name, errors.join(QLatin1Char('\n')));
    }
    Scenario scenario = m_document->scenario();
    Architecture arch = read.arch;
    if (!modelName.isEmpty())
        arch.name = modelName.toStdString(); // the Hub's name says more than _name_or_path
    // Without "_name_or_path" the reader names the model by its class ("Qwen3ForCausalLM"); the
    // folder or Hub repository the config came from names it better.
    else if (config.value("_name_or_path", std::string()).empty())
        arch.name = modelNameFromConfigPath(path).toStdString();
    if (arch.name.empty())
        arch.name = QFileInfo(path).completeBaseName().toStdString();
    // Another model: a lecture's or a file's name and description described the one before.
    scenario.name.clear();
    scenario.description.clear();
    scenario.model = ModelSpec::fromHfConfig(arch, config.dump());
    fitLengthsToLearnedPositions(scenario); // GPT-2's config: no position past n_positions
    *out = scenario;
    return {};
}

void DocumentFiles::importFromHubWithDialog() {
    // The import's own errors (a config RoofLab cannot read) are said in the dialog too.
    HubImportDialog dialog([this](const QString& path, const QString& model) { return importConfig(path, model); },
                           m_dialogParent);
    dialog.exec();
}

void DocumentFiles::openDropped(const QString& path) {
    // A file that cannot be read is opened as a scenario, whose loader names the problem.
    if (isHfConfigFile(path)) {
        importModelConfig(path);
    } else if (confirmSetAside()) {
        open(path);
    }
}

QString DocumentFiles::droppedJsonPath(const QMimeData* data) {
    const auto urls = data->urls();
    if (urls.isEmpty())
        return {};
    const QUrl& url = urls.first();
    if (!url.isLocalFile() || !url.toLocalFile().endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return {};
    return url.toLocalFile();
}

void DocumentFiles::importModelConfigWithDialog() {
    const QString path =
        QFileDialog::getOpenFileName(m_dialogParent, tr("Import Model Config"), QFileInfo(m_path).absolutePath(),
                                     tr("Hugging Face config (*.json);;All files (*)"));
    if (!path.isEmpty())
        importModelConfig(path);
}

void DocumentFiles::startNew() {
    if (!confirmSetAside())
        return;
    replaceScenario(defaultScenario(), true);
    m_document->markSaved(); // a fresh untitled scenario has nothing to save
    setPath(QString());
}

void DocumentFiles::openWithDialog() {
    if (!confirmSetAside())
        return;
    const QString path =
        QFileDialog::getOpenFileName(m_dialogParent, tr("Open Scenario"), QFileInfo(m_path).absolutePath(),
                                     tr("RoofLab scenarios (*.json);;All files (*)"));
    if (!path.isEmpty())
        open(path);
}

void DocumentFiles::openRecent(const QString& path) {
    if (!confirmSetAside())
        return;
    // A file that is gone leaves the list; one that failed to load for another reason stays.
    if (!open(path) && m_settings && !QFileInfo::exists(path)) {
        m_settings->removeRecentFile(path);
        emit recentFilesChanged(recentFiles());
    }
}

bool DocumentFiles::save() {
    if (!m_path.isEmpty() && !ScenarioFile::writtenByRoofLab(m_path)) {
        emit message(
            tr("%1 is not a RoofLab scenario: save the scenario under another name").arg(QFileInfo(m_path).fileName()),
            8000);
        return saveAs();
    }
    return m_path.isEmpty() ? saveAs() : saveTo(m_path);
}

bool DocumentFiles::saveAs() {
    const QString suggestion = m_path.isEmpty() ? tr("scenario.json") : m_path;
    QString path = m_saveAsPrompt ? m_saveAsPrompt(suggestion)
                                  : QFileDialog::getSaveFileName(m_dialogParent, tr("Save Scenario"), suggestion,
                                                                 tr("RoofLab scenarios (*.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    return saveTo(path);
}

void DocumentFiles::setPath(const QString& path) {
    m_path = path;
    emit pathChanged(path);
}

void DocumentFiles::remember(const QString& path) {
    if (!m_settings)
        return;
    m_settings->addRecentFile(path);
    emit recentFilesChanged(recentFiles());
}

} // namespace rooflab
