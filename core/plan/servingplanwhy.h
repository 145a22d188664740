#pragma once
// One line on each serving layout (docs/formulas.md, "Serving layouts"): what the best does,
// what a layout with more GPUs misses with one replica fewer, where a layout on as many GPUs
// loses throughput or headroom against the best (the decode step's part that grew), and which
// SLO a layout that never meets misses.
#include "core/plan/servingplansearch.h"

#include <optional>
#include <string>

namespace rooflab {

std::string servingWhy(const ServingConfig& config, const ServingCandidate& best, const ServingCandidate& layout);

// The best at a rate: why no fewer GPUs do. `nearestBelow` is the layout on fewer GPUs nearest
// to the SLOs (none: no layout on fewer GPUs fits).
std::string servingFewestWhy(const ServingConfig& config, const std::optional<ServingCandidate>& nearestBelow);

// "TPOT 41 ms > SLO 30 ms; saturates: 10 req/s arrive, at most 8.2 complete": what misses.
std::string servingMisses(const ServingConfig& config, const ServingReport& serving);

// When no layout meets the SLOs: what the best reaches and which SLO binds.
std::string servingBestReaches(const ServingConfig& config, const ServingCandidate& best);

} // namespace rooflab
