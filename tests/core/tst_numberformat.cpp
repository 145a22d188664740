// Number formats: layouts, ranges, round-to-nearest-even, overflow modes and bit encodings,
// checked against the values in IEEE 754-2019, OCP OFP8 rev 1.0 and OCP MX v1.0.
#include <QTest>

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>

#include "core/numbers/normalfloat.h"
#include "core/numbers/numberformat.h"

using rooflab::DType;
using rooflab::Overflow;

Q_DECLARE_METATYPE(rooflab::DType)
Q_DECLARE_METATYPE(rooflab::Overflow)

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

double pow2(int exponent) {
    return std::ldexp(1.0, exponent);
}

// Same value, NaN equal to NaN, and -0 distinct from +0: QCOMPARE on doubles is fuzzy.
bool sameValue(double actual, double expected) {
    if (std::isnan(actual) || std::isnan(expected))
        return std::isnan(actual) && std::isnan(expected);
    return actual == expected && std::signbit(actual) == std::signbit(expected);
}

QByteArray idOf(DType type) {
    const auto id = rooflab::dtypeId(type);
    return QByteArray(id.data(), static_cast<qsizetype>(id.size()));
}

} // namespace

#define COMPARE_EXACT(actual, expected)                                                                                \
    QVERIFY2(sameValue((actual), (expected)), qPrintable(QStringLiteral("actual %1, expected %2")                      \
                                                             .arg(double(actual), 0, 'g', 17)                          \
                                                             .arg(double(expected), 0, 'g', 17)))

class TestNumberFormat : public QObject {
    Q_OBJECT

private slots:
    void layout_data();
    void layout();
    void ranges_data();
    void ranges();
    void blockScaled_data();
    void blockScaled();
    void rounding_data();
    void rounding();
    void oneThird_data();
    void oneThird();
    void relativeErrorIsNeverNan_data();
    void relativeErrorIsNeverNan();
    void roundTripEveryPattern_data();
    void roundTripEveryPattern();
    void roundTripTf32();
    void knownBits_data();
    void knownBits();
    void decodeSpecials_data();
    void decodeSpecials();
    void bitString_data();
    void bitString();
    void normalFloatTable();
    void normalFloatRounding_data();
    void normalFloatRounding();
    void normalFloatStorage();
};

void TestNumberFormat::layout_data() {
    QTest::addColumn<DType>("type");
    QTest::addColumn<int>("exponentBits");
    QTest::addColumn<int>("mantissaBits");
    QTest::addColumn<int>("storageBits");
    QTest::addColumn<int>("bias");
    QTest::addColumn<bool>("hasInfinity");
    QTest::addColumn<bool>("hasNan");
    QTest::addColumn<bool>("isInteger");

    QTest::addRow("fp64") << DType::FP64 << 11 << 52 << 64 << 1023 << true << true << false;
    QTest::addRow("fp32") << DType::FP32 << 8 << 23 << 32 << 127 << true << true << false;
    QTest::addRow("tf32") << DType::TF32 << 8 << 10 << 32 << 127 << true << true << false;
    QTest::addRow("fp16") << DType::FP16 << 5 << 10 << 16 << 15 << true << true << false;
    QTest::addRow("bf16") << DType::BF16 << 8 << 7 << 16 << 127 << true << true << false;
    QTest::addRow("fp8-e4m3") << DType::FP8_E4M3 << 4 << 3 << 8 << 7 << false << true << false;
    QTest::addRow("fp8-e5m2") << DType::FP8_E5M2 << 5 << 2 << 8 << 15 << true << true << false;
    QTest::addRow("fp4-e2m1") << DType::FP4_E2M1 << 2 << 1 << 4 << 1 << false << false << false;
    QTest::addRow("int8") << DType::INT8 << 0 << 7 << 8 << 0 << false << false << true;
    QTest::addRow("int4") << DType::INT4 << 0 << 3 << 4 << 0 << false << false << true;
    QTest::addRow("mxfp8") << DType::MXFP8 << 4 << 3 << 8 << 7 << false << true << false;
    QTest::addRow("mxfp4") << DType::MXFP4 << 2 << 1 << 4 << 1 << false << true << false;
    QTest::addRow("nvfp4") << DType::NVFP4 << 2 << 1 << 4 << 1 << false << false << false;
}

void TestNumberFormat::layout() {
    QFETCH(DType, type);
    QFETCH(int, exponentBits);
    QFETCH(int, mantissaBits);
    QFETCH(int, storageBits);
    QFETCH(int, bias);
    QFETCH(bool, hasInfinity);
    QFETCH(bool, hasNan);
    QFETCH(bool, isInteger);

    const rooflab::FormatSpec& spec = rooflab::formatSpec(type);
    QVERIFY(spec.type == type);
    QCOMPARE(spec.signBits, 1);
    QCOMPARE(spec.exponentBits, exponentBits);
    QCOMPARE(spec.mantissaBits, mantissaBits);
    QCOMPARE(spec.storageBits, storageBits);
    QCOMPARE(spec.exponentBias, bias);
    QCOMPARE(spec.hasInfinity, hasInfinity);
    QCOMPARE(spec.hasNan, hasNan);
    QCOMPARE(spec.isInteger, isInteger);
    QVERIFY(!spec.nanRule.empty());
    QVERIFY(!spec.source.empty());
}

void TestNumberFormat::ranges_data() {
    QTest::addColumn<DType>("type");
    QTest::addColumn<double>("maxFinite");
    QTest::addColumn<double>("lowestFinite");
    QTest::addColumn<double>("minNormal");
    QTest::addColumn<double>("minSubnormal");
    QTest::addColumn<double>("epsilon");

    const double dblMax = std::numeric_limits<double>::max();
    QTest::addRow("fp64") << DType::FP64 << dblMax << -dblMax << pow2(-1022) << pow2(-1074) << pow2(-52);
    QTest::addRow("fp32") << DType::FP32 << 3.4028234663852886e38 << -3.4028234663852886e38 << pow2(-126) << pow2(-149)
                          << pow2(-23);
    // (2 - 2^-10) * 2^127
    QTest::addRow("tf32") << DType::TF32 << 3.4011621342146535e38 << -3.4011621342146535e38 << pow2(-126) << pow2(-136)
                          << pow2(-10);
    QTest::addRow("fp16") << DType::FP16 << 65504.0 << -65504.0 << pow2(-14) << pow2(-24) << pow2(-10);
    QTest::addRow("bf16") << DType::BF16 << 3.3895313892515355e38 << -3.3895313892515355e38 << pow2(-126) << pow2(-133)
                          << pow2(-7);
    QTest::addRow("fp8-e4m3") << DType::FP8_E4M3 << 448.0 << -448.0 << pow2(-6) << pow2(-9) << 0.125;
    QTest::addRow("fp8-e5m2") << DType::FP8_E5M2 << 57344.0 << -57344.0 << pow2(-14) << pow2(-16) << 0.25;
    QTest::addRow("fp4-e2m1") << DType::FP4_E2M1 << 6.0 << -6.0 << 1.0 << 0.5 << 0.5;
    QTest::addRow("int8") << DType::INT8 << 127.0 << -128.0 << 1.0 << 1.0 << 1.0;
    QTest::addRow("int4") << DType::INT4 << 7.0 << -8.0 << 1.0 << 1.0 << 1.0;
    // Element range times the E8M0 scale range 2^-127 .. 2^127.
    QTest::addRow("mxfp8") << DType::MXFP8 << 448.0 * pow2(127) << -448.0 * pow2(127) << pow2(-133) << pow2(-136)
                           << 0.125;
    QTest::addRow("mxfp4") << DType::MXFP4 << 6.0 * pow2(127) << -6.0 * pow2(127) << pow2(-127) << pow2(-128) << 0.5;
    // Element range times the E4M3 scale range 2^-9 .. 448; per-tensor FP32 scale excluded.
    QTest::addRow("nvfp4") << DType::NVFP4 << 2688.0 << -2688.0 << pow2(-9) << pow2(-10) << 0.5;
}

void TestNumberFormat::ranges() {
    QFETCH(DType, type);
    QFETCH(double, maxFinite);
    QFETCH(double, lowestFinite);
    QFETCH(double, minNormal);
    QFETCH(double, minSubnormal);
    QFETCH(double, epsilon);

    const rooflab::FormatSpec& spec = rooflab::formatSpec(type);
    COMPARE_EXACT(spec.maxFinite, maxFinite);
    COMPARE_EXACT(spec.lowestFinite, lowestFinite);
    COMPARE_EXACT(spec.minNormal, minNormal);
    COMPARE_EXACT(spec.minSubnormal, minSubnormal);
    COMPARE_EXACT(spec.epsilon, epsilon);

    // The extremes are values of the format: they round to themselves without any flag.
    for (double v : {maxFinite, lowestFinite, minNormal, minSubnormal, 1.0 + epsilon}) {
        const rooflab::RoundResult r = rooflab::roundToFormat(v, type);
        COMPARE_EXACT(r.value, v);
        QVERIFY(!r.overflow && !r.underflowToZero && !r.isNan);
        QCOMPARE(r.relativeError, 0.0);
    }
}

void TestNumberFormat::blockScaled_data() {
    QTest::addColumn<DType>("type");
    QTest::addColumn<bool>("blockScaled");
    QTest::addColumn<int>("blockSize");
    QTest::addColumn<DType>("elementType");
    QTest::addColumn<QString>("scaleFormat");
    QTest::addColumn<double>("effectiveBits");

    QTest::addRow("fp32") << DType::FP32 << false << 0 << DType::FP32 << QString() << 32.0;
    QTest::addRow("tf32") << DType::TF32 << false << 0 << DType::TF32 << QString() << 32.0;
    QTest::addRow("fp8-e4m3") << DType::FP8_E4M3 << false << 0 << DType::FP8_E4M3 << QString() << 8.0;
    QTest::addRow("int4") << DType::INT4 << false << 0 << DType::INT4 << QString() << 4.0;
    // (32 * 8 + 8) / 32, (32 * 4 + 8) / 32, (16 * 4 + 8) / 16
    QTest::addRow("mxfp8") << DType::MXFP8 << true << 32 << DType::FP8_E4M3 << "E8M0" << 8.25;
    QTest::addRow("mxfp4") << DType::MXFP4 << true << 32 << DType::FP4_E2M1 << "E8M0" << 4.25;
    QTest::addRow("nvfp4") << DType::NVFP4 << true << 16 << DType::FP4_E2M1 << "FP8 E4M3" << 4.5;
}

void TestNumberFormat::blockScaled() {
    QFETCH(DType, type);
    QFETCH(bool, blockScaled);
    QFETCH(int, blockSize);
    QFETCH(DType, elementType);
    QFETCH(QString, scaleFormat);
    QFETCH(double, effectiveBits);

    const rooflab::FormatSpec& spec = rooflab::formatSpec(type);
    QCOMPARE(spec.blockScaled, blockScaled);
    QCOMPARE(spec.blockSize, blockSize);
    QVERIFY(spec.elementType == elementType);
    QCOMPARE(QString::fromStdString(spec.scaleFormat), scaleFormat);
    QCOMPARE(spec.effectiveBits, effectiveBits);
    QCOMPARE(spec.effectiveBits, rooflab::dtypeStorageBits(type));
}

void TestNumberFormat::rounding_data() {
    QTest::addColumn<DType>("type");
    QTest::addColumn<Overflow>("mode");
    QTest::addColumn<double>("input");
    QTest::addColumn<double>("expected");
    QTest::addColumn<bool>("overflow");
    QTest::addColumn<bool>("underflowToZero");

    const Overflow std_ = Overflow::Standard;
    const Overflow sat = Overflow::Saturate;

    // FP16: spacing 2 in [2048, 4096); ties go to the even mantissa.
    QTest::addRow("fp16 2049 tie down") << DType::FP16 << std_ << 2049.0 << 2048.0 << false << false;
    QTest::addRow("fp16 2051 tie up") << DType::FP16 << std_ << 2051.0 << 2052.0 << false << false;
    QTest::addRow("fp16 2050 exact") << DType::FP16 << std_ << 2050.0 << 2050.0 << false << false;
    QTest::addRow("fp16 2050.1 up") << DType::FP16 << std_ << 2050.1 << 2050.0 << false << false;
    QTest::addRow("fp16 -2051") << DType::FP16 << std_ << -2051.0 << -2052.0 << false << false;
    QTest::addRow("fp16 1e-8 to 0") << DType::FP16 << std_ << 1e-8 << 0.0 << false << true;
    QTest::addRow("fp16 -1e-8 to -0") << DType::FP16 << std_ << -1e-8 << -0.0 << false << true;
    QTest::addRow("fp16 2^-25 tie to 0") << DType::FP16 << std_ << pow2(-25) << 0.0 << false << true;
    QTest::addRow("fp16 1.5*2^-25 up") << DType::FP16 << std_ << 1.5 * pow2(-25) << pow2(-24) << false << false;
    QTest::addRow("fp16 3*2^-25 tie even") << DType::FP16 << std_ << 3 * pow2(-25) << pow2(-23) << false << false;
    QTest::addRow("fp16 1e-5 subnormal") << DType::FP16 << std_ << 1e-5 << 168 * pow2(-24) << false << false;
    // Overflow threshold: 65504 + half an ulp (16) = 65520.
    QTest::addRow("fp16 65519") << DType::FP16 << std_ << 65519.0 << 65504.0 << false << false;
    QTest::addRow("fp16 65520 to inf") << DType::FP16 << std_ << 65520.0 << kInf << true << false;
    QTest::addRow("fp16 -1e6 to -inf") << DType::FP16 << std_ << -1e6 << -kInf << true << false;
    QTest::addRow("fp16 1e6 saturate") << DType::FP16 << sat << 1e6 << 65504.0 << true << false;
    QTest::addRow("fp16 inf stays inf") << DType::FP16 << std_ << kInf << kInf << false << false;
    QTest::addRow("fp16 inf saturate") << DType::FP16 << sat << kInf << 65504.0 << true << false;
    QTest::addRow("fp16 -0") << DType::FP16 << std_ << -0.0 << -0.0 << false << false;

    // BF16: 8 significant bits.
    QTest::addRow("bf16 1e-8 nonzero") << DType::BF16 << std_ << 1e-8 << 1.00117176771163940e-8 << false << false;
    QTest::addRow("bf16 1+2^-8 tie down") << DType::BF16 << std_ << 1 + pow2(-8) << 1.0 << false << false;
    QTest::addRow("bf16 1+3*2^-8 tie up") << DType::BF16 << std_ << 1 + 3 * pow2(-8) << 1 + pow2(-6) << false << false;
    QTest::addRow("bf16 257 tie down") << DType::BF16 << std_ << 257.0 << 256.0 << false << false;
    QTest::addRow("bf16 259 tie up") << DType::BF16 << std_ << 259.0 << 260.0 << false << false;
    QTest::addRow("bf16 1e39 to inf") << DType::BF16 << std_ << 1e39 << kInf << true << false;

    // FP32 / TF32 / FP64.
    QTest::addRow("fp32 1+2^-24 tie down") << DType::FP32 << std_ << 1 + pow2(-24) << 1.0 << false << false;
    QTest::addRow("fp32 0.1") << DType::FP32 << std_ << 0.1 << 0.100000001490116119384765625 << false << false;
    QTest::addRow("fp32 max+half ulp to inf") << DType::FP32 << std_ << pow2(128) - pow2(103) << kInf << true << false;
    QTest::addRow("fp32 1e-46 to 0") << DType::FP32 << std_ << 1e-46 << 0.0 << false << true;
    QTest::addRow("tf32 1+2^-11 tie down") << DType::TF32 << std_ << 1 + pow2(-11) << 1.0 << false << false;
    QTest::addRow("tf32 1+3*2^-11 tie up")
        << DType::TF32 << std_ << 1 + 3 * pow2(-11) << 1 + pow2(-9) << false << false;
    QTest::addRow("fp64 0.1 exact") << DType::FP64 << std_ << 0.1 << 0.1 << false << false;
    QTest::addRow("fp64 min subnormal") << DType::FP64 << std_ << pow2(-1074) << pow2(-1074) << false << false;

    // FP8 E4M3: spacing 32 in [256, 512); 480 would be S.1111.111 = NaN, so 448 is the top.
    QTest::addRow("e4m3 448") << DType::FP8_E4M3 << std_ << 448.0 << 448.0 << false << false;
    QTest::addRow("e4m3 464 tie to 448") << DType::FP8_E4M3 << std_ << 464.0 << 448.0 << false << false;
    QTest::addRow("e4m3 465 to NaN") << DType::FP8_E4M3 << std_ << 465.0 << kNaN << true << false;
    QTest::addRow("e4m3 500 to NaN") << DType::FP8_E4M3 << std_ << 500.0 << kNaN << true << false;
    QTest::addRow("e4m3 500 saturate") << DType::FP8_E4M3 << sat << 500.0 << 448.0 << true << false;
    QTest::addRow("e4m3 -500 saturate") << DType::FP8_E4M3 << sat << -500.0 << -448.0 << true << false;
    QTest::addRow("e4m3 inf to NaN") << DType::FP8_E4M3 << std_ << kInf << kNaN << true << false;
    QTest::addRow("e4m3 inf saturate") << DType::FP8_E4M3 << sat << kInf << 448.0 << true << false;
    QTest::addRow("e4m3 0.3") << DType::FP8_E4M3 << std_ << 0.3 << 0.3125 << false << false;
    QTest::addRow("e4m3 2^-10 tie to 0") << DType::FP8_E4M3 << std_ << pow2(-10) << 0.0 << false << true;
    QTest::addRow("e4m3 3*2^-10 tie even") << DType::FP8_E4M3 << std_ << 3 * pow2(-10) << pow2(-8) << false << false;

    // FP8 E5M2: IEEE-like, threshold 57344 + 4096 = 61440 (a tie that goes to the even 2^16).
    QTest::addRow("e5m2 61439") << DType::FP8_E5M2 << std_ << 61439.0 << 57344.0 << false << false;
    QTest::addRow("e5m2 61440 to inf") << DType::FP8_E5M2 << std_ << 61440.0 << kInf << true << false;
    QTest::addRow("e5m2 1e5 saturate") << DType::FP8_E5M2 << sat << 1e5 << 57344.0 << true << false;
    QTest::addRow("e5m2 2^-17 tie to 0") << DType::FP8_E5M2 << std_ << pow2(-17) << 0.0 << false << true;

    // FP4 E2M1: values 0, 0.5, 1, 1.5, 2, 3, 4, 6; no inf or NaN, so overflow saturates.
    QTest::addRow("e2m1 5 tie to 4") << DType::FP4_E2M1 << std_ << 5.0 << 4.0 << false << false;
    QTest::addRow("e2m1 2.5 tie to 2") << DType::FP4_E2M1 << std_ << 2.5 << 2.0 << false << false;
    QTest::addRow("e2m1 1.25 tie to 1") << DType::FP4_E2M1 << std_ << 1.25 << 1.0 << false << false;
    QTest::addRow("e2m1 0.75 tie to 1") << DType::FP4_E2M1 << std_ << 0.75 << 1.0 << false << false;
    QTest::addRow("e2m1 0.25 tie to 0") << DType::FP4_E2M1 << std_ << 0.25 << 0.0 << false << true;
    QTest::addRow("e2m1 -3.4") << DType::FP4_E2M1 << std_ << -3.4 << -3.0 << false << false;
    QTest::addRow("e2m1 6.9 rounds to 6") << DType::FP4_E2M1 << std_ << 6.9 << 6.0 << false << false;
    QTest::addRow("e2m1 7 saturates") << DType::FP4_E2M1 << std_ << 7.0 << 6.0 << true << false;
    QTest::addRow("e2m1 -inf saturates") << DType::FP4_E2M1 << std_ << -kInf << -6.0 << true << false;

    // Integers: round half to even, then clamp to the two's complement range.
    QTest::addRow("int8 2.5") << DType::INT8 << std_ << 2.5 << 2.0 << false << false;
    QTest::addRow("int8 3.5") << DType::INT8 << std_ << 3.5 << 4.0 << false << false;
    QTest::addRow("int8 -2.5") << DType::INT8 << std_ << -2.5 << -2.0 << false << false;
    QTest::addRow("int8 2.6") << DType::INT8 << std_ << 2.6 << 3.0 << false << false;
    QTest::addRow("int8 0.4 to 0") << DType::INT8 << std_ << 0.4 << 0.0 << false << true;
    QTest::addRow("int8 127.4") << DType::INT8 << std_ << 127.4 << 127.0 << false << false;
    QTest::addRow("int8 127.5 saturates") << DType::INT8 << std_ << 127.5 << 127.0 << true << false;
    QTest::addRow("int8 -128.5 tie to -128") << DType::INT8 << std_ << -128.5 << -128.0 << false << false;
    QTest::addRow("int8 -129 saturates") << DType::INT8 << std_ << -129.0 << -128.0 << true << false;
    QTest::addRow("int8 300 saturates") << DType::INT8 << sat << 300.0 << 127.0 << true << false;
    QTest::addRow("int8 inf saturates") << DType::INT8 << std_ << kInf << 127.0 << true << false;
    QTest::addRow("int4 7.6 saturates") << DType::INT4 << std_ << 7.6 << 7.0 << true << false;
    QTest::addRow("int4 -8") << DType::INT4 << std_ << -8.0 << -8.0 << false << false;
    QTest::addRow("int4 -9 saturates") << DType::INT4 << std_ << -9.0 << -8.0 << true << false;

    // Block-scaled: element precision over the range the scale opens.
    QTest::addRow("mxfp4 5*2^100 tie") << DType::MXFP4 << std_ << 5 * pow2(100) << pow2(102) << false << false;
    QTest::addRow("mxfp4 3*2^-120") << DType::MXFP4 << std_ << 3 * pow2(-120) << 3 * pow2(-120) << false << false;
    QTest::addRow("mxfp4 2^-129 tie to 0") << DType::MXFP4 << std_ << pow2(-129) << 0.0 << false << true;
    QTest::addRow("mxfp4 overflow saturates")
        << DType::MXFP4 << std_ << 7 * pow2(127) << 6 * pow2(127) << true << false;
    QTest::addRow("mxfp8 0.3") << DType::MXFP8 << std_ << 0.3 << 0.3125 << false << false;
    QTest::addRow("mxfp8 1e3 in range") << DType::MXFP8 << std_ << 1000.0 << 1024.0 << false << false;
    QTest::addRow("mxfp8 overflow to NaN") << DType::MXFP8 << std_ << 1e41 << kNaN << true << false;
    QTest::addRow("mxfp8 overflow saturate") << DType::MXFP8 << sat << 1e41 << 448 * pow2(127) << true << false;
    QTest::addRow("nvfp4 1000") << DType::NVFP4 << std_ << 1000.0 << 1024.0 << false << false;
    // 2600 is nearer 3072 than 2048 at element precision; 2688 = 6 * 448 caps it.
    QTest::addRow("nvfp4 2600 to 2688") << DType::NVFP4 << std_ << 2600.0 << 2688.0 << false << false;
    QTest::addRow("nvfp4 3000 saturates") << DType::NVFP4 << std_ << 3000.0 << 2688.0 << true << false;
}

void TestNumberFormat::rounding() {
    QFETCH(DType, type);
    QFETCH(Overflow, mode);
    QFETCH(double, input);
    QFETCH(double, expected);
    QFETCH(bool, overflow);
    QFETCH(bool, underflowToZero);

    const rooflab::RoundResult r = rooflab::roundToFormat(input, type, mode);
    COMPARE_EXACT(r.value, expected);
    QCOMPARE(r.overflow, overflow);
    QCOMPARE(r.underflowToZero, underflowToZero);
    QCOMPARE(r.isNan, std::isnan(expected));
    QVERIFY(!std::isnan(r.relativeError));
    if (std::isfinite(expected) && input != 0 && std::isfinite(input))
        QCOMPARE(r.relativeError, std::fabs(expected - input) / std::fabs(input));
    if (underflowToZero)
        QCOMPARE(r.relativeError, 1.0);
}

void TestNumberFormat::oneThird_data() {
    QTest::addColumn<DType>("type");
    QTest::addColumn<double>("expected");
    QTest::addColumn<bool>("normalRange");

    QTest::addRow("fp64") << DType::FP64 << 1.0 / 3.0 << true;
    QTest::addRow("fp32") << DType::FP32 << 0.3333333432674407958984375 << true;
    QTest::addRow("tf32") << DType::TF32 << 0.333251953125 << true;
    QTest::addRow("fp16") << DType::FP16 << 0.333251953125 << true;
    QTest::addRow("bf16") << DType::BF16 << 0.333984375 << true;
    QTest::addRow("fp8-e4m3") << DType::FP8_E4M3 << 0.34375 << true;
    QTest::addRow("fp8-e5m2") << DType::FP8_E5M2 << 0.3125 << true;
    // 1/3 is below E2M1's smallest normal (1): the subnormal step 0.5 bounds the error, not
    // epsilon. The block-scaled FP4 formats scale it into the element's normal range.
    QTest::addRow("fp4-e2m1") << DType::FP4_E2M1 << 0.5 << false;
    QTest::addRow("mxfp8") << DType::MXFP8 << 0.34375 << true;
    QTest::addRow("mxfp4") << DType::MXFP4 << 0.375 << true;
    QTest::addRow("nvfp4") << DType::NVFP4 << 0.375 << true;
}

void TestNumberFormat::oneThird() {
    QFETCH(DType, type);
    QFETCH(double, expected);
    QFETCH(bool, normalRange);

    const double third = 1.0 / 3.0;
    const rooflab::RoundResult r = rooflab::roundToFormat(third, type);
    COMPARE_EXACT(r.value, expected);
    QVERIFY(!r.overflow && !r.underflowToZero && !r.isNan);
    QCOMPARE(r.relativeError, std::fabs(expected - third) / third);
    const double epsilon = rooflab::formatSpec(type).epsilon;
    if (normalRange)
        QVERIFY2(r.relativeError <= epsilon / 2,
                 qPrintable(QStringLiteral("relative error %1, epsilon/2 %2").arg(r.relativeError).arg(epsilon / 2)));
    else
        QCOMPARE(r.relativeError, 0.5);
}

void TestNumberFormat::relativeErrorIsNeverNan_data() {
    QTest::addColumn<DType>("type");
    for (int i = 0; i <= static_cast<int>(DType::NF4); ++i) {
        const auto type = static_cast<DType>(i);
        QTest::addRow("%s", idOf(type).constData()) << type;
    }
}

void TestNumberFormat::relativeErrorIsNeverNan() {
    QFETCH(DType, type);
    for (Overflow mode : {Overflow::Standard, Overflow::Saturate}) {
        for (double x : {kInf, -kInf, kNaN, 0.0, -0.0, 1e300, -1e300, 1e-300, 0.3, -7.7}) {
            const rooflab::RoundResult r = rooflab::roundToFormat(x, type, mode);
            QVERIFY2(r.relativeError >= 0 && r.relativeError <= 1,
                     qPrintable(QStringLiteral("x %1: relative error %2").arg(x).arg(r.relativeError)));
        }
        QCOMPARE(rooflab::roundToFormat(kNaN, type, mode).relativeError, 0.0);
        QCOMPARE(rooflab::roundToFormat(0.0, type, mode).relativeError, 0.0);
    }
    const rooflab::FormatSpec& spec = rooflab::formatSpec(type);
    const double infError = rooflab::roundToFormat(kInf, type).relativeError;
    QCOMPARE(infError, spec.hasInfinity ? 0.0 : 1.0);
    // A finite value that overflows to infinity or NaN is lost: relative error exactly 1.
    const rooflab::RoundResult huge = rooflab::roundToFormat(1e300, type);
    if (std::isinf(huge.value) || huge.isNan)
        QCOMPARE(huge.relativeError, 1.0);
}

void TestNumberFormat::roundTripEveryPattern_data() {
    QTest::addColumn<DType>("type");
    QTest::addColumn<int>("nanPatterns");

    QTest::addRow("fp16") << DType::FP16 << 2 * 1023;
    QTest::addRow("bf16") << DType::BF16 << 2 * 127;
    QTest::addRow("fp8-e4m3") << DType::FP8_E4M3 << 2;
    QTest::addRow("fp8-e5m2") << DType::FP8_E5M2 << 2 * 3;
    QTest::addRow("fp4-e2m1") << DType::FP4_E2M1 << 0;
    QTest::addRow("int8") << DType::INT8 << 0;
    QTest::addRow("int4") << DType::INT4 << 0;
    QTest::addRow("mxfp4 element") << DType::MXFP4 << 0;
}

void TestNumberFormat::roundTripEveryPattern() {
    QFETCH(DType, type);
    QFETCH(int, nanPatterns);

    const int storageBits = rooflab::formatSpec(type).storageBits;
    int nans = 0;
    double previousPositive = -kInf;
    for (std::uint64_t bits = 0; bits < (std::uint64_t{1} << storageBits); ++bits) {
        const double value = rooflab::decodeBits(bits, type);
        if (std::isnan(value)) {
            ++nans;
            QVERIFY(std::isnan(rooflab::decodeBits(rooflab::encodeBits(value, type), type)));
            continue;
        }
        if (rooflab::encodeBits(value, type) != bits)
            QFAIL(qPrintable(QStringLiteral("pattern 0x%1 decodes to %2, encodes to 0x%3")
                                 .arg(bits, 0, 16)
                                 .arg(value, 0, 'g', 17)
                                 .arg(rooflab::encodeBits(value, type), 0, 16)));
        const rooflab::RoundResult r = rooflab::roundToFormat(value, type);
        if (!sameValue(r.value, value) || r.overflow || r.underflowToZero)
            QFAIL(qPrintable(QStringLiteral("value %1 does not round to itself").arg(value)));
        // Float patterns with the sign bit clear grow with the pattern (IEEE 754 sec. 5.10).
        const bool positiveHalf = (bits >> (storageBits - 1)) == 0;
        if (positiveHalf && !rooflab::formatSpec(type).isInteger) {
            QVERIFY(value > previousPositive);
            previousPositive = value;
        }
    }
    QCOMPARE(nans, nanPatterns);
}

void TestNumberFormat::roundTripTf32() {
    // All 2^19 meaningful TF32 patterns, placed in FP32 storage.
    int nans = 0;
    for (std::uint64_t pattern = 0; pattern < (std::uint64_t{1} << 19); ++pattern) {
        const std::uint64_t bits = pattern << 13;
        const double value = rooflab::decodeBits(bits, DType::TF32);
        if (std::isnan(value)) {
            ++nans;
            continue;
        }
        if (rooflab::encodeBits(value, DType::TF32) != bits)
            QFAIL(qPrintable(QStringLiteral("pattern 0x%1 does not round-trip").arg(bits, 0, 16)));
    }
    QCOMPARE(nans, 2 * 1023);
}

void TestNumberFormat::knownBits_data() {
    QTest::addColumn<DType>("type");
    QTest::addColumn<Overflow>("mode");
    QTest::addColumn<double>("value");
    QTest::addColumn<quint64>("bits");

    const Overflow std_ = Overflow::Standard;
    QTest::addRow("fp64 1") << DType::FP64 << std_ << 1.0 << quint64(0x3FF0000000000000);
    QTest::addRow("fp64 NaN") << DType::FP64 << std_ << kNaN << quint64(0x7FF8000000000000);
    QTest::addRow("fp32 1") << DType::FP32 << std_ << 1.0 << quint64(0x3F800000);
    QTest::addRow("fp32 1/3") << DType::FP32 << std_ << 1.0 / 3 << quint64(0x3EAAAAAB);
    QTest::addRow("fp32 NaN") << DType::FP32 << std_ << kNaN << quint64(0x7FC00000);
    QTest::addRow("tf32 1") << DType::TF32 << std_ << 1.0 << quint64(0x3F800000);
    QTest::addRow("tf32 1/3") << DType::TF32 << std_ << 1.0 / 3 << quint64(0x3EAAA000);
    QTest::addRow("fp16 1") << DType::FP16 << std_ << 1.0 << quint64(0x3C00);
    QTest::addRow("fp16 -2") << DType::FP16 << std_ << -2.0 << quint64(0xC000);
    QTest::addRow("fp16 max") << DType::FP16 << std_ << 65504.0 << quint64(0x7BFF);
    QTest::addRow("fp16 min subnormal") << DType::FP16 << std_ << pow2(-24) << quint64(0x0001);
    QTest::addRow("fp16 inf") << DType::FP16 << std_ << kInf << quint64(0x7C00);
    QTest::addRow("fp16 -inf") << DType::FP16 << std_ << -kInf << quint64(0xFC00);
    QTest::addRow("fp16 NaN") << DType::FP16 << std_ << kNaN << quint64(0x7E00);
    QTest::addRow("fp16 -0") << DType::FP16 << std_ << -0.0 << quint64(0x8000);
    QTest::addRow("bf16 1") << DType::BF16 << std_ << 1.0 << quint64(0x3F80);
    QTest::addRow("bf16 1/3") << DType::BF16 << std_ << 1.0 / 3 << quint64(0x3EAB);
    QTest::addRow("e4m3 448") << DType::FP8_E4M3 << std_ << 448.0 << quint64(0x7E);
    QTest::addRow("e4m3 NaN") << DType::FP8_E4M3 << std_ << kNaN << quint64(0x7F);
    QTest::addRow("e4m3 500") << DType::FP8_E4M3 << std_ << 500.0 << quint64(0x7F);
    QTest::addRow("e4m3 -500 keeps its sign") << DType::FP8_E4M3 << std_ << -500.0 << quint64(0xFF);
    QTest::addRow("e4m3 500 saturate") << DType::FP8_E4M3 << Overflow::Saturate << 500.0 << quint64(0x7E);
    QTest::addRow("e4m3 -2^-9") << DType::FP8_E4M3 << std_ << -pow2(-9) << quint64(0x81);
    QTest::addRow("e5m2 max") << DType::FP8_E5M2 << std_ << 57344.0 << quint64(0x7B);
    QTest::addRow("e5m2 inf") << DType::FP8_E5M2 << std_ << kInf << quint64(0x7C);
    QTest::addRow("e5m2 NaN") << DType::FP8_E5M2 << std_ << kNaN << quint64(0x7E);
    QTest::addRow("e2m1 0.5") << DType::FP4_E2M1 << std_ << 0.5 << quint64(0x1);
    QTest::addRow("e2m1 6") << DType::FP4_E2M1 << std_ << 6.0 << quint64(0x7);
    QTest::addRow("e2m1 -6") << DType::FP4_E2M1 << std_ << -6.0 << quint64(0xF);
    QTest::addRow("e2m1 NaN has no code") << DType::FP4_E2M1 << std_ << kNaN << quint64(0);
    QTest::addRow("int8 -1") << DType::INT8 << std_ << -1.0 << quint64(0xFF);
    QTest::addRow("int8 -128") << DType::INT8 << std_ << -128.0 << quint64(0x80);
    QTest::addRow("int8 1000") << DType::INT8 << std_ << 1000.0 << quint64(0x7F);
    QTest::addRow("int4 -8") << DType::INT4 << std_ << -8.0 << quint64(0x8);
    QTest::addRow("mxfp4 element 3") << DType::MXFP4 << std_ << 3.0 << quint64(0x5);
    QTest::addRow("nvfp4 element -1") << DType::NVFP4 << std_ << -1.0 << quint64(0xA);
    QTest::addRow("mxfp8 element 448") << DType::MXFP8 << std_ << 448.0 << quint64(0x7E);
}

void TestNumberFormat::knownBits() {
    QFETCH(DType, type);
    QFETCH(Overflow, mode);
    QFETCH(double, value);
    QFETCH(quint64, bits);

    QCOMPARE(quint64(rooflab::encodeBits(value, type, mode)), bits);
}

void TestNumberFormat::decodeSpecials_data() {
    QTest::addColumn<DType>("type");
    QTest::addColumn<quint64>("bits");
    QTest::addColumn<double>("expected");

    QTest::addRow("e4m3 0x78 is 256, not inf") << DType::FP8_E4M3 << quint64(0x78) << 256.0;
    QTest::addRow("e4m3 0x7F NaN") << DType::FP8_E4M3 << quint64(0x7F) << kNaN;
    QTest::addRow("e4m3 0xFF NaN") << DType::FP8_E4M3 << quint64(0xFF) << kNaN;
    QTest::addRow("e4m3 0x80 -0") << DType::FP8_E4M3 << quint64(0x80) << -0.0;
    QTest::addRow("e5m2 0xFC -inf") << DType::FP8_E5M2 << quint64(0xFC) << -kInf;
    QTest::addRow("e5m2 0x7D NaN") << DType::FP8_E5M2 << quint64(0x7D) << kNaN;
    QTest::addRow("e2m1 0xF -6") << DType::FP4_E2M1 << quint64(0xF) << -6.0;
    QTest::addRow("e2m1 0x6 4") << DType::FP4_E2M1 << quint64(0x6) << 4.0;
    QTest::addRow("fp16 0x03FF largest subnormal") << DType::FP16 << quint64(0x03FF) << 1023 * pow2(-24);
    QTest::addRow("bf16 0x7F7F max") << DType::BF16 << quint64(0x7F7F) << 3.3895313892515355e38;
    QTest::addRow("tf32 padding ignored") << DType::TF32 << quint64(0x3F801FFF) << 1.0;
    QTest::addRow("int4 0xF -1") << DType::INT4 << quint64(0xF) << -1.0;
    QTest::addRow("int8 high bits ignored") << DType::INT8 << quint64(0x17F) << 127.0;
}

void TestNumberFormat::decodeSpecials() {
    QFETCH(DType, type);
    QFETCH(quint64, bits);
    QFETCH(double, expected);

    COMPARE_EXACT(rooflab::decodeBits(bits, type), expected);
}

void TestNumberFormat::bitString_data() {
    QTest::addColumn<DType>("type");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");

    QTest::addRow("fp16 1") << DType::FP16 << 1.0 << "0 01111 0000000000";
    QTest::addRow("fp16 -65504") << DType::FP16 << -65504.0 << "1 11110 1111111111";
    QTest::addRow("bf16 -2") << DType::BF16 << -2.0 << "1 10000000 0000000";
    QTest::addRow("fp32 1") << DType::FP32 << 1.0 << "0 01111111 00000000000000000000000";
    QTest::addRow("tf32 1") << DType::TF32 << 1.0 << "0 01111111 0000000000";
    QTest::addRow("e4m3 448") << DType::FP8_E4M3 << 448.0 << "0 1111 110";
    QTest::addRow("e5m2 inf") << DType::FP8_E5M2 << kInf << "0 11111 00";
    QTest::addRow("e2m1 -6") << DType::FP4_E2M1 << -6.0 << "1 11 1";
    QTest::addRow("mxfp4 element 0.5") << DType::MXFP4 << 0.5 << "0 00 1";
    QTest::addRow("int8 -1") << DType::INT8 << -1.0 << "1 1111111";
    QTest::addRow("int4 5") << DType::INT4 << 5.0 << "0 101";
}

void TestNumberFormat::bitString() {
    QFETCH(DType, type);
    QFETCH(double, value);
    QFETCH(QString, expected);

    const std::string text = rooflab::bitString(rooflab::encodeBits(value, type), type);
    QCOMPARE(QString::fromStdString(text), expected);
}

// QLoRA's appendix E table as bitsandbytes stores it: 16 float32 values, -1 to 1, an exact zero
// at code 7, 7 negative and 8 positive values.
void TestNumberFormat::normalFloatTable() {
    const auto& codes = rooflab::normalFloatCodes();
    COMPARE_EXACT(codes.front(), -1.0);
    COMPARE_EXACT(codes[7], 0.0);
    COMPARE_EXACT(codes.back(), 1.0);
    COMPARE_EXACT(codes[11], 0.33791524171829224);
    for (std::size_t i = 0; i < codes.size(); ++i) {
        QCOMPARE(double(float(codes[i])), codes[i]);
        if (i > 0)
            QVERIFY(codes[i] > codes[i - 1]);
        const auto code = std::uint64_t(i);
        COMPARE_EXACT(rooflab::decodeBits(code, DType::NF4), codes[i]);
        QCOMPARE(rooflab::encodeBits(codes[i], DType::NF4), code);
    }
    QCOMPARE(QString::fromStdString(rooflab::bitString(15, DType::NF4)), QStringLiteral("1111"));
    QCOMPARE(QString::fromStdString(rooflab::bitString(7, DType::NF4)), QStringLiteral("0111"));

    const rooflab::FormatSpec& spec = rooflab::formatSpec(DType::NF4);
    QVERIFY(spec.isCodeBook && spec.blockScaled);
    QCOMPARE(spec.storageBits, 4);
    QCOMPARE(spec.effectiveBits, 4.5); // 4 bits + one fp32 absmax per 64 values
    QCOMPARE(spec.blockSize, 64);
    QCOMPARE(QString::fromStdString(spec.scaleFormat), QStringLiteral("FP32 absmax"));
    COMPARE_EXACT(spec.maxFinite, 1.0);
    COMPARE_EXACT(spec.lowestFinite, -1.0);
    COMPARE_EXACT(spec.minSubnormal, codes[8]);
    COMPARE_EXACT(spec.epsilon, 1.0 - 0.7229568362236023);
    QCOMPARE(rooflab::parseDType("NF4"), std::optional<DType>(DType::NF4));
}

// Values divided by their block's absmax round to the nearest table value.
void TestNumberFormat::normalFloatRounding_data() {
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("expected");
    QTest::addColumn<bool>("overflow");
    QTest::addColumn<bool>("underflowToZero");

    QTest::addRow("1/3") << 1.0 / 3.0 << 0.33791524171829224 << false << false;
    // The midpoint of 0.24611 and 0.33792 is 0.29201: 0.3 goes up, 0.29 down.
    QTest::addRow("0.3") << 0.3 << 0.33791524171829224 << false << false;
    QTest::addRow("0.29") << 0.29 << 0.24611230194568634 << false << false;
    QTest::addRow("-0.6") << -0.6 << -0.5250730514526367 << false << false;
    QTest::addRow("0.03 to zero") << 0.03 << 0.0 << false << true;
    // Exactly between code 7 (0) and code 8: the even code.
    QTest::addRow("tie") << 0.07958029955625534 / 2 << 0.07958029955625534 << false << false;
    QTest::addRow("1.5 clamps") << 1.5 << 1.0 << true << false;
    QTest::addRow("-inf clamps") << -std::numeric_limits<double>::infinity() << -1.0 << true << false;
}

void TestNumberFormat::normalFloatRounding() {
    QFETCH(double, x);
    QFETCH(double, expected);
    QFETCH(bool, overflow);
    QFETCH(bool, underflowToZero);
    for (Overflow mode : {Overflow::Standard, Overflow::Saturate}) {
        const rooflab::RoundResult r = rooflab::roundToFormat(x, DType::NF4, mode);
        COMPARE_EXACT(r.value, expected);
        QCOMPARE(r.overflow, overflow);
        QCOMPARE(r.underflowToZero, underflowToZero);
        QVERIFY(!r.isNan);
        COMPARE_EXACT(rooflab::decodeBits(rooflab::encodeBits(x, DType::NF4, mode), DType::NF4), expected);
    }
}

// bitsandbytes' 4-bit storage: 64 values share an absmax; double quantisation stores it in
// 8 bits with an fp32 scale per 256 blocks (QLoRA sec. 3: 0.5 and 0.127 bits of scales a value).
void TestNumberFormat::normalFloatStorage() {
    const double values = 64.0 * 256.0;
    QCOMPARE(rooflab::fourBitBlockBytes(values, false), values / 2 + 256 * 4);
    QCOMPARE(rooflab::fourBitBlockBytes(values, true), values / 2 + 256 + 4);
    QCOMPARE(rooflab::fourBitBlockBytes(1, false) * 8, rooflab::dtypeStorageBits(DType::NF4));
    QCOMPARE(std::round((rooflab::fourBitBlockBytes(1, true) * 8 - 4) * 1000), 127.0);
}

QTEST_APPLESS_MAIN(TestNumberFormat)
#include "tst_numberformat.moc"
