#include "core/plan/servingplanwhy.h"

#include "core/base/translatable.h"
#include "core/plan/servingplanranking.h"

#include <array>
#include <cmath>
#include <cstdio>

namespace rooflab {

namespace {

// "41 ms", "2.4 s".
std::string latency(double s) {
    char text[32];
    if (s >= 1.0)
        std::snprintf(text, sizeof text, "%.3g s", s);
    else
        std::snprintf(text, sizeof text, "%.3g ms", s * 1e3);
    return text;
}

std::string rate(double perS) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", perS);
    return text;
}

std::string percentShort(double shortfall) {
    char text[32];
    std::snprintf(text, sizeof text, "-%.*f %%", shortfall < 0.1 ? 1 : 0, shortfall * 100.0);
    return text;
}

std::string joined(const std::vector<std::string>& parts) {
    std::string text;
    for (const std::string& part : parts)
        text += (text.empty() ? "" : "; ") + part;
    return text;
}

// The decode step's part that grew most against the best, or empty.
std::string partThatGrew(const ServingCandidate& best, const ServingCandidate& c) {
    if (c.shape.pp > best.shape.pp)
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "each token crosses %1 pipeline stages, not %2"),
                           {messageArgument(c.shape.pp), messageArgument(best.shape.pp)});
    const ServingReport &b = best.serving, &s = c.serving;
    const std::array<double, 3> grew{s.stepOverheadS - b.stepOverheadS, s.decodeMemoryS - b.decodeMemoryS,
                                     s.decodeComputeS - b.decodeComputeS};
    std::size_t most = 0;
    for (std::size_t i = 1; i < grew.size(); ++i)
        if (grew[i] > grew[most])
            most = i;
    if (!(grew[most] > 0))
        return {};
    char delta[32];
    std::snprintf(delta, sizeof delta, "+%.3g ms", grew[most] * 1e3);
    if (most == 0)
        return coreMessage(c.shape.tp > 1
                               ? ROOFLAB_TR_NOOP("rooflab::Messages", "per-step overhead %1 (TP all-reduces per layer)")
                               : ROOFLAB_TR_NOOP("rooflab::Messages", "per-step overhead %1 (launches, host time)"),
                           {delta});
    if (most == 1)
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "weights and KV cache read %1 per step"), {delta});
    return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "compute %1 per step"), {delta});
}

// A layout on as many GPUs (rate) or any layout (concurrency) that meets, against the best.
std::string lostAgainst(const ServingConfig& config, const ServingCandidate& best, const ServingCandidate& c) {
    const bool atRate = !config.closedLoop();
    const double ours = atRate ? servingHeadroomPerGpu(c, config) : servingTokensPerGpu(c);
    const double theirs = atRate ? servingHeadroomPerGpu(best, config) : servingTokensPerGpu(best);
    const double shortfall = theirs > 0 ? 1.0 - ours / theirs : 0.0;
    if (shortfall < 5e-4)
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "ties the best"));
    std::string part = partThatGrew(best, c);
    if (part.empty())
        part = coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1 sequences decoding per replica, the best %2"),
                           {messageArgument(std::round(c.serving.runningPerReplica)),
                            messageArgument(std::round(best.serving.runningPerReplica))});
    if (atRate)
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1 headroom (saturates at %2 requests/s): %3"),
                           {percentShort(shortfall), rate(c.serving.saturationRequestsPerS), part});
    return percentShort(shortfall) + ": " + part;
}

// What one replica fewer misses: the reason this layout needs its GPUs.
std::string fewerMisses(const ServingConfig& config, const ServingCandidate& c) {
    if (!c.oneFewer)
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "one replica takes %1 GPUs"),
                           {messageArgument(c.shape.gpusPerReplica())});
    return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "with %1 GPUs: %2"),
                       {messageArgument(c.gpus() - c.shape.gpusPerReplica()), servingMisses(config, *c.oneFewer)});
}

} // namespace

std::string servingMisses(const ServingConfig& config, const ServingReport& s) {
    if (!s.fits)
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "does not fit: no room for one request's KV cache"));
    std::vector<std::string> misses;
    if (config.ttftSlo && s.ttftS > *config.ttftSlo)
        misses.push_back(coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "TTFT %1 > SLO %2"),
                                     {latency(s.ttftS), latency(*config.ttftSlo)}));
    if (config.tpotSlo && s.tpotS > *config.tpotSlo)
        misses.push_back(coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "TPOT %1 > SLO %2"),
                                     {latency(s.tpotS), latency(*config.tpotSlo)}));
    if (s.saturated)
        misses.push_back(
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "saturates: %1 requests/s arrive, at most %2 complete"),
                        {rate(config.requestRate), rate(s.saturationRequestsPerS)}));
    return joined(misses);
}

std::string servingWhy(const ServingConfig& config, const ServingCandidate& best, const ServingCandidate& c) {
    if (!c.meets)
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1 (at %2 GPUs, the most searched)"),
                           {servingMisses(config, c.serving), messageArgument(c.gpus())});
    if (&best == &c)
        return coreMessage(
            config.closedLoop()
                ? ROOFLAB_TR_NOOP("rooflab::Messages", "most output tokens/s per GPU meeting the SLOs; %1")
                : ROOFLAB_TR_NOOP("rooflab::Messages", "fewest GPUs meeting the SLOs; %1"),
            {fewerMisses(config, c)});
    if (!config.closedLoop() && c.gpus() > best.gpus())
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "+%1 GPUs: %2"),
                           {messageArgument(c.gpus() - best.gpus()), fewerMisses(config, c)});
    return lostAgainst(config, best, c);
}

std::string servingFewestWhy(const ServingConfig& config, const std::optional<ServingCandidate>& nearestBelow) {
    if (!nearestBelow)
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                           "fewest GPUs meeting the SLOs; on fewer, no layout holds the weights and "
                                           "one request's KV cache"));
    const ServingCandidate& n = *nearestBelow;
    return coreMessage(
        ROOFLAB_TR_NOOP("rooflab::Messages", "fewest GPUs meeting the SLOs; the nearest on fewer, %1, misses: %2"),
        {describeServingShape(n.shape, n.replicas), servingMisses(config, n.serving)});
}

std::string servingBestReaches(const ServingConfig& config, const ServingCandidate& best) {
    std::string binding;
    sloShortfall(config, best.serving, &binding);
    const std::string slo = binding == "ttft"   ? std::string("TTFT")
                            : binding == "tpot" ? std::string("TPOT")
                                                : coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "the request rate"));
    return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                       "no layout meets the SLOs: the nearest, on %1 GPUs, reaches TTFT %2 and "
                                       "TPOT %3 at %4 requests/s; %5 binds (%6)"),
                       {messageArgument(best.gpus()), latency(best.serving.ttftS), latency(best.serving.tpotS),
                        rate(best.serving.requestsPerS), slo, servingMisses(config, best.serving)});
}

} // namespace rooflab
