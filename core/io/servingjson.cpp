#include "core/io/servingjson.h"

#include "core/base/fieldlimits.h"
#include "core/base/translatable.h"
#include "core/io/modeljson.h"

#include <string>
#include <vector>

namespace rooflab {

namespace {

const std::vector<std::string_view> kEngineIds{"vllm", "sglang", "trtllm"};

void readOptionalInteger(JsonReader& r, const char* key, std::optional<std::int64_t>& out, FieldLimit limit) {
    if (!r.has(key))
        return;
    std::int64_t value = -1;
    r.integer(key, value, limit);
    if (value >= 0)
        out = value;
}

void readOptionalNumber(JsonReader& r, const char* key, std::optional<double>& out, FieldLimit limit) {
    if (!r.has(key))
        return;
    double value = -1;
    r.number(key, value, limit);
    if (value >= 0)
        out = value;
}

void readSpeculative(JsonReader& parent, std::optional<SpeculativeConfig>& out) {
    const nlohmann::json* value = parent.raw("speculative");
    if (!value)
        return;
    if (!value->is_object()) {
        parent.error("speculative", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"),
                                                {describeJson(*value)}));
        return;
    }
    JsonReader s(*value, parent.pathOf("speculative"), parent.diagnostics());
    SpeculativeConfig config;
    s.integer("draft_tokens", config.draftTokens, limits::draftTokens);
    s.number("acceptance", config.acceptance, limits::acceptanceRate);
    // The draft model, as the top-level "model" key reads it (core/io/modeljson.h).
    if (const nlohmann::json* draft = s.raw("draft_model")) {
        ModelSpec model;
        const std::size_t errorsBefore = s.diagnostics().errors.size();
        readModelSpec(*draft, s.pathOf("draft_model"), model, s.diagnostics());
        if (s.diagnostics().errors.size() == errorsBefore)
            config.draftModel = std::make_shared<const ModelSpec>(std::move(model));
    }
    out = config;
}

void readOptionalInt(JsonReader& r, const char* key, std::optional<int>& out, FieldLimit limit) {
    std::optional<std::int64_t> value;
    readOptionalInteger(r, key, value, limit);
    if (value)
        out = int(*value);
}

// "disaggregation": {"prefill_instances", "decode_instances", "prefill_tp", "decode_tp",
// "kv_transfer_gbps"}, all optional; the object's presence turns it on.
void readDisaggregation(JsonReader& parent, std::optional<DisaggregationConfig>& out) {
    const nlohmann::json* value = parent.raw("disaggregation");
    if (!value)
        return;
    if (!value->is_object()) {
        parent.error("disaggregation", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"),
                                                   {describeJson(*value)}));
        return;
    }
    JsonReader d(*value, parent.pathOf("disaggregation"), parent.diagnostics());
    DisaggregationConfig config;
    readOptionalInteger(d, "prefill_instances", config.prefillInstances, limits::poolInstances);
    readOptionalInteger(d, "decode_instances", config.decodeInstances, limits::poolInstances);
    readOptionalInt(d, "prefill_tp", config.prefillTp, limits::tensorParallel);
    readOptionalInt(d, "decode_tp", config.decodeTp, limits::tensorParallel);
    readOptionalNumber(d, "kv_transfer_gbps", config.kvTransferGbps, limits::kvTransferGBps);
    out = config;
}

nlohmann::json disaggregationJson(const DisaggregationConfig& d) {
    nlohmann::json j = nlohmann::json::object();
    if (d.prefillInstances)
        j["prefill_instances"] = *d.prefillInstances;
    if (d.decodeInstances)
        j["decode_instances"] = *d.decodeInstances;
    if (d.prefillTp)
        j["prefill_tp"] = *d.prefillTp;
    if (d.decodeTp)
        j["decode_tp"] = *d.decodeTp;
    if (d.kvTransferGbps)
        j["kv_transfer_gbps"] = *d.kvTransferGbps;
    return j;
}

nlohmann::json disaggregationReportJson(const DisaggregationReport& d) {
    return {{"prefill_instances", d.prefillInstances},
            {"decode_instances", d.decodeInstances},
            {"prefill_tp", d.prefillTp},
            {"decode_tp", d.decodeTp},
            {"kv_transfer_s", d.kvTransferS},
            {"kv_transfer_gbps", d.kvTransferGbps},
            {"prefill_requests_per_s", d.prefillRequestsPerS},
            {"decode_requests_per_s", d.decodeRequestsPerS},
            {"prefill_kv_capacity_tokens", d.prefillKvCapacityTokens},
            {"decode_queue_s", d.decodeQueueS}};
}

// The load: a closed loop of `concurrency` clients or an open loop of `request_rate` arrivals.
void readLoad(JsonReader& r, ServingConfig& c) {
    if (r.has("concurrency") && r.has("request_rate")) {
        r.error("request_rate",
                coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "give concurrency (a closed loop) or request_rate (an "
                                                                 "open loop), not both")));
        r.raw("concurrency");
        r.raw("request_rate");
        return;
    }
    r.integer("concurrency", c.concurrency, limits::servingConcurrency);
    r.number("request_rate", c.requestRate, limits::requestRate);
    if (c.requestRate <= 0 && c.concurrency <= 0)
        c.concurrency = 1;
}

} // namespace

std::string_view servingEngineId(ServingEngine engine) {
    return kEngineIds[std::size_t(engine)];
}

void readServing(JsonReader& r, ServingConfig& c) {
    if (auto index = r.choice("engine", kEngineIds))
        c.engine = static_cast<ServingEngine>(*index);
    r.integer("input_tokens", c.inputTokens, limits::servingTokens);
    r.integer("output_tokens", c.outputTokens, limits::servingTokens);
    readLoad(r, c);
    readOptionalInteger(r, "max_num_seqs", c.maxNumSeqs, limits::numSeqs);
    readOptionalInteger(r, "max_num_batched_tokens", c.maxNumBatchedTokens, limits::batchedTokens);
    r.number("prefix_cache_hit", c.prefixCacheHit, limits::prefixCacheHit);
    readOptionalNumber(r, "ttft_s", c.ttftSlo, limits::sloSeconds);
    readOptionalNumber(r, "tpot_s", c.tpotSlo, limits::sloSeconds);
    if (r.has("cuda_graphs")) {
        bool graphs = true;
        r.boolean("cuda_graphs", graphs);
        c.cudaGraphs = graphs;
    }
    readSpeculative(r, c.speculative);
    readDisaggregation(r, c.disaggregation);
    r.text("engine_version", c.engineVersion);
    r.integer("scheduler_steps", c.schedulerSteps, limits::schedulerSteps);
    r.boolean("streaming", c.streaming);
    r.boolean("fixed_lengths", c.fixedLengths);
    r.boolean("expert_parallel", c.expertParallel);
    r.boolean("data_parallel_attention", c.dataParallelAttention);
}

nlohmann::json servingConfigJson(const ServingConfig& c) {
    nlohmann::json j = {
        {"engine", servingEngineId(c.engine)}, {"input_tokens", c.inputTokens}, {"output_tokens", c.outputTokens}};
    if (c.closedLoop())
        j["concurrency"] = c.concurrency;
    else
        j["request_rate"] = c.requestRate;
    if (c.maxNumSeqs)
        j["max_num_seqs"] = *c.maxNumSeqs;
    if (c.maxNumBatchedTokens)
        j["max_num_batched_tokens"] = *c.maxNumBatchedTokens;
    if (c.prefixCacheHit > 0)
        j["prefix_cache_hit"] = c.prefixCacheHit;
    if (c.ttftSlo)
        j["ttft_s"] = *c.ttftSlo;
    if (c.tpotSlo)
        j["tpot_s"] = *c.tpotSlo;
    if (c.cudaGraphs)
        j["cuda_graphs"] = *c.cudaGraphs;
    if (c.speculative) {
        j["speculative"] = {{"draft_tokens", c.speculative->draftTokens}, {"acceptance", c.speculative->acceptance}};
        if (c.speculative->draftModel)
            j["speculative"]["draft_model"] = modelSpecJson(*c.speculative->draftModel);
    }
    if (c.disaggregation)
        j["disaggregation"] = disaggregationJson(*c.disaggregation);
    if (!c.engineVersion.empty())
        j["engine_version"] = c.engineVersion;
    if (c.schedulerSteps != 1)
        j["scheduler_steps"] = c.schedulerSteps;
    if (!c.streaming)
        j["streaming"] = false;
    if (!c.fixedLengths)
        j["fixed_lengths"] = false;
    if (c.expertParallel)
        j["expert_parallel"] = true;
    if (c.dataParallelAttention)
        j["data_parallel_attention"] = true;
    return j;
}

namespace {

// How far published runs of this kind were (core/model/servingagreement.h): each figure compared
// on three rows or more; absent where none was.
nlohmann::json agreementJson(const ServingAgreement& a) {
    nlohmann::json j = {{"regime", a.regime}, {"source", a.source()}};
    const std::pair<const char*, const StepAgreement*> figures[] = {
        {"ttft", &a.ttft}, {"tpot", &a.tpot}, {"throughput", &a.throughput}};
    for (const auto& [key, figure] : figures)
        if (figure->known())
            j[key] = {{"runs", figure->runs}, {"measured_over_predicted", {figure->low, figure->high}}};
    return j;
}

} // namespace

nlohmann::json servingReportJson(const ServingReport& s) {
    nlohmann::json j = {{"engine", s.engine},
                        {"ttft_s", s.ttftS},
                        {"tpot_s", s.tpotS},
                        {"e2e_s", s.e2eS},
                        {"output_tokens_per_s", s.outputTokensPerS},
                        {"output_tokens_per_s_per_gpu", s.outputTokensPerSPerGpu},
                        {"requests_per_s", s.requestsPerS},
                        {"saturation_requests_per_s", s.saturationRequestsPerS},
                        {"bound", s.bound},
                        {"fits", s.fits},
                        {"saturated", s.saturated},
                        {"concurrency", s.concurrency},
                        {"running_per_replica", s.runningPerReplica},
                        {"kv_capacity_sequences", s.kvCapacitySequences},
                        {"max_num_seqs", s.maxNumSeqs},
                        {"max_num_batched_tokens", s.maxNumBatchedTokens},
                        {"decode_step_s", s.decodeStepS},
                        {"step_overhead_s", s.stepOverheadS},
                        {"decode_memory_s", s.decodeMemoryS},
                        {"decode_compute_s", s.decodeComputeS},
                        {"prefill_s", s.prefillS},
                        {"queue_s", s.queueS},
                        {"prefill_tokens_per_step", s.prefillTokensPerStep},
                        {"tokens_per_step", s.tokensPerStep},
                        {"draft_steps_s", s.draftStepsS},
                        {"draft_weight_bytes", s.draftWeightBytes},
                        {"replicas", s.replicas},
                        {"gpus", s.gpus},
                        {"expert_parallel_gpus", s.expertParallelGpus},
                        {"expert_dispatch_s", s.expertDispatchS},
                        {"cuda_graphs", s.cudaGraphs},
                        {"calibrated", s.calibrated},
                        {"calibration", s.calibration},
                        {"ttft_slo_met", s.ttftSloMet},
                        {"tpot_slo_met", s.tpotSloMet},
                        {"notes", s.notes}};
    if (s.disaggregation)
        j["disaggregation"] = disaggregationReportJson(*s.disaggregation);
    if (s.agreement.known())
        j["agreement"] = agreementJson(s.agreement);
    return j;
}

} // namespace rooflab
