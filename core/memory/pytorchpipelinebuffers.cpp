#include "core/memory/pytorchpipelinebuffers.h"

#include "core/memory/memorynames.h"
#include "core/numbers/dtype.h"

#include <algorithm>

namespace rooflab {
namespace {

constexpr const char* kSourceStage =
    "torch.distributed.pipelining stage.py (PyTorch of 2024-12; at 0138610331 the same receive "
    "buffers): _prepare_forward_infra, _create_grad_recv_info, forward_one_chunk (output_chunks); "
    "pytorch/pytorch#153383, #165822";

constexpr const char* kGradientBuffers =
    ROOFLAB_TR_NOOP("rooflab::Explain", "gradient receive buffers (one per micro-batch, kept)");
constexpr const char* kIdleInputBuffers =
    ROOFLAB_TR_NOOP("rooflab::Explain", "input receive buffers of micro-batches not in flight (kept)");
constexpr const char* kKeptOutputs =
    ROOFLAB_TR_NOOP("rooflab::Explain", "stage outputs kept to the step's end (output_chunks)");

// The chunks of a GPU's v model chunks that take an input from another stage (not stage 0)
// and that send one on (not the pipeline's last stage). The first rank holds stage 0, the
// last rank the pipeline's last stage.
struct LocalStages {
    double receiving;
    double sending;
};

LocalStages localStages(const MemoryInputs& in, int v) {
    if (in.stage == PipelineStage::Last)
        return {double(v), double(v - 1)};
    if (in.stage == PipelineStage::Middle)
        return {double(v), double(v)};
    return {double(v - 1), double(v)};
}

// Forward receive buffers whose micro-batch is not in flight (those in flight are the layer
// inputs already counted). The first rank's later chunks hold min(p, m) micro-batches each
// (the interleaved warm-up: p per round), its chunk 0 the rest; the last rank's chunks in
// flight all receive.
double idleForwardBuffers(const MemoryInputs& in, const LocalStages& local, double p, double m, double chunksInFlight) {
    if (in.stage == PipelineStage::Last)
        return std::max(0.0, local.receiving * m - chunksInFlight);
    const bool everyForwardFirst = chunksInFlight >= local.sending * m;
    const double inFlightPerLaterChunk = everyForwardFirst ? m : std::min(m, p);
    return std::max(0.0, local.receiving * (m - inFlightPerLaterChunk));
}

} // namespace

template <class Recorder>
Traced pytorchPipelineBuffers(const Scenario& sc, const MemoryInputs& in, Traced layerInput, double chunksInFlight,
                              Recorder* trace) {
    const int pp = sc.parallel.pipelineParallel;
    if (sc.training.implementation != Implementation::Torchtitan || pp <= 1 || in.stage == PipelineStage::Only)
        return Traced(0);
    const int v = std::max(1, sc.parallel.virtualStages);
    const double m = double(std::max<std::int64_t>(1, sc.training.gradAccum));
    const LocalStages local = localStages(in, v);
    using F = BasicFormula<Recorder>;
    // Each kind of buffer: a count of layer inputs.
    const auto layerInputs = [&](const char* name, const char* countName, double count) {
        return F::product(trace, name, Unit::Bytes)
            .times(countName, count, Unit::Plain)
            .times(memorynames::kLayerInput, layerInput, Unit::Bytes)
            .result();
    };
    const char* perChunkSending = ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batches x chunks sending on");
    F buffers =
        F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline stage buffers (torch.distributed.pipelining)"),
               Unit::Bytes, kSourceStage);
    buffers.plus(kGradientBuffers, layerInputs(kGradientBuffers, perChunkSending, local.sending * m), Unit::Bytes)
        .plus(kIdleInputBuffers,
              layerInputs(kIdleInputBuffers,
                          ROOFLAB_TR_NOOP("rooflab::Explain", "buffers of micro-batches not in flight"),
                          idleForwardBuffers(in, local, pp, m, chunksInFlight)),
              Unit::Bytes);
    // Every forward's output, appended to output_chunks, stays to the step's end (PyTorch before
    // pytorch/pytorch#153383, 2025-05, kept it for every stage, not only the last): one per
    // micro-batch of each chunk that sends on; none since (deallocate_pipeline_outputs). The last
    // stage's own output (the logits) is pytorchPipelineKeptLogits.
    if (!sc.training.deallocatePipelineOutputs)
        buffers.plus(kKeptOutputs, layerInputs(kKeptOutputs, perChunkSending, local.sending * m), Unit::Bytes);
    return buffers.result();
}

template <class Recorder>
Traced pytorchPipelineKeptLogits(const Scenario& sc, const MemoryInputs& in, Recorder* trace) {
    const std::int64_t m = std::max<std::int64_t>(1, sc.training.gradAccum);
    // torchtitan since e5ef99aab (2025-10) calls step(return_outputs=False), which keeps no output
    // (pytorch/pytorch#165822: forward_one_chunk's save_forward_output).
    if (sc.training.implementation != Implementation::Torchtitan || sc.parallel.pipelineParallel <= 1 ||
        in.stage != PipelineStage::Last || m <= 1 || sc.training.deallocatePipelineOutputs)
        return Traced(0);
    using F = BasicFormula<Recorder>;
    F f = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "earlier micro-batches' logits (output_chunks)"),
                     Unit::Bytes, "torch.distributed.pipelining stage.py, forward_one_chunk; pytorch/pytorch#159251");
    f.times(ROOFLAB_TR_NOOP("rooflab::Explain", "earlier micro-batches of the step"), double(m - 1), Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens of a micro-batch"), in.localSequence * double(in.microBatch),
               Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "vocabulary"), double(in.arch->vocab), Unit::Count)
        .times(memorynames::kBytesEach, dtypeBytes(sc.precision.activations), Unit::BytesPerValue);
    if (sc.parallel.tensorParallel > 1)
        f.over(memorynames::kTensorGpus, sc.parallel.tensorParallel, Unit::Plain);
    return f.result();
}

template Traced pytorchPipelineKeptLogits<Trace>(const Scenario&, const MemoryInputs&, Trace*);
template Traced pytorchPipelineKeptLogits<NoTrace>(const Scenario&, const MemoryInputs&, NoTrace*);
template Traced pytorchPipelineBuffers<Trace>(const Scenario&, const MemoryInputs&, Traced, double, Trace*);
template Traced pytorchPipelineBuffers<NoTrace>(const Scenario&, const MemoryInputs&, Traced, double, NoTrace*);

} // namespace rooflab
