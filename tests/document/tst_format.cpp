// rooflab::format alone: each function's rounding boundaries, signs, zero, NaN and infinities
// (a dash, never "nan" or "inf"), very large and very small values, and the German locale's
// decimal comma.
#include "document/format.h"

#include <QLocale>
#include <QTest>

#include <cmath>
#include <limits>

using namespace rooflab;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// Every function, fed a value that is not a number.
QStringList allOf(double value) {
    return {format::significant(value),
            format::fixed(value, 2),
            format::scientific(value),
            format::si(value, QStringLiteral("B")),
            format::count(value),
            format::duration(value),
            format::memory(value, MemoryUnit::GiB),
            format::bytes(value),
            format::general(value, 3),
            format::percent(value),
            format::share(value, 1),
            format::share(1, value),
            format::tflops(value)};
}

} // namespace

class TestFormat : public QObject {
    Q_OBJECT

private slots:
    void init() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void cleanupTestCase() { QLocale::setDefault(QLocale::c()); }

    void significant_data();
    void significant();
    void fixedAndInteger();
    void scientific();
    void si_data();
    void si();
    void count_data();
    void count();
    void duration_data();
    void duration();
    void memory_data();
    void memory();
    void bytes_data();
    void bytes();
    void general();
    void percentAndShare();
    void tflops();
    void notANumberIsADash();
    void germanUsesTheDecimalComma();
    void localizedCoreText();
};

void TestFormat::significant_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("zero") << 0.0 << "0";
    QTest::newRow("small") << 0.0512 << "0.0512";
    QTest::newRow("below one") << 0.512 << "0.512";
    QTest::newRow("tens") << 42.1 << "42.1";
    QTest::newRow("zeros kept") << 2.5 << "2.50";
    QTest::newRow("rounds up a digit") << 9.996 << "10.0";
    QTest::newRow("rounds up to 1000") << 999.6 << "1,000";
    QTest::newRow("integer digits kept") << 1370.0 << "1,370";
    QTest::newRow("negative") << -2.5 << "-2.50";
}

void TestFormat::significant() {
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(format::significant(value), text);
}

void TestFormat::fixedAndInteger() {
    QCOMPARE(format::fixed(1234.5, 1), QStringLiteral("1,234.5"));
    QCOMPARE(format::fixed(0.25, 0), QStringLiteral("0"));
    QCOMPARE(format::fixed(-3.14159, 2), QStringLiteral("-3.14"));
    QCOMPARE(format::integer(151936), QStringLiteral("151,936"));
    QCOMPARE(format::integer(-7), QStringLiteral("-7"));
}

void TestFormat::scientific() {
    QCOMPARE(format::superscript(24), QStringLiteral("²⁴"));
    QCOMPARE(format::superscript(-5), QStringLiteral("⁻⁵"));
    QCOMPARE(format::superscript(0), QStringLiteral("⁰"));
    QCOMPARE(format::scientific(6.3e24), QStringLiteral("6.30 × 10²⁴"));
    QCOMPARE(format::scientific(9.996e24), QStringLiteral("1.00 × 10²⁵")); // not "10.00 × 10²⁴"
    QCOMPARE(format::scientific(-1.5e-20), QStringLiteral("-1.50 × 10⁻²⁰"));
    QCOMPARE(format::scientific(0), QStringLiteral("0"));
}

void TestFormat::si_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("text");
    QTest::newRow("TFLOP/s") << 3.12e14 << "FLOP/s"
                             << "312 TFLOP/s";
    QTest::newRow("zeros kept") << 2.9e12 << "B/s"
                                << "2.90 TB/s";
    QTest::newRow("micro") << 1.23e-5 << "s"
                           << "12.3 µs";
    QTest::newRow("milli") << 0.5 << "s"
                           << "500 ms";
    QTest::newRow("nano") << 4e-9 << "s"
                          << "4.00 ns";
    QTest::newRow("pico") << 1e-12 << "s"
                          << "1.00 ps";
    QTest::newRow("no prefix") << 42.0 << "B"
                               << "42.0 B";
    QTest::newRow("999.4 stays") << 999.4 << "B"
                                 << "999 B";
    QTest::newRow("999.5 rounds up") << 999.5 << "B"
                                     << "1.00 kB";
    QTest::newRow("999.6e3 rounds up") << 999.6e3 << "B"
                                       << "1.00 MB";
    QTest::newRow("0.9996 m") << 0.0009996 << "s"
                              << "1.00 ms";
    QTest::newRow("ZFLOP") << 3.15e23 << "FLOP"
                           << "315 ZFLOP";
    QTest::newRow("largest prefix") << 9.99e26 << "FLOP"
                                    << "999 YFLOP";
    QTest::newRow("beyond Y") << 3e27 << "FLOP"
                              << "3.00 × 10²⁷ FLOP";
    QTest::newRow("below p") << 2e-16 << "s"
                             << "2.00 × 10⁻¹⁶ s";
    QTest::newRow("negative") << -1500.0 << "B"
                              << "-1.50 kB";
    QTest::newRow("zero") << 0.0 << "B"
                          << "0 B";
    QTest::newRow("no unit") << 2.5e6 << ""
                             << "2.50 M";
    QTest::newRow("no unit, no prefix") << 42.0 << ""
                                        << "42.0";
    QTest::newRow("zero, no unit") << 0.0 << ""
                                   << "0";
    QTest::newRow("largest double") << 1.7976931348623157e308 << "B"
                                    << "1.80 × 10³⁰⁸ B";
    QTest::newRow("smallest double") << 4.9e-324 << "B"
                                     << "4.94 × 10⁻³²⁴ B";
}

void TestFormat::si() {
    QFETCH(double, value);
    QFETCH(QString, unit);
    QFETCH(QString, text);
    QCOMPARE(format::si(value, unit), text);
}

void TestFormat::count_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("7B") << 7e9 << "7B";
    QTest::newRow("1.4T") << 1.4e12 << "1.4T";
    QTest::newRow("6.74B") << 6.74e9 << "6.74B";
    QTest::newRow("124M") << 124e6 << "124M";
    QTest::newRow("13.5k") << 13456.0 << "13.5k";
    QTest::newRow("999.4") << 999.4 << "999";
    QTest::newRow("999.6 rounds up") << 999.6 << "1k";
    QTest::newRow("999.6M rounds up") << 999.6e6 << "1B";
    QTest::newRow("beyond T") << 1.5e15 << "1,500T";
    QTest::newRow("whole below 1000") << 12.4 << "12";
    QTest::newRow("zero") << 0.0 << "0";
    QTest::newRow("negative") << -3000.0 << "-3k";
}

void TestFormat::count() {
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(format::count(value), text);
}

void TestFormat::duration_data() {
    QTest::addColumn<double>("seconds");
    QTest::addColumn<QString>("text");
    QTest::newRow("zero") << 0.0 << "0 µs";
    QTest::newRow("µs") << 3.2e-6 << "3.2 µs";
    QTest::newRow("µs to ms") << 0.0009996 << "1 ms";
    QTest::newRow("ms") << 0.0123 << "12.3 ms";
    QTest::newRow("ms to s") << 0.9996 << "1 s";
    QTest::newRow("s") << 4.25 << "4.25 s";
    QTest::newRow("s below 2 min") << 119.0 << "119 s";
    QTest::newRow("min") << 600.0 << "10 min";
    QTest::newRow("hours") << 18000.0 << "5 hours";
    QTest::newRow("days") << 3.2 * 86400 << "3.2 days";
    QTest::newRow("days and years") << 1000.0 * 86400 << "1,000 days (2.74 years)";
    QTest::newRow("centuries: years only") << 16130.0 * 365.25 * 86400 << "16,100 years";
    QTest::newRow("past a million years") << 1e30 << "more than a million years";
    QTest::newRow("negative") << -1.0 << "—";
}

void TestFormat::duration() {
    QFETCH(double, seconds);
    QFETCH(QString, text);
    QCOMPARE(format::duration(seconds), text);
}

void TestFormat::memory_data() {
    QTest::addColumn<double>("bytes");
    QTest::addColumn<int>("unit");
    QTest::addColumn<QString>("text");
    QTest::newRow("GiB") << 26.1 * kGiB << int(MemoryUnit::GiB) << "26.1 GiB";
    QTest::newRow("GB") << 80e9 << int(MemoryUnit::GB) << "80.0 GB";
    QTest::newRow("above 1000") << 1234e9 << int(MemoryUnit::GB) << "1,234 GB";
    QTest::newRow("999.96 rounds to 1000") << 999.96e9 << int(MemoryUnit::GB) << "1,000 GB";
    QTest::newRow("below one unit") << 0.5 * kGiB << int(MemoryUnit::GiB) << "0.50 GiB";
    QTest::newRow("0.996 rounds to 1") << 0.996e9 << int(MemoryUnit::GB) << "1.0 GB";
    QTest::newRow("zero") << 0.0 << int(MemoryUnit::GiB) << "0.0 GiB";
    QTest::newRow("negative") << -2.5 * kGiB << int(MemoryUnit::GiB) << "-2.5 GiB";
    QTest::newRow("petabytes") << 3e15 << int(MemoryUnit::GB) << "3,000,000 GB";
}

void TestFormat::memory() {
    QFETCH(double, bytes);
    QFETCH(int, unit);
    QFETCH(QString, text);
    QCOMPARE(format::memory(bytes, MemoryUnit(unit)), text);
    QCOMPARE(memoryUnitSymbol(MemoryUnit::GiB), QStringLiteral("GiB"));
    QCOMPARE(memoryUnitBytes(MemoryUnit::GB), 1e9);
}

void TestFormat::bytes_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("zero") << 0.0 << "0.00 B";
    QTest::newRow("bytes") << 512.0 << "512.0 B";
    QTest::newRow("KiB") << 4096.0 << "4.00 KiB";
    QTest::newRow("GiB") << 26.1 * kGiB << "26.1 GiB";
    QTest::newRow("1023.96 B rounds up") << 1023.96 << "1.00 KiB";
    QTest::newRow("1023.99 KiB rounds up") << 1023.99 * 1024 << "1.00 MiB";
    QTest::newRow("beyond PiB") << std::ldexp(1.0, 60) << "1,024.0 PiB";
    QTest::newRow("negative") << -2048.0 << "-2.00 KiB";
}

void TestFormat::bytes() {
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(format::bytes(value), text);
}

void TestFormat::general() {
    QCOMPARE(format::general(0.00012, 2), QStringLiteral("0.00012"));
    QCOMPARE(format::general(1.5e-7, 2), QStringLiteral("1.5E-07"));
    QCOMPARE(format::general(295.3, 3), QStringLiteral("295"));
    QCOMPARE(format::general(4.25, 6), QStringLiteral("4.25"));
    QCOMPARE(format::general(0, 3), QStringLiteral("0"));
}

void TestFormat::percentAndShare() {
    QCOMPARE(format::percent(0.4132), QStringLiteral("41.3"));
    QCOMPARE(format::percent(0.4132, 0), QStringLiteral("41"));
    QCOMPARE(format::percent(1.5), QStringLiteral("150.0"));
    QCOMPARE(format::percent(0), QStringLiteral("0.0"));
    QCOMPARE(format::percent(-0.05), QStringLiteral("-5.0"));
    QCOMPARE(format::share(1, 3), QStringLiteral("33"));
    QCOMPARE(format::share(0.005, 1), QStringLiteral("0.5"));
    QCOMPARE(format::share(0.0096, 1), QStringLiteral("1")); // not "1.0"
    QCOMPARE(format::share(1e-5, 1), QStringLiteral("< 0.1"));
    QCOMPARE(format::share(0, 1), QStringLiteral("0"));
    QCOMPARE(format::share(1, 0), QStringLiteral("0"));
}

void TestFormat::tflops() {
    QCOMPARE(format::tflops(989e12), QStringLiteral("989 TFLOP/s"));
    QCOMPARE(format::tflops(19.5e12), QStringLiteral("19.5 TFLOP/s"));
    QCOMPARE(format::tflops(67e12), QStringLiteral("67 TFLOP/s"));
    QCOMPARE(format::tflops(1979e12), QStringLiteral("1,979 TFLOP/s"));
    QCOMPARE(format::tflops(12345e12), QStringLiteral("12,345 TFLOP/s")); // never "1.234e+04"
    QCOMPARE(format::tflops(0), QStringLiteral("0 TFLOP/s"));
}

void TestFormat::notANumberIsADash() {
    for (double value : {kNaN, kInf, -kInf}) {
        for (const QString& text : allOf(value)) {
            QVERIFY2(text == QStringLiteral("—") || text.startsWith(QStringLiteral("— ")) ||
                         text.startsWith(QStringLiteral("—")),
                     qPrintable(text));
            QVERIFY2(!text.contains(QStringLiteral("nan"), Qt::CaseInsensitive), qPrintable(text));
            QVERIFY2(!text.contains(QStringLiteral("inf"), Qt::CaseInsensitive), qPrintable(text));
            QVERIFY2(!text.contains(QStringLiteral("∞")), qPrintable(text));
        }
    }
    QCOMPARE(format::dash(), QStringLiteral("—"));
    QCOMPARE(format::unavailable(QStringLiteral("no peak")), QStringLiteral("— (no peak)"));
}

void TestFormat::germanUsesTheDecimalComma() {
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(format::significant(0.512), QStringLiteral("0,512"));
    QCOMPARE(format::significant(1370), QStringLiteral("1.370"));
    QCOMPARE(format::fixed(1234.5, 1), QStringLiteral("1.234,5"));
    QCOMPARE(format::integer(151936), QStringLiteral("151.936"));
    QCOMPARE(format::scientific(6.3e24), QStringLiteral("6,30 × 10²⁴"));
    QCOMPARE(format::si(2.9e12, QStringLiteral("B/s")), QStringLiteral("2,90 TB/s"));
    QCOMPARE(format::si(999.5, QStringLiteral("B")), QStringLiteral("1,00 kB"));
    QCOMPARE(format::count(1.4e12), QStringLiteral("1,4T"));
    QCOMPARE(format::count(7e9), QStringLiteral("7B"));
    QCOMPARE(format::count(1.5e15), QStringLiteral("1.500T"));
    // No catalogue is loaded here: the words stay English, the numbers are German.
    QCOMPARE(format::duration(4.25), QStringLiteral("4,25 s"));
    QCOMPARE(format::duration(3.2 * 86400), QStringLiteral("3,2 days"));
    QCOMPARE(format::memory(26.1 * kGiB, MemoryUnit::GiB), QStringLiteral("26,1 GiB"));
    QCOMPARE(format::memory(1234e9, MemoryUnit::GB), QStringLiteral("1.234 GB"));
    QCOMPARE(format::percent(0.4132), QStringLiteral("41,3"));
    QCOMPARE(format::share(0.005, 1), QStringLiteral("0,5"));
    QCOMPARE(format::share(1e-5, 1), QStringLiteral("< 0,1"));
    QCOMPARE(format::tflops(19.5e12), QStringLiteral("19,5 TFLOP/s"));
    QCOMPARE(format::bytes(26.1 * kGiB), QStringLiteral("26,1 GiB"));
    QCOMPARE(format::general(0.00012, 2), QStringLiteral("0,00012"));
    QCOMPARE(format::dash(), QStringLiteral("—"));
}

void TestFormat::localizedCoreText() {
    const QString core = QStringLiteral("master weights = 7.00e9 parameters × 4 bytes = 26.1 GiB");
    QCOMPARE(format::localizedCoreText(core), core);
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(format::localizedCoreText(core),
             QStringLiteral("master weights = 7,00e9 parameters × 4 bytes = 26,1 GiB"));
}

QTEST_GUILESS_MAIN(TestFormat)
#include "tst_format.moc"
