#include "core/serving/draftmodel.h"

#include "core/base/translatable.h"
#include "core/memory/servingcapacity.h"
#include "core/serving/servingcalibration.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

constexpr const char* kSourceDraft = "docs/formulas.md, Serving: a draft model (Leviathan et al. 2023, sec. 3.4)";
// vLLM V0 runs the proposer over every prefill the scorer ran (_run_no_spec, "so that the KV cache
// is consistent between the two"; with chunked prefill _run_speculative_decoding_step's "extra
// forward on prefills"); SGLang's EAGLEWorker follows forward_target_extend with
// forward_draft_extend.
constexpr const char* kSourcePrompt = "vLLM vllm/spec_decode/spec_decode_worker.py (v0.6.3), _run_no_spec; SGLang "
                                      "python/sglang/srt/speculative/eagle_worker.py, forward_draft_extend";
constexpr const char* kSourceShare = "vLLM vllm/spec_decode/spec_decode_worker.py (v0.6.3), "
                                     "split_num_cache_blocks_evenly";

} // namespace

double speculativeTokensPerStep(const SpeculativeConfig& s) {
    const double a = s.acceptance;
    return a >= 1.0 ? s.draftTokens + 1.0 : (1.0 - std::pow(a, s.draftTokens + 1.0)) / (1.0 - a);
}

std::shared_ptr<const DraftModel> DraftModel::of(const Scenario& sc, const EngineProfile& engine,
                                                 const StepEfficiency& eff, const ServingCalibration* calibration) {
    if (!sc.serving || !sc.serving->speculative || !sc.serving->speculative->draftModel)
        return nullptr;
    Scenario draft = sc;
    draft.model = *sc.serving->speculative->draftModel;
    draft.serving->speculative.reset();
    auto model = std::make_shared<DraftModel>();
    model->m_draftTokens = sc.serving->speculative->draftTokens;
    // Its weights and bytes per token as the engine loads them (the target's dtypes and layout).
    const ServingCapacity capacity = computeServingCapacity(draft, nullptr);
    model->m_hardware = servingHardware(draft, engine, capacity, eff);
    if (calibration)
        applyServingCalibration(*calibration, engine.cudaGraphs, model->m_hardware);
    // The draft's steps run inside the target's engine step: the scheduler, sampling and the
    // responses are the engine step's, counted once there; its kernels and all-reduces are its own.
    model->m_hardware.hostS = 0;
    model->m_hardware.perSequenceS = 0;
    model->m_hardware.sequenceHostS = 0;
    return model;
}

void DraftModel::shareMemory(ServingCapacity& target, int blockSize, Trace* trace) const {
    const Traced left =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache beside a draft model"), Unit::Bytes,
                     kSourceDraft)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache of the model alone"), target.kvCache, Unit::Bytes)
            .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "draft model's weights on this GPU"), m_hardware.weightBytes,
                   Unit::Bytes)
            .result();
    target.kvCache = std::max(0.0, left.value);
    const double block = std::max(1, blockSize);
    const Traced blocks =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache blocks shared with the draft"),
                         Unit::Count, kSourceShare)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache beside a draft model"), target.kvCache, Unit::Bytes)
            .over(ROOFLAB_TR_NOOP("rooflab::Explain", "a block of both models' keys and values"),
                  block * (target.kvBytesPerToken + m_hardware.kvBytesPerToken), Unit::Bytes)
            .result();
    target.kvCapacityTokens = std::floor(blocks.value) * block;
}

Traced DraftModel::stepsTime(const StepLoad& target, Trace* trace) const {
    if (target.decodeSeqs <= 0)
        return 0.0;
    StepLoad load;
    load.decodeSeqs = target.decodeSeqs;
    load.contextHeld = target.contextHeld;
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "draft model's decode steps"), Unit::Seconds,
                            kSourceDraft)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "one draft decode step at the batch"),
               servingStepTime(m_hardware, load, trace).total, Unit::Seconds)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "draft tokens (sequential steps)"), double(m_draftTokens),
               Unit::Plain)
        .result();
}

Traced DraftModel::promptTime(const StepLoad& target, Trace* trace) const {
    if (target.prefillTokens <= 0)
        return 0.0;
    // The prompt tokens alone: the decodes' tokens are the draft's decode steps' (stepsTime).
    StepLoad load;
    load.prefillTokens = target.prefillTokens;
    load.prefillKeys = target.prefillKeys;
    load.prefillChunk = target.prefillChunk;
    load.promptTokens = target.promptTokens;
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "draft model's prompt pass"), Unit::Seconds,
                            kSourcePrompt)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "draft model's step over the prompt tokens"),
               servingStepTime(m_hardware, load, trace).total, Unit::Seconds)
        .result();
}

void reportDraft(const DraftModel& draft, double batch, double contextHeld, ServingReport& report) {
    StepLoad load;
    load.decodeSeqs = batch;
    load.contextHeld = contextHeld;
    report.draftStepsS = draft.stepsTime(load, nullptr).value;
    report.draftWeightBytes = draft.weightBytes();
}

} // namespace rooflab
