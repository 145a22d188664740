#pragma once
// Transformer architecture and its exact parameter count.
#include <cstdint>
#include <string>

namespace rooflab {

enum class MlpKind { Gelu, SwiGlu };
enum class NormKind { LayerNorm, RmsNorm };

struct Architecture {
    std::string name;
    int layers = 0;
    int dModel = 0;
    int heads = 0;
    int kvHeads = 0;   // == heads for multi-head attention, fewer for GQA, 1 for MQA
    int headDim = 0;   // usually dModel / heads
    int dFf = 0;       // MLP hidden size (per expert for MoE)
    MlpKind mlp = MlpKind::Gelu;
    std::int64_t vocab = 0;
    int learnedPositions = 0; // 0 for rotary / no position table
    bool tiedEmbeddings = false;
    bool biases = false;      // biases in attention and MLP linears (LayerNorm always has one)
    NormKind norm = NormKind::LayerNorm;
    int experts = 0;          // 0 or 1: dense MLP; >1: mixture of experts
    int topK = 0;             // experts active per token (MoE only)

    int attentionWidth() const { return heads * headDim; }
    int kvWidth() const { return kvHeads * headDim; }
    bool isMoe() const { return experts > 1; }
};

struct ParameterBreakdown {
    std::int64_t embeddings = 0;          // token embedding table V x h
    std::int64_t positionEmbeddings = 0;  // learned position table P x h
    std::int64_t attention = 0;           // all layers: Q, K, V, O (+ biases)
    std::int64_t mlp = 0;                 // all layers: all experts (+ router, biases)
    std::int64_t norms = 0;               // 2 per layer + final norm
    std::int64_t lmHead = 0;              // 0 when tied to the embeddings
    std::int64_t total = 0;
    std::int64_t perLayer = 0;            // one transformer block (attention + MLP + its 2 norms)
    std::int64_t activePerToken = 0;      // MoE: parameters a token passes through; dense: total
};

ParameterBreakdown countParameters(const Architecture& arch);

// The shape RoofLab assumes for a model given only its parameter count (the model-size slider):
// Llama-style blocks (SwiGLU, RMSNorm, no biases, untied 32000-token vocabulary, head_dim 128),
// d_model = 128 x layers (the aspect ratio of GPT-3 175B and Llama-2 7B/13B), d_ff = 8/3 d_model
// rounded up to 256; d_model is the multiple of 128 whose count comes closest to `params`.
// Memory per parameter always uses `params` itself; this shape only feeds activations and FLOPs.
Architecture sizeOnlyArchitecture(double params);

// Checks an architecture; returns an empty string when valid, else "field: problem".
std::string validateArchitecture(const Architecture& arch);

} // namespace rooflab
