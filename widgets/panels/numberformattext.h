#pragma once
// How the number formats panel writes what it shows: values exactly when a few digits suffice,
// else to the digits that tell a format's neighbouring values apart; the formats' limits as powers
// of two; colours as style-sheet text.
#include <QColor>
#include <QLocale>
#include <QString>

#include <string_view>

namespace rooflab {
namespace numberformattext {

QString fromStd(std::string_view text);
// The user's locale, with "1e-8" rather than "1e-08".
QLocale displayLocale();
// Digits that tell neighbouring values of a format with `mantissaBits` stored bits apart
// (the max_digits10 rule: ceil(p log10 2) + 1 for p significant bits).
int distinguishingDigits(int mantissaBits);
// The value written out exactly when a few digits suffice (512, 0.0999755859375), else
// "≈" and `digits` significant digits. Never prints "nan" or "inf" as a number.
QString formatValue(double value, int digits, int exactDigits = 12);
// "2⁻¹⁴ ≈ 6.1e-5" for powers of two, which is how the formats' limits are usually quoted.
QString formatLimit(double value);
QString colourHex(const QColor& color);

} // namespace numberformattext
} // namespace rooflab
