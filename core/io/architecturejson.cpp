#include "core/io/architecturejson.h"

namespace rooflab {

void writeArchitectureExtras(const Architecture& a, nlohmann::json& out) {
    // Only what differs from the plain block, so that files of the plain presets stay as they were.
    const Architecture plain;
    if (a.maxContext != 0)
        out["max_context"] = a.maxContext;
    if (a.qkvBiases)
        out["qkv_biases"] = true;
    if (a.qkNorm)
        out["qk_norm"] = true;
    if (a.activation != plain.activation)
        out["activation"] = std::string(activationIds()[std::size_t(a.activation)]);
    if (a.normsPerLayer != plain.normsPerLayer)
        out["norms_per_layer"] = a.normsPerLayer;
    if (a.parallelBlock)
        out["parallel_block"] = true;
    if (a.normInFp32)
        out["norm_in_fp32"] = true;
    if (a.softmaxInFp32)
        out["softmax_in_fp32"] = true;
    if (a.attnLogitSoftcap > 0)
        out["attn_logit_softcapping"] = a.attnLogitSoftcap;
    if (a.finalLogitSoftcap > 0)
        out["final_logit_softcapping"] = a.finalLogitSoftcap;
    if (!a.finalNorm)
        out["final_norm"] = false;
    if (a.embedProjDim != 0)
        out["embed_proj_dim"] = a.embedProjDim;
    if (a.denseLayers != 0)
        out["dense_layers"] = a.denseLayers;
    if (a.denseDFf != 0)
        out["dense_d_ff"] = a.denseDFf;
    if (a.sharedDFf != 0)
        out["shared_d_ff"] = a.sharedDFf;
    if (a.sharedExpertGate)
        out["shared_expert_gate"] = true;
    if (a.routerBias)
        out["router_bias"] = true;
    if (a.slidingWindow != 0)
        out["sliding_window"] = a.slidingWindow;
    if (a.slidingLayers != 0)
        out["sliding_window_layers"] = a.slidingLayers;
    if (a.mla.enabled()) {
        out["q_lora_rank"] = a.mla.qLoraRank;
        out["kv_lora_rank"] = a.mla.kvLoraRank;
        out["qk_rope_head_dim"] = a.mla.qkRopeDim;
        out["qk_nope_head_dim"] = a.mla.qkNopeDim;
        out["v_head_dim"] = a.mla.vHeadDim;
    }
}

const std::vector<std::string_view>& mlpIds() {
    static const std::vector<std::string_view> ids{"gelu", "swiglu"};
    return ids;
}

const std::vector<std::string_view>& activationIds() {
    static const std::vector<std::string_view> ids{"auto", "gelu_new", "gelu", "relu"};
    return ids;
}

const std::vector<std::string_view>& normIds() {
    static const std::vector<std::string_view> ids{"layernorm", "rmsnorm"};
    return ids;
}

void readArchitectureFields(JsonReader& r, Architecture& a, bool fullShape) {
    const bool explicitKv = r.has("kv_heads"), explicitHeadDim = r.has("head_dim");
    r.integer("layers", a.layers, limits::layers);
    r.integer("d_model", a.dModel, limits::dModel);
    r.integer("heads", a.heads, limits::heads);
    r.integer("kv_heads", a.kvHeads, limits::heads);
    r.integer("head_dim", a.headDim, limits::headDim);
    r.integer("d_ff", a.dFf, limits::dFf);
    if (auto mlp = r.choice("mlp", mlpIds()))
        a.mlp = *mlp == 0 ? MlpKind::Gelu : MlpKind::SwiGlu;
    if (auto activation = r.choice("activation", activationIds()))
        a.activation = MlpActivation(*activation);
    r.integer("vocab", a.vocab, limits::vocab);
    r.integer("positions", a.learnedPositions, limits::positions);
    r.integer("max_context", a.maxContext, limits::maxContext);
    r.boolean("tied_embeddings", a.tiedEmbeddings);
    r.boolean("biases", a.biases);
    if (auto norm = r.choice("norm", normIds()))
        a.norm = *norm == 0 ? NormKind::LayerNorm : NormKind::RmsNorm;
    r.integer("experts", a.experts, limits::experts);
    r.integer("top_k", a.topK, limits::experts);
    r.boolean("qkv_biases", a.qkvBiases);
    r.boolean("qk_norm", a.qkNorm);
    r.integer("norms_per_layer", a.normsPerLayer, limits::normsPerLayer);
    r.boolean("parallel_block", a.parallelBlock);
    r.boolean("norm_in_fp32", a.normInFp32);
    r.boolean("softmax_in_fp32", a.softmaxInFp32);
    r.number("attn_logit_softcapping", a.attnLogitSoftcap, limits::logitSoftcap);
    r.number("final_logit_softcapping", a.finalLogitSoftcap, limits::logitSoftcap);
    r.boolean("final_norm", a.finalNorm);
    r.integer("embed_proj_dim", a.embedProjDim, limits::embedProjDim);
    r.integer("dense_layers", a.denseLayers, limits::denseLayers);
    r.integer("dense_d_ff", a.denseDFf, limits::extraDFf);
    r.integer("shared_d_ff", a.sharedDFf, limits::extraDFf);
    // Megatron's names (--moe-ffn-hidden-size, --moe-shared-expert-intermediate-size as a count):
    // with moe_d_ff the experts take it and d_ff is the dense layers' width.
    if (r.has("moe_d_ff")) {
        const std::int64_t denseWidth = a.dFf;
        r.integer("moe_d_ff", a.dFf, limits::dFf);
        if (r.has("d_ff") && !r.has("dense_d_ff"))
            a.denseDFf = denseWidth;
    }
    if (r.has("shared_experts")) {
        int shared = 0;
        r.integer("shared_experts", shared, limits::experts);
        if (!r.has("shared_d_ff")) // an explicit width wins
            a.sharedDFf = shared * a.dFf;
    }
    r.boolean("shared_expert_gate", a.sharedExpertGate);
    r.boolean("router_bias", a.routerBias);
    r.integer("sliding_window", a.slidingWindow, limits::slidingWindow);
    r.integer("sliding_window_layers", a.slidingLayers, limits::slidingLayers);
    r.integer("q_lora_rank", a.mla.qLoraRank, limits::loraRank);
    r.integer("kv_lora_rank", a.mla.kvLoraRank, limits::loraRank);
    r.integer("qk_rope_head_dim", a.mla.qkRopeDim, limits::latentHeadDim);
    r.integer("qk_nope_head_dim", a.mla.qkNopeDim, limits::latentHeadDim);
    r.integer("v_head_dim", a.mla.vHeadDim, limits::latentHeadDim);
    if (fullShape) {
        // Latent attention decompresses one key per head, nope + rope channels wide.
        if (!explicitKv)
            a.kvHeads = a.heads;
        if (!explicitHeadDim && a.mla.enabled())
            a.headDim = a.mla.qkNopeDim + a.mla.qkRopeDim;
        else if (!explicitHeadDim && a.heads > 0)
            a.headDim = a.dModel / a.heads;
    }
}

} // namespace rooflab
