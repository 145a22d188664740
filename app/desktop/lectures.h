#pragma once
// The one-click lecture scenarios (resources/scenarios/*.json, compiled in as :/scenarios/...).
#include "document/comparisonbuilder.h"

#include <QString>

#include <optional>
#include <vector>

namespace rooflab {

struct Lecture {
    QString title;    // menu text
    QString resource; // ":/scenarios/lecture-7b-budget.json"
    QString toolTip;
    // Lectures about trade-offs open the comparison view on this dimension.
    std::optional<ComparisonDimension> comparison;
};

class Lectures {
public:
    static std::vector<Lecture> all();
};

} // namespace rooflab
