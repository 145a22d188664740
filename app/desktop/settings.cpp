#include "settings.h"

#include <QFileInfo>

namespace rooflab {

Settings::Settings()
    : m_settings(QStringLiteral("RoofLab"), QStringLiteral("rooflab"))
{
}

QByteArray Settings::lastScenario() const
{
    return m_settings.value(QStringLiteral("session/lastScenario")).toByteArray();
}

void Settings::setLastScenario(const QByteArray& json)
{
    m_settings.setValue(QStringLiteral("session/lastScenario"), json);
}

QByteArray Settings::geometry() const
{
    return m_settings.value(QStringLiteral("window/geometry")).toByteArray();
}

void Settings::setGeometry(const QByteArray& geometry)
{
    m_settings.setValue(QStringLiteral("window/geometry"), geometry);
}

QByteArray Settings::windowState() const
{
    return m_settings.value(QStringLiteral("window/state")).toByteArray();
}

void Settings::setWindowState(const QByteArray& state)
{
    m_settings.setValue(QStringLiteral("window/state"), state);
}

QString Settings::theme() const
{
    return m_settings.value(QStringLiteral("view/theme"), QStringLiteral("light")).toString();
}

void Settings::setTheme(const QString& theme)
{
    m_settings.setValue(QStringLiteral("view/theme"), theme);
}

QString Settings::unit() const
{
    return m_settings.value(QStringLiteral("view/unit"), QStringLiteral("GiB")).toString();
}

void Settings::setUnit(const QString& unit)
{
    m_settings.setValue(QStringLiteral("view/unit"), unit);
}

QString Settings::language() const
{
    return m_settings.value(QStringLiteral("view/language")).toString();
}

void Settings::setLanguage(const QString& code)
{
    m_settings.setValue(QStringLiteral("view/language"), code);
}

QStringList Settings::recentFiles() const
{
    return m_settings.value(QStringLiteral("files/recent")).toStringList();
}

void Settings::addRecentFile(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecent)
        files.removeLast();
    m_settings.setValue(QStringLiteral("files/recent"), files);
}

void Settings::removeRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    m_settings.setValue(QStringLiteral("files/recent"), files);
}

} // namespace rooflab
