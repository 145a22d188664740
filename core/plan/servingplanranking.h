#pragma once
// The serving planner's order (docs/formulas.md, "Serving layouts"). Layouts that meet the SLOs
// first. At a request rate: the fewest GPUs, then the most output tokens/s per GPU, then the
// most a GPU could complete before saturating (headroom), then the lower TPOT. At a
// concurrency: the most output tokens/s per GPU, then the fewest GPUs, then the lower TPOT.
// Layouts that miss: the nearest to the SLOs first. Last, fewer mechanisms (smaller tp, fewer
// stages, the scenario's own formats). Figures within 0.1 % count as equal, in fixed buckets, so
// the order is total and the same whatever the platform's rounding.
#include "core/plan/servingplansearch.h"

#include <vector>

namespace rooflab {

void rankServingCandidates(const ServingConfig& config, std::vector<ServingCandidate>& candidates);

// Output tokens per second per GPU at the rate, and at saturation (the most a GPU completes).
double servingTokensPerGpu(const ServingCandidate& candidate);
double servingHeadroomPerGpu(const ServingCandidate& candidate, const ServingConfig& config);

} // namespace rooflab
