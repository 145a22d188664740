#pragma once
// Bisection over a monotone "does it fit?" predicate: the fit answers (largest micro-batch,
// fewest GPUs, largest inference batch and context) all ask this one question.

namespace rooflab {

// Largest value in [1, limit] for which fits(value) holds, or 0 when fits(1) does not.
// Precondition: fits is true up to some value and false above it.
template <typename Fits>
int largestFitting(int limit, Fits fits) {
    if (!fits(1))
        return 0;
    int lo = 1, hi = limit;
    while (lo < hi) {
        const int mid = lo + (hi - lo + 1) / 2;
        if (fits(mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

// Smallest value in [1, limit] for which fits(value) holds, or 0 when fits(limit) does not.
// Precondition: fits is false up to some value and true above it.
template <typename Fits>
int smallestFitting(int limit, Fits fits) {
    if (!fits(limit))
        return 0;
    int lo = 1, hi = limit;
    while (lo < hi) {
        const int mid = lo + (hi - lo) / 2;
        if (fits(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

} // namespace rooflab
