#pragma once
// The real backend: cuBLASLt GEMMs, STREAM kernels and a mixbench-style intensity kernel, timed
// with CUDA events (docs/gpu-method.md). Only built when ROOFLAB_HAVE_CUDA is on, into the module
// librooflab_cuda_backend.so (gpu/backendmodule.h) and into rooflab-bench; this header itself
// needs no CUDA headers.
#include "gpu/benchdevice.h"

#include <memory>

namespace rooflab::gpu {

class CudaBackend final : public BenchBackend {
public:
    CudaBackend();
    ~CudaBackend() override;
    CudaBackend(const CudaBackend&) = delete;
    CudaBackend& operator=(const CudaBackend&) = delete;

    int deviceCount(std::string& error) override;
    bool queryDevice(int index, BenchDevice& out, std::string& error) override;
    std::string method() const override;

    BenchPoint runGemm(const GemmSpec& spec) override;
    BenchPoint runStream(const StreamSpec& spec) override;
    BenchPoint runIntensity(const IntensitySpec& spec) override;
    BenchPoint runCache(const CacheSpec& spec) override;
    BenchPoint runLaunch(const LaunchSpec& spec) override;
    BenchPoint runRead(const ReadSpec& spec) override;
    BenchPoint runChain(const ChainSpec& spec) override;

    bool needsRecovery() const override;
    bool recover(std::string& error) override;
    bool sampleClocks(ClockSample& out, std::string& error) override;

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace rooflab::gpu
