#include "core/steptime/gemmshape.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

namespace rooflab {
namespace {

struct Tile {
    double m, n;
};

// The output tiles of the 16-bit kernels cuBLAS ran in this project's profiled H100 steps
// (validation/results/cuda-h100-profile.json, nvjet_sm90_tst_<m>x<n>_...): 256x128, 128x256,
// 192x192, 320x128, 192x128 and 168x128, each either way round. No 128x128 kernel ran there:
// offering one would let ragged shapes fill the waves with tiles cuBLAS does not choose. Each
// runs a K-tile of 64 through 3-5 pipeline stages ("_64x4_": 4; gemmshape.h, the fill). Applied
// to every GPU and to 8-bit products too: the Ampere kernels' (256x128, 128x256, 128x128) and the
// FP8 kernels' (128x128, 128x160) tiles are not told apart (docs/formulas.md).
constexpr Tile kTiles[] = {{256, 128}, {128, 256}, {192, 192}, {320, 128}, {128, 320},
                           {192, 128}, {128, 192}, {168, 128}, {128, 168}};

// A side narrower than the tile runs a narrow kernel instead (the MMA's N granularity is 8):
// skinny products waste no padding beyond the next multiple of 8 (they are memory-bound anyway).
double tileSide(double tile, double dimension) {
    return std::min(tile, 8.0 * std::ceil(dimension / 8.0));
}

// Each output tile pays the pipeline's fill (`fillK`) once.
double tileOccupancy(const Tile& t, double m, double n, double k, int sms, double groups, double fillK) {
    const double tm = tileSide(t.m, m), tn = tileSide(t.n, n);
    const double tiles = groups * std::ceil(m / tm) * std::ceil(n / tn);
    const double waves = std::ceil(tiles / sms);
    // Useful output over the SM-tile slots the waves occupy: the last wave's idle SMs and the
    // padding of partial tiles both count as waste.
    const double output = (groups * m * n) / (waves * sms * tm * tn);
    return output * k / (k + fillK);
}

} // namespace

double gemmOccupancy(double m, double n, double k, int sms, double groups, double fillK) {
    if (sms <= 0 || m <= 0 || n <= 0 || k <= 0)
        return 1.0;
    double best = 0;
    for (const Tile& t : kTiles)
        best = std::max(best, tileOccupancy(t, m, n, k, sms, std::max(1.0, groups), fillK));
    return best;
}

namespace {

// The products of thousands of layouts the planner evaluates share a few shapes, and their
// occupancy (27 tiles' waves) was a third of a layout's evaluation: each thread remembers the
// last shapes it computed. A pure function's memo: the same answer bit for bit, and nothing
// shared between threads (evaluate() stays reentrant).
struct OccupancyMemo {
    double m = std::numeric_limits<double>::quiet_NaN(); // equal to no shape: an empty slot
    double n = 0, k = 0, groups = 0, fillK = 0, value = 0;
    int sms = 0;
    bool training = false;
};

std::size_t memoSlot(double m, double n, double k, int sms, double groups, double fillK) {
    std::uint64_t h = std::bit_cast<std::uint64_t>(m) * 0x9E3779B97F4A7C15ull;
    h ^= std::bit_cast<std::uint64_t>(n) + 0x7F4A7C159E3779B9ull + (h << 6) + (h >> 2);
    h ^= std::bit_cast<std::uint64_t>(k) + 0x94D049BB133111EBull + (h << 6) + (h >> 2);
    h ^= std::bit_cast<std::uint64_t>(groups) + std::uint64_t(sms) + (h << 6) + (h >> 2);
    h ^= std::bit_cast<std::uint64_t>(fillK) + (h << 6) + (h >> 2);
    return std::size_t(h ^ (h >> 29)) % 1021;
}

double computePassesOccupancy(double m, double n, double k, int sms, bool training, double groups, double fillK) {
    if (!training)
        return gemmOccupancy(m, n, k, sms, groups, fillK);
    // Forward (m x n over k), input gradient (m x k over n), weight gradient (k x n over m).
    const double slowness = 1.0 / gemmOccupancy(m, n, k, sms, groups, fillK) +
                            1.0 / gemmOccupancy(m, k, n, sms, groups, fillK) +
                            1.0 / gemmOccupancy(k, n, m, sms, groups, fillK);
    return 3.0 / slowness;
}

} // namespace

double gemmPassesOccupancy(double m, double n, double k, int sms, bool training, double groups, double fillK) {
    thread_local std::array<OccupancyMemo, 1021> memo;
    OccupancyMemo& slot = memo[memoSlot(m, n, k, sms, groups, fillK)];
    if (slot.m != m || slot.n != n || slot.k != k || slot.sms != sms || slot.training != training ||
        slot.groups != groups || slot.fillK != fillK)
        slot = {m, n, k, groups, fillK, computePassesOccupancy(m, n, k, sms, training, groups, fillK), sms, training};
    return slot.value;
}

} // namespace rooflab
