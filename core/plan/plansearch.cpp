#include "core/plan/plansearch.h"

#include "core/base/translatable.h"
#include "core/model/collectives.h"
#include "core/plan/planranking.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <thread>

namespace rooflab {

namespace {

// Layouts each worker keeps, best first (keepBest): far more than a ranking shows.
constexpr std::size_t kKeptLayouts = 20000;

// At most this many GPU counts of a plan.gpus range are searched.
constexpr std::size_t kMaxGpuCounts = 64;

unsigned workerCount(unsigned asked) {
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    return asked > 0 ? asked : cores;
}

std::string joined(const std::vector<std::int64_t>& values) {
    std::string text;
    for (std::int64_t v : values)
        text += (text.empty() ? "" : ", ") + std::to_string(v);
    return text;
}

} // namespace

PlanSearch::PlanSearch(const Scenario& base, const PlanOptions& options)
    : m_fixed(applyFixed(base))
    , m_options(options) {
    if (base.plan) {
        m_rankBy = base.plan->rankBy;
        m_globalBatch = base.plan->globalBatch;
    }
}

// plan.gpus: whole nodes in the range (and the powers of two below a node); more than
// kMaxGpuCounts of them are thinned out geometrically (a Pareto of GPUs against days reads on a
// log scale), the range's ends kept.
std::vector<int> PlanSearch::gpuCounts(std::vector<std::string>& notes) const {
    const Scenario& sc = m_fixed.scenario;
    if (!sc.plan || !sc.plan->searchesGpuRange() || m_fixed.held.gpus)
        return {sc.parallel.gpus};
    const int node = std::max(1, resolveNetwork(sc).gpusPerNode);
    std::vector<int> counts;
    for (int g = sc.plan->gpusMin; g <= sc.plan->gpusMax; ++g)
        if (g % node == 0 || (g < node && (g & (g - 1)) == 0))
            counts.push_back(g);
    if (counts.size() <= kMaxGpuCounts)
        return counts;
    const double ratio = std::pow(double(counts.back()) / counts.front(), 1.0 / double(kMaxGpuCounts - 1));
    std::vector<int> spread{counts.front()};
    for (int g : counts)
        if (g >= spread.back() * ratio || g == counts.back())
            spread.push_back(g);
    notes.push_back(coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                "%1 GPU counts in plan.gpus; %2 of them, spread geometrically, "
                                                "were searched"),
                                {messageArgument(counts.size()), messageArgument(spread.size())}));
    return spread;
}

bool PlanSearch::searchSpace(const LayoutSpace& space, bool firstFitOnly, std::vector<Candidate>& found,
                             SearchCounts& counts) const {
    const std::vector<Shape>& shapes = space.shapes();
    std::atomic<std::size_t> next{0}, done{0};
    std::atomic<bool> stopped{false};
    std::mutex merge;
    // Enough for the ranking's top and its near-tie groups, in bounded memory.
    const std::size_t keep = std::max<std::size_t>(kKeptLayouts, std::size_t(std::max(0, m_options.top)));
    const auto work = [&] {
        ShapeSearch search(m_fixed.scenario, space, m_rankBy, m_options.efficiency, m_options.cancel, firstFitOnly);
        std::vector<Candidate> mine;
        SearchCounts myCounts;
        for (std::size_t i = next++; i < shapes.size() && !stopped; i = next++) {
            if (!search.run(shapes[i], mine, myCounts))
                stopped = true;
            if (mine.size() > 2 * keep)
                keepBest(mine, keep);
            if (firstFitOnly && !mine.empty())
                stopped = true;
            const std::size_t finished = ++done;
            if (m_options.progress && !firstFitOnly)
                m_options.progress(double(finished) / double(shapes.size()));
        }
        const std::lock_guard<std::mutex> lock(merge);
        found.insert(found.end(), mine.begin(), mine.end());
        counts += myCounts;
    };
    std::vector<std::thread> workers;
    const unsigned threads =
        std::min<unsigned>(workerCount(m_options.threads), unsigned(std::max<std::size_t>(1, shapes.size())));
    for (unsigned t = 1; t < threads; ++t)
        workers.emplace_back(work);
    work();
    for (std::thread& worker : workers)
        worker.join();
    return !(m_options.cancel && m_options.cancel->load());
}

void PlanSearch::reportEmptySpace(const LayoutSpace& space, PlanResult& result) const {
    const int gpus = m_fixed.scenario.parallel.gpus;
    if (!space.batchRefused().empty())
        result.errors.push_back(
            "plan.global_batch: " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                        "%1 sequences do not divide among the data-parallel sizes the layouts of %2 "
                                        "GPUs allow (%3); choose a global batch that one of them divides"),
                        {messageArgument(m_globalBatch), messageArgument(gpus), joined(space.batchRefused())}));
    else
        result.errors.push_back(
            "plan: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                   "no layout of the model splits over %1 GPUs with what plan.fixed "
                                                   "holds and what the framework profile runs"),
                                   {messageArgument(gpus)}));
}

// What a ranking by time or cost falls back on where the scenario leaves its inputs unset.
void PlanSearch::addRankingNotes(std::vector<std::string>& notes) const {
    const Scenario& sc = m_fixed.scenario;
    if (m_rankBy == PlanRankBy::Cost && sc.run.pricePerGpuHour <= 0)
        notes.push_back(coreMessage(ROOFLAB_TR_NOOP(
            "rooflab::Messages", "run.price_per_gpu_hour is not set: the cost ranks as GPU-hours to train")));
    if (m_rankBy != PlanRankBy::TokensPerSecondPerGpu && sc.trainedTokens() <= 0)
        notes.push_back(coreMessage(ROOFLAB_TR_NOOP(
            "rooflab::Messages", "training.tokens is not set: the ranking is that of one token's time or cost")));
}

void PlanSearch::run(PlanResult& result) {
    result.errors = m_fixed.errors;
    if (!result.errors.empty())
        return;
    const std::vector<int> counts = gpuCounts(result.notes);
    LayoutSpace space(m_fixed.scenario, m_fixed.held, m_globalBatch, counts);
    if (space.shapes().empty()) {
        reportEmptySpace(space, result);
        return;
    }
    if (space.size() == 0) {
        // Splits exist, but plan.allowed (or plan.fixed) removed every choice of ZeRO stage or
        // recomputation the profile has: say so rather than double the GPUs in search of a fit.
        result.errors.push_back(
            "plan.allowed: " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                        "leaves no ZeRO stage or recomputation that the framework profile runs")));
        return;
    }
    space.bound(kMaxCandidates);
    addRankingNotes(result.notes);
    result.notes.insert(result.notes.end(), space.notes().begin(), space.notes().end());
    SearchCounts searched;
    result.cancelled = !searchSpace(space, false, m_ranked, searched);
    result.candidates = searched.candidates;
    result.feasible = searched.feasible;
    keepBest(m_ranked, std::max<std::size_t>(kKeptLayouts, std::size_t(std::max(0, m_options.top))));
    result.notes.push_back(coreMessage(
        ROOFLAB_TR_NOOP("rooflab::Messages", "%1 memory evaluations, %2 step times; the other layouts pruned"),
        {messageArgument(searched.memoryEvaluated), messageArgument(searched.stepEvaluated)}));
    rankCandidates(m_ranked);
}

void PlanSearch::findSmallestGpuCount(PlanResult& result) {
    const Scenario& sc = m_fixed.scenario;
    const int from = sc.plan && sc.plan->searchesGpuRange() ? sc.plan->gpusMax : sc.parallel.gpus;
    for (std::int64_t gpus = std::int64_t(from) * 2; gpus <= (1 << 20); gpus *= 2) {
        LayoutSpace space(m_fixed.scenario, m_fixed.held, m_globalBatch, {int(gpus)});
        space.bound(kMaxCandidates / 10);
        std::vector<Candidate> found;
        SearchCounts counts;
        if (!searchSpace(space, true, found, counts))
            return;
        if (!found.empty()) {
            result.smallestGpusThatFit = int(gpus);
            break;
        }
    }
    const std::string where = sc.plan && sc.plan->searchesGpuRange()
                                  ? std::to_string(sc.plan->gpusMin) + "-" + std::to_string(sc.plan->gpusMax)
                                  : std::to_string(from);
    result.notes.push_back(
        result.smallestGpusThatFit > 0
            ? coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                          "no layout fits on %1 GPUs; the smallest count that fits, doubling the "
                                          "GPUs, is %2"),
                          {where, messageArgument(result.smallestGpusThatFit)})
            : coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                          "no layout fits on %1 GPUs, nor on any count up to 1048576 at this global "
                                          "batch"),
                          {where}));
}

} // namespace rooflab
