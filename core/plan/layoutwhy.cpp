#include "core/plan/layoutwhy.h"

#include "core/base/translatable.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace rooflab {

namespace {

struct StepPart {
    const char* name;
    double seconds;
};

// The step's parts as the step-time pop-up lists them; recomputation is the compute's share
// of hardware FLOPs beyond the model's.
std::array<StepPart, 12> stepParts(const Scenario& sc, const StepTimeReport& s) {
    const double recompute = s.hardwareFlops > 0 ? s.computeS * (1.0 - s.modelFlops / s.hardwareFlops) : 0.0;
    const char* dp = sc.parallel.zeroStage >= 1
                         ? ROOFLAB_TR_NOOP("rooflab::Messages", "exposed data-parallel reduce-scatter")
                         : ROOFLAB_TR_NOOP("rooflab::Messages", "exposed data-parallel all-reduce");
    return {{{ROOFLAB_TR_NOOP("rooflab::Messages", "compute"), s.computeS - recompute},
             {ROOFLAB_TR_NOOP("rooflab::Messages", "recomputation"), recompute},
             {dp, s.exposedCommS.dp},
             {ROOFLAB_TR_NOOP("rooflab::Messages", "exposed ZeRO all-gathers"), s.exposedCommS.zero},
             {ROOFLAB_TR_NOOP("rooflab::Messages", "exposed tensor-parallel communication"), s.exposedCommS.tp},
             {ROOFLAB_TR_NOOP("rooflab::Messages", "exposed pipeline send/receive"), s.exposedCommS.pp},
             {ROOFLAB_TR_NOOP("rooflab::Messages", "exposed expert all-to-all"), s.exposedCommS.ep},
             {ROOFLAB_TR_NOOP("rooflab::Messages", "exposed context-parallel ring"), s.exposedCommS.cp},
             {ROOFLAB_TR_NOOP("rooflab::Messages", "pipeline bubble"), s.bubbleS},
             {ROOFLAB_TR_NOOP("rooflab::Messages", "optimizer step"), s.optimizerS},
             {ROOFLAB_TR_NOOP("rooflab::Messages", "exposed offload copies"), s.offloadS},
             {ROOFLAB_TR_NOOP("rooflab::Messages", "compute slowed by overlapped communication"), s.interferenceS}}};
}

std::string seconds(double s) {
    char text[32];
    if (std::fabs(s) >= 0.1)
        std::snprintf(text, sizeof text, "%+.2f s", s);
    else
        std::snprintf(text, sizeof text, "%+.1f ms", s * 1e3);
    return text;
}

std::string percent(double shortfall) {
    char text[32];
    // A shortfall that rounds away is "0.0 %", not "-0.0 %".
    const double percentShort = shortfall * 100.0 < 0.05 ? 0.0 : -shortfall * 100.0;
    std::snprintf(text, sizeof text, "%.*f %%", std::fabs(shortfall) < 0.1 ? 1 : 0, percentShort);
    return text;
}

} // namespace

std::string layoutWhy(const Scenario& best, const Report& bestReport, const Scenario& layout,
                      const Report& layoutReport, double shortfall) {
    if (&best == &layout)
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "best"));
    const auto bestParts = stepParts(best, bestReport.step);
    auto parts = stepParts(layout, layoutReport.step);
    // On another GPU count: the parts as GPU-seconds per step at the best's count (the global
    // batch is the same), so that a slower step on fewer GPUs is not read as a loss.
    const double gpus = double(layout.parallel.gpus) / double(std::max(1, best.parallel.gpus));
    for (StepPart& part : parts)
        part.seconds *= gpus;
    std::size_t grew = 0;
    for (std::size_t i = 1; i < parts.size(); ++i)
        if (parts[i].seconds - bestParts[i].seconds > parts[grew].seconds - bestParts[grew].seconds)
            grew = i;
    const double delta = parts[grew].seconds - bestParts[grew].seconds;
    if (shortfall < 5e-4 || delta <= 0)
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1: ties the best"), {percent(shortfall)});
    return percent(shortfall) + ": " + coreMessage(parts[grew].name) + " " + seconds(delta);
}

} // namespace rooflab
