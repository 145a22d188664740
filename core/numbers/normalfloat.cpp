#include "core/numbers/normalfloat.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace rooflab {

const std::array<double, 16>& normalFloatCodes() {
    // QLoRA appendix E; the same float32 values as bitsandbytes' get_4bit_type("nf4").
    static constexpr std::array<double, 16> kCodes{
        -1.0,
        -0.6961928009986877,
        -0.5250730514526367,
        -0.39491748809814453,
        -0.28444138169288635,
        -0.18477343022823334,
        -0.09105003625154495,
        0.0,
        0.07958029955625534,
        0.16093020141124725,
        0.24611230194568634,
        0.33791524171829224,
        0.44070982933044434,
        0.5626170039176941,
        0.7229568362236023,
        1.0,
    };
    return kCodes;
}

std::uint64_t nearestNormalFloatCode(double x) {
    const std::array<double, 16>& codes = normalFloatCodes();
    if (std::isnan(x))
        return 7;
    x = std::clamp(x, -1.0, 1.0);
    std::size_t best = 0;
    for (std::size_t i = 1; i < codes.size(); ++i) {
        const double distance = std::fabs(x - codes[i]);
        const double bestDistance = std::fabs(x - codes[best]);
        if (distance < bestDistance || (distance == bestDistance && i % 2 == 0))
            best = i;
    }
    return best;
}

double fourBitBlockBytes(double values, bool doubleQuant) {
    constexpr double kBlock = 64;
    constexpr double kBlocksPerSecondScale = 256;
    const double blocks = values / kBlock;
    const double scales = doubleQuant ? blocks * 1 + blocks / kBlocksPerSecondScale * 4 : blocks * 4;
    return values / 2 + scales;
}

} // namespace rooflab
