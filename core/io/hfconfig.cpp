#include "core/io/hfconfig.h"

#include "core/base/jsonreader.h"
#include "core/base/translatable.h"

#include <algorithm>
#include <initializer_list>

namespace rooflab {
namespace {

using json = nlohmann::json;

// How transformers builds each family's blocks; the field names differ, the shapes repeat.
enum class Family { Llama, Qwen2, Qwen3, Gemma, Gemma2, Mixtral, Qwen2Moe, Qwen3Moe, DeepSeek, Gpt2, GptNeoX, Opt, Falcon };

struct FamilyName {
    std::string_view modelType;
    std::string_view architecture; // the class in "architectures", for configs without model_type
    Family family;
};

// Mistral and Phi-3 build Llama's block (Phi-3 fuses qkv and gate/up, which changes no count);
// "RefinedWebModel" is the name Falcon's first configs used.
const FamilyName kFamilies[] = {
    {"llama", "LlamaForCausalLM", Family::Llama},         {"mistral", "MistralForCausalLM", Family::Llama},
    {"phi3", "Phi3ForCausalLM", Family::Llama},           {"qwen2", "Qwen2ForCausalLM", Family::Qwen2},
    {"qwen3", "Qwen3ForCausalLM", Family::Qwen3},         {"gemma", "GemmaForCausalLM", Family::Gemma},
    {"gemma2", "Gemma2ForCausalLM", Family::Gemma2},      {"mixtral", "MixtralForCausalLM", Family::Mixtral},
    {"qwen2_moe", "Qwen2MoeForCausalLM", Family::Qwen2Moe}, {"qwen3_moe", "Qwen3MoeForCausalLM", Family::Qwen3Moe},
    {"deepseek_v2", "DeepseekV2ForCausalLM", Family::DeepSeek}, {"deepseek_v3", "DeepseekV3ForCausalLM", Family::DeepSeek},
    {"gpt2", "GPT2LMHeadModel", Family::Gpt2},            {"gpt_neox", "GPTNeoXForCausalLM", Family::GptNeoX},
    {"opt", "OPTForCausalLM", Family::Opt},               {"falcon", "FalconForCausalLM", Family::Falcon},
    {"RefinedWebModel", "RWForCausalLM", Family::Falcon},
};

std::string missingMessage() {
    return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "missing, needed for the parameter count"));
}

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

// A value the count cannot represent yet: an error naming the field, never a silent guess.
void unsupported(JsonReader& r, const char* key) {
    const json* value = r.raw(key);
    r.error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "the parameter count does not support this value yet, %1"),
                             {value ? describeJson(*value) : std::string()}));
}

// The longest sequence the checkpoint takes, as vLLM derives max_model_len (config/model.py,
// _get_and_verify_max_len): the smallest of max_position_embeddings and n_positions, times the
// RoPE factor unless the scaling is llama3/longrope/su (already in max_position_embeddings);
// YaRN scales original_max_position_embeddings.
void readContextFields(JsonReader& r, HfConfigResult& out) {
    double limit = 0;
    for (const char* key : {"max_position_embeddings", "n_positions"})
        if (const json* positions = r.raw(key); positions && positions->is_number_integer() && positions->get<double>() > 0)
            limit = limit > 0 ? std::min(limit, positions->get<double>()) : positions->get<double>();
    if (const json* scaling = r.raw("rope_scaling"); scaling && scaling->is_object()) {
        std::string kind = "?";
        for (const char* key : {"rope_type", "type"})
            if (scaling->contains(key) && scaling->at(key).is_string())
                kind = scaling->at(key).get<std::string>();
        const bool scales = kind != "llama3" && kind != "longrope" && kind != "su" && kind != "default";
        const auto number = [&](const char* key) {
            const auto it = scaling->find(key);
            return it != scaling->end() && it->is_number() ? it->get<double>() : 0.0;
        };
        if (scales && kind == "yarn" && number("original_max_position_embeddings") > 0)
            limit = number("original_max_position_embeddings");
        if (scales && number("factor") > 0 && limit > 0)
            limit *= number("factor");
        out.notes.push_back("rope_scaling (" + kind + "): rescales the rotary positions, adds no parameters");
    }
    if (limit > 0) {
        out.arch.maxContext = int(std::min(limit, limits::maxContext.max));
        out.notes.push_back("context limit " + std::to_string(out.arch.maxContext) + " tokens (vLLM's max_model_len)");
    }
}

// Sliding-window attention, as transformers assigns it to layers: `layer_types` where the config
// lists them ("sliding_attention"), else the family's rule: Qwen2/3 from max_window_layers on and
// only with use_sliding_window (their configs name a window they do not use), Gemma 2 every
// other layer from the first, Mistral, Phi-3 and Mixtral every layer.
void readSlidingWindow(JsonReader& r, Family family, HfConfigResult& out) {
    Architecture& a = out.arch;
    const bool qwen = family == Family::Qwen2 || family == Family::Qwen3 || family == Family::Qwen2Moe ||
                      family == Family::Qwen3Moe;
    bool windowed = !qwen; // transformers' Qwen configs default use_sliding_window to false
    r.boolean("use_sliding_window", windowed);
    const json* window = r.raw("sliding_window");
    if (!windowed || !window || !window->is_number_integer() || window->get<long long>() <= 0 ||
        window->get<double>() > limits::slidingWindow.max)
        return;
    std::int64_t layers = a.layers;
    if (const json* types = r.raw("layer_types"); types && types->is_array()) {
        layers = 0;
        for (const json& type : *types)
            layers += type.is_string() && type.get<std::string>() == "sliding_attention" ? 1 : 0;
    } else if (qwen) {
        std::int64_t full = a.layers;
        if (const json* first = r.raw("max_window_layers"); first && first->is_number_integer())
            full = std::clamp<std::int64_t>(first->get<std::int64_t>(), 0, a.layers);
        layers = a.layers - full;
    } else if (family == Family::Gemma2) {
        layers = (a.layers + 1) / 2;
    } else if (family != Family::Llama && family != Family::Mixtral) {
        return;
    }
    layers = std::clamp<std::int64_t>(layers, 0, a.layers);
    if (layers == 0)
        return;
    a.slidingWindow = window->get<std::int64_t>();
    a.slidingLayers = layers == a.layers ? 0 : layers;
    out.notes.push_back("sliding_window " + window->dump() + " in " + std::to_string(layers) + " of " +
                        std::to_string(a.layers) +
                        " layers: transformers' SDPA attends those layers through an explicit mask from that many "
                        "tokens on; the KV cache is counted over the whole sequence");
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
    out.notes.push_back("mixture of experts: " + std::to_string(a.experts) + " experts of d_ff " + std::to_string(a.dFf) +
                        ", " + std::to_string(a.topK) + " per token, and a router in every layer");
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
                        std::to_string(a.denseDFf) + "), then " + std::to_string(a.experts) + " routed experts of d_ff " +
                        std::to_string(a.dFf) + " (" + std::to_string(a.topK) + " per token) and " + std::to_string(shared) +
                        " shared; the activations and the roofline assume the routed experts in every layer");
    int nextn = 0;
    if (readSize(r, {"num_nextn_predict_layers"}, nextn, limits::layers, false) && nextn > 0)
        out.notes.push_back("num_nextn_predict_layers " + std::to_string(nextn) +
                            ": the multi-token-prediction module is not counted (the published main-model count excludes it too)");
}

void readGpt2(JsonReader& r, Architecture& a) {
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
    readSize(r, {"num_hidden_layers"}, a.layers, limits::layers);
    readSize(r, {"hidden_size"}, a.dModel, limits::dModel);
    readSize(r, {"num_attention_heads"}, a.heads, limits::heads);
    readSize(r, {"intermediate_size"}, a.dFf, limits::dFf);
    readSize(r, {"vocab_size"}, a.vocab, limits::vocab);
    a.tiedEmbeddings = readFlag(r, "tie_word_embeddings", false); // embed_out is its own matrix
    if (!readFlag(r, "attention_bias", true))
        unsupported(r, "attention_bias");
    a.biases = true;
    if (readFlag(r, "use_parallel_residual", true))
        out.notes.push_back("use_parallel_residual: attention and MLP read the same input; still two LayerNorms per layer");
}

void readOpt(JsonReader& r, Architecture& a, HfConfigResult& out) {
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
    a.biases = readFlag(r, "bias", false);
    a.tiedEmbeddings = readFlag(r, "tie_word_embeddings", true);
    if (a.normsPerLayer == 1)
        out.notes.push_back("parallel attention and MLP share one LayerNorm per layer");
}

} // namespace

const std::vector<std::string_view>& supportedHfModelTypes() {
    static const std::vector<std::string_view> types = [] {
        std::vector<std::string_view> list;
        for (const FamilyName& name : kFamilies)
            list.push_back(name.modelType);
        return list;
    }();
    return types;
}

bool looksLikeHfConfig(const json& value) {
    return value.is_object() && (value.contains("model_type") || value.contains("architectures"));
}

HfConfigResult readHfConfig(const json& config, const std::string& path) {
    HfConfigResult out;
    if (!config.is_object()) {
        out.errors.push_back(path + ": " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(config)}));
        return out;
    }
    JsonDiagnostics d;
    {
        JsonReader r(config, path, d, UnknownKeys::Ignore);
        r.treatNullAsAbsent(); // transformers writes an unset option as null (n_inner, q_lora_rank)

        std::string modelType, architecture;
        r.text("model_type", modelType);
        if (const json* list = r.raw("architectures"); list && list->is_array() && !list->empty() && list->front().is_string())
            architecture = list->front().get<std::string>();
        const FamilyName* family = nullptr;
        for (const FamilyName& name : kFamilies)
            if (modelType.empty() ? name.architecture == architecture : name.modelType == modelType)
                family = &name;
        if (!family) {
            std::string supported;
            for (std::string_view type : supportedHfModelTypes())
                supported += (supported.empty() ? "" : ", ") + std::string(type);
            if (modelType.empty() && architecture.empty())
                r.error("model_type", missingMessage());
            else
                r.error("model_type", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "\"%1\" is not supported yet; supported: %2"),
                                                  {shortened(modelType.empty() ? architecture : modelType), supported}));
        } else {
            Architecture& a = out.arch;
            out.notes.push_back("read as " + std::string(family->modelType) + " (" + std::string(family->architecture) + ")");
            switch (family->family) {
            case Family::Llama:
                readLlamaBlock(r, a, false, true);
                readLlamaBiases(r, a, family->modelType == "llama");
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
                a.normsPerLayer = family->family == Family::Gemma2 ? 4 : 2;
                out.notes.push_back("GeGLU MLP: counted as a gated MLP of three matrices, like SwiGLU");
                break;
            case Family::Mixtral:
                readLlamaBlock(r, a, false, true);
                readSize(r, {"num_local_experts"}, a.experts, limits::experts);
                readSize(r, {"num_experts_per_tok"}, a.topK, limits::experts);
                out.notes.push_back("mixture of experts: " + std::to_string(a.experts) + " experts, " +
                                    std::to_string(a.topK) + " per token, and a router in every layer");
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
            case Family::DeepSeek: readDeepSeek(r, a, family->modelType == "deepseek_v3", out); break;
            case Family::Gpt2: readGpt2(r, a); break;
            case Family::GptNeoX: readGptNeoX(r, a, out); break;
            case Family::Opt: readOpt(r, a, out); break;
            case Family::Falcon: readFalcon(r, a, out); break;
            }
            if (a.headDim == 0 && a.heads > 0)
                a.headDim = a.dModel / a.heads;
            if (a.kvHeads == 0)
                a.kvHeads = a.heads;
            readContextFields(r, out);
            readSlidingWindow(r, family->family, out);
            std::string name;
            r.text("_name_or_path", name);
            a.name = !name.empty() ? name : !architecture.empty() ? architecture : std::string(family->modelType);
        }
    }
    out.errors = std::move(d.errors);
    if (out.errors.empty())
        if (const std::string problem = validateArchitecture(out.arch); !problem.empty())
            out.errors.push_back(path + ": " + problem);
    out.ok = out.errors.empty();
    return out;
}

} // namespace rooflab
