#include "core/io/gpujson.h"

#include "core/base/translatable.h"

#include <cmath>
#include <limits>
#include <map>
#include <string>

namespace rooflab {

void readGpuFields(JsonReader& r, GpuSpec& gpu) {
    r.require({"name", "memory_gb", "bandwidth_tbs", "peak_tflops"});
    r.nonEmptyText("name", gpu.name);
    // A number in the file's unit, stored in SI units; left alone when absent or invalid.
    const auto scaled = [&r](const char* key, FieldLimit limit, double scale, double& out) {
        double value = std::numeric_limits<double>::quiet_NaN();
        r.number(key, value, limit);
        if (!std::isnan(value))
            out = value * scale;
    };
    scaled("memory_gb", limits::memoryGB, 1e9, gpu.memoryBytes);
    scaled("cuda_total_gib", limits::memoryGB, 1024.0 * 1024.0 * 1024.0, gpu.cudaTotalBytes);
    scaled("cublas_workspace_mib", limits::workspaceMiB, 1024.0 * 1024.0, gpu.cublasWorkspaceBytes);
    scaled("bandwidth_tbs", limits::bandwidthTBs, 1e12, gpu.bandwidth);
    std::map<DType, double> peaks;
    const std::size_t errorsBefore = r.diagnostics().errors.size();
    r.dtypeNumbers("peak_tflops", peaks, limits::peakTflops);
    for (const auto& [type, tflops] : peaks)
        if (tflops > 0) // 0: the card does not run that format
            gpu.densePeak[type] = tflops * 1e12;
    if (r.has("peak_tflops") && gpu.densePeak.empty() && r.diagnostics().errors.size() == errorsBefore)
        r.error("peak_tflops",
                coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected at least one positive peak")));
    if (r.has("fp32_vector_tflops"))
        scaled("fp32_vector_tflops", limits::peakTflops, 1e12, gpu.fp32VectorPeak);
    else if (const auto fp32 = gpu.densePeak.find(DType::FP32); fp32 != gpu.densePeak.end())
        gpu.fp32VectorPeak = fp32->second;
    r.boolean("fp8_any_layout", gpu.fp8AnyLayout);
    r.integer("sm_count", gpu.smCount, limits::smCount);
    r.number("compute_capability", gpu.computeCapability, limits::computeCapability);
    scaled("l2_mb", limits::l2MB, 1e6, gpu.l2Bytes);
    r.integer("gpus_per_node", gpu.gpusPerNode, limits::gpusPerNode);
    scaled("intra_node_gbps", limits::linkGBps, 1e9, gpu.intraNodeBandwidth);
    scaled("inter_node_gbps", limits::linkGBps, 1e9, gpu.interNodeBandwidth);
    scaled("latency_us", limits::latencyUs, 1e-6, gpu.networkLatency);
    scaled("host_ram_gb", limits::hostRamGB, 1e9, gpu.hostRamBytes);
    scaled("pcie_gbps", limits::linkGBps, 1e9, gpu.pcieBandwidth);
    scaled("host_memory_gbps", limits::linkGBps, 1e9, gpu.hostMemoryBandwidth);
    scaled("nvme_gbps", limits::linkGBps, 1e9, gpu.nvmeBandwidth);
    scaled("power_w", limits::boardPowerW, 1.0, gpu.powerWatts);
    scaled("boost_clock_mhz", limits::clockMHz, 1.0, gpu.boostClockMhz);
    scaled("max_clock_mhz", limits::clockMHz, 1.0, gpu.maxClockMhz);
    scaled("matmul_library_scale", limits::matmulLibraryScale, 1.0, gpu.matmulLibraryScale);
    r.text("source", gpu.source);
    r.text("notes", gpu.notes);
}

nlohmann::json gpuToJson(const GpuSpec& g) {
    nlohmann::json peaks = nlohmann::json::object();
    for (const auto& [type, flops] : g.densePeak)
        peaks[std::string(dtypeId(type))] = flops / 1e12;
    nlohmann::json out{{"id", g.id},
                       {"name", g.name},
                       {"memory_gb", g.memoryBytes / 1e9},
                       {"bandwidth_tbs", g.bandwidth / 1e12},
                       {"peak_tflops", peaks}};
    if (g.cudaTotalBytes > 0)
        out["cuda_total_gib"] = g.cudaTotalBytes / (1024.0 * 1024.0 * 1024.0);
    if (g.cublasWorkspaceBytes > 0)
        out["cublas_workspace_mib"] = g.cublasWorkspaceBytes / (1024.0 * 1024.0);
    if (g.fp8AnyLayout)
        out["fp8_any_layout"] = true;
    if (g.fp32VectorPeak > 0)
        out["fp32_vector_tflops"] = g.fp32VectorPeak / 1e12;
    if (g.smCount > 0)
        out["sm_count"] = g.smCount;
    if (g.computeCapability > 0)
        out["compute_capability"] = g.computeCapability;
    if (g.l2Bytes > 0)
        out["l2_mb"] = g.l2Bytes / 1e6;
    if (g.gpusPerNode > 0)
        out["gpus_per_node"] = g.gpusPerNode;
    if (g.intraNodeBandwidth > 0)
        out["intra_node_gbps"] = g.intraNodeBandwidth / 1e9;
    if (g.interNodeBandwidth > 0)
        out["inter_node_gbps"] = g.interNodeBandwidth / 1e9;
    if (g.networkLatency > 0)
        out["latency_us"] = g.networkLatency * 1e6;
    if (g.hostRamBytes > 0)
        out["host_ram_gb"] = g.hostRamBytes / 1e9;
    if (g.pcieBandwidth > 0)
        out["pcie_gbps"] = g.pcieBandwidth / 1e9;
    if (g.hostMemoryBandwidth > 0)
        out["host_memory_gbps"] = g.hostMemoryBandwidth / 1e9;
    if (g.nvmeBandwidth > 0)
        out["nvme_gbps"] = g.nvmeBandwidth / 1e9;
    if (g.powerWatts > 0)
        out["power_w"] = g.powerWatts;
    if (g.boostClockMhz > 0)
        out["boost_clock_mhz"] = g.boostClockMhz;
    if (g.maxClockMhz > 0)
        out["max_clock_mhz"] = g.maxClockMhz;
    if (g.matmulLibraryScale != 1.0)
        out["matmul_library_scale"] = g.matmulLibraryScale;
    if (!g.source.empty())
        out["source"] = g.source;
    if (!g.notes.empty())
        out["notes"] = g.notes;
    return out;
}

} // namespace rooflab
