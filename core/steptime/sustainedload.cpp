#include "core/steptime/sustainedload.h"

#include <algorithm>
#include <cstdio>
#include <string_view>

namespace rooflab {

double sustainedTensorFactor(const GpuSpec& gpu, ProductPasses passes) {
    // rooflab-bench on the card, 700 W limit as found: the same 8192^3 product in the quick sweep
    // (short bursts at the 1980 MHz maximum SM clock, the clocks the torch.matmul curve was timed
    // at) and soaked in the full sweep (docs/measurements.md; resources/measurements/*.json).
    const std::string_view id = gpu.id;
    // The H200: its soaked training-shaped products (sustainedload.h). The H100 SXM: its own soaked
    // bf16 square (704.1 TFLOP/s, SM clock read 1485 MHz, over 815), times how much slower the
    // H200's layer products ran than its square: the same GH100 die, SMs and cuBLAS kernels
    // (assumed: no H100 training-shaped sweep yet). The H800 and the 96 GB HBM2e H100 are the H100
    // SXM's board at the same 700 W limit: their clock under the same load is the same (their
    // memory differs, which this factor does not touch).
    const double h200 = passes == ProductPasses::Training ? kH200TrainingShapesFactor : kH200ForwardShapesFactor;
    if (id == "h200")
        return h200;
    const double h100 = kH100SquareFactor * (h200 / kH200SquareFactor);
    if (id == "h100-sxm" || id == "h100-sxm-96gb" || id == "h800")
        return h100;
    // The GH200's Hopper GPU (up to 900 W for the module): no soak of it; the H100 SXM's, times
    // how much more of its peak its best product reaches in one measured table (ml-engineering's
    // MAMF, BF16: GH200 144 GB 828.6 of 989, 83.8 %; H100 SXM 794.5 of 989, 80.3 %).
    if (id == "gh200-96gb" || id == "gh200-144gb")
        return h100 * (83.8 / 80.3);
    // No soaked B200 sweep: FITTED on the one B200 fit row of validation/published-runs.json
    // (mcore-mbridge-b200-llama31-405b-fp8cs, predicted/published 1.328 -> 0.999), the only
    // fitted value here. It stands for the H100-shaped curve's fraction being too high on a
    // B200 at 1000 W; it puts an FP8 8192^3 product at 2,283 TFLOP/s, where TE.Linear measured
    // 2,377 on an HGX B200 (NVIDIA/TransformerEngine#1747). docs/formulas.md, "Sustained clocks".
    if (id == "b200")
        return kB200FittedTensorFactor;
    // The GB200's Blackwell GPU is the B200's at a higher power limit (1200 W) and peak: the
    // B200's factor, times how much less of its peak the GB200's best product reaches than the
    // B200's in one measured table (ml-engineering's MAMF, BF16: GB200 1,822 of 2,500, 72.9 %;
    // B200 1,745 of 2,250, 77.6 %). Its products then run 4.4 % faster than a B200's, as measured.
    if (id == "gb200")
        return kB200FittedTensorFactor * (72.9 / 77.6);
    return 1.0;
}

double matmulLibraryFactor(const GpuSpec& gpu, bool measuredOnTheCard) {
    return measuredOnTheCard ? 1.0 : gpu.matmulLibraryScale;
}

std::string tensorRateNote(double sustained, double library) {
    char text[112];
    int used = 0;
    if (sustained != 1.0)
        used = std::snprintf(text, sizeof text, "sustained clocks x%.3f", sustained);
    if (library != 1.0)
        used += std::snprintf(text + used, sizeof text - used, "%smatrix library x%.3f of cuBLAS on an H100 (MAMF)",
                              used > 0 ? ", " : "", library);
    return std::string(text, std::size_t(std::max(0, std::min(used, int(sizeof text) - 1))));
}

} // namespace rooflab
