#include "core/serving/engineprofile.h"

#include "core/model/servingvalidation.h"

#include <algorithm>

namespace rooflab {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// vLLM (V1 engine, vllm/engine/arg_utils.py, EngineArgs defaults for the OpenAI server): on a
// card of at least 70 GiB that is no A100, max_num_batched_tokens 8192 and max_num_seqs 1024;
// otherwise 2048 and 256 (PR 17885 keeps the A100 on the small budget). CUDA graphs are on
// unless --enforce-eager. Chunked prefill is always on in V1 (vllm/v1/core/sched/scheduler.py
// schedules running decodes and waiting prompts' chunks in one step).
EngineProfile vllmV1Profile(const Scenario& sc) {
    EngineProfile p;
    p.id = "vllm";
    const bool large = sc.gpu.cudaTotal() >= 70 * kGiB && sc.gpu.name.find("A100") == std::string::npos;
    p.maxNumSeqs = large ? 1024 : 256;
    p.maxNumBatchedTokens = large ? 8192 : 2048;
    // Assumed: the V1 engine's scheduler and output processing run in other processes than the
    // model runner, but the runner waits for each step's sampled tokens before the next.
    p.hostStepS = 1.0e-3;
    p.limitsSource = "vLLM vllm/engine/arg_utils.py, EngineArgs batch defaults (V1; PR 17885)";
    p.hostSource = "assumed: vLLM V1 host time per step (docs/formulas.md, Serving)";
    p.prefillSource = "vLLM V1 vllm/v1/core/sched/scheduler.py: chunked prefill always on";
    return p;
}

// vLLM before 0.8 runs its V0 engine (0.8.0 made V1 the default): max_num_seqs 256; chunked
// prefill only when max_model_len exceeds 32K (EngineArgs.create_engine_config, "Chunked prefill
// is enabled by default for models with max_model_len > 32K"), with a 512-token budget; without
// it the scheduler runs waiting prompts in prefill-only steps of up to max(max_model_len, 2048)
// tokens (vllm/config.py, SchedulerConfig) while the running decodes wait.
EngineProfile vllmV0Profile(const Scenario& sc) {
    EngineProfile p = vllmV1Profile(sc);
    const std::int64_t maxModelLen = sc.inference.context;
    p.mixedPrefill = maxModelLen > 32768;
    p.maxNumSeqs = 256;
    p.maxNumBatchedTokens = p.mixedPrefill ? 512 : std::max<std::int64_t>(maxModelLen, 2048);
    p.limitsSource = "vLLM V0 (before 0.8) vllm/config.py SchedulerConfig, vllm/engine/arg_utils.py";
    p.prefillSource = "vLLM V0 arg_utils.py: chunked prefill by default only above max_model_len 32K";
    // Multi-step scheduling (--num-scheduler-steps, 0.6 to 0.7): the worker runs the pass's steps
    // for every scheduled sequence; vllm/engine/output_processor/multi_step.py
    // (MultiStepOutputProcessor._process_seq_outputs, "Truncate to max_tokens if necessary")
    // drops the tokens past a sequence's end afterwards and frees it then (scheduler.free_seq).
    p.passHoldsFinished = true;
    // Multi-step scheduling "performs scheduling and input preparation once and runs the model for
    // n consecutive steps" (vLLM blog, 2024-09-05, "vLLM v0.6.0", PR 7000): LLMEngine.step calls the
    // scheduler only when the pass has no remaining steps, and the steps between advance the inputs
    // on the GPU. The host time per step is spread over the pass (engineProfile).
    p.hostPerPass = true;
    p.sequenceHostS = kVllmV0SequenceHostS;
    p.sequenceHostSource = "vLLM V0 engine host work per sequence; 45 us derived from vLLM PR 8335's measured run "
                           "(docs/formulas.md, Serving: engine profiles)";
    return p;
}

EngineProfile vllmProfile(const Scenario& sc, const std::string& version) {
    const auto numbers = engineVersionNumbers(version);
    const bool v0 = numbers && *numbers < std::make_pair(0, 8);
    return v0 ? vllmV0Profile(sc) : vllmV1Profile(sc);
}

// SGLang (python/sglang/srt/server_args.py, ServerArgs.__post_init__): chunked_prefill_size 2048
// below 35 GB of card memory, 8192 up to 160 GB, 16384 above; max_running_requests follows the
// KV cache (no fixed default: the KV capacity binds); CUDA graphs on (up to cuda_graph_max_bs).
// Its overlap scheduler (on by default since v0.4) prepares the next batch while the GPU runs;
// before it, the step loop's own work per running request is not hidden (kSglangStepLoopResponseS).
EngineProfile sglangProfile(const Scenario& sc, const std::string& version) {
    EngineProfile p;
    p.id = "sglang";
    const double gb = sc.gpu.cudaTotal() / 1e9;
    p.maxNumBatchedTokens = gb < 35 ? 2048 : gb < 160 ? 8192 : 16384;
    p.maxNumSeqs = 1 << 20; // no limit of its own
    p.hostStepS = 0.2e-3;   // assumed: what the overlap scheduler does not hide
    p.limitsSource = "SGLang python/sglang/srt/server_args.py, chunked_prefill_size by GPU memory";
    p.hostSource = "assumed: SGLang overlap scheduler (v0.4 blog, zero-overhead batch scheduler)";
    // enable_mixed_chunk is off by default (server_args.py): the scheduler runs a batch of new
    // prompts (an "extend" batch) on its own, then the decode batch (managers/scheduler.py).
    p.mixedPrefill = false;
    p.prefillSource = "SGLang server_args.py enable_mixed_chunk = False: prefill batches run alone";
    const auto numbers = engineVersionNumbers(version);
    if (numbers && *numbers < std::make_pair(0, 4)) {
        p.streamResponseS = kSglangStepLoopResponseS;
        p.streamSource = "SGLang before 0.4, python/sglang/srt/managers/tp_worker.py: forward_decode_batch and "
                         "handle_finished_requests per running request between steps; 20 us fitted "
                         "(docs/formulas.md, Serving: engine profiles)";
    }
    return p;
}

// TensorRT-LLM (tensorrt_llm/llmapi, BuildConfig defaults max_batch_size 2048, max_num_tokens
// 8192): the C++ executor's in-flight batching, CUDA graphs on in the PyTorch backend's
// trtllm-serve configuration.
EngineProfile trtllmProfile(const Scenario&) {
    EngineProfile p;
    p.id = "trtllm";
    p.maxNumSeqs = 2048;
    p.maxNumBatchedTokens = 8192;
    p.hostStepS = 0.3e-3; // assumed: the C++ executor's scheduling per step
    p.limitsSource = "TensorRT-LLM BuildConfig defaults (max_batch_size 2048, max_num_tokens 8192)";
    p.hostSource = "assumed: TensorRT-LLM executor host time per step (docs/formulas.md, Serving)";
    // In-flight batching: requests in their context phase and in generation run in one batch
    // (whole prompts: enable_chunked_context is off by default).
    p.prefillSource = "TensorRT-LLM in-flight batching: context and generation requests in one step";
    // Streaming: a response per running request between two steps (kTrtllmStreamResponseS).
    p.streamResponseS = kTrtllmStreamResponseS;
    p.streamSource = "TensorRT-LLM cpp/tensorrt_llm/executor/executorImpl.cpp (036a60f), executionLoop: "
                     "populateNewResponses between steps; 47 us fitted (docs/formulas.md, Serving: engine profiles)";
    return p;
}

} // namespace

EngineProfile engineProfile(const Scenario& sc) {
    const ServingConfig config = sc.serving.value_or(ServingConfig{});
    EngineProfile p = config.engine == ServingEngine::Sglang   ? sglangProfile(sc, config.engineVersion)
                      : config.engine == ServingEngine::Trtllm ? trtllmProfile(sc)
                                                               : vllmProfile(sc, config.engineVersion);
    if (config.maxNumSeqs)
        p.maxNumSeqs = *config.maxNumSeqs;
    if (config.maxNumBatchedTokens)
        p.maxNumBatchedTokens = *config.maxNumBatchedTokens;
    if (config.cudaGraphs)
        p.cudaGraphs = *config.cudaGraphs;
    p.schedulerSteps = std::max<std::int64_t>(1, config.schedulerSteps);
    if (p.hostPerPass)
        p.hostStepS /= double(p.schedulerSteps);
    p.requestOverheadS = kRequestOverheadS;
    return p;
}

} // namespace rooflab
