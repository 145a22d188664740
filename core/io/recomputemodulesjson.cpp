#include "core/io/recomputemodulesjson.h"

#include "core/base/translatable.h"

#include <string>

namespace rooflab {

namespace {

std::string moduleList() {
    std::string list;
    for (const auto id : RecomputeModules::ids())
        list += (list.empty() ? "" : ", ") + std::string(id);
    return list;
}

} // namespace

void readRecomputeModules(JsonReader& t, TrainingConfig& out) {
    const nlohmann::json* value = t.raw("recompute_modules");
    if (!value)
        return;
    const char* key = "recompute_modules";
    if (!value->is_array()) {
        t.error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a list of %1, %2"),
                                 {moduleList(), describeJson(*value)}));
        return;
    }
    RecomputeModules modules = RecomputeModules::none();
    for (const auto& item : *value) {
        const auto module = item.is_string() ? RecomputeModules::parse(item.get<std::string>()) : std::nullopt;
        if (!module) {
            t.error(key, coreMessage(
                             ROOFLAB_TR_NOOP("rooflab::Messages", "unknown module %1; expected some of %2"),
                             {item.is_string() ? "\"" + shortened(item.get<std::string>()) + "\"" : describeJson(item),
                              moduleList()}));
            return;
        }
        modules.set(*module, true);
    }
    if (out.checkpointing != Checkpointing::Selective || out.isPyTorch()) {
        t.error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                 "Megatron-Core's modules apply with \"checkpointing\": \"selective\" "
                                                 "and the megatron implementation only")));
        return;
    }
    out.recomputeModules = modules;
}

void writeRecomputeModules(const TrainingConfig& t, nlohmann::json& training) {
    if (t.checkpointing != Checkpointing::Selective || t.isPyTorch() || t.recomputeModules.isDefault())
        return;
    nlohmann::json list = nlohmann::json::array();
    for (const RecomputeModule module : RecomputeModules::all())
        if (t.recomputeModules.has(module))
            list.push_back(std::string(RecomputeModules::id(module)));
    training["recompute_modules"] = list;
}

} // namespace rooflab
