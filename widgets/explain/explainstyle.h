#pragma once
// The window's way of writing derivations: core's renderer (core/explain.h) with the quantity
// names translated (context "rooflab::Explain") and the numbers in the current locale.
#include "core/explain.h"
#include "document/format.h"

#include <QString>

namespace rooflab {

// translateCoreText (English text from core -> the current language) is in document/format.h.
ExplainStyle localizedExplainStyle(MemoryUnit unit);

} // namespace rooflab
