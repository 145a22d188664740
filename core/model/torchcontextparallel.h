#pragma once
// torchtitan's context parallelism: PyTorch's experimental context_parallel
// (torch/distributed/tensor/experimental/_attention.py, pytorch/pytorch at 0123248a), which
// torchtitan applies with its --parallelism.context_parallel_rotate_method (parallel.cp_rotate_method,
// default allgather; docs/formulas.md, "Context parallelism"). Each rank's attention runs cp chunk
// steps; the transfers each step waits on ran beside the chunk before it:
//  - allgather: one all-gather of every rank's K and V, launched before the first (local) chunk's
//    attention and waited on before the second; the backward gathers them again;
//  - alltoall: a ring, each step's K and V sent on (a permute all-to-all) beside that step's
//    attention;
//  - the backward's dK, dV always travel a ring in fp32 (convert_to_f32, on by default): each step's
//    sum is sent beside the next step's attention, and the last is waited on after the loop.
#include "core/base/derivation.h"
#include "core/model/collectives.h"
#include "core/model/scenario.h"

namespace rooflab {

struct TorchContextComm {
    Traced total;   // every transfer of one micro-batch on one GPU
    Traced exposed; // what the attention beside it does not cover
};

// One micro-batch on one GPU, given its attention core's time (forward, backward and a recomputed
// forward together; the backward taken as two forwards, RoofLab's FLOP count of it). 0 without
// context parallelism.
TorchContextComm torchContextComm(const Scenario& scenario, const NetworkSpec& network, double attentionCoreS,
                                  Trace* trace);

} // namespace rooflab
