// Fuzz target: the number formats behind the Number formats panel and the dtype names every file
// reads. Bytes 0-1 pick a format and the overflow mode, bytes 2-9 are a double (any bit pattern:
// NaN, infinities, subnormals) and bytes 10-17 a bit pattern of the format; the rest is a dtype
// name. Checked: rounding never gives a NaN error figure, saturation stays in range, a rounded
// value encodes to bits that decode to it, every representable value rounds to itself, and a
// dtype name that parses names a dtype whose identifier parses back to it.
#include "tests/fuzz/fuzzcheck.h"

#include "core/numbers/dtype.h"
#include "core/numbers/numberformat.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace {

using namespace rooflab;

template <typename T> T take(const std::uint8_t* data, std::size_t offset) {
    T value;
    std::memcpy(&value, data + offset, sizeof value);
    return value;
}

bool sameValue(double a, double b) {
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

void checkFormat(DType type, Overflow mode, double x, std::uint64_t bits) {
    const FormatSpec& spec = formatSpec(type);
    const RoundResult rounded = roundToFormat(x, type, mode);
    fuzz::require(!std::isnan(rounded.relativeError) && rounded.relativeError >= 0,
                  "a rounding error figure is NaN or negative", std::string(dtypeId(type)));
    fuzz::require(rounded.isNan == std::isnan(rounded.value), "isNan disagrees with the rounded value");
    if (mode == Overflow::Saturate && !rounded.isNan)
        fuzz::require(rounded.value <= spec.maxFinite && rounded.value >= spec.lowestFinite,
                      "saturation left the format's range", std::string(dtypeId(type)));
    (void)bitString(encodeBits(x, type, mode), type);
    // Block-scaled formats encode the element with a scale of 1, not the scaled value.
    if (spec.blockSize != 0)
        return;
    if (!rounded.isNan)
        fuzz::require(sameValue(decodeBits(encodeBits(x, type, mode), type), rounded.value),
                      "a rounded value does not survive encoding and decoding", std::string(dtypeId(type)));
    // Any bit pattern is a value of the format, which rounding must leave alone.
    const double decoded = decodeBits(bits, type);
    if (!std::isnan(decoded)) {
        const RoundResult again = roundToFormat(decoded, type, Overflow::Standard);
        fuzz::require(sameValue(again.value, decoded) && !again.overflow,
                      "a representable value does not round to itself", std::string(dtypeId(type)));
    }
    fuzz::require(!bitString(bits, type).empty(), "an empty bit string");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    constexpr std::size_t kFixed = 18;
    if (size >= kFixed) {
        const auto& types = allDTypes();
        const DType type = types[data[0] % types.size()];
        const Overflow mode = data[1] % 2 ? Overflow::Saturate : Overflow::Standard;
        checkFormat(type, mode, take<double>(data, 2), take<std::uint64_t>(data, 10));
    }
    const std::size_t nameStart = size >= kFixed ? kFixed : 0;
    const std::string_view name(reinterpret_cast<const char*>(data) + nameStart, size - nameStart);
    if (const std::optional<DType> parsed = parseDType(name)) {
        const std::optional<DType> again = parseDType(dtypeId(*parsed));
        fuzz::require(again && *again == *parsed, "a dtype's identifier does not parse back to it", std::string(name));
        fuzz::require(dtypeStorageBits(*parsed) > 0, "a dtype without storage bits", std::string(name));
    }
    return 0;
}
