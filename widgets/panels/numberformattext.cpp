#include "widgets/panels/numberformattext.h"

#include "document/format.h"
#include "widgets/panels/numberformatpanel.h"

#include <cmath>

namespace rooflab {
namespace numberformattext {

QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QLocale displayLocale() {
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitLeadingZeroInExponent);
    return locale;
}

int distinguishingDigits(int mantissaBits) {
    return int(std::ceil((mantissaBits + 1) * std::log10(2.0))) + 1;
}

QString formatValue(double value, int digits, int exactDigits) {
    const QLocale locale = displayLocale();
    if (std::isnan(value))
        return NumberFormatPanel::tr("NaN");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
    if (value == 0)
        return std::signbit(value) ? locale.negativeSign() + QLatin1Char('0') : QStringLiteral("0");
    // At least the integer digits, so that 500 reads "500" and not "5e+2".
    const double magnitude = std::abs(value);
    const int integerDigits = magnitude >= 1 ? int(std::floor(std::log10(magnitude))) + 1 : 1;
    const int first = integerDigits <= exactDigits ? integerDigits : 1;
    for (int precision = first; precision <= exactDigits; ++precision)
        if (QString::number(value, 'g', precision).toDouble() == value)
            return locale.toString(value, 'g', precision);
    return QStringLiteral("≈") + locale.toString(value, 'g', digits);
}

QString formatLimit(double value) {
    int exponent = 0;
    const double fraction = std::frexp(value, &exponent);
    if (value > 0 && fraction == 0.5 && (exponent - 1 < 0 || exponent - 1 > 10)) {
        const QString decimal = formatValue(value, 3, 4);
        const QString power = QStringLiteral("2") + format::superscript(exponent - 1);
        return decimal.startsWith(QStringLiteral("≈")) ? power + QStringLiteral(" ≈ ") + decimal.mid(1)
                                                       : power + QStringLiteral(" = ") + decimal;
    }
    return formatValue(value, 4, 6);
}

QString colourHex(const QColor& color) {
    return color.name(QColor::HexRgb);
}

} // namespace numberformattext
} // namespace rooflab
