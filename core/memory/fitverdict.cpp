#include "core/memory/fitverdict.h"

#include "core/base/translatable.h"
#include "core/memory/runtimememory.h"

#include <algorithm>
#include <string>

namespace rooflab {
namespace {

const char* const kSourceCertain =
    "the tensors alive at the peak, the CUDA context and cuBLAS's workspaces (or overhead_gib): not estimated";
const char* const kSourceHigh =
    "reserve up to 1.268 x the allocated peak in the real H100/H200 steps (validation/results/cuda-h100.json); no "
    "OOM below 80 % of memory in 454 runs, Fujii et al. 2024, arXiv:2411.06465";
const char* const kSourceRoom =
    "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True keeps the reserve small (PyTorch docs/source/notes/cuda.rst); "
    "NCCL allocates buffers lazily, per channel used (NCCL_RUNTIME_CONNECT, NCCL >= 2.22)";

// The peak's runtime memory split: what is certain and what is estimated.
struct RuntimeSplit {
    double certain = 0;   // CUDA context + cuBLAS workspaces, or overhead_gib
    double nccl = 0;      // estimated: NCCL buffers as RuntimeMemoryConfig sizes them
    double reserve = 0;   // estimated: the allocator's reserve in the peak
    double highShare = 0; // the reserve's high end, a share of the tensors
};

RuntimeSplit runtimeSplit(const Scenario& sc, double overhead) {
    const RuntimeItems items = runtimeItems(sc, overhead);
    if (items.set) // one figure the user knows: nothing estimated
        return {overhead, 0, 0, 0};
    return {items.cudaContext + items.workspaces, items.ncclBuffers, items.allocatorReserve,
            std::max(allocatorReserveShare(sc), kAllocatorReserveHigh)};
}

FitVerdict verdictOf(double low, double high, double capacity) {
    if (low > capacity)
        return FitVerdict::DoesNotFit;
    return high <= capacity ? FitVerdict::Fits : FitVerdict::Tight;
}

} // namespace

template <class Recorder>
FitBand fitBand(const Scenario& sc, const TrainingMemory& m, Recorder* trace, std::string_view figures) {
    using F = BasicFormula<Recorder>;
    const RuntimeSplit split = runtimeSplit(sc, m.overhead);
    const double tensors = m.total - m.overhead;
    FitBand band;
    const Traced low =
        F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "peak without the estimated terms"), Unit::Bytes,
               kSourceCertain)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "tensors alive at the peak"), tensors, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "certain runtime memory"), split.certain, Unit::Bytes)
            .result();
    const Traced reserveHigh =
        F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "allocator reserve at its high end"), Unit::Bytes,
                   kSourceHigh)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tensors alive at the peak"), tensors, Unit::Bytes)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "highest measured reserve share"), split.highShare, Unit::Ratio)
            .result();
    const Traced high =
        F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "peak with the estimated terms high"), Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "peak without the estimated terms"), low, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "NCCL buffers"), split.nccl, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "allocator reserve at its high end"), reserveHigh, Unit::Bytes)
            .result();
    const Traced room =
        F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "room for the allocator reserve and NCCL buffers"),
               Unit::Bytes, kSourceRoom)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "capacity"), m.capacity, Unit::Bytes)
            .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "peak without the estimated terms"), low, Unit::Bytes)
            .result();
    const Traced margin = F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "margin"), Unit::Bytes)
                              .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "capacity"), m.capacity, Unit::Bytes)
                              .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "peak of the step"), m.total, Unit::Bytes)
                              .result();
    band.low = low;
    band.high = high;
    band.room = room;
    band.margin = margin;
    band.estimated = split.nccl + split.reserve;
    band.verdict = verdictOf(band.low, band.high, m.capacity);
    if constexpr (std::is_same_v<Recorder, Trace>) {
        if (trace) {
            const std::string prefix = std::string(figures) + ".";
            trace->nameFigure(prefix + "band.low", low);
            trace->nameFigure(prefix + "band.high", high);
            trace->nameFigure(prefix + "band.room", room);
            trace->nameFigure(prefix + "margin", margin);
        }
    } else {
        (void)figures;
    }
    return band;
}

template FitBand fitBand<Trace>(const Scenario&, const TrainingMemory&, Trace*, std::string_view);
template FitBand fitBand<NoTrace>(const Scenario&, const TrainingMemory&, NoTrace*, std::string_view);

} // namespace rooflab
