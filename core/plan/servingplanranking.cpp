#include "core/plan/servingplanranking.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace rooflab {

namespace {

// 0.1 % buckets on a log scale: higher figures, higher buckets.
long long bucket(double value) {
    return value > 0 && std::isfinite(value) ? std::llround(std::log(value) * 1000.0) : -(1LL << 40);
}

auto simplicity(const ServingCandidate& c) {
    return std::make_tuple(c.shape.tp, c.shape.pp, c.shape.formatOrder, int(c.shape.weights), int(c.shape.kv));
}

// Smaller keys rank first.
auto orderKey(const ServingConfig& config, const ServingCandidate& c) {
    const bool rate = !config.closedLoop();
    const long long tokens = -bucket(servingTokensPerGpu(c));
    const long long headroom = -bucket(servingHeadroomPerGpu(c, config));
    const long long tpot = bucket(c.serving.tpotS);
    const long long miss = c.meets ? 0 : bucket(sloShortfall(config, c.serving));
    const long long gpus = c.gpus();
    const long long first = c.meets ? (rate ? gpus : tokens) : miss;
    const long long second = c.meets ? (rate ? tokens : gpus) : gpus;
    return std::make_tuple(!c.meets, first, second, rate ? headroom : 0LL, tpot, simplicity(c), c.replicas);
}

} // namespace

double servingTokensPerGpu(const ServingCandidate& c) {
    return c.serving.outputTokensPerSPerGpu;
}

double servingHeadroomPerGpu(const ServingCandidate& c, const ServingConfig& config) {
    return c.serving.saturationRequestsPerS * double(config.outputTokens) / std::max(1, c.gpus());
}

void rankServingCandidates(const ServingConfig& config, std::vector<ServingCandidate>& candidates) {
    std::sort(candidates.begin(), candidates.end(), [&](const ServingCandidate& a, const ServingCandidate& b) {
        return orderKey(config, a) < orderKey(config, b);
    });
}

} // namespace rooflab
