#pragma once
// What an inference engine does by default (docs/formulas.md, "Serving: engine profiles"): its
// batch limits, whether it captures CUDA graphs, and the host time each step costs beyond the
// GPU's kernels (scheduling, sampling, detokenising), each value with its source.
#include "core/model/scenario.h"

namespace rooflab {

struct EngineProfile {
    const char* id = "vllm";
    bool cudaGraphs = true;                  // decode steps replay a captured graph
    std::int64_t maxNumSeqs = 256;           // sequences decoding at once
    std::int64_t maxNumBatchedTokens = 8192; // tokens (decode + prompt chunks) of one step
    double hostStepS = 0;                    // scheduler, sampling, output processing per step (not hidden)
    const char* limitsSource = "";
    const char* hostSource = "";
};

// The engine's defaults on the scenario's GPU (vLLM and SGLang choose by the card's memory),
// with the serving block's own settings applied.
EngineProfile engineProfile(const Scenario& scenario);

// Kernel launch cost per kernel without CUDA graphs: the host's dispatch of one PyTorch op
// (assumed, docs/formulas.md "Serving: per-step overhead").
inline constexpr double kEagerLaunchS = 10e-6;

} // namespace rooflab
