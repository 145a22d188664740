#include "gpu/timing.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace rooflab::gpu {

Sampling chooseSampling(double probeSeconds, const TimingPolicy& policy) {
    const double probe = std::max(probeSeconds, 1e-7);
    Sampling s;
    s.batch = std::clamp(policy.minLaunchesPerSample, 1, 1000);
    if (probe < policy.batchBelowSeconds) {
        const double target = std::max(policy.batchTargetSeconds, policy.batchBelowSeconds);
        s.batch = std::max(s.batch, std::clamp(int(std::ceil(target / probe)), 2, 1000));
    }
    const int lo = std::max(1, policy.minRepetitions);
    const int hi = std::max(lo, policy.maxRepetitions);
    const double fit = policy.targetSeconds / (probe * s.batch);
    s.repetitions = fit >= hi ? hi : std::clamp(int(fit), lo, hi);
    return s;
}

int gemmInputCopies(double workingSetBytes, double l2Bytes, double memoryBudgetBytes) {
    if (!(workingSetBytes > 0) || !(l2Bytes > 0) || workingSetBytes >= 2 * l2Bytes)
        return 1;
    // (copies - 1) * workingSet >= 2 * L2
    const double needed = std::ceil(2 * l2Bytes / workingSetBytes) + 1;
    int copies = int(std::min<double>(needed, kMaxInputCopies));
    if (memoryBudgetBytes > 0)
        copies = std::min<int>(copies, int(std::min<double>(memoryBudgetBytes / workingSetBytes, kMaxInputCopies)));
    return copies >= 2 ? copies : 1;
}

bool launchesRunCold(bool flushedBeforeSample, int batch, int copies, double workingSetBytes, double l2Bytes) {
    if (!flushedBeforeSample)
        return false;
    if (batch <= 1)
        return true;
    if (!(l2Bytes > 0))
        return false; // cannot tell: say no rather than claim a cold cache
    const double between = copies > 1 ? double(copies - 1) * workingSetBytes : workingSetBytes;
    return between >= 2 * l2Bytes;
}

TuningResult tuneCandidates(int count, int maxTimed, double skipAboveSeconds, const std::function<double(int)>& trial) {
    TuningResult r;
    if (count <= 0 || maxTimed <= 1)
        return r;
    std::vector<std::pair<double, int>> timed;
    for (int c = 0; c < count && int(timed.size()) < maxTimed; ++c) {
        double seconds = 0;
        try {
            seconds = trial(c);
        } catch (const DeviceLostError&) {
            throw;
        } catch (const std::exception& e) {
            r.failures.push_back("#" + std::to_string(c + 1) + ": " + e.what());
            continue;
        }
        timed.emplace_back(seconds, c);
        if (timed.size() == 1 && skipAboveSeconds > 0 && seconds > skipAboveSeconds) {
            r.stoppedForLength = true;
            break;
        }
    }
    std::stable_sort(timed.begin(), timed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [seconds, c] : timed) {
        r.ranked.push_back(c);
        r.seconds.push_back(seconds);
    }
    return r;
}

std::vector<int> measurementOrder(const TuningResult& tuning, int count) {
    std::vector<int> order = tuning.ranked;
    std::vector<int> failed;
    for (const auto& f : tuning.failures) {
        // "#N: ..."
        const int n = std::atoi(f.c_str() + 1);
        if (n >= 1)
            failed.push_back(n - 1);
    }
    for (int c = 0; c < count; ++c) {
        if (std::find(order.begin(), order.end(), c) != order.end() ||
            std::find(failed.begin(), failed.end(), c) != failed.end())
            continue;
        order.push_back(c);
    }
    for (int c : failed)
        if (c < count && std::find(order.begin(), order.end(), c) == order.end())
            order.push_back(c);
    return order;
}

std::string joinFailures(const std::vector<std::string>& failures, std::size_t limit) {
    std::string out;
    for (std::size_t i = 0; i < failures.size() && i < limit; ++i) {
        if (!out.empty())
            out += "; ";
        out += failures[i];
    }
    if (failures.size() > limit)
        out += "; and " + std::to_string(failures.size() - limit) + " more";
    return out;
}

} // namespace rooflab::gpu
