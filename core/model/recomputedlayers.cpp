#include "core/model/recomputedlayers.h"

#include <algorithm>

namespace rooflab {

int recomputedLayers(const Scenario& sc, int stageLayers) {
    if (stageLayers <= 0)
        return 0;
    if (sc.training.recomputesEveryLayer())
        return stageLayers;
    if (sc.training.checkpointing != Checkpointing::Block)
        return 0;
    const int chunks = std::max(1, sc.parallel.virtualStages);
    const int chunkLayers = (stageLayers + chunks - 1) / chunks;
    const long long perChunk = std::min(std::max(0, sc.training.recomputeNumLayers), chunkLayers);
    return int(std::min<long long>(stageLayers, perChunk * chunks));
}

double recomputedLayerShare(const Scenario& sc, int stageLayers) {
    if (stageLayers <= 0)
        return 0.0;
    return double(recomputedLayers(sc, stageLayers)) / double(stageLayers);
}

double recomputedLayerShare(const Scenario& sc) {
    const std::int64_t pp = std::max(1, sc.parallel.pipelineParallel);
    const std::int64_t nominal = (sc.model.arch.layers + pp - 1) / pp;
    return recomputedLayerShare(sc, int(nominal));
}

double recomputedDispatchShare(const Scenario& sc, int stageLayers) {
    if (sc.training.recomputes(RecomputeModule::Moe))
        return 1.0;
    return recomputedLayerShare(sc, stageLayers);
}

} // namespace rooflab
