#include "core/plan/layoutwhy.h"

#include "core/base/translatable.h"
#include "core/plan/layout.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <utility>

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
             {ROOFLAB_TR_NOOP("rooflab::Messages", "exposed context-parallel communication"), s.exposedCommS.cp},
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

// "full recompute", "block recompute of 3 layers a chunk".
std::string recomputeText(const Layout& l) {
    static const char* const kRecompute[] = {"no recompute",           "selective recompute", "selective+mlp recompute",
                                             "op-selective recompute", "block recompute",     "full recompute"};
    std::string text = kRecompute[int(l.recompute)];
    if (l.recompute == Recompute::Block)
        text +=
            " of " + std::to_string(l.recomputeLayers) + (l.recomputeLayers == 1 ? " layer" : " layers") + " a chunk";
    return text;
}

// The fields in which two layouts differ, each side written as "tp 4, mb 16, full recompute"
// (the data-parallel size and the accumulation follow from the others and are left out).
std::pair<std::string, std::string> differences(const Layout& mine, const Layout& best, std::int64_t layers) {
    std::string a, b;
    const auto add = [&a, &b](bool differ, const std::string& x, const std::string& y) {
        if (!differ)
            return;
        a += (a.empty() ? "" : ", ") + x;
        b += (b.empty() ? "" : ", ") + y;
    };
    const auto field = [&add](const char* name, std::int64_t x, std::int64_t y) {
        add(x != y, std::string(name) + " " + std::to_string(x), std::string(name) + " " + std::to_string(y));
    };
    field("GPUs", mine.gpus, best.gpus);
    field("tp", mine.tp, best.tp);
    field("pp", mine.pp, best.pp);
    field("v", mine.vp, best.vp);
    field("cp", mine.cp, best.cp);
    add(mine.contextComm != best.contextComm && mine.cp > 1 && best.cp > 1, "cp " + contextCommWord(mine.contextComm),
        "cp " + contextCommWord(best.contextComm));
    field("ep", mine.ep, best.ep);
    field("etp", mine.etp, best.etp);
    field("mb", mine.microBatch, best.microBatch);
    add(mine.recompute != best.recompute || mine.recomputeLayers != best.recomputeLayers, recomputeText(mine),
        recomputeText(best));
    field("ZeRO", mine.zero, best.zero);
    const auto onOff = [](const char* name, bool on) { return std::string(name) + (on ? " on" : " off"); };
    add(mine.sequenceParallel != best.sequenceParallel, onOff("sp", mine.sequenceParallel),
        onOff("sp", best.sequenceParallel));
    add(mine.tpCommOverlap != best.tpCommOverlap, onOff("tp overlap", mine.tpCommOverlap),
        onOff("tp overlap", best.tpCommOverlap));
    add(mine.offloadOptimizer != best.offloadOptimizer, onOff("offload", mine.offloadOptimizer),
        onOff("offload", best.offloadOptimizer));
    add(mine.split != best.split, "split " + describeSplit(mine, layers), "split " + describeSplit(best, layers));
    return {a, b};
}

// " (tp 4, mb 16 where the best has tp 2, mb 2)": what the reader would change.
std::string comparedWithBest(const Scenario& best, const Scenario& layout) {
    const auto [mine, theirs] = differences(layoutOf(layout), layoutOf(best), best.model.arch.layers);
    if (mine.empty())
        return {};
    return " (" + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1 where the best has %2"), {mine, theirs}) + ")";
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
    // Ranked by time or cost over a GPU range, a layout on another count can lose with no part
    // of its step larger in GPU-seconds: the count itself is the reason, not a tie.
    if (shortfall >= 5e-4 && delta <= 0 && layout.parallel.gpus != best.parallel.gpus)
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1: the GPU count, no part of the step larger"),
                           {percent(shortfall)}) +
               comparedWithBest(best, layout);
    if (shortfall < 5e-4 || delta <= 0)
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1: ties the best"), {percent(shortfall)}) +
               comparedWithBest(best, layout);
    return percent(shortfall) + ": " + coreMessage(parts[grew].name) + " " + seconds(delta) +
           comparedWithBest(best, layout);
}

} // namespace rooflab
