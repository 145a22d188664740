#pragma once
// The Serving view's curve (issue 47, item 3): the scenario's serving block evaluated by core's
// serving model (core/serving/servingmodel.h) at a list of closed-loop concurrencies, everything
// else as the scenario says. In document/ because it evaluates: the widgets only draw the points.
#include "core/model/scenario.h"
#include "core/model/servingreport.h"
#include "core/serving/servingcalibration.h"
#include "core/steptime/stepefficiency.h"

#include <QString>
#include <QVector>

namespace rooflab {

struct ServingCurvePoint {
    int concurrency;               // requests in flight (closed loop), all replicas together
    double ttftS, tpotS;           // time to first token, time per output token
    double outputTokensPerS;       // the whole system
    double outputTokensPerSPerGpu; // the system / its GPUs
    double tokensPerSPerUser;      // what one request sees while it decodes: 1 / TPOT
    QString bound;                 // core's id: compute, bandwidth, overhead, kv-capacity, batch-limit
};

// The point a serving report makes at `concurrency` requests in flight (the curve's points and
// the scenario's own, which the view rings).
ServingCurvePoint servingCurvePoint(int concurrency, const ServingReport& report);

// One point per concurrency, in the order given. Empty when the scenario has no serving block,
// is invalid, or leaves no room for one request's KV cache; a concurrency outside
// serving.concurrency's range (1 .. 2^24) is left out. `efficiency` and `calibration` (the decode
// probes of the user's GPU) as the document's evaluation uses them (null: the published curves),
// so that the scenario's own point lies on the curve.
QVector<ServingCurvePoint> servingCurve(const rooflab::Scenario& scenario, const QVector<int>& concurrencies,
                                        const StepEfficiency* efficiency = nullptr,
                                        const ServingCalibration* calibration = nullptr);

// The concurrencies the view draws for a report: 1, 2, 3, 4, 6, 8, 12, ... (two per octave, even
// on a log axis) up to twice the larger of the scenario's load and the most requests the system
// runs at once (where the KV cache or max_num_seqs makes the rest queue), and the scenario's own
// concurrency. Ascending, without repeats.
QVector<int> servingConcurrencies(const ServingReport& report);

// A bound id of core's serving report ("kv-capacity") in the interface's words ("KV-cache capacity").
QString servingBoundName(const QString& bound);

// How far published runs of the engine were, figure by figure (core/model/servingagreement.h):
// "TTFT 0.47-0.99 x, TPOT 0.92-1.11 x, throughput 0.87-1.14 x" (published / predicted), "not
// compared" for a figure too few runs publish. Empty when no run of this kind was compared.
QString servingAgreementRanges(const ServingAgreement& agreement);

} // namespace rooflab
