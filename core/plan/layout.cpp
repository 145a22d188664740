#include "core/plan/layout.h"

#include "core/io/scenarioids.h"
#include "core/model/pipelinesplit.h"

#include <tuple>

namespace rooflab {

namespace {

// Megatron-Core's --recompute-modules core_attn mlp: the attention core and a dense layer's MLP
// (or an MoE layer's experts' activations).
RecomputeModules attentionAndMlp(const Architecture& arch) {
    RecomputeModules modules;
    modules.set(arch.isMoe() ? RecomputeModule::ExpertActivation : RecomputeModule::DenseMlp, true);
    return modules;
}

void applyRecompute(const Layout& l, Scenario& sc) {
    TrainingConfig& t = sc.training;
    t.recomputeModules = RecomputeModules();
    t.recomputeNumLayers = l.recompute == Recompute::Block ? l.recomputeLayers : 0;
    switch (l.recompute) {
    case Recompute::None:
        t.checkpointing = Checkpointing::None;
        break;
    case Recompute::Selective:
        t.checkpointing = Checkpointing::Selective;
        break;
    case Recompute::SelectiveMlp:
        t.checkpointing = Checkpointing::Selective;
        t.recomputeModules = attentionAndMlp(sc.model.arch);
        break;
    case Recompute::OpSelective:
        t.checkpointing = Checkpointing::OpSelective;
        break;
    case Recompute::Block:
        t.checkpointing = Checkpointing::Block;
        break;
    case Recompute::Full:
        t.checkpointing = Checkpointing::Full;
        break;
    }
}

auto mechanismKey(const Layout& l) {
    return std::make_tuple(l.offloadOptimizer, int(l.recompute), l.recomputeLayers, l.tp, l.pp, l.vp, l.split.first,
                           l.split.last, l.split.embedding, l.split.loss, l.cp, int(l.contextComm), l.ep, l.zero,
                           l.sequenceParallel, l.tpCommOverlap);
}

} // namespace

bool Layout::simplerThan(const Layout& other) const {
    return mechanismKey(*this) < mechanismKey(other);
}

bool Layout::canonicalBefore(const Layout& o) const {
    const auto key = [](const Layout& l) {
        return std::make_tuple(l.gpus, mechanismKey(l), l.etp, l.dp, l.microBatch, l.gradAccum);
    };
    return key(*this) < key(o);
}

void StageSplit::applyTo(ParallelConfig& parallel) const {
    parallel.firstStageLayers = first;
    parallel.lastStageLayers = last;
    parallel.embeddingInSplit = embedding;
    parallel.lossInSplit = loss;
}

std::string describeSplit(const Layout& l, std::int64_t layers) {
    if (l.split.even())
        return "even";
    ParallelConfig parallel;
    parallel.pipelineParallel = l.pp;
    parallel.virtualStages = l.vp;
    l.split.applyTo(parallel);
    const std::string counted = std::string(l.split.embedding ? " +emb" : "") + (l.split.loss ? " +loss" : "");
    const std::string flags = counted.empty() ? "" : " (" + counted.substr(1) + ")";
    if (!pipelineSplitAccepted(parallel, layers)) // the keys as set, for a split that does not apply
        return "split " + std::to_string(l.split.first) + "/" + std::to_string(l.split.last) + counted;
    const PipelineSplit stages = pipelineSplit(parallel, layers);
    return "first " + std::to_string(stages.first) + " / last " + std::to_string(stages.last) + flags;
}

std::string contextCommWord(ContextComm comm) {
    ParallelConfig keys;
    setContextComm(comm, keys);
    return std::string(isTorchContextComm(comm)
                           ? scenarioids::kContextRotateMethodIds[std::size_t(keys.contextRotateMethod)]
                           : scenarioids::kContextCommTypeIds[std::size_t(keys.contextCommType)]);
}

std::string Layout::describe(std::int64_t layers) const {
    static const char* const kRecompute[] = {"no recompute", "selective", "selective+mlp",
                                             "op-selective", "block",     "full"};
    std::string text = "tp " + std::to_string(tp) + " pp " + std::to_string(pp);
    if (vp > 1)
        text += " (v " + std::to_string(vp) + ")";
    if (!split.even())
        text += " " + describeSplit(*this, layers);
    if (cp > 1)
        text += " cp " + std::to_string(cp) + " " + contextCommWord(contextComm);
    if (ep > 1)
        text += " ep " + std::to_string(ep) + (etp > 0 ? " etp " + std::to_string(etp) : "");
    text += " dp " + std::to_string(dp) + " mb " + std::to_string(microBatch) + "x" + std::to_string(gradAccum);
    text += std::string(" ") + kRecompute[int(recompute)];
    if (recompute == Recompute::Block)
        text += " " + std::to_string(recomputeLayers);
    text += " zero " + std::to_string(zero);
    if (sequenceParallel)
        text += " sp";
    if (tpCommOverlap)
        text += " tp-overlap";
    if (offloadOptimizer)
        text += " offload";
    return text;
}

void applyLayout(const Layout& l, Scenario& sc) {
    ParallelConfig& p = sc.parallel;
    p.gpus = l.gpus;
    p.tensorParallel = l.tp;
    p.pipelineParallel = l.pp;
    p.virtualStages = l.vp;
    p.contextParallel = l.cp;
    p.expertParallel = l.ep;
    p.expertTensorParallel = l.etp;
    p.zeroStage = l.zero;
    p.sequenceParallel = l.sequenceParallel;
    p.tpCommOverlap = l.tpCommOverlap;
    setContextComm(l.contextComm, p);
    // a2a+p2p's sizes as set hold only for the cp they multiply to; else the all-to-alls in a node.
    if ((long long)p.contextA2aSize * p.contextP2pSize != l.cp)
        p.contextA2aSize = p.contextP2pSize = 0;
    p.offload.optimizer = l.offloadOptimizer ? OffloadDevice::Cpu : OffloadDevice::None;
    p.offload.gradients = p.offload.optimizer;
    l.split.applyTo(p);
    sc.training.microBatch = l.microBatch;
    sc.training.gradAccum = l.gradAccum;
    applyRecompute(l, sc);
}

Layout layoutOf(const Scenario& sc) {
    const ParallelConfig& p = sc.parallel;
    Layout l;
    l.gpus = p.gpus;
    l.tp = p.tensorParallel;
    l.pp = p.pipelineParallel;
    l.vp = p.virtualStages;
    l.cp = p.contextParallel;
    l.ep = p.expertParallel;
    l.etp = p.expertTensorParallel;
    l.dp = p.dataParallel();
    l.zero = p.zeroStage;
    l.sequenceParallel = p.sequenceParallel;
    l.tpCommOverlap = p.tpCommOverlap;
    l.contextComm = contextComm(sc);
    l.offloadOptimizer = p.offload.optimizerOffloaded();
    l.split = {p.firstStageLayers, p.lastStageLayers, p.embeddingInSplit, p.lossInSplit};
    l.microBatch = sc.training.microBatch;
    l.gradAccum = sc.training.gradAccum;
    switch (sc.training.checkpointing) {
    case Checkpointing::None:
        l.recompute = Recompute::None;
        break;
    case Checkpointing::Selective:
        l.recompute = sc.training.recomputeModules.isDefault() ? Recompute::Selective : Recompute::SelectiveMlp;
        break;
    case Checkpointing::OpSelective:
        l.recompute = Recompute::OpSelective;
        break;
    case Checkpointing::Block:
        l.recompute = Recompute::Block;
        l.recomputeLayers = sc.training.recomputeNumLayers;
        break;
    case Checkpointing::Full:
    case Checkpointing::EveryK:
        l.recompute = Recompute::Full;
        break;
    }
    return l;
}

} // namespace rooflab
