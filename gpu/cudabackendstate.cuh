#pragma once
// What CudaBackend keeps between points: the selected device, its stream and cuBLASLt handle,
// the buffers every point uses, NVML, and whether a sticky error spoiled the context. Each
// benchmark kind has its own .cu file (gpu/cudagemm.cu, cudabandwidth.cu, cudaintensity.cu,
// cudalaunchoverhead.cu); this is what they share. CUDA-only.
#include "gpu/cudabackend.h"
#include "gpu/cudaerrors.cuh"
#include "gpu/devicebuffer.cuh"
#include "gpu/nvml.h"
#include "gpu/timing.h"

#include <cublasLt.h>
#include <cuda_runtime.h>

#include <cstddef>
#include <functional>
#include <string>

namespace rooflab::gpu {

namespace cudaimpl {
constexpr std::size_t kWorkspaceBytes = 32u << 20; // cuBLASLt workspace (32 MiB for Hopper)
struct Samples;                                    // gpu/cudaeventtiming.cuh
} // namespace cudaimpl

struct CudaBackend::State {
    int device = -1;    // selected and usable
    int lastIndex = -1; // last index passed to queryDevice() (for recover())
    bool lost = false;  // a sticky error happened: reset before the next point
    BenchDevice info;
    cudaStream_t stream = nullptr;
    cublasLtHandle_t lt = nullptr;
    cudaimpl::DeviceBuffer workspace;
    cudaimpl::DeviceBuffer flush;    // read before timed samples to evict the L2 (clean lines)
    cudaimpl::DeviceBuffer sink;     // where the read kernels would store their never-hit sums
    cudaimpl::DeviceBuffer scaleOne; // one float 1.0f: FP8 scale pointers
    NvmlReader nvml;
    std::string nvmlNote; // why NVML is not available, empty when it is
    std::function<bool()> cancelled;

    ~State() { release(); }

    // Frees the device's resources (errors ignored) and forgets the device.
    void release();

    // Makes the selected device current; throws when there is none or it is lost.
    void requireDevice() const;

    // After a point failed with an ordinary error: a faulted kernel shows up as a sticky error at
    // the next synchronisation. Returns a note for the point's error, empty when all is well.
    std::string probeHealth();

    // Enqueues a read of the flush buffer, evicting what the L2 holds.
    void flushL2();

    // Enqueues a kernel that busy-waits `seconds` on the device (nothing when seconds <= 0).
    void spin(double seconds);

    // Times launch() (which enqueues one run on the stream) following the policy: warm-up, a
    // probe that sizes the batch, then samples of [L2 flush] [spin] start, batch launches, stop.
    // Defined in gpu/cudaeventtiming.cuh.
    template <typename Launch> cudaimpl::Samples measure(Launch&& launch, const TimingPolicy& policy, bool flushBefore);

    // Runs launch() back to back for `seconds` (host clock) so that the card reaches the clocks
    // a long run holds before the point is timed; `launchSeconds` (one launch, from the tuning)
    // sizes the batches. Returns the seconds it ran. Defined in gpu/cudaeventtiming.cuh.
    template <typename Launch> double soak(Launch&& launch, double seconds, double launchSeconds);

    // Runs one point's body. What it throws becomes the point's error, so that one failed point
    // never ends a sweep: a sticky error marks the device lost (recover() must reset it), an
    // ordinary one is followed by a health probe, a cancellation says so.
    template <typename Body> void runPoint(BenchPoint& p, Body&& body) {
        try {
            body();
        } catch (const DeviceLostError& e) {
            lost = true;
            p.error = e.what();
        } catch (const cudaimpl::Failure& f) {
            p.error = f.what() + probeHealth();
        } catch (const cudaimpl::Cancelled&) {
            p.error = "cancelled";
        }
    }
};

} // namespace rooflab::gpu
