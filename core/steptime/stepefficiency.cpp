#include "core/steptime/stepefficiency.h"

#include "core/measured/benchresults.h"
#include "core/measured/gemmcurvepoints.h"
#include "core/model/scenario.h"
#include "core/steptime/gemmshape.h"
#include "core/steptime/steptimestages.h"

#include <cmath>
#include <initializer_list>
#include <map>
#include <tuple>

namespace rooflab {

double EfficiencyCurve::at(double size) const {
    if (points.empty())
        return 1.0;
    if (size <= points.front().first)
        return points.front().second;
    if (size >= points.back().first)
        return points.back().second;
    for (size_t i = 1; i < points.size(); ++i) {
        if (size <= points[i].first) {
            const auto& [x0, y0] = points[i - 1];
            const auto& [x1, y1] = points[i];
            const double t = std::log(size / x0) / std::log(x1 / x0);
            return y0 + t * (y1 - y0);
        }
    }
    return points.back().second;
}

namespace {

// The SMs of the H100 SXM the published curves were timed on (resources/gpus.json, sm_count).
constexpr int kH100Sms = 132;

StepEfficiency publishedCurves() {
    StepEfficiency e;
    // torch.matmul bf16, square N, on an H100 SXM (989.4 TFLOP/s dense): N = 1024: 176.6,
    // 2048: 676.6, 4096: 788.7, 8192: 797.5 TFLOP/s. x = 2 N^3 FLOPs of the call. The 10240
    // point (719.7) is a sustained-load clock drop: the curve stays at 8192's, and a training
    // step's tensor-core work takes the sustained clock's factor instead (core/steptime/sustainedload.h).
    // One series: TFLOP/s at N = 1024, 2048, 4096, 8192 over the dtype's dense peak.
    const auto series = [](double typePeak, std::initializer_list<double> tflops) {
        EfficiencyCurve curve;
        double n = 1024.0;
        for (const double rate : tflops) {
            curve.points.push_back({2.0 * n * n * n, rate / typePeak});
            n *= 2.0;
        }
        return curve;
    };
    const double peak = 989.4;
    e.gemm = series(peak, {176.6, 676.6, 788.7, 797.5});
    // The squares' own occupancy on the H100 SXM's 132 SMs, at the same FLOPs.
    for (const auto& [flops, fraction] : e.gemm.points) {
        const double n = std::cbrt(flops / 2.0);
        e.timedOccupancy.points.push_back({flops, gemmOccupancy(n, n, n, kH100Sms)});
        e.timedOccupancyEightBit.points.push_back({flops, gemmOccupancy(n, n, n, kH100Sms, 1, kEightBitPipelineFillK)});
    }
    // The same series for the other dtypes, each over its own dense peak and up to the same
    // N = 8192: fp16 (989.4) 179.1, 645.1, 760.0, 736.2 - below bf16 from N = 4096 on, the same
    // tensor cores at the same peak; tf32 (494.7) 119.6, 335.0, 402.2, 372.1; fp32 on the CUDA
    // cores (66.9) 37.4, 49.6, 51.9, 51.8.
    e.gemmByType = {{DType::FP16, series(989.4, {179.1, 645.1, 760.0, 736.2})},
                    {DType::TF32, series(494.7, {119.6, 335.0, 402.2, 372.1})},
                    {DType::FP32, series(66.9, {37.4, 49.6, 51.9, 51.8})}};
    // cuDNN's fused attention on an H100 SXM, bf16, head dim 128, by sequence length
    // (FlashAttention-3 paper, Shah et al. 2024, Figs. 5-6: forward, backward TFLOP/s). The
    // backward does 2.5 times the forward's FLOPs; the roofline counts twice: the forward and
    // backward of one call take 1/fwd + 2.5/bwd, which the roofline's 3 forward-FLOPs match at
    // 3 / (1/fwd + 2.5/bwd). Transformer Engine selects this kernel on Hopper (attention.py,
    // "Select FusedAttention on sm90").
    const auto attention = [peak](std::initializer_list<std::tuple<double, double, double>> series) {
        EfficiencyCurve curve;
        for (const auto& [s, forward, backward] : series)
            curve.points.push_back({s, 3.0 / (1.0 / forward + 2.5 / backward) / peak});
        return curve;
    };
    e.attention = attention({{512.0, 497.0, 305.0},
                             {1024.0, 574.0, 408.0},
                             {2048.0, 617.0, 465.0},
                             {4096.0, 609.0, 499.0},
                             {8192.0, 600.0, 518.0},
                             {16384.0, 595.0, 516.0}});
    // The same figures' FlashAttention-2 and FlashAttention-3 series.
    e.attentionFlash2 = attention({{512.0, 309.0, 214.0},
                                   {1024.0, 350.0, 260.0},
                                   {2048.0, 362.0, 291.0},
                                   {4096.0, 368.0, 310.0},
                                   {8192.0, 370.0, 318.0},
                                   {16384.0, 370.0, 322.0}});
    e.attentionFlash3 = attention({{512.0, 467.0, 316.0},
                                   {1024.0, 565.0, 424.0},
                                   {2048.0, 625.0, 501.0},
                                   {4096.0, 638.0, 542.0},
                                   {8192.0, 646.0, 559.0},
                                   {16384.0, 648.0, 561.0}});
    e.source = kSourceMatmul;
    return e;
}

} // namespace

const EfficiencyCurve& StepEfficiency::gemmFor(DType compute) const {
    for (const auto& [type, curve] : gemmByType)
        if (type == compute)
            return curve;
    return gemm;
}

const EfficiencyCurve& StepEfficiency::attentionFor(AttentionKernel kernel, double computeCapability) const {
    // The three were told apart on Hopper (sm90) only. FlashAttention-3 is Hopper code; elsewhere
    // (Ampere's, Ada's and Blackwell's kernels, and unknown cards) one curve stands for all.
    if (computeCapability < 9.0 || computeCapability >= 10.0)
        return attention;
    switch (kernel) {
    case AttentionKernel::FlashAttn2:
        return attentionFlash2;
    case AttentionKernel::FlashAttn3:
        return attentionFlash3;
    case AttentionKernel::Auto:
    case AttentionKernel::Cudnn:
        break;
    }
    return attention;
}

const StepEfficiency& StepEfficiency::published() {
    static const StepEfficiency curves = publishedCurves();
    return curves;
}

StepEfficiency StepEfficiency::calibrateFromResults(const BenchResults& results, DType compute, double peak,
                                                    double bandwidth) {
    StepEfficiency e = published();
    // FLOPs per call -> the best fraction of peak, and the occupancy of the product that reached it
    std::map<double, std::pair<double, double>> best;
    const int sms = results.device.smCount;
    // The points' own operand width sets their pipeline fill (gemmshape.h).
    const double fillK = pipelineFillK(isEightBitFloat(compute));
    // Training-shaped points, when the run has them, count a projection's three passes together
    // (core/measured/gemmcurvepoints.h), at the occupancy of all three.
    for (const GemmCurvePoint& p : gemmCurvePoints(results, compute)) {
        const double fraction = peak > 0 ? p.flopsPerS / peak : 0.0;
        auto& slot = best[p.flops];
        if (fraction > slot.first)
            slot = {fraction,
                    gemmPassesOccupancy(double(p.m), double(p.n), double(p.k), sms, p.trainingPasses, 1, fillK)};
    }
    bool changed = false;
    if (!best.empty() && peak > 0) {
        e.gemm.points.clear();
        e.timedOccupancy.points.clear();
        e.timedOccupancyEightBit.points.clear();
        for (const auto& [flops, point] : best) {
            e.gemm.points.push_back({flops, point.first});
            if (sms > 0) // an unknown SM count: the measured curve as it is, shapes not modelled
                e.timedOccupancy.points.push_back({flops, point.second});
        }
        e.timedOccupancyEightBit = e.timedOccupancy;
        e.gemmByType.clear(); // the measured points are the compute dtype's own
        e.fp8Scale = 1.0;     // ... over its own peak: an FP8 run's points need no bf16-to-FP8 factor
        e.clocksSustained = true;
        changed = true;
    }
    const double stream = results.ceilings.streamBytesPerS;
    if (stream > 0 && bandwidth > 0) {
        e.memoryFraction = std::min(1.0, stream / bandwidth);
        changed = true;
    }
    if (results.ceilings.launchSeconds > 0) {
        e.launchGapS = results.ceilings.launchSeconds;
        changed = true;
    }
    if (changed) {
        e.measured = true;
        e.source =
            "measured: " + (results.device.name.empty() ? std::string("GPU benchmark results") : results.device.name);
    }
    return e;
}

} // namespace rooflab
