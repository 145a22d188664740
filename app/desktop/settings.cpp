#include "settings.h"

#include "core/io/scenarioio.h"
#include "scenariofile.h"

#include <QFileInfo>
#include <QMainWindow>

namespace rooflab {

Settings::Settings()
    : m_settings(QStringLiteral("RoofLab"), QStringLiteral("rooflab")) {}

std::optional<Scenario> Settings::lastScenario() const {
    const QByteArray json = m_settings.value(QStringLiteral("session/lastScenario")).toByteArray();
    if (json.isEmpty())
        return std::nullopt;
    const ScenarioLoadResult loaded = ScenarioFile::parse(json);
    if (!loaded.ok)
        return std::nullopt;
    return loaded.scenario;
}

void Settings::setLastScenario(const Scenario& scenario) {
    m_settings.setValue(QStringLiteral("session/lastScenario"), QByteArray::fromStdString(serializeScenario(scenario)));
}

void Settings::clearLastScenario() {
    m_settings.remove(QStringLiteral("session/lastScenario"));
}

void Settings::restoreWindow(QMainWindow& window) const {
    const QByteArray geometry = m_settings.value(QStringLiteral("window/geometry")).toByteArray();
    if (!geometry.isEmpty())
        window.restoreGeometry(geometry);
    const QByteArray state = m_settings.value(QStringLiteral("window/state")).toByteArray();
    if (!state.isEmpty())
        window.restoreState(state);
}

void Settings::saveWindow(const QMainWindow& window) {
    m_settings.setValue(QStringLiteral("window/geometry"), window.saveGeometry());
    m_settings.setValue(QStringLiteral("window/state"), window.saveState());
}

ChartTheme::Variant Settings::themeVariant() const {
    const QString theme = m_settings.value(QStringLiteral("view/theme"), QStringLiteral("light")).toString();
    return theme == QLatin1String("dark") ? ChartTheme::Variant::Dark : ChartTheme::Variant::Light;
}

void Settings::setThemeVariant(ChartTheme::Variant variant) {
    m_settings.setValue(QStringLiteral("view/theme"),
                        variant == ChartTheme::Variant::Dark ? QStringLiteral("dark") : QStringLiteral("light"));
}

MemoryUnit Settings::unit() const {
    const QString unit = m_settings.value(QStringLiteral("view/unit"), QStringLiteral("GiB")).toString();
    return unit == QLatin1String("GB") ? MemoryUnit::GB : MemoryUnit::GiB;
}

void Settings::setUnit(MemoryUnit unit) {
    m_settings.setValue(QStringLiteral("view/unit"),
                        unit == MemoryUnit::GB ? QStringLiteral("GB") : QStringLiteral("GiB"));
}

QString Settings::language() const {
    return m_settings.value(QStringLiteral("view/language")).toString();
}

void Settings::setLanguage(const QString& code) {
    m_settings.setValue(QStringLiteral("view/language"), code);
}

QString Settings::exportFolder() const {
    return m_settings.value(QStringLiteral("export/folder")).toString();
}

void Settings::setExportFolder(const QString& folder) {
    m_settings.setValue(QStringLiteral("export/folder"), folder);
}

QStringList Settings::recentFiles() const {
    return m_settings.value(QStringLiteral("files/recent")).toStringList();
}

void Settings::addRecentFile(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecent)
        files.removeLast();
    m_settings.setValue(QStringLiteral("files/recent"), files);
}

void Settings::removeRecentFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    m_settings.setValue(QStringLiteral("files/recent"), files);
}

} // namespace rooflab
