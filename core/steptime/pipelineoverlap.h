#pragma once
// The pipeline's send/receive hidden behind the compute of the next model chunk: Megatron-Core's
// interleaved schedule with overlap_p2p_comm, which NeMo and Megatron-Bridge turn on whenever
// there are virtual stages (docs/formulas.md, "Pipeline send/receive"). Internal to core's step
// time.
#include "core/steptime/steptimestages.h"

namespace rooflab {

// Whether the scenario's framework posts the pipeline's sends and receives asynchronously and
// waits for them only before the next chunk needs them: megatron-core with pp > 1 and v > 1.
// Megatron-LM 2021 (`megatron`) blocks on every exchange; the other profiles are charged as
// blocking too (what they overlap has not been read here).
bool overlapsPipelineSends(const Scenario& sc, int stages, int virtualStages);

// What of one micro-batch's sends and receives (`sendsPerMicro`, 2 v exchanges) the step waits
// for, with `microComputeS` the micro-batch's compute on this stage: each forward exchange runs
// beside a backward chunk (2/3 of a chunk's compute), each backward exchange beside a forward
// chunk (1/3), and the hidden part slows that compute by the same 15 % as the other overlapped
// communication.
Traced pipelineSendsExposedPerMicroBatch(Trace* trace, const Traced& sendsPerMicro, double microComputeS,
                                         int virtualStages);

} // namespace rooflab
