#pragma once
// Builds scenarios for the tests from the same JSON users write, so the tests read like the
// lecture's worked examples.
#include "core/io/scenarioio.h"

#include <QTest>

#include <string>

namespace rooflab::test {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

inline std::string joined(const std::vector<std::string>& lines) {
    std::string all;
    for (const auto& line : lines)
        all += line + "\n";
    return all;
}

// Parses a scenario; on failure the messages become the test's failure text.
inline bool parse(const std::string& json, Scenario& out) {
    const ScenarioParseResult result = parseScenario(json);
    if (!result.ok) {
        QTest::qFail(("scenario rejected: " + joined(result.errors)).c_str(), __FILE__, __LINE__);
        return false;
    }
    out = result.scenario;
    return true;
}

} // namespace rooflab::test

#define ROOFLAB_SCENARIO(var, json)                                                                                    \
    ::rooflab::Scenario var;                                                                                           \
    if (!::rooflab::test::parse(json, var))                                                                            \
        return;
