// The CUDA measurement backend: selecting and describing a device, and recovering it after a
// sticky error. The method (and the sources it follows: BabelStream, mixbench, NVIDIA's cuBLASLt
// samples, nvbench) is described in docs/gpu-method.md; each benchmark kind has its own file
// (gpu/cudagemm.cu, cudabandwidth.cu, cudaintensity.cu, cudalaunchoverhead.cu).
#include "gpu/cudabackend.h"

#include "core/io/hardwaredb.h"
#include "gpu/cudabackendstate.cuh"
#include "gpu/devicearrays.cuh"
#include "gpu/devicematch.h"

#include <cublasLt.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>
#include <exception>
#include <string>

namespace rooflab::gpu {

using namespace cudaimpl;

CudaBackend::CudaBackend()
    : m_state(std::make_unique<State>()) {
    m_state->cancelled = [this] { return cancelled(); };
}

CudaBackend::~CudaBackend() = default;

int CudaBackend::deviceCount(std::string& error) {
    int n = 0;
    const cudaError_t e = cudaGetDeviceCount(&n);
    if (e != cudaSuccess) {
        (void)cudaGetLastError();
        error = std::string("no CUDA device found: cudaGetDeviceCount returned ") + cudaGetErrorName(e) + " (" +
                cudaGetErrorString(e) + ")";
        if (e == cudaErrorInsufficientDriver)
            error += " - there is no NVIDIA driver, or it is older than this build's CUDA " +
                     cudaVersionString(CUDART_VERSION);
        return 0;
    }
    if (n == 0)
        error = "no CUDA device found (cudaGetDeviceCount returned 0)";
    return n;
}

bool CudaBackend::queryDevice(int index, BenchDevice& out, std::string& error) {
    m_state->lastIndex = index;
    const int n = deviceCount(error);
    if (n == 0)
        return false;
    if (index < 0 || index >= n) {
        error = "device " + std::to_string(index) + " does not exist (this node has " + std::to_string(n) +
                " CUDA device" + (n == 1 ? "" : "s") + ": 0 to " + std::to_string(n - 1) + ")";
        return false;
    }
    try {
        m_state->release();
        check(cudaSetDevice(index), "cudaSetDevice(" + std::to_string(index) + ")");
        cudaDeviceProp prop{};
        check(cudaGetDeviceProperties(&prop, index), "cudaGetDeviceProperties");
        auto attr = [&](cudaDeviceAttr a, const char* what) {
            int v = 0;
            check(cudaDeviceGetAttribute(&v, a, index), std::string("cudaDeviceGetAttribute ") + what);
            return v;
        };
        BenchDevice d;
        d.index = index;
        d.name = prop.name;
        d.ccMajor = prop.major;
        d.ccMinor = prop.minor;
        d.smCount = attr(cudaDevAttrMultiProcessorCount, "MultiProcessorCount");
        d.memoryBytes = double(prop.totalGlobalMem);
        // The clock fields left cudaDeviceProp in CUDA 13; the attributes are the stable way.
        d.memoryClockKHz = attr(cudaDevAttrMemoryClockRate, "MemoryClockRate");
        d.busWidthBits = attr(cudaDevAttrGlobalMemoryBusWidth, "GlobalMemoryBusWidth");
        d.theoreticalBandwidth = theoreticalBandwidth(d.memoryClockKHz, d.busWidthBits);
        d.smClockKHz = attr(cudaDevAttrClockRate, "ClockRate");
        d.l2Bytes = attr(cudaDevAttrL2CacheSize, "L2CacheSize");
        check(cudaDriverGetVersion(&d.driverVersion), "cudaDriverGetVersion");
        check(cudaRuntimeGetVersion(&d.runtimeVersion), "cudaRuntimeGetVersion");
        d.cublasVersion = static_cast<std::int64_t>(cublasLtGetVersion());
        try {
            d.gpuId = matchGpuId(d.name, d.memoryBytes, HardwareDb::builtin().gpus());
        } catch (const std::exception&) {
            d.gpuId.clear(); // the database is optional for measuring
        }

        State& s = *m_state;
        s.device = index;
        s.lost = false;
        check(cudaStreamCreateWithFlags(&s.stream, cudaStreamNonBlocking), "cudaStreamCreate");
        check(cublasLtCreate(&s.lt), "cublasLtCreate");
        s.workspace = DeviceBuffer(kWorkspaceBytes, "the cuBLASLt workspace");
        // Reading twice the L2 size evicts whatever a previous run left there.
        std::size_t flushBytes = std::max<std::size_t>(2 * std::size_t(std::max(0.0, d.l2Bytes)), 8u << 20);
        flushBytes -= flushBytes % 16;
        s.flush = DeviceBuffer(flushBytes, "the L2 flush buffer");
        fill(s.flush.as<float>(), flushBytes / 4, 7, -1.f, 1.f, s.stream, "the L2 flush buffer");
        s.sink = DeviceBuffer(16, "the read kernels' sink");
        s.scaleOne = DeviceBuffer(sizeof(float), "the FP8 scale");
        const float one = 1.0f;
        check(cudaMemcpy(s.scaleOne.get(), &one, sizeof one, cudaMemcpyHostToDevice), "cudaMemcpy (FP8 scale)");
        check(cudaStreamSynchronize(s.stream), "device set-up");

        // NVML numbers devices its own way: open the one with this PCI bus id.
        char busId[64] = {};
        s.nvml.close();
        s.nvmlNote.clear();
        if (cudaDeviceGetPCIBusId(busId, int(sizeof busId), index) == cudaSuccess) {
            std::string why;
            if (!s.nvml.open(busId, why))
                s.nvmlNote = why;
        } else {
            (void)cudaGetLastError();
            s.nvmlNote = "cudaDeviceGetPCIBusId failed: clocks are not recorded";
        }
        s.info = d;
        out = d;
        error.clear();
        return true;
    } catch (const std::exception& f) {
        m_state->release();
        error = f.what();
        return false;
    }
}

std::string CudaBackend::method() const {
    return "cuBLASLt GEMM (TN, 32 MiB workspace, best of the top heuristic algorithms, L2 flushed "
           "by reads before each sample, input copies rotated when batched), BabelStream-style "
           "STREAM (16-byte vectors, 4 loads in flight per thread, >= 8x L2 working set), "
           "mixbench-style intensity sweep, L2 read plateau, empty-kernel launch floor; CUDA-event "
           "timing after a spin kernel, median of repetitions, short kernels batched; clocks via "
           "NVML; see docs/gpu-method.md";
}

bool CudaBackend::needsRecovery() const {
    return m_state->lost;
}

bool CudaBackend::recover(std::string& error) {
    State& s = *m_state;
    const int index = s.lastIndex >= 0 ? s.lastIndex : 0;
    // The context is broken: free what can be freed (errors ignored), then destroy the primary
    // context of the device. This resets the process's context, not the GPU.
    if (s.device >= 0) {
        cudaSetDevice(s.device);
        s.workspace.reset();
        s.flush.reset();
        s.sink.reset();
        s.scaleOne.reset();
        if (s.lt)
            cublasLtDestroy(s.lt);
        if (s.stream)
            cudaStreamDestroy(s.stream);
        s.lt = nullptr;
        s.stream = nullptr;
        s.device = -1;
    }
    cudaSetDevice(index);
    const cudaError_t e = cudaDeviceReset();
    (void)cudaGetLastError();
    if (e != cudaSuccess) {
        error = cudaMessage(e, "cudaDeviceReset");
        return false;
    }
    s.lost = false;
    BenchDevice d;
    if (!queryDevice(index, d, error)) {
        s.lost = true;
        error = "after cudaDeviceReset the device cannot be used: " + error;
        return false;
    }
    return true;
}

bool CudaBackend::sampleClocks(ClockSample& out, std::string& error) {
    State& s = *m_state;
    if (!s.nvml.isOpen()) {
        out = ClockSample{};
        error = s.nvmlNote.empty() ? "NVML is not open (no device selected)" : s.nvmlNote;
        return false;
    }
    return s.nvml.read(out, error);
}

} // namespace rooflab::gpu
