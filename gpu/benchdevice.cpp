#include "gpu/benchdevice.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace rooflab::gpu {

std::string_view streamOpName(StreamOp op) {
    switch (op) {
    case StreamOp::Copy:
        return "copy";
    case StreamOp::Scale:
        return "scale";
    case StreamOp::Add:
        return "add";
    case StreamOp::Triad:
        return "triad";
    }
    return "copy";
}

double gemmTolerance(DType dtype, std::int64_t k) {
    switch (dtype) {
    case DType::FP64:
        return 1e-12;
    // fp32 products carry no input rounding, so the error is the accumulation's: its RMS grows as
    // sqrt(k) u (Higham and Mary's probabilistic bound), hence 1e-5 at k = 2048 scaled by
    // sqrt(k / 2048) beyond (2.8e-5 at 16384), still far below a wrong index's error of ~1.
    case DType::FP32:
        return 1e-5 * std::sqrt(std::max(1.0, double(k) / 2048.0));
    // The others are dominated by rounding that does not grow with k: tf32 inputs (2^-11),
    // fp16/bf16/fp8 results (bf16: 2^-9), with fp32 accumulation behind them.
    case DType::TF32:
        return 2e-3;
    default:
        return 1e-2;
    }
}

std::string gemmPointName(std::int64_t m, std::int64_t n, std::int64_t k) {
    return "gemm " + std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(k);
}

std::string gemmPointName(const GemmSpec& spec) {
    std::string name = gemmPointName(spec.m, spec.n, spec.k);
    if (spec.fastAccum)
        name += " fast-accum";
    // The same shape serves several roles: the name says which one this point measured.
    if (!spec.pass.empty())
        name += " " + spec.role + " " + spec.pass;
    else if (spec.batch > 0)
        name += " " + spec.role + " decode";
    return name;
}

std::string streamPointName(StreamOp op) {
    return "stream " + std::string(streamOpName(op));
}

std::string intensityPointName(int fmaPerElement) {
    return "intensity fma=" + std::to_string(fmaPerElement);
}

std::string cachePointName(std::int64_t workingSetBytes) {
    const double mib = double(workingSetBytes) / (1024.0 * 1024.0);
    char buf[64];
    if (mib >= 1 && mib == double(std::int64_t(mib)))
        std::snprintf(buf, sizeof buf, "l2 read %lld MiB", static_cast<long long>(mib));
    else if (mib >= 1)
        std::snprintf(buf, sizeof buf, "l2 read %.1f MiB", mib);
    else
        std::snprintf(buf, sizeof buf, "l2 read %lld KiB", static_cast<long long>(workingSetBytes / 1024));
    return buf;
}

std::string launchPointName() {
    return "launch empty kernel";
}

std::string readPointName(std::int64_t workingSetBytes) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "read %.0f MiB", double(workingSetBytes) / (1024.0 * 1024.0));
    return buf;
}

std::string chainPointName(int kernels, bool graph) {
    return "chain " + std::to_string(kernels) + " kernels " + (graph ? "graph" : "eager");
}

namespace {
// FP8 GEMMs write a BF16 result (cuBLASLt needs a wider C/D than E4M3 for a useful check).
double gemmOutputBytes(DType dtype) {
    if (dtype == DType::FP8_E4M3 || dtype == DType::FP8_E5M2)
        return 2.0;
    return dtypeBytes(dtype);
}
} // namespace

BenchPoint describeGemm(const GemmSpec& spec) {
    BenchPoint p;
    p.kind = BenchKind::Gemm;
    p.dtype = spec.dtype;
    p.name = gemmPointName(spec);
    p.fastAccum = spec.fastAccum;
    p.m = spec.m;
    p.n = spec.n;
    p.k = spec.k;
    const double m = static_cast<double>(spec.m), n = static_cast<double>(spec.n), k = static_cast<double>(spec.k);
    p.flops = 2.0 * m * n * k;
    const double in = dtypeBytes(spec.dtype);
    p.bytes = in * (m * k + k * n) + gemmOutputBytes(spec.dtype) * (m * n);
    p.intensity = p.bytes > 0 ? p.flops / p.bytes : 0;
    p.l2Flushed = spec.flushL2;
    p.role = spec.role;
    p.pass = spec.pass;
    p.batch = spec.batch;
    p.algorithm = spec.label;
    return p;
}

BenchPoint describeStream(const StreamSpec& spec) {
    BenchPoint p;
    p.kind = BenchKind::Stream;
    p.dtype = spec.dtype;
    p.name = streamPointName(spec.op);
    p.elements = spec.elements;
    const double n = static_cast<double>(spec.elements);
    const double size = dtypeBytes(spec.dtype);
    // BabelStream: copy and scale move two arrays, add and triad three; write-allocate traffic
    // is not counted.
    switch (spec.op) {
    case StreamOp::Copy:
        p.bytes = 2 * n * size;
        p.flops = 0;
        break;
    case StreamOp::Scale:
        p.bytes = 2 * n * size;
        p.flops = n;
        break;
    case StreamOp::Add:
        p.bytes = 3 * n * size;
        p.flops = n;
        break;
    case StreamOp::Triad:
        p.bytes = 3 * n * size;
        p.flops = 2 * n;
        break;
    }
    p.intensity = p.bytes > 0 ? p.flops / p.bytes : 0;
    return p;
}

BenchPoint describeIntensity(const IntensitySpec& spec) {
    BenchPoint p;
    p.kind = BenchKind::Intensity;
    p.dtype = spec.dtype;
    p.name = intensityPointName(spec.fmaPerElement);
    p.elements = spec.elements;
    p.fmaPerElement = spec.fmaPerElement;
    const double n = static_cast<double>(spec.elements);
    // mixbench: i dependent FMAs (2 flops each) plus one add into the per-thread sum; every
    // element is loaded once and nothing is stored.
    p.flops = n * (2.0 * spec.fmaPerElement + 1.0);
    p.bytes = n * dtypeBytes(spec.dtype);
    p.intensity = p.bytes > 0 ? p.flops / p.bytes : 0;
    return p;
}

BenchPoint describeCache(const CacheSpec& spec) {
    BenchPoint p;
    p.kind = BenchKind::L2;
    p.dtype = DType::FP32;
    p.name = cachePointName(spec.workingSetBytes);
    p.elements = spec.workingSetBytes / 4;
    // Every pass reads the whole working set once; nothing is written.
    p.bytes = double(spec.workingSetBytes) * std::max(1, spec.passes);
    p.flops = 0;
    p.intensity = 0;
    return p;
}

BenchPoint describeRead(const ReadSpec& spec) {
    BenchPoint p;
    p.kind = BenchKind::Read;
    p.dtype = DType::FP32;
    p.name = readPointName(spec.workingSetBytes);
    p.role = spec.label;
    p.elements = spec.workingSetBytes / 4;
    p.bytes = double(spec.workingSetBytes); // read once, nothing written
    return p;
}

BenchPoint describeChain(const ChainSpec& spec) {
    BenchPoint p;
    p.kind = BenchKind::Chain;
    p.dtype = DType::FP32;
    p.name = chainPointName(spec.kernels, spec.graph);
    p.kernels = spec.kernels;
    p.graph = spec.graph;
    return p;
}

BenchPoint describeLaunch(const LaunchSpec&) {
    BenchPoint p;
    p.kind = BenchKind::Launch;
    p.dtype = DType::FP32;
    p.name = launchPointName();
    return p;
}

} // namespace rooflab::gpu
