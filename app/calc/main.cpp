// rooflab-calc: the accounting core on the command line (no Qt).
//   rooflab-calc FILE|-   readable breakdown
//   rooflab-calc --json FILE|-   the full report as JSON
//   --measured RESULTS   step time with the efficiency measured on this GPU (rooflab-bench output)
//   --hf-config FILE     the model from a Hugging Face config.json (the scenario file is then optional)
// Exit status: 0 success, 2 invalid input (the message on stderr).
#include "core/base/fieldlimits.h"
#include "core/evaluate.h"
#include "core/io/hfconfig.h"
#include "core/io/reportio.h"
#include "core/io/scenarioio.h"
#include "core/steptime/measuredefficiency.h"
#include "rooflab_version.h"

#include <fstream>
#include <iostream>
#include <optional>
#include <string>

namespace {

constexpr const char* kUsage =
    "usage: rooflab-calc [--json] [--measured RESULTS] [--hf-config CONFIG] FILE\n"
    "       rooflab-calc [--json] --hf-config CONFIG\n"
    "  FILE   a RoofLab scenario (JSON, see docs/scenario-format.md); - reads standard input\n"
    "  --json print the full report as JSON instead of the readable breakdown\n"
    "  --measured RESULTS\n"
    "         GPU benchmark results (rooflab-bench --out, docs/results-format.md) measured on the\n"
    "         scenario's GPU: the step time uses their GEMM and bandwidth efficiencies\n"
    "  --hf-config CONFIG\n"
    "         a Hugging Face config.json: its model replaces the scenario's (model.hf_config);\n"
    "         without FILE the default scenario is used. What was read goes to stderr as notes\n"
    "  --version\n"
    "         print \"rooflab-calc VERSION\" and exit\n";

// Reads a whole file ("-": standard input), up to limits::maxFileBytes; false with the reason.
bool readFile(const std::string& path, std::string& text, std::string& problem) {
    std::ifstream opened;
    if (path != "-") {
        opened.open(path, std::ios::binary);
        if (!opened) {
            problem = "cannot open " + path;
            return false;
        }
    }
    std::istream& in = path == "-" ? std::cin : opened;
    text.clear();
    char chunk[1 << 16];
    while (in && text.size() <= std::size_t(rooflab::limits::maxFileBytes)) {
        in.read(chunk, sizeof chunk);
        text.append(chunk, std::size_t(in.gcount()));
    }
    if (text.size() > std::size_t(rooflab::limits::maxFileBytes)) {
        problem = (path == "-" ? std::string("standard input") : path) + ": more than the " +
                  std::to_string(rooflab::limits::maxFileBytes >> 20) + " MiB RoofLab reads";
        return false;
    }
    if (in.bad()) {
        problem = "cannot read " + path;
        return false;
    }
    return true;
}

// The scenario text with its model replaced by {"hf_config": <the config>, "name": <file name>},
// so that the config is read, and its errors named, exactly as in a scenario file. The notes
// of the reading go to stderr (stdout stays the report, JSON with --json).
bool withHfConfig(std::string& scenarioText, const std::string& configPath) {
    std::string configText, problem;
    if (!readFile(configPath, configText, problem)) {
        std::cerr << "rooflab-calc: " << problem << "\n";
        return false;
    }
    const nlohmann::json config = nlohmann::json::parse(configText, nullptr, false);
    if (config.is_discarded()) {
        std::cerr << "rooflab-calc: error: " << configPath << ": not valid JSON\n";
        return false;
    }
    nlohmann::json scenario = nlohmann::json::parse(scenarioText, nullptr, false);
    if (!scenario.is_object())
        return true; // parseScenario reports the broken scenario
    const std::size_t slash = configPath.find_last_of('/');
    scenario["model"] = {{"hf_config", config},
                         {"name", configPath.substr(slash == std::string::npos ? 0 : slash + 1)}};
    scenarioText = scenario.dump();
    const rooflab::HfConfigResult read = rooflab::readHfConfig(config);
    if (read.ok)
        for (const std::string& note : read.notes)
            std::cerr << "rooflab-calc: note: " << note << "\n";
    return true;
}

} // namespace

int main(int argc, char** argv) {
    bool asJson = false;
    std::string path, measuredPath, hfConfigPath;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--json") {
            asJson = true;
        } else if (arg == "--measured") {
            if (i + 1 >= argc) {
                std::cerr << "rooflab-calc: --measured needs a results file\n" << kUsage;
                return 2;
            }
            measuredPath = argv[++i];
        } else if (arg == "--hf-config") {
            if (i + 1 >= argc) {
                std::cerr << "rooflab-calc: --hf-config needs a config.json\n" << kUsage;
                return 2;
            }
            hfConfigPath = argv[++i];
        } else if (arg == "-h" || arg == "--help") {
            std::cout << kUsage;
            return 0;
        } else if (arg == "--version") {
            std::cout << "rooflab-calc " << ROOFLAB_VERSION << "\n";
            return 0;
        } else if (!arg.empty() && arg[0] == '-' && arg != "-") {
            std::cerr << "rooflab-calc: unknown option " << arg << "\n" << kUsage;
            return 2;
        } else if (path.empty()) {
            path = arg;
        } else {
            std::cerr << "rooflab-calc: more than one scenario file given (" << path << ", " << arg << ")\n";
            return 2;
        }
    }
    if (path.empty() && hfConfigPath.empty()) {
        std::cerr << kUsage;
        return 2;
    }

    std::string text = R"({"version": 1})", problem;
    if (!path.empty() && !readFile(path, text, problem)) {
        std::cerr << "rooflab-calc: " << problem << "\n";
        return 2;
    }
    if (!hfConfigPath.empty() && !withHfConfig(text, hfConfigPath))
        return 2;

    const rooflab::ScenarioParseResult parsed = rooflab::parseScenario(text);
    for (const auto& warning : parsed.warnings)
        std::cerr << "rooflab-calc: warning: " << warning << "\n";
    if (!parsed.ok) {
        for (const auto& error : parsed.errors)
            std::cerr << "rooflab-calc: error: " << error << "\n";
        return 2;
    }
    std::optional<rooflab::StepEfficiency> efficiency;
    if (!measuredPath.empty()) {
        std::string resultsText, error;
        rooflab::BenchResults run;
        if (!readFile(measuredPath, resultsText, problem)) {
            std::cerr << "rooflab-calc: " << problem << "\n";
            return 2;
        }
        if (!rooflab::parseBenchResults(resultsText, run, error)) {
            std::cerr << "rooflab-calc: error: " << measuredPath << ": " << error << "\n";
            return 2;
        }
        if (rooflab::runForScenario({&run}, parsed.scenario))
            efficiency = rooflab::measuredEfficiency(parsed.scenario, &run);
        else
            std::cerr << "rooflab-calc: warning: " << measuredPath << " was measured on "
                      << (run.device.name.empty() ? std::string("an unnamed device") : run.device.name) << " ("
                      << (run.device.gpuId.empty() ? std::string("not in the GPU database") : run.device.gpuId)
                      << "), not on the scenario's " << parsed.scenario.gpu.id
                      << " (or has no GEMM of its compute dtype): the published efficiencies are used\n";
    }
    const rooflab::Report report = rooflab::evaluate(parsed.scenario, nullptr, efficiency ? &*efficiency : nullptr);
    std::cout << (asJson ? rooflab::reportToJson(parsed.scenario, report)
                         : rooflab::reportToText(parsed.scenario, report));
    return 0;
}
