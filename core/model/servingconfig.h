#pragma once
// The scenario's top-level "serving" block (docs/scenario-format.md, "Serving"): an inference
// engine serving the scenario's model on its GPUs and layout, at a closed-loop concurrency or an
// open-loop request rate. core/serving/ turns it into a ServingReport (docs/formulas.md, "Serving").
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace rooflab {

struct ModelSpec; // core/model/scenario.h

// The engines whose defaults RoofLab knows (core/serving/engineprofile.h).
enum class ServingEngine { Vllm, Sglang, Trtllm };

// Speculative decoding: `draftTokens` proposed per step (a draft model or n-gram lookup), each
// accepted with probability `acceptance` (Leviathan et al. 2023's alpha).
struct SpeculativeConfig {
    int draftTokens = 3;
    double acceptance = 0.7;
    // draft_model: the small model that proposes the tokens, read as the top-level "model" key;
    // null: n-gram lookup, which costs no GPU time (core/serving/draftmodel.h).
    std::shared_ptr<const ModelSpec> draftModel;
};

// Disaggregated prefill and decode (DistServe, Zhong et al. OSDI 2024): prompts run on prefill
// instances, their KV cache moves to decode instances, which only decode
// (core/serving/disaggregatedserving.h). Unset counts: the split of parallel.gpus that completes
// the most requests per second; unset tp: parallel.tp; unset bandwidth: the inter-node network's.
struct DisaggregationConfig {
    std::optional<std::int64_t> prefillInstances, decodeInstances;
    std::optional<int> prefillTp, decodeTp;
    std::optional<double> kvTransferGbps; // GB/s per GPU from the prefill to the decode instance
};

struct ServingConfig {
    ServingEngine engine = ServingEngine::Vllm;
    std::int64_t inputTokens = 1024;        // prompt tokens per request
    std::int64_t outputTokens = 256;        // generated tokens per request
    std::int64_t concurrency = 0;           // closed loop: requests in flight; 0 when requestRate is given
    double requestRate = 0;                 // open loop: requests per second arriving (Poisson); 0: closed loop
    std::optional<std::int64_t> maxNumSeqs; // unset: the engine's default
    std::optional<std::int64_t> maxNumBatchedTokens; // unset: the engine's default
    double prefixCacheHit = 0;                       // share of each prompt found in the prefix cache, 0..1
    std::optional<double> ttftSlo;                   // ttft_s: the time to first token aimed at (seconds)
    std::optional<double> tpotSlo;                   // tpot_s: the time per output token aimed at (seconds)
    std::optional<bool> cudaGraphs;                  // unset: the engine's default
    std::optional<SpeculativeConfig> speculative;
    std::optional<DisaggregationConfig> disaggregation;
    // engine_version: "0.6.0"; empty: the engine's current release. Chooses version-dependent
    // defaults (vLLM before 0.8 runs its V0 engine: core/serving/engineprofile.cpp).
    std::string engineVersion;
    // scheduler_steps: decode steps run per scheduling pass (vLLM --num-scheduler-steps, SGLang
    // --num-continuous-decode-steps); new requests join only between passes.
    std::int64_t schedulerSteps = 1;
    // streaming: each generated token is sent back as it comes (genai-perf, the engines' serving
    // benchmarks, a chat client); false: the whole answer at the end (trtllm-bench, offline runs).
    bool streaming = true;
    // fixed_lengths: every request has exactly input_tokens and output_tokens (a fixed-length
    // dataset with ignore_eos, as genai-perf's NIM runs and the engines' random datasets set it),
    // so a closed loop's clients finish together and send their next requests together; false:
    // lengths vary as a real dataset's do (ShareGPT), output_tokens is their mean, and the
    // clients drift out of step (docs/formulas.md, "Serving: lengths that vary drift out of step").
    bool fixedLengths = true;
    // expert_parallel: the routed experts split whole over the GPUs (vLLM --enable-expert-parallel;
    // EP size = tp, or tp x the data-parallel ranks); false: every GPU holds a tp slice of each.
    bool expertParallel = false;
    // data_parallel_attention: each group of tp GPUs is a rank with its own requests, KV cache and
    // attention weights; all ranks share the MoE layers through expert parallelism (SGLang
    // --enable-dp-attention, vLLM --data-parallel-size with --enable-expert-parallel).
    bool dataParallelAttention = false;
    bool closedLoop() const { return requestRate <= 0; }
};

} // namespace rooflab
