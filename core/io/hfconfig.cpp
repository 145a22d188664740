#include "core/io/hfconfig.h"

#include "core/base/jsondepth.h"
#include "core/base/jsonreader.h"
#include "core/base/translatable.h"
#include "core/io/hffamilies.h"

#include <algorithm>
#include <initializer_list>
#include <map>
#include <utility>

namespace rooflab {
namespace {

using json = nlohmann::json;

using namespace hffamilies;

// Mistral and Phi-3 build Llama's block (Phi-3 fuses qkv and gate/up, which changes no count);
// "RefinedWebModel" is the name Falcon's first configs used.
const FamilyName kFamilies[] = {
    {"llama", "LlamaForCausalLM", Family::Llama},
    {"mistral", "MistralForCausalLM", Family::Llama},
    {"phi3", "Phi3ForCausalLM", Family::Llama},
    {"qwen2", "Qwen2ForCausalLM", Family::Qwen2},
    {"qwen3", "Qwen3ForCausalLM", Family::Qwen3},
    {"gemma", "GemmaForCausalLM", Family::Gemma},
    {"gemma2", "Gemma2ForCausalLM", Family::Gemma2},
    {"mixtral", "MixtralForCausalLM", Family::Mixtral},
    {"qwen2_moe", "Qwen2MoeForCausalLM", Family::Qwen2Moe},
    {"qwen3_moe", "Qwen3MoeForCausalLM", Family::Qwen3Moe},
    {"deepseek_v2", "DeepseekV2ForCausalLM", Family::DeepSeek},
    {"deepseek_v3", "DeepseekV3ForCausalLM", Family::DeepSeek},
    {"gpt2", "GPT2LMHeadModel", Family::Gpt2},
    {"gpt_neox", "GPTNeoXForCausalLM", Family::GptNeoX},
    {"opt", "OPTForCausalLM", Family::Opt},
    {"falcon", "FalconForCausalLM", Family::Falcon},
    {"RefinedWebModel", "RWForCausalLM", Family::Falcon},
};

// The longest sequence the checkpoint takes, as vLLM derives max_model_len (config/model.py,
// _get_and_verify_max_len): the smallest of max_position_embeddings and n_positions, times the
// RoPE factor unless the scaling is llama3/longrope/su (already in max_position_embeddings);
// YaRN scales original_max_position_embeddings.
void readContextFields(JsonReader& r, HfConfigResult& out) {
    double limit = 0;
    for (const char* key : {"max_position_embeddings", "n_positions"})
        if (const json* positions = r.raw(key);
            positions && positions->is_number_integer() && positions->get<double>() > 0)
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
        out.notes.push_back("rope_scaling (" + shortened(kind, 80) +
                            "): rescales the rotary positions, adds no parameters");
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
    const bool qwen =
        family == Family::Qwen2 || family == Family::Qwen3 || family == Family::Qwen2Moe || family == Family::Qwen3Moe;
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

json parseHfConfigText(std::string_view text, std::string* problem) {
    std::string why = jsonDepthProblem(text, limits::hfConfigDepth);
    json config = why.empty() ? json::parse(text, nullptr, /*allow_exceptions=*/false) : json(json::value_t::discarded);
    if (why.empty() && config.is_discarded())
        why = coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "not valid JSON"));
    if (problem)
        *problem = why;
    return config;
}

bool looksLikeHfConfig(const json& value) {
    return value.is_object() && (value.contains("model_type") || value.contains("architectures"));
}

namespace {

// The config's own key for a field of Architecture that validateArchitecture names: the first of
// the families' spellings the config has (docs/formulas.md, "Hugging Face configs").
std::string configKeyFor(const json& config, const std::string& field) {
    static const std::map<std::string, std::vector<const char*>> kKeys = {
        {"layers", {"num_hidden_layers", "n_layer"}},
        {"d_model", {"hidden_size", "n_embd"}},
        {"heads", {"num_attention_heads", "n_head"}},
        {"kv_heads", {"num_key_value_heads", "num_kv_heads", "num_attention_heads", "n_head"}},
        {"d_ff", {"intermediate_size", "moe_intermediate_size", "ffn_dim", "ffn_hidden_size", "n_inner"}},
        {"vocab", {"vocab_size"}},
        {"positions", {"n_positions", "max_position_embeddings"}},
        {"max_context", {"max_position_embeddings", "n_positions"}},
        {"experts", {"num_experts", "n_routed_experts", "num_local_experts"}},
        {"top_k", {"num_experts_per_tok"}},
        {"dense_layers", {"first_k_dense_replace"}},
        {"embed_proj_dim", {"word_embed_proj_dim"}},
        {"norms_per_layer", {"num_ln_in_parallel_attn"}}};
    if (const auto keys = kKeys.find(field); keys != kKeys.end())
        for (const char* key : keys->second)
            if (config.contains(key))
                return key;
    return field;
}

// validateArchitecture's "kv_heads: must divide heads (32), got 5" in the config's own keys:
// "num_key_value_heads: must divide num_attention_heads (32), got 5" (issue 51: 13 errors named
// RoofLab's fields, which a config.json does not have).
std::string inConfigTerms(const json& config, const std::string& problem) {
    const std::size_t colon = problem.find(": ");
    if (colon == std::string::npos)
        return problem;
    std::string rest = problem.substr(colon);
    for (const char* field : {"heads", "experts"}) // "must divide heads (32)", "between 1 and experts (8)"
        if (const std::size_t at = rest.find(" " + std::string(field) + " ("); at != std::string::npos)
            rest.replace(at + 1, std::string_view(field).size(), configKeyFor(config, field));
    return configKeyFor(config, problem.substr(0, colon)) + rest;
}

// The family by "model_type", or by the class in "architectures" where the config has no model_type.
const FamilyName* findFamily(const std::string& modelType, const std::string& architecture) {
    const FamilyName* family = nullptr;
    for (const FamilyName& name : kFamilies)
        if (modelType.empty() ? name.architecture == architecture : name.modelType == modelType)
            family = &name;
    return family;
}

void reportUnsupported(JsonReader& r, const std::string& modelType, const std::string& architecture) {
    std::string supported;
    for (std::string_view type : supportedHfModelTypes())
        supported += (supported.empty() ? "" : ", ") + std::string(type);
    if (modelType.empty() && architecture.empty())
        r.error("model_type", missingMessage());
    else
        r.error("model_type",
                coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "\"%1\" is not supported yet; supported: %2"),
                            {shortened(modelType.empty() ? architecture : modelType), supported}));
}

// A supported family's config: its block, the defaults transformers fills in, its context and name.
void readFamilyConfig(JsonReader& r, const FamilyName& family, const std::string& architecture, HfConfigResult& out) {
    Architecture& a = out.arch;
    out.notes.push_back("read as " + std::string(family.modelType) + " (" + std::string(family.architecture) + ")");
    readFamilyBlock(r, family, out);
    if (a.headDim == 0 && a.heads > 0)
        a.headDim = a.dModel / a.heads;
    if (a.kvHeads == 0)
        a.kvHeads = a.heads;
    readContextFields(r, out);
    readSlidingWindow(r, family.family, out);
    std::string name;
    r.text("_name_or_path", name);
    a.name = !name.empty() ? name : !architecture.empty() ? architecture : std::string(family.modelType);
}

} // namespace

HfConfigResult readHfConfig(const json& config, const std::string& path) {
    HfConfigResult out;
    if (!config.is_object()) {
        out.errors.push_back(
            path + ": " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(config)}));
        return out;
    }
    JsonDiagnostics d;
    {
        JsonReader r(config, path, d, UnknownKeys::Ignore);
        r.treatNullAsAbsent(); // transformers writes an unset option as null (n_inner, q_lora_rank)

        std::string modelType, architecture;
        r.text("model_type", modelType);
        if (const json* list = r.raw("architectures");
            list && list->is_array() && !list->empty() && list->front().is_string())
            architecture = list->front().get<std::string>();
        if (const FamilyName* family = findFamily(modelType, architecture))
            readFamilyConfig(r, *family, architecture, out);
        else
            reportUnsupported(r, modelType, architecture);
    }
    // Gemma2Config takes None for a cap turned off; the reader read null as absent (its default).
    for (auto [key, cap] : {std::pair{"attn_logit_softcapping", &out.arch.attnLogitSoftcap},
                            std::pair{"final_logit_softcapping", &out.arch.finalLogitSoftcap}})
        if (const auto it = config.find(key); it != config.end() && it->is_null())
            *cap = 0.0;
    out.errors = std::move(d.errors);
    if (out.errors.empty())
        if (const std::string problem = validateArchitecture(out.arch); !problem.empty())
            out.errors.push_back(path + "." + inConfigTerms(config, problem));
    out.ok = out.errors.empty();
    return out;
}

} // namespace rooflab
