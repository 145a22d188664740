#pragma once
// The search of one serving shape (docs/formulas.md, "Serving layouts"): memory first (a shape
// whose weights leave no room for a request's KV cache is pruned), then the fewest replicas
// that meet the serving block's SLOs without saturating. More replicas share the same load, so
// each replica's TTFT and TPOT only fall: the fewest is found by bisection.
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "core/plan/planner.h"
#include "core/plan/servingplanspace.h"
#include "core/serving/servingcalibration.h"

#include <atomic>
#include <optional>
#include <string>

namespace rooflab {

struct ServingCandidate {
    ServingShape shape;
    int replicas = 1; // the fewest meeting the SLOs, or the most searched where none does
    ServingReport serving;
    bool fits = false, meets = false;
    std::int64_t meetingLayouts = 0;       // replica counts of the range that meet the SLOs
    std::optional<ServingReport> oneFewer; // at one replica fewer, what misses
    std::vector<std::string> invalid;      // validateScenario's problems with this shape
    int gpus() const { return shape.gpusPerReplica() * replicas; }
};

// Whether the figures meet the block's SLOs (each when given), fit and keep up with the rate.
bool meetsServingSlo(const ServingReport& serving);

// How far the figures are from the SLOs: the largest of TTFT / its SLO, TPOT / its SLO and,
// saturated, the rate over what completes (<= 1 meets); the name of that SLO in `binding`.
double sloShortfall(const ServingConfig& config, const ServingReport& serving, std::string* binding = nullptr);

// What the plan's GPU results make of one layout's serving figures (its GPU, its weights' format
// and split decide which decode probes apply): the same for every replica count of a shape.
ServingMeasurement layoutMeasurement(const Scenario& layout, const PlanOptions& options);

// The serving figures of one layout as evaluate() gives them, with `measurement` of its shape.
ServingReport servingFigures(const Scenario& layout, const PlanOptions& options, const ServingMeasurement& measurement);

// Searches one shape over `range` with the options' efficiencies and measurements; false when
// cancelled.
bool searchServingShape(const Scenario& fixed, const ServingShape& shape, ReplicaRange range,
                        const PlanOptions& options, ServingCandidate& out);

} // namespace rooflab
