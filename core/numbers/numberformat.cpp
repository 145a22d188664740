#include "core/numbers/numberformat.h"

#include "core/numbers/normalfloat.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace rooflab {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// How a floating-point format spends its all-ones exponent field.
enum class Specials {
    Ieee,    // IEEE 754: all-ones exponent is infinity (mantissa 0) or NaN (mantissa != 0)
    NanOnly, // OFP8 E4M3: only S.1111.111 is NaN; the rest of that binade holds finite values
    None,    // MX E2M1: every encoding is a finite number
};

// A binary floating-point format with an implicit leading one and subnormals, built from its
// field widths; the bias is 2^(e-1) - 1 in every format here (IEEE 754-2019 sec. 3.3, OFP8
// table 1, MX table 4).
FormatSpec floatSpec(DType type, int exponentBits, int mantissaBits, int storageBits, Specials specials,
                     std::string nanRule, std::string source) {
    const int bias = (1 << (exponentBits - 1)) - 1;
    const int topField = (1 << exponentBits) - 1;
    // Largest finite: IEEE reserves the whole top binade; E4M3 loses only its last mantissa
    // code to NaN; E2M1 keeps everything.
    double maxFinite = 0;
    switch (specials) {
    case Specials::Ieee:
        maxFinite = std::ldexp(2.0 - std::ldexp(1.0, -mantissaBits), topField - 1 - bias);
        break;
    case Specials::NanOnly:
        maxFinite = std::ldexp(2.0 - std::ldexp(1.0, 1 - mantissaBits), topField - bias);
        break;
    case Specials::None:
        maxFinite = std::ldexp(2.0 - std::ldexp(1.0, -mantissaBits), topField - bias);
        break;
    }
    FormatSpec spec;
    spec.type = type;
    spec.signBits = 1;
    spec.exponentBits = exponentBits;
    spec.mantissaBits = mantissaBits;
    spec.storageBits = storageBits;
    spec.effectiveBits = dtypeStorageBits(type);
    spec.exponentBias = bias;
    spec.hasInfinity = specials == Specials::Ieee;
    spec.hasNan = specials != Specials::None;
    spec.nanRule = std::move(nanRule);
    spec.maxFinite = maxFinite;
    spec.lowestFinite = -maxFinite;
    spec.minNormal = std::ldexp(1.0, 1 - bias);
    spec.minSubnormal = std::ldexp(1.0, 1 - bias - mantissaBits);
    spec.epsilon = std::ldexp(1.0, -mantissaBits);
    spec.isInteger = false;
    spec.blockScaled = false;
    spec.blockSize = 0;
    spec.elementType = type;
    spec.source = std::move(source);
    return spec;
}

FormatSpec intSpec(DType type, int storageBits) {
    FormatSpec spec;
    spec.type = type;
    spec.signBits = 1;
    spec.exponentBits = 0;
    spec.mantissaBits = storageBits - 1;
    spec.storageBits = storageBits;
    spec.effectiveBits = dtypeStorageBits(type);
    spec.exponentBias = 0;
    spec.hasInfinity = false;
    spec.hasNan = false;
    spec.nanRule = "none";
    spec.maxFinite = std::ldexp(1.0, storageBits - 1) - 1;
    spec.lowestFinite = -std::ldexp(1.0, storageBits - 1);
    spec.minNormal = 1;
    spec.minSubnormal = 1;
    spec.epsilon = 1;
    spec.isInteger = true;
    spec.blockScaled = false;
    spec.blockSize = 0;
    spec.elementType = type;
    spec.source = "two's complement integer";
    return spec;
}

// A block of `blockSize` elements sharing one scale. The element layout is kept; the range is
// the element's range times the scale's largest / smallest positive value.
FormatSpec blockSpec(DType type, const FormatSpec& element, int blockSize, std::string scaleFormat, double maxScale,
                     double minScale, bool hasNan, std::string nanRule, std::string source) {
    FormatSpec spec = element;
    spec.type = type;
    spec.effectiveBits = dtypeStorageBits(type);
    spec.hasInfinity = false;
    spec.hasNan = hasNan;
    spec.nanRule = std::move(nanRule);
    spec.maxFinite = element.maxFinite * maxScale;
    spec.lowestFinite = -spec.maxFinite;
    spec.minNormal = element.minNormal * minScale;
    spec.minSubnormal = element.minSubnormal * minScale;
    spec.blockScaled = true;
    spec.blockSize = blockSize;
    spec.elementType = element.type;
    spec.scaleFormat = std::move(scaleFormat);
    spec.source = std::move(source);
    return spec;
}

// NF4's element is its 16-value table (core/numbers/normalfloat.h): the ranges are those of a value
// divided by its block's FP32 absmax, so always within [-1, 1]; the absmax carries the magnitude.
FormatSpec normalFloatSpec() {
    const std::array<double, 16>& codes = normalFloatCodes();
    FormatSpec spec;
    spec.type = DType::NF4;
    spec.signBits = 0;
    spec.exponentBits = 0;
    spec.mantissaBits = 4; // the code: an index into the table, not a fraction
    spec.storageBits = 4;
    spec.effectiveBits = dtypeStorageBits(DType::NF4);
    spec.exponentBias = 0;
    spec.hasInfinity = false;
    spec.hasNan = false;
    spec.nanRule = "none";
    spec.maxFinite = codes.back();
    spec.lowestFinite = codes.front();
    spec.minNormal = codes[8];
    spec.minSubnormal = codes[8];
    spec.epsilon = codes[15] - codes[14]; // the widest step, at the ends of the table
    spec.isInteger = false;
    spec.isCodeBook = true;
    spec.blockScaled = true;
    spec.blockSize = 64;
    spec.elementType = DType::NF4;
    spec.scaleFormat = "FP32 absmax";
    spec.source = "QLoRA (Dettmers et al. 2023), NormalFloat NF4; bitsandbytes quantize_4bit";
    return spec;
}

std::array<FormatSpec, 14> buildSpecs() {
    const std::string ieee = "IEEE 754-2019";
    const std::string ofp8 = "OCP 8-bit Floating Point Specification (OFP8) rev 1.0, 2023";
    const std::string mx = "OCP Microscaling Formats (MX) Specification v1.0, 2023";
    const std::string ieeeNan = "all exponent ones with nonzero mantissa";

    std::array<FormatSpec, 14> specs;
    auto put = [&specs](FormatSpec spec) { specs[static_cast<std::size_t>(spec.type)] = std::move(spec); };
    put(floatSpec(DType::FP64, 11, 52, 64, Specials::Ieee, ieeeNan, ieee + " binary64"));
    put(floatSpec(DType::FP32, 8, 23, 32, Specials::Ieee, ieeeNan, ieee + " binary32"));
    // TF32 is FP32's range with FP16's precision; values live in 32-bit FP32 storage whose low
    // 13 mantissa bits the tensor cores ignore.
    put(floatSpec(DType::TF32, 8, 10, 32, Specials::Ieee, ieeeNan,
                  "NVIDIA TF32 (Ampere architecture), 1/8/10 bits in FP32 storage"));
    put(floatSpec(DType::FP16, 5, 10, 16, Specials::Ieee, ieeeNan, ieee + " binary16"));
    put(floatSpec(DType::BF16, 8, 7, 16, Specials::Ieee, ieeeNan,
                  "bfloat16 (Google Brain): the upper 16 bits of IEEE 754 binary32"));
    put(floatSpec(DType::FP8_E4M3, 4, 3, 8, Specials::NanOnly, "S.1111.111 only (no inf)", ofp8 + ", E4M3"));
    put(floatSpec(DType::FP8_E5M2, 5, 2, 8, Specials::Ieee, ieeeNan, ofp8 + ", E5M2"));
    put(floatSpec(DType::FP4_E2M1, 2, 1, 4, Specials::None, "none", mx + ", FP4 E2M1"));
    put(intSpec(DType::INT8, 8));
    put(intSpec(DType::INT4, 4));

    // E8M0 (MX sec. 5.4): an unsigned power of two 2^(field - 127), field 0..254; 0xFF is NaN.
    const double e8m0Max = std::ldexp(1.0, 127);
    const double e8m0Min = std::ldexp(1.0, -127);
    const FormatSpec& e4m3 = specs[static_cast<std::size_t>(DType::FP8_E4M3)];
    const FormatSpec& e2m1 = specs[static_cast<std::size_t>(DType::FP4_E2M1)];
    put(blockSpec(DType::MXFP8, e4m3, 32, "E8M0", e8m0Max, e8m0Min, true,
                  "element S.1111.111, or scale 0xFF (E8M0 NaN) for the whole block", mx + ", MXFP8 (E4M3 elements)"));
    put(blockSpec(DType::MXFP4, e2m1, 32, "E8M0", e8m0Max, e8m0Min, true,
                  "scale 0xFF (E8M0 NaN) for the whole block; E2M1 elements have none",
                  mx + ", MXFP4 (E2M1 elements)"));
    // NVFP4's E4M3 scale reaches 448 down to its smallest subnormal 2^-9. The per-tensor FP32
    // scale on top is not part of these ranges.
    put(blockSpec(DType::NVFP4, e2m1, 16, "FP8 E4M3", e4m3.maxFinite, e4m3.minSubnormal, false,
                  "none (E2M1 elements have none)",
                  "NVIDIA NVFP4 (Blackwell): E2M1 elements, FP8 E4M3 block scale, FP32 tensor scale"));
    put(normalFloatSpec());
    return specs;
}

// Rounds to the nearest integer, ties to the even one. v - floor(v) is exact in double.
double roundHalfEven(double v) {
    const double down = std::floor(v);
    const double fraction = v - down;
    if (fraction > 0.5)
        return down + 1;
    if (fraction < 0.5)
        return down;
    return std::fmod(down, 2.0) == 0 ? down : down + 1;
}

// Rounds finite x to `mantissaBits` fraction bits with no exponent above but a floor at
// minExponent (the exponent of the smallest normal), below which the step stays the subnormal
// step. Scaling by powers of two with ldexp is exact and the scaled value stays below
// 2^(mantissaBits + 1) <= 2^53, so every step is exact in double for every format here.
double roundFloat(double x, int mantissaBits, int minExponent) {
    if (x == 0)
        return x;
    const double magnitude = std::fabs(x);
    const int exponent = std::max(std::ilogb(magnitude), minExponent);
    const int stepExponent = exponent - mantissaBits;
    const double steps = roundHalfEven(std::ldexp(magnitude, -stepExponent));
    return std::copysign(std::ldexp(steps, stepExponent), x);
}

double relativeError(double x, double rounded) {
    if (std::isnan(x) || x == rounded)
        return 0;
    if (!std::isfinite(x) || !std::isfinite(rounded))
        return 1;
    return std::fabs(rounded - x) / std::fabs(x);
}

std::uint64_t lowMask(int bits) {
    return bits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
}

// Bits between TF32's 10 mantissa bits and the end of its 32-bit storage; 0 elsewhere.
int paddingBits(const FormatSpec& spec) {
    return spec.storageBits - spec.signBits - spec.exponentBits - spec.mantissaBits;
}

std::string binary(std::uint64_t value, int width) {
    std::string text;
    for (int bit = width - 1; bit >= 0; --bit)
        text += (value >> bit) & 1 ? '1' : '0';
    return text;
}

} // namespace

const FormatSpec& formatSpec(DType type) {
    static const std::array<FormatSpec, 14> specs = buildSpecs();
    return specs[static_cast<std::size_t>(type)];
}

RoundResult roundToFormat(double x, DType type, Overflow mode) {
    const FormatSpec& spec = formatSpec(type);
    RoundResult result{};
    if (std::isnan(x)) {
        result.value = kNaN;
        result.isNan = true;
        return result;
    }

    double rounded = 0;
    if (spec.isCodeBook) {
        rounded = normalFloatCodes()[nearestNormalFloatCode(x)];
        result.overflow = std::fabs(x) > spec.maxFinite;
    } else if (spec.isInteger) {
        rounded = std::isinf(x) ? x : roundHalfEven(x);
        if (rounded > spec.maxFinite || rounded < spec.lowestFinite) {
            rounded = rounded > 0 ? spec.maxFinite : spec.lowestFinite;
            result.overflow = true;
        }
    } else {
        rounded = std::isinf(x) ? x : roundFloat(x, spec.mantissaBits, std::ilogb(spec.minNormal));
        if (std::fabs(rounded) > spec.maxFinite && std::fabs(x) <= spec.maxFinite) {
            // Only NVFP4 gets here: its top value 6 * 448 is not on the element-precision grid,
            // so values near it clamp to it without overflowing.
            rounded = std::copysign(spec.maxFinite, x);
        } else if (std::fabs(rounded) > spec.maxFinite) {
            // The overflow rule is the element's: a block scale carries no infinity, and only
            // E4M3 elements (MXFP8) have a NaN to overflow into.
            const FormatSpec& element = formatSpec(spec.elementType);
            if (mode == Overflow::Saturate || (!element.hasInfinity && !element.hasNan)) {
                rounded = std::copysign(spec.maxFinite, x);
                result.overflow = true;
            } else if (element.hasInfinity) {
                result.overflow = !std::isinf(x); // an infinite input is not a rounding overflow
                rounded = std::copysign(kInf, x);
            } else {
                // E4M3 has a NaN of each sign (S.1111.111): the overflow keeps the sign.
                rounded = std::copysign(kNaN, x);
                result.overflow = true;
            }
        }
    }
    result.value = rounded;
    result.underflowToZero = x != 0 && rounded == 0;
    result.isNan = std::isnan(rounded);
    result.relativeError = relativeError(x, rounded);
    return result;
}

std::uint64_t encodeBits(double x, DType type, Overflow mode) {
    const FormatSpec& spec = formatSpec(formatSpec(type).elementType);
    if (spec.isCodeBook)
        return nearestNormalFloatCode(x);
    const double value = roundToFormat(x, spec.type, mode).value;
    if (std::isnan(value) && !spec.hasNan)
        return 0;
    if (spec.isInteger)
        return static_cast<std::uint64_t>(static_cast<std::int64_t>(value)) & lowMask(spec.storageBits);

    const std::uint64_t topExponent = lowMask(spec.exponentBits);
    std::uint64_t sign = std::signbit(value) ? 1 : 0;
    std::uint64_t exponent = 0;
    std::uint64_t mantissa = 0;
    const double magnitude = std::fabs(value);
    if (std::isnan(value)) {
        exponent = topExponent; // the sign stays: -500 in E4M3 is 1.1111.111
        // IEEE quiet NaN has the top mantissa bit set; E4M3 has a single NaN per sign.
        mantissa = spec.hasInfinity ? std::uint64_t{1} << (spec.mantissaBits - 1) : lowMask(spec.mantissaBits);
    } else if (std::isinf(value)) {
        exponent = topExponent;
    } else if (magnitude >= spec.minNormal) {
        const int e = std::ilogb(magnitude);
        exponent = static_cast<std::uint64_t>(e + spec.exponentBias);
        mantissa = static_cast<std::uint64_t>(std::ldexp(magnitude, spec.mantissaBits - e)) -
                   (std::uint64_t{1} << spec.mantissaBits);
    } else {
        mantissa = static_cast<std::uint64_t>(magnitude / spec.minSubnormal);
    }
    const int padding = paddingBits(spec);
    return (sign << (spec.storageBits - 1)) | (exponent << (spec.mantissaBits + padding)) | (mantissa << padding);
}

double decodeBits(std::uint64_t bits, DType type) {
    const FormatSpec& spec = formatSpec(formatSpec(type).elementType);
    bits &= lowMask(spec.storageBits);
    if (spec.isCodeBook)
        return normalFloatCodes()[bits];
    const bool negative = (bits >> (spec.storageBits - 1)) & 1;
    if (spec.isInteger)
        return negative ? static_cast<double>(bits) - std::ldexp(1.0, spec.storageBits) : static_cast<double>(bits);

    const int padding = paddingBits(spec);
    const std::uint64_t mantissa = (bits >> padding) & lowMask(spec.mantissaBits);
    const std::uint64_t exponent = (bits >> (padding + spec.mantissaBits)) & lowMask(spec.exponentBits);
    const bool topBinade = exponent == lowMask(spec.exponentBits);
    double magnitude = 0;
    if (topBinade && spec.hasInfinity)
        magnitude = mantissa == 0 ? kInf : kNaN;
    else if (topBinade && spec.hasNan && mantissa == lowMask(spec.mantissaBits))
        magnitude = kNaN;
    else if (exponent == 0)
        magnitude = static_cast<double>(mantissa) * spec.minSubnormal;
    else
        magnitude = std::ldexp(static_cast<double>(mantissa + (std::uint64_t{1} << spec.mantissaBits)),
                               static_cast<int>(exponent) - spec.exponentBias - spec.mantissaBits);
    return negative ? -magnitude : magnitude;
}

std::string bitString(std::uint64_t bits, DType type) {
    const FormatSpec& spec = formatSpec(formatSpec(type).elementType);
    bits = (bits & lowMask(spec.storageBits)) >> paddingBits(spec);
    if (spec.isCodeBook)
        return binary(bits, spec.storageBits);
    std::string text = binary(bits >> (spec.exponentBits + spec.mantissaBits), 1);
    if (spec.exponentBits > 0)
        text += ' ' + binary(bits >> spec.mantissaBits, spec.exponentBits);
    text += ' ' + binary(bits, spec.mantissaBits);
    return text;
}

} // namespace rooflab
