#pragma once
// Timing with CUDA events (docs/gpu-method.md, "Timing"): CudaBackend::State::measure() and the
// statistics a point keeps of its samples. The rules that need no device (how many samples, how
// long a batch) are gpu/timing.h's. CUDA-only; included by the .cu file of each benchmark kind,
// whose launch lambdas the template takes.
#include "gpu/cudabackendstate.cuh"
#include "gpu/cudaevent.cuh"

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <utility>
#include <vector>

namespace rooflab::gpu {

namespace cudaimpl {

struct Samples {
    std::vector<double> seconds; // per launch
    int batch = 1;
    // NVML's SM clock read while each sample ran (after its launches were enqueued, so the GPU
    // is busy): their mean, lowest and highest; 0 when unknown.
    double smClockMHz = 0;
    double smClockMinMHz = 0, smClockMaxMHz = 0;
    int smClockSamples = 0;

    void addClock(double mhz) {
        if (mhz <= 0)
            return;
        smClockMinMHz = smClockSamples == 0 ? mhz : std::min(smClockMinMHz, mhz);
        smClockMaxMHz = std::max(smClockMaxMHz, mhz);
        smClockMHz = (smClockMHz * smClockSamples + mhz) / (smClockSamples + 1);
        ++smClockSamples;
    }
};

// Minimum, median and maximum of the samples into the point, and the rates derived from them.
inline void fillStats(BenchPoint& p, Samples s) {
    std::sort(s.seconds.begin(), s.seconds.end());
    const std::size_t n = s.seconds.size();
    if (n == 0)
        return;
    p.timeMin = s.seconds.front();
    p.timeMax = s.seconds.back();
    p.timeMedian = n % 2 ? s.seconds[n / 2] : 0.5 * (s.seconds[n / 2 - 1] + s.seconds[n / 2]);
    p.repetitions = static_cast<int>(n);
    p.launchesPerSample = s.batch;
    p.smClockMHz = s.smClockMHz;
    p.smClockSamples = s.smClockSamples;
    p.smClockMinMHz = s.smClockMinMHz;
    p.smClockMaxMHz = s.smClockMaxMHz;
    p.deriveRates();
}

} // namespace cudaimpl

template <typename Launch>
cudaimpl::Samples CudaBackend::State::measure(Launch&& launch, const TimingPolicy& policy, bool flushBefore) {
    using namespace cudaimpl;
    Event start, stop;
    for (int i = 0; i < std::max(1, policy.warmupRuns); ++i) {
        if (cancelled())
            throw Cancelled{};
        launch();
        check(cudaStreamSynchronize(stream), "warm-up run");
    }
    auto enqueue = [&](int batch) {
        if (flushBefore)
            flushL2();
        spin(policy.spinSeconds);
        check(cudaEventRecord(start.get(), stream), "cudaEventRecord");
        for (int b = 0; b < batch; ++b)
            launch();
        check(cudaEventRecord(stop.get(), stream), "cudaEventRecord");
    };
    auto finish = [&](int batch) {
        check(cudaEventSynchronize(stop.get()), "timed run");
        float ms = 0;
        check(cudaEventElapsedTime(&ms, start.get(), stop.get()), "cudaEventElapsedTime");
        return double(ms) * 1e-3 / batch;
    };
    enqueue(1);
    const double probe = finish(1);
    const Sampling plan = chooseSampling(probe, policy);
    Samples s;
    s.batch = plan.batch;
    s.seconds.reserve(std::size_t(plan.repetitions));
    for (int r = 0; r < plan.repetitions; ++r) {
        if (cancelled())
            throw Cancelled{};
        enqueue(s.batch);
        s.addClock(nvml.smClockMHz()); // read while the GPU works on this sample: the mean over the run
        s.seconds.push_back(finish(s.batch));
    }
    return s;
}

template <typename Launch> double CudaBackend::State::soak(Launch&& launch, double seconds, double launchSeconds) {
    using namespace cudaimpl;
    using Clock = std::chrono::steady_clock;
    if (seconds <= 0)
        return 0;
    // Batches of about 50 ms of launches, synchronised between batches so that the queue stays
    // short and a cancellation is seen within one batch.
    const int batch = int(std::clamp(0.05 / std::max(launchSeconds, 1e-6), 1.0, 10000.0));
    const auto start = Clock::now();
    double elapsed = 0;
    while (elapsed < seconds) {
        if (cancelled())
            throw Cancelled{};
        for (int i = 0; i < batch; ++i)
            launch();
        check(cudaStreamSynchronize(stream), "soak");
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    }
    return elapsed;
}

} // namespace rooflab::gpu
