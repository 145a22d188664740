#pragma once
// Timing with CUDA events (docs/gpu-method.md, "Timing"): CudaBackend::State::measure() and the
// statistics a point keeps of its samples. The rules that need no device (how many samples, how
// long a batch) are gpu/timing.h's. CUDA-only; included by the .cu file of each benchmark kind,
// whose launch lambdas the template takes.
#include "gpu/cudabackendstate.cuh"
#include "gpu/cudaevent.cuh"

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace rooflab::gpu {

namespace cudaimpl {

struct Samples {
    std::vector<double> seconds; // per launch
    int batch = 1;
    double smClockMHz = 0; // NVML reading while a sample in the middle ran; 0 when unknown
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
        if (r == plan.repetitions / 2) // read while the GPU works on this sample
            s.smClockMHz = nvml.smClockMHz();
        s.seconds.push_back(finish(s.batch));
    }
    return s;
}

} // namespace rooflab::gpu
