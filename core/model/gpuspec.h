#pragma once
// One accelerator's datasheet figures. All rates are DENSE (no 2:4 sparsity).
#include "core/numbers/dtype.h"

#include <map>
#include <string>

namespace rooflab {

struct GpuSpec {
    std::string id;         // "h100-sxm"
    std::string name;       // "NVIDIA H100 SXM 80GB"
    double memoryBytes = 0; // datasheet capacity, decimal GB * 1e9
    // What CUDA reports as the card's total memory (torch.cuda.mem_get_info), in bytes; 0 when
    // not given. An "80 GB" H100 reports 79.22 GiB: vLLM sizes its budget from this figure.
    double cudaTotalBytes = 0;
    // The capacity every "does it fit?" answer is checked against.
    double cudaTotal() const { return cudaTotalBytes > 0 ? cudaTotalBytes : memoryBytes; }
    // PyTorch's cuBLAS + cuBLASLt workspaces per stream on this card (taken from its caching
    // allocator; aten/src/ATen/cuda/CublasHandlePool.cpp); 0 when not given.
    double cublasWorkspaceBytes = 0;
    // The FP8 tensor cores take either operand transposed (Blackwell, compute capability 10 and
    // up): one FP8 copy of a tensor serves both GEMM layouts. Hopper and Ada need TN, so an FP8
    // recipe keeps a transposed copy as well (Transformer Engine, nvte_is_non_tn_fp8_gemm_supported).
    bool fp8AnyLayout = false;
    double bandwidth = 0;              // bytes per second (datasheet, decimal TB/s * 1e12)
    std::map<DType, double> densePeak; // FLOP/s per dtype, dense tensor-core (or vector) peak
    double fp32VectorPeak = 0;         // FLOP/s of plain CUDA-core FP32 (non-matmul work)
    int smCount = 0;                   // 0 when unknown
    // CUDA compute capability (8.0 an A100, 9.0 Hopper, 10.0 Blackwell); 0: unknown or not NVIDIA.
    // Which attention kernels run, and at which of their measured rates (core/steptime/stepefficiency.h).
    double computeCapability = 0;
    double l2Bytes = 0; // 0 when unknown
    // The system the card usually sits in (core/steptime/steptime.h): GPUs per node, the bus bandwidth
    // NCCL reaches inside a node (NVLink/NVSwitch) and per GPU between nodes (its NIC share), in
    // bytes per second, and the latency of one collective step in seconds. 0 = not given: the
    // step-time model then uses a PCIe-class default.
    int gpusPerNode = 0;
    double intraNodeBandwidth = 0;
    double interNodeBandwidth = 0;
    double networkLatency = 0;
    // The host the card sits in (core/memory/offloadmemory.h), 0 = not given: RAM per node, what a
    // pinned copy reaches over the card's PCIe link (bytes/s, the slower direction), the host's
    // memory bandwidth per node (all sockets) and its NVMe drives' read bandwidth per node.
    double hostRamBytes = 0;
    double pcieBandwidth = 0;
    double hostMemoryBandwidth = 0;
    double nvmeBandwidth = 0;
    // Power and clocks, 0 = not given: the board's default power limit (W), the SM clock the
    // datasheet's tensor peaks are computed at (MHz; peak = SMs x FLOP per clock per SM x clock)
    // and the highest boost clock. A power limit below the board's derates the sustained clock
    // and with it every compute peak (core/model/powerlimit.h).
    double powerWatts = 0;
    double boostClockMhz = 0;
    double maxClockMhz = 0;
    // The card's matrix library against the one the efficiency curves were timed with (cuBLAS on
    // an H100): the best product's fraction of the card's peak over the H100's, both measured the
    // same way (ml-engineering's MAMF table). 1 on NVIDIA cards; below 1 on AMD Instinct
    // (hipBLASLt). Scales every tensor-core product's fraction of peak (core/steptime/stepcompute.cpp).
    double matmulLibraryScale = 1.0;
    std::string source;
    std::string notes;

    // Dense peak for a dtype; block-scaled formats fall back to their element format, TF32 to
    // FP32 when the card has no TF32 mode. Returns 0 when the card does not run that dtype.
    double peak(DType type) const;
    // Ridge point (FLOP per byte) of a dtype's ceiling against memory bandwidth.
    double ridge(DType type) const { return bandwidth > 0 ? peak(type) / bandwidth : 0; }
};

} // namespace rooflab
