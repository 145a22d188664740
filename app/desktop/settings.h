#pragma once
// What the window remembers between sessions (QSettings, organisation "RoofLab"): the last
// scenario, geometry and dock layout, theme, memory unit, language and recent files.
#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

namespace rooflab {

class Settings {
public:
    Settings();

    // The last scenario as scenario-file JSON, so a restart resumes exactly where you left off.
    QByteArray lastScenario() const;
    void setLastScenario(const QByteArray& json);

    QByteArray geometry() const;
    void setGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);

    QString theme() const; // "light" or "dark"
    void setTheme(const QString& theme);
    QString unit() const;  // "GiB" or "GB"
    void setUnit(const QString& unit);
    // Interface language code ("de", "zh_CN", ...); empty until the user picks one, and then the
    // system's language applies.
    QString language() const;
    void setLanguage(const QString& code);

    QStringList recentFiles() const;
    // Moves `path` to the front, drops duplicates and files beyond kMaxRecent.
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);
    static constexpr int kMaxRecent = 8;

private:
    QSettings m_settings;
};

} // namespace rooflab
