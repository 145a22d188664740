#pragma once
// The fit answers (largest micro-batch, fewest GPUs, largest size-only model, largest inference
// batch and context) all ask one question: where does the memory a value needs cross the
// card's capacity? Memory is monotone in each of those values and close to linear in it (or in
// its inverse), so a secant through two measured points lands next to the boundary, and the
// value and its neighbour confirm it: about four memory evaluations where a bisection over
// [1, 2^20] needs twenty. The answer stays exact: the search keeps a bracket (a value that
// fits, one that does not) and alternates with bisection steps once the secant stops helping,
// so any monotone shape converges, in at most about twice a bisection's evaluations.
#include <algorithm>
#include <cmath>
#include <cstdint>

namespace rooflab {

namespace fitsearch {

// After this many secant steps, every other step bisects the bracket.
inline constexpr int kSecantSteps = 4;

// Where the line through (x0, u0) and (x1, u1) reaches `capacity`, or NaN if it never rises.
inline double secantRoot(double x0, double u0, double x1, double u1, double capacity) {
    if (!(u1 > u0) || x1 == x0)
        return std::nan("");
    return x1 + (capacity - u1) * (x1 - x0) / (u1 - u0);
}

} // namespace fitsearch

// Largest value in [1, limit] whose memory `used(value)` is at most `capacity`, or 0 when 1's
// is not. Precondition: used() never decreases as the value grows.
template <typename Used> int largestWithin(int limit, double capacity, Used used) {
    const double usedFirst = limit < 1 ? 0 : double(used(1));
    if (limit < 1 || !(usedFirst <= capacity))
        return 0;
    std::int64_t lo = 1, hi = std::int64_t(limit) + 1; // lo fits; hi does not, or lies beyond the range
    double usedLo = usedFirst, usedHi = 0;
    bool hiMeasured = false;
    std::int64_t prevLo = 0; // the fitting value before lo (for a slope while hi is unmeasured)
    double usedPrevLo = 0;
    std::int64_t probe = 2;
    for (int step = 0; hi - lo > 1; ++step) {
        probe = std::clamp(probe, lo + 1, hi - 1);
        const double u = used(int(probe));
        if (u <= capacity) {
            prevLo = lo;
            usedPrevLo = usedLo;
            lo = probe;
            usedLo = u;
        } else {
            hi = probe;
            usedHi = u;
            hiMeasured = true;
        }
        const bool bisect = step >= fitsearch::kSecantSteps && step % 2 == 1;
        const double root = hiMeasured ? fitsearch::secantRoot(double(lo), usedLo, double(hi), usedHi, capacity)
                            : prevLo > 0
                                ? fitsearch::secantRoot(double(prevLo), usedPrevLo, double(lo), usedLo, capacity)
                                : std::nan("");
        if (bisect || std::isnan(root)) {
            probe = lo + (hi - lo) / 2;
        } else {
            // The last value the line says fits; if that is lo itself, its neighbour settles it.
            const double last = std::floor(std::min(root, double(hi)));
            probe = last <= double(lo) ? lo + 1 : std::int64_t(last);
        }
    }
    return int(lo);
}

// Smallest value in [1, limit] whose memory `used(value)` is at most `capacity`, or 0 when
// limit's is not. Precondition: used() never grows as the value grows. Made for the
// data-parallel degree d, whose sharded states fall as 1/d: the secant runs in 1/d.
template <typename Used> int smallestWithin(int limit, double capacity, Used used) {
    const double usedLast = limit < 1 ? 0 : double(used(limit));
    if (limit < 1 || !(usedLast <= capacity))
        return 0;
    std::int64_t lo = 0, hi = limit; // hi fits; lo does not, or lies below the range
    double usedLo = 0, usedHi = usedLast;
    bool loMeasured = false;
    std::int64_t probe = 1;
    for (int step = 0; hi - lo > 1; ++step) {
        probe = std::clamp(probe, lo + 1, hi - 1);
        const double u = used(int(probe));
        if (u <= capacity) {
            hi = probe;
            usedHi = u;
        } else {
            lo = probe;
            usedLo = u;
            loMeasured = true;
        }
        const bool bisect = step >= fitsearch::kSecantSteps && step % 2 == 1;
        const double inverseRoot =
            loMeasured ? fitsearch::secantRoot(1.0 / double(hi), usedHi, 1.0 / double(lo), usedLo, capacity)
                       : std::nan("");
        if (bisect || !(inverseRoot > 0)) {
            probe = lo + (hi - lo) / 2;
        } else {
            // The first value the line says fits; if that is hi itself, its neighbour settles it.
            const double first = std::ceil(std::max(1.0 / inverseRoot, double(lo)));
            probe = first >= double(hi) ? hi - 1 : std::int64_t(first);
        }
    }
    return int(hi);
}

// Largest x in [lo, hi] whose memory `used(x)` is at most `capacity`, to a relative
// `tolerance` (the answer fits; answer x (1 + tolerance) may not), or 0 when lo's does not.
// Precondition: used() never decreases as x grows; 0 < lo < hi.
template <typename Used> double largestWithinReal(double lo, double hi, double tolerance, double capacity, Used used) {
    const double usedTop = used(hi);
    if (usedTop <= capacity)
        return hi;
    double usedLo = used(lo), usedHi = usedTop;
    if (!(usedLo <= capacity))
        return 0;
    // The secant runs through the last two probes, not the bracket's ends: one end can stay at
    // the range's edge (1e5 or 1e15 parameters) for many steps, and a line from there misses a
    // curve that is straight only near the boundary (model states plus activations that grow
    // with the width). The bracket still guards every probe.
    double older = hi, usedOlder = usedHi, newer = lo, usedNewer = usedLo;
    // Probing a hair past the root, on the side the last probe did not land on, brackets a
    // linear boundary in two steps.
    const double hair = tolerance / 3;
    for (int step = 0; hi / lo > 1 + tolerance; ++step) {
        const bool newerFits = usedNewer <= capacity;
        double root = older < newer ? fitsearch::secantRoot(older, usedOlder, newer, usedNewer, capacity)
                                    : fitsearch::secantRoot(newer, usedNewer, older, usedOlder, capacity);
        // A line through the last two probes that leaves the bracket means the memory jumps
        // inside it (a wider shape starts there): no line finds a jump, halving does.
        const bool jump = !(root > lo && root < hi);
        const bool bisect = jump || (step >= fitsearch::kSecantSteps && step % 2 == 1);
        double x = bisect ? std::sqrt(lo * hi) : root * (newerFits ? 1 + hair : 1 - hair);
        if (!(x > lo && x < hi))
            x = std::sqrt(lo * hi);
        const double u = used(x);
        (u <= capacity ? lo : hi) = x;
        (u <= capacity ? usedLo : usedHi) = u;
        older = newer;
        usedOlder = usedNewer;
        newer = x;
        usedNewer = u;
    }
    return lo;
}

} // namespace rooflab
