#pragma once
// How the CUDA backend turns CUDA runtime and cuBLASLt status codes into exceptions. Every
// file of the backend throws these, and CudaBackend::State::runPoint() turns them into a
// point's error, so that a failed point never ends a sweep. CUDA-only (gpu/cudabackend.h is the
// backend's CUDA-free face).
#include <cublasLt.h>
#include <cuda_runtime.h>

#include <stdexcept>
#include <string>

// The backend's internals, shared by its .cu files only (the namespace keeps their short names
// away from the rest of rooflab::gpu; the module exports none of them).
namespace rooflab::gpu::cudaimpl {

// An error that spoils one point and leaves the device usable.
struct Failure : std::runtime_error {
    using std::runtime_error::runtime_error;
};
// Thrown between runs when the caller asked to stop; the point's error says "cancelled".
struct Cancelled {};

// "12.3 MiB", for the allocation messages.
std::string mib(double bytes);

// Errors after which the CUDA context is unusable: every later call fails the same way until
// cudaDeviceReset(). They come from a kernel that faulted.
bool isSticky(cudaError_t e);

// "what: cudaErrorName (description)".
std::string cudaMessage(cudaError_t e, const std::string& what);

// Throws DeviceLostError for a sticky error, Failure for any other (after clearing it, so that
// the next point can run), nothing on success.
void check(cudaError_t e, const std::string& what);
// The same for cuBLASLt, which may report a faulted kernel as a plain failure.
void check(cublasStatus_t s, const std::string& what);

} // namespace rooflab::gpu::cudaimpl
