#include "scenariofile.h"

#include "core/evaluate.h"
#include "core/scenarioio.h"

#include <QFile>
#include <QSaveFile>

namespace rooflab {

ScenarioLoadResult ScenarioFile::load(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ScenarioLoadResult result;
        result.errors << QObject::tr("%1: cannot open: %2").arg(path, file.errorString());
        return result;
    }
    return parse(file.readAll());
}

ScenarioLoadResult ScenarioFile::parse(const QByteArray& json)
{
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

bool ScenarioFile::save(const Scenario& scenario, const QString& path, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QObject::tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    const std::string text = serializeScenario(scenario);
    if (file.write(text.data(), qint64(text.size())) != qint64(text.size())) {
        if (error)
            *error = QObject::tr("Cannot write %1: %2").arg(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        if (error)
            *error = QObject::tr("Cannot save %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace rooflab
