#include "core/plan/servingplan.h"

#include "core/base/translatable.h"
#include "core/evaluate.h"
#include "core/model/scenariovalidation.h"
#include "core/plan/fixedkeys.h"
#include "core/plan/servingplanranking.h"
#include "core/plan/servingplansearch.h"
#include "core/plan/servingplanwhy.h"
#include "core/serving/servingmodel.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

namespace rooflab {

namespace {

bool cancelled(const PlanOptions& options) {
    return options.cancel && options.cancel->load(std::memory_order_relaxed);
}

// Every shape's fewest meeting replicas (or its most, missing), on every core: each worker takes
// the next shape and writes its own slot, so the result does not depend on the threads; false
// when cancelled.
bool searchShapes(const Scenario& fixed, const ServingPlanSpace& space, const PlanOptions& options,
                  std::vector<ServingCandidate>& out, PlanResult& result) {
    const std::vector<ServingShape>& shapes = space.shapes();
    std::vector<ServingCandidate> slots(shapes.size());
    std::atomic<std::size_t> next{0}, done{0};
    const auto work = [&] {
        for (std::size_t i = next++; i < shapes.size() && !cancelled(options); i = next++) {
            const ReplicaRange range = space.replicas(shapes[i]);
            if (!range.empty())
                searchServingShape(fixed, shapes[i], range, options, slots[i]);
            if (options.progress)
                options.progress(double(++done) / double(shapes.size()));
        }
    };
    const unsigned cores = options.threads > 0 ? options.threads : std::max(1u, std::thread::hardware_concurrency());
    std::vector<std::thread> workers;
    for (unsigned t = 1; t < std::min<std::size_t>(cores, shapes.size()); ++t)
        workers.emplace_back(work);
    work();
    for (std::thread& worker : workers)
        worker.join();
    if (cancelled(options))
        return false;
    for (ServingCandidate& candidate : slots)
        if (candidate.invalid.empty() && candidate.fits) {
            result.feasible += candidate.meetingLayouts;
            out.push_back(std::move(candidate));
        }
    return true;
}

// At a rate, the layout on fewer GPUs than the best that comes nearest to the SLOs: each shape
// that fits, at the most replicas below the best's count (it meets none of them, or the best
// would have fewer GPUs).
std::optional<ServingCandidate> nearestBelow(const Scenario& fixed, const ServingPlanSpace& space,
                                             const std::vector<ServingCandidate>& ranked, const PlanOptions& options) {
    const ServingConfig& config = *fixed.serving;
    std::optional<ServingCandidate> nearest;
    for (const ServingCandidate& c : ranked) {
        const ReplicaRange range = space.replicas(c.shape);
        const int below = (ranked.front().gpus() - 1) / c.shape.gpusPerReplica();
        if (below < range.lo)
            continue;
        ServingCandidate at = c;
        at.replicas = std::min(below, range.hi);
        Scenario sc = fixed;
        applyServingShape(c.shape, at.replicas, sc);
        at.serving = servingFigures(sc, options, layoutMeasurement(sc, options));
        if (!nearest || sloShortfall(config, at.serving) < sloShortfall(config, nearest->serving))
            nearest = std::move(at);
    }
    return nearest;
}

// The top N, each evaluated alone as rooflab-calc would, with its line against the best.
void fillLayouts(const Scenario& fixed, const ServingPlanSpace& space, const std::vector<ServingCandidate>& ranked,
                 const PlanOptions& options, PlanResult& result) {
    const ServingConfig& config = *fixed.serving;
    int group = 0;
    for (std::size_t i = 0; i < ranked.size() && i < std::size_t(std::max(0, options.top)); ++i) {
        const ServingCandidate& c = ranked[i];
        const bool newGroup = i == 0 || c.meets != ranked[i - 1].meets || c.gpus() != ranked[i - 1].gpus();
        PlannedLayout planned;
        planned.rank = int(i) + 1;
        planned.group = group += newGroup ? 1 : 0;
        planned.scenario = fixed;
        applyServingShape(c.shape, c.replicas, planned.scenario);
        const ServingMeasurement measurement = layoutMeasurement(planned.scenario, options);
        planned.report = evaluate(planned.scenario, nullptr, options.efficiency, &measurement);
        planned.why = servingWhy(config, ranked.front(), c);
        if (i == 0 && c.meets && !config.closedLoop())
            planned.why = servingFewestWhy(config, nearestBelow(fixed, space, ranked, options));
        result.layouts.push_back(std::move(planned));
    }
}

std::vector<std::string> inputErrors(const Scenario& base, const FixedScenario& fixed) {
    std::vector<std::string> errors = validateScenario(base);
    errors.insert(errors.end(), fixed.errors.begin(), fixed.errors.end());
    // A held tp the engine refuses (docs/formulas.md, "Serving layouts": vLLM's heads check).
    const std::int64_t heads = fixed.scenario.model.arch.heads, tp = fixed.scenario.parallel.tensorParallel;
    if (errors.empty() && fixed.held.tp && heads > 0 && tp > 0 && heads % tp != 0)
        errors.push_back(
            "plan.fixed.parallel.tp: " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1 does not divide the model's %2 attention heads; the "
                                                             "engine refuses such a tensor-parallel size"),
                        {messageArgument(tp), messageArgument(heads)}));
    return errors;
}

void noteOutcome(const Scenario& fixed, const ServingPlanSpace& space, const std::vector<ServingCandidate>& ranked,
                 PlanResult& result) {
    if (ranked.empty())
        result.notes.push_back(coreMessage(
            ROOFLAB_TR_NOOP("rooflab::Messages",
                            "no layout of %1 to %2 GPUs leaves room for one request's KV cache (more GPUs, or "
                            "free the formats: plan.fixed {\"inference\": {\"weights_dtype\": null}})"),
            {messageArgument(space.gpusMin()), messageArgument(space.gpusMax())}));
    else if (!ranked.front().meets)
        result.notes.push_back(servingBestReaches(*fixed.serving, ranked.front()));
}

} // namespace

PlanResult planServingLayouts(const Scenario& given, const PlanOptions& options) {
    const auto started = std::chrono::steady_clock::now();
    PlanResult result;
    result.serving = true;
    // The search varies one replica's layout; disaggregated pools pick their own split of the
    // GPUs (core/serving/disaggregatedserving.h), so the plan is of colocated replicas, and says so.
    Scenario base = given;
    if (base.serving && base.serving->disaggregation) {
        base.serving->disaggregation.reset();
        result.notes.push_back(coreMessage(ROOFLAB_TR_NOOP(
            "rooflab::Messages",
            "the plan searches replicas that prefill and decode together: serving.disaggregation is left out "
            "(evaluate the scenario itself for its pools)")));
    }
    const FixedScenario fixed = applyFixed(base);
    result.errors = inputErrors(base, fixed);
    if (result.errors.empty()) {
        const ServingPlanSpace space(base, fixed.scenario, fixed.held);
        result.candidates = space.size();
        std::vector<ServingCandidate> candidates;
        result.cancelled = !searchShapes(fixed.scenario, space, options, candidates, result);
        if (!result.cancelled) {
            rankServingCandidates(*fixed.scenario.serving, candidates);
            noteOutcome(fixed.scenario, space, candidates, result);
            fillLayouts(fixed.scenario, space, candidates, options, result);
        }
    }
    result.ok = result.errors.empty() && !result.cancelled;
    result.elapsedS = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return result;
}

bool servingPlanMeets(const PlanResult& result) {
    if (result.layouts.empty() || !result.layouts.front().report.serving)
        return false;
    return meetsServingSlo(*result.layouts.front().report.serving);
}

} // namespace rooflab
