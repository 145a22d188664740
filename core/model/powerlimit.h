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
// clock, so the dynamic part grows as f^3 (Mei, Wang & Chu, "A Survey and Measurement Study of
// GPU DVFS on Energy Conservation", Digital Communications and Networks 3(2), 2017, section 2).
// The rest of the board's power (HBM, the board, leakage) does not follow the SM clock: with a
// share s of the board's limit fixed, the clock a limit x (of the board's) sustains is
//     f = ((x - s) / (1 - s))^(1/3).
// s = 1/3 from the one measurement of a tensor-core GEMM under a cap we could read: cuBLAS on a
// GB300 reached ~617 TFLOP/s at 500 W against 1,600-2,174 at its 1,400 W (facebookexperimental/
// triton pull 2023, 2026-07): 0.327 of the rate at 0.357 of the power, which s = 1/3 gives.
// ASSUMED: the same share on every board. The clock falls no lower than 0.3 of the board's
// (that GB300 point, 0.28-0.39, is the lowest measured).
inline constexpr double kPowerClockExponent = 3.0;
inline constexpr double kStaticPowerShare = 1.0 / 3.0;
inline constexpr double kMinClockFraction = 0.3;

// The derate of `gpu` under `limitWatts` (unset: the board's own limit, no derate). A limit
// above the board's is clamped to it; a card without a board power (powerWatts 0) is not
// derated. Limits <= 0 or not finite are refused by validateScenario and not derated here.
PowerDerate powerDerate(const GpuSpec& gpu, std::optional<double> limitWatts);

} // namespace rooflab
