#include "document/measurementstore.h"

#include "document/fileio.h"
#include "document/format.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <string_view>
#include <utility>

namespace rooflab {

namespace {

QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// The texts below are shown by the GPU panel (table, loaded files) and in the roofline's legend;
// they keep the translation context they had when the panel made them, so that the shipped
// translations (translations/*.ts) still apply.
QString panelText(const char* source) {
    return QCoreApplication::translate("rooflab::GpuPanel", source);
}

} // namespace

const QString MeasurementStore::kLiveId = QStringLiteral("live");

bool MeasurementSource::live() const {
    return id == MeasurementStore::kLiveId;
}

QString MeasurementStore::fileId(const QString& path) {
    return QStringLiteral("file:") + QFileInfo(path).absoluteFilePath();
}

MeasurementStore::MeasurementStore(QObject* parent)
    : QObject(parent) {}

MeasurementStore::~MeasurementStore() = default;

QStringList MeasurementStore::ids() const {
    QStringList result;
    for (const MeasurementSource& s : m_sources)
        result << s.id;
    return result;
}

const MeasurementSource* MeasurementStore::source(const QString& id) const {
    const auto found =
        std::find_if(m_sources.begin(), m_sources.end(), [&](const MeasurementSource& s) { return s.id == id; });
    return found == m_sources.end() ? nullptr : &*found;
}

MeasurementSource* MeasurementStore::find(const QString& id) {
    return const_cast<MeasurementSource*>(std::as_const(*this).source(id));
}

const BenchResults& MeasurementStore::liveResults() const {
    static const BenchResults none;
    const MeasurementSource* live = source(kLiveId);
    return live ? live->results : none;
}

std::vector<const BenchResults*> MeasurementStore::runs() const {
    // Files first, then the sweep: runForScenario takes the last run of the scenario's GPU, so a
    // sweep on this machine wins over a file of the same card.
    std::vector<const BenchResults*> result;
    for (const MeasurementSource& s : m_sources)
        if (!s.live())
            result.push_back(&s.results);
    if (const MeasurementSource* live = source(kLiveId); live && !live->results.points.empty())
        result.push_back(&live->results);
    return result;
}

bool MeasurementStore::hasResults() const {
    return std::any_of(m_sources.begin(), m_sources.end(),
                       [](const MeasurementSource& s) { return !s.live() || !s.results.points.empty(); });
}

void MeasurementStore::put(MeasurementSource source) {
    const QString id = source.id;
    if (MeasurementSource* existing = find(id)) {
        *existing = std::move(source);
        emit sourceChanged(id);
        return;
    }
    m_sources.push_back(std::move(source));
    emit sourceAdded(id);
}

void MeasurementStore::beginLive(const BenchResults& header) {
    MeasurementSource live;
    live.id = kLiveId;
    live.results = header;
    live.results.points.clear();
    live.results.ceilings = {};
    put(std::move(live));
}

void MeasurementStore::updateLiveDevice(const BenchDevice& device, const std::string& method) {
    MeasurementSource* live = find(kLiveId);
    if (!live)
        return;
    live->results.device = device;
    live->results.method = method;
    emit sourceChanged(kLiveId);
}

void MeasurementStore::appendLivePoint(const BenchPoint& point) {
    MeasurementSource* live = find(kLiveId);
    if (!live) {
        beginLive({});
        live = find(kLiveId);
    }
    live->results.points.push_back(point);
    emit pointsAppended(kLiveId, int(live->results.points.size()) - 1);
}

void MeasurementStore::finishLive() {
    MeasurementSource* live = find(kLiveId);
    if (!live)
        return;
    live->results.ceilings = computeCeilings(live->results.points);
    emit sourceChanged(kLiveId);
}

QString MeasurementStore::loadFile(const QString& path, QString* error) {
    const QString fileName = QFileInfo(path).fileName();
    auto fail = [&](const QString& why) {
        if (error)
            *error = panelText("%1: %2").arg(fileName, why);
        return QString();
    };
    QByteArray bytes;
    if (const QString problem = readWholeFile(path, &bytes); !problem.isEmpty())
        return fail(problem);
    BenchResults results;
    std::string parseError;
    if (!parseBenchResults(std::string_view(bytes.constData(), std::size_t(bytes.size())), results, parseError))
        return fail(qs(parseError));
    return addFile(path, results);
}

QString MeasurementStore::addFile(const QString& path, const BenchResults& results) {
    MeasurementSource source;
    source.id = fileId(path);
    source.fileName = QFileInfo(path).fileName();
    source.results = results;
    put(std::move(source));
    return fileId(path);
}

void MeasurementStore::remove(const QString& id) {
    const auto found =
        std::find_if(m_sources.begin(), m_sources.end(), [&](const MeasurementSource& s) { return s.id == id; });
    if (found == m_sources.end())
        return;
    m_sources.erase(found);
    emit sourceRemoved(id);
}

void MeasurementStore::clear() {
    if (m_sources.empty())
        return;
    m_sources.clear();
    emit cleared();
}

QString MeasurementStore::label(const MeasurementSource& source) {
    const std::string& name = source.results.device.name;
    if (source.live())
        return panelText("%1 — this sweep").arg(name.empty() ? panelText("this GPU") : qs(name));
    return panelText("%1 — %2").arg(name.empty() ? panelText("unknown GPU") : qs(name), source.fileName);
}

QString MeasurementStore::seriesKey(const BenchPoint& point) {
    // One series per name below: GEMMs and the intensity sweep per dtype, the rest per kind.
    const bool perDtype = point.kind == BenchKind::Gemm || point.kind == BenchKind::Intensity;
    return perDtype ? QStringLiteral("%1 %2").arg(qs(benchKindId(point.kind)), qs(dtypeId(point.dtype)))
                    : qs(benchKindId(point.kind));
}

QString MeasurementStore::seriesName(const BenchPoint& point) {
    switch (point.kind) {
    case BenchKind::Gemm:
        return panelText("GEMM %1").arg(qs(dtypeId(point.dtype)));
    case BenchKind::Stream:
        return panelText("STREAM");
    case BenchKind::Intensity:
        return panelText("intensity %1").arg(qs(dtypeId(point.dtype)));
    case BenchKind::L2:
    case BenchKind::Launch:
    case BenchKind::Read:
    case BenchKind::Chain:
        return qs(benchKindId(point.kind)); // rooflab-bench's extra points
    }
    return {};
}

QString MeasurementStore::pointLabel(const BenchPoint& point) {
    return panelText("%1 %2, %3").arg(qs(point.name), qs(dtypeId(point.dtype)), format::duration(point.timeMedian));
}

bool MeasurementStore::plottable(const BenchPoint& p) {
    const bool verificationFailed = p.relativeError >= 0 && !p.verified;
    return p.ok() && !verificationFailed && p.intensity > 0 && p.flopsPerS > 0 && std::isfinite(p.intensity) &&
           std::isfinite(p.flopsPerS);
}

} // namespace rooflab
