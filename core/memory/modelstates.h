#pragma once
// The model states one GPU holds in training (docs/formulas.md, "Training memory"): the
// parameters it owns (tensor, pipeline and expert parallelism), its weights, gradients and
// master weights and the parameters its optimizer updates, each as ZeRO shards them, the
// optimizer states, the layers ZeRO-3 gathers, and the FP8/FP4 recipes' cached weight copies.
// Internal to core's memory code.
#include "core/base/derivation.h"
#include "core/memory/memoryinputs.h"
#include "core/memory/optimizerstates.h"
#include "core/model/architecture.h"
#include "core/model/report.h"
#include "core/model/scenario.h"

namespace rooflab {

// Per GPU: parameters are counts, everything else bytes.
struct ModelStates {
    Traced paramsOnGpu; // parameters this GPU owns before ZeRO sharding
    Traced updated;     // parameters its optimizer updates (its ZeRO partition)
    Traced weights, adapters, gradients, master, states, gathered, quantizedWeights;
    double adapterParams = 0; // a frozen-base fine-tune's adapters, whole model
    OptimizerParts optimizerParts;
    StateValues partValues; // the traced values of optimizerParts
};

// Share of all parameters a pipeline stage holds: the first the embeddings, the last the final
// norm and LM head (and a copy of tied embeddings), a middle one its layers; Only: the largest.
double stageParameterShare(const ParallelConfig& parallel, const Architecture& arch,
                           PipelineStage stage = PipelineStage::Only);

// Recorded in this order: the parameters on this GPU, the weights (or a frozen base's terms),
// gradients, master weights, the parameters updated, the optimizer states, the gathered layers,
// the FP8/FP4 weight copies.
template <class Recorder> ModelStates modelStates(const Scenario& sc, const MemoryInputs& in, Recorder* trace);

// FSDP2 under torch.distributed.pipelining (torchtitan with pp > 1 and ZeRO-2/3): the stage's
// gradients stay unsharded, in the reduction's dtype, from its first backward to its last, beside
// the micro-batches the 1F1B steady state keeps in flight. 0 where that does not happen.
template <class Recorder>
Traced pipelineAccumulatedGradients(const Scenario& sc, const MemoryInputs& in, Traced paramsOnGpu, Recorder* trace);

} // namespace rooflab
