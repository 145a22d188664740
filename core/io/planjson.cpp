#include "core/io/planjson.h"

#include "core/base/translatable.h"
#include "core/io/scenarioids.h"

#include <algorithm>
#include <functional>

namespace rooflab {

namespace {

// Sequences per step: at most what a million GPUs with a micro-batch of a thousand hold.
constexpr FieldLimit kGlobalBatch{1, 1 << 30};
// The GPU counts parallel.gpus accepts.
constexpr FieldLimit kPlanGpus{1, 1 << 20};

// "gpus": {"min": M, "max": N}, both required, min <= max.
void readGpuRange(JsonReader& plan, PlanConfig& out) {
    const nlohmann::json* value = plan.raw("gpus");
    if (!value)
        return;
    if (!value->is_object()) {
        plan.error("gpus",
                   coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(*value)}));
        return;
    }
    JsonReader range(*value, plan.pathOf("gpus"), plan.diagnostics());
    range.require({"min", "max"});
    int min = 0, max = 0;
    range.integer("min", min, kPlanGpus);
    range.integer("max", max, kPlanGpus);
    if (min > 0 && max > 0 && min > max)
        range.error("max", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be at least min (%1), got %2"),
                                       {messageArgument(min), messageArgument(max)}));
    else if (min > 0 && max > 0) {
        out.gpusMin = min;
        out.gpusMax = max;
    }
}

// "fixed": a partial scenario; its sections are checked when the planner applies it.
void readFixed(JsonReader& plan, PlanConfig& out) {
    const nlohmann::json* value = plan.raw("fixed");
    if (!value)
        return;
    if (!value->is_object()) {
        plan.error("fixed",
                   coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(*value)}));
        return;
    }
    out.fixedJson = value->empty() ? std::string() : value->dump();
}

// One list of plan.allowed: non-empty, each value accepted by `valid`.
bool readAllowedList(JsonReader& allowed, const char* key, const std::function<bool(const nlohmann::json&)>& valid,
                     const char* expected) {
    const nlohmann::json* list = allowed.raw(key);
    if (!list)
        return true;
    const bool ok = list->is_array() && !list->empty() && std::all_of(list->begin(), list->end(), valid);
    if (ok)
        return true;
    // A list with a value it does not take names that value ("got \"ring\""), not "an array".
    const nlohmann::json* shown = list;
    if (list->is_array())
        if (const auto bad = std::find_if_not(list->begin(), list->end(), valid); bad != list->end())
            shown = &*bad;
    allowed.error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a non-empty list of %1, %2"),
                                   {expected, describeJson(*shown)}));
    return false;
}

// "allowed": {"checkpointing": ["none", "full"], "zero": [0, 1], "sequence_parallel": [false],
// "cp_comm_type": ["p2p"]}: the values of each field the framework version in use offers.
void readAllowed(JsonReader& plan, PlanConfig& out) {
    const nlohmann::json* value = plan.raw("allowed");
    if (!value)
        return;
    if (!value->is_object()) {
        plan.error("allowed",
                   coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(*value)}));
        return;
    }
    JsonReader allowed(*value, plan.pathOf("allowed"), plan.diagnostics(), UnknownKeys::Error);
    const auto isRecompute = [](const nlohmann::json& v) {
        return v.is_string() && (v == "none" || v == "selective" || v == "op-selective" || v == "block" || v == "full");
    };
    const auto isZero = [](const nlohmann::json& v) { return v.is_number_integer() && v >= 0 && v <= 3; };
    const auto isBool = [](const nlohmann::json& v) { return v.is_boolean(); };
    bool ok = readAllowedList(allowed, "checkpointing", isRecompute,
                              "\"none\", \"selective\", \"op-selective\", \"block\", \"full\"");
    ok = readAllowedList(allowed, "zero", isZero, "ZeRO stages 0-3") && ok;
    ok = readAllowedList(allowed, "sequence_parallel", isBool, "true or false") && ok;
    const auto oneOf = [](const std::vector<std::string_view>& ids) {
        return [&ids](const nlohmann::json& v) {
            return v.is_string() && std::find(ids.begin(), ids.end(), v.get<std::string>()) != ids.end();
        };
    };
    ok = readAllowedList(allowed, "cp_comm_type", oneOf(scenarioids::kContextCommTypeIds),
                         "\"p2p\", \"all_gather\", \"a2a\", \"a2a+p2p\"") &&
         ok;
    ok = readAllowedList(allowed, "cp_rotate_method", oneOf(scenarioids::kContextRotateMethodIds),
                         "\"allgather\", \"alltoall\"") &&
         ok;
    if (ok && !value->empty())
        out.allowedJson = value->dump();
}

} // namespace

const std::vector<std::string_view>& planRankByIds() {
    static const std::vector<std::string_view> ids{"tokens_per_s_per_gpu", "time_to_train", "cost"};
    return ids;
}

void readPlan(JsonReader& plan, PlanConfig& out, bool forServing) {
    if (!forServing)
        plan.require({"global_batch"});
    plan.integer("global_batch", out.globalBatch, kGlobalBatch);
    readFixed(plan, out);
    readGpuRange(plan, out);
    readAllowed(plan, out);
    plan.boolean("tp_across_nodes", out.tpAcrossNodes);
    if (auto index = plan.choice("rank_by", planRankByIds()))
        out.rankBy = static_cast<PlanRankBy>(*index);
}

nlohmann::json planJson(const PlanConfig& plan) {
    nlohmann::json out{{"rank_by", planRankByIds()[std::size_t(plan.rankBy)]}};
    if (plan.globalBatch > 0) // a serving plan has none
        out["global_batch"] = plan.globalBatch;
    if (!plan.fixedJson.empty())
        out["fixed"] = nlohmann::json::parse(plan.fixedJson);
    if (plan.searchesGpuRange())
        out["gpus"] = {{"min", plan.gpusMin}, {"max", plan.gpusMax}};
    if (!plan.allowedJson.empty())
        out["allowed"] = nlohmann::json::parse(plan.allowedJson);
    if (plan.tpAcrossNodes)
        out["tp_across_nodes"] = true;
    return out;
}

} // namespace rooflab
