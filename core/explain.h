#pragma once
// Turns recorded derivation steps into the lines a student reads:
//   "master weights = 6.74e9 parameters on this GPU × 4 B (fp32) = 25.1 GiB"
// The same renderer serves the command line (English, C locale) and the window (translated
// names, numbers in the user's locale), through ExplainStyle.
#include "core/base/derivation.h"
#include "core/model/report.h"
#include "core/model/scenario.h"

#include <functional>
#include <string>
#include <vector>

namespace rooflab {

struct StepEfficiency;
struct ServingMeasurement;

struct ExplainStyle {
    // English name -> shown name (the window passes QCoreApplication::translate).
    std::function<std::string(const char* english)> translate;
    // A value in its unit, with the unit symbol: "25.1 GiB", "6.74e9", "989 TFLOP/s".
    std::function<std::string(double value, Unit unit)> format;
};

// English names, C-locale numbers, binary byte units (GiB) or decimal ones (GB).
ExplainStyle plainExplainStyle(bool binaryBytes = true);
std::string formatPlainValue(double value, Unit unit, bool binaryBytes);

// "name = operands = value", with the values substituted.
std::string stepLine(const DerivationStep& step, const ExplainStyle& style);
// "name = operand names": the formula without numbers (the Formulas view).
std::string symbolicLine(const DerivationStep& step, const ExplainStyle& style);

struct Explanation {
    std::string figure;               // the id asked for
    std::string title;                // the figure's name
    std::vector<std::string> lines;   // inputs first, the figure's own step last
    std::vector<std::string> sources; // papers and datasheets, each once, in order of use
    double value = 0;
};

// Empty lines when the trace has no such figure.
Explanation explainFigure(const Trace& trace, std::string_view figureId, const ExplainStyle& style);

// Evaluates the scenario with tracing on: the report is the one evaluate() gives, the trace
// holds every figure's derivation.
struct TracedReport {
    Report report;
    Trace trace;
};
TracedReport evaluateTraced(const Scenario& scenario, const StepEfficiency* efficiency = nullptr,
                            const ServingMeasurement* serving = nullptr);

// Every distinct formula RoofLab uses, as symbolic lines grouped by the figure family that
// produced them ("memory", "inference", "compute", "roofline", "fit", in that order; a step
// shared by several families goes to the first), gathered by tracing a set of
// scenarios that walks every branch (each optimizer, checkpointing mode, phase, ZeRO stage).
struct FormulaEntry {
    std::string family;
    std::string line;
    std::string source;
};
std::vector<FormulaEntry> formulaCatalogue(const Scenario& base, const ExplainStyle& style);

} // namespace rooflab
