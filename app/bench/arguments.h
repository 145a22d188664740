#pragma once
// rooflab-bench's command line: the options it takes, the --help text that lists them, and the
// parser that reads them (a bad argument throws UsageError).
#include "gpu/sweepplan.h"

#include <string>
#include <vector>

namespace rooflab::bench {

extern const char* const kHelp;

// Seconds each training-shaped point runs back to back before it is timed (docs/gpu-method.md,
// "Soak": why 10).
inline constexpr double kDefaultSoakSeconds = 10.0;

struct Args {
    bool help = false;
    bool version = false;
    bool list = false;
    bool selftest = false;
    gpu::PlanOptions plan;
    int device = 0;
    std::string out;
    std::string csv;
    std::vector<std::string> trainingShapes; // --training-shapes SCENARIO, repeatable (applyScenario)
    double soakSeconds = kDefaultSoakSeconds;
    double soakFirstSeconds = -1; // --soak-first-s: the first training point's soak (< 0: soakSeconds)
    bool soakGiven = false;
    bool sweepGiven = false;
    bool trainingProducts = true; // --training-shapes' products: unless --sweep leaves out "training"
};

struct UsageError {
    std::string message;
};

Args parseArgs(int argc, char** argv);

// --training-shapes: reads the scenario and puts its products (and, with --sweep decode, its
// decode widths) into the plan. Throws UsageError naming the file and the problem.
void applyScenario(Args& args);

} // namespace rooflab::bench
