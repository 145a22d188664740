#pragma once
// A board power limit below the card's own (hardware.power_limit_w) and what it does to the
// sustained SM clock. The compute peaks the step time runs against scale with that clock;
// memory bandwidth does not (the power governor lowers the SM clock, not the HBM clock).
#include "core/model/gpuspec.h"

#include <optional>

namespace rooflab {

struct PowerDerate {
    double boardWatts = 0;    // the board's default limit; 0: not given, nothing is derated
    double limitWatts = 0;    // the limit applied, at most the board's
    double clockFraction = 1; // sustained SM clock over the clock the datasheet peaks are at
    bool clamped = false;     // the limit asked for was above the board's
    bool derated() const { return clockFraction < 1.0; }
};

// Dynamic CMOS power is P = a C V^2 f, and over a GPU's DVFS range the voltage rises with the
// clock, so P grows as f^3 and the clock a power limit sustains is f = (limit / board)^(1/3)
// (Mei, Wang & Chu, "A Survey and Measurement Study of GPU DVFS on Energy Conservation",
// Digital Communications and Networks 3(2), 2017, section 2). ASSUMED: all of the board's
// power scales that way (memory and static power do not, so real slowdowns are somewhat
// larger), and the clock falls no lower than half: below that the law is not meant to hold.
inline constexpr double kPowerClockExponent = 3.0;
inline constexpr double kMinClockFraction = 0.5;

// The derate of `gpu` under `limitWatts` (unset: the board's own limit, no derate). A limit
// above the board's is clamped to it; a card without a board power (powerWatts 0) is not
// derated. Limits <= 0 or not finite are refused by validateScenario and not derated here.
PowerDerate powerDerate(const GpuSpec& gpu, std::optional<double> limitWatts);

} // namespace rooflab
