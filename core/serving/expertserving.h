#pragma once
// Expert parallelism and data-parallel attention for a served mixture-of-experts model
// (docs/formulas.md, "Serving: expert parallelism and data-parallel attention"): how the routed
// experts and the attention are laid out over the engine's GPUs (serving.expert_parallel,
// serving.data_parallel_attention), what that moves in a GPU's memory, the share of its experts
// the busiest GPU reads in a step, and the dispatch and combine of the tokens around every MoE layer.
#include "core/base/derivation.h"
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "core/model/servingreport.h"

namespace rooflab {

struct ServingHardware; // core/serving/servingstep.h
struct StepLoad;

// How the tokens reach the experts of other data-parallel ranks.
enum class ExpertDispatch {
    None,          // no data-parallel attention: the tensor-parallel all-reduce combines the experts
    GatherScatter, // vLLM's allgather_reducescatter (its default) and TensorRT-LLM's attention DP
    DeepEp,        // SGLang's --moe-a2a-backend deepep: each token to its top-k experts' GPUs
};

struct ExpertServingLayout {
    int expertGpus = 1;       // the GPUs one MoE layer's routed experts are split over, whole (EP size)
    int attentionRanks = 1;   // data-parallel attention ranks sharing the MoE layers
    int attentionTp = 1;      // GPUs of one rank's attention (parallel.tp)
    double moeLayersHere = 0; // MoE layers on this GPU's pipeline stage
    double topK = 0, dModel = 0;
    ExpertDispatch dispatch = ExpertDispatch::None;
    double dispatchBytes = 2; // per hidden value sent to the experts
    double combineBytes = 2;  // per hidden value sent back
    bool active() const { return expertGpus > 1; }
};

// The layout the serving block asks for; inactive (expertGpus 1) without expert_parallel or for
// a dense model. Precondition: validateScenario(scenario) is empty.
ExpertServingLayout expertServingLayout(const Scenario& scenario);

// The routed experts split over the expert-parallel GPUs instead of the tensor-parallel ones:
// this GPU's weights shrink by the difference and the KV cache takes it (vLLM sizes the cache
// from what the loaded weights leave).
void applyExpertLayout(const ExpertServingLayout& layout, const Scenario& scenario, ServingCapacity& capacity,
                       Trace* trace);

// The share of the busiest GPU's local experts that `touched` (the share of a layer's experts
// the step's tokens pick) puts to work: whole experts spread evenly, so the busiest GPU holds at
// least ceil(touched experts / GPUs) of them. `touched` itself without expert parallelism.
double busiestExpertShare(const ExpertServingLayout& layout, double experts, double touched);

// The dispatch and combine around the MoE layers of one step on one GPU (0 without data-parallel attention).
Traced expertDispatchTime(const ServingHardware& hardware, const StepLoad& load, Trace* trace);

// The layout's figures in the report: the expert-parallel GPUs, the dispatch and combine of a
// decode step of `decodeSeqs` sequences verifying `tokensPerSeq` tokens each, and a note.
void reportExpertLayout(const ServingHardware& hardware, double decodeSeqs, double tokensPerSeq, ServingReport& report);

} // namespace rooflab
