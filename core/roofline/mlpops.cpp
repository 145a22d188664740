#include "core/roofline/mlpops.h"

#include "core/model/expertparallel.h"
#include "core/memory/moememory.h"
#include "core/base/translatable.h"

#include <algorithm>

namespace rooflab {

double addMlpOps(OpBuilder& ops, const Scenario& sc, const MlpPhase& phase, const ElementwiseBytes& eb,
                 std::string_view elementwiseDetail) {
    const Architecture& a = sc.model.arch;
    const double tp = sc.parallel.tensorParallel;
    const double h = a.dModel, f = a.dFf, tokens = phase.tokens, w = phase.weightBytes;
    const bool swiglu = a.mlp == MlpKind::SwiGlu;
    const double widthFactor = swiglu ? 2.0 : 1.0;
    const double routed = a.isMoe() ? double(std::max<std::int64_t>(1, a.topK)) : 1;
    const double experts = a.isMoe() ? a.experts : 1;
    // DeepSeek's first layers (first_k_dense_replace) keep a dense MLP. With pipeline
    // parallelism a stage of MoE layers paces the step (the dense layers share the first stage
    // with fewer MoE layers), so only an unsplit model counts them here.
    const double denseLayers = a.isMoe() && sc.parallel.pipelineParallel == 1 ? a.denseLayers : 0;
    const double moeLayers = phase.layers - denseLayers;

    // Megatron-Core's selective modules run their part's forward once more (core/model/recomputemodules.h).
    auto again = [&](RecomputeModule module) { return phase.train && sc.training.recomputes(module) ? 1.0 : 0.0; };
    const double denseAgain = again(RecomputeModule::DenseMlp), moeAgain = again(RecomputeModule::Moe);
    const double sharedAgain = std::max(moeAgain, again(RecomputeModule::SharedExperts));
    const double expertActivationAgain = std::max(moeAgain, again(RecomputeModule::ExpertActivation));

    // The activation after the up projection: SwiGLU (SiLU x up) or GELU, over `elements`.
    auto activation = [&](const char* swigluName, const char* geluName, double elements, double layers, double extra) {
        if (swiglu)
            ops.elementwise(swigluName, 5.0, eb.activation, elements, layers, phase.passes + extra, elementwiseDetail);
        else
            ops.elementwise(geluName, 8.0, eb.activation, elements, layers, phase.passes + extra, elementwiseDetail);
        ops.launchesPerPassLast(phase.activationLaunches);
    };
    // An MLP every token passes, d_ff = `width` split over tensor parallelism: its up
    // projection, activation and down projection on `layers` layers.
    struct MlpNames {
        const char* up;
        const char* swiglu;
        const char* gelu;
        const char* down;
    };
    auto tokenMlp = [&](const MlpNames& names, double width, double layers, double extra) {
        ops.matmul(names.up, tokens, h, widthFactor * width / tp, layers, w, phase.matmulPasses + extra);
        ops.launchesPerPassLast(phase.upLaunches);
        activation(names.swiglu, names.gelu, tokens * width / tp, layers, extra);
        ops.matmul(names.down, tokens, width / tp, h, layers, w, phase.matmulPasses + extra);
    };

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
    // This MLP: the experts of an MoE layer, or a dense model's MLP.
    const double mlpAgain = a.isMoe() ? moeAgain : denseAgain;
    const double mlpPasses = phase.matmulPasses + mlpAgain;
    auto perExpertCalls = [&](double n, double k) {
        if (a.isMoe())
            ops.shapeLast(rowsPerExpert, n, k, moeLayers * mlpPasses * localExperts);
    };
    const double upWidth = widthFactor * f / tp;
    ops.matmul(swiglu ? ROOFLAB_TR_NOOP("rooflab::Explain", "MLP gate + up") : ROOFLAB_TR_NOOP("rooflab::Explain", "MLP up"),
               mlpTokens, h, upWidth, moeLayers, w * mlpWeightScale, mlpPasses);
    ops.launchesPerPassLast(phase.upLaunches);
    perExpertCalls(upWidth, h);
    activation(ROOFLAB_TR_NOOP("rooflab::Explain", "SwiGLU (SiLU x up)"), ROOFLAB_TR_NOOP("rooflab::Explain", "GELU"),
               mlpTokens * f / tp, moeLayers, a.isMoe() ? expertActivationAgain : denseAgain);
    ops.matmul(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP down"), mlpTokens, f / tp, h, moeLayers, w * mlpWeightScale,
               mlpPasses);
    perExpertCalls(h, f / tp);
    if (!a.isMoe())
        return mlpTokens;

    // The shared expert (DeepSeek, Qwen2-MoE) every token passes, split over tensor
    // parallelism like a dense MLP (Megatron-Core's SharedExpertMLP).
    if (a.sharedDFf > 0)
        tokenMlp({ROOFLAB_TR_NOOP("rooflab::Explain", "MoE shared expert up"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "MoE shared expert SwiGLU"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "MoE shared expert GELU"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "MoE shared expert down")},
                 a.sharedDFf, moeLayers, sharedAgain);
    // Routing: the router's product (tokens x h x E on every tensor-parallel rank's tokens)
    // and the permutation of the routed tokens before the experts and back after them (each
    // reads and writes every routed hidden state; the way back also multiplies by the routing
    // weights), in the forward and again in the backward.
    const double ownTokens = sc.parallel.sequenceParallel ? tokens / tp : tokens;
    ops.matmul(ROOFLAB_TR_NOOP("rooflab::Explain", "MoE router"), ownTokens, h, a.experts, moeLayers, w,
               phase.matmulPasses + moeAgain);
    ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "MoE token permute and unpermute"), 1.0,
                    4.0 * ops.activationBytes(), ownTokens * (mlpTokens / tokens) * h, moeLayers,
                    phase.train ? phase.passes - 1.0 + moeAgain : 1.0, dtypeId(sc.precision.activations));
    if (denseLayers > 0)
        tokenMlp({ROOFLAB_TR_NOOP("rooflab::Explain", "dense layers' MLP up"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "dense layers' SwiGLU"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "dense layers' GELU"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "dense layers' MLP down")},
                 a.denseLayerDFf(), denseLayers, denseAgain);
    return mlpTokens;
}

} // namespace rooflab
