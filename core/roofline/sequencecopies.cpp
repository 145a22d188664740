#include "core/roofline/sequencecopies.h"

#include "core/base/translatable.h"
#include "core/model/frameworkknobs.h"

#include <algorithm>

namespace rooflab {
namespace {

// Sequence-parallel collectives per layer and micro-batch: 2 all-gathers and 2 reduce-scatters
// in the forward and their 4 transposes in the backward; full recomputation repeats the
// forward's 4, op-selective checkpointing its 2 all-gathers (it saves the reduce-scatters'
// outputs). As core/steptime/stepcommunication.cpp counts them.
double collectivesPerLayer(const TrainingConfig& training) {
    if (training.recomputesEveryLayer())
        return 12;
    return training.checkpointing == Checkpointing::OpSelective ? 10 : 8;
}

// AsyncTP's fused collectives, which replace the split + cat with their own copies (charged in
// core/steptime/tpoverlap.cpp): per forward 2 all-gathers and 2 reduce-scatters, and the
// backward's 2 all-gathers; the reduce-scatters alone where the all-gathers are not fused
// (asyncTpFusesAllGathers).
double fusedPerLayer(const Scenario& sc) {
    if (!overlapsTensorParallelComm(sc))
        return 0;
    const double forwards = sc.training.recomputesEveryLayer() ? 2.0 : 1.0;
    return asyncTpFusesAllGathers(sc) ? 4 * forwards + 2 : 2 * forwards;
}

// The layers' all-gathers in float8 (core/model/frameworkknobs.h, gathersFp8Activations) whose
// copies remain: 2 per forward (again when recomputed, op-selective's too) and the backward's 2,
// less those AsyncTP fuses (fusedPerLayer's: 2 per forward it counts and the backward's 2).
double float8GatherCopies(const Scenario& sc, double layers) {
    if (!gathersFp8Activations(sc))
        return 0;
    const TrainingConfig& t = sc.training;
    const double forwards = t.recomputesEveryLayer() || t.checkpointing == Checkpointing::OpSelective ? 2.0 : 1.0;
    const double fused = overlapsTensorParallelComm(sc) ? 2.0 * (t.recomputesEveryLayer() ? 2.0 : 1.0) + 2.0 : 0.0;
    return (2.0 * forwards + 2.0 - fused) * layers;
}

} // namespace

double sequenceShardCopies(const Scenario& sc, double layers) {
    const ParallelConfig& par = sc.parallel;
    if (!sc.training.isPyTorch() || !par.sequenceParallel || par.tensorParallel <= 1 || layers <= 0)
        return 0;
    // Outside the layers, on the last stage: the LM head's input gathered forward and its
    // gradient scattered backward; without pipelining the embedding's output scattered forward
    // and its gradient gathered backward (torchtitan's plan: "output" ColwiseParallel with
    // input_layouts Shard(1), "tok_embeddings" RowwiseParallel with output_layouts Shard(1)).
    const double outside = par.pipelineParallel > 1 ? 2.0 : 4.0;
    return (collectivesPerLayer(sc.training) - fusedPerLayer(sc)) * layers + outside;
}

void addSequenceShardCopyOps(OpBuilder& ops, const Scenario& sc, double tokens, double layers) {
    const double copies = sequenceShardCopies(sc, layers);
    if (copies <= 0)
        return;
    // Each copy reads and writes the whole b s h tensor, a float8 all-gather's in float8.
    const double e = ops.activationBytes();
    const double fp8Copies = std::min(copies, float8GatherCopies(sc, layers));
    const double bytes = 2.0 * tokens * double(sc.model.arch.dModel) * ((copies - fp8Copies) * e + fp8Copies * 1.0);
    ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "sequence-parallel chunk + cat copies"), false,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs (copies: none)"), 0.0,
                 ROOFLAB_TR_NOOP("rooflab::Explain",
                                 "bytes per micro-batch (each all-gather and reduce-scatter on the sequence "
                                 "dimension: b s h read and written)"),
                 bytes, 1.0, 1.0);
}

} // namespace rooflab
