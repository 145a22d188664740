// The CUDA backend's bandwidth points: BabelStream's four STREAM kernels on arrays far larger
// than the L2 (memory bandwidth), and repeated reads of an L2-resident working set (the L2
// plateau). docs/gpu-method.md, "STREAM" and "L2".
#include "gpu/cudabackend.h"

#include "gpu/cudabackendstate.cuh"
#include "gpu/cudaeventtiming.cuh"
#include "gpu/devicearrays.cuh"

#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>

namespace rooflab::gpu {

using namespace cudaimpl;

namespace {

constexpr float kStreamScalar = 0.4f; // BabelStream's scalar

// STREAM kernels (BabelStream's four, on 16-byte vectors): one vector per thread, the grid
// covering the arrays (a grid-stride loop only past 2^30 blocks). Measured on an H200
// (docs/measurements.md, "Copy bandwidth"): with every thread of the card resident, one load
// in flight per thread already saturates HBM3e; four per thread a grid stride apart ran 2.4 %
// slower (4.15 against 4.25 TB/s on 2 GiB arrays), a persistent grid 7 % slower.

struct CopyBody {
    const float4* __restrict__ a;
    float4* __restrict__ c;
    __device__ void operator()(std::uint64_t i) const { c[i] = a[i]; }
};

struct ScaleBody {
    float4* __restrict__ b;
    const float4* __restrict__ c;
    float q;
    __device__ void operator()(std::uint64_t i) const {
        const float4 v = c[i];
        b[i] = make_float4(q * v.x, q * v.y, q * v.z, q * v.w);
    }
};

struct AddBody {
    const float4* __restrict__ a;
    const float4* __restrict__ b;
    float4* __restrict__ c;
    __device__ void operator()(std::uint64_t i) const {
        const float4 x = a[i], y = b[i];
        c[i] = make_float4(x.x + y.x, x.y + y.y, x.z + y.z, x.w + y.w);
    }
};

struct TriadBody {
    float4* __restrict__ a;
    const float4* __restrict__ b;
    const float4* __restrict__ c;
    float q;
    __device__ void operator()(std::uint64_t i) const {
        const float4 y = b[i], z = c[i];
        a[i] = make_float4(y.x + q * z.x, y.y + q * z.y, y.z + q * z.z, y.w + q * z.w);
    }
};

template <typename Body> __global__ void __launch_bounds__(kBlock) streamKernel(Body body, std::uint64_t n4) {
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    for (std::uint64_t i = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n4; i += stride)
        body(i);
}

// Reads an L2-resident working set `passes` times through L2 (ld.global.cg bypasses L1, so the
// repeated reads cannot hit there).
__global__ void __launch_bounds__(kBlock)
    l2ReadKernel(const uint4* __restrict__ p, std::uint64_t n16, int passes, unsigned* __restrict__ sink) {
    const std::uint64_t stride = std::uint64_t(gridDim.x) * blockDim.x;
    const std::uint64_t first = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
    unsigned acc = 0;
    for (int pass = 0; pass < passes; ++pass) {
#pragma unroll 4
        for (std::uint64_t i = first; i < n16; i += stride) {
            const uint4 v = __ldcg(p + i);
            acc += v.x + v.y + v.z + v.w;
        }
    }
    if (acc == 0x9e3779b9U)
        *sink = acc;
}

} // namespace

BenchPoint CudaBackend::runStream(const StreamSpec& spec) {
    BenchPoint p = describeStream(spec);
    State& s = *m_state;
    s.runPoint(p, [&] {
        s.requireDevice();
        if (spec.dtype != DType::FP32)
            throw Failure("the STREAM kernels run on fp32 arrays");
        if (spec.elements <= 0 || spec.elements % 4)
            throw Failure("STREAM arrays need a positive multiple of 4 elements (16-byte vectors)");
        const std::uint64_t n = std::uint64_t(spec.elements);
        const std::uint64_t n4 = n / 4;
        const std::size_t bytes = n * sizeof(float);
        DeviceBuffer a(bytes, "STREAM array a"), b(bytes, "STREAM array b"), c(bytes, "STREAM array c");
        fill(a.as<float>(), n, 11, 0.5f, 1.5f, s.stream, "a");
        fill(b.as<float>(), n, 12, 0.5f, 1.5f, s.stream, "b");
        fill(c.as<float>(), n, 13, 0.5f, 1.5f, s.stream, "c");
        const unsigned grid = gridFor(n4, 1);
        auto* a4 = a.as<float4>();
        auto* b4 = b.as<float4>();
        auto* c4 = c.as<float4>();
        const std::string what = "launching " + p.name;
        auto launch = [&] {
            switch (spec.op) {
            case StreamOp::Copy:
                streamKernel<<<grid, kBlock, 0, s.stream>>>(CopyBody{a4, c4}, n4);
                break;
            case StreamOp::Scale:
                streamKernel<<<grid, kBlock, 0, s.stream>>>(ScaleBody{b4, c4, kStreamScalar}, n4);
                break;
            case StreamOp::Add:
                streamKernel<<<grid, kBlock, 0, s.stream>>>(AddBody{a4, b4, c4}, n4);
                break;
            case StreamOp::Triad:
                streamKernel<<<grid, kBlock, 0, s.stream>>>(TriadBody{a4, b4, c4, kStreamScalar}, n4);
                break;
            }
            check(cudaGetLastError(), what);
        };
        // The working set is >= 8x L2, so no flush between runs is needed.
        Samples samples = s.measure(launch, spec.timing, false);
        fillStats(p, std::move(samples));
        p.l2Flushed = false;
        p.algorithm = std::to_string(grid) + " blocks x " + std::to_string(kBlock) + " threads, one float4 per thread";

        // Check sampled elements: every kernel is idempotent on its inputs, so the last run's
        // output must equal the formula applied to the (unchanged) inputs.
        double worst = 0;
        for (auto i : spread(std::int64_t(n), 64)) {
            const double av = fetch<float>(a.get(), std::size_t(i), 1)[0];
            const double bv = fetch<float>(b.get(), std::size_t(i), 1)[0];
            const double cv = fetch<float>(c.get(), std::size_t(i), 1)[0];
            double got = 0, want = 0;
            switch (spec.op) {
            case StreamOp::Copy:
                got = cv;
                want = av;
                break;
            case StreamOp::Scale:
                got = bv;
                want = double(kStreamScalar) * cv;
                break;
            case StreamOp::Add:
                got = cv;
                want = av + bv;
                break;
            case StreamOp::Triad:
                got = av;
                want = bv + double(kStreamScalar) * cv;
                break;
            }
            worst = std::max(worst, std::fabs(got - want) / std::max(std::fabs(want), 1e-30));
        }
        p.relativeError = worst;
        p.verified = worst <= 1e-6;
    });
    return p;
}

// --------------------------------------------------------------------------------------------
// L2 bandwidth

BenchPoint CudaBackend::runCache(const CacheSpec& spec) {
    BenchPoint p = describeCache(spec);
    State& s = *m_state;
    s.runPoint(p, [&] {
        s.requireDevice();
        if (spec.workingSetBytes <= 0 || spec.workingSetBytes % 16)
            throw Failure("the L2 working set must be a positive multiple of 16 bytes");
        if (spec.passes < 1)
            throw Failure("the L2 kernel needs at least one pass");
        const std::uint64_t n16 = std::uint64_t(spec.workingSetBytes) / 16;
        DeviceBuffer buf(std::size_t(spec.workingSetBytes), "L2 working set");
        fill(buf.as<float>(), n16 * 4, 31, -1.f, 1.f, s.stream, "L2 working set");
        // Enough threads to fill every SM (2048 per SM), fewer when the set is small.
        const unsigned grid = std::max(1u, std::min(gridFor(n16, 1), unsigned(std::max(1, s.info.smCount) * 8)));
        auto launch = [&] {
            l2ReadKernel<<<grid, kBlock, 0, s.stream>>>(buf.as<uint4>(), n16, spec.passes, s.sink.as<unsigned>());
            check(cudaGetLastError(), "launching " + p.name);
        };
        fillStats(p, s.measure(launch, spec.timing, false));
        p.l2Flushed = false;
        p.algorithm = std::to_string(grid) + " blocks x " + std::to_string(kBlock) + " threads, " +
                      std::to_string(spec.passes) + " passes per launch, 16-byte ld.global.cg loads";
    });
    return p;
}

// --------------------------------------------------------------------------------------------
// Decode-sized reads

BenchPoint CudaBackend::runRead(const ReadSpec& spec) {
    BenchPoint p = describeRead(spec);
    State& s = *m_state;
    s.runPoint(p, [&] {
        s.requireDevice();
        if (spec.workingSetBytes <= 0 || spec.workingSetBytes % 16)
            throw Failure("the read's working set must be a positive multiple of 16 bytes");
        const std::uint64_t n16 = std::uint64_t(spec.workingSetBytes) / 16;
        DeviceBuffer buf(std::size_t(spec.workingSetBytes), "decode read working set");
        fill(buf.as<float>(), n16 * 4, 37, -1.f, 1.f, s.stream, "decode read working set");
        // One 16-byte load per thread over the whole set, as the STREAM kernels run (the
        // fastest on an H200, docs/measurements.md), one pass, from a flushed L2.
        const unsigned grid = gridFor(n16, 1);
        auto launch = [&] {
            l2ReadKernel<<<grid, kBlock, 0, s.stream>>>(buf.as<uint4>(), n16, 1, s.sink.as<unsigned>());
            check(cudaGetLastError(), "launching " + p.name);
        };
        fillStats(p, s.measure(launch, spec.timing, true));
        p.l2Flushed = p.launchesPerSample == 1 || double(spec.workingSetBytes) >= 2 * s.info.l2Bytes;
        p.algorithm = std::to_string(grid) + " blocks x " + std::to_string(kBlock) +
                      " threads, one pass of 16-byte ld.global.cg loads, L2 flushed before each sample";
    });
    return p;
}

} // namespace rooflab::gpu
