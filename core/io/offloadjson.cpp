#include "core/io/offloadjson.h"

#include "core/base/fieldlimits.h"

#include <string_view>
#include <vector>

namespace rooflab {

namespace {

const std::vector<std::string_view> kDeviceIds{"none", "cpu", "nvme"};

void readDevice(JsonReader& r, const char* key, OffloadDevice& out) {
    if (auto index = r.choice(key, kDeviceIds))
        out = static_cast<OffloadDevice>(*index);
}

} // namespace

std::string_view offloadDeviceId(OffloadDevice device) {
    return kDeviceIds[std::size_t(device)];
}

void readOffload(JsonReader& r, OffloadConfig& out) {
    readDevice(r, "optimizer", out.optimizer);
    readDevice(r, "parameters", out.parameters);
    readDevice(r, "activations", out.activations);
    if (r.has("gradients"))
        readDevice(r, "gradients", out.gradients);
    else
        out.gradients = out.optimizerOffloaded() ? OffloadDevice::Cpu : OffloadDevice::None;
}

nlohmann::json offloadJson(const OffloadConfig& c) {
    return {{"optimizer", offloadDeviceId(c.optimizer)},
            {"parameters", offloadDeviceId(c.parameters)},
            {"gradients", offloadDeviceId(c.gradients)},
            {"activations", offloadDeviceId(c.activations)}};
}

void readHostOverrides(JsonReader& r, HostOverrides& out) {
    r.number("host_ram_gb", out.ramGB, limits::hostRamGB);
    r.number("pcie_gbps", out.pcieGbps, limits::linkGBps);
    r.number("host_memory_gbps", out.memoryGbps, limits::linkGBps);
    r.number("nvme_gbps", out.nvmeGbps, limits::linkGBps);
}

void writeHostOverrides(const HostOverrides& host, nlohmann::json& hardware) {
    if (host.ramGB > 0)
        hardware["host_ram_gb"] = host.ramGB;
    if (host.pcieGbps > 0)
        hardware["pcie_gbps"] = host.pcieGbps;
    if (host.memoryGbps > 0)
        hardware["host_memory_gbps"] = host.memoryGbps;
    if (host.nvmeGbps > 0)
        hardware["nvme_gbps"] = host.nvmeGbps;
}

} // namespace rooflab
