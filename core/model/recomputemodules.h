#pragma once
// Megatron-Core's selective recomputation (`--recompute-granularity selective
// --recompute-modules`, megatron/core/transformer/transformer_config.py): the parts of each
// layer its backward recomputes instead of keeping their outputs. Scenario key
// `training.recompute_modules`, used with checkpointing "selective" and the Megatron
// implementation (docs/formulas.md, "Recompute modules").
#include <optional>
#include <string_view>
#include <vector>

namespace rooflab {

enum class RecomputeModule {
    CoreAttention,      // "core_attn": the attention core (scores, softmax, x V)
    LayerNorm,          // "layernorm": the norms not fused into the next linear
    LatentUpProjection, // "mla_up_proj": latent attention's up-projections and rotary embedding
    ExpertActivation,   // "moe_act": the routed experts' activation function
    DenseMlp,           // "mlp": a dense layer's whole MLP
    Moe,                // "moe": an MoE layer's whole MLP (router, dispatch, experts)
    SharedExperts,      // "shared_experts": an MoE layer's shared expert
};

class RecomputeModules {
public:
    // Megatron's default list: ["core_attn"].
    RecomputeModules() { set(RecomputeModule::CoreAttention, true); }
    static RecomputeModules none() {
        RecomputeModules m;
        m.m_bits = 0;
        return m;
    }

    bool has(RecomputeModule module) const { return (m_bits & bit(module)) != 0; }
    void set(RecomputeModule module, bool on) { m_bits = on ? (m_bits | bit(module)) : (m_bits & ~bit(module)); }
    bool isDefault() const { return *this == RecomputeModules(); }
    bool operator==(const RecomputeModules&) const = default;

    // Megatron's names, in the order of RecomputeModule.
    static const std::vector<std::string_view>& ids();
    static std::string_view id(RecomputeModule module);
    static std::optional<RecomputeModule> parse(std::string_view id);
    static const std::vector<RecomputeModule>& all();

private:
    static unsigned bit(RecomputeModule module) { return 1u << unsigned(module); }
    unsigned m_bits = 0;
};

} // namespace rooflab
