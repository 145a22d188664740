#include "document/servingcurve.h"

#include "core/base/fieldlimits.h"
#include "core/model/scenariovalidation.h"
#include "core/serving/servingmodel.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace rooflab {

ServingCurvePoint servingCurvePoint(int concurrency, const ServingReport& r) {
    return {concurrency,
            r.ttftS,
            r.tpotS,
            r.outputTokensPerS,
            r.outputTokensPerSPerGpu,
            r.tpotS > 0 ? 1.0 / r.tpotS : 0.0,
            QString::fromStdString(r.bound)};
}

QVector<ServingCurvePoint> servingCurve(const Scenario& scenario, const QVector<int>& concurrencies,
                                        const StepEfficiency* efficiency, const ServingCalibration* calibration) {
    QVector<ServingCurvePoint> curve;
    // The load is the only field that changes: the scenario is checked once, the load per point.
    if (!scenario.serving || !validateScenario(scenario).empty())
        return curve;
    Scenario atLoad = scenario;
    atLoad.serving->requestRate = 0; // a closed loop, whatever the scenario's own load
    for (int concurrency : concurrencies) {
        if (!limits::servingConcurrency.contains(double(concurrency)))
            continue;
        atLoad.serving->concurrency = concurrency;
        const ServingReport report = computeServing(atLoad, nullptr, efficiency, calibration);
        if (!report.fits) // no room for one request: no concurrency changes that
            return {};
        curve.append(servingCurvePoint(concurrency, report));
    }
    return curve;
}

QVector<int> servingConcurrencies(const ServingReport& report) {
    // Where requests start to queue: the sequences one replica runs at once, times the replicas.
    const double runningAtOnce = std::min(report.kvCapacitySequences, report.maxNumSeqs) * std::max(1, report.replicas);
    const double last =
        std::min(limits::servingConcurrency.max, std::max(2.0 * std::max(runningAtOnce, report.concurrency), 16.0));
    QVector<int> list;
    for (double octave = 1; octave <= last; octave *= 2) {
        list.append(int(octave));
        if (octave >= 2 && octave * 1.5 <= last)
            list.append(int(octave * 1.5));
    }
    if (report.concurrency >= 1) // the scenario's own point (an open loop's is fractional)
        list.append(int(std::lround(std::min(report.concurrency, limits::servingConcurrency.max))));
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
    return list;
}

QString servingAgreementRanges(const ServingAgreement& agreement) {
    if (!agreement.known())
        return QString();
    const auto range = [](const StepAgreement& a) {
        return a.known() ? QCoreApplication::translate("rooflab::ServingCurve", "%1-%2 x")
                               .arg(QLocale().toString(a.low, 'f', 2), QLocale().toString(a.high, 'f', 2))
                         : QCoreApplication::translate("rooflab::ServingCurve", "not compared");
    };
    return QCoreApplication::translate("rooflab::ServingCurve", "TTFT %1, TPOT %2, throughput %3")
        .arg(range(agreement.ttft), range(agreement.tpot), range(agreement.throughput));
}

QString servingBoundName(const QString& bound) {
    static const char* const kNames[][2] = {
        {"compute", QT_TRANSLATE_NOOP("rooflab::ServingCurve", "compute")},
        {"bandwidth", QT_TRANSLATE_NOOP("rooflab::ServingCurve", "memory bandwidth")},
        {"overhead", QT_TRANSLATE_NOOP("rooflab::ServingCurve", "per-step overhead")},
        {"kv-capacity", QT_TRANSLATE_NOOP("rooflab::ServingCurve", "KV-cache capacity")},
        {"batch-limit", QT_TRANSLATE_NOOP("rooflab::ServingCurve", "batch limit (max_num_seqs)")},
    };
    for (const auto& name : kNames)
        if (bound == QLatin1String(name[0]))
            return QCoreApplication::translate("rooflab::ServingCurve", name[1]);
    return bound;
}

} // namespace rooflab
