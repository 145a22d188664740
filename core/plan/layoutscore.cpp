#include "core/plan/layoutscore.h"

#include "core/memory/trainingmemory.h"
#include "core/roofline/flops.h"
#include "core/roofline/roofline.h"
#include "core/steptime/steptime.h"

namespace rooflab {

TrainingMemory layoutMemory(const Scenario& sc) {
    if (sc.parallel.pipelineParallel > 1) {
        const std::vector<TrainingMemory> stages = computeStageMemory(sc);
        if (!stages.empty())
            return peakOfStages(stages);
    }
    return computeTrainingMemory(sc);
}

bool layoutFits(const TrainingMemory& memory) {
    return memory.fits && memory.host.fits;
}

StepTimeReport layoutStep(const Scenario& sc, const TrainingMemory& memory, const StepEfficiency* efficiency) {
    const FlopsReport flops = computeFlops(sc);
    return computeStepTime(sc, computeRoofline(sc, Phase::Train), flops, nullptr, efficiency, &memory.host);
}

double layoutScore(const Scenario& sc, const StepTimeReport& step, PlanRankBy rankBy) {
    if (!(step.tokensPerSecond > 0))
        return -1e300;
    const double tokens = sc.trainedTokens() > 0 ? sc.trainedTokens() : 1.0;
    const double seconds = tokens / step.tokensPerSecond;
    switch (rankBy) {
    case PlanRankBy::TokensPerSecondPerGpu:
        return step.tokensPerSecondPerGpu;
    case PlanRankBy::TimeToTrain:
        return -seconds;
    case PlanRankBy::Cost:
        return -seconds * sc.parallel.gpus * std::max(sc.run.pricePerGpuHour, 1e-12);
    }
    return step.tokensPerSecondPerGpu;
}

} // namespace rooflab
