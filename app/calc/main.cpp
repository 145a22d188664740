// rooflab-calc: the accounting core on the command line (no Qt).
//   rooflab-calc FILE|-   readable breakdown
//   rooflab-calc --json FILE|-   the full report as JSON
// Exit status: 0 success, 2 invalid input (the message on stderr).
#include "core/evaluate.h"
#include "core/reportio.h"
#include "core/scenarioio.h"

#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>

namespace {

constexpr const char* kUsage =
    "usage: rooflab-calc [--json] FILE\n"
    "  FILE   a RoofLab scenario (JSON, see docs/scenario-format.md); - reads standard input\n"
    "  --json print the full report as JSON instead of the readable breakdown\n";

} // namespace

int main(int argc, char** argv) {
    bool asJson = false;
    std::string path;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--json") {
            asJson = true;
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
    if (path == "-") {
        text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    } else {
        std::ifstream file(path, std::ios::binary);
        if (!file) {
            std::cerr << "rooflab-calc: cannot open " << path << "\n";
            return 2;
        }
        std::ostringstream buffer;
        buffer << file.rdbuf();
        text = buffer.str();
    }

    const rooflab::ScenarioParseResult parsed = rooflab::parseScenario(text);
    for (const auto& warning : parsed.warnings)
        std::cerr << "rooflab-calc: warning: " << warning << "\n";
    if (!parsed.ok) {
        for (const auto& error : parsed.errors)
            std::cerr << "rooflab-calc: error: " << error << "\n";
        return 2;
    }
    const rooflab::Report report = rooflab::evaluate(parsed.scenario);
    std::cout << (asJson ? rooflab::reportToJson(parsed.scenario, report)
                         : rooflab::reportToText(parsed.scenario, report));
    return 0;
}
