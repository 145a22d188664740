#pragma once
// rooflab::format: every number RoofLab displays, written one way.
//
// Free functions; each writes one kind of figure with one behaviour, in the current default
// QLocale (decimal point and digit grouping follow the chosen language: "1.50 TB/s" in English
// is "1,50 TB/s" in German). None of them ever prints "nan" or "inf": a value that is not a
// finite number is written as a dash, "—". Examples below are for the English locale.
//
// Units stay outside the translation (SI symbols are international); the few words that
// are translated (durations: "hours", "days", ...) use the context "rooflab::format".
#include <QString>
#include <QtGlobal>

#include <string>
#include <string_view>

namespace rooflab {

// GiB = 2^30 bytes (what nvidia-smi and PyTorch print), GB = 1e9 bytes (the datasheet's unit).
enum class MemoryUnit { GiB, GB };
double memoryUnitBytes(MemoryUnit unit);
QString memoryUnitSymbol(MemoryUnit unit); // "GiB", "GB"

// A name core gives in English (an operation, a quantity of a derivation) in the current
// language: context "rooflab::Explain", where core marks them (core/base/translatable.h).
QString translateCoreText(const char* english);
QString translateCoreText(const std::string& english);
QString translateCoreText(std::string_view english);

namespace format {

// "—": what every function below writes for NaN and ±inf.
QString dash();
// "— (reason)": a figure that cannot be given, with the reason why.
QString unavailable(const QString& reason);

// `digits` significant digits, trailing zeros kept, never an exponent (integer digits beyond
// `digits` are kept too). 3 digits: 0.0512 -> "0.0512", 0.512 -> "0.512", 42.1 -> "42.1",
// 9.996 -> "10.0", 1370 -> "1,370", -2.5 -> "-2.50", 0 -> "0".
QString significant(double value, int digits = 3);
// Fixed decimals, digit grouping: fixed(1234.5, 1) -> "1,234.5"; fixed(0.25, 0) -> "0".
QString fixed(double value, int decimals);
// `digits` significant digits, the shorter of plain and exponent notation (QLocale's 'g'),
// for ratios that span decades (errors, intensities): 0.00012 -> "0.00012", 1.5e-7 -> "1.5E-07".
QString general(double value, int digits);
// A whole number with digit grouping: 151936 -> "151,936".
QString integer(qint64 value);

// Exponent written in superscript digits: 24 -> "²⁴", -5 -> "⁻⁵".
QString superscript(int exponent);
// Three significant digits times a power of ten: 6.3e24 -> "6.30 × 10²⁴"; 0 -> "0".
QString scientific(double value);

// A measured or derived quantity with an SI prefix (p .. Y) and its unit: three significant
// digits, trailing zeros kept, rounded before the prefix is chosen:
//   si(3.12e14, "FLOP/s") -> "312 TFLOP/s"    si(2.9e12, "B/s")  -> "2.90 TB/s"
//   si(1.23e-5, "s")      -> "12.3 µs"        si(999.5, "B")     -> "1.00 kB"
//   si(-1500, "B")        -> "-1.50 kB"       si(0, "B")         -> "0 B"
//   si(2.5e6, QString())  -> "2.50 M"         si(42, QString())  -> "42.0"
// Beyond the prefixes (|value| >= 999.5 Y or < 1 p) the power of ten is written out:
//   si(3e27, "FLOP") -> "3.00 × 10²⁷ FLOP".
QString si(double value, const QString& unit);

// A count of things as people say them (parameters, tokens, GPU-hours, money): up to three
// significant digits, trailing zeros dropped, suffix k (1e3), M (1e6), B (1e9), T (1e12):
//   7e9 -> "7B"   1.4e12 -> "1.4T"   6.74e9 -> "6.74B"   124e6 -> "124M"   999.6 -> "1k"
//   1.5e15 -> "1,500T"   below 1000 a whole number: 512 -> "512", 12.4 -> "12", -3000 -> "-3k".
QString count(double value);

// A rate of things (tokens/s, requests/s) with no SI prefix below one, where "m" would read as
// millions: count() from 100 up, three significant digits below, "< 0.001" below that:
//   1234 -> "1.23k"   42 -> "42.0"   0.225 -> "0.225"   0.0004 -> "< 0.001"   0 -> "0".
QString rate(double value);

// A span of time in the unit that reads best, up to three significant digits, trailing zeros
// dropped: µs below 1 ms, ms below 1 s, s below 2 min, min below 2 hours, hours below 2 days,
// days below 2 years, then days with years:
//   3.2e-6 -> "3.2 µs"   0.0123 -> "12.3 ms"   4.25 -> "4.25 s"   0.9996 -> "1 s"
//   600 -> "10 min"   18000 -> "5 hours"   3.2 * 86400 -> "3.2 days"
//   1000 * 86400 -> "1,000 days (2.74 years)"   0 -> "0 µs"; negative -> "—".
QString duration(double seconds);

// Memory in the chosen unit, one decimal below 1000 units, none above, two below one unit:
//   26.1 GiB -> "26.1 GiB"   1234 GB -> "1,234 GB"   0.5 GiB -> "0.50 GiB"   0 -> "0.0 GiB".
QString memory(double bytes, MemoryUnit unit);

// Bytes in the binary unit that reads best (B, KiB .. PiB; the napkin figures, which do not
// follow the GiB/GB choice), two decimals below 10 units, one above, rounded before the unit
// is chosen: 512 -> "512.0 B"   4096 -> "4.00 KiB"   26.1 GiB -> "26.1 GiB"
//   1023.99 KiB -> "1.00 MiB"   0 -> "0.00 B"   beyond PiB: 2^60 -> "1,024.0 PiB".
QString bytes(double bytes);

// A fraction as a percentage number, without the "%" sign (the translated sentence places
// it, as languages differ: "41.3%" in English, "41,3 %" in German):
//   percent(0.4132) -> "41.3"   percent(0.4132, 0) -> "41"   percent(1.5) -> "150.0".
QString percent(double fraction, int decimals = 1);
// A part's share of a whole, as a percentage number without the sign, for lists of parts:
// no decimal from 1 %, one below, "< 0.1" for a real part below 0.1 %, "0" for none:
//   share(1, 3) -> "33"   share(0.005, 1) -> "0.5"   share(1e-5, 1) -> "< 0.1"   share(1, 0) -> "0".
QString share(double part, double whole);

// A datasheet peak in TFLOP/s, up to four significant digits, trailing zeros dropped:
//   989e12 -> "989 TFLOP/s"   19.5e12 -> "19.5 TFLOP/s"   1979e12 -> "1,979 TFLOP/s".
QString tflops(double flopsPerSecond);

// A number core wrote in the C locale ("26.1 GiB", "7.00e9 parameters"), with the decimal
// point of the current locale ("26,1 GiB"). Core writes no digit grouping.
QString localizedCoreText(const QString& cLocaleText);

} // namespace format
} // namespace rooflab
