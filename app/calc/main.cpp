// rooflab-calc: the accounting core on the command line (no Qt).
//   rooflab-calc FILE|-   readable breakdown
//   rooflab-calc --json FILE|-   the full report as JSON
//   --measured RESULTS   step time (and serving) with the efficiency measured on this GPU (rooflab-bench output)
//   --hf-config FILE     the model from a Hugging Face config.json (the scenario file is then optional)
//   --plan [--top N]     the layout search over the scenario's plan block (core/plan/planner.h)
//   --hf-model ORG/NAME  the same config.json by the model's name, from the Hugging Face cache or the Hub
// Exit status: 0 success, 2 invalid input, 1 the report could not be written (the message on stderr).
#include "core/base/fieldlimits.h"
#include "core/base/jsondepth.h"
#include "core/evaluate.h"
#include "core/io/hfconfig.h"
#include "core/io/reportio.h"
#include "core/io/scenarioio.h"
#include "core/serving/servingcalibration.h"
#include "core/steptime/measuredefficiency.h"
#include "hfmodel.h"
#include "plancommand.h"
#include "rooflab_version.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>

namespace {

constexpr const char* kUsage =
    "usage: rooflab-calc [--json] [--measured RESULTS] [--hf-config CONFIG] FILE\n"
    "       rooflab-calc --plan [--top N] [--json] [--measured RESULTS] FILE\n"
    "       rooflab-calc [--json] --hf-config CONFIG\n"
    "       rooflab-calc [--json] --hf-model ORG/NAME[@REVISION] [FILE]\n"
    "  FILE   a RoofLab scenario (JSON, see docs/scenario-format.md); - reads standard input\n"
    "  --json print the full report as JSON instead of the readable breakdown\n"
    "  --measured RESULTS\n"
    "         GPU benchmark results (rooflab-bench --out, docs/results-format.md) measured on the\n"
    "         scenario's GPU: the step time uses their GEMM and bandwidth efficiencies, the serving\n"
    "         figures their decode probes (rooflab-bench's decode sweep)\n"
    "  --hf-config CONFIG\n"
    "         a Hugging Face config.json: its model replaces the scenario's (model.hf_config);\n"
    "         without FILE the default scenario is used. What was read goes to stderr as notes\n"
    "  --plan [--top N]\n"
    "         search every parallel layout the scenario's plan block allows (plan.global_batch,\n"
    "         docs/scenario-format.md) and print the best N (default 20) ranked, with why each lost;\n"
    "         --json prints them as JSON. Exit status 1 when no layout fits. With a serving block:\n"
    "         the fewest GPUs (tp, pp, replicas) meeting serving.ttft_s and tpot_s at the rate;\n"
    "         exit status 1 when no layout meets them\n"
    "  --hf-model ORG/NAME[@REVISION]\n"
    "         as --hf-config, with the model's config.json from the Hugging Face cache (HF_HUB_CACHE,\n"
    "         HF_HOME; ~/.cache/huggingface/hub), downloaded into it from HF_ENDPOINT (huggingface.co)\n"
    "         when absent, with HF_TOKEN for gated models; HF_HUB_OFFLINE=1 never downloads\n"
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
// of the reading go to stderr (stdout stays the report, JSON with --json). `modelName` (the
// Hub's name, --hf-model) replaces the file name, which in the Hub's cache is config.json.
bool withHfConfig(std::string& scenarioText, const std::string& configPath, const std::string& modelName = {}) {
    std::string configText, problem;
    if (!readFile(configPath, configText, problem)) {
        std::cerr << "rooflab-calc: " << problem << "\n";
        return false;
    }
    const nlohmann::json config = rooflab::parseHfConfigText(configText, &problem);
    if (config.is_discarded()) {
        std::cerr << "rooflab-calc: error: " << configPath << ": " << problem << "\n";
        return false;
    }
    if (!rooflab::jsonDepthProblem(scenarioText, rooflab::limits::jsonDepth).empty())
        return true; // parseScenario reports the deep scenario; no copy of it here
    nlohmann::json scenario = nlohmann::json::parse(scenarioText, nullptr, false);
    if (!scenario.is_object())
        return true; // parseScenario reports the broken scenario
    const std::size_t slash = configPath.find_last_of('/');
    scenario["model"] = {
        {"hf_config", config},
        {"name", modelName.empty() ? configPath.substr(slash == std::string::npos ? 0 : slash + 1) : modelName}};
    scenarioText = scenario.dump();
    const rooflab::HfConfigResult read = rooflab::readHfConfig(config);
    if (read.ok)
        for (const std::string& note : read.notes)
            std::cerr << "rooflab-calc: note: " << note << "\n";
    return true;
}

// --top N: a whole number of layouts, 1 to 10,000.
bool parseTop(const std::string& text, int& top) {
    if (text.empty() || text.size() > 5 || text.find_first_not_of("0123456789") != std::string::npos)
        return false;
    top = std::stoi(text);
    return top >= 1 && top <= 10000;
}

// An error about the --hf-config file named by that file and the config's own key
// ("config.json: num_attention_heads: ...") rather than where rooflab-calc put it.
std::string inUserTerms(const std::string& error, const std::string& configPath) {
    const std::string prefix = "model.hf_config";
    if (configPath.empty() || error.compare(0, prefix.size(), prefix) != 0)
        return error;
    const std::string rest = error.substr(prefix.size());
    return configPath + (rest.starts_with(".") ? ": " + rest.substr(1) : rest);
}

} // namespace

int main(int argc, char** argv) {
#ifdef SIGXFSZ
    std::signal(SIGXFSZ, SIG_IGN); // output past `ulimit -f` fails with EFBIG, reported below
#endif
    bool asJson = false, plan = false;
    int top = 20;
    std::string path, measuredPath, hfConfigPath, hfModel;
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
        } else if (arg == "--plan") {
            plan = true;
        } else if (arg == "--top") {
            if (i + 1 >= argc || !parseTop(argv[i + 1], top)) {
                std::cerr << "rooflab-calc: --top needs a number of layouts between 1 and 10000\n" << kUsage;
                return 2;
            }
            ++i;
        } else if (arg == "--hf-model") {
            if (i + 1 >= argc) {
                std::cerr << "rooflab-calc: --hf-model needs a model name (ORG/NAME)\n" << kUsage;
                return 2;
            }
            hfModel = argv[++i];
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
    if (!hfModel.empty() && !hfConfigPath.empty()) {
        std::cerr << "rooflab-calc: --hf-model and --hf-config both name the model: give one\n";
        return 2;
    }
    if (!hfModel.empty() && (hfConfigPath = rooflab::hfModelConfigPath(hfModel)).empty())
        return 2;
    if (path.empty() && hfConfigPath.empty()) {
        std::cerr << kUsage;
        return 2;
    }

    std::string text = R"({"version": 1})", problem;
    if (!path.empty() && !readFile(path, text, problem)) {
        std::cerr << "rooflab-calc: " << problem << "\n";
        return 2;
    }
    if (!path.empty() && rooflab::looksLikeHfConfig(rooflab::parseHfConfigText(text))) {
        std::cerr << "rooflab-calc: error: " << path
                  << ": this looks like a Hugging Face config.json, not a RoofLab scenario; use --hf-config " << path
                  << "\n";
        return 2;
    }
    if (!hfConfigPath.empty() && !withHfConfig(text, hfConfigPath, hfModel))
        return 2;

    const rooflab::ScenarioParseResult parsed = rooflab::parseScenario(text);
    for (const auto& warning : parsed.warnings)
        std::cerr << "rooflab-calc: warning: " << warning << "\n";
    if (!parsed.ok) {
        for (const auto& error : parsed.errors)
            std::cerr << "rooflab-calc: error: " << inUserTerms(error, hfConfigPath) << "\n";
        return 2;
    }
    std::optional<rooflab::StepEfficiency> efficiency;
    rooflab::ServingMeasurement serving; // the serving figures' calibration, or why there is none
    rooflab::BenchResults run;           // --measured's results (serving plans calibrate each layout)
    if (!measuredPath.empty()) {
        std::string resultsText, error;
        if (!readFile(measuredPath, resultsText, problem)) {
            std::cerr << "rooflab-calc: " << problem << "\n";
            return 2;
        }
        if (!rooflab::parseBenchResults(resultsText, run, error)) {
            std::cerr << "rooflab-calc: error: " << measuredPath << ": " << error << "\n";
            return 2;
        }
        if (const std::string mismatch = rooflab::measurementMismatch(run, parsed.scenario); mismatch.empty())
            efficiency = rooflab::measuredEfficiency(parsed.scenario, &run);
        else
            std::cerr << "rooflab-calc: warning: " << measuredPath << ": " << mismatch
                      << "; the published efficiencies are used\n";
        serving = rooflab::servingMeasurement(parsed.scenario, {&run});
    }
    if (plan)
        return runPlanCommand(parsed.scenario, top, asJson, efficiency ? &*efficiency : nullptr,
                              measuredPath.empty() ? nullptr : &run);
    const rooflab::Report report =
        rooflab::evaluate(parsed.scenario, nullptr, efficiency ? &*efficiency : nullptr, &serving);
    errno = 0;
    std::cout << (asJson ? rooflab::reportToJson(parsed.scenario, report)
                         : rooflab::reportToText(parsed.scenario, report));
    if (!std::cout.flush()) {
        std::cerr << "rooflab-calc: cannot write the report: "
                  << (errno != 0 ? std::strerror(errno) : "the output failed") << "\n";
        return 1;
    }
    return 0;
}
