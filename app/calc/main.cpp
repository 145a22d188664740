// rooflab-calc: the accounting core on the command line (no Qt).
//   rooflab-calc FILE|-   readable breakdown
//   rooflab-calc --json FILE|-   the full report as JSON
//   --measured RESULTS   step time with the efficiency measured on this GPU (rooflab-bench output)
// Exit status: 0 success, 2 invalid input (the message on stderr).
#include "core/evaluate.h"
#include "core/measuredefficiency.h"
#include "core/reportio.h"
#include "core/scenarioio.h"

#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>

namespace {

constexpr const char* kUsage =
    "usage: rooflab-calc [--json] [--measured RESULTS] FILE\n"
    "  FILE   a RoofLab scenario (JSON, see docs/scenario-format.md); - reads standard input\n"
    "  --json print the full report as JSON instead of the readable breakdown\n"
    "  --measured RESULTS\n"
    "         GPU benchmark results (rooflab-bench --out, docs/results-format.md) measured on the\n"
    "         scenario's GPU: the step time uses their GEMM and bandwidth efficiencies\n";

bool readFile(const std::string& path, std::string& text) {
    if (path == "-") {
        text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
        return true;
    }
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return false;
    std::ostringstream buffer;
    buffer << file.rdbuf();
    text = buffer.str();
    return true;
}

} // namespace

int main(int argc, char** argv) {
    bool asJson = false;
    std::string path, measuredPath;
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
        } else if (arg == "-h" || arg == "--help") {
            std::cout << kUsage;
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
    if (path.empty()) {
        std::cerr << kUsage;
        return 2;
    }

    std::string text;
    if (!readFile(path, text)) {
        std::cerr << "rooflab-calc: cannot open " << path << "\n";
        return 2;
    }

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
        if (!readFile(measuredPath, resultsText)) {
            std::cerr << "rooflab-calc: cannot open " << measuredPath << "\n";
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
