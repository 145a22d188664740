#pragma once
// parallel.tp_comm_overlap: the tensor-parallel collectives of the layers hidden behind the GEMMs
// beside them, as Transformer Engine's userbuffers (Megatron-Core's tp_comm_overlap) and
// PyTorch's micro-pipelined AsyncTP (torchtitan's enable_async_tensor_parallel) split them
// (docs/formulas.md, "Tensor-parallel overlap"). Internal to core's step time.
#include "core/model/frameworkknobs.h"
#include "core/steptime/steptimestages.h"

namespace rooflab {

// What the overlap does to one micro-batch's layer collectives: the part the GEMMs hide, and
// what it costs: the GEMMs' time the communication kernels' SMs take (userbuffers), or the
// fused ops' own copies and reductions (AsyncTP).
struct TensorParallelOverlap {
    Traced hidden, cost;
};

// What AsyncTP's own copies and reductions move: one micro-batch's b s h e (a reduce-scatter's
// operand), the gathered activation's b s h in its dtype (float8 where gathersFp8Activations),
// at the achieved memory bandwidth.
struct AsyncTpBytes {
    double activationBytes = 0, gatheredBytes = 0, memoryBandwidth = 0;
};

// One layer all-gather's time and one reduce-scatter's (of b s h each; they differ where the
// all-gathers move float8).
struct TensorParallelCollectives {
    double allGatherS = 0, reduceScatterS = 0;
};

// One micro-batch's layer collectives against the GEMMs whose times `opTimeS` holds (in the
// order of layout.roof.ops).
TensorParallelOverlap tensorParallelOverlapPerMicroBatch(const StepLayout& layout,
                                                         const TensorParallelCollectives& collectives,
                                                         const std::vector<double>& opTimeS,
                                                         const AsyncTpBytes& asyncTp);

} // namespace rooflab
