// Fuzz target: a scenario file as the window, rooflab-calc and the headless export read it.
// Every input must parse to a scenario or to messages naming the problem (never an exception,
// a crash or an abort); an accepted scenario must evaluate to a report without a negative or
// non-finite figure, and save and reopen to the same report (tests/fuzz/fuzzcheck.h).
#include "tests/fuzz/fuzzcheck.h"

#include "core/io/scenarioio.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace rooflab;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const ScenarioParseResult parsed = parseScenario(text);
    // A dialog shows them: at most 12 and a count (core/base/jsonreader.h limitProblems).
    fuzz::require(parsed.errors.size() <= 13 && parsed.warnings.size() <= 13,
                  "more problems listed than a dialog can show");
    for (const std::string& warning : parsed.warnings)
        fuzz::require(!warning.empty() && warning.size() < 2000, "a warning is empty or unbounded", warning);
    if (!parsed.ok) {
        fuzz::require(!parsed.errors.empty(), "a refused scenario gives no reason");
        for (const std::string& error : parsed.errors)
            fuzz::require(!error.empty() && error.size() < 2000, "an error message is empty or unbounded", error);
        return 0;
    }
    fuzz::requireSaneEvaluation(parsed.scenario);
    return 0;
}
