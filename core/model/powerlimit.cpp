#include "core/model/powerlimit.h"

#include <algorithm>
#include <cmath>

namespace rooflab {

PowerDerate powerDerate(const GpuSpec& gpu, std::optional<double> limitWatts) {
    PowerDerate d;
    d.boardWatts = gpu.powerWatts;
    d.limitWatts = gpu.powerWatts;
    if (!limitWatts || !std::isfinite(*limitWatts) || *limitWatts <= 0 || gpu.powerWatts <= 0)
        return d;
    d.clamped = *limitWatts > gpu.powerWatts;
    d.limitWatts = std::min(*limitWatts, gpu.powerWatts);
    const double powerFraction = d.limitWatts / gpu.powerWatts;
    const double dynamicFraction = std::max(0.0, (powerFraction - kStaticPowerShare) / (1.0 - kStaticPowerShare));
    d.clockFraction = std::clamp(std::pow(dynamicFraction, 1.0 / kPowerClockExponent), kMinClockFraction, 1.0);
    return d;
}

} // namespace rooflab
