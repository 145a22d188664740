#pragma once
// DualPipe, DeepSeek's bidirectional pipeline (parallel.pipeline_schedule "dualpipe";
// deepseek-ai/DualPipe README at 89f5de1, DeepSeek-V3 technical report sec. 3.2.1): half of the
// micro-batches enter at each end, every GPU holds stages i and p - 1 - i, and in the steady
// state a forward chunk runs beside another micro-batch's backward chunk so that each one's
// communication (the expert all-to-all) hides behind the other's computation.
#include "core/base/derivation.h"
#include "core/model/report.h"

namespace rooflab {

// The forward's share of one micro-batch's compute, F / (F + B) with B the full backward
// (recomputation included): the model FLOPs' forward third over the hardware FLOPs.
double forwardShare(const FlopsReport& flops);

// The bubble over the ideal pipeline time: (p/2 - 1)(F&B + B - 3W) per the README's table, with
// F&B = F + B (the overlap hides communication, not compute) and W = F (the weight gradients are
// the backward's second product), over the step's m micro-batches of F + B each.
double dualPipeBubbleFraction(int stages, int microBatches, double forwardShare);
Traced dualPipeBubble(Trace* trace, const Traced& idealTime, int stages, int microBatches, double forwardShare);

// The expert all-to-all DualPipe leaves exposed: what the step's compute cannot cover.
Traced dualPipeExposedAllToAll(Trace* trace, const Traced& allToAll, const Traced& compute);

} // namespace rooflab
