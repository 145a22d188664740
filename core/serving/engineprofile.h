#pragma once
// What an inference engine does by default (docs/formulas.md, "Serving: engine profiles"): its
// batch limits, whether it captures CUDA graphs, and the host time each step costs beyond the
// GPU's kernels (scheduling, sampling, detokenising), each value with its source.
#include "core/model/scenario.h"

namespace rooflab {

struct EngineProfile {
    const char* id = "vllm";
    bool cudaGraphs = true;                  // decode steps replay a captured graph
    std::int64_t maxNumSeqs = 256;           // sequences decoding at once
    std::int64_t maxNumBatchedTokens = 8192; // tokens (decode + prompt chunks) of one step
    double hostStepS = 0;                    // scheduler, sampling, output processing per step (not hidden)
    // A step carries prompt tokens beside the decodes (chunked prefill, in-flight batching); false:
    // prompts run in steps of their own and the decodes wait for them.
    bool mixedPrefill = true;
    std::int64_t schedulerSteps = 1; // decode steps per scheduling pass; requests join between passes
    // A sequence that finishes inside a pass keeps its slot, and is computed, until the pass ends
    // (vLLM V0's multi-step scheduling); false: finished sequences leave the batch every step.
    bool passHoldsFinished = false;
    // The scheduler and input preparation (hostStepS) run once per pass of schedulerSteps decode
    // steps (vLLM V0's multi-step scheduling); false: once per step.
    bool hostPerPass = false;
    double requestOverheadS = 0; // per request, outside the steps: HTTP, tokenising, the first response
    // Per running sequence per step, when tokens are streamed: the response the engine's step loop
    // builds and hands on for each sequence before the next step starts.
    double streamResponseS = 0;
    const char* streamSource = "";
    // Per running sequence per step, streamed or not: the engine's own host work that its
    // pipelining leaves between two steps (vLLM's V0 engine; kVllmV0SequenceHostS).
    double sequenceHostS = 0;
    const char* sequenceHostSource = "";
    const char* limitsSource = "";
    const char* hostSource = "";
    const char* prefillSource = "";
};

// The engine's defaults on the scenario's GPU (vLLM and SGLang choose by the card's memory),
// with the serving block's own settings applied.
EngineProfile engineProfile(const Scenario& scenario);

// Kernel launch cost per kernel without CUDA graphs: the host's dispatch of one PyTorch op
// (assumed, docs/formulas.md "Serving: per-step overhead").
inline constexpr double kEagerLaunchS = 10e-6;

// A request's time to first token outside the engine's steps (the HTTP frontend, tokenising the
// prompt, streaming the first token back): fitted on the one fit row of validation/serving-runs.json
// whose first token is a single small prefill step (NIM, Llama 3 8B FP8 on one H100, 200-token
// prompt, concurrency 1: 9.77 ms measured, 4.98 ms of steps predicted); the same for every engine
// (assumed: no row isolates another engine's frontend). docs/formulas.md, "Serving: engine profiles".
inline constexpr double kRequestOverheadS = 4.8e-3;

// TensorRT-LLM's step loop, per running sequence per step when tokens are streamed: its executor
// (cpp/tensorrt_llm/executor/executorImpl.cpp at 036a60f, Executor::Impl::executionLoop) runs
// populateNewResponses over every active request between forwardSync of one step and
// forwardAsync of the next, and a streaming request gets a response for each new token
// (createResponse); an offline run only gets the finished ones. Fitted, 47 us, on the 19 fit rows
// of validation/serving-runs.json (least squares of the log ratios of every published TTFT, TPOT
// and throughput; 46-48 us are equal to 0.1 %). docs/formulas.md, "Serving: engine profiles".
inline constexpr double kTrtllmStreamResponseS = 47e-6;

// SGLang before 0.4, per running request per step when tokens are streamed: its ModelTpServer
// (python/sglang/srt/managers/tp_worker.py of the v0.3 series, September 2024) runs, in the process that launches the
// steps and between one step and the next, forward_decode_batch's loop over every request (append the token,
// check_finished) and handle_finished_requests, which builds each streaming request's output
// (meta_info, init_incremental_detokenize) for the detokeniser; v0.4's overlap scheduler runs this
// while the GPU computes the next step (0 from 0.4). Fitted, 20 us, on the two SGLang fit rows of
// validation/serving-runs.json (sglang-060-*-sharegpt-rps4: least squares of the log ratios of their
// TTFT and TPOT; 15-25 us are equal to 1 %). docs/formulas.md, "Serving: engine profiles".
inline constexpr double kSglangStepLoopResponseS = 20e-6;

// vLLM's V0 engine (before 0.8), per running sequence per step, streamed or not: the Python work
// the engine process does for each sequence that multi-step scheduling and the asynchronous output
// processor (0.6.0: PRs 7000, 7049, 7921, 8050) leave between steps: scheduling and input
// preparation per sequence group, the sampler's output turned into Python objects, appending the
// token, incremental detokenisation, stop checks, the RequestOutput for the frontend (vLLM blog,
// 2024-09-05, "High CPU overhead": Python lists and dicts; output processing "increasing as batch
// sizes grew"). Derived, 45 us, from one published measurement and no row of
// validation/serving-runs.json: vLLM PR 8335's "Multi-step + async + no streaming" run (Llama 3.1
// 8B on one H100, 1000 ShareGPT prompts at an unlimited rate: 8382 output tokens/s, mean TPOT
// 26.01 ms), which the model gives at 45 us as 8601 tokens/s and 26.8 ms (least squares of the two
// log ratios; 44 and 46 us are within 20 % of its sum), the host step spread over the 10-step
// passes and the held steps in TPOT. docs/formulas.md, "Serving: engine profiles".
inline constexpr double kVllmV0SequenceHostS = 45e-6;

} // namespace rooflab
