#include "core/plan/allowedchoices.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace rooflab {

namespace {

using json = nlohmann::json;

bool allowsRecompute(const json& names, Recompute recompute) {
    // The scenario's checkpointing ids: Megatron-Core's recompute modules are a selective mode.
    const char* name = "none";
    switch (recompute) {
    case Recompute::None:
        name = "none";
        break;
    case Recompute::Selective:
    case Recompute::SelectiveMlp:
        name = "selective";
        break;
    case Recompute::OpSelective:
        name = "op-selective";
        break;
    case Recompute::Block:
        name = "block";
        break;
    case Recompute::Full:
        name = "full";
        break;
    }
    return std::find(names.begin(), names.end(), json(name)) != names.end();
}

template <typename T, typename Allowed> void keepOnly(std::vector<T>& values, Allowed allowed) {
    values.erase(std::remove_if(values.begin(), values.end(), [&](const T& v) { return !allowed(v); }), values.end());
}

bool listHas(const json& list, const json& value) {
    return std::find(list.begin(), list.end(), value) != list.end();
}

} // namespace

ProfileRules allowedRules(ProfileRules rules, const std::string& allowedJson) {
    if (allowedJson.empty())
        return rules;
    const json allowed = json::parse(allowedJson, nullptr, false);
    if (!allowed.is_object())
        return rules;
    if (const auto names = allowed.find("checkpointing"); names != allowed.end())
        keepOnly(rules.recompute, [&](Recompute r) { return allowsRecompute(*names, r); });
    if (const auto stages = allowed.find("zero"); stages != allowed.end())
        keepOnly(rules.zeroStages, [&](int z) { return listHas(*stages, json(z)); });
    if (const auto sp = allowed.find("sequence_parallel"); sp != allowed.end()) {
        const bool on = listHas(*sp, json(true)), off = listHas(*sp, json(false));
        // Always-on profiles (torchtitan's TP plan) cannot turn it off: without "true" no tp > 1.
        if (!on) {
            rules.sequenceParallelOptional = false;
            rules.tensorParallel = rules.tensorParallel && !rules.sequenceParallelAlways;
            rules.sequenceParallelAlways = false;
        } else if (!off && rules.sequenceParallelOptional) {
            rules.sequenceParallelOptional = false;
            rules.sequenceParallelAlways = true;
        }
    }
    // Each implementation's communications by its own key; the other key leaves them be.
    const auto allowsComm = [&](ContextComm comm) {
        const auto names = allowed.find(isTorchContextComm(comm) ? "cp_rotate_method" : "cp_comm_type");
        return names == allowed.end() || listHas(*names, json(contextCommWord(comm)));
    };
    keepOnly(rules.contextComms, allowsComm);
    return rules;
}

} // namespace rooflab
