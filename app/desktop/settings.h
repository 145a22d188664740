#pragma once
// What the window remembers between sessions (QSettings, organisation "RoofLab"): the last
// scenario, geometry and dock layout, theme, memory unit, language and recent files.
#include "core/model/scenario.h"
#include "document/format.h"
#include "widgets/charts/charttheme.h"

#include <QSettings>
#include <QString>
#include <QStringList>

#include <optional>

class QMainWindow;

namespace rooflab {

class Settings {
public:
    Settings();

    // The last scenario, kept as scenario-file JSON so that a restart resumes exactly where you
    // left off. None when none was kept or it no longer parses.
    std::optional<Scenario> lastScenario() const;
    void setLastScenario(const Scenario& scenario);
    // Nothing to restore: the next start begins with the default scenario.
    void clearLastScenario();

    // The window's geometry and dock layout. Restoring changes nothing that was never saved.
    void restoreWindow(QMainWindow& window) const;
    void saveWindow(const QMainWindow& window);

    // Kept as "light" or "dark" (light unless dark was chosen).
    ChartTheme::Variant themeVariant() const;
    void setThemeVariant(ChartTheme::Variant variant);
    // Kept as "GiB" or "GB" (GiB unless GB was chosen).
    MemoryUnit unit() const;
    void setUnit(MemoryUnit unit);
    // Interface language code ("de", "zh_CN", ...); empty until the user picks one, and then the
    // system's language applies.
    QString language() const;
    void setLanguage(const QString& code);

    // The folder File > Export Chart wrote to last; empty before the first export.
    QString exportFolder() const;
    void setExportFolder(const QString& folder);

    QStringList recentFiles() const;
    // Moves `path` to the front, drops duplicates and files beyond kMaxRecent.
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);
    static constexpr int kMaxRecent = 8;

private:
    QSettings m_settings;
};

} // namespace rooflab
