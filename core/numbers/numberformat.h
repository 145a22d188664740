#pragma once
// Bit layouts, ranges and rounding of every number format RoofLab knows.
//
// Sources:
//  - IEEE Std 754-2019 (binary64, binary32, binary16; roundTiesToEven).
//  - OCP 8-bit Floating Point Specification (OFP8), rev 1.0, 2023 (E4M3, E5M2, saturation).
//  - OCP Microscaling Formats (MX) Specification v1.0, 2023 (E2M1, E8M0 scale, MXFP8, MXFP4).
//  - NVIDIA's NVFP4 description (Blackwell: 16 E2M1 values share one FP8 E4M3 scale, plus
//    one FP32 scale per tensor).
//  - bfloat16 and TF32 as documented by Google (bfloat16) and NVIDIA (TF32, Ampere).
//  - NF4: Dettmers et al., "QLoRA: Efficient Finetuning of Quantized LLMs", 2023, sec. 3 and
//    appendix E (the table), as bitsandbytes implements it.
#include <cstdint>
#include <string>

#include "core/numbers/dtype.h"

namespace rooflab {

// Plain description of one format. For integer formats the "mantissa" is the value bits next to
// the sign bit (two's complement), the exponent is empty and every step is 1.
// For block-scaled formats (MXFP8, MXFP4, NVFP4) the layout fields describe one element;
// the range fields are an element times the largest or smallest positive scale. NF4 is a table
// of 16 values indexed by a 4-bit code, scaled by its block's absmax: its fields describe a value
// divided by that absmax (within [-1, 1]); "mantissa" bits are the code, epsilon the widest step.
struct FormatSpec {
    DType type;
    int signBits;
    int exponentBits;
    int mantissaBits;     // stored fraction bits, without the implicit leading one
    int storageBits;      // bits of one element in memory (TF32: 32, the low 13 unused)
    double effectiveBits; // bits per value including block scales (= dtypeStorageBits)
    int exponentBias;
    bool hasInfinity;
    bool hasNan;
    std::string nanRule; // which encodings are NaN, in words
    double maxFinite;    // largest finite value
    double lowestFinite; // most negative finite value (-128 for INT8, -maxFinite for floats)
    double minNormal;    // smallest positive normal value
    double minSubnormal; // smallest positive value
    double epsilon;      // distance from 1 to the next larger value: 2^-mantissaBits
    bool isInteger;
    bool isCodeBook = false; // NF4: the bits index a table of values (core/numbers/normalfloat.h)
    bool blockScaled;
    int blockSize;           // values sharing one scale; 0 when not block-scaled
    DType elementType;       // the element format; the format itself when not block-scaled
    std::string scaleFormat; // "E8M0", "FP8 E4M3", or empty
    std::string source;      // the document that defines the format
};

const FormatSpec& formatSpec(DType type);

// What happens to magnitudes beyond maxFinite (and to infinities in formats without them).
enum class Overflow {
    // Round to infinity where the format has one, else to NaN where it has one (E4M3:
    // S.1111.111), else clamp to ±maxFinite (E2M1 and the integers have neither).
    // This is the OFP8 "non-saturating" mode and IEEE 754 overflow.
    Standard,
    // Clamp to ±maxFinite in every format, infinite inputs included (OFP8 saturation mode,
    // the usual choice when casting to FP8 for training and inference).
    Saturate,
};

struct RoundResult {
    double value;         // the nearest value of the format (ties to even)
    bool overflow;        // |x| was beyond the format's range (or infinite without an infinity)
    bool underflowToZero; // x != 0 but the result is zero
    bool isNan;           // the result is NaN
    // |value - x| / |x|; 0 when x is 0 or NaN or when value == x. When the result or x is
    // infinite or NaN and they differ, the value is lost entirely and this is 1 (as for a
    // value that underflows to zero), so it is never NaN.
    double relativeError;
};

// Rounds x to the nearest value of the format, ties to even, subnormals included (IEEE 754-2019
// roundTiesToEven). Integers round half to even and clamp to their range with overflow set.
// Block-scaled formats: a single value is modelled as getting its own ideal scale, so it keeps
// the element's precision (mantissaBits) over the range the scale opens; this is a precision
// model, not a bit-exact block quantizer (a real block shares one scale among all its values).
// NF4: x is taken as already divided by its block's absmax and rounds to the nearest table
// value (ties to the even code); beyond [-1, 1] it clamps with overflow set, in either mode.
RoundResult roundToFormat(double x, DType type, Overflow mode = Overflow::Standard);

// The bit pattern of roundToFormat(x, type, mode).value in the low storageBits bits.
// TF32: the FP32 pattern with the low 13 mantissa bits zero. Integers: two's complement.
// Block-scaled formats: the element's bits with a scale of 1 (the scale is not included).
// NaN: the canonical quiet NaN (E4M3: S.1111.111); formats without NaN encode it as 0 (NF4:
// code 7, its zero).
std::uint64_t encodeBits(double x, DType type, Overflow mode = Overflow::Standard);
// The value of a bit pattern (bits above storageBits and TF32's 13 padding bits are ignored).
double decodeBits(std::uint64_t bits, DType type);

// Sign, exponent and mantissa bits separated by spaces, e.g. "0 01111 0000000000" for 1.0 in
// FP16. Integers: "sign value-bits". TF32: its 19 meaningful bits. Block-scaled: the element.
// NF4: the 4-bit code, e.g. "1111" for 1.
std::string bitString(std::uint64_t bits, DType type);

} // namespace rooflab
