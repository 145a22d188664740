#include "document/resultsfilesummary.h"

#include "core/base/jsondepth.h"
#include "core/base/jsonreader.h"
#include "core/base/translatable.h"

#include <nlohmann/json.hpp>

namespace rooflab {
namespace {

// What the points measured (ResultsContent); points that are not objects or lack the fields are
// skipped: the summary names a file, the full reader (core/measured/benchresults.h) checks it.
void classifyPoints(const nlohmann::json& root, ResultsFileSummary& summary) {
    const auto points = root.find("points");
    if (points == root.end() || !points->is_array())
        return;
    bool probes = false;
    for (const nlohmann::json& point : *points) {
        if (!point.is_object())
            continue;
        if (const auto pass = point.find("pass"); pass != point.end() && pass->is_string() && !pass->empty())
            ++summary.trainingProducts;
        if (const auto kind = point.find("kind"); kind != point.end() && kind->is_string())
            probes = probes || *kind == "read" || *kind == "chain";
    }
    summary.content = summary.trainingProducts > 0 ? ResultsContent::TrainingShapes
                      : probes                     ? ResultsContent::DecodeProbes
                                                   : ResultsContent::Sweep;
}

} // namespace

bool readResultsFileSummary(std::string_view jsonText, ResultsFileSummary& out, std::string& error) {
    nlohmann::json root;
    if (std::string problem = jsonDepthProblem(jsonText, limits::jsonDepth); !problem.empty()) {
        error = "(document): " + problem;
        return false;
    }
    try {
        root = nlohmann::json::parse(jsonText.begin(), jsonText.end());
    } catch (const nlohmann::json::exception& e) { // a syntax error, or a number beyond a double
        error = coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "not valid JSON: %1"), {jsonErrorText(e)});
        return false;
    }
    if (!root.is_object()) {
        error = "(document): " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a JSON object"));
        return false;
    }
    ResultsFileSummary summary;
    JsonDiagnostics diagnostics;
    {
        JsonReader top(root, "", diagnostics, UnknownKeys::Ignore);
        top.treatNullAsAbsent();
        top.text("date", summary.date);
        if (const nlohmann::json* device = top.raw("device"); device && device->is_object()) {
            JsonReader reader(*device, "device", diagnostics, UnknownKeys::Ignore);
            reader.treatNullAsAbsent();
            reader.text("name", summary.deviceName);
        } else if (device && !device->is_null()) {
            top.error("device", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a JSON object")));
        }
    }
    if (!diagnostics.errors.empty()) {
        error = diagnostics.joinedErrors();
        return false;
    }
    classifyPoints(root, summary);
    out = summary;
    return true;
}

} // namespace rooflab
