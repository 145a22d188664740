#pragma once
// Device memory owned like a std::vector: freed when the holder goes, so that a point that
// throws half-way leaks nothing on the device. CUDA-only (the CUDA backend's internals).
#include "gpu/cudaerrors.cuh"

#include <cuda_runtime.h>

#include <cstddef>
#include <string>
#include <utility>

namespace rooflab::gpu::cudaimpl {

class DeviceBuffer {
public:
    DeviceBuffer() = default;
    // `what` names the buffer in the out-of-memory message.
    DeviceBuffer(std::size_t bytes, const std::string& what)
        : m_bytes(bytes) {
        check(cudaMalloc(&m_ptr, bytes), "cudaMalloc " + mib(double(bytes)) + " for " + what);
    }
    ~DeviceBuffer() { reset(); }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    DeviceBuffer(DeviceBuffer&& o) noexcept
        : m_ptr(std::exchange(o.m_ptr, nullptr))
        , m_bytes(o.m_bytes) {}
    DeviceBuffer& operator=(DeviceBuffer&& o) noexcept {
        if (this != &o) {
            reset();
            m_ptr = std::exchange(o.m_ptr, nullptr);
            m_bytes = o.m_bytes;
        }
        return *this;
    }
    void reset() {
        if (m_ptr)
            cudaFree(m_ptr);
        m_ptr = nullptr;
        m_bytes = 0;
    }
    void* get() const { return m_ptr; }
    template <typename T> T* as() const { return static_cast<T*>(m_ptr); }
    std::size_t bytes() const { return m_bytes; }

private:
    void* m_ptr = nullptr;
    std::size_t m_bytes = 0;
};

} // namespace rooflab::gpu::cudaimpl
