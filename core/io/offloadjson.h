#pragma once
// The scenario's "parallel.offload" object and the host keys of "hardware"
// (docs/scenario-format.md):
//   "offload": {"optimizer": "cpu", "parameters": "none", "gradients": "cpu", "activations": "none"}
//   "hardware": {..., "host_ram_gb": 2048, "pcie_gbps": 35, "host_memory_gbps": 400, "nvme_gbps": 25}
#include "core/base/jsonreader.h"
#include "core/model/offload.h"

#include <nlohmann/json.hpp>

namespace rooflab {

// "gradients" left out follows the optimizer (DeepSpeed and FSDP keep the gradient partition
// where the optimizer runs); validateScenario refuses combinations no framework runs.
void readOffload(JsonReader& reader, OffloadConfig& out);
nlohmann::json offloadJson(const OffloadConfig& config);

void readHostOverrides(JsonReader& hardware, HostOverrides& out);
// Adds the overrides that are set to a "hardware" object.
void writeHostOverrides(const HostOverrides& host, nlohmann::json& hardware);

} // namespace rooflab
