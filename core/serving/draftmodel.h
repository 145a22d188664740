#pragma once
// A draft model's cost in speculative decoding (docs/formulas.md, "Serving: a draft model"): each
// engine step runs the draft's k decode steps one after the other at the step's decode batch
// (its weights and KV cache read, its kernels launched, its tensor-parallel all-reduces) before
// the target verifies the k + 1 tokens; a step that computes prompt tokens runs the draft over
// them too, so that its KV cache holds the prompt before it proposes; on every GPU its weights
// and its KV cache take memory.
// Leviathan et al. 2023 (sec. 3.4) count the same: a step costs k draft runs plus one target run.
#include "core/base/derivation.h"
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "core/serving/servingstep.h"

#include <memory>

namespace rooflab {

struct ServingCalibration; // core/serving/servingcalibration.h

// The expected tokens a step yields with k draft tokens each accepted with probability a:
// (1 - a^(k+1)) / (1 - a), k + 1 when every draft is accepted (Leviathan et al. 2023, eq. 1).
double speculativeTokensPerStep(const SpeculativeConfig& speculative);

class DraftModel {
public:
    // Null without serving.speculative.draft_model (an n-gram lookup costs no GPU time). The draft
    // runs on the target's GPUs with the target's tensor and pipeline parallelism (vLLM's
    // speculative_draft_tensor_parallel_size defaults to the target's).
    static std::shared_ptr<const DraftModel> of(const Scenario& scenario, const EngineProfile& engine,
                                                const StepEfficiency& efficiency,
                                                const ServingCalibration* calibration);

    // The target's KV cache after the draft's weights, shared with the draft's cache block for
    // block (vLLM's spec_decode_worker.py, split_num_cache_blocks_evenly: both models allocate the
    // same number of blocks, together no more than the target's memory alone).
    void shareMemory(ServingCapacity& target, int blockSize, Trace* trace) const;

    // The draft's k sequential decode steps at the step's decode batch; 0 for a step without decodes.
    Traced stepsTime(const StepLoad& target, Trace* trace) const;

    // The draft's pass over the step's prompt tokens (its own prefill, a forward of its own); 0 for
    // a step without prompt tokens.
    Traced promptTime(const StepLoad& target, Trace* trace) const;

    double weightBytes() const { return m_hardware.weightBytes; }
    double kvBytesPerToken() const { return m_hardware.kvBytesPerToken; }

private:
    ServingHardware m_hardware;
    int m_draftTokens = 1;
};

// The report's draft figures at the operating point: its steps in the decode step of `batch`
// sequences holding `contextHeld` tokens each, its weights per GPU.
void reportDraft(const DraftModel& draft, double batch, double contextHeld, ServingReport& report);

} // namespace rooflab
