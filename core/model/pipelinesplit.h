#pragma once
// The layers of each pipeline stage (docs/formulas.md, "Uneven first and last pipeline stages").
// Without Megatron-Core's split keys every stage is counted with ceil(L / p) layers (the
// busiest stage of an even split). With them, Megatron-Core's assignment
// (megatron/core/transformer/transformer_block.py, get_num_layers_to_build, NVIDIA/Megatron-LM
// d98e8a64, 2026-08): num_layers_in_first/last_pipeline_stage fix the end stages and the middle
// ones share the rest; account_for_embedding/loss_in_pipeline_split count the embedding and the
// loss as one layer each, p stages of (L + e + l) / p, the end stages one transformer layer short.
#include "core/model/scenario.h"

#include <string>
#include <vector>

namespace rooflab {

// Which pipeline stage a GPU's figures are computed for: the first holds the embeddings and
// the most micro-batches in flight, the last the head and the logits; a middle stage (the
// second, the one of them with the most in flight) only its layers.
enum class PipelineStage { Only, First, Middle, Last };

struct PipelineSplit {
    int stages = 1;
    int first = 0;       // layers of the first stage (all of them with one stage)
    int middle = 0;      // layers of each stage between the first and the last (0 with 2 stages)
    int last = 0;        // layers of the last stage
    bool uneven = false; // set by the scenario's keys (else every stage counts ceil(L / p))
    int layersOn(PipelineStage stage) const;
    // The most layers any stage holds.
    int most() const;
};

// Whether the scenario sets any of the four keys.
bool setsPipelineSplit(const ParallelConfig& parallel);
// The split of `layers` over the pipeline; where the keys do not divide these layers (a fit
// search's size-only model) the even split.
PipelineSplit pipelineSplit(const ParallelConfig& parallel, std::int64_t layers);
// The stage a training step waits on (the pipeline runs at its slowest stage): its layers and
// whether it holds the LM head and the loss. Without the split keys ceil(L / p) layers and the
// head (the busiest stage of an even split). With them the stage of most work, counted as forward
// FLOPs per token: 2 x (a layer's active parameters) + 2 s d_attn per layer (Kaplan et al. 2020,
// Table 1), 2 h V for the head; the embedding lookup does no product.
struct SlowestStage {
    int layers = 0;
    bool head = true;
};
SlowestStage slowestStage(const Scenario& sc);

// The end stages' extra work and memory in transformer layers (docs/formulas.md, "The layout
// planner"): the LM head's forward FLOPs per token against a layer's (as slowestStage weighs
// them; the embedding lookup does no product), and the embedding's parameters against a
// layer's (weights, gradients and optimizer states scale alike).
struct EndStageCosts {
    double headTime = 0;
    double embeddingMemory = 0;
};
EndStageCosts endStageCosts(const Scenario& sc);

// Whether Megatron-Core accepts the keys of `parallel` for `layers` (pipelineSplitProblems's
// checks, for a split the planner builds).
bool pipelineSplitAccepted(const ParallelConfig& parallel, std::int64_t layers);

// Megatron-Core's refusals of the keys for this pipeline and these layers, each naming its key.
std::vector<std::string> pipelineSplitProblems(const Scenario& sc);

} // namespace rooflab
