// Fuzz target: a Hugging Face config.json as rooflab-calc --hf-config, the window's import and a
// scenario's model.hf_config read it. Every input is refused with a bounded message or read; a
// read config, put into a scenario, must evaluate without a negative or non-finite figure and save
// and reopen to the same report. Deep nesting and long strings are the shapes issue 51 found by
// hand (a 70,000-deep array under an unread key crashed the copy and dump()); hfconfig.dict seeds
// them.
#include "tests/fuzz/fuzzcheck.h"

#include "core/io/hfconfig.h"
#include "core/io/scenarioio.h"
#include "core/model/scenariovalidation.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

using namespace rooflab;

void requireBounded(const std::vector<std::string>& messages, std::string_view what) {
    for (const std::string& message : messages)
        fuzz::require(!message.empty() && message.size() < 2000, what, message);
}

// The config alone, as --hf-config and File > Import read it.
void readAlone(std::string_view text) {
    std::string problem;
    const nlohmann::json config = parseHfConfigText(text, &problem);
    if (config.is_discarded()) {
        fuzz::require(!problem.empty() && problem.size() < 2000,
                      "a refused config.json gives no or an unbounded reason", problem);
        return;
    }
    const HfConfigResult read = readHfConfig(config);
    requireBounded(read.notes, "a note is empty or unbounded");
    if (!read.ok) {
        fuzz::require(!read.errors.empty(), "a refused Hugging Face config gives no reason");
        requireBounded(read.errors, "an error message is empty or unbounded");
        return;
    }
    Scenario scenario = defaultScenario();
    scenario.model = ModelSpec::fromHfConfig(read.arch, config.dump());
    if (validateScenario(scenario).empty())
        fuzz::requireSaneEvaluation(scenario);
}

// The same text inside a scenario (model.hf_config), as a saved scenario holds it.
void readInScenario(std::string_view text) {
    const std::string scenario = R"({"version": 1, "model": {"hf_config": )" + std::string(text) + "}}";
    const ScenarioParseResult parsed = parseScenario(scenario);
    requireBounded(parsed.warnings, "a warning is empty or unbounded");
    if (!parsed.ok) {
        fuzz::require(!parsed.errors.empty(), "a refused scenario gives no reason");
        requireBounded(parsed.errors, "an error message is empty or unbounded");
        return;
    }
    fuzz::requireSaneEvaluation(parsed.scenario);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    readAlone(text);
    readInScenario(text);
    return 0;
}
