#include "core/plan/fixedkeys.h"

#include "core/base/translatable.h"
#include "core/io/scenarioio.h"
#include "core/plan/layout.h"

#include <nlohmann/json.hpp>

namespace rooflab {

namespace {

using json = nlohmann::json;

bool holds(const json& fixed, const char* section, const char* key) {
    const auto s = fixed.find(section);
    return s != fixed.end() && s->is_object() && s->contains(key);
}

FixedKeys heldKeys(const json& fixed) {
    FixedKeys h;
    h.gpus = holds(fixed, "parallel", "gpus");
    h.tp = holds(fixed, "parallel", "tp");
    h.pp = holds(fixed, "parallel", "pp");
    h.vp = holds(fixed, "parallel", "virtual_stages");
    h.cp = holds(fixed, "parallel", "cp");
    h.ep = holds(fixed, "parallel", "ep");
    h.etp = holds(fixed, "parallel", "etp");
    h.zero = holds(fixed, "parallel", "zero");
    h.sequenceParallel = holds(fixed, "parallel", "sequence_parallel");
    h.tpCommOverlap = holds(fixed, "parallel", "tp_comm_overlap");
    h.offload = holds(fixed, "parallel", "offload");
    h.split = holds(fixed, "parallel", "num_layers_in_first_pipeline_stage") ||
              holds(fixed, "parallel", "num_layers_in_last_pipeline_stage") ||
              holds(fixed, "parallel", "account_for_embedding_in_pipeline_split") ||
              holds(fixed, "parallel", "account_for_loss_in_pipeline_split");
    h.contextComm = holds(fixed, "parallel", "cp_comm_type") || holds(fixed, "parallel", "cp_rotate_method");
    h.microBatch = holds(fixed, "training", "micro_batch");
    h.gradAccum = holds(fixed, "training", "grad_accum");
    h.recompute = holds(fixed, "training", "checkpointing") || holds(fixed, "training", "recompute_modules");
    h.recomputeLayers = holds(fixed, "training", "recompute_num_layers");
    return h;
}

} // namespace

FixedScenario applyFixed(const Scenario& base) {
    FixedScenario out;
    out.scenario = base;
    if (!base.plan || base.plan->fixedJson.empty())
        return out;
    const json fixed = json::parse(base.plan->fixedJson, nullptr, false);
    if (!fixed.is_object()) {
        out.errors.push_back("plan.fixed: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object")));
        return out;
    }
    // The search sets every layout field; the base's own would only clash with what is held
    // (a fixed tp of 8 beside the file's pp of 2 on 8 GPUs).
    Scenario neutral = base;
    Layout plain;
    plain.gpus = base.parallel.gpus;
    applyLayout(plain, neutral);
    json merged = json::parse(serializeScenario(neutral));
    merged.merge_patch(fixed);
    ScenarioParseResult parsed = parseScenario(merged.dump());
    for (const std::string& warning : parsed.warnings)
        out.errors.push_back("plan.fixed: " + warning);
    for (const std::string& error : parsed.errors)
        out.errors.push_back("plan.fixed: " + error);
    if (!out.errors.empty())
        return out;
    out.scenario = std::move(parsed.scenario);
    out.held = heldKeys(fixed);
    return out;
}

} // namespace rooflab
