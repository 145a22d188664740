#include "tests/fuzz/fuzzcheck.h"

#include "core/evaluate.h"
#include "core/explain.h"
#include "core/io/reportio.h"
#include "core/io/scenarioio.h"
#include "core/steptime/steptimeline.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace rooflab::fuzz {

void fail(std::string_view what, std::string_view detail) {
    std::fprintf(stderr, "fuzz check failed: %.*s\n", int(what.size()), what.data());
    if (!detail.empty())
        std::fprintf(stderr, "%.*s\n", int(std::min<std::size_t>(detail.size(), 4000)), detail.data());
    std::abort();
}

namespace {

using MayBeNegative = bool (*)(const std::string& path);

// The legitimate negatives of a report: free memory and the fit verdict's margin and room
// (capacity less a total), negative when the step does not fit; the echoed scenario's values.
bool reportFigureMayBeNegative(const std::string& path) {
    return path == ".memory.free" || path == ".memory.margin" || path == ".memory.band.room" ||
           path.starts_with(".scenario");
}

bool anyFigureMayBeNegative(const std::string&) {
    return true;
}

void walk(const nlohmann::json& value, const std::string& path, const std::string& json, MayBeNegative negative) {
    // A Hugging Face config is echoed as the user gave it (its nulls included).
    if (path.ends_with(".model.hf_config"))
        return;
    if (value.is_null())
        fail("figure is null (NaN or infinite): " + path, json);
    if (value.is_object()) {
        for (const auto& [key, item] : value.items())
            walk(item, path + "." + key, json, negative);
    } else if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i)
            walk(value[i], path + "[" + std::to_string(i) + "]", json, negative);
    } else if (value.is_number()) {
        const double number = value.get<double>();
        require(std::isfinite(number), "figure is not finite: " + path, json);
        if (!negative(path))
            require(number >= 0, "report figure is negative: " + path + " = " + value.dump(), json);
    }
}

void parseAndWalk(const std::string& json, MayBeNegative negative) {
    const nlohmann::json parsed = nlohmann::json::parse(json, nullptr, false);
    require(!parsed.is_discarded(), "not valid JSON", json);
    walk(parsed, "", json, negative);
}

} // namespace

void requireSaneReportJson(const std::string& json) {
    parseAndWalk(json, reportFigureMayBeNegative);
}

void requireFiniteJson(const std::string& json) {
    parseAndWalk(json, anyFigureMayBeNegative);
}

void requireSaneEvaluation(const Scenario& scenario, bool reopen) {
    const std::vector<std::string> problems = validateScenario(scenario);
    require(problems.empty(), "a parsed scenario does not validate", problems.empty() ? "" : problems.front());

    const Report report = evaluate(scenario);
    const std::string json = reportToJson(scenario, report);
    requireSaneReportJson(json);
    require(!reportToText(scenario, report).empty(), "the readable report is empty");

    const StepTimeline timeline = buildStepTimeline(scenario, report);
    for (const TimelineSegment& segment : timeline.segments)
        require(std::isfinite(segment.start) && segment.start >= 0 && std::isfinite(segment.duration) &&
                    segment.duration >= 0,
                "a timeline block has a negative or non-finite start or length");

    // The Explain popups: the traced evaluation gives the same report, and each figure renders.
    const TracedReport traced = evaluateTraced(scenario);
    require(reportToJson(scenario, traced.report) == json, "the traced evaluation differs from the plain one");
    const ExplainStyle style = plainExplainStyle();
    for (const std::string& id : traced.trace.figureIds()) {
        const Explanation explanation = explainFigure(traced.trace, id, style);
        require(!explanation.lines.empty(), "a traced figure explains to nothing: " + id);
    }

    if (!reopen)
        return;
    // Save and reopen: the same scenario and the same report.
    const std::string saved = serializeScenario(scenario);
    const ScenarioParseResult reopened = parseScenario(saved);
    require(reopened.ok, "a saved scenario is refused on reopening",
            saved + "\n" + (reopened.errors.empty() ? std::string() : reopened.errors.front()));
    require(serializeScenario(reopened.scenario) == saved, "a reopened scenario saves differently", saved);
    require(reportToJson(reopened.scenario, evaluate(reopened.scenario)) == json,
            "a reopened scenario gives another report", saved);
}

} // namespace rooflab::fuzz
