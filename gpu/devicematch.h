#pragma once
// Finds the resources/gpus.json entry that describes the GPU the CUDA runtime names.
#include "core/model/gpuspec.h"

#include <string>
#include <string_view>
#include <vector>

namespace rooflab::gpu {

// Matches a CUDA device name ("NVIDIA H100 80GB HBM3", "NVIDIA A100-SXM4-40GB",
// "NVIDIA GeForce RTX 4090") against the names and ids of the database entries. The model token
// (h100, a100, 4090, l40s, ...) must match and, when both are known, the memory size must agree
// within 15%; the form factor (SXM, PCIe, NVL) breaks ties. Returns the id of the best entry, or
// an empty string when no entry fits.
std::string matchGpuId(std::string_view deviceName, double memoryBytes, const std::vector<GpuSpec>& gpus);

} // namespace rooflab::gpu
