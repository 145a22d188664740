// The CUDA backend's intensity sweep (mixbench's idea, docs/gpu-method.md, "Intensity"): a
// kernel that loads 16 bytes and runs a chosen number of dependent FMAs on them, so that sweeping
// the FMA count walks from the memory roof to the compute roof; the host re-computes a few
// threads' sums to check the work was done.
#include "gpu/cudabackend.h"

#include "gpu/cudabackendstate.cuh"
#include "gpu/cudaeventtiming.cuh"
#include "gpu/devicearrays.cuh"

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

namespace rooflab::gpu {

using namespace cudaimpl;

namespace {

constexpr float kIntensitySeed = -0.5f; // t = t*t - 0.5 stays in [-0.5, 0.5]

// Intensity kernel (mixbench's idea): each thread loads 16 bytes per step (4 lanes), runs FMA
// dependent FMAs on each lane (4 independent chains), adds the lane into a running sum, and
// stores the sum only if it equals an unreachable sentinel, so nothing can be optimised away.

template <typename V> struct Lanes;
template <> struct Lanes<float> {
    __device__ static float splat(float x) { return x; }
    __device__ static float fma(float a, float b, float c) { return fmaf(a, b, c); }
    __device__ static float add(float a, float b) { return a + b; }
    __device__ static float total(float a) { return a; }
};
template <> struct Lanes<__half2> {
    __device__ static __half2 splat(float x) { return __float2half2_rn(x); }
    __device__ static __half2 fma(__half2 a, __half2 b, __half2 c) { return __hfma2(a, b, c); }
    __device__ static __half2 add(__half2 a, __half2 b) { return __hadd2(a, b); }
    __device__ static float total(__half2 a) { return __low2float(a) + __high2float(a); }
};
template <> struct Lanes<__nv_bfloat162> {
    __device__ static __nv_bfloat162 splat(float x) { return __float2bfloat162_rn(x); }
    __device__ static __nv_bfloat162 fma(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {
        return __hfma2(a, b, c);
    }
    __device__ static __nv_bfloat162 add(__nv_bfloat162 a, __nv_bfloat162 b) { return __hadd2(a, b); }
    __device__ static float total(__nv_bfloat162 a) { return __low2float(a) + __high2float(a); }
};

template <typename V, int FMA>
__global__ void __launch_bounds__(kBlock)
    intensityKernel(const uint4* __restrict__ in, std::uint64_t nVec, float seedValue, float sentinel,
                    float* __restrict__ out, unsigned probeShift, std::uint64_t sentinelSlot) {
    static_assert(sizeof(V) * 4 == sizeof(uint4), "four lanes per 16-byte load");
    using L = Lanes<V>;
    const V seed = L::splat(seedValue);
    V acc[4];
#pragma unroll
    for (int c = 0; c < 4; ++c)
        acc[c] = L::splat(0.0f);
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    const std::uint64_t tid = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
    for (std::uint64_t i = tid; i < nVec; i += stride) {
        const uint4 raw = in[i];
        V t[4];
        std::memcpy(t, &raw, sizeof raw);
        constexpr int kUnroll = FMA < 1 ? 1 : (FMA < 32 ? FMA : 32);
#pragma unroll kUnroll
        for (int f = 0; f < FMA; ++f) {
#pragma unroll
            for (int c = 0; c < 4; ++c)
                t[c] = L::fma(t[c], t[c], seed);
        }
#pragma unroll
        for (int c = 0; c < 4; ++c)
            acc[c] = L::add(acc[c], t[c]);
    }
    const float sum = L::total(acc[0]) + L::total(acc[1]) + L::total(acc[2]) + L::total(acc[3]);
    // One thread in 2^probeShift stores its sum (about 32 stores per launch, so the bytes stay
    // those of the loads) for the host to check against its own emulation. Every other thread
    // stores only if the sum equals an unreachable sentinel: the compiler cannot prove that it
    // never does, so no thread's work can be dropped.
    if ((tid & ((std::uint64_t(1) << probeShift) - 1)) == 0)
        out[tid >> probeShift] = sum;
    else if (sum == sentinel)
        out[sentinelSlot] = sum;
}

template <typename V, int... Fs>
bool launchIntensity(std::integer_sequence<int, Fs...>, int fma, unsigned grid, cudaStream_t s, const uint4* in,
                     std::uint64_t nVec, float* out, unsigned probeShift, std::uint64_t sentinelSlot) {
    return ((fma == Fs ? (intensityKernel<V, Fs>
                          <<<grid, kBlock, 0, s>>>(in, nVec, kIntensitySeed, 1e30f, out, probeShift, sentinelSlot),
                          true)
                       : false) ||
            ...);
}
using FmaCounts = std::integer_sequence<int, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024>;

// The host's copy of one thread of intensityKernel<V, fma>: the same operations in the same
// order with the same roundings (fmaf; fp16/bf16 FMA and add rounded once from the exact double
// result, as the packed instructions do).
float emulateIntensityThread(DType t, int fma, const std::vector<uint4>& vectors) {
    if (t == DType::FP32) {
        float acc[4] = {0, 0, 0, 0};
        for (const uint4& raw : vectors) {
            float x[4];
            std::memcpy(x, &raw, sizeof raw);
            for (int c = 0; c < 4; ++c) {
                float v = x[c];
                for (int f = 0; f < fma; ++f)
                    v = std::fma(v, v, kIntensitySeed);
                acc[c] = acc[c] + v;
            }
        }
        return ((acc[0] + acc[1]) + acc[2]) + acc[3];
    }
    const bool half = t == DType::FP16;
    auto round = [half](double v) -> double {
        return half ? double(__half2float(__double2half(v))) : double(__bfloat162float(__double2bfloat16(v)));
    };
    auto widen = [half](std::uint16_t bits) -> double {
        if (half) {
            __half_raw r;
            r.x = bits;
            return double(__half2float(__half(r)));
        }
        __nv_bfloat16_raw r;
        r.x = bits;
        return double(__bfloat162float(__nv_bfloat16(r)));
    };
    const double seed = round(kIntensitySeed);
    double acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    for (const uint4& raw : vectors) {
        std::uint16_t lanes[8];
        std::memcpy(lanes, &raw, sizeof raw);
        for (int l = 0; l < 8; ++l) {
            double v = widen(lanes[l]);
            for (int f = 0; f < fma; ++f)
                v = round(v * v + seed);
            acc[l] = round(acc[l] + v);
        }
    }
    float total[4];
    for (int c = 0; c < 4; ++c)
        total[c] = float(acc[2 * c]) + float(acc[2 * c + 1]);
    return ((total[0] + total[1]) + total[2]) + total[3];
}

} // namespace

BenchPoint CudaBackend::runIntensity(const IntensitySpec& spec) {
    BenchPoint p = describeIntensity(spec);
    State& s = *m_state;
    s.runPoint(p, [&] {
        s.requireDevice();
        const std::size_t size = spec.dtype == DType::FP32 ? 4 : 2;
        if (spec.dtype != DType::FP32 && spec.dtype != DType::FP16 && spec.dtype != DType::BF16)
            throw Failure("the intensity kernel runs fp32, fp16 and bf16, not " + std::string(dtypeId(spec.dtype)));
        if (spec.elements <= 0 || (std::uint64_t(spec.elements) * size) % 16)
            throw Failure("the intensity sweep needs a positive element count filling whole 16-byte vectors");
        if (std::find(std::begin(kIntensityFmaCounts), std::end(kIntensityFmaCounts), spec.fmaPerElement) ==
            std::end(kIntensityFmaCounts))
            throw Failure("the intensity kernel is not built for " + std::to_string(spec.fmaPerElement) +
                          " FMAs per element (0, 1, 2, 4, ... 1024)");
        const std::uint64_t n = std::uint64_t(spec.elements);
        const std::uint64_t nVec = n * size / 16;
        const unsigned grid = gridFor(nVec, 4);
        const std::uint64_t threads = std::uint64_t(grid) * kBlock;
        // About 32 probe threads store their sums; one more slot takes the (never) sentinel.
        unsigned probeShift = 0;
        while ((threads >> probeShift) > 32)
            ++probeShift;
        const std::uint64_t probes = ((threads - 1) >> probeShift) + 1;
        DeviceBuffer in(n * size, "intensity input");
        DeviceBuffer out((probes + 1) * sizeof(float), "intensity output");
        switch (spec.dtype) {
        case DType::FP32:
            fill(in.as<float>(), n, 21, -1.f, 1.f, s.stream, "intensity input");
            break;
        case DType::FP16:
            fill(in.as<__half>(), n, 21, -1.f, 1.f, s.stream, "intensity input");
            break;
        default:
            fill(in.as<__nv_bfloat16>(), n, 21, -1.f, 1.f, s.stream, "intensity input");
            break;
        }
        // Poison the output (all bits set is a NaN) so that a probe nobody wrote shows.
        check(cudaMemsetAsync(out.get(), 0xff, out.bytes(), s.stream), "cudaMemsetAsync (intensity output)");
        const uint4* src = in.as<uint4>();
        float* dst = out.as<float>();
        const std::string what = "launching " + p.name + " " + std::string(dtypeId(spec.dtype));
        auto launch = [&] {
            switch (spec.dtype) {
            case DType::FP32:
                launchIntensity<float>(FmaCounts{}, spec.fmaPerElement, grid, s.stream, src, nVec, dst, probeShift,
                                       probes);
                break;
            case DType::FP16:
                launchIntensity<__half2>(FmaCounts{}, spec.fmaPerElement, grid, s.stream, src, nVec, dst, probeShift,
                                         probes);
                break;
            default:
                launchIntensity<__nv_bfloat162>(FmaCounts{}, spec.fmaPerElement, grid, s.stream, src, nVec, dst,
                                                probeShift, probes);
                break;
            }
            check(cudaGetLastError(), what);
        };
        Samples samples = s.measure(launch, spec.timing, false);
        fillStats(p, std::move(samples));
        p.l2Flushed = false;
        p.algorithm = std::to_string(grid) + " blocks x " + std::to_string(kBlock) +
                      " threads, 4 chains per thread, 16-byte loads, " + std::to_string(probes) +
                      " threads' sums checked";

        // Check the probe threads' sums against the host's emulation of the same work.
        check(cudaStreamSynchronize(s.stream), "intensity runs");
        std::vector<float> got(probes);
        check(cudaMemcpy(got.data(), out.get(), probes * sizeof(float), cudaMemcpyDeviceToHost),
              "cudaMemcpy (intensity output)");
        const double tolerance = spec.dtype == DType::FP32 ? 1e-5 : 1e-3;
        double worst = 0;
        bool allWritten = true;
        for (std::uint64_t i = 0; i < probes; ++i) {
            const std::uint64_t tid = i << probeShift;
            std::vector<uint4> vectors;
            for (std::uint64_t v = tid; v < nVec; v += threads) {
                uint4 raw;
                check(cudaMemcpy(&raw, src + v, sizeof raw, cudaMemcpyDeviceToHost), "cudaMemcpy (intensity input)");
                vectors.push_back(raw);
            }
            const double want = emulateIntensityThread(spec.dtype, spec.fmaPerElement, vectors);
            const double have = got[std::size_t(i)];
            if (!std::isfinite(have)) {
                allWritten = false;
                continue;
            }
            worst = std::max(worst, std::fabs(have - want) / std::max(std::fabs(want), 1.0));
        }
        p.relativeError = allWritten ? worst : 1e30;
        p.verified = allWritten && worst <= tolerance;
    });
    return p;
}

} // namespace rooflab::gpu
