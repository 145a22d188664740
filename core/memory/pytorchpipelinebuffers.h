#pragma once
// What torch.distributed.pipelining's PipelineStage holds beside the layers' saved tensors
// (torchtitan under pipeline parallelism; docs/formulas.md, "torch.distributed.pipelining's
// buffers"): a receive buffer per micro-batch for each stage's input and for its output's
// gradient, allocated once and kept, and, with training.deallocate_pipeline_outputs false (the
// PyTorch of 2024), each forward's output until the step ends.
#include "core/base/derivation.h"
#include "core/memory/memoryinputs.h"
#include "core/model/scenario.h"

namespace rooflab {

// The stage's buffers beyond the layer inputs already counted in flight. `layerInput` is one
// micro-batch's input of one layer (the tensor a stage receives and sends); `chunksInFlight`
// the model chunks this GPU holds in flight at its peak. 0 without torchtitan's pipelining.
template <class Recorder>
Traced pytorchPipelineBuffers(const Scenario& sc, const MemoryInputs& in, Traced layerInput, double chunksInFlight,
                              Recorder* trace);

// The last stage's logits of the step's earlier micro-batches: the model's output of every
// micro-batch stays in output_chunks until the step ends (merged and returned by step()). 0
// without torchtitan's pipelining, off the last stage, or when the outputs are deallocated.
template <class Recorder> Traced pytorchPipelineKeptLogits(const Scenario& sc, const MemoryInputs& in, Recorder* trace);

} // namespace rooflab
