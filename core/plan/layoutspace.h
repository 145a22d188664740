#pragma once
// The layouts the search covers (docs/formulas.md, "The layout planner"): the model's split over
// the GPUs (a Shape: tp, pp, cp, ep, etp, dp) and, for each, the choices that change only what
// each GPU keeps and recomputes (virtual stages, sequence parallelism, ZeRO, recomputation,
// micro-batch, offload), as the framework profile allows and plan.fixed holds.
#include "core/model/pipelinesplit.h"
#include "core/model/scenario.h"
#include "core/plan/fixedkeys.h"
#include "core/plan/layout.h"
#include "core/plan/profilerules.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rooflab {

struct Shape {
    int gpus = 1, tp = 1, pp = 1, cp = 1, ep = 1, etp = 0;
    std::int64_t dp = 1;
};

class LayoutSpace {
public:
    LayoutSpace(const Scenario& scenario, const FixedKeys& held, std::int64_t globalBatch,
                const std::vector<int>& gpuCounts);

    const std::vector<Shape>& shapes() const { return m_shapes; }
    std::int64_t globalBatch() const { return m_globalBatch; }
    std::vector<int> virtualStages(const Shape& shape) const;
    // With `vp` virtual stages: the even split and, where the profile splits unevenly, Megatron-Core's
    // embedding and/or loss counted in the split and the first and last stages' layers that balance
    // the head and the embedding against the middle stages (balancedEnds), each only where
    // Megatron-Core accepts it, none twice; plan.fixed's split where it holds one.
    std::vector<StageSplit> splits(const Shape& shape, int vp) const;
    std::vector<bool> sequenceParallel(const Shape& shape) const;
    std::vector<bool> tpCommOverlap(const Shape& shape, bool sequenceParallel) const;
    std::vector<int> zeroStages(const Shape& shape) const;
    // With cp > 1 the profile's communications whose head split the shape allows (a2a's), the
    // default first (only it in a bounded space); the scenario's own where plan.fixed holds it or
    // cp is 1.
    std::vector<ContextComm> contextComms(const Shape& shape) const;
    const std::vector<Recompute>& recompute() const { return m_recompute; }
    // Block recomputation's layers per model chunk when plan.fixed holds recompute_num_layers, else
    // 0: the search takes the fewest with which a layout fits.
    int heldRecomputeLayers() const { return m_held.recomputeLayers ? m_scenario.training.recomputeNumLayers : 0; }
    // Ascending: memory grows with the micro-batch, so the first that does not fit ends the list.
    std::vector<std::int64_t> microBatches(const Shape& shape, int vp) const;
    bool offload(int zero) const;
    // How many layouts the space holds (each shape's choices multiplied out).
    std::int64_t size() const;
    // Bounds the space to about `limit` layouts (the framework's default context-parallel
    // communication only, micro-batches of at most 64 down to 4 sequences, then at most 8 down to
    // 2 virtual stages, then smaller micro-batches), saying what it dropped in notes().
    void bound(std::int64_t limit);
    const std::vector<std::string>& notes() const { return m_notes; }
    // Data-parallel sizes the GPUs allow but the global batch does not divide into.
    const std::vector<std::int64_t>& batchRefused() const { return m_batchRefused; }

private:
    std::vector<int> tensorParallelSizes(int gpus) const;
    bool tpAcrossNodes() const;
    std::vector<int> pipelineSizes(int gpus) const;
    bool dualPipeRuns(int pp, std::int64_t accumulation) const;
    std::vector<int> contextParallelSizes(int rest) const;
    void addShapes(int gpus);
    void addExpertShapes(Shape shape);
    // Whether uneven splits are searched for this shape (the profile's, not held, not DualPipe).
    bool searchesSplits(const Shape& shape) const;
    ParallelConfig splitConfig(const Shape& shape, int vp, const StageSplit& split) const;
    // Whether Megatron-Core accepts `split` for this shape with `vp` virtual stages.
    bool accepts(const Shape& shape, int vp, const StageSplit& split) const;
    // The account_for_* splits (embedding, loss, both) Megatron-Core accepts with `vp`.
    std::vector<StageSplit> accountedSplits(const Shape& shape, int vp) const;
    // The first and last stages' layers that leave the first `firstShort` and the last `lastShort`
    // layers below the middle stages (docs/formulas.md, "The layout planner"), or none.
    std::optional<StageSplit> balancedEnds(const Shape& shape, int vp, int firstShort, int lastShort) const;
    std::vector<std::int64_t> chunkedLayers(const Shape& shape) const;

    const Scenario& m_scenario;
    FixedKeys m_held;
    ProfileRules m_rules;
    std::int64_t m_globalBatch = 0;
    std::vector<Recompute> m_recompute;
    EndStageCosts m_endCosts;
    std::vector<Shape> m_shapes;
    bool m_firstCommOnly = false; // bound(): the first of the profile's context-parallel communications
    int m_gpusPerNode = 8;        // where a2a+p2p's all-to-alls run (core/model/contextparallel.h)
    int m_maxVirtualStages = 1 << 20;
    std::int64_t m_maxMicroBatch = std::int64_t(1) << 40;
    std::vector<std::string> m_notes;
    std::vector<std::int64_t> m_batchRefused;
};

// Divisors of n, ascending.
std::vector<std::int64_t> divisorsOf(std::int64_t n);

} // namespace rooflab
