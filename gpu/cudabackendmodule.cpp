// The entry points of librooflab_cuda_backend.so, the CUDA backend loaded at run time
// (gpu/backendmodule.h). The module is built with hidden visibility: these two are all it
// exports. C linkage, so that dlsym finds them by their plain names.
#include "gpu/backendmodule.h"
#include "gpu/cudabackend.h"

#include <new>

#define ROOFLAB_MODULE_EXPORT extern "C" __attribute__((visibility("default")))

ROOFLAB_MODULE_EXPORT int rooflab_cuda_backend_abi() {
    return rooflab::gpu::BackendModule::kAbiVersion;
}

// The caller owns the backend (deleted through its virtual destructor, which runs here). No
// exception leaves a C function: a failed construction is nullptr, which the caller reports.
ROOFLAB_MODULE_EXPORT rooflab::gpu::BenchBackend* rooflab_create_cuda_backend() {
    try {
        return new rooflab::gpu::CudaBackend();
    } catch (...) {
        return nullptr;
    }
}
