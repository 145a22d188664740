#include "core/base/jsondepth.h"

#include "core/base/translatable.h"

#include <algorithm>

namespace rooflab {

int jsonNestingDepth(std::string_view text) {
    int depth = 0, deepest = 0;
    bool inString = false, escaped = false;
    for (const char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return deepest;
}

std::string jsonDepthProblem(std::string_view text, int maxDepth) {
    const int depth = jsonNestingDepth(text);
    if (depth <= maxDepth)
        return {};
    return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "nested %1 levels deep; RoofLab reads at most %2"),
                       {std::to_string(depth), std::to_string(maxDepth)});
}

} // namespace rooflab
