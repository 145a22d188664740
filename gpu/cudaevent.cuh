#pragma once
// A CUDA event destroyed with its holder (the timing of gpu/cudaeventtiming.cuh). CUDA-only.
#include "gpu/cudaerrors.cuh"

#include <cuda_runtime.h>

namespace rooflab::gpu::cudaimpl {

class Event {
public:
    Event() { check(cudaEventCreate(&m_event), "cudaEventCreate"); }
    ~Event() {
        if (m_event)
            cudaEventDestroy(m_event);
    }
    Event(const Event&) = delete;
    Event& operator=(const Event&) = delete;
    cudaEvent_t get() const { return m_event; }

private:
    cudaEvent_t m_event = nullptr;
};

} // namespace rooflab::gpu::cudaimpl
