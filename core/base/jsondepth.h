#pragma once
// The nesting depth of a JSON text, counted before it is parsed. nlohmann's parser is iterative,
// but copying a parsed value, dump() and comparison recurse once per level: a file nested
// 70,000 deep overflows the stack there. Every reader (scenarios, Hugging Face configs, results
// files, the databases) refuses text deeper than limits::jsonDepth first, so no copy or dump
// ever sees it (docs/scenario-format.md, "Limits").
#include <string>
#include <string_view>

namespace rooflab {

// The deepest nesting of `text`: 0 for a scalar, 1 for [] or {}, 2 for [[]] ... Counted in one
// pass, brackets inside strings ignored, also for text that is not valid JSON.
int jsonNestingDepth(std::string_view text);

// Empty when `text` nests at most `maxDepth` levels; otherwise the message saying so, e.g.
// "nested 70001 levels deep; RoofLab reads at most 64".
std::string jsonDepthProblem(std::string_view text, int maxDepth);

} // namespace rooflab
