#include "core/model/expertparallel.h"

#include "core/model/pipelinesplit.h"

#include <algorithm>

namespace rooflab {

bool placesExpertsApart(const ParallelConfig& parallel) {
    return parallel.expertParallel > 1 || parallel.expertTensor() != parallel.tensorParallel;
}

bool splitsExperts(const ParallelConfig& parallel, const Architecture& arch) {
    return arch.isMoe() && placesExpertsApart(parallel);
}

bool expertGroupFits(const ParallelConfig& parallel, int dataParallel) {
    return double(std::max(1, dataParallel)) * std::max(1, parallel.tensorParallel) >=
           double(std::max(1, parallel.expertParallel)) * std::max(1, parallel.expertTensor());
}

namespace {

struct StageCount {
    double dense = 0;
    double experts = 0;
};

} // namespace

ParameterPlacement parameterPlacement(const ParallelConfig& parallel, const Architecture& arch, double params,
                                      int dataParallel) {
    ParameterPlacement placement;
    const ParameterBreakdown p = countParameters(arch);
    if (p.total <= 0 || arch.layers <= 0)
        return placement;
    const double tp = std::max(1, parallel.tensorParallel);
    const double expertGpus = double(std::max(1, parallel.expertParallel)) * std::max(1, parallel.expertTensor());
    const int pp = std::max(1, parallel.pipelineParallel);
    const int layers = arch.layers;
    const PipelineSplit split = pipelineSplit(parallel, layers);
    const int moeLayers = arch.moeLayers();
    const double routedPerLayer = moeLayers > 0 ? double(p.routedExperts) / moeLayers : 0.0;
    const double moeBlockDense = double(p.perLayer) - routedPerLayer;
    const double normParams = arch.norm == NormKind::LayerNorm ? 2.0 * arch.dModel : double(arch.dModel);
    const double embeddings = double(p.embeddings + p.positionEmbeddings);
    // The last stage's head: the LM head, or with pipelining a copy of tied embeddings.
    const double head = (arch.finalNorm ? normParams : 0.0) +
                        (arch.tiedEmbeddings ? (pp > 1 ? double(p.embeddings) : 0.0) : double(p.lmHead));

    // Layers [first, first + count): the first denseLayers have a dense MLP (DeepSeek's
    // first_k_dense_replace), the rest route to experts.
    auto stage = [&](int first, int count, bool withEmbeddings, bool withHead) {
        const int end = std::min(layers, first + count);
        const int moe = std::max(0, end - std::max(first, int(arch.denseLayers)));
        const int dense = std::max(0, end - first) - moe;
        StageCount c;
        c.dense = dense * double(p.denseBlock) + moe * moeBlockDense + (withEmbeddings ? embeddings : 0.0) +
                  (withHead ? head : 0.0);
        c.experts = moe * routedPerLayer;
        return c;
    };
    // The first stage holds the embeddings, the last the head (core/model/pipelinesplit.h: ceil(L /
    // pp) layers each without the split keys, when the middle ones hold no more than the last);
    // the second stage holds the layers after the first's.
    const StageCount first = stage(0, split.first, true, pp == 1);
    const StageCount last = pp > 1 ? stage(layers - split.last, split.last, false, true) : first;
    const StageCount middle = pp > 2 && split.uneven ? stage(split.first, split.middle, false, false) : StageCount{};
    auto onGpu = [&](const StageCount& c) { return c.dense / tp + c.experts / expertGpus; };
    // DualPipe: the end GPUs hold the first and the last stage (the busiest pair).
    const StageCount ends{first.dense + last.dense, first.experts + last.experts};
    const StageCount& busierEnd = onGpu(last) > onGpu(first) ? last : first;
    const StageCount& busiest = parallel.dualPipe() ? ends : onGpu(middle) > onGpu(busierEnd) ? middle : busierEnd;

    const double scale = params / double(p.total);
    placement.denseShare = busiest.dense / double(p.total);
    placement.expertShare = busiest.experts / double(p.total);
    placement.dense = busiest.dense * scale / tp;
    placement.experts = busiest.experts * scale / expertGpus;
    placement.layerDense = moeBlockDense * scale / tp;
    placement.layerExperts = routedPerLayer * scale / expertGpus;
    placement.dataParallel = std::max(1, dataParallel);
    placement.expertDataParallel = std::max(1.0, placement.dataParallel * tp / expertGpus);
    return placement;
}

} // namespace rooflab
