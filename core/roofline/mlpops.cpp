#include "core/roofline/mlpops.h"

#include "core/base/translatable.h"
#include "core/memory/moememory.h"
#include "core/model/expertparallel.h"
#include "core/model/frameworkprofile.h"
#include "core/model/opselective.h"
#include "core/roofline/projectiongradients.h"

#include <algorithm>

namespace rooflab {

namespace {

// What every part of the MLP reads: the ops so far, the scenario, the phase's passes and the
// bytes of its elementwise kernels.
struct MlpContext {
    OpBuilder& ops;
    const Scenario& sc;
    const MlpPhase& phase;
    const ElementwiseBytes& eb;
    std::string_view elementwiseDetail;
};

// Megatron-Core's selective modules run their part's forward once more (core/model/recomputemodules.h):
// one extra pass for each part of the MLP they recompute, 0 otherwise.
struct MlpRecomputation {
    double dense = 0;
    double moe = 0;
    double sharedExperts = 0;
    double expertActivation = 0;
};

MlpRecomputation mlpRecomputation(const Scenario& sc, bool train) {
    auto again = [&](RecomputeModule module) { return train && sc.training.recomputes(module) ? 1.0 : 0.0; };
    MlpRecomputation r;
    r.dense = again(RecomputeModule::DenseMlp);
    r.moe = again(RecomputeModule::Moe);
    r.sharedExperts = std::max(r.moe, again(RecomputeModule::SharedExperts));
    r.expertActivation = std::max(r.moe, again(RecomputeModule::ExpertActivation));
    return r;
}

// The activation after the up projection: SwiGLU (SiLU x up), GELU or ReLU (one comparison a
// value), over `elements`.
void addActivation(const MlpContext& c, const char* swigluName, const char* geluName, double elements, double layers,
                   double extra) {
    const MlpPhase& phase = c.phase;
    if (c.sc.model.arch.mlp == MlpKind::SwiGlu)
        c.ops.elementwise(swigluName, 5.0, c.eb.activation, elements, layers, phase.passes + extra,
                          c.elementwiseDetail);
    else if (mlpActivation(c.sc) == MlpActivation::Relu)
        c.ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "ReLU"), 1.0, c.eb.activation, elements, layers,
                          phase.passes + extra, c.elementwiseDetail);
    else
        c.ops.elementwise(geluName, 8.0, c.eb.activation, elements, layers, phase.passes + extra, c.elementwiseDetail);
    c.ops.launchesPerPassLast(phase.activationLaunches);
}

struct MlpNames {
    const char* up;
    const char* swiglu;
    const char* gelu;
    const char* down;
};

// An MLP every token passes, d_ff = `width` split over tensor parallelism: its up
// projection, activation and down projection on `layers` layers.
void addTokenMlp(const MlpContext& c, const MlpNames& names, double width, double layers, double extra) {
    const Architecture& a = c.sc.model.arch;
    const MlpPhase& phase = c.phase;
    const double tp = c.sc.parallel.tensorParallel;
    const double h = a.dModel, tokens = phase.tokens, w = phase.weightBytes;
    const double widthFactor = a.mlp == MlpKind::SwiGlu ? 2.0 : 1.0;
    c.ops.matmul(names.up, tokens, h, widthFactor * width / tp, layers, w, phase.matmulPasses + extra);
    c.ops.launchesPerPassLast(phase.upLaunches);
    addActivation(c, names.swiglu, names.gelu, tokens * width / tp, layers, extra);
    c.ops.matmul(names.down, tokens, width / tp, h, layers, w, phase.matmulPasses + extra);
}

// This MLP: the experts of an MoE layer, or a dense model's MLP, on `moeLayers` layers. Returns
// the rows it multiplies per layer.
double addExpertsOrDenseMlp(const MlpContext& c, double moeLayers, const MlpRecomputation& again) {
    const Scenario& sc = c.sc;
    const Architecture& a = sc.model.arch;
    const MlpPhase& phase = c.phase;
    const double tp = sc.parallel.tensorParallel;
    const double h = a.dModel, f = a.dFf, tokens = phase.tokens, w = phase.weightBytes;
    const bool swiglu = a.mlp == MlpKind::SwiGlu;
    const double widthFactor = swiglu ? 2.0 : 1.0;
    const double routed = a.isMoe() ? double(std::max<std::int64_t>(1, a.topK)) : 1;
    const double experts = a.isMoe() ? a.experts : 1;

    // Mixture of experts: each token visits top-k experts (one product of tokens x k rows);
    // every expert's weights are read once. With expert parallelism a GPU holds experts / ep
    // of them at d_ff / etp and computes as many routed tokens as without it (a share of every
    // GPU's tokens; core/model/expertparallel.h). In training the busiest expert GPU sets the pace:
    // its tokens are the capacity factor times the balanced share.
    const double mlpTokens = tokens * (phase.train ? routedTokensPerToken(sc, a) : routed);
    double mlpWeightScale = experts;
    if (splitsExperts(sc.parallel, a))
        mlpWeightScale *= tp / (double(sc.parallel.expertParallel) * sc.parallel.expertTensor());
    // The experts run as one GEMM per local expert (a grouped GEMM): the efficiency of a call
    // is that of one expert's share of the rows, which fine-grained experts make small.
    const double localExperts = splitsExperts(sc.parallel, a) ? experts / sc.parallel.expertParallel : experts;
    const double rowsPerExpert = mlpTokens / localExperts;
    const double mlpAgain = a.isMoe() ? again.moe : again.dense;
    const double mlpPasses = phase.matmulPasses + mlpAgain;
    auto perExpertCalls = [&](double n, double k) {
        if (a.isMoe())
            c.ops.shapeLast(rowsPerExpert, n, k, moeLayers * mlpPasses * localExperts);
    };
    const double upWidth = widthFactor * f / tp;
    // Op-selective checkpointing runs part of the products' forwards again (core/model/opselective.h).
    auto recomputedShare = [&](TensorParallelGemm gemm) {
        return phase.train ? opSelectiveRecomputedShare(sc, gemm) : 0.0;
    };
    c.ops.matmul(
        swiglu ? ROOFLAB_TR_NOOP("rooflab::Explain", "MLP gate + up") : ROOFLAB_TR_NOOP("rooflab::Explain", "MLP up"),
        mlpTokens, h, upWidth, moeLayers, w * mlpWeightScale, mlpPasses + recomputedShare(TensorParallelGemm::Fc1));
    c.ops.launchesPerPassLast(phase.upLaunches);
    perExpertCalls(upWidth, h);
    // A dense MLP's tensor-parallel linears (an MoE's experts exchange their tokens otherwise).
    if (!a.isMoe())
        c.ops.markLastTensorParallelGemm(TensorParallelGemm::Fc1);
    addActivation(c, ROOFLAB_TR_NOOP("rooflab::Explain", "SwiGLU (SiLU x up)"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "GELU"), mlpTokens * f / tp, moeLayers,
                  a.isMoe() ? again.expertActivation : again.dense);
    c.ops.matmul(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP down"), mlpTokens, f / tp, h, moeLayers, w * mlpWeightScale,
                 mlpPasses + recomputedShare(TensorParallelGemm::Fc2));
    perExpertCalls(h, f / tp);
    if (!a.isMoe())
        c.ops.markLastTensorParallelGemm(TensorParallelGemm::Fc2);
    return mlpTokens;
}

// Routing: the router's product (tokens x h x E on every tensor-parallel rank's tokens)
// and the permutation of the routed tokens before the experts and back after them (each
// reads and writes every routed hidden state; the way back also multiplies by the routing
// weights), in the forward and again in the backward.
void addRouting(const MlpContext& c, double mlpTokens, double moeLayers, double moeAgain) {
    const Scenario& sc = c.sc;
    const Architecture& a = sc.model.arch;
    const MlpPhase& phase = c.phase;
    const double tp = sc.parallel.tensorParallel;
    const double h = a.dModel, tokens = phase.tokens;
    const double ownTokens = sc.parallel.sequenceParallel ? tokens / tp : tokens;
    c.ops.matmul(ROOFLAB_TR_NOOP("rooflab::Explain", "MoE router"), ownTokens, h, a.experts, moeLayers,
                 phase.weightBytes, phase.matmulPasses + moeAgain);
    c.ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "MoE token permute and unpermute"), 1.0,
                      4.0 * c.ops.activationBytes(), ownTokens * (mlpTokens / tokens) * h, moeLayers,
                      phase.train ? phase.passes - 1.0 + moeAgain : 1.0, dtypeId(sc.precision.activations));
}

} // namespace

double addMlpOps(OpBuilder& ops, const Scenario& sc, const MlpPhase& phase, const ElementwiseBytes& eb,
                 std::string_view elementwiseDetail) {
    const MlpContext c{ops, sc, phase, eb, elementwiseDetail};
    const Architecture& a = sc.model.arch;
    // DeepSeek's first layers (first_k_dense_replace) keep a dense MLP. With pipeline
    // parallelism a stage of MoE layers paces the step (the dense layers share the first stage
    // with fewer MoE layers), so only an unsplit model counts them here.
    const double denseLayers = a.isMoe() && sc.parallel.pipelineParallel == 1 ? a.denseLayers : 0;
    const double moeLayers = phase.layers - denseLayers;
    const MlpRecomputation again = mlpRecomputation(sc, phase.train);

    const double mlpTokens = addExpertsOrDenseMlp(c, moeLayers, again);
    if (!a.isMoe()) {
        if (phase.train) // gate and up projected apart sum their input gradients (core/roofline/projectiongradients.h)
            addProjectionGradientSumOps(ops, sc, SharedInput::Mlp, phase.tokens, phase.layers);
        return mlpTokens;
    }

    // The shared expert (DeepSeek, Qwen2-MoE) every token passes, split over tensor
    // parallelism like a dense MLP (Megatron-Core's SharedExpertMLP).
    if (a.sharedDFf > 0)
        addTokenMlp(c,
                    {ROOFLAB_TR_NOOP("rooflab::Explain", "MoE shared expert up"),
                     ROOFLAB_TR_NOOP("rooflab::Explain", "MoE shared expert SwiGLU"),
                     ROOFLAB_TR_NOOP("rooflab::Explain", "MoE shared expert GELU"),
                     ROOFLAB_TR_NOOP("rooflab::Explain", "MoE shared expert down")},
                    a.sharedDFf, moeLayers, again.sharedExperts);
    addRouting(c, mlpTokens, moeLayers, again.moe);
    if (denseLayers > 0)
        addTokenMlp(c,
                    {ROOFLAB_TR_NOOP("rooflab::Explain", "dense layers' MLP up"),
                     ROOFLAB_TR_NOOP("rooflab::Explain", "dense layers' SwiGLU"),
                     ROOFLAB_TR_NOOP("rooflab::Explain", "dense layers' GELU"),
                     ROOFLAB_TR_NOOP("rooflab::Explain", "dense layers' MLP down")},
                    a.denseLayerDFf(), denseLayers, again.dense);
    return mlpTokens;
}

} // namespace rooflab
