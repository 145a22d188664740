#pragma once
// A GPU's fields as JSON gives them, in each entry of resources/gpus.json and in a scenario's
// "hardware.custom": one reader, so both accept the same keys, units and ranges. Units are the
// datasheet's, decimal: memory_gb (80 = 80e9 bytes), bandwidth_tbs, peak_tflops per dtype,
// fp32_vector_tflops, l2_mb; the network in GB/s of NCCL bus bandwidth per GPU and microseconds;
// the board's power limit in W (power_w) and its SM clocks in MHz (boost_clock_mhz, max_clock_mhz).
#include "core/base/jsonreader.h"
#include "core/model/gpuspec.h"

#include <nlohmann/json.hpp>

namespace rooflab {

// Reads every field but "id" into `gpu`; name, memory_gb, bandwidth_tbs and peak_tflops are
// required. The reader should report unknown keys as errors (a misspelt key is a broken GPU).
void readGpuFields(JsonReader& r, GpuSpec& gpu);

// The same fields, for writing a custom GPU into a scenario.
nlohmann::json gpuToJson(const GpuSpec& gpu);

} // namespace rooflab
