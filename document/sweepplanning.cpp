#include "document/sweepplanning.h"

#include <cstdint>

namespace rooflab {

gpu::SweepPlan sweepPlanFor(gpu::Preset preset, const BenchDevice& device, const Scenario* scenario) {
    gpu::PlanOptions options;
    options.preset = preset;
    if (scenario) {
        // The GEMMs of the scenario's own layer, at the token count one step feeds through it,
        // ahead of the preset's (the decode rows are then taken from this layer too).
        // Tensor parallelism is not applied: the shapes are the unsharded layer's.
        const Architecture& arch = scenario->model.arch;
        const auto tokens = std::int64_t(phaseShape(*scenario, scenario->phase).tokens());
        if (arch.dModel > 0 && arch.dFf > 0 && tokens > 0) {
            const gpu::TransformerShape own{tokens, arch.dModel, arch.dFf};
            options.shapes.push_back(own);
            for (const auto& s : gpu::defaultTransformerShapes(options.preset))
                if (s.tokens != own.tokens || s.dModel != own.dModel || s.dFf != own.dFf)
                    options.shapes.push_back(s);
        }
    }
    return gpu::makePlan(options, device);
}

} // namespace rooflab
