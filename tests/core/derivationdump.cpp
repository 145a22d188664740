// derivation_dump FILE...: every derivation line of each scenario file (evaluateTraced, each step
// as the explain pop-up writes it, in the order recorded) and, for the first file, the formula
// catalogue. Not a test: scripts/same-reports.sh compares its output before and after a change
// that must not move a figure, to the last operand of every derivation.
#include "core/evaluate.h"
#include "core/explain.h"
#include "core/io/scenarioio.h"

#include <fstream>
#include <iostream>
#include <sstream>

using namespace rooflab;

int main(int argc, char** argv) {
    const ExplainStyle style = plainExplainStyle();
    for (int i = 1; i < argc; ++i) {
        std::ifstream in(argv[i]);
        std::stringstream text;
        text << in.rdbuf();
        const ScenarioParseResult parsed = parseScenario(text.str());
        std::cout << "== " << argv[i] << (parsed.ok ? "" : " (not read)") << '\n';
        if (!parsed.ok || !validateScenario(parsed.scenario).empty())
            continue;
        const TracedReport traced = evaluateTraced(parsed.scenario);
        for (const DerivationStep& step : traced.trace.steps())
            std::cout << stepLine(step, style) << '\n';
        if (i == 1)
            for (const FormulaEntry& entry : formulaCatalogue(parsed.scenario, style))
                std::cout << "formula " << entry.family << " | " << entry.line << " | " << entry.source << '\n';
    }
    return 0;
}
