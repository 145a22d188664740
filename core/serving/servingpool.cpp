#include "core/serving/servingpool.h"

#include "core/memory/servingcapacity.h"
#include "core/serving/draftmodel.h"
#include "core/serving/servingcalibration.h"

#include <algorithm>

namespace rooflab {

ServingPool servingPool(const Scenario& sc, int tp, const StepEfficiency& eff, const ServingCalibration* calibration) {
    ServingPool pool;
    pool.tp = std::max(1, tp);
    pool.pp = std::max(1, sc.parallel.pipelineParallel);
    pool.scenario = sc;
    pool.scenario.parallel.tensorParallel = pool.tp;
    pool.scenario.parallel.gpus = pool.gpus();
    pool.scenario.serving->disaggregation.reset();
    pool.engine = engineProfile(pool.scenario);
    // The KV cache as the engine sizes it: vLLM's profiling run at these batch limits (as
    // core/serving/servingmodel.cpp sizes a colocated replica's).
    Scenario sized = pool.scenario;
    sized.inference.maxBatchedTokens = pool.engine.maxNumBatchedTokens;
    sized.inference.maxNumSeqs = std::min<std::int64_t>(pool.engine.maxNumSeqs, 1 << 12);
    pool.capacity = computeServingCapacity(sized, nullptr);
    const auto draft = DraftModel::of(pool.scenario, pool.engine, eff, calibration);
    if (draft)
        draft->shareMemory(pool.capacity, sc.inference.blockSize, nullptr);
    pool.hw = servingHardware(pool.scenario, pool.engine, pool.capacity, eff);
    if (calibration)
        applyServingCalibration(*calibration, pool.engine.cudaGraphs, pool.hw);
    pool.hw.draft = draft;
    return pool;
}

} // namespace rooflab
