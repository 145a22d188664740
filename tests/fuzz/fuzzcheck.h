#pragma once
// What every fuzz target asserts beyond "no crash": the properties a user relies on. A broken
// property prints what broke and aborts, which libFuzzer reports as a crash (with the input
// saved) and the corpus replay (replaymain.cpp) as a failed test.
#include "core/model/report.h"
#include "core/model/scenario.h"

#include <string>
#include <string_view>

namespace rooflab::fuzz {

[[noreturn]] void fail(std::string_view what, std::string_view detail = {});

inline void require(bool condition, std::string_view what, std::string_view detail = {}) {
    if (!condition)
        fail(what, detail);
}

// A report as the user sees it (rooflab-calc --json): every number finite (nlohmann writes NaN
// and infinity as null, so no null) and none negative, except memory.free, memory.margin and
// memory.band.room (over capacity).
void requireSaneReportJson(const std::string& json);

// Any other JSON RoofLab writes (the plan): valid, and every number finite (no null), a Hugging
// Face config echoed as given aside.
void requireFiniteJson(const std::string& json);

// Evaluates a valid scenario through every front end's path (report JSON and text, the step
// timeline, the traced evaluation the Explain popups use) and checks each. With `reopen`, also
// saves it and reopens it: what RoofLab accepts it must save and reopen to the same report.
void requireSaneEvaluation(const Scenario& scenario, bool reopen = true);

} // namespace rooflab::fuzz
