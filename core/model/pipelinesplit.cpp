#include "core/model/pipelinesplit.h"

#include "core/base/fieldlimits.h"
#include "core/base/translatable.h"

#include <algorithm>
#include <optional>

namespace rooflab {

int PipelineSplit::layersOn(PipelineStage stage) const {
    switch (stage) {
    case PipelineStage::Middle:
        return middle;
    case PipelineStage::Last:
        return last;
    case PipelineStage::Only:
    case PipelineStage::First:
        break;
    }
    return first;
}

int PipelineSplit::most() const {
    return std::max({first, last, stages > 2 ? middle : 0});
}

bool setsPipelineSplit(const ParallelConfig& parallel) {
    return parallel.firstStageLayers > 0 || parallel.lastStageLayers > 0 || parallel.embeddingInSplit ||
           parallel.lossInSplit;
}

namespace {

int virtualStagesOf(const ParallelConfig& parallel) {
    return parallel.pipelineParallel > 1 ? std::max(1, parallel.virtualStages) : 1;
}

PipelineSplit evenSplit(int layers, int pipeline) {
    const int p = std::max(1, pipeline);
    const int each = (layers + p - 1) / p;
    return {p, each, p > 2 ? each : 0, each, false};
}

// What Megatron-Core checks (transformer_config.py __post_init__ and get_num_layers_to_build,
// d98e8a64): the first problem found, or none.
enum class SplitProblem {
    None,
    NoPipeline,
    DualPipe,
    Mixed,
    TooManyLayers,
    EndsNotAll,
    MiddleRemainder,
    FirstVirtual,
    LastVirtual,
    MiddleVirtual,
    AccountedRemainder,
    AccountedVirtual
};

struct SplitCheck {
    SplitProblem problem = SplitProblem::None;
    PipelineSplit split;
    int rest = 0; // layers left for the middle stages; with the embedding/loss counted, all units
    int left = 0; // middle stages; with the embedding/loss counted, the stages
};

SplitCheck checkFixedEnds(const ParallelConfig& par, int layers) {
    const int p = par.pipelineParallel, v = virtualStagesOf(par);
    SplitCheck c;
    c.rest = layers - par.firstStageLayers - par.lastStageLayers;
    c.left = p - (par.firstStageLayers > 0 ? 1 : 0) - (par.lastStageLayers > 0 ? 1 : 0);
    if (c.rest < 0)
        c.problem = SplitProblem::TooManyLayers;
    else if (c.left == 0 && c.rest != 0)
        c.problem = SplitProblem::EndsNotAll;
    else if (c.left > 0 && c.rest % c.left != 0)
        c.problem = SplitProblem::MiddleRemainder;
    else if (par.firstStageLayers % v != 0)
        c.problem = SplitProblem::FirstVirtual;
    else if (par.lastStageLayers % v != 0)
        c.problem = SplitProblem::LastVirtual;
    else if (c.left > 0 && (c.rest / c.left) % v != 0)
        c.problem = SplitProblem::MiddleVirtual;
    if (c.problem != SplitProblem::None)
        return c;
    const int middle = c.left > 0 ? c.rest / c.left : 0;
    c.split = {p, par.firstStageLayers > 0 ? par.firstStageLayers : middle, p > 2 ? middle : 0,
               par.lastStageLayers > 0 ? par.lastStageLayers : middle, true};
    return c;
}

// The embedding and the loss counted as a layer each: p stages of (L + e + l) / p, the first
// stage's first chunk and the last stage's last chunk one transformer layer short.
SplitCheck checkAccounted(const ParallelConfig& par, int layers) {
    const int p = par.pipelineParallel, v = virtualStagesOf(par);
    const int embedding = par.embeddingInSplit ? 1 : 0, loss = par.lossInSplit ? 1 : 0;
    SplitCheck c;
    c.rest = layers + embedding + loss;
    c.left = p;
    if (c.rest % p != 0)
        c.problem = SplitProblem::AccountedRemainder;
    else if ((c.rest / p) % v != 0)
        c.problem = SplitProblem::AccountedVirtual;
    if (c.problem != SplitProblem::None)
        return c;
    const int each = c.rest / p;
    c.split = {p, each - embedding, p > 2 ? each : 0, each - loss, true};
    return c;
}

SplitCheck checkSplit(const ParallelConfig& par, int layers) {
    SplitCheck c;
    if (par.pipelineParallel <= 1)
        c.problem = SplitProblem::NoPipeline;
    else if (par.dualPipe())
        c.problem = SplitProblem::DualPipe;
    else if ((par.firstStageLayers > 0 || par.lastStageLayers > 0) && (par.embeddingInSplit || par.lossInSplit))
        c.problem = SplitProblem::Mixed;
    else
        return par.firstStageLayers > 0 || par.lastStageLayers > 0 ? checkFixedEnds(par, layers)
                                                                   : checkAccounted(par, layers);
    return c;
}

// The key a problem is reported under: the first of the four the scenario sets.
std::string splitKey(const ParallelConfig& par) {
    if (par.firstStageLayers > 0)
        return "parallel.num_layers_in_first_pipeline_stage: ";
    if (par.lastStageLayers > 0)
        return "parallel.num_layers_in_last_pipeline_stage: ";
    if (par.embeddingInSplit)
        return "parallel.account_for_embedding_in_pipeline_split: ";
    return "parallel.account_for_loss_in_pipeline_split: ";
}

std::string splitMessage(const ParallelConfig& par, const SplitCheck& c, int layers) {
    const std::string v = messageArgument(virtualStagesOf(par));
    switch (c.problem) {
    case SplitProblem::NoPipeline:
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "needs pipeline parallelism (pp of 2 or more)"));
    case SplitProblem::DualPipe:
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                           "DualPipe's mirrored stages hold the layers evenly; not with DualPipe"));
    case SplitProblem::Mixed:
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                           "the first and last stages' layers cannot be set together with "
                                           "account_for_embedding_in_pipeline_split or "
                                           "account_for_loss_in_pipeline_split (Megatron-Core refuses it)"));
    case SplitProblem::TooManyLayers:
        return coreMessage(
            ROOFLAB_TR_NOOP("rooflab::Messages", "the first and last stages' %1 layers exceed the model's %2 layers"),
            {messageArgument(layers - c.rest), messageArgument(layers)});
    case SplitProblem::EndsNotAll:
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                           "with no middle stage the first and last stages must hold all %1 "
                                           "layers, got %2"),
                           {messageArgument(layers), messageArgument(layers - c.rest)});
    case SplitProblem::MiddleRemainder:
        return coreMessage(
            ROOFLAB_TR_NOOP("rooflab::Messages", "the %1 layers left do not divide evenly over the %2 middle stages"),
            {messageArgument(c.rest), messageArgument(c.left)});
    case SplitProblem::FirstVirtual:
        return coreMessage(
            ROOFLAB_TR_NOOP("rooflab::Messages", "the first stage's %1 layers do not divide into %2 virtual stages"),
            {messageArgument(par.firstStageLayers), v});
    case SplitProblem::LastVirtual:
        return coreMessage(
            ROOFLAB_TR_NOOP("rooflab::Messages", "the last stage's %1 layers do not divide into %2 virtual stages"),
            {messageArgument(par.lastStageLayers), v});
    case SplitProblem::MiddleVirtual:
        return coreMessage(
            ROOFLAB_TR_NOOP("rooflab::Messages", "each middle stage's %1 layers do not divide into %2 virtual stages"),
            {messageArgument(c.rest / c.left), v});
    case SplitProblem::AccountedRemainder:
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                           "%1 layers (the embedding and/or the loss counted as one each) do not "
                                           "divide evenly over %2 pipeline stages"),
                           {messageArgument(c.rest), messageArgument(c.left)});
    case SplitProblem::AccountedVirtual:
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                           "each stage's %1 layers (the embedding and/or the loss counted) do not "
                                           "divide into %2 virtual stages"),
                           {messageArgument(c.rest / c.left), v});
    case SplitProblem::None:
        break;
    }
    return {};
}

// The profiles whose pipelines split layers unevenly (core/plan/profilerules.cpp, unevenStages).
bool splitsUnevenly(Implementation implementation) {
    return implementation == Implementation::MegatronCore || implementation == Implementation::Torchtitan ||
           implementation == Implementation::DeepSpeed;
}

} // namespace

PipelineSplit pipelineSplit(const ParallelConfig& parallel, std::int64_t layers) {
    const int count = int(std::clamp<std::int64_t>(layers, 0, limits::layers.max)); // validated up to it
    if (parallel.pipelineParallel <= 1 || !setsPipelineSplit(parallel))
        return evenSplit(count, parallel.pipelineParallel);
    const SplitCheck c = checkSplit(parallel, count);
    return c.problem == SplitProblem::None ? c.split : evenSplit(count, parallel.pipelineParallel);
}

namespace {

// Forward FLOPs per token of one transformer layer: 2 x its active parameters + 2 s d_attn
// (Kaplan et al. 2020, Table 1; s the keys a query attends to, a packed document's length).
double layerForwardFlops(const Scenario& sc, const ParameterBreakdown& p) {
    const Architecture& a = sc.model.arch;
    const double activeLayer = double(p.activePerToken - p.embeddings - p.positionEmbeddings - p.lmHead) /
                               double(std::max<std::int64_t>(1, a.layers));
    return 2.0 * activeLayer + 2.0 * sc.training.attentionSpan() * a.attentionWidth();
}

double headForwardFlops(const Architecture& a) {
    return 2.0 * double(a.dModel) * double(a.vocab);
}

} // namespace

SlowestStage slowestStage(const Scenario& sc) {
    const Architecture& a = sc.model.arch;
    const PipelineSplit split = pipelineSplit(sc.parallel, a.layers);
    if (!split.uneven)
        return {split.most(), true};
    const double layer = layerForwardFlops(sc, countParameters(a));
    const double head = headForwardFlops(a);
    SlowestStage slowest{split.last, true};
    double most = split.last * layer + head;
    const auto consider = [&](int layers) {
        if (layers * layer > most) {
            most = layers * layer;
            slowest = {layers, false};
        }
    };
    consider(split.first);
    if (split.stages > 2)
        consider(split.middle);
    return slowest;
}

EndStageCosts endStageCosts(const Scenario& sc) {
    const Architecture& a = sc.model.arch;
    const ParameterBreakdown p = countParameters(a);
    const double layer = layerForwardFlops(sc, p);
    const double layerParams = double(p.perLayer);
    if (layer <= 0 || layerParams <= 0)
        return {};
    return {headForwardFlops(a) / layer, double(p.embeddings + p.positionEmbeddings) / layerParams};
}

bool pipelineSplitAccepted(const ParallelConfig& parallel, std::int64_t layers) {
    if (layers < 1 || layers > limits::layers.max || parallel.pipelineParallel > layers)
        return false;
    return checkSplit(parallel, int(layers)).problem == SplitProblem::None;
}

std::vector<std::string> pipelineSplitProblems(const Scenario& sc) {
    const ParallelConfig& par = sc.parallel;
    if (!setsPipelineSplit(par))
        return {};
    if (!splitsUnevenly(sc.training.implementation))
        return {splitKey(par) +
                coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                            "this framework profile splits the layers evenly over the pipeline "
                                            "stages; uneven first and last stages need the megatron-core, "
                                            "torchtitan or deepspeed profile"))};
    const int layers = int(std::min<std::int64_t>(sc.model.arch.layers, limits::layers.max));
    if (layers < 1 || par.pipelineParallel < 1 || par.pipelineParallel > layers)
        return {}; // parallel.pp's own checks report it
    const SplitCheck c = checkSplit(par, layers);
    if (c.problem == SplitProblem::None)
        return {};
    return {splitKey(par) + splitMessage(par, c, layers)};
}

} // namespace rooflab
