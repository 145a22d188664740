#include "core/model/servingvalidation.h"

#include "core/base/fieldlimits.h"
#include "core/base/jsonreader.h"
#include "core/base/translatable.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace rooflab {
namespace {

// "serving.<key>: must be between A and B, got V" unless `value` is finite and within `limit`.
void requireWithin(const char* key, double value, FieldLimit limit, std::vector<std::string>& problems) {
    if (std::isfinite(value) && limit.contains(value))
        return;
    problems.push_back(std::string("serving.") + key + ": " +
                       coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                                   {messageArgument(limit.min), messageArgument(limit.max), messageArgument(value)}));
}

void checkRanges(const ServingConfig& c, std::vector<std::string>& problems) {
    requireWithin("input_tokens", double(c.inputTokens), limits::servingTokens, problems);
    requireWithin("output_tokens", double(c.outputTokens), limits::servingTokens, problems);
    if (c.closedLoop())
        requireWithin("concurrency", double(c.concurrency), limits::servingConcurrency, problems);
    else
        requireWithin("request_rate", c.requestRate, limits::requestRate, problems);
    if (c.maxNumSeqs)
        requireWithin("max_num_seqs", double(*c.maxNumSeqs), limits::numSeqs, problems);
    if (c.maxNumBatchedTokens)
        requireWithin("max_num_batched_tokens", double(*c.maxNumBatchedTokens), limits::batchedTokens, problems);
    requireWithin("prefix_cache_hit", c.prefixCacheHit, limits::prefixCacheHit, problems);
    if (c.ttftSlo)
        requireWithin("ttft_s", *c.ttftSlo, limits::sloSeconds, problems);
    if (c.tpotSlo)
        requireWithin("tpot_s", *c.tpotSlo, limits::sloSeconds, problems);
    requireWithin("scheduler_steps", double(c.schedulerSteps), limits::schedulerSteps, problems);
    if (c.speculative) {
        requireWithin("speculative.draft_tokens", c.speculative->draftTokens, limits::draftTokens, problems);
        requireWithin("speculative.acceptance", c.speculative->acceptance, limits::acceptanceRate, problems);
    }
    if (const auto& d = c.disaggregation) {
        if (d->prefillInstances)
            requireWithin("disaggregation.prefill_instances", double(*d->prefillInstances), limits::poolInstances,
                          problems);
        if (d->decodeInstances)
            requireWithin("disaggregation.decode_instances", double(*d->decodeInstances), limits::poolInstances,
                          problems);
        if (d->prefillTp)
            requireWithin("disaggregation.prefill_tp", double(*d->prefillTp), limits::tensorParallel, problems);
        if (d->decodeTp)
            requireWithin("disaggregation.decode_tp", double(*d->decodeTp), limits::tensorParallel, problems);
        if (d->kvTransferGbps)
            requireWithin("disaggregation.kv_transfer_gbps", *d->kvTransferGbps, limits::kvTransferGBps, problems);
    }
}

// The draft model: an architecture of its own, and the target's vocabulary (vLLM's
// SpecDecodeWorker._vocab_size asserts the proposer's and the scorer's are equal).
void checkDraftModel(const Scenario& sc, std::vector<std::string>& problems) {
    if (!sc.serving->speculative || !sc.serving->speculative->draftModel)
        return;
    const ModelSpec& draft = *sc.serving->speculative->draftModel;
    if (const std::string why = validateArchitecture(draft.arch); !why.empty()) {
        problems.push_back("serving.speculative.draft_model." + why);
        return;
    }
    if (draft.arch.vocab != sc.model.arch.vocab)
        problems.push_back(
            "serving.speculative.draft_model: " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                        "its vocabulary of %1 tokens is not the model's %2: the engine verifies the "
                                        "draft's tokens by their ids, so both must share one tokenizer"),
                        {messageArgument(draft.arch.vocab), messageArgument(sc.model.arch.vocab)}));
}

// The pools must fit parallel.gpus: one instance of each at least, the counts given at most.
void checkPools(const Scenario& sc, std::vector<std::string>& problems) {
    if (!sc.serving->disaggregation)
        return;
    const DisaggregationConfig& d = *sc.serving->disaggregation;
    const int tp = std::max(1, sc.parallel.tensorParallel), pp = std::max(1, sc.parallel.pipelineParallel);
    const std::int64_t prefillGpus = std::int64_t(d.prefillTp.value_or(tp)) * pp;
    const std::int64_t decodeGpus = std::int64_t(d.decodeTp.value_or(tp)) * pp;
    const std::int64_t needed =
        d.prefillInstances.value_or(1) * prefillGpus + d.decodeInstances.value_or(1) * decodeGpus;
    if (needed > sc.parallel.gpus)
        problems.push_back(
            "serving.disaggregation: " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                        "%1 prefill instance(s) of %2 GPUs and %3 decode instance(s) of %4 GPUs need "
                                        "%5 GPUs, more than parallel.gpus %6"),
                        {messageArgument(d.prefillInstances.value_or(1)), messageArgument(prefillGpus),
                         messageArgument(d.decodeInstances.value_or(1)), messageArgument(decodeGpus),
                         messageArgument(needed), messageArgument(sc.parallel.gpus)}));
}

// The digits at `i` as a number (at most 4 of them), advancing `i`; nothing without a digit.
std::optional<int> readNumber(const std::string& text, std::size_t& i) {
    const std::size_t start = i;
    int value = 0;
    while (i < text.size() && i - start < 4 && std::isdigit(static_cast<unsigned char>(text[i])))
        value = value * 10 + (text[i++] - '0');
    return i > start ? std::optional<int>(value) : std::nullopt;
}

// serving.expert_parallel and serving.data_parallel_attention: a layout the engines can run.
void checkExpertLayout(const Scenario& sc, std::vector<std::string>& problems) {
    const ServingConfig& c = *sc.serving;
    if (!c.expertParallel && !c.dataParallelAttention)
        return;
    const Architecture& a = sc.model.arch;
    const char* key = c.expertParallel ? "serving.expert_parallel: " : "serving.data_parallel_attention: ";
    const auto problem = [&problems](const char* k, std::string text) { problems.push_back(k + std::move(text)); };
    if (!a.isMoe())
        return problem(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                        "the model has no routed experts to split (a dense model)")));
    if (c.dataParallelAttention && !c.expertParallel)
        return problem("serving.data_parallel_attention: ",
                       coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                   "the ranks share the MoE layers through expert parallelism: set "
                                                   "serving.expert_parallel too")));
    const int tp = std::max(1, sc.parallel.tensorParallel);
    if (c.dataParallelAttention && sc.parallel.pipelineParallel > 1)
        return problem("serving.data_parallel_attention: ",
                       coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                   "not modelled with pipeline parallelism (parallel.pp %1): use pp 1"),
                                   {messageArgument(sc.parallel.pipelineParallel)}));
    if (c.dataParallelAttention && sc.parallel.gpus % tp != 0)
        return problem("serving.data_parallel_attention: ",
                       coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                   "parallel.gpus %1 is not a whole number of ranks of tp %2"),
                                   {messageArgument(sc.parallel.gpus), messageArgument(tp)}));
    const std::int64_t ep = c.dataParallelAttention ? sc.parallel.gpus : tp;
    if (ep > a.experts || a.experts % ep != 0)
        problem(
            "serving.expert_parallel: ",
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                        "%1 routed experts per layer do not split evenly over %2 expert-parallel GPUs"),
                        {messageArgument(a.experts), messageArgument(ep)}));
}

} // namespace

std::optional<std::pair<int, int>> engineVersionNumbers(const std::string& version) {
    std::size_t i = !version.empty() && (version[0] == 'v' || version[0] == 'V') ? 1 : 0;
    const auto major = readNumber(version, i);
    if (!major || i >= version.size() || version[i] != '.')
        return std::nullopt;
    ++i;
    const auto minor = readNumber(version, i);
    if (!minor)
        return std::nullopt;
    return std::make_pair(*major, *minor);
}

void appendServingProblems(const Scenario& sc, std::vector<std::string>& problems) {
    if (!sc.serving)
        return;
    const ServingConfig& c = *sc.serving;
    checkRanges(c, problems);
    checkDraftModel(sc, problems);
    checkPools(sc, problems);
    checkExpertLayout(sc, problems);
    if (!c.engineVersion.empty() && !engineVersionNumbers(c.engineVersion))
        problems.push_back(
            "serving.engine_version: " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a release number such as \"0.6.0\", got \"%1\""),
                        {shortened(c.engineVersion)}));
    // An engine refuses a request longer than max_model_len, at most the model's context.
    const std::int64_t request = c.inputTokens + c.outputTokens;
    if (const std::int64_t limit = contextLimit(sc.model.arch); limit > 0 && request > limit)
        problems.push_back(
            "serving.output_tokens: " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                        "%1 prompt + %2 output tokens = %3, past the model's %4-token context; the "
                                        "engine refuses such requests"),
                        {messageArgument(c.inputTokens), messageArgument(c.outputTokens), messageArgument(request),
                         messageArgument(limit)}));
    // vLLM's SchedulerConfig: max_num_batched_tokens must be at least max_num_seqs.
    if (c.maxNumSeqs && c.maxNumBatchedTokens && *c.maxNumBatchedTokens < *c.maxNumSeqs)
        problems.push_back(
            "serving.max_num_batched_tokens: " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                        "%1 is below max_num_seqs %2: a step could not give every sequence a token"),
                        {messageArgument(*c.maxNumBatchedTokens), messageArgument(*c.maxNumSeqs)}));
}

} // namespace rooflab
