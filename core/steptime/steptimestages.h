#pragma once
// The stages of the step-time model, which computeStepTime (core/steptime/steptime.cpp) runs in order:
// the compute of the operations (core/steptime/stepcompute.cpp), the communication of model and data
// parallelism (core/steptime/stepcommunication.cpp), then the bubble, the total and the rates. What one
// stage hands the next. Internal to core's step time.
#include "core/model/expertparallel.h"
#include "core/steptime/steptime.h"

namespace rooflab {

inline constexpr const char* kSourceMatmul = "H100 SXM torch.matmul by size, per dtype (shared/reference/step-time.md)";
inline constexpr const char* kSourceBubble = "Narayanan et al. 2021, sec. 2.2 (1F1B, interleaved)";
inline constexpr const char* kMicroBatches =
    ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batches per step (gradient accumulation)");
inline constexpr const char* kMicroCompute = ROOFLAB_TR_NOOP("rooflab::Explain", "compute time of one micro-batch");

// The scenario's layout as every stage reads it: t, p, d, cp as set (at least 1), dg = d x cp
// (the GPUs reducing the same gradients: each replica's context-parallel ranks too), v model
// chunks per stage (1 without pipelining), m micro-batches per step.
struct StepLayout {
    const Scenario& sc;
    const RooflineReport& roof;
    Trace* trace;
    int t, p, d, cp, dg, v, m;
    NetworkSpec net;
};
StepLayout stepLayout(const Scenario& scenario, const RooflineReport& roof, Trace* trace);

// The weight gradients this GPU holds and reduces: all its parameters, or with expert
// parallelism its dense part and its share of the routed experts (core/model/expertparallel.h).
struct GradientShard {
    bool splitExperts = false;
    ParameterPlacement place;
    double paramsHere = 0;    // parameters on this GPU (before any ZeRO sharding)
    double gradientBytes = 0; // bytes per gradient as stored
    double reduceBytes = 0;   // bytes per gradient the data-parallel reduction sends (grad_reduce_dtype)
};
GradientShard gradientShard(const StepLayout& layout);

// 1. Compute: every operation at its achieved rate, the separate gradient accumulation, the
// optimizer update and offloading's copies. Fills r's compute, attention, optimizer and
// offload fields.
struct StepCompute {
    Traced micro;               // one micro-batch
    Traced compute;             // all micro-batches
    Traced optimizer;           // the optimizer update (on the GPU, or on the host when offloaded)
    Traced offloadExposed;      // offload copies the compute does not hide
    double attentionCoreS = 0;  // one micro-batch's attention core: what hides the context ring
    double memoryBandwidth = 0; // achieved, for memory-bound work outside the ops (gradient buffers)
    double launchGapS = 0;      // the gap each kernel leaves
};
StepCompute computeStage(const StepLayout& layout, const GradientShard& shard, const StepEfficiency& efficiency,
                         const HostMemory* host, StepTimeReport& r);

// 2-3. Model parallelism's communication per step, all on the critical path but the context
// ring's part hidden behind the attention and, where the framework overlaps them, the pipeline
// sends' part hidden behind the next chunk (microComputeS: one micro-batch's compute on this
// stage). Fills r's tp, ep, cp and pp fields; pp is the exposed part.
struct ModelParallelComm {
    Traced tp, ep, cpExposed, pp;
};
ModelParallelComm modelParallelStage(const StepLayout& layout, double attentionCoreS, double microComputeS,
                                     double memoryBandwidth, StepTimeReport& r);

// 5. Data parallelism and ZeRO: what of the gradient reduction and the parameter gathers the
// compute does not hide, and the compute the hidden part slows. The dp fields also carry what
// else the step waits for to synchronise gradients (core/steptime/gradientsync.h): the reduction's
// buffer passes and the tied embeddings' all-reduce. Fills r's dp and zero fields.
struct DataParallelComm {
    Traced dpExposed, zeroExposed, interference;
};
DataParallelComm dataParallelStage(const StepLayout& layout, const GradientShard& shard, const StepCompute& compute,
                                   const Traced& cpExposed, StepTimeReport& r);

} // namespace rooflab
