#pragma once
// Offloading training state from the GPU to the host (docs/formulas.md, "Offload"): where each
// kind of tensor lives between its uses, and the host node's figures the memory and the step
// time need. DeepSpeed's ZeRO-Offload and ZeRO-Infinity, PyTorch FSDP's CPU offload and
// Transformer Engine's activation offload are the implementations the model follows.
#include <string_view>

namespace rooflab {

enum class OffloadDevice { None, Cpu, Nvme };

// parallel.offload {"optimizer", "parameters", "gradients", "activations"}.
struct OffloadConfig {
    // The optimizer step on the host: its states and the fp32 master copy live there (cpu) or
    // are swapped in from NVMe each step (nvme, ZeRO-Infinity). Needs ZeRO stage 1 or more.
    OffloadDevice optimizer = OffloadDevice::None;
    // The 16-bit parameter shards between their uses (ZeRO-3 only; the optimizer goes too).
    OffloadDevice parameters = OffloadDevice::None;
    // The reduced gradient partition, in fp32 where the host optimizer reads it. DeepSpeed and
    // FSDP keep it on the host whenever the optimizer is there: cpu exactly then.
    OffloadDevice gradients = OffloadDevice::None;
    // Saved activations of every layer but the one being computed (cpu only).
    OffloadDevice activations = OffloadDevice::None;

    bool optimizerOffloaded() const { return optimizer != OffloadDevice::None; }
    bool parametersOffloaded() const { return parameters != OffloadDevice::None; }
    bool activationsOffloaded() const { return activations != OffloadDevice::None; }
    bool any() const {
        return optimizerOffloaded() || parametersOffloaded() || activationsOffloaded() ||
               gradients != OffloadDevice::None;
    }
    bool operator==(const OffloadConfig&) const = default;
};

// hardware.host_ram_gb, hardware.pcie_gbps, hardware.host_memory_gbps, hardware.nvme_gbps:
// override the GPU database's host figures (0 = use the database's).
struct HostOverrides {
    double ramGB = 0;
    double pcieGbps = 0;
    double memoryGbps = 0;
    double nvmeGbps = 0;
    bool any() const { return ramGB > 0 || pcieGbps > 0 || memoryGbps > 0 || nvmeGbps > 0; }
    bool operator==(const HostOverrides&) const = default;
};

std::string_view offloadDeviceId(OffloadDevice device); // "none", "cpu", "nvme"

} // namespace rooflab
