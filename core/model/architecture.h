#pragma once
// Transformer architecture and its exact parameter count.
#include <cstdint>
#include <string>

namespace rooflab {

enum class MlpKind { Gelu, SwiGlu };
// A plain (not gated) MLP's activation: what eager PyTorch keeps for its backward and how many
// kernels it launches differ (docs/formulas.md, "The MLP's activation"). Auto: the
// implementation's usual one (core/model/frameworkprofile.h, mlpActivation).
enum class MlpActivation {
    Auto,
    GeluNew, // transformers' NewGELUActivation (GPT-2's gelu_new): the tanh formula in Python operations
    Gelu,    // one kernel (F.gelu, exact or tanh): keeps its input
    Relu,    // one kernel: keeps its output
};
enum class NormKind { LayerNorm, RmsNorm };

// Multi-head latent attention (DeepSeek-V2, Liu et al. 2024): queries (optionally through a
// rank-q_lora bottleneck) and one shared low-rank key/value latent that each head expands.
// kvLoraRank == 0: ordinary attention.
struct LatentAttention {
    std::int64_t qLoraRank = 0;  // 0: queries straight from d_model (DeepSeek-V2-Lite)
    std::int64_t kvLoraRank = 0; // the cached latent
    std::int64_t qkRopeDim = 0;  // rotary part of each query/key head (the key's is shared by all heads)
    std::int64_t qkNopeDim = 0;  // non-rotary part of each query/key head
    std::int64_t vHeadDim = 0;   // value width per head
    bool enabled() const { return kvLoraRank > 0; }
    bool operator==(const LatentAttention&) const = default;
};

struct Architecture {
    std::string name;
    std::int64_t layers = 0;
    std::int64_t dModel = 0;
    std::int64_t heads = 0;
    std::int64_t kvHeads = 0; // == heads for multi-head attention, fewer for GQA, 1 for MQA
    std::int64_t headDim = 0; // usually dModel / heads
    std::int64_t dFf = 0;     // MLP hidden size (per expert for MoE)
    MlpKind mlp = MlpKind::Gelu;
    MlpActivation activation = MlpActivation::Auto; // a plain MLP's; a gated one is SwiGLU's
    std::int64_t vocab = 0;
    std::int64_t learnedPositions = 0; // 0 for rotary / no position table
    // The longest sequence the checkpoint takes, as vLLM derives max_model_len from its config
    // (max_position_embeddings, times a linear/dynamic/YaRN RoPE factor); 0: unknown. A
    // learned position table is a hard limit too (contextLimit below).
    std::int64_t maxContext = 0;
    bool tiedEmbeddings = false;
    bool biases = false; // biases in attention and MLP linears (LayerNorm always has one)
    NormKind norm = NormKind::LayerNorm;
    std::int64_t experts = 0; // 0 or 1: dense MLP; >1: mixture of experts
    std::int64_t topK = 0;    // experts active per token (MoE only)

    // What real checkpoints differ in beyond the fields above (docs/formulas.md, "Parameters");
    // the defaults are the plain GPT/Llama block, so the presets and old scenarios are unchanged.
    bool qkvBiases = false;         // biases on Q, K and V only, not O or the MLP (Qwen2); with `biases` redundant
    bool qkNorm = false;            // RMSNorm over each query and key head, 2 d_head per layer (Qwen3)
    std::int64_t normsPerLayer = 2; // 1: Falcon-7B's parallel block shares one; 4: Gemma 2's sandwich norms
    bool parallelBlock = false;     // attention and MLP read the same block input (GPT-NeoX, Falcon-7B)
    bool normInFp32 = false;        // Gemma's RMSNorm: weighted in fp32 and cast back after (keeps an fp32 output)
    // The eager attention core's softmax in fp32 (softmax(..., dtype=torch.float32): transformers'
    // Llama family, OPT, GPT-NeoX); false: in the scores' dtype (GPT-2's, Falcon's). RMSNorm blocks
    // are the Llama family's and always take it in fp32.
    bool softmaxInFp32 = false;
    // Gemma 2's tanh caps: on the attention scores (eager attention only: transformers' SDPA path
    // ignores it) and on the logits; 0: none.
    double attnLogitSoftcap = 0;
    double finalLogitSoftcap = 0;
    bool finalNorm = true;         // false: post-norm OPT-350m has no final norm
    std::int64_t embedProjDim = 0; // OPT-350m: embeddings of this width, project_in/out to d_model (0: d_model)
    std::int64_t denseLayers = 0;  // MoE: the first layers keep a dense MLP (DeepSeek first_k_dense_replace)
    std::int64_t denseDFf = 0;     // their hidden size (0: d_ff)
    std::int64_t sharedDFf = 0;    // MoE: hidden size of the always-active shared expert(s), 0 = none
    bool sharedExpertGate = false; // Qwen2-MoE: a d_model -> 1 gate on the shared expert
    bool routerBias = false;       // DeepSeek-V3: one routing bias per expert (e_score_correction_bias)
    // Sliding-window attention (Mistral 7B v0.1, Phi-3, Gemma 2's local layers): each query sees
    // the last `slidingWindow` keys; 0 = none. `slidingLayers` of the layers use it (0: all of
    // them). It changes no parameter; it changes what transformers' SDPA path computes
    // (core/model/attentionmask.h).
    std::int64_t slidingWindow = 0;
    std::int64_t slidingLayers = 0;
    LatentAttention mla;

    std::int64_t attentionWidth() const { return heads * headDim; }
    std::int64_t moeLayers() const { return isMoe() ? layers - denseLayers : 0; }
    // The hidden size of a dense layer's MLP: dense_d_ff in an MoE model that sets it, else d_ff.
    std::int64_t denseLayerDFf() const { return isMoe() && denseDFf > 0 ? denseDFf : dFf; }
    std::int64_t kvWidth() const { return kvHeads * headDim; }
    bool isMoe() const { return experts > 1; }
    // The layers whose attention is windowed: 0 without a window.
    std::int64_t windowedLayers() const { return slidingWindow > 0 ? (slidingLayers > 0 ? slidingLayers : layers) : 0; }
};

template <typename Count> struct ParameterBreakdownOf {
    Count embeddings = 0;         // token embedding table V x h (+ OPT's project_in/out)
    Count positionEmbeddings = 0; // learned position table P x h
    Count attention = 0;          // all layers: Q, K, V, O (+ biases)
    Count mlp = 0;                // all layers: all experts (+ router, biases)
    Count norms = 0;              // normsPerLayer per layer + final norm
    Count lmHead = 0;             // 0 when tied to the embeddings
    Count total = 0;
    Count perLayer = 0;       // the largest transformer block (attention + MLP + its norms)
    Count denseBlock = 0;     // one block with a dense MLP (an MoE's first layers); dense: perLayer
    Count routedExperts = 0;  // MoE: the routed experts of all layers, what expert parallelism splits
    Count activePerToken = 0; // MoE: parameters a token passes through; dense: total
};
using ParameterBreakdown = ParameterBreakdownOf<std::int64_t>;

// Exact counts; the architecture must have passed validateArchitecture (which bounds the total).

ParameterBreakdown countParameters(const Architecture& arch);

// The shape RoofLab assumes for a model given only its parameter count (the model-size slider):
// Llama-style blocks (SwiGLU, RMSNorm, no biases, untied 32000-token vocabulary, head_dim 128),
// d_model = 128 x layers (the aspect ratio of GPT-3 175B and Llama-2 7B/13B), d_ff = 8/3 d_model
// rounded up to 256; d_model is the multiple of 128 whose count comes closest to `params`.
// Memory per parameter always uses `params` itself; this shape only feeds activations and FLOPs.
Architecture sizeOnlyArchitecture(double params);
// The exact parameter count of that shape at a width (a multiple of 128), without building it.
std::int64_t sizeOnlyParameterCount(int dModel);

// The longest sequence the model takes: its trained context, or the rows of its learned
// position table (OPT's table has two offset rows more than its context); 0: unknown.
std::int64_t contextLimit(const Architecture& arch);
// Past a learned table there is no position at all (vLLM: "CUDA array out-of-bounds"); past a
// rotary model's trained context the positions exist but were never trained.
inline bool contextLimitIsHard(const Architecture& arch) {
    return arch.learnedPositions > 0;
}

// Checks an architecture; returns an empty string when valid, else "field: problem".
std::string validateArchitecture(const Architecture& arch);

} // namespace rooflab
