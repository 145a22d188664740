#include "core/architecturejson.h"

namespace rooflab {

const std::vector<std::string_view>& mlpIds() {
    static const std::vector<std::string_view> ids{"gelu", "swiglu"};
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
    r.integer("vocab", a.vocab, limits::vocab);
    r.integer("positions", a.learnedPositions, limits::positions);
    r.boolean("tied_embeddings", a.tiedEmbeddings);
    r.boolean("biases", a.biases);
    if (auto norm = r.choice("norm", normIds()))
        a.norm = *norm == 0 ? NormKind::LayerNorm : NormKind::RmsNorm;
    r.integer("experts", a.experts, limits::experts);
    r.integer("top_k", a.topK, limits::experts);
    if (fullShape) {
        if (!explicitKv)
            a.kvHeads = a.heads;
        if (!explicitHeadDim && a.heads > 0)
            a.headDim = a.dModel / a.heads;
    }
}

} // namespace rooflab
