#include "core/model/recomputemodules.h"

namespace rooflab {

const std::vector<std::string_view>& RecomputeModules::ids() {
    static const std::vector<std::string_view> names{"core_attn", "layernorm", "mla_up_proj",   "moe_act",
                                                     "mlp",       "moe",       "shared_experts"};
    return names;
}

const std::vector<RecomputeModule>& RecomputeModules::all() {
    static const std::vector<RecomputeModule> modules{
        RecomputeModule::CoreAttention,    RecomputeModule::LayerNorm, RecomputeModule::LatentUpProjection,
        RecomputeModule::ExpertActivation, RecomputeModule::DenseMlp,  RecomputeModule::Moe,
        RecomputeModule::SharedExperts};
    return modules;
}

std::string_view RecomputeModules::id(RecomputeModule module) {
    return ids()[std::size_t(module)];
}

std::optional<RecomputeModule> RecomputeModules::parse(std::string_view name) {
    for (std::size_t i = 0; i < ids().size(); ++i)
        if (ids()[i] == name)
            return all()[i];
    return std::nullopt;
}

} // namespace rooflab
