#pragma once
// The larger of two named figures as one traced step: what a per-operator roofline writes for
// a kernel bound by its bytes or its FLOPs, or what a budget's peak is of two phases.
#include "core/base/derivation.h"

namespace rooflab {

// One operand of largerOf: its English name (translated by the renderer) and its value.
struct NamedFigure {
    const char* name;
    Traced value;
};

// max(a, b), recorded in `trace` (when given) as the step `name` with both operands in `unit`.
inline Traced largerOf(Trace* trace, const char* name, Unit unit, const char* source, const NamedFigure& a,
                       const NamedFigure& b) {
    return Formula::maximum(trace, name, unit, source).of(a.name, a.value, unit).of(b.name, b.value, unit).result();
}

} // namespace rooflab
