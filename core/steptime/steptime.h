#pragma once
// The step-time model: one optimizer step of training on one GPU, with the operations at the
// efficiency real kernels reach, the communication of data, tensor and pipeline parallelism
// and ZeRO on a two-tier network, the pipeline bubble and the optimizer update
// (docs/formulas.md, "Step time").
#include "core/base/derivation.h"
#include "core/model/collectives.h"
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "core/steptime/stepefficiency.h"

namespace rooflab {

// The 1F1B pipeline bubble as a fraction of the ideal (bubble-free) time: (p - 1) / (v m).
double pipelineBubbleFraction(int stages, int microBatches, int virtualStages);

// Model FLOPs per token (MFU's convention, PaLM App. B): 6 x (parameters in matmuls: all but the
// embedding lookups, the LM head included) + 12 x layers x s x attention width, the attention
// term halved when `causalHalving` (FlashAttention skips the masked half); s the keys a token
// attends to (the sequence, or its packed document: TrainingConfig::attentionSpan).
double modelFlopsPerToken(const Architecture& arch, double keysPerQuery, bool causalHalving);
// Megatron's FLOPs of one iteration (Narayanan et al. 2021, eq. 3): 72 B s l h^2 (1 + s/(6h) +
// V/(12 l h)), or 96 B s l h^2 (1 + s/(6h) + V/(16 l h)) with full recomputation counted.
double megatronIterationFlops(const Architecture& arch, double globalBatch, double seqLen, bool fullRecompute);

// The step of a training roofline (`trainRoofline.phase` must be Train). `efficiency` null: the
// published curves. `host`: what the memory model offloaded (its copies and the host
// optimizer are timed); null or empty: nothing is offloaded.
StepTimeReport computeStepTime(const Scenario& scenario, const RooflineReport& trainRoofline, const FlopsReport& flops,
                               Trace* trace = nullptr, const StepEfficiency* efficiency = nullptr,
                               const HostMemory* host = nullptr);

} // namespace rooflab
