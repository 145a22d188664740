#include "core/memory/activationmemory.h"

#include "core/memory/megatronactivations.h"
#include "core/memory/memorynames.h"
#include "core/memory/pytorchactivations.h"
#include "core/memory/pytorchpipelinebuffers.h"
#include "core/model/contextparallel.h"
#include "core/model/frameworkknobs.h"
#include "core/model/latentattention.h"
#include "core/model/opselective.h"
#include "core/model/recomputedlayers.h"

#include <algorithm>
#include <cmath>

namespace rooflab {

using namespace memorynames;

template <class Recorder>
Traced implementationLayerBytes(const Scenario& sc, const MemoryInputs& in, bool recomputeAttentionCore,
                                Recorder* trace) {
    if (sc.training.isPyTorch())
        return pytorchLayerBytes(sc, in, recomputeAttentionCore, trace);
    return megatronLayerBytes(sc, in, recomputeAttentionCore, trace);
}

namespace {

constexpr const char* kPerMicroBatch = ROOFLAB_TR_NOOP("rooflab::Explain", "activations kept per micro-batch");

// With full recomputation only each layer's input survives (Korthikanti: 2 sbh per layer).
template <class Recorder> Traced layerInputBytes(const Scenario& sc, const MemoryInputs& in, Recorder* trace) {
    const double tp = sc.parallel.tensorParallel;
    auto input = BasicFormula<Recorder>::product(trace, kLayerInput, Unit::Bytes, kSourceActivations);
    // The residual stream: fp32 under autocast, unless FSDP cast the parameters to 16 bits.
    const double bytes = sc.training.isPyTorch() ? savedResidualBytes(sc) : dtypeBytes(sc.precision.activations);
    input.times(kBytesEach, bytes, Unit::BytesPerValue, bytes == 4 ? "fp32" : dtypeId(sc.precision.activations))
        .times(sequenceLabel(sc), in.localSequence, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batch"), double(in.microBatch), Unit::Plain)
        .times(kDModel, double(in.arch->dModel), Unit::Plain);
    if (sc.parallel.sequenceParallel && tp > 1)
        input.over(ROOFLAB_TR_NOOP("rooflab::Explain", "sequence-parallel GPUs"), tp, Unit::Plain);
    return input.result();
}

constexpr const char* kSourceOpSelective = "torchtitan 81c1243 models/llama3/infra/parallelize.py, _save_list";

// Op-selective checkpointing (core/model/opselective.h): what one layer keeps, the block's input
// and the saved ops' outputs. A column-parallel product's output is split t ways, a row-parallel
// one is whole (partial sums before the reduction); the SDPA kernel keeps its output and its
// fp32 log-sum-exp per query and head; sequence parallelism's reduce-scatters keep their b s h / t.
template <class Recorder> Traced opSelectiveLayerBytes(const Scenario& sc, const MemoryInputs& in, Recorder* trace) {
    const Architecture& a = *in.arch;
    const double tp = sc.parallel.tensorParallel, e = dtypeBytes(sc.precision.activations);
    const double tokens = in.localSequence * double(in.microBatch);
    auto layer =
        BasicFormula<Recorder>::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "saved by op-selective checkpointing"),
                                    Unit::Bytes, kSourceOpSelective);
    layer.plus(kLayerInput, layerInputBytes(sc, in, trace), Unit::Bytes);
    // Compiled, the policy's MUST_SAVE only bans recomputing a node (AOTAutograd's min-cut
    // partitioner, should_ban_recomputation): what no backward reads is not kept. A row-parallel
    // product (output projection, MLP down) feeds only the residual add, whose backward reads
    // nothing; eager checkpointing caches every saved op's output until the recompute
    // (torch/utils/checkpoint.py, _CachingTorchDispatchMode).
    const bool compiled = sc.training.compiled();
    double products = 0;
    for (const BlockLinear& l : blockLinears(sc))
        if (l.saved && !(compiled && l.rowParallel))
            products += tokens * (l.rowParallel ? l.out : l.out / tp) * e;
    layer.plus(
        ROOFLAB_TR_NOOP("rooflab::Explain", "outputs of the saved matrix products (the 1st, 3rd, ... of the block)"),
        products, Unit::Bytes);
    if (sc.training.usesFlashAttention())
        layer.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "SDPA output and its fp32 log-sum-exp"),
                   tokens * (attentionOutputWidth(a) / tp * e + double(a.heads) / tp * 4.0), Unit::Bytes);
    if (sc.parallel.sequenceParallel && tp > 1 && !compiled)
        layer.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "reduce-scatter outputs (2, b s h / t each)"),
                   2.0 * tokens * double(a.dModel) / tp * e, Unit::Bytes);
    return layer.result();
}

// What the checkpointing keeps of one micro-batch's layers on this GPU.
struct KeptActivations {
    Traced perMicroBatch; // kept for every micro-batch in flight
    Traced workingSet;    // needed once, while one micro-batch is recomputed
    double units;         // what perMicroBatch is made of: layers or checkpoints
};

// Chen et al. 2016: the kept segment inputs plus one segment of k layers recomputed.
template <class Recorder>
KeptActivations everyKCheckpoints(const Scenario& sc, const MemoryInputs& in, int stageLayers, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    int k = sc.training.checkpointEveryK;
    if (k <= 0)
        k = std::max(1, int(std::lround(std::sqrt(double(stageLayers)))));
    k = std::min(k, stageLayers);
    const int checkpoints = (stageLayers + k - 1) / k;
    const Traced perMicroBatch =
        F::product(trace, kPerMicroBatch, Unit::Bytes, "Chen et al. 2016, sublinear memory")
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "checkpoints"), double(checkpoints), Unit::Plain)
            .times(kLayerInput, layerInputBytes(sc, in, trace), Unit::Bytes)
            .result();
    const Traced workingSet =
        F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "segment being recomputed"), Unit::Bytes,
                   "Chen et al. 2016, sublinear memory")
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "layers per segment (k)"), double(k), Unit::Plain)
            .times(kLayerActivations, implementationLayerBytes(sc, in, false, trace), Unit::Bytes)
            .result();
    return {perMicroBatch, workingSet, double(checkpoints)};
}

// Megatron's block recomputation (core/model/recomputedlayers.h): the recomputed layers keep
// their inputs, the others all their activations; one recomputed layer's activations while it
// runs again.
template <class Recorder>
KeptActivations blockCheckpoints(const Scenario& sc, const MemoryInputs& in, int stageLayers, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const char* source = "Megatron-LM d98e8a64dd megatron/core/recompute.py, recompute_method block";
    const int recomputed = recomputedLayers(sc, stageLayers);
    const Traced whole = implementationLayerBytes(sc, in, false, trace);
    const Traced perMicroBatch =
        F::sum(trace, kPerMicroBatch, Unit::Bytes, source)
            .plus(
                ROOFLAB_TR_NOOP("rooflab::Explain", "layers recomputed (block)"),
                F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "layers recomputed (block)"), Unit::Bytes, source)
                    .times(ROOFLAB_TR_NOOP("rooflab::Explain", "recomputed layers (v × min(N, layers per chunk))"),
                           double(recomputed), Unit::Plain)
                    .times(kLayerInput, layerInputBytes(sc, in, trace), Unit::Bytes)
                    .result(),
                Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "layers kept whole"),
                  F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "layers kept whole"), Unit::Bytes, source)
                      .times(ROOFLAB_TR_NOOP("rooflab::Explain", "layers not recomputed"),
                             double(stageLayers - recomputed), Unit::Plain)
                      .times(kLayerActivations, whole, Unit::Bytes)
                      .result(),
                  Unit::Bytes)
            .result();
    return {perMicroBatch, recomputed >= 1 ? whole : Traced(), double(stageLayers)};
}

template <class Recorder>
KeptActivations keptActivations(const Scenario& sc, const MemoryInputs& in, int stageLayers, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const char* source = kSourceActivations;
    switch (sc.training.checkpointing) {
    case Checkpointing::None:
    case Checkpointing::Selective: {
        // Selective: the attention core's scores unless Megatron's module list leaves it out.
        const bool core = sc.training.recomputes(RecomputeModule::CoreAttention);
        const bool selective = sc.training.checkpointing == Checkpointing::Selective;
        const Traced perMicroBatch = F::product(trace, kPerMicroBatch, Unit::Bytes, source)
                                         .times(kLayersHere, double(stageLayers), Unit::Plain)
                                         .times(kLayerActivations, implementationLayerBytes(sc, in, core, trace),
                                                Unit::Bytes, selective ? "selective recomputation" : "")
                                         .result();
        return {perMicroBatch, Traced(), double(stageLayers)};
    }
    case Checkpointing::Full: {
        // Inputs of every layer, plus one layer's activations while it is recomputed.
        const Traced perMicroBatch = F::product(trace, kPerMicroBatch, Unit::Bytes, source)
                                         .times(kLayersHere, double(stageLayers), Unit::Plain)
                                         .times(kLayerInput, layerInputBytes(sc, in, trace), Unit::Bytes)
                                         .result();
        return {perMicroBatch, implementationLayerBytes(sc, in, false, trace), double(stageLayers)};
    }
    case Checkpointing::EveryK:
        return everyKCheckpoints(sc, in, stageLayers, trace);
    case Checkpointing::Block:
        return blockCheckpoints(sc, in, stageLayers, trace);
    case Checkpointing::OpSelective: {
        // The saved outputs of every layer, plus the rest of one layer while it is recomputed.
        const Traced kept = opSelectiveLayerBytes(sc, in, trace);
        const Traced perMicroBatch =
            F::product(trace, kPerMicroBatch, Unit::Bytes, kSourceOpSelective)
                .times(kLayersHere, double(stageLayers), Unit::Plain)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "saved by op-selective checkpointing"), kept, Unit::Bytes)
                .result();
        const Traced whole = implementationLayerBytes(sc, in, false, trace);
        const Traced again = F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "recomputed part of one layer"),
                                    Unit::Bytes, kSourceOpSelective)
                                 .plus(kLayerActivations, whole, Unit::Bytes)
                                 .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "saved by op-selective checkpointing"),
                                        std::min(kept.value, whole.value), Unit::Bytes)
                                 .result();
        return {perMicroBatch, again, double(stageLayers)};
    }
    }
    // Not reached: the cases above are every Checkpointing.
    return {Traced(), Traced(), double(stageLayers)};
}

// 1F1B pipeline schedule: the first stage holds up to p micro-batches in flight, the last
// one (each backward follows its forward at once).
// Interleaved (v model chunks per stage): the first stage runs 2 (p - 1) + (v - 1) p + 1
// chunks of L / (p v) layers before its first backward, p + (p - 1) / v stages' worth
// (Megatron's interleaved_schedule_memory_penalty, 1 + (p - 1) / (p v)), but never more
// chunks than the step has: Megatron caps the warm-up at m v, every forward before the first
// backward (megatron/core/pipeline_parallel/schedules.py, get_pp_rank_microbatches:
// "if num_warmup_microbatches >= total_num_microbatches"), so at most m stages' worth.
// The last stage, interleaved, runs (v - 1) p chunks of its earlier model chunks before its
// first backward and then one of its last: ((v - 1) p + 1) / v stages' worth, at most m
// (Megatron's warm-up for the last rank, (v - 1) p; torch.distributed.pipelining's
// ScheduleInterleaved1F1B get_rank_warmup_ops, (n_local_stages - 1) microbatches_per_round).
struct MicroBatchesInFlight {
    int count;
    double interleavePenalty;
    bool allForwardsFirst; // the interleaved warm-up holds every micro-batch of the step
    bool dualPipe = false;
    bool lastInterleaved = false;   // the last stage's earlier chunks' warm-up (interleavePenalty)
    bool middleInterleaved = false; // the second stage's warm-up (interleavePenalty)
    bool extraWarmup = false;       // combined 1F1B's one more warm-up chunk, in interleavePenalty
};

// The last stage's chunks in flight, interleaved, in stages' worth (see above).
MicroBatchesInFlight lastStageInFlight(int pp, int v, std::int64_t microBatches, int extraWarmup) {
    const double chunks = std::min(double(v - 1) * pp + 1.0 + extraWarmup, double(microBatches) * v);
    return {1, std::max(1.0, chunks / v), false, false, true};
}

// The second stage (the middle stage with the most in flight; computed only when the split keys
// give the middle stages more layers than the ends): p - 1 micro-batches in 1F1B; interleaved,
// Megatron's warm-up of rank 1, 2 (p - 2) + (v - 1) p chunks, and the one it runs before its
// first backward: (2 (p - 2) + (v - 1) p + 1) / v stages' worth, at most m.
MicroBatchesInFlight middleStageInFlight(int pp, int v, std::int64_t microBatches, int extraWarmup) {
    const int count = int(std::min<std::int64_t>(pp - 1, microBatches));
    if (v <= 1)
        return {count, 1.0, false};
    const double chunks = std::min(2.0 * (pp - 2) + double(v - 1) * pp + 1.0 + extraWarmup, double(microBatches) * v);
    MicroBatchesInFlight inFlight{count, chunks / v / count, false};
    inFlight.middleInterleaved = true;
    return inFlight;
}

MicroBatchesInFlight microBatchesInFlight(const Scenario& sc, const MemoryInputs& in) {
    const int pp = sc.parallel.pipelineParallel;
    // Megatron-Core's combined 1F1B (parallel.overlap_moe_expert_parallel_comm) runs one more
    // warm-up chunk on every rank (schedules.py: num_warmup_microbatches + 1).
    const int extraWarmup = overlapsExpertAllToAll(sc) ? 1 : 0;
    if (pp > 2 && in.stage == PipelineStage::Middle && !sc.parallel.dualPipe())
        return middleStageInFlight(pp, std::max(1, sc.parallel.virtualStages),
                                   std::max<std::int64_t>(1, sc.training.gradAccum), extraWarmup);
    const bool firstEnd = pp > 1 && in.stage != PipelineStage::Last;
    const std::int64_t microBatches = std::max<std::int64_t>(1, sc.training.gradAccum);
    // DualPipe: p + 1 stages' worth on every GPU (its README's "Activation PP+1"), both ends.
    if (sc.parallel.dualPipe())
        return {int(std::min<std::int64_t>(pp + 1, microBatches)), 1.0, false, true};
    const int inFlight = firstEnd ? int(std::min<std::int64_t>(pp, microBatches)) : 1;
    const int v = std::max(1, sc.parallel.virtualStages);
    if (pp > 1 && !firstEnd && v > 1)
        return lastStageInFlight(pp, v, microBatches, extraWarmup);
    if (!firstEnd || v <= 1)
        return {inFlight, 1.0, false};
    const double penalty = 1.0 + double(pp - 1 + extraWarmup) / (double(pp) * v);
    const double held = std::min(inFlight * penalty, double(microBatches));
    MicroBatchesInFlight first{inFlight, held / inFlight, held < inFlight * penalty};
    first.extraWarmup = extraWarmup > 0;
    return first;
}

template <class Recorder>
Traced inFlightBytes(Traced perMicroBatch, const MicroBatchesInFlight& inFlight, Recorder* trace) {
    auto formula =
        BasicFormula<Recorder>::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batches in flight"),
                                        Unit::Bytes, "Narayanan et al. 2021, 1F1B schedule");
    formula.times(kPerMicroBatch, perMicroBatch, Unit::Bytes)
        .times(inFlight.dualPipe ? ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batches in flight (DualPipe: p + 1)")
                                 : ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batches in flight (1F1B)"),
               double(inFlight.count), Unit::Plain);
    if (inFlight.middleInterleaved)
        formula.times(ROOFLAB_TR_NOOP("rooflab::Explain",
                                      "second stage, interleaved: (2 (p - 2) + (v - 1) p + 1) / v chunks' worth, "
                                      "per micro-batch in flight"),
                      inFlight.interleavePenalty, Unit::Plain, "Megatron-LM pipeline_parallel/schedules.py");
    else if (inFlight.lastInterleaved)
        formula.times(ROOFLAB_TR_NOOP("rooflab::Explain",
                                      "last stage, interleaved: earlier chunks' warm-up (((v - 1) p + 1) / v)"),
                      inFlight.interleavePenalty, Unit::Plain,
                      "Megatron-LM pipeline_parallel/schedules.py; torch.distributed.pipelining schedules.py");
    else if (inFlight.allForwardsFirst)
        formula.times(ROOFLAB_TR_NOOP("rooflab::Explain",
                                      "interleaved schedule, every micro-batch's forward first (m / in flight)"),
                      inFlight.interleavePenalty, Unit::Plain, "Megatron-LM pipeline_parallel/schedules.py");
    else if (inFlight.interleavePenalty > 1)
        formula.times(inFlight.extraWarmup
                          ? ROOFLAB_TR_NOOP("rooflab::Explain",
                                            "interleaved schedule, combined 1F1B's extra warm-up chunk (1 + p / (p v))")
                          : ROOFLAB_TR_NOOP("rooflab::Explain", "interleaved schedule (1 + (p - 1) / (p v))"),
                      inFlight.interleavePenalty, Unit::Plain, "Megatron-LM theoretical_memory_usage.py");
    return formula.result();
}

// The model chunks a GPU holds in flight: micro-batches in flight x v x the interleaving factor.
double chunksInFlight(const Scenario& sc, const MicroBatchesInFlight& inFlight) {
    return inFlight.count * double(std::max(1, sc.parallel.virtualStages)) * inFlight.interleavePenalty;
}

constexpr const char* kSourceKeptOutputs =
    "Megatron-LM megatron/schedules.py at 6985e58 (output_tensors); deallocate_output_tensor since c1e4526b";

// training.deallocate_pipeline_outputs false (Megatron-LM 2021): a stage keeps each chunk's
// output, one layer input's size, until the chunk's backward: the first stage's chunks in
// flight, the micro-batches in flight x v x the interleaving penalty (2 (p - 1) + (v - 1) p + 1).
template <class Recorder>
Traced keptPipelineOutputs(const Scenario& sc, const MemoryInputs& in, const MicroBatchesInFlight& inFlight,
                           Recorder* trace) {
    const double chunks = chunksInFlight(sc, inFlight);
    return BasicFormula<Recorder>::product(
               trace, ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline outputs kept to their backward"), Unit::Bytes,
               kSourceKeptOutputs)
        .times(kLayerInput, layerInputBytes(sc, in, trace), Unit::Bytes)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "model chunks in flight"), chunks, Unit::Plain)
        .result();
}

// Transformer Engine's CPU offload: every layer's saved tensors go to the host while the
// next layers run and come back for their backward; the layer being computed stays. Adds the
// kept layer to `total` and fills `parts`' host share.
template <class Recorder>
void addOffloadedActivations(BasicFormula<Recorder>& total, ActivationParts& parts, const KeptActivations& kept,
                             const MicroBatchesInFlight& inFlight, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const Traced perMicroBatch = kept.perMicroBatch;
    const char* keptName = ROOFLAB_TR_NOOP("rooflab::Explain", "one layer kept on the GPU (the rest offloaded)");
    const Traced onGpu =
        F::product(trace, keptName, Unit::Bytes, "Transformer Engine, cpu_offload.py")
            .times(kPerMicroBatch, perMicroBatch, Unit::Bytes)
            .over(ROOFLAB_TR_NOOP("rooflab::Explain", "layers (or checkpoints) on this GPU"), kept.units, Unit::Plain)
            .result();
    total.plus(keptName, onGpu, Unit::Bytes);
    parts.copiedPerMicroBatch = perMicroBatch.value - onGpu.value;
    parts.onHost = F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "offloaded activations"), Unit::Bytes,
                          "Transformer Engine, cpu_offload.py")
                       .plus(kPerMicroBatch, perMicroBatch, Unit::Bytes)
                       .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "other micro-batches in flight"),
                             perMicroBatch.value * (inFlight.count * inFlight.interleavePenalty - 1), Unit::Bytes)
                       .minus(keptName, onGpu, Unit::Bytes)
                       .result();
}

} // namespace

// What the forward saved that is still alive when the backward reaches the first layer: the
// tensors outside the layers and the first layer's (or checkpoint's) own, the others freed.
// For one micro-batch in flight on the GPU; pipelines and offload keep theirs otherwise.
template <class Recorder>
Traced firstLayerSaved(const Scenario& sc, const KeptActivations& kept, const MicroBatchesInFlight& inFlight,
                       Traced outside, Recorder* trace) {
    if (sc.parallel.offload.activationsOffloaded() || inFlight.count > 1 || inFlight.interleavePenalty > 1 ||
        kept.units < 1)
        return Traced();
    return BasicFormula<Recorder>::sum(trace,
                                       ROOFLAB_TR_NOOP("rooflab::Explain", "saved at the first layer's backward"),
                                       Unit::Bytes, kSourceActivations)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "activations outside the layers"), outside, Unit::Bytes)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "the first layer's (or checkpoint's)"),
              BasicFormula<Recorder>::product(
                  trace, ROOFLAB_TR_NOOP("rooflab::Explain", "the first layer's (or checkpoint's)"), Unit::Bytes,
                  kSourceActivations)
                  .times(kPerMicroBatch, kept.perMicroBatch, Unit::Bytes)
                  .over(ROOFLAB_TR_NOOP("rooflab::Explain", "layers or checkpoints"), kept.units, Unit::Plain)
                  .result(),
              Unit::Bytes)
        .result();
}

// parallel.cp_comm_type all_gather (Transformer Engine's AttnFuncWithCPAndKVAllGather.backward): while
// a layer's attention runs backward it holds K and V gathered from every context-parallel rank and
// the zeroed full-sequence dK, dV it reduce-scatters after: 2 cp x this rank's K and V. (The ring
// and the all-to-alls hold chunks of the local size.)
template <class Recorder> Traced gatheredKeyValueBytes(const Scenario& sc, const MemoryInputs& in, Recorder* trace) {
    const double local = localKeyValueBytes(sc, *in.arch, double(in.microBatch));
    return BasicFormula<Recorder>::product(
               trace, ROOFLAB_TR_NOOP("rooflab::Explain", "attention core's backward"), Unit::Bytes,
               "TransformerEngine AttnFuncWithCPAndKVAllGather.backward: K, V all-gathered (k_ag, v_ag) and the "
               "full-sequence dK, dV")
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "K and V of this rank's tokens (2 b s/cp kv / t)"), local,
               Unit::Bytes)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "2 cp (every rank's K, V and their gradients)"),
               2.0 * sc.parallel.contextParallel, Unit::Plain)
        .result();
}

// torchtitan's context parallelism (PyTorch's _templated_ring_attention_backward): beside the
// attention backward's own tensors it holds the K and V it works on apart from the saved ones
// (allgather: every rank's, cp x this rank's; alltoall: the chunk received and the one being sent),
// and in fp32 (convert_to_f32) dQ's accumulator, dK and dV's accumulator, the sum being sent on and
// the one received.
template <class Recorder>
Traced torchContextBackwardBytes(const Scenario& sc, const MemoryInputs& in, Recorder* trace) {
    const double b = double(in.microBatch), fp32 = 4.0 / dtypeBytes(sc.precision.activations);
    const double local = localKeyValueBytes(sc, *in.arch, b);
    const double query = b * localSequence(sc) * in.arch->attentionWidth() / std::max(1, sc.parallel.tensorParallel) *
                         dtypeBytes(sc.precision.activations);
    const bool ring = sc.parallel.contextRotateMethod == ContextRotateMethod::AllToAll;
    return BasicFormula<Recorder>::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "attention core's backward"),
                                       Unit::Bytes,
                                       "PyTorch torch/distributed/tensor/experimental/_attention.py at 0123248a, "
                                       "_templated_ring_attention_backward")
        .plus(ring ? ROOFLAB_TR_NOOP("rooflab::Explain", "K, V received and sent on (2 x this rank's)")
                   : ROOFLAB_TR_NOOP("rooflab::Explain", "K, V all-gathered (cp x this rank's)"),
              (ring ? 2.0 : double(sc.parallel.contextParallel)) * local, Unit::Bytes)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "dK, dV in fp32: accumulator, sent and received (3 x)"),
              3.0 * fp32 * local, Unit::Bytes)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "dQ accumulator in fp32"), fp32 * query, Unit::Bytes)
        .result();
}

// What the attention core's backward holds with context parallelism, where it differs from the
// layer's own: nothing for Transformer Engine's ring and all-to-alls.
template <class Recorder> Traced contextBackwardBytes(const Scenario& sc, const MemoryInputs& in, Recorder* trace) {
    if (sc.parallel.contextParallel <= 1)
        return Traced();
    switch (contextComm(sc)) {
    case ContextComm::AllGather:
        return gatheredKeyValueBytes(sc, in, trace);
    case ContextComm::TorchAllGather:
    case ContextComm::TorchRing:
        return torchContextBackwardBytes(sc, in, trace);
    case ContextComm::Ring:
    case ContextComm::AllToAll:
    case ContextComm::AllToAllRing:
        break;
    }
    return Traced();
}

template <class Recorder> ActivationParts activationBytes(const Scenario& sc, const MemoryInputs& in, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const int stageLayers = layersPerStage(sc.parallel, *in.arch, in.stage);
    const KeptActivations kept = keptActivations(sc, in, stageLayers, trace);
    const MicroBatchesInFlight inFlight = microBatchesInFlight(sc, in);
    F total = F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "activations"), Unit::Bytes, kSourceActivations);
    ActivationParts parts;
    if (sc.parallel.offload.activationsOffloaded())
        addOffloadedActivations(total, parts, kept, inFlight, trace);
    else if (inFlight.count > 1 || inFlight.interleavePenalty > 1)
        total.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batches in flight"),
                   inFlightBytes(kept.perMicroBatch, inFlight, trace), Unit::Bytes);
    else
        total.plus(kPerMicroBatch, kept.perMicroBatch, Unit::Bytes);
    if (sc.training.isPyTorch()) {
        const Traced outside = pytorchOutsideLayerBytes(sc, in, trace);
        total.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "activations outside the layers"), outside, Unit::Bytes);
        parts.firstLayerSaved = firstLayerSaved(sc, kept, inFlight, outside, trace);
        parts.attentionBackward = pytorchAttentionBackwardBytes(sc, in, trace);
        if (sc.parallel.pipelineParallel > 1 && sc.training.implementation == Implementation::Torchtitan)
            total.plus(
                ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline stage buffers (torch.distributed.pipelining)"),
                pytorchPipelineBuffers(sc, in, layerInputBytes(sc, in, trace), chunksInFlight(sc, inFlight), trace),
                Unit::Bytes);
    } else if (!sc.training.deallocatePipelineOutputs && sc.parallel.pipelineParallel > 1 &&
               in.stage != PipelineStage::Last)
        total.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline outputs kept to their backward"),
                   keptPipelineOutputs(sc, in, inFlight, trace), Unit::Bytes);
    // Context parallelism needs FlashAttention, so an eager attention backward and the gathered
    // keys never meet. Transformer Engine's all-gather holds its buffers in place of the layer's
    // attention backward; PyTorch's beside it.
    if (const Traced extra = contextBackwardBytes(sc, in, trace); extra.value > 0)
        parts.attentionBackward =
            runsTorchContextParallel(sc)
                ? BasicFormula<Recorder>::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "attention core's backward"),
                                              Unit::Bytes)
                      .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "the layer's attention backward"),
                            parts.attentionBackward, Unit::Bytes)
                      .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "context parallelism's buffers"), extra, Unit::Bytes)
                      .result()
                : extra;
    parts.saved = total.result();
    parts.recompute = kept.workingSet;
    return parts;
}

template Traced implementationLayerBytes<Trace>(const Scenario&, const MemoryInputs&, bool, Trace*);
template Traced implementationLayerBytes<NoTrace>(const Scenario&, const MemoryInputs&, bool, NoTrace*);
template ActivationParts activationBytes<Trace>(const Scenario&, const MemoryInputs&, Trace*);
template ActivationParts activationBytes<NoTrace>(const Scenario&, const MemoryInputs&, NoTrace*);

} // namespace rooflab
