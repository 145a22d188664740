#include "core/steptime/sustainedload.h"

#include <string_view>

namespace rooflab {

double sustainedTensorFactor(const GpuSpec& gpu) {
    // rooflab-bench on the card, 700 W limit as found: the same 8192^3 product in the quick sweep
    // (short bursts at the 1980 MHz maximum SM clock, the clocks the torch.matmul curve was timed
    // at) and soaked in the full sweep (docs/measurements.md; resources/measurements/*.json).
    const std::string_view id = gpu.id;
    if (id == "h100-sxm") // bf16: 704.1 TFLOP/s soaked (SM clock read 1485 MHz) over 815
        return 704.1 / 815.0;
    if (id == "h200") // fp8 e4m3: 1,286 TFLOP/s soaked (1590 MHz) over 1,474 (1965 MHz)
        return 1286.0 / 1474.0;
    return 1.0;
}

} // namespace rooflab
