#include "core/io/planjson.h"

#include "core/base/translatable.h"

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
    return out;
}

} // namespace rooflab
