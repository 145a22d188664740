#pragma once
// Reading and writing scenario files (docs/scenario-format.md) through core's parser and
// serializer, with Qt file handling: errors name the field path, saves are atomic.
#include "core/model/scenario.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace rooflab {

struct ScenarioLoadResult {
    bool ok = false;
    Scenario scenario;
    QStringList errors;   // "parallel.gpus: must be an integer >= 1, got 0"; or the I/O error
    QStringList warnings; // unknown keys and the like: the file still loads
};

class ScenarioFile {
public:
    static ScenarioLoadResult load(const QString& path);
    static ScenarioLoadResult parse(const QByteArray& json);
    // Writes through saveFileAtomically (document/fileio.h): the old file is replaced only once the
    // new one is complete, so a failed save (read-only folder, full disk) leaves it as it was.
    // Returns false with a message naming the system's reason.
    static bool save(const Scenario& scenario, const QString& path, QString* error);
    // True when Save may write over `path` without asking: no file is there, or the file is a
    // JSON object with the scenario "version" RoofLab always writes that is not a Hugging Face
    // config. Anything else (a model config, another program's JSON, a text file) is not ours.
    static bool writtenByRoofLab(const QString& path);
};

} // namespace rooflab
