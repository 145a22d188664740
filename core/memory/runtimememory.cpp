#include "core/memory/runtimememory.h"

#include "core/base/translatable.h"
#include "core/model/expertparallel.h"

#include <algorithm>

namespace rooflab {
namespace {

const char* const kSourceContext =
    "CUDA context with lazy loading: pytorch/pytorch#86509, #109888; 426 MiB measured, unslothai/unsloth-zoo#1053";
const char* const kSourceNccl =
    "NCCL buffers: 4 MiB SIMPLE + 4.7 MiB LL128 + 0.5 MiB LL per channel and peer (NVIDIA/nccl src/init.cc); 688 MB per communicator measured, NVIDIA/nccl#964";
const char* const kSourceReserve =
    "max_memory_reserved / max_memory_allocated of 16 H100 training steps, validation/results/cuda-h100.json";

} // namespace

int ncclCommunicators(const ParallelConfig& p, bool experts) {
    int count = 0;
    // Gradients are reduced over the replicas' context-parallel ranks too (Megatron's
    // data-parallel group with context parallelism); the ring has its own communicator.
    if (p.dataParallelWithContext() > 1)
        ++count;
    if (p.contextParallel > 1)
        ++count;
    if (p.tensorParallel > 1)
        ++count;
    if (p.pipelineParallel > 1)
        count += 2;
    if (experts && p.expertParallel > 1)
        ++count;
    const bool apart = experts && placesExpertsApart(p);
    if (apart && p.expertTensor() > 1 && p.expertTensor() != p.tensorParallel)
        ++count;
    if (apart && p.expertDataParallel() > 1)
        ++count;
    return count;
}

template <class Recorder> Traced fixedRuntimeMemory(const Scenario& sc, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const RuntimeMemoryConfig& r = sc.runtime;
    if (r.overrideBytes)
        return F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "runtime memory (set)"), Unit::Bytes,
                          "overhead_gib")
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "set per GPU"), *r.overrideBytes, Unit::Bytes)
            .result();
    F fixed = F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "CUDA, cuBLAS and NCCL memory"), Unit::Bytes);
    fixed.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "CUDA context"),
               F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "CUDA context"), Unit::Bytes, kSourceContext)
                   .times(ROOFLAB_TR_NOOP("rooflab::Explain", "per process"), r.cudaContextBytes, Unit::Bytes)
                   .result(),
               Unit::Bytes);
    if (sc.gpu.cublasWorkspaceBytes > 0)
        fixed.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "cuBLAS and cuBLASLt workspaces"),
                   F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "cuBLAS and cuBLASLt workspaces"), Unit::Bytes,
                              "aten/src/ATen/cuda/CublasHandlePool.cpp")
                       .times(ROOFLAB_TR_NOOP("rooflab::Explain", "per stream on this GPU"),
                              sc.gpu.cublasWorkspaceBytes, Unit::Bytes)
                       .result(),
                   Unit::Bytes);
    if (const int communicators = ncclCommunicators(sc.parallel, sc.model.arch.isMoe()))
        fixed.plus(
            ROOFLAB_TR_NOOP("rooflab::Explain", "NCCL buffers"),
            F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "NCCL buffers"), Unit::Bytes, kSourceNccl)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "communicators of this rank"), communicators, Unit::Plain)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "per communicator"), r.ncclBytesPerCommunicator, Unit::Bytes)
                .result(),
            Unit::Bytes);
    return fixed.result();
}

RuntimeItems runtimeItems(const Scenario& sc, double runtimeTotal) {
    RuntimeItems items;
    if (sc.runtime.overrideBytes) {
        items.set = true;
        return items;
    }
    items.cudaContext = sc.runtime.cudaContextBytes;
    items.workspaces = sc.gpu.cublasWorkspaceBytes;
    items.communicators = ncclCommunicators(sc.parallel, sc.model.arch.isMoe());
    items.ncclBuffers = items.communicators * sc.runtime.ncclBytesPerCommunicator;
    items.allocatorReserve = std::max(0.0, runtimeTotal - items.cudaContext - items.workspaces - items.ncclBuffers);
    return items;
}

double allocatorReserveShare(const Scenario& sc) {
    return sc.runtime.overrideBytes ? 0.0 : sc.runtime.allocatorReserve;
}

template <class Recorder> Traced runtimeMemory(double share, Traced fixed, Traced allocated, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    if (share <= 0)
        return fixed;
    return F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "runtime memory"), Unit::Bytes)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "CUDA, cuBLAS and NCCL memory"), fixed, Unit::Bytes)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "allocator reserve"),
              F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "allocator reserve"), Unit::Bytes, kSourceReserve)
                  .times(ROOFLAB_TR_NOOP("rooflab::Explain", "allocated by PyTorch"), allocated, Unit::Bytes)
                  .times(ROOFLAB_TR_NOOP("rooflab::Explain", "reserve share"), share, Unit::Plain)
                  .result(),
              Unit::Bytes)
        .result();
}

template Traced fixedRuntimeMemory<Trace>(const Scenario&, Trace*);
template Traced fixedRuntimeMemory<NoTrace>(const Scenario&, NoTrace*);
template Traced runtimeMemory<Trace>(double, Traced, Traced, Trace*);
template Traced runtimeMemory<NoTrace>(double, Traced, Traced, NoTrace*);

} // namespace rooflab
