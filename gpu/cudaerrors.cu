// CUDA and cuBLASLt status codes as the backend's exceptions (gpu/cudaerrors.cuh).
#include "gpu/cudaerrors.cuh"

#include "gpu/benchdevice.h"

#include <cstdio>

namespace rooflab::gpu::cudaimpl {

std::string mib(double bytes) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f MiB", bytes / (1024.0 * 1024.0));
    return buf;
}

bool isSticky(cudaError_t e) {
    switch (e) {
    case cudaErrorIllegalAddress:
    case cudaErrorLaunchFailure:
    case cudaErrorHardwareStackError:
    case cudaErrorIllegalInstruction:
    case cudaErrorMisalignedAddress:
    case cudaErrorInvalidAddressSpace:
    case cudaErrorInvalidPc:
    case cudaErrorAssert:
    case cudaErrorLaunchTimeout:
    case cudaErrorECCUncorrectable:
        return true;
    default:
        return false;
    }
}

std::string cudaMessage(cudaError_t e, const std::string& what) {
    return what + ": " + cudaGetErrorName(e) + " (" + cudaGetErrorString(e) + ")";
}

void check(cudaError_t e, const std::string& what) {
    if (e == cudaSuccess)
        return;
    if (isSticky(e))
        throw DeviceLostError(cudaMessage(e, what) + "; the CUDA context is unusable until the device is reset");
    (void)cudaGetLastError(); // clear a non-sticky error so that the next point can run
    std::string msg = cudaMessage(e, what);
    if (e == cudaErrorMemoryAllocation)
        msg = "out of device memory: " + msg;
    throw Failure(msg);
}

void check(cublasStatus_t s, const std::string& what) {
    if (s == CUBLAS_STATUS_SUCCESS)
        return;
    // A failed cuBLASLt call may hide a faulted kernel: a sticky error shows in the runtime.
    const cudaError_t pending = cudaPeekAtLastError();
    if (isSticky(pending))
        check(pending, what);
    (void)cudaGetLastError();
    std::string msg = what + ": " + cublasLtGetStatusName(s) + " (" + cublasLtGetStatusString(s) + ")";
    if (s == CUBLAS_STATUS_ALLOC_FAILED)
        msg = "out of device memory: " + msg;
    throw Failure(msg);
}

} // namespace rooflab::gpu::cudaimpl
