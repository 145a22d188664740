#include "widgets/explain/explainstyle.h"

#include "document/format.h"

namespace rooflab {

ExplainStyle localizedExplainStyle(MemoryUnit unit) {
    ExplainStyle style;
    style.translate = [](const char* english) { return translateCoreText(english).toStdString(); };
    const bool binary = unit == MemoryUnit::GiB;
    style.format = [binary](double value, Unit valueUnit) {
        // Core writes C-locale numbers without digit grouping, and no unit symbol contains a
        // point: swapping the decimal point is all the locale needs.
        return format::localizedCoreText(QString::fromStdString(formatPlainValue(value, valueUnit, binary)))
            .toStdString();
    };
    return style;
}

} // namespace rooflab
