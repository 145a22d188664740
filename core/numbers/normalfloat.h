#pragma once
// NF4, QLoRA's 4-bit NormalFloat (Dettmers et al. 2023, sec. 3 and appendix E; bitsandbytes'
// quantize_4bit): a 4-bit code indexes a table of 16 values in [-1, 1], the quantiles of a
// normal distribution with an exact zero, and a block of 64 codes shares one FP32 absmax that
// scales the table to the block. A stored value is code value x absmax.
#include <array>
#include <cstdint>

namespace rooflab {

// The table, code 0 (-1) to code 15 (+1); code 7 is 0. Each value is exactly a float32, as
// bitsandbytes stores it.
const std::array<double, 16>& normalFloatCodes();

// The code of the table value nearest to x (a value already divided by its block's absmax);
// ties go to the even code. Beyond [-1, 1] the nearest end; NaN gives code 7 (zero).
std::uint64_t nearestNormalFloatCode(double x);

// Bytes of `values` stored by bitsandbytes in a 4-bit format (NF4 or FP4): 4 bits each, and per
// block of 64 an absmax, fp32; with double quantisation the absmax is 8 bits and every 256
// blocks share one fp32 scale (QLoRA sec. 3, "Double Quantization").
double fourBitBlockBytes(double values, bool doubleQuant);

} // namespace rooflab
