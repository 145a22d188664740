#pragma once
// The device-independent parts of the measurement method (docs/gpu-method.md): how many launches
// go between one pair of events, how many input copies a GEMM rotates so that every launch runs
// from a cold L2, and how cuBLASLt candidates are tried. Plain C++ so that tests exercise them
// without a GPU; gpu/cudabackend.cu uses them.
#include "gpu/benchdevice.h"

#include <functional>
#include <string>
#include <vector>

namespace rooflab::gpu {

struct Sampling {
    int batch = 1;       // launches between one pair of events
    int repetitions = 1; // timed samples
};
// From the time of one probe launch (seconds) and the policy: at least
// policy.minLaunchesPerSample launches per sample, more (up to 1000, about
// policy.batchTargetSeconds per sample) when one launch is shorter than
// policy.batchBelowSeconds; as many samples as fit in policy.targetSeconds within
// [minRepetitions, maxRepetitions].
Sampling chooseSampling(double probeSeconds, const TimingPolicy& policy);

// Copies of a GEMM's A, B and D to rotate through so that, between two launches on the same copy,
// the other copies move at least twice the L2 (their inputs have left it). 1 when one set alone
// is that large, when the L2 size is unknown, or when two copies do not fit in memoryBudgetBytes.
// At most kMaxInputCopies.
inline constexpr int kMaxInputCopies = 256;
int gemmInputCopies(double workingSetBytes, double l2Bytes, double memoryBudgetBytes);

// Whether every timed launch of a GEMM point ran with its inputs out of the L2: the L2 was
// flushed before each sample, and either each sample is one launch or the rotated copies move
// at least twice the L2 between two uses of one copy.
bool launchesRunCold(bool flushedBeforeSample, int batch, int copies, double workingSetBytes, double l2Bytes);

struct TuningResult {
    std::vector<int> ranked;           // candidates that ran, fastest first
    std::vector<double> seconds;       // their median times, in the same order
    std::vector<std::string> failures; // "#3: message" for each candidate that failed
    bool stoppedForLength = false;     // the first run was too long to be worth tuning
};

// Times candidates 0 .. count-1 (cuBLASLt's heuristic order) with trial(i), which returns the
// median seconds of a short measurement, until maxTimed have run. A candidate whose trial throws
// a std::exception is skipped and recorded; DeviceLostError and exceptions not derived from
// std::exception (cancellation) propagate. When the first candidate that ran took longer than
// skipAboveSeconds (> 0), no others are timed: at that length tuning costs more than it finds.
// With maxTimed <= 1 nothing is timed (ranked stays empty).
TuningResult tuneCandidates(int count, int maxTimed, double skipAboveSeconds, const std::function<double(int)>& trial);

// The order in which to try candidates for the measurement itself: the ranked ones (fastest
// first), then those never tried, in heuristic order; candidates whose trial failed come last.
std::vector<int> measurementOrder(const TuningResult& tuning, int count);

// "#2: message; #3: message" (at most `limit` entries, then "and N more").
std::string joinFailures(const std::vector<std::string>& failures, std::size_t limit = 3);

} // namespace rooflab::gpu
