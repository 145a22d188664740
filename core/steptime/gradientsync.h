#pragma once
// What the step waits for after the backward to bring the gradients in step, besides the
// data-parallel collective itself (core/steptime/stepcommunication.cpp): the passes over the gradients
// that the reduction's buffers make on the GPU's compute stream, and the all-reduce that keeps
// tied word embeddings equal on the pipeline's first and last stage. docs/formulas.md, "Step
// time", gives the sources.
#include "core/steptime/steptimestages.h"

namespace rooflab {

// Bytes moved per gradient element by the data-parallel reduction's buffers (compute stream):
// in place 2 (scaled by 1/d: read, write), bucket copies 4 (PyTorch DDP: copied into its bucket
// scaled by 1/d, copied back after the all-reduce), flattened 6 (Megatron-LM 2021's local DDP
// without contiguous buffers: flatten, divide, copy back). 0 where no such pass is modelled
// (one replica; ZeRO-3; ZeRO-1/2 under a PyTorch implementation: DeepSpeed and FSDP).
double gradientBufferPassesPerElement(const Scenario& scenario, int dataParallelGpus);

// The passes above over this GPU's gradients, at the achieved memory bandwidth, with their
// kernels' launch gaps. Zero when gradientBufferPassesPerElement is.
struct GradientBufferTime {
    Traced time; // passes + gaps
    double kernels = 0;
    double gapS = 0; // of time, the launch gaps
};
GradientBufferTime gradientBufferTime(const StepLayout& layout, const GradientShard& shard, double memoryBandwidth,
                                      double launchGap);

// The word-embedding gradient all-reduced between the first and the last pipeline stage when
// the LM head shares the embedding table (Megatron-LM: train_step 2021, finalize_model_grads
// now; DeepSpeed's tied modules): V h / t gradients over two GPUs, after the backward. Zero
// without pipelining or tied embeddings.
Traced tiedEmbeddingAllReduce(const StepLayout& layout, double gradientBytes);

} // namespace rooflab
