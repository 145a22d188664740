#include "core/serving/engineprofile.h"

namespace rooflab {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// vLLM (V1 engine, vllm/engine/arg_utils.py, EngineArgs defaults for the OpenAI server): on a
// card of at least 70 GiB that is no A100, max_num_batched_tokens 8192 and max_num_seqs 1024;
// otherwise 2048 and 256 (PR 17885 keeps the A100 on the small budget). CUDA graphs are on
// unless --enforce-eager. Chunked prefill is on in V1.
EngineProfile vllmProfile(const Scenario& sc) {
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
    return p;
}

// SGLang (python/sglang/srt/server_args.py, ServerArgs.__post_init__): chunked_prefill_size 2048
// below 35 GB of card memory, 8192 up to 160 GB, 16384 above; max_running_requests follows the
// KV cache (no fixed default: the KV capacity binds); CUDA graphs on (up to cuda_graph_max_bs).
// Its overlap scheduler (on by default since v0.4) prepares the next batch while the GPU runs.
EngineProfile sglangProfile(const Scenario& sc) {
    EngineProfile p;
    p.id = "sglang";
    const double gb = sc.gpu.cudaTotal() / 1e9;
    p.maxNumBatchedTokens = gb < 35 ? 2048 : gb < 160 ? 8192 : 16384;
    p.maxNumSeqs = 1 << 20; // no limit of its own
    p.hostStepS = 0.2e-3;   // assumed: what the overlap scheduler does not hide
    p.limitsSource = "SGLang python/sglang/srt/server_args.py, chunked_prefill_size by GPU memory";
    p.hostSource = "assumed: SGLang overlap scheduler (v0.4 blog, zero-overhead batch scheduler)";
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
    return p;
}

} // namespace

EngineProfile engineProfile(const Scenario& sc) {
    const ServingConfig config = sc.serving.value_or(ServingConfig{});
    EngineProfile p = config.engine == ServingEngine::Sglang   ? sglangProfile(sc)
                      : config.engine == ServingEngine::Trtllm ? trtllmProfile(sc)
                                                               : vllmProfile(sc);
    if (config.maxNumSeqs)
        p.maxNumSeqs = *config.maxNumSeqs;
    if (config.maxNumBatchedTokens)
        p.maxNumBatchedTokens = *config.maxNumBatchedTokens;
    if (config.cudaGraphs)
        p.cudaGraphs = *config.cudaGraphs;
    return p;
}

} // namespace rooflab
