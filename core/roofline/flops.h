#pragma once
// FLOP counts and training time (docs/formulas.md, "Compute").
#include "core/base/derivation.h"
#include "core/model/report.h"
#include "core/model/scenario.h"

namespace rooflab {

// Chinchilla (Hoffmann et al. 2022) App. F forward FLOPs for one sequence of length seqLen.
double chinchillaForwardFlops(const Architecture& arch, double seqLen);
// Attention-core forward FLOPs of all layers for one sequence (scores, softmax, scores x V, the
// full s x keys: keys = s, or a packed document's length): what selective recomputation redoes,
// and half of what causal FlashAttention runs.
double attentionCoreForwardFlops(const Architecture& arch, double seqLen, double keys);
FlopsReport computeFlops(const Scenario& scenario, Trace* trace = nullptr);
TimeReport computeTime(const Scenario& scenario, const FlopsReport& flops, Trace* trace = nullptr);
// Days to spend `totalFlops` on `gpus` GPUs of `peakFlops` each at `mfu`.
double trainingDays(double totalFlops, int gpus, double peakFlops, double mfu);

} // namespace rooflab
