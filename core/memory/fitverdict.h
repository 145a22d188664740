#pragma once
// The fit verdict with its uncertainty (docs/formulas.md, "The fit verdict"). The strict answer
// (`fits`) counts every runtime term at RoofLab's estimate; two of them are estimates whose real
// size is only known once the job runs: the caching allocator's reserve (measured between 3 % and
// 27 % of the tensors) and NCCL's buffers (allocated lazily, per channel a collective uses). The
// verdict asks whether the step fits with them at their low end (0) and at their high end.
#include "core/base/derivation.h"
#include "core/model/report.h"
#include "core/model/scenario.h"

#include <string_view>

namespace rooflab {

// The caching allocator's reserve at its measured high end, as a share of the tensors: the
// largest max_memory_reserved / max_memory_allocated of the real H100 and H200 training steps
// (1.268, validation/results/cuda-h100.json and cuda-h200.json), rounded up.
inline constexpr double kAllocatorReserveHigh = 0.27;

// The band of a training peak `m` (its total, overhead and capacity set). Traced, its figures are
// "<figures>.band.low", "<figures>.band.high", "<figures>.band.room" and "<figures>.margin".
template <class Recorder>
FitBand fitBand(const Scenario& sc, const TrainingMemory& m, Recorder* trace, std::string_view figures);

} // namespace rooflab
