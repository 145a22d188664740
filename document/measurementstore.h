#pragma once
// The GPU measurements at hand: the live sweep's results and each results file loaded
// (rooflab-bench on this or another machine). The GPU panel writes them here; the roofline
// chart, the panel's table and the scenario document follow the signals below. Each source is
// known by a stable id, never by its displayed name: a language switch changes the names the
// views show (label(), seriesName()) and nothing else. Links Qt Core only, never Widgets.
#include "core/measured/benchresults.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace rooflab {

// One source of measurements.
struct MeasurementSource {
    QString id;       // MeasurementStore::kLiveId or MeasurementStore::fileId(path)
    QString fileName; // the loaded file's name ("results.json"); empty for the live sweep
    BenchResults results;
    bool live() const;
};

class MeasurementStore : public QObject {
    Q_OBJECT
public:
    // The id of the live sweep's source.
    static const QString kLiveId;
    // The id of a results file: "file:" and its absolute path, so loading it again replaces it.
    static QString fileId(const QString& path);

    explicit MeasurementStore(QObject* parent = nullptr);
    ~MeasurementStore() override;

    // Ids in the order the sources were added (a replaced source keeps its place).
    QStringList ids() const;
    const MeasurementSource* source(const QString& id) const; // nullptr if there is none
    // The live sweep's results (empty results before the first sweep).
    const BenchResults& liveResults() const;
    // The loaded files' results in load order, then the live sweep's when it has points: the
    // runs the scenario's step time may be calibrated with (core/steptime/measuredefficiency.h).
    std::vector<const BenchResults*> runs() const;
    bool hasResults() const; // a file loaded, or a sweep with points

    // The live sweep. begin: a new sweep with `header` (device, method, date; its points are
    // dropped); the previous sweep's points go. updateLiveDevice: the device as the sweep
    // started (its clocks then), points kept. append: one more point. finish: the sweep ended;
    // its ceilings are computed from its points.
    void beginLive(const BenchResults& header);
    void updateLiveDevice(const BenchDevice& device, const std::string& method);
    void appendLivePoint(const BenchPoint& point);
    void finishLive();

    // Reads and adds a results file (loading the same path again replaces it). Returns its id,
    // or an empty string with `error` set ("results.json: points[2].dtype: ...").
    QString loadFile(const QString& path, QString* error = nullptr);
    // Adds results read elsewhere under the id of `path` (replacing that source if present).
    QString addFile(const QString& path, const BenchResults& results);
    void remove(const QString& id);
    void clear();

    // What the views show, in the current language, made from the results each time they ask.
    // "<device name> — <file name>", or "<device name> — this sweep".
    static QString label(const MeasurementSource& source);
    // The series a point is drawn in, by a key that never changes ("gemm bf16") and by name
    // ("GEMM bf16", "STREAM", "intensity fp32").
    static QString seriesKey(const BenchPoint& point);
    static QString seriesName(const BenchPoint& point);
    // The tooltip line of a point: "gemm 4096x4096x4096 bf16, 1.23 ms".
    static QString pointLabel(const BenchPoint& point);
    // Whether the roofline may draw the point: a measured, verified rate at a positive
    // intensity (STREAM copy moves bytes without FLOPs: its bandwidth is a ceiling instead).
    static bool plottable(const BenchPoint& point);

signals:
    void sourceAdded(const QString& id);
    // The source's results were replaced: a file loaded again, a sweep begun or finished.
    void sourceChanged(const QString& id);
    // The live sweep measured more points: those from index `first` on are new.
    void pointsAppended(const QString& id, int first);
    void sourceRemoved(const QString& id);
    void cleared();

private:
    MeasurementSource* find(const QString& id);
    // Adds or replaces; emits sourceAdded or sourceChanged.
    void put(MeasurementSource source);

    std::vector<MeasurementSource> m_sources;
};

} // namespace rooflab
