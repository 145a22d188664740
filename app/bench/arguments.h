#pragma once
// rooflab-bench's command line: the options it takes, the --help text that lists them, and the
// parser that reads them (a bad argument throws UsageError).
#include "gpu/sweepplan.h"

#include <string>

namespace rooflab::bench {

extern const char* const kHelp;

struct Args {
    bool help = false;
    bool version = false;
    bool list = false;
    bool selftest = false;
    gpu::PlanOptions plan;
    int device = 0;
    std::string out;
    std::string csv;
};

struct UsageError {
    std::string message;
};

Args parseArgs(int argc, char** argv);

} // namespace rooflab::bench
