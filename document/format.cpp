#include "document/format.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace rooflab {

double memoryUnitBytes(MemoryUnit unit) {
    return unit == MemoryUnit::GiB ? 1024.0 * 1024.0 * 1024.0 : 1e9;
}

QString memoryUnitSymbol(MemoryUnit unit) {
    return unit == MemoryUnit::GiB ? QStringLiteral("GiB") : QStringLiteral("GB");
}

QString translateCoreText(const char* english) {
    return english && *english ? QCoreApplication::translate("rooflab::Explain", english) : QString();
}

QString translateCoreText(const std::string& english) {
    return translateCoreText(english.c_str());
}

QString translateCoreText(std::string_view english) {
    return translateCoreText(std::string(english));
}

namespace format {
namespace {

// Decimals that show `digits` significant digits of `value`, decided after rounding (9.996
// with three digits is "10.0", not "10.00"); negative for rounding left of the point (1370 to
// two digits: -2).
int exactDecimals(double value, int digits) {
    const double magnitude = std::abs(value);
    if (magnitude == 0)
        return 0;
    const int exponent = int(std::floor(std::log10(magnitude)));
    int decimals = digits - 1 - exponent;
    const double scale = std::pow(10.0, decimals);
    if (std::round(magnitude * scale) / scale >= std::pow(10.0, exponent + 1))
        --decimals;
    return decimals;
}

// The decimals to print: never negative, at most 12.
int decimalsFor(double value, int digits) {
    return std::clamp(exactDecimals(value, digits), 0, 12);
}

// `value` rounded to `digits` significant digits: 999.6e3 to three is 1e6.
double roundSignificant(double value, int digits) {
    if (value == 0 || !std::isfinite(value))
        return value;
    const double scale = std::pow(10.0, exactDecimals(value, digits));
    if (!std::isfinite(scale) || scale == 0) // beyond double's range (subnormals)
        return value;
    return std::round(value * scale) / scale;
}

// Up to `digits` significant digits, trailing zeros (and a bare decimal point) dropped.
QString trimmed(double value, int digits) {
    const QLocale locale;
    QString text = locale.toString(value, 'f', decimalsFor(value, digits));
    const QString point = locale.decimalPoint();
    if (text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

} // namespace

QString dash() {
    return QStringLiteral("—");
}

QString unavailable(const QString& reason) {
    return QStringLiteral("— (%1)").arg(reason);
}

QString significant(double value, int digits) {
    if (!std::isfinite(value))
        return dash();
    return QLocale().toString(value, 'f', decimalsFor(value, digits));
}

QString fixed(double value, int decimals) {
    if (!std::isfinite(value))
        return dash();
    return QLocale().toString(value, 'f', decimals);
}

QString general(double value, int digits) {
    if (!std::isfinite(value))
        return dash();
    return QLocale().toString(value, 'g', digits);
}

QString integer(qint64 value) {
    return QLocale().toString(value);
}

QString superscript(int exponent) {
    static const QString digits = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString text;
    for (QChar c : QString::number(exponent))
        text += c == QLatin1Char('-') ? QStringLiteral("⁻") : QString(digits.at(c.digitValue()));
    return text;
}

QString scientific(double value) {
    if (!std::isfinite(value))
        return dash();
    if (value == 0)
        return QStringLiteral("0");
    int exponent = int(std::floor(std::log10(std::abs(value))));
    // In two steps: 10^-324 itself is beyond double's range, 10^-162 twice is not.
    const int half = exponent / 2;
    double mantissa = roundSignificant(value / std::pow(10.0, half) / std::pow(10.0, exponent - half), 3);
    if (std::abs(mantissa) >= 10) { // 9.996e24 is "1.00 × 10²⁵"
        mantissa /= 10;
        ++exponent;
    }
    return QStringLiteral("%1 × 10%2").arg(QLocale().toString(mantissa, 'f', 2), superscript(exponent));
}

QString si(double value, const QString& unit) {
    if (!std::isfinite(value))
        return dash();
    const auto withUnit = [&unit](const QString& number, const QString& prefix) {
        const QString symbol = prefix + unit;
        return symbol.isEmpty() ? number : number + QLatin1Char(' ') + symbol;
    };
    if (value == 0)
        return withUnit(QStringLiteral("0"), QString());
    static const char* const prefixes[] = {"p", "n", "µ", "m", "", "k", "M", "G", "T", "P", "E", "Z", "Y"};
    constexpr int kUnit = 4; // index of ""
    constexpr int kLast = int(std::size(prefixes)) - 1;
    const double rounded = std::abs(roundSignificant(value, 3));
    if (rounded == 0 || !std::isfinite(rounded)) // a denormal rounds to 0; DBL_MAX to infinity
        return withUnit(scientific(value), QString());
    int index = kUnit + int(std::floor(std::log10(rounded) / 3));
    if (index < 0 || index > kLast)
        return withUnit(scientific(value), QString());
    const double scaled = value / std::pow(1000.0, index - kUnit);
    return withUnit(significant(scaled, 3), QString::fromUtf8(prefixes[index]));
}

QString rate(double value) {
    if (!std::isfinite(value))
        return dash();
    const double magnitude = std::abs(value);
    if (value == 0 || magnitude >= 99.95)
        return count(value);
    if (magnitude < 0.001)
        return value < 0 ? QStringLiteral("> -0.001") : QStringLiteral("< 0.001");
    return significant(value, 3);
}

QString count(double value) {
    if (!std::isfinite(value))
        return dash();
    static const struct {
        double scale;
        const char* suffix;
    } steps[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "k"}};
    const double rounded = std::abs(roundSignificant(value, 3));
    for (const auto& step : steps)
        if (rounded >= step.scale)
            return trimmed(value / step.scale, 3) + QLatin1String(step.suffix);
    return fixed(value, 0);
}

QString duration(double seconds) {
    if (!std::isfinite(seconds) || seconds < 0)
        return dash();
    // Units are chosen on the value as it will be shown: 0.9996 s is "1 s", not "1,000 ms".
    const double shown = roundSignificant(seconds, 3);
    if (shown < 1e-3)
        return QCoreApplication::translate("rooflab::format", "%1 µs").arg(trimmed(seconds * 1e6, 3));
    if (shown < 1)
        return QCoreApplication::translate("rooflab::format", "%1 ms").arg(trimmed(seconds * 1e3, 3));
    if (shown < 120)
        return QCoreApplication::translate("rooflab::format", "%1 s").arg(trimmed(seconds, 3));
    if (shown < 2 * 3600)
        return QCoreApplication::translate("rooflab::format", "%1 min").arg(trimmed(seconds / 60, 3));
    if (shown < 2 * 86400)
        return QCoreApplication::translate("rooflab::format", "%1 hours").arg(trimmed(seconds / 3600, 3));
    const double days = seconds / 86400;
    if (roundSignificant(days, 3) < 730)
        return QCoreApplication::translate("rooflab::format", "%1 days").arg(trimmed(days, 3));
    // Beyond a century the days say nothing more (5,891,500 days); beyond a million years not
    // even the years do (absurd inputs: a 1e30-second step read "11,574,074,074,074,074,074 days").
    const double years = roundSignificant(days / 365.25, 3);
    if (years >= 1e6)
        return QCoreApplication::translate("rooflab::format", "more than a million years");
    if (years >= 100)
        return QCoreApplication::translate("rooflab::format", "%1 years").arg(trimmed(years, 3));
    return QCoreApplication::translate("rooflab::format", "%1 days (%2 years)")
        .arg(fixed(days, 0), trimmed(days / 365.25, 3));
}

QString memory(double bytes, MemoryUnit unit) {
    if (!std::isfinite(bytes))
        return dash();
    const double value = bytes / memoryUnitBytes(unit);
    const double magnitude = std::abs(value);
    const int decimals = magnitude >= 999.95 ? 0 : magnitude >= 0.995 || magnitude == 0 ? 1 : 2;
    return QStringLiteral("%1 %2").arg(QLocale().toString(value, 'f', decimals), memoryUnitSymbol(unit));
}

QString bytes(double bytes) {
    if (!std::isfinite(bytes))
        return dash();
    static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    const auto decimals = [](double value) { return std::abs(value) < 9.995 ? 2 : 1; };
    const auto shown = [&decimals](double value) {
        const double scale = std::pow(10.0, decimals(value));
        return std::round(std::abs(value) * scale) / scale;
    };
    std::size_t unit = 0;
    double value = bytes;
    while (shown(value) >= 1024 && unit + 1 < std::size(units)) {
        value /= 1024;
        ++unit;
    }
    return QStringLiteral("%1 %2").arg(QLocale().toString(value, 'f', decimals(value)), QLatin1String(units[unit]));
}

QString percent(double fraction, int decimals) {
    return fixed(100 * fraction, decimals);
}

QString share(double part, double whole) {
    if (!std::isfinite(part) || !std::isfinite(whole))
        return dash();
    const double fraction = whole > 0 ? part / whole : 0.0;
    if (fraction <= 0)
        return QStringLiteral("0");
    if (fraction < 0.001)
        return QStringLiteral("< ") + QLocale().toString(0.1, 'f', 1); // not "0" for a real part
    return fixed(100 * fraction, fraction < 0.0095 ? 1 : 0);
}

QString tflops(double flopsPerSecond) {
    if (!std::isfinite(flopsPerSecond))
        return dash();
    return QStringLiteral("%1 TFLOP/s").arg(trimmed(flopsPerSecond / 1e12, 4));
}

QString localizedCoreText(const QString& cLocaleText) {
    const QString point = QLocale().decimalPoint();
    if (point == QLatin1String("."))
        return cLocaleText;
    QString text = cLocaleText;
    text.replace(QLatin1Char('.'), point);
    return text;
}

} // namespace format
} // namespace rooflab
