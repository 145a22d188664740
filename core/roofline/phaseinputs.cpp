#include "core/roofline/phaseinputs.h"

#include "core/memory/servingweights.h"
#include "core/model/finetune.h"
#include "core/model/pipelinesplit.h"
#include "core/model/recomputedlayers.h"

namespace rooflab {

PhaseInputs phaseInputs(const Scenario& sc, Phase phase) {
    const Architecture& a = sc.model.arch;
    PhaseInputs p;
    p.phase = phase;
    p.shape = phaseShape(sc, phase);
    p.tokens = p.shape.tokens();
    p.tp = sc.parallel.tensorParallel;
    p.layers = (a.layers + sc.parallel.pipelineParallel - 1) / sc.parallel.pipelineParallel;
    p.train = phase == Phase::Train;
    if (p.train) { // the pipeline runs at its slowest stage (core/model/pipelinesplit.h)
        const SlowestStage slowest = slowestStage(sc);
        p.layers = slowest.layers;
        p.head = slowest.head;
    }
    p.fullRecompute = p.train && sc.training.recomputesEveryLayer();
    // Block checkpointing recomputes a share of the layers (core/model/recomputedlayers.h).
    p.recomputeShare = p.train ? recomputedLayerShare(sc, int(p.layers)) : 0.0;
    // Op-selective checkpointing (core/model/opselective.h) runs every elementwise op of a layer
    // again, an unfused attention core's too (aten.bmm is not saved), and part of the products.
    const bool opSelective = p.train && sc.training.checkpointing == Checkpointing::OpSelective;
    const double elementwiseAgain = opSelective ? 1.0 : p.recomputeShare;
    p.elementwiseRecompute = elementwiseAgain > 0;
    p.attentionRecompute = p.train && !sc.training.usesFlashAttention() &&
                           (p.fullRecompute || opSelective || sc.training.recomputes(RecomputeModule::CoreAttention));
    // The attention core's forward runs again in the recomputed layers, fused or not (as the
    // hardware FLOPs count it, core/roofline/flops.cpp); selective recomputation of a fused core is a
    // no-op (nothing of it was stored).
    const double coreAgain = p.attentionRecompute ? 1.0 : p.recomputeShare;
    p.coreRecomputed = coreAgain > 0;
    // Backward costs twice the forward in FLOPs and bytes (Chinchilla App. F); a recomputed
    // forward adds one more pass, block recomputation the share f of one.
    p.passes = p.train ? 3.0 + elementwiseAgain : 1.0;
    p.corePasses = p.train ? 3.0 + coreAgain : 1.0;
    // A frozen base (LoRA) computes no weight gradients: its matmuls run forward and
    // input-gradient passes only. Op-selective adds its recomputed share per product instead.
    p.frozen = p.train && sc.finetune.frozenBase();
    p.matmulPasses = (p.frozen ? p.passes - 1.0 : p.passes) - (opSelective ? 1.0 : 0.0);

    // Serving: quantised formats store the blocks' matrices only; the LM head stays bf16.
    p.weightBytes =
        p.train ? dtypeBytes(sc.precision.weights) : servedMatrixBytesPerPass(sc.inference.weightsDtype, p.tokens);
    if (p.frozen)
        p.weightBytes = frozenWeightBytesPerPass(sc, a);
    p.headWeightBytes = p.train || !isQuantisedServing(sc.inference.weightsDtype) ? p.weightBytes : 2.0;
    p.activationBytes = dtypeBytes(sc.precision.activations);

    p.elementwise = elementwiseBytes(sc, p.train, p.elementwiseRecompute);
    p.launches = elementwiseLaunches(sc, p.train, p.elementwiseRecompute);
    p.projections = projectionLaunches(sc, p.train);
    const bool eager = p.train && sc.training.isPyTorch();
    p.elementwiseDetail = eager && sc.training.compiled() ? std::string_view("torch.compile")
                          : eager                         ? std::string_view("eager PyTorch")
                                                          : dtypeId(sc.precision.activations);
    p.activationType = dtypeId(sc.precision.activations);
    return p;
}

} // namespace rooflab
