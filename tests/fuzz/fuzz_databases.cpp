// Fuzz target: the files a user loads into the databases: a GPU database (gpus.json layout), a
// model database (models.json layout) and a Hugging Face config.json. The first byte picks the
// reader, the rest is the file. Every input is refused with a message naming the problem or
// accepted; what is accepted is put into a scenario, which must evaluate without a negative or
// non-finite figure when it validates.
#include "tests/fuzz/fuzzcheck.h"

#include "core/evaluate.h"
#include "core/io/hardwaredb.h"
#include "core/io/hfconfig.h"
#include "core/io/modeldb.h"
#include "core/io/scenarioio.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

using namespace rooflab;

// At most this many entries of a database are evaluated: each evaluation is the slow part.
constexpr std::size_t kEvaluatedEntries = 2;

void requireMessage(const std::string& error, std::string_view what) {
    fuzz::require(!error.empty() && error.size() < 2000, what, error);
}

void evaluateWithModel(const Architecture& arch) {
    Scenario scenario = defaultScenario();
    scenario.model = ModelSpec::fromArchitecture(arch);
    if (validateScenario(scenario).empty())
        fuzz::requireSaneEvaluation(scenario);
}

void gpuDatabase(std::string_view text) {
    HardwareDb db;
    std::string error;
    if (!HardwareDb::parse(text, db, error))
        return requireMessage(error, "a refused GPU database gives no or an unbounded reason");
    for (std::size_t i = 0; i < std::min(db.gpus().size(), kEvaluatedEntries); ++i) {
        Scenario scenario = defaultScenario();
        scenario.gpu = db.gpus()[i];
        // A GPU of a loaded database is saved by its id, which only that database knows.
        if (validateScenario(scenario).empty())
            fuzz::requireSaneEvaluation(scenario, false);
    }
}

void modelDatabase(std::string_view text) {
    ModelDb db;
    std::string error;
    if (!ModelDb::parse(text, db, error))
        return requireMessage(error, "a refused model database gives no or an unbounded reason");
    for (std::size_t i = 0; i < std::min(db.presets().size(), kEvaluatedEntries); ++i)
        evaluateWithModel(db.presets()[i].arch);
}

void hfConfig(std::string_view text) {
    std::string problem;
    const nlohmann::json config = parseHfConfigText(text, &problem);
    if (config.is_discarded())
        return requireMessage(problem, "a refused config.json gives no or an unbounded reason");
    const HfConfigResult read = readHfConfig(config);
    if (!read.ok) {
        fuzz::require(!read.errors.empty(), "a refused Hugging Face config gives no reason");
        return;
    }
    // As the window and rooflab-calc --hf-config take it: the config kept for saving.
    Scenario scenario = defaultScenario();
    scenario.model = ModelSpec::fromHfConfig(read.arch, config.dump());
    if (validateScenario(scenario).empty())
        fuzz::requireSaneEvaluation(scenario);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0)
        return 0;
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    switch (data[0] % 3) {
    case 0:
        gpuDatabase(text);
        break;
    case 1:
        modelDatabase(text);
        break;
    default:
        hfConfig(text);
        break;
    }
    return 0;
}
