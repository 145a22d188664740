#include "core/plan/layoutspace.h"

#include "core/base/translatable.h"
#include "core/model/collectives.h"
#include "core/model/contextparallel.h"
#include "core/plan/allowedchoices.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace rooflab {

std::vector<std::int64_t> divisorsOf(std::int64_t n) {
    std::vector<std::int64_t> low, high;
    for (std::int64_t d = 1; d * d <= n; ++d)
        if (n % d == 0) {
            low.push_back(d);
            if (d != n / d)
                high.push_back(n / d);
        }
    low.insert(low.end(), high.rbegin(), high.rend());
    return low;
}

LayoutSpace::LayoutSpace(const Scenario& sc, const FixedKeys& held, std::int64_t globalBatch,
                         const std::vector<int>& gpuCounts)
    : m_scenario(sc)
    , m_held(held)
    , m_rules(allowedRules(profileRules(sc.training.implementation), sc.plan ? sc.plan->allowedJson : std::string()))
    , m_globalBatch(globalBatch)
    , m_endCosts(endStageCosts(sc))
    , m_gpusPerNode(std::max(1, resolveNetwork(sc).gpusPerNode)) {
    m_recompute = held.recompute ? std::vector<Recompute>{layoutOf(sc).recompute} : m_rules.recompute;
    if (m_rules.tensorParallel && !held.tp && !tpAcrossNodes())
        m_notes.push_back(
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "tensor parallelism searched within a node (tp up to %1)"),
                        {messageArgument(std::max(1, resolveNetwork(sc).gpusPerNode))}));
    for (int gpus : gpuCounts)
        addShapes(gpus);
}

// Megatron splits heads, KV heads (or replicates them: tp a multiple of the KV heads) and the
// MLP's width over tp; the search keeps tp inside a node, where its all-reduces run on NVLink,
// unless plan.tp_across_nodes lets it span nodes (docs/formulas.md, "The layout planner").
std::vector<int> LayoutSpace::tensorParallelSizes(int gpus) const {
    const ParallelConfig& p = m_scenario.parallel;
    if (m_held.tp)
        return {p.tensorParallel};
    if (!m_rules.tensorParallel)
        return {1};
    const Architecture& a = m_scenario.model.arch;
    const int node = std::max(1, resolveNetwork(m_scenario).gpusPerNode);
    std::vector<int> sizes;
    for (std::int64_t t : divisorsOf(std::max<std::int64_t>(1, a.heads))) {
        const bool kvSplits = a.kvHeads <= 0 || a.kvHeads % t == 0 || t % a.kvHeads == 0;
        const bool mlpSplits = a.dFf <= 0 || a.dFf % t == 0;
        if ((t <= node || tpAcrossNodes()) && gpus % t == 0 && kvSplits && mlpSplits)
            sizes.push_back(int(t));
    }
    return sizes;
}

bool LayoutSpace::tpAcrossNodes() const {
    return m_scenario.plan && m_scenario.plan->tpAcrossNodes;
}

// Stages of whole layers: any count up to the layers where the profile splits them unevenly,
// else the divisors of the layers.
std::vector<int> LayoutSpace::pipelineSizes(int rest) const {
    if (m_held.pp)
        return {m_scenario.parallel.pipelineParallel};
    if (!m_rules.pipeline)
        return {1};
    const std::int64_t layers = std::max<std::int64_t>(1, m_scenario.model.arch.layers);
    // DualPipe pairs stage i with p - 1 - i: an even number of stages (core/model/scenariovalidation.cpp).
    const bool dualPipe = m_scenario.parallel.pipelineSchedule == PipelineSchedule::DualPipe;
    std::vector<int> sizes;
    for (std::int64_t s : divisorsOf(rest))
        if (s <= layers && (m_rules.unevenStages || layers % s == 0) && !(dualPipe && s > 1 && s % 2 != 0))
            sizes.push_back(int(s));
    return sizes;
}

// Each sequence splits into 2 cp chunks (cp with load balancing off).
std::vector<int> LayoutSpace::contextParallelSizes(int rest) const {
    const ParallelConfig& p = m_scenario.parallel;
    if (m_held.cp)
        return {p.contextParallel};
    if (!m_rules.contextParallel)
        return {1};
    std::vector<int> sizes;
    for (std::int64_t c : divisorsOf(rest)) {
        const std::int64_t chunks = p.contextLoadBalanced ? 2 * c : c;
        if (c == 1 || (m_scenario.training.seqLen % chunks == 0 && m_scenario.training.usesFlashAttention()))
            sizes.push_back(int(c));
    }
    return sizes;
}

void LayoutSpace::addShapes(int gpus) {
    for (int tp : tensorParallelSizes(gpus))
        for (int pp : pipelineSizes(gpus / tp))
            for (int cp : contextParallelSizes(gpus / tp / pp)) {
                if (gpus % (std::int64_t(tp) * pp * cp) != 0)
                    continue;
                Shape shape{gpus, tp, pp, cp, 1, 0, gpus / (std::int64_t(tp) * pp * cp)};
                if (contextComms(shape).empty())
                    continue;
                if (m_globalBatch % shape.dp != 0) {
                    if (std::find(m_batchRefused.begin(), m_batchRefused.end(), shape.dp) == m_batchRefused.end())
                        m_batchRefused.push_back(shape.dp);
                    continue;
                }
                addExpertShapes(shape);
            }
}

// Megatron-Core carves the experts' ep x etp out of a stage's tp x cp x dp GPUs.
void LayoutSpace::addExpertShapes(Shape shape) {
    const Architecture& a = m_scenario.model.arch;
    const ParallelConfig& p = m_scenario.parallel;
    if (!a.isMoe() || !m_rules.expertParallel) {
        shape.ep = a.isMoe() ? p.expertParallel : 1;
        shape.etp = a.isMoe() ? p.expertTensorParallel : 0;
        m_shapes.push_back(shape);
        return;
    }
    const std::int64_t stageGpus = shape.gpus / shape.pp;
    std::vector<int> etps = m_held.etp ? std::vector<int>{p.expertTensorParallel} : std::vector<int>{0};
    if (!m_held.etp && shape.tp > 1)
        etps.push_back(1);
    const std::vector<std::int64_t> eps =
        m_held.ep ? std::vector<std::int64_t>{p.expertParallel} : divisorsOf(std::max<std::int64_t>(1, a.experts));
    for (std::int64_t ep : eps)
        for (int etp : etps) {
            const std::int64_t expertGpus = ep * (etp > 0 ? etp : shape.tp);
            if (a.experts % ep != 0 || stageGpus % expertGpus != 0)
                continue;
            shape.ep = int(ep);
            shape.etp = etp;
            m_shapes.push_back(shape);
        }
}

bool LayoutSpace::searchesSplits(const Shape& shape) const {
    return !m_held.split && m_rules.unevenStages && shape.pp >= 2 &&
           m_scenario.parallel.pipelineSchedule != PipelineSchedule::DualPipe;
}

ParallelConfig LayoutSpace::splitConfig(const Shape& shape, int vp, const StageSplit& split) const {
    ParallelConfig parallel = m_scenario.parallel;
    parallel.pipelineParallel = shape.pp;
    parallel.virtualStages = vp;
    split.applyTo(parallel);
    return parallel;
}

bool LayoutSpace::accepts(const Shape& shape, int vp, const StageSplit& split) const {
    return pipelineSplitAccepted(splitConfig(shape, vp, split), m_scenario.model.arch.layers);
}

std::vector<StageSplit> LayoutSpace::accountedSplits(const Shape& shape, int vp) const {
    std::vector<StageSplit> accepted;
    if (!searchesSplits(shape))
        return accepted;
    for (const StageSplit& split :
         {StageSplit{0, 0, true, true}, StageSplit{0, 0, true, false}, StageSplit{0, 0, false, true}})
        if (accepts(shape, vp, split))
            accepted.push_back(split);
    return accepted;
}

// The middle stages hold m layers, the first m - a and the last m - b: p m = L + a + b, m rounded
// up to whole layers and virtual stages, the ends taking the rounding (the first the larger half:
// it holds the most activations in flight).
std::optional<StageSplit> LayoutSpace::balancedEnds(const Shape& shape, int vp, int firstShort, int lastShort) const {
    const std::int64_t layers = m_scenario.model.arch.layers, p = shape.pp, v = std::max(1, vp);
    std::int64_t middle = (layers + firstShort + lastShort + p - 1) / p;
    middle = (middle + v - 1) / v * v;
    const std::int64_t rounding = p * middle - layers - firstShort - lastShort;
    const std::int64_t first = (middle - firstShort - (rounding + 1) / 2) / v * v;
    const std::int64_t last = layers - (p - 2) * middle - first;
    if (first < v || last < v || last > middle)
        return std::nullopt;
    const StageSplit split{int(first), int(last), false, false};
    if (!accepts(shape, vp, split))
        return std::nullopt;
    return split;
}

// The layer counts v chunks must split: the even split's busiest stage and the accounted
// splits' stages; under a held split its stages' (the accounted ones counting the embedding and
// the loss, as Megatron-Core checks them).
std::vector<std::int64_t> LayoutSpace::chunkedLayers(const Shape& shape) const {
    if (m_held.split) {
        ParallelConfig held = m_scenario.parallel;
        held.pipelineParallel = shape.pp;
        held.virtualStages = 1;
        const PipelineSplit s = pipelineSplit(held, m_scenario.model.arch.layers);
        std::vector<std::int64_t> counts{s.first + (held.embeddingInSplit ? 1 : 0),
                                         s.last + (held.lossInSplit ? 1 : 0)};
        if (s.stages > 2)
            counts.push_back(s.middle);
        return counts;
    }
    const std::int64_t layers = m_scenario.model.arch.layers;
    std::vector<std::int64_t> counts{(layers + shape.pp - 1) / shape.pp};
    for (const StageSplit& split : accountedSplits(shape, 1))
        counts.push_back((layers + (split.embedding ? 1 : 0) + (split.loss ? 1 : 0)) / shape.pp);
    return counts;
}

// Model chunks per stage: they split the busiest stage's layers evenly, or the (L + 1) / pp or
// (L + 2) / pp layers with the embedding and/or the loss counted (Megatron-Core), or every stage
// of a held split.
std::vector<int> LayoutSpace::virtualStages(const Shape& shape) const {
    const std::vector<std::int64_t> counts = chunkedLayers(shape);
    const auto splitsInto = [&](std::int64_t v) {
        const auto divides = [v](std::int64_t n) { return n % v == 0; };
        return m_held.split ? std::all_of(counts.begin(), counts.end(), divides)
                            : std::any_of(counts.begin(), counts.end(), divides);
    };
    if (m_held.vp) {
        const int vp = m_scenario.parallel.virtualStages;
        return splitsInto(vp) ? std::vector<int>{vp} : std::vector<int>{};
    }
    if (shape.pp < m_rules.interleavedMinStages || !m_rules.interleaved ||
        m_scenario.parallel.pipelineSchedule == PipelineSchedule::DualPipe)
        return {1};
    std::vector<std::int64_t> all;
    for (std::int64_t n : counts)
        for (std::int64_t v : divisorsOf(std::max<std::int64_t>(1, n)))
            all.push_back(v);
    std::sort(all.begin(), all.end());
    all.erase(std::unique(all.begin(), all.end()), all.end());
    std::vector<int> stages;
    for (std::int64_t v : all)
        if (v <= m_maxVirtualStages && splitsInto(v))
            stages.push_back(int(v));
    return stages;
}

std::vector<StageSplit> LayoutSpace::splits(const Shape& shape, int vp) const {
    if (m_held.split) // validateScenario refuses it where it does not divide this shape
        return {layoutOf(m_scenario).split};
    const std::int64_t layers = m_scenario.model.arch.layers;
    std::vector<StageSplit> choices;
    if (((layers + shape.pp - 1) / shape.pp) % vp == 0)
        choices.push_back(StageSplit{});
    if (!searchesSplits(shape))
        return choices;
    for (const StageSplit& split : accountedSplits(shape, vp))
        choices.push_back(split);
    // The head's time against the middle stages; with it, the embedding's memory on the first.
    const auto inLayers = [layers](double cost) { return int(std::lround(std::clamp(cost, 0.0, double(layers)))); };
    const int head = inLayers(m_endCosts.headTime), embedding = inLayers(m_endCosts.embeddingMemory);
    for (const auto& [firstShort, lastShort] : {std::pair{0, head}, std::pair{embedding, head}})
        if (const std::optional<StageSplit> split = balancedEnds(shape, vp, firstShort, lastShort))
            choices.push_back(*split);
    // A split that gives every stage the layers of one already listed is the same layout.
    std::vector<StageSplit> distinct;
    std::vector<std::array<int, 3>> seen;
    for (const StageSplit& split : choices) {
        const PipelineSplit stages = pipelineSplit(splitConfig(shape, vp, split), layers);
        const std::array<int, 3> key{stages.first, stages.middle, stages.last};
        if (std::find(seen.begin(), seen.end(), key) != seen.end())
            continue;
        seen.push_back(key);
        distinct.push_back(split);
    }
    return distinct;
}

// Megatron-Core refuses expert parallelism beside tp > 1 without sequence parallelism.
std::vector<bool> LayoutSpace::sequenceParallel(const Shape& shape) const {
    if (shape.tp == 1)
        return {false};
    if (m_held.sequenceParallel)
        return {m_scenario.parallel.sequenceParallel};
    if (m_rules.sequenceParallelAlways || (m_scenario.model.arch.isMoe() && m_rules.expertParallel))
        return {true};
    if (m_rules.sequenceParallelOptional)
        return {false, true};
    return {false};
}

// The overlap needs sequence parallelism (Megatron-Core refuses it without).
std::vector<bool> LayoutSpace::tpCommOverlap(const Shape& shape, bool sequenceParallel) const {
    if (shape.tp == 1 || !sequenceParallel)
        return {false};
    if (m_held.tpCommOverlap)
        return {m_scenario.parallel.tpCommOverlap};
    if (m_rules.tpCommOverlap)
        return {false, true};
    return {false};
}

std::vector<ContextComm> LayoutSpace::contextComms(const Shape& shape) const {
    const ContextComm own = contextComm(m_scenario);
    if (shape.cp <= 1)
        return {own};
    // a2a+p2p with the all-to-alls within a node (the planner does not search other sizes): only
    // where both levels have more than one rank, else it is p2p or a2a, already searched.
    const auto twoLevels = [&] {
        const HierarchicalContextSizes sizes =
            nodeHierarchicalSizes(m_scenario.model.arch, shape.tp, shape.cp, m_gpusPerNode);
        return sizes.a2a > 1 && sizes.p2p > 1;
    };
    const auto runs = [&](ContextComm comm) {
        if (comm == ContextComm::AllToAllRing)
            return m_held.contextComm ? contextCommSplitsHeads(m_scenario, shape.tp, shape.cp) : twoLevels();
        return comm != ContextComm::AllToAll || allToAllSplitsHeads(m_scenario.model.arch, shape.tp, shape.cp);
    };
    if (m_held.contextComm || m_rules.contextComms.empty())
        return runs(own) ? std::vector<ContextComm>{own} : std::vector<ContextComm>{};
    std::vector<ContextComm> comms;
    for (ContextComm comm : m_rules.contextComms)
        if (runs(comm) && !(m_firstCommOnly && !comms.empty()))
            comms.push_back(comm);
    return comms;
}

std::vector<int> LayoutSpace::zeroStages(const Shape& shape) const {
    if (m_held.zero)
        return {m_scenario.parallel.zeroStage};
    std::vector<int> stages;
    for (int z : m_rules.zeroStages)
        if (!(m_rules.pipelineNeedsLowZero && shape.pp > 1 && z >= 2))
            stages.push_back(z);
    return stages;
}

// The interleaved schedule runs the micro-batches in groups of pp (Megatron-Core's
// forward_backward_pipelining_with_interleaving).
// DualPipe feeds half of the micro-batches at each end: an even number, at least 2 p.
bool LayoutSpace::dualPipeRuns(int pp, std::int64_t accumulation) const {
    if (m_scenario.parallel.pipelineSchedule != PipelineSchedule::DualPipe || pp <= 1)
        return true;
    return accumulation % 2 == 0 && accumulation >= 2 * std::int64_t(pp);
}

std::vector<std::int64_t> LayoutSpace::microBatches(const Shape& shape, int vp) const {
    const std::int64_t perReplica = m_globalBatch / shape.dp;
    const TrainingConfig& t = m_scenario.training;
    std::vector<std::int64_t> sizes;
    for (std::int64_t mb : divisorsOf(perReplica)) {
        const std::int64_t accumulation = perReplica / mb;
        if ((m_held.microBatch && mb != t.microBatch) || (m_held.gradAccum && accumulation != t.gradAccum))
            continue;
        if (vp > 1 && accumulation % shape.pp != 0)
            continue;
        if (!dualPipeRuns(shape.pp, accumulation))
            continue;
        if (mb <= m_maxMicroBatch)
            sizes.push_back(mb);
    }
    return sizes;
}

bool LayoutSpace::offload(int zero) const {
    if (m_held.offload)
        return false;
    return m_rules.offloadOptimizer && zero >= 1;
}

std::int64_t LayoutSpace::size() const {
    std::int64_t total = 0;
    for (const Shape& shape : m_shapes)
        for (int vp : virtualStages(shape)) {
            std::int64_t choices = 0;
            for (bool sp : sequenceParallel(shape))
                choices += std::int64_t(tpCommOverlap(shape, sp).size()) * std::int64_t(m_recompute.size());
            std::int64_t zeros = 0;
            for (int z : zeroStages(shape))
                zeros += offload(z) ? 2 : 1;
            total += choices * zeros * std::int64_t(microBatches(shape, vp).size()) *
                     std::int64_t(splits(shape, vp).size()) * std::int64_t(contextComms(shape).size());
        }
    return total;
}

void LayoutSpace::bound(std::int64_t limit) {
    const std::int64_t full = size();
    // One context-parallel communication first (the framework's default): the others multiply
    // every cp layout, and pay off in the long sequences of small searches, which are not bounded.
    m_firstCommOnly = size() > limit;
    // Large micro-batches next: they seldom fit, and the memory-first search drops them cheaply.
    while (size() > limit && m_maxMicroBatch > 4)
        m_maxMicroBatch = std::min<std::int64_t>(m_maxMicroBatch, 128) / 2;
    while (size() > limit && m_maxVirtualStages > 2)
        m_maxVirtualStages = m_maxVirtualStages > 8 ? 8 : m_maxVirtualStages / 2;
    while (size() > limit && m_maxMicroBatch > 1)
        m_maxMicroBatch /= 2;
    if (size() == full)
        return;
    std::string what;
    if (m_firstCommOnly)
        what = coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "context parallelism's default communication only"));
    if (m_maxMicroBatch < (std::int64_t(1) << 40))
        what += (what.empty() ? "" : ", ") +
                coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "micro-batches of at most %1 sequences"),
                            {messageArgument(m_maxMicroBatch)});
    if (m_maxVirtualStages < (1 << 20))
        what += (what.empty() ? "" : ", ") +
                coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "at most %1 virtual stages per pipeline stage"),
                            {messageArgument(m_maxVirtualStages)});
    m_notes.push_back(coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "search bounded from %1 to %2 layouts: %3"),
                                  {messageArgument(full), messageArgument(size()), what}));
}

} // namespace rooflab
