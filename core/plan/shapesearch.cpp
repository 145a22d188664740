#include "core/plan/shapesearch.h"

#include "core/model/pipelinesplit.h"
#include "core/model/scenariovalidation.h"
#include "core/plan/layoutscore.h"

#include <algorithm>

namespace rooflab {

ShapeSearch::ShapeSearch(const Scenario& base, const LayoutSpace& space, PlanRankBy rankBy,
                         const StepEfficiency* efficiency, const std::atomic<bool>* cancel, bool firstFitOnly)
    : m_work(base)
    , m_space(space)
    , m_rankBy(rankBy)
    , m_efficiency(efficiency)
    , m_cancel(cancel)
    , m_firstFitOnly(firstFitOnly) {
    m_work.plan.reset(); // not read by the evaluation; the planner's result puts it back
}

bool ShapeSearch::cancelled() const {
    return m_cancel && m_cancel->load(std::memory_order_relaxed);
}

std::optional<TrainingMemory> ShapeSearch::memoryOfLayout(SearchCounts& counts) {
    applyLayout(m_layout, m_work);
    if (!validateScenario(m_work).empty())
        return std::nullopt;
    ++counts.memoryEvaluated;
    return layoutMemory(m_work);
}

int ShapeSearch::mostBlockLayers() const {
    if (const int held = m_space.heldRecomputeLayers(); held > 0)
        return held;
    // Recomputing every layer of a chunk is full recomputation, a rung of its own.
    ParallelConfig parallel = m_work.parallel;
    parallel.pipelineParallel = m_layout.pp;
    parallel.virtualStages = m_layout.vp;
    m_layout.split.applyTo(parallel);
    const int vp = std::max(1, m_layout.vp);
    return (pipelineSplit(parallel, m_work.model.arch.layers).most() + vp - 1) / vp - 1;
}

std::optional<TrainingMemory> ShapeSearch::blockMemory(SearchCounts& counts) {
    int low = m_space.heldRecomputeLayers() > 0 ? m_blockLayersMost : 1, high = m_blockLayersMost;
    m_layout.recomputeLayers = high;
    std::optional<TrainingMemory> fitting = memoryOfLayout(counts);
    if (!fitting || !layoutFits(*fitting))
        return fitting;
    // Memory falls as more layers are recomputed: the fewest that fit, by bisection.
    while (low < high) {
        m_layout.recomputeLayers = low + (high - low) / 2;
        std::optional<TrainingMemory> memory = memoryOfLayout(counts);
        if (memory && layoutFits(*memory)) {
            high = m_layout.recomputeLayers;
            fitting = std::move(memory);
        } else {
            low = m_layout.recomputeLayers + 1;
        }
    }
    m_layout.recomputeLayers = high;
    applyLayout(m_layout, m_work);
    return fitting;
}

int ShapeSearch::fitMicroBatches(const std::vector<std::int64_t>& microBatches, int first,
                                 std::vector<Candidate>& found, SearchCounts& counts) {
    const int n = int(microBatches.size());
    for (int i = first; i < n; ++i) {
        if (cancelled())
            return -1;
        m_layout.microBatch = microBatches[std::size_t(i)];
        m_layout.gradAccum = m_space.globalBatch() / m_layout.dp / m_layout.microBatch;
        ++counts.candidates;
        const std::optional<TrainingMemory> memory =
            m_layout.recompute == Recompute::Block ? blockMemory(counts) : memoryOfLayout(counts);
        if (!memory)
            continue;
        if (!layoutFits(*memory)) {
            counts.candidates += n - i - 1; // larger micro-batches need more memory
            return i;
        }
        ++counts.feasible;
        if (m_firstFitOnly) {
            found.push_back({m_layout, 0.0});
            return n;
        }
        ++counts.stepEvaluated;
        const StepTimeReport step = layoutStep(m_work, *memory, m_efficiency);
        found.push_back({m_layout, layoutScore(m_work, step, m_rankBy)});
    }
    return n;
}

int ShapeSearch::recomputeLadder(const std::vector<std::int64_t>& microBatches, std::vector<Candidate>& found,
                                 SearchCounts& counts) {
    int fitted = 0;
    int lighterThanBlock = 0; // fitted by no recomputation or the attention core's alone
    for (Recompute recompute : m_space.recompute()) {
        m_layout.recompute = recompute;
        m_layout.recomputeLayers = 0;
        if (recompute == Recompute::Block) {
            m_blockLayersMost = mostBlockLayers();
            if (m_blockLayersMost < 1) { // one layer a chunk: full's rung
                counts.candidates += std::int64_t(microBatches.size());
                continue;
            }
        }
        // The same micro-batch with less recomputation fits, and is faster. A block of layers
        // and Megatron-Core's MLP module recompute amounts neither bounds: both are tried.
        const int from = recompute == Recompute::Block ? lighterThanBlock : fitted;
        counts.candidates += from;
        const int reached = fitMicroBatches(microBatches, from, found, counts);
        if (reached < 0)
            return -1;
        fitted = std::max(fitted, reached);
        if (recompute == Recompute::None || recompute == Recompute::Selective)
            lighterThanBlock = fitted;
        if (m_firstFitOnly && fitted > 0)
            break;
    }
    return fitted;
}

int ShapeSearch::memorySavers(const std::vector<std::int64_t>& microBatches, std::vector<Candidate>& found,
                              SearchCounts& counts) {
    m_layout.offloadOptimizer = false;
    const int fitted = recomputeLadder(microBatches, found, counts);
    if (fitted != 0 || !m_space.offload(m_layout.zero)) {
        if (fitted > 0 && m_space.offload(m_layout.zero)) // offloading only slows what already fits
            counts.candidates += std::int64_t(m_space.recompute().size() * microBatches.size());
        return fitted;
    }
    m_layout.offloadOptimizer = true;
    return recomputeLadder(microBatches, found, counts);
}

int ShapeSearch::communicationChoices(const Shape& shape, const std::vector<std::int64_t>& microBatches,
                                      std::vector<Candidate>& found, SearchCounts& counts) {
    for (ContextComm comm : m_space.contextComms(shape))
        for (bool sp : m_space.sequenceParallel(shape))
            for (bool overlap : m_space.tpCommOverlap(shape, sp))
                for (int zero : m_space.zeroStages(shape)) {
                    m_layout.contextComm = comm;
                    m_layout.sequenceParallel = sp;
                    m_layout.tpCommOverlap = overlap;
                    m_layout.zero = zero;
                    const int fitted = memorySavers(microBatches, found, counts);
                    if (fitted < 0)
                        return -1;
                    if (m_firstFitOnly && fitted > 0)
                        return 0;
                }
    return 1;
}

bool ShapeSearch::run(const Shape& shape, std::vector<Candidate>& found, SearchCounts& counts) {
    m_layout = Layout{};
    m_layout.gpus = shape.gpus;
    m_layout.tp = shape.tp;
    m_layout.pp = shape.pp;
    m_layout.cp = shape.cp;
    m_layout.ep = shape.ep;
    m_layout.etp = shape.etp;
    m_layout.dp = shape.dp;
    for (int vp : m_space.virtualStages(shape)) {
        m_layout.vp = vp;
        const std::vector<std::int64_t> microBatches = m_space.microBatches(shape, vp);
        for (const StageSplit& split : m_space.splits(shape, vp)) {
            m_layout.split = split;
            const int goOn = communicationChoices(shape, microBatches, found, counts);
            if (goOn <= 0)
                return goOn == 0;
        }
    }
    return true;
}

} // namespace rooflab
