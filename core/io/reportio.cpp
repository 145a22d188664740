#include "core/io/reportio.h"

#include "core/io/scenarioio.h"
#include "core/io/servingjson.h"
#include "core/memory/runtimememory.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace rooflab {
namespace {

using json = nlohmann::json;

// Bytes are reported as whole numbers; a figure beyond 2^53 (no longer exact in a double, and
// soon past int64) stays a number of its size rather than wrapping to a negative one.
json bytes(double value) {
    constexpr double kExact = 9007199254740992.0; // 2^53
    if (!std::isfinite(value) || std::fabs(value) > kExact)
        return value;
    return static_cast<std::int64_t>(std::llround(value));
}

json runtimeItemsJson(const Scenario& sc, double total) {
    const RuntimeItems items = runtimeItems(sc, total);
    if (items.set)
        return {{"set", true}};
    return {{"set", false},
            {"cuda_context", bytes(items.cudaContext)},
            {"cublas_workspaces", bytes(items.workspaces)},
            {"nccl_buffers", bytes(items.ncclBuffers)},
            {"nccl_communicators", items.communicators},
            {"allocator_reserve", bytes(items.allocatorReserve)}};
}

// What offloading keeps on the host: per GPU process, per node against the node's RAM.
json hostJson(const HostMemory& h) {
    return {{"master_weights", bytes(h.masterWeights)},
            {"gradients", bytes(h.gradients)},
            {"optimizer_states", bytes(h.optimizerStates)},
            {"parameters", bytes(h.parameters)},
            {"activations", bytes(h.activations)},
            {"buffers", bytes(h.buffers)},
            {"per_gpu", bytes(h.perGpu)},
            {"gpus_per_node", h.gpusPerNode},
            {"per_node", bytes(h.perNode)},
            {"nvme_per_node", bytes(h.nvmePerNode)},
            {"capacity", bytes(h.capacity)},
            {"fits", h.fits}};
}

// The peak with the estimated runtime terms at their low and high ends (docs/results-format.md).
json bandJson(const FitBand& band) {
    return {{"low", bytes(band.low)},
            {"high", bytes(band.high)},
            {"estimated", bytes(band.estimated)},
            {"room", bytes(band.room)}};
}

json memoryJson(const TrainingMemory& m, const FitAnswers& fit) {
    json parts = json::array();
    for (const auto& part : m.optimizerParts)
        parts.push_back({{"name", part.name}, {"bytes", bytes(part.bytes)}});
    return {{"weights", bytes(m.weights)},
            {"adapters", bytes(m.adapters)},
            {"adapter_parameters", bytes(m.adapterParams)},
            {"weights_gathered", bytes(m.weightsGathered)},
            {"quantized_weights", bytes(m.quantizedWeights)},
            {"gradients", bytes(m.gradients)},
            {"master_weights", bytes(m.masterWeights)},
            {"optimizer_states", bytes(m.optimizerStates)},
            {"optimizer_state_parts", parts},
            {"activations", bytes(m.activations)},
            {"recompute", bytes(m.recompute)},
            {"weight_copies", bytes(m.weightCopies)},
            {"logits", bytes(m.logits)},
            {"loss_buffers", bytes(m.lossBuffers)},
            {"optimizer_scratch", bytes(m.optimizerScratch)},
            {"overhead", bytes(m.overhead)},
            {"total", bytes(m.total)},
            {"peak", bytes(m.total)},
            {"peak_phase", stepPhaseId(m.peakPhase)},
            {"phases",
             {{"forward", bytes(m.phasePeaks[0])},
              {"loss", bytes(m.phasePeaks[1])},
              {"backward", bytes(m.phasePeaks[2])},
              {"optimizer", bytes(m.phasePeaks[3])}}},
            {"saved_activations", bytes(m.savedActivations)},
            {"all_gradients", bytes(m.allGradients)},
            {"capacity", bytes(m.capacity)},
            {"free", bytes(m.free())},
            {"fits", m.fits},
            {"verdict", fitVerdictId(m.band.verdict)},
            {"margin", bytes(m.band.margin)},
            {"band", bandJson(m.band)},
            {"min_gpus", fit.minGpus},
            {"min_gpus_zero3", fit.minGpusZero3},
            {"max_micro_batch", fit.maxMicroBatch},
            {"max_size_only_params", fit.maxSizeOnlyParams},
            {"model_state_bytes_per_param", fit.modelStateBytesPerParam},
            {"napkin_max_params", fit.napkinMaxParams},
            {"host", hostJson(m.host)}};
}

json parametersJson(const Scenario& sc, const Report& r) {
    const ParameterBreakdown& p = r.parameters;
    return {{"total", std::llround(r.parameterCount)},
            {"architecture_total", p.total},
            {"embeddings", p.embeddings},
            {"position_embeddings", p.positionEmbeddings},
            {"attention", p.attention},
            {"mlp", p.mlp},
            {"norms", p.norms},
            {"lm_head", p.lmHead},
            {"per_layer", p.perLayer},
            {"active_per_token", p.activePerToken},
            {"size_only", sc.model.sizeOnlyParams > 0}};
}

json architectureShapeJson(const Architecture& a) {
    return {{"layers", a.layers},    {"d_model", a.dModel}, {"heads", a.heads}, {"kv_heads", a.kvHeads},
            {"head_dim", a.headDim}, {"d_ff", a.dFf},       {"vocab", a.vocab}};
}

// pp > 1: each end of the pipeline on its own, then the second stage where the split keys give the
// middle stages more layers (the peak above is the largest).
json stagesJson(const std::vector<TrainingMemory>& stageMemory) {
    json stages = json::array();
    for (std::size_t i = 0; i < stageMemory.size(); ++i) {
        const TrainingMemory& s = stageMemory[i];
        stages.push_back({{"stage", i == 0   ? "first"
                                    : i == 1 ? "last"
                                             : "middle"},
                          {"weights", bytes(s.weights)},
                          {"gradients", bytes(s.gradients)},
                          {"optimizer_states", bytes(s.optimizerStates + s.masterWeights)},
                          {"activations", bytes(s.activations + s.recompute)},
                          {"logits", bytes(s.logits + s.lossBuffers)},
                          {"total", bytes(s.total)},
                          {"peak_phase", stepPhaseId(s.peakPhase)},
                          {"fits", s.fits},
                          {"verdict", fitVerdictId(s.band.verdict)}});
    }
    return stages;
}

json flopsJson(const FlopsReport& flops) {
    return {{"forward_per_sequence", flops.forwardPerSequence},
            {"forward_per_sequence_kaplan", flops.forwardPerSequenceKaplan},
            {"step_model", flops.stepModel},
            {"step_hardware", flops.stepHardware},
            {"tokens_per_step", flops.tokensPerStep},
            {"training_tokens", flops.trainingTokens},
            {"training_total_6nd", flops.trainingTotal6nd},
            {"training_total", flops.trainingTotal}};
}

json timeJson(const TimeReport& time) {
    return {{"peak_flops", time.peakFlops},       {"days", time.days},
            {"days_detailed", time.daysDetailed}, {"days_at_predicted_speed", time.daysAtPredictedSpeed},
            {"gpu_hours", time.gpuHours},         {"cost", time.cost},
            {"measured_mfu", time.measuredMfu}};
}

json servingJson(const ServingCapacity& serving) {
    return {{"card", bytes(serving.cardBytes)},
            {"budget", bytes(serving.budget)},
            {"weights", bytes(serving.weights)},
            {"non_torch", bytes(serving.nonTorch)},
            {"forward_peak", bytes(serving.forwardPeak)},
            {"sampler_peak", bytes(serving.samplerPeak)},
            {"activation_peak", bytes(serving.activationPeak)},
            {"kv_cache", bytes(serving.kvCache)},
            {"kv_bytes_per_token", bytes(serving.kvBytesPerToken)}};
}

json inferenceJson(const InferenceMemory& i) {
    return {{"weights", bytes(i.weights)},
            {"kv_cache", bytes(i.kvCache)},
            {"kv_bytes_per_token", bytes(i.kvBytesPerToken)},
            {"activations", bytes(i.activations)},
            {"overhead", bytes(i.overhead)},
            {"total", bytes(i.total)},
            {"capacity", bytes(i.capacity)},
            {"fits", i.fits},
            {"max_batch", i.maxBatch},
            {"max_context", i.maxContext},
            {"context_limit", i.contextLimit},
            {"kv_capacity_tokens", static_cast<long long>(i.serving.kvCapacityTokens)},
            {"max_concurrency", i.serving.maxConcurrency},
            {"serving", servingJson(i.serving)}};
}

json rooflineOpsJson(const RooflineReport& roofline, const StepTimeReport& step) {
    json ops = json::array();
    for (size_t i = 0; i < roofline.ops.size(); ++i) {
        const RooflineOp& op = roofline.ops[i];
        ops.push_back({{"name", std::string(op.name)},
                       {"phase", phaseId(op.phase)},
                       {"matmul", op.matmul},
                       {"flops", op.flops},
                       {"bytes", bytes(op.bytes)},
                       {"intensity", op.intensity},
                       {"ceiling", op.ceiling},
                       {"attainable_flops", op.attainableFlops},
                       {"bound", boundId(op.bound)},
                       {"time_s", op.timeS},
                       {"launches", op.launches}});
        // The step model's time for it: its ops are the training roofline's, so an inference
        // phase's ops have none.
        if (roofline.phase == Phase::Train && i < step.opTimeS.size())
            ops.back()["achieved_time_s"] = step.opTimeS[i];
    }
    return ops;
}

json rooflineJson(const RooflineReport& roofline, const StepTimeReport& step) {
    json ceilings = json::array();
    for (const auto& c : roofline.ceilings)
        ceilings.push_back({{"dtype", dtypeId(c.dtype)}, {"peak_flops", c.peakFlops}, {"ridge", c.ridge}});
    return {{"phase", phaseId(roofline.phase)},
            {"peak_flops", roofline.peakFlops},
            {"vector_peak_flops", roofline.vectorPeakFlops},
            {"bandwidth", roofline.bandwidth},
            {"ridge", roofline.ridge},
            {"ceilings", ceilings},
            {"ops", rooflineOpsJson(roofline, step)},
            {"step_time_s", roofline.stepTimeS},
            {"predicted_mfu", roofline.predictedMfu},
            {"tokens_per_second", roofline.tokensPerSecond},
            {"tokens_per_second_per_replica", roofline.tokensPerSecond},
            {"tokens_per_second_per_gpu", roofline.tokensPerSecondPerGpu}};
}

json commJson(const CommTimes& c) {
    return {{"dp", c.dp}, {"zero", c.zero}, {"tp", c.tp}, {"pp", c.pp}, {"ep", c.ep}, {"cp", c.cp}};
}

json stepJson(const StepTimeReport& st) {
    json step = {{"time_s", st.timeS},
                 {"compute_s", st.computeS},
                 {"micro_batch_compute_s", st.microBatchComputeS},
                 {"attention_s", st.attentionS},
                 {"micro_batches", st.microBatches},
                 {"exposed_comm_s", commJson(st.exposedCommS)},
                 {"comm_s", commJson(st.commS)},
                 {"grad_buffers_s", st.gradBuffersS},
                 {"tied_embedding_allreduce_s", st.tiedEmbeddingS},
                 {"interference_s", st.interferenceS},
                 {"bubble_s", st.bubbleS},
                 {"bubble_fraction", st.bubbleFraction},
                 {"optimizer_s", st.optimizerS},
                 {"optimizer_on_host", st.optimizerOnHost},
                 {"offload_s", st.offloadS},
                 {"offload_copies_s", st.offloadCopyS},
                 {"launch_gaps_s", st.launchGapS},
                 {"kernel_launches", st.kernelLaunches},
                 {"model_flops", st.modelFlops},
                 {"hardware_flops", st.hardwareFlops},
                 {"mfu", st.mfu},
                 {"hfu", st.hfu},
                 {"tokens_per_s_per_gpu", st.tokensPerSecondPerGpu},
                 {"tokens_per_s_per_replica", st.tokensPerSecondPerReplica},
                 {"tokens_per_s", st.tokensPerSecond},
                 {"crosses_nodes", {{"dp", st.dpCrossesNodes}, {"tp", st.tpCrossesNodes}, {"pp", st.ppCrossesNodes}}},
                 {"efficiency_source", st.efficiencySource},
                 {"efficiency_measured", st.efficiencyMeasured}};
    // parallel.tp_comm_overlap: what the GEMMs hid of comm_s.tp and what hiding it cost (both in
    // exposed_comm_s.tp's account); absent when nothing is overlapped.
    if (st.tpHiddenS > 0 || st.tpOverlapCostS > 0) {
        step["tp_hidden_s"] = st.tpHiddenS;
        step["tp_overlap_cost_s"] = st.tpOverlapCostS;
    }
    // How far real runs of this kind were (core/model/stepagreement.h); absent where none was compared
    // (a null would read as a number that is not finite).
    const StepAgreement& agreement = st.agreement;
    if (agreement.known())
        step["agreement"] = {{"regime", agreement.regime},
                             {"runs", agreement.runs},
                             {"measured_over_predicted", {agreement.low, agreement.high}},
                             {"source", agreement.source}};
    return step;
}

} // namespace

std::string reportToJson(const Scenario& sc, const Report& r) {
    json root;
    root["scenario"] = json::parse(serializeScenario(sc));
    root["warnings"] = r.warnings;
    root["units"] = {{"bytes", "bytes"}, {"flops", "FLOP"}, {"rates", "per second"}};
    root["parameters"] = parametersJson(sc, r);
    root["architecture"] = architectureShapeJson(r.arch);
    root["memory"] = memoryJson(r.memory, r.fit);
    root["memory"]["runtime"] = runtimeItemsJson(sc, r.memory.overhead);
    root["memory"]["stages"] = stagesJson(r.stageMemory);
    root["flops"] = flopsJson(r.flops);
    root["time"] = timeJson(r.time);
    root["inference"] = inferenceJson(r.inference);
    root["roofline"] = rooflineJson(r.roofline, r.step);
    root["step"] = stepJson(r.step);
    if (r.serving)
        root["serving"] = servingReportJson(*r.serving);
    return root.dump(2) + "\n";
}

} // namespace rooflab
