#pragma once
// A report's roofline operation by its name (one of core's literals), for the tests that check
// what an op moves, computes or launches.
#include "core/model/report.h"

#include <string_view>

namespace rooflab::test {

// The operation named `name`, or nullptr when the roofline has none.
inline const RooflineOp* findOp(const RooflineReport& roofline, std::string_view name) {
    for (const RooflineOp& op : roofline.ops)
        if (op.name == name)
            return &op;
    return nullptr;
}

// The training roofline's operation of a whole report.
inline const RooflineOp* findOp(const Report& report, std::string_view name) {
    return findOp(report.roofline, name);
}

} // namespace rooflab::test
