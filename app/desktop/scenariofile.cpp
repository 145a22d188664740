#include "scenariofile.h"

#include "core/evaluate.h"
#include "core/io/hfconfig.h"
#include "core/io/scenarioio.h"
#include "document/fileio.h"

#include <QFileInfo>
#include <QObject>

namespace rooflab {

ScenarioLoadResult ScenarioFile::load(const QString& path) {
    QByteArray bytes;
    if (const QString problem = readWholeFile(path, &bytes); !problem.isEmpty()) {
        ScenarioLoadResult result;
        result.errors << QObject::tr("%1: cannot open: %2").arg(path, problem);
        return result;
    }
    return parse(bytes);
}

ScenarioLoadResult ScenarioFile::parse(const QByteArray& json) {
    const ScenarioParseResult parsed = parseScenario(std::string_view(json.constData(), std::size_t(json.size())));
    ScenarioLoadResult result;
    result.scenario = parsed.scenario;
    for (const std::string& error : parsed.errors)
        result.errors << QString::fromStdString(error);
    for (const std::string& warning : parsed.warnings)
        result.warnings << QString::fromStdString(warning);
    // A file can be well-formed JSON and still describe something evaluate() must not be given.
    if (parsed.ok && result.errors.isEmpty())
        for (const std::string& problem : validateScenario(parsed.scenario))
            result.errors << QString::fromStdString(problem);
    result.ok = parsed.ok && result.errors.isEmpty();
    return result;
}

bool ScenarioFile::save(const Scenario& scenario, const QString& path, QString* error) {
    const std::string text = serializeScenario(scenario);
    const QString reason = saveFileAtomically(path, QByteArray(text.data(), qsizetype(text.size())));
    if (!reason.isEmpty() && error)
        *error = QObject::tr("Cannot save %1: %2. The file on disk was not changed.").arg(path, reason);
    return reason.isEmpty();
}

bool ScenarioFile::writtenByRoofLab(const QString& path) {
    if (!QFileInfo::exists(path))
        return true;
    QByteArray bytes;
    if (!readWholeFile(path, &bytes).isEmpty())
        return false;
    const nlohmann::json value = nlohmann::json::parse(bytes.toStdString(), nullptr, false);
    return value.is_object() && value.contains("version") && !looksLikeHfConfig(value);
}

} // namespace rooflab
