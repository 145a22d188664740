#pragma once
// What the GPU menu says of a rooflab-bench results file without loading its points: the
// device's own name and the day it was measured. Read through core's one JSON reader
// (core/base/jsonreader.h), like every JSON format.
#include <string>
#include <string_view>

namespace rooflab {

// What a results file measured, so that files of one card and day read apart in the GPU menu: a
// sweep (squares, bandwidths, intensities), the training-shaped products of scenarios (points with
// a "pass": rooflab-bench --training-shapes) or decode probes (reads and kernel chains: --sweep decode).
enum class ResultsContent { Sweep, TrainingShapes, DecodeProbes };

struct ResultsFileSummary {
    std::string deviceName; // "device": {"name": ...}; empty when the file names none
    std::string date;       // "date", as written (an ISO date and time)
    ResultsContent content = ResultsContent::Sweep;
    int trainingProducts = 0; // points with a "pass"
};

// False with the errors (field paths named, one per line) in `error` when `jsonText` is not a
// JSON object or a field has the wrong type; unknown fields are ignored (newer benches add some).
bool readResultsFileSummary(std::string_view jsonText, ResultsFileSummary& out, std::string& error);

} // namespace rooflab
