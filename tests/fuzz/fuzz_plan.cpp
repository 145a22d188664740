// Fuzz target: a scenario's plan block as `rooflab-calc --plan` and the window's Plan tab read it
// (issue 46, item 7). An accepted scenario is planned on one thread, cancelled after a few
// seconds as the Cancel button would: the planner must answer with a bounded reason or with
// ranked layouts, each of which, evaluated alone, gives the very report the plan shows, and a
// plan JSON without a non-finite figure; a cancelled search must stop promptly.
#include "tests/fuzz/fuzzcheck.h"

#include "core/evaluate.h"
#include "core/io/reportio.h"
#include "core/io/scenarioio.h"
#include "core/plan/planner.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace {

using namespace rooflab;
using Clock = std::chrono::steady_clock;

// Long enough for a search of a few hundred GPUs under the sanitizers, short enough for many
// inputs a minute. The cancelled search then has this much longer to return: generous, since
// the sanitizers at -O0 on a loaded machine run it tens of times slower than a user's build;
// tst_planner holds the 100 ms a user's build must keep.
constexpr auto kCancelAfter = std::chrono::seconds(4);
constexpr auto kReturnWithin = std::chrono::seconds(10);

// Presses Cancel after kCancelAfter unless the search is over first.
class CancelButton {
public:
    CancelButton()
        : m_thread([this] {
            std::unique_lock lock(m_mutex);
            if (!m_done.wait_for(lock, kCancelAfter, [this] { return m_finished; })) {
                m_pressedAt = Clock::now();
                m_cancel.store(true);
            }
        }) {}
    ~CancelButton() {
        {
            std::lock_guard lock(m_mutex);
            m_finished = true;
        }
        m_done.notify_all();
        m_thread.join();
    }
    const std::atomic<bool>* flag() const { return &m_cancel; }
    bool pressed() const { return m_cancel.load(); }
    Clock::time_point pressedAt() const { return m_pressedAt; }

private:
    std::atomic<bool> m_cancel{false};
    std::mutex m_mutex;
    std::condition_variable m_done;
    bool m_finished = false;
    Clock::time_point m_pressedAt;
    std::thread m_thread;
};

void requireBoundedMessages(const std::vector<std::string>& messages, std::string_view what) {
    for (const std::string& message : messages)
        fuzz::require(!message.empty() && message.size() < 2000, what, message);
}

// The top layouts, ranked 1, 2, 3..., and with plan.gpus a range also the best of each GPU count
// further down the ranking (core/plan/planner.cpp, pickedLayouts).
void requireLayoutsStandAlone(const PlanResult& result, int top) {
    fuzz::require(result.feasible <= result.candidates || result.serving, "more feasible layouts than candidates");
    std::vector<int> gpuCounts;
    int rank = 0, group = 0;
    for (std::size_t i = 0; i < result.layouts.size(); ++i) {
        const PlannedLayout& layout = result.layouts[i];
        fuzz::require(i >= std::size_t(top) ? layout.rank > rank : layout.rank == int(i) + 1,
                      "layouts not ranked 1, 2, 3... (the best of each GPU count below)");
        fuzz::require(layout.group >= group, "near-tie groups out of order");
        const int gpus = layout.scenario.parallel.gpus;
        const bool newCount = std::find(gpuCounts.begin(), gpuCounts.end(), gpus) == gpuCounts.end();
        fuzz::require(i < std::size_t(top) || newCount, "more layouts than asked for");
        if (newCount)
            gpuCounts.push_back(gpus);
        rank = layout.rank;
        group = layout.group;
        fuzz::require(validateScenario(layout.scenario).empty(), "a planned layout's scenario does not validate",
                      serializeScenario(layout.scenario));
        const std::string shown = reportToJson(layout.scenario, layout.report);
        fuzz::requireSaneReportJson(shown);
        // The contract of issue 46: each layout's scenario, evaluated alone, gives the figures
        // the plan printed.
        fuzz::require(reportToJson(layout.scenario, evaluate(layout.scenario)) == shown,
                      "a planned layout evaluated alone gives another report", serializeScenario(layout.scenario));
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const ScenarioParseResult parsed = parseScenario(text);
    if (!parsed.ok)
        return 0; // fuzz_scenario checks the refusals

    PlanOptions options;
    options.top = 3;
    options.threads = 1;
    PlanResult result;
    Clock::time_point returned;
    bool cancelled = false;
    Clock::time_point pressedAt;
    {
        CancelButton cancel;
        options.cancel = cancel.flag();
        result = planLayouts(parsed.scenario, options);
        returned = Clock::now();
        cancelled = cancel.pressed();
        if (cancelled) // written before the flag, so read only after it (no race with the watchdog)
            pressedAt = cancel.pressedAt();
    }
    if (cancelled)
        fuzz::require(returned - pressedAt < kReturnWithin, "the search did not stop when cancelled",
                      std::string(text.substr(0, 2000)));

    requireBoundedMessages(result.errors, "a planner error is empty or unbounded");
    requireBoundedMessages(result.notes, "a planner note is empty or unbounded");
    fuzz::require(std::isfinite(result.elapsedS) && result.elapsedS >= 0, "the search time is not a time");
    if (!result.ok && !result.cancelled) {
        fuzz::require(!result.errors.empty(), "no plan and no reason given");
        fuzz::require(result.layouts.empty(), "a refused plan lists layouts");
        return 0;
    }
    // A cancelled search shows the layouts it had ranked so far: they must hold as well.
    requireLayoutsStandAlone(result, options.top);
    fuzz::requireFiniteJson(planToJson(result));
    return 0;
}
