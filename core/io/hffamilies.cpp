#include "core/io/hffamilies.h"

#include "core/base/translatable.h"

#include <initializer_list>

namespace rooflab::hffamilies {
namespace {

using json = nlohmann::json;

// The first of `keys` the config has, read within `limit`; when none is there a required size is
// an error naming the first (the family's own spelling) and an optional one keeps `out`.
template <typename T>
bool readSize(JsonReader& r, std::initializer_list<const char*> keys, T& out, FieldLimit limit, bool required = true) {
    for (const char* key : keys)
        if (r.has(key)) {
            r.integer(key, out, limit);
            return true;
        }
    if (required)
        r.error(*keys.begin(), missingMessage());
    return false;
}

bool readFlag(JsonReader& r, const char* key, bool fallback) {
    bool value = fallback;
    r.boolean(key, value);
    return value;
}

// A plain MLP's activation as transformers' ACT2FN names it (activations.py): the composite
// gelu_new, one-kernel GELUs (exact, the tanh approximation in C++) and ReLU. Any other name keeps
// the implementation's usual one, with a note saying so.
void readActivation(JsonReader& r, const char* key, const char* fallback, Architecture& a, HfConfigResult& out) {
    std::string name = fallback;
    r.text(key, name);
    if (name == "gelu_new")
        a.activation = MlpActivation::GeluNew;
    else if (name == "gelu" || name == "gelu_pytorch_tanh")
        a.activation = MlpActivation::Gelu;
    else if (name == "relu")
        a.activation = MlpActivation::Relu;
    else
        out.notes.push_back(std::string(key) + " " + shortened(name, 40) +
                            ": its kernels and saved tensors are counted as gelu_new's");
}

// Gemma2Config's tanh caps: its default where the key is absent (and, as this reader takes null for
// absent, where it is null: readHfConfig turns a null cap off).
double readSoftcap(JsonReader& r, const char* key, double fallback) {
    double cap = fallback;
    r.number(key, cap, limits::logitSoftcap);
    return cap;
}

// A value the count cannot represent yet: an error naming the field, never a silent guess.
void unsupported(JsonReader& r, const char* key) {
    const json* value = r.raw(key);
    r.error(key,
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "the parameter count does not support this value yet, %1"),
                        {value ? describeJson(*value) : std::string()}));
}

// The Llama block and its descendants: hidden_size, num_hidden_layers, num_attention_heads,
// num_key_value_heads (default: heads), head_dim (default: hidden_size / heads), a gated MLP of
// three matrices, RMSNorm, no biases. `needDFf`: the MLP of every layer is intermediate_size.
void readLlamaBlock(JsonReader& r, Architecture& a, bool tiedByDefault, bool needDFf) {
    readSize(r, {"num_hidden_layers"}, a.layers, limits::layers);
    readSize(r, {"hidden_size"}, a.dModel, limits::dModel);
    readSize(r, {"num_attention_heads"}, a.heads, limits::heads);
    if (!readSize(r, {"num_key_value_heads"}, a.kvHeads, limits::heads, false))
        a.kvHeads = a.heads;
    if (!readSize(r, {"head_dim"}, a.headDim, limits::headDim, false) && a.heads > 0)
        a.headDim = a.dModel / a.heads;
    if (needDFf)
        readSize(r, {"intermediate_size"}, a.dFf, limits::dFf);
    readSize(r, {"vocab_size"}, a.vocab, limits::vocab);
    a.tiedEmbeddings = readFlag(r, "tie_word_embeddings", tiedByDefault);
    a.mlp = MlpKind::SwiGlu;
    a.norm = NormKind::RmsNorm;
}

// Llama's optional biases: both (attention_bias and mlp_bias) are every linear's bias, which
// `biases` counts; only one of them is a shape RoofLab does not have yet.
void readLlamaBiases(JsonReader& r, Architecture& a, bool hasMlpBias) {
    const bool attention = readFlag(r, "attention_bias", false);
    const bool mlp = hasMlpBias && readFlag(r, "mlp_bias", false);
    if (attention != mlp && hasMlpBias)
        unsupported(r, attention ? "attention_bias" : "mlp_bias");
    else if (attention && !hasMlpBias)
        unsupported(r, "attention_bias");
    a.biases = attention && mlp;
}

// Qwen2-MoE and Qwen3-MoE make every layer sparse unless decoder_sparse_step or mlp_only_layers
// say otherwise; those interleavings are not counted yet.
void readQwenMoe(JsonReader& r, Architecture& a, HfConfigResult& out) {
    readSize(r, {"num_experts"}, a.experts, limits::experts);
    readSize(r, {"num_experts_per_tok"}, a.topK, limits::experts);
    readSize(r, {"moe_intermediate_size"}, a.dFf, limits::dFf);
    int step = 1;
    if (readSize(r, {"decoder_sparse_step"}, step, limits::layers, false) && step != 1)
        unsupported(r, "decoder_sparse_step");
    if (const json* dense = r.raw("mlp_only_layers"); dense && !(dense->is_array() && dense->empty()))
        unsupported(r, "mlp_only_layers");
    out.notes.push_back("mixture of experts: " + std::to_string(a.experts) + " experts of d_ff " +
                        std::to_string(a.dFf) + ", " + std::to_string(a.topK) +
                        " per token, and a router in every layer");
}

void readDeepSeek(JsonReader& r, Architecture& a, bool v3, HfConfigResult& out) {
    readLlamaBlock(r, a, false, false);
    if (readFlag(r, "attention_bias", false))
        unsupported(r, "attention_bias");
    LatentAttention& m = a.mla;
    readSize(r, {"q_lora_rank"}, m.qLoraRank, limits::loraRank, false); // null: no query compression (V2-Lite)
    readSize(r, {"kv_lora_rank"}, m.kvLoraRank, limits::loraRank);
    readSize(r, {"qk_rope_head_dim"}, m.qkRopeDim, limits::latentHeadDim);
    readSize(r, {"qk_nope_head_dim"}, m.qkNopeDim, limits::latentHeadDim);
    readSize(r, {"v_head_dim"}, m.vHeadDim, limits::latentHeadDim);
    // Queries and keys are heads x (nope + rope) wide, values v_head_dim (core/model/latentattention.h);
    // the KV cache is the compressed latent (core/memory/inferencememory.cpp).
    a.kvHeads = a.heads;
    a.headDim = m.qkNopeDim + m.qkRopeDim;
    out.notes.push_back("multi-head latent attention (kv_lora_rank " + std::to_string(m.kvLoraRank) +
                        "): parameters exact; the KV cache is the compressed latent (" +
                        std::to_string(m.kvLoraRank + m.qkRopeDim) +
                        " values per token and layer, as vLLM and SGLang keep it); training attends over " +
                        std::to_string(a.heads) + " heads of query/key width " + std::to_string(a.headDim) +
                        " and value width " + std::to_string(m.vHeadDim) + " (the decompressed keys)");

    if (!r.has("n_routed_experts")) { // a dense DeepSeek
        readSize(r, {"intermediate_size"}, a.dFf, limits::dFf);
        return;
    }
    readSize(r, {"n_routed_experts"}, a.experts, limits::experts);
    readSize(r, {"num_experts_per_tok"}, a.topK, limits::experts);
    readSize(r, {"moe_intermediate_size"}, a.dFf, limits::dFf);
    int shared = 0, every = 1;
    readSize(r, {"n_shared_experts"}, shared, limits::experts, false);
    a.sharedDFf = shared * a.dFf;
    readSize(r, {"first_k_dense_replace"}, a.denseLayers, limits::denseLayers, false);
    if (a.denseLayers > 0)
        readSize(r, {"intermediate_size"}, a.denseDFf, limits::dFf);
    if (readSize(r, {"moe_layer_freq"}, every, limits::layers, false) && every != 1)
        unsupported(r, "moe_layer_freq");
    std::string method;
    r.text("topk_method", method);
    a.routerBias = v3 || method == "noaux_tc"; // the auxiliary-loss-free balancing bias (DeepSeek-V3 sec. 2.1.2)
    out.notes.push_back("mixture of experts: the first " + std::to_string(a.denseLayers) + " layers dense (d_ff " +
                        std::to_string(a.denseDFf) + "), then " + std::to_string(a.experts) +
                        " routed experts of d_ff " + std::to_string(a.dFf) + " (" + std::to_string(a.topK) +
                        " per token) and " + std::to_string(shared) +
                        " shared; the activations and the roofline assume the routed experts in every layer");
    int nextn = 0;
    if (readSize(r, {"num_nextn_predict_layers"}, nextn, limits::layers, false) && nextn > 0)
        out.notes.push_back(
            "num_nextn_predict_layers " + std::to_string(nextn) +
            ": the multi-token-prediction module is not counted (the published main-model count excludes it too)");
}

void readGpt2(JsonReader& r, Architecture& a, HfConfigResult& out) {
    readActivation(r, "activation_function", "gelu_new", a, out);
    readSize(r, {"n_layer"}, a.layers, limits::layers);
    readSize(r, {"n_embd"}, a.dModel, limits::dModel);
    readSize(r, {"n_head"}, a.heads, limits::heads);
    if (!readSize(r, {"n_inner"}, a.dFf, limits::dFf, false)) // null: 4 x n_embd
        a.dFf = 4 * a.dModel;
    readSize(r, {"vocab_size"}, a.vocab, limits::vocab);
    readSize(r, {"n_positions"}, a.learnedPositions, limits::positions);
    a.tiedEmbeddings = readFlag(r, "tie_word_embeddings", true);
    a.biases = true;
}

void readGptNeoX(JsonReader& r, Architecture& a, HfConfigResult& out) {
    readActivation(r, "hidden_act", "gelu", a, out);
    a.softmaxInFp32 = true; // eager_attention_forward: softmax(..., dtype=torch.float32)
    readSize(r, {"num_hidden_layers"}, a.layers, limits::layers);
    readSize(r, {"hidden_size"}, a.dModel, limits::dModel);
    readSize(r, {"num_attention_heads"}, a.heads, limits::heads);
    readSize(r, {"intermediate_size"}, a.dFf, limits::dFf);
    readSize(r, {"vocab_size"}, a.vocab, limits::vocab);
    a.tiedEmbeddings = readFlag(r, "tie_word_embeddings", false); // embed_out is its own matrix
    if (!readFlag(r, "attention_bias", true))
        unsupported(r, "attention_bias");
    a.biases = true;
    a.parallelBlock = readFlag(r, "use_parallel_residual", true);
    if (a.parallelBlock)
        out.notes.push_back(
            "use_parallel_residual: attention and MLP read the same input; still two LayerNorms per layer");
}

void readOpt(JsonReader& r, Architecture& a, HfConfigResult& out) {
    readActivation(r, "activation_function", "relu", a, out);
    a.softmaxInFp32 = true; // eager_attention_forward: softmax(..., dtype=torch.float32)
    readSize(r, {"num_hidden_layers"}, a.layers, limits::layers);
    readSize(r, {"hidden_size"}, a.dModel, limits::dModel);
    readSize(r, {"num_attention_heads"}, a.heads, limits::heads);
    readSize(r, {"ffn_dim"}, a.dFf, limits::dFf);
    readSize(r, {"vocab_size"}, a.vocab, limits::vocab);
    int positions = 0;
    if (readSize(r, {"max_position_embeddings"}, positions, limits::positions))
        a.learnedPositions = positions + 2; // OPTLearnedPositionalEmbedding keeps 2 offset rows
    if (readSize(r, {"word_embed_proj_dim"}, a.embedProjDim, limits::embedProjDim, false) && a.embedProjDim == a.dModel)
        a.embedProjDim = 0;
    a.finalNorm = readFlag(r, "do_layer_norm_before", true) && !readFlag(r, "_remove_final_layer_norm", false);
    if (!readFlag(r, "enable_bias", true))
        unsupported(r, "enable_bias");
    if (!readFlag(r, "layer_norm_elementwise_affine", true))
        unsupported(r, "layer_norm_elementwise_affine");
    a.tiedEmbeddings = readFlag(r, "tie_word_embeddings", true);
    a.biases = true;
    out.notes.push_back("learned positions: max_position_embeddings + 2 rows (OPT's offset)");
    if (a.embedProjDim > 0)
        out.notes.push_back("word_embed_proj_dim " + std::to_string(a.embedProjDim) +
                            ": embeddings of that width with project_in and project_out to hidden_size");
    if (!a.finalNorm)
        out.notes.push_back("post-norm blocks (do_layer_norm_before false): no final LayerNorm");
}

void readFalcon(JsonReader& r, Architecture& a, HfConfigResult& out) {
    readSize(r, {"num_hidden_layers", "n_layer"}, a.layers, limits::layers);
    readSize(r, {"hidden_size"}, a.dModel, limits::dModel);
    readSize(r, {"num_attention_heads", "n_head"}, a.heads, limits::heads);
    readSize(r, {"vocab_size"}, a.vocab, limits::vocab);
    if (a.heads > 0)
        a.headDim = a.dModel / a.heads;
    if (!readSize(r, {"ffn_hidden_size"}, a.dFf, limits::dFf, false))
        a.dFf = 4 * a.dModel;
    const bool newBlock = readFlag(r, "new_decoder_architecture", false);
    const bool multiQuery = readFlag(r, "multi_query", true);
    const bool parallel = readFlag(r, "parallel_attn", true);
    if (newBlock) { // Falcon-40B/180B: grouped K/V and a LayerNorm for each branch
        if (!readSize(r, {"num_kv_heads"}, a.kvHeads, limits::heads, false))
            a.kvHeads = a.heads;
        a.normsPerLayer = 2;
        readSize(r, {"num_ln_in_parallel_attn"}, a.normsPerLayer, FieldLimit{1, 2}, false);
    } else {
        a.kvHeads = multiQuery ? 1 : a.heads;
        a.normsPerLayer = parallel ? 1 : 2;
    }
    a.parallelBlock = newBlock || parallel; // FalconDecoderLayer: both branches read the block input
    a.biases = readFlag(r, "bias", false);
    a.tiedEmbeddings = readFlag(r, "tie_word_embeddings", true);
    readActivation(r, "activation", "gelu", a, out); // FalconConfig's default, FalconMLP's nn.GELU
    if (a.normsPerLayer == 1)
        out.notes.push_back("parallel attention and MLP share one LayerNorm per layer");
}

} // namespace

std::string missingMessage() {
    return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "missing, needed for the parameter count"));
}

// The block's shape as the family's transformers class builds it.
void readFamilyBlock(JsonReader& r, const FamilyName& family, HfConfigResult& out) {
    Architecture& a = out.arch;
    switch (family.family) {
    case Family::Llama:
        readLlamaBlock(r, a, false, true);
        readLlamaBiases(r, a, family.modelType == "llama");
        break;
    case Family::Qwen2:
        readLlamaBlock(r, a, false, true);
        a.qkvBiases = true; // Qwen2Attention: q, k and v with bias, o without
        break;
    case Family::Qwen3:
        readLlamaBlock(r, a, false, true);
        readLlamaBiases(r, a, false);
        a.qkNorm = true;
        break;
    case Family::Gemma:
    case Family::Gemma2:
        readLlamaBlock(r, a, true, true);
        readLlamaBiases(r, a, false);
        // Gemma 2 normalizes before and after both attention and MLP.
        a.normsPerLayer = family.family == Family::Gemma2 ? 4 : 2;
        a.normInFp32 = true; // GemmaRMSNorm: (x.float() normalised) * (1 + weight.float()), then type_as(x)
        if (family.family == Family::Gemma2) {
            a.attnLogitSoftcap = readSoftcap(r, "attn_logit_softcapping", 50.0);
            a.finalLogitSoftcap = readSoftcap(r, "final_logit_softcapping", 30.0);
        }
        out.notes.push_back("GeGLU MLP: counted as a gated MLP of three matrices, like SwiGLU");
        break;
    case Family::Mixtral:
        readLlamaBlock(r, a, false, true);
        readSize(r, {"num_local_experts"}, a.experts, limits::experts);
        readSize(r, {"num_experts_per_tok"}, a.topK, limits::experts);
        out.notes.push_back("mixture of experts: " + std::to_string(a.experts) + " experts, " + std::to_string(a.topK) +
                            " per token, and a router in every layer");
        break;
    case Family::Qwen2Moe:
        readLlamaBlock(r, a, false, false);
        a.qkvBiases = true;
        readQwenMoe(r, a, out);
        readSize(r, {"shared_expert_intermediate_size"}, a.sharedDFf, limits::extraDFf);
        a.sharedExpertGate = true; // Qwen2MoeSparseMoeBlock.shared_expert_gate, d_model -> 1
        break;
    case Family::Qwen3Moe:
        readLlamaBlock(r, a, false, false);
        readLlamaBiases(r, a, false);
        a.qkNorm = true;
        readQwenMoe(r, a, out);
        break;
    case Family::DeepSeek:
        readDeepSeek(r, a, family.modelType == "deepseek_v3", out);
        break;
    case Family::Gpt2:
        readGpt2(r, a, out);
        break;
    case Family::GptNeoX:
        readGptNeoX(r, a, out);
        break;
    case Family::Opt:
        readOpt(r, a, out);
        break;
    case Family::Falcon:
        readFalcon(r, a, out);
        break;
    }
}

} // namespace rooflab::hffamilies
