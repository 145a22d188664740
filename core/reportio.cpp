#include "core/reportio.h"

#include "core/finetune.h"
#include "core/modeldb.h"
#include "core/runtimememory.h"
#include "core/scenarioio.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <sstream>

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

std::string format(const char* fmt, double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, fmt, value);
    return buffer;
}

std::string gib(double value) { return format("%.2f GiB", value / (1024.0 * 1024.0 * 1024.0)); }

// 1.23e+24 -> "1.23e24 FLOP"; small values plainly.
std::string si(double value, const char* unit) {
    static const char* prefixes[] = {"", "k", "M", "G", "T", "P", "E", "Z", "Y"};
    int index = 0;
    double v = value;
    while (std::abs(v) >= 1000.0 && index < 8) {
        v /= 1000.0;
        ++index;
    }
    return format("%.3g ", v) + prefixes[index] + unit;
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

json memoryJson(const TrainingMemory& m, const FitAnswers& fit) {
    json parts = json::array();
    for (const auto& part : m.optimizerParts)
        parts.push_back({{"name", part.name}, {"bytes", bytes(part.bytes)}});
    return {{"weights", bytes(m.weights)},
            {"adapters", bytes(m.adapters)},
            {"adapter_parameters", static_cast<long long>(std::llround(m.adapterParams))},
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
            {"phases", {{"forward", bytes(m.phasePeaks[0])},
                        {"loss", bytes(m.phasePeaks[1])},
                        {"backward", bytes(m.phasePeaks[2])},
                        {"optimizer", bytes(m.phasePeaks[3])}}},
            {"saved_activations", bytes(m.savedActivations)},
            {"all_gradients", bytes(m.allGradients)},
            {"capacity", bytes(m.capacity)},
            {"free", bytes(m.free())},
            {"fits", m.fits},
            {"min_gpus", fit.minGpus},
            {"min_gpus_zero3", fit.minGpusZero3},
            {"max_micro_batch", fit.maxMicroBatch},
            {"max_size_only_params", fit.maxSizeOnlyParams},
            {"model_state_bytes_per_param", fit.modelStateBytesPerParam},
            {"napkin_max_params", fit.napkinMaxParams},
            {"host", hostJson(m.host)}};
}

} // namespace

std::string reportToJson(const Scenario& sc, const Report& r) {
    const ParameterBreakdown& p = r.parameters;
    json root;
    root["scenario"] = json::parse(serializeScenario(sc));
    root["warnings"] = r.warnings;
    root["units"] = {{"bytes", "bytes"}, {"flops", "FLOP"}, {"rates", "per second"}};
    root["parameters"] = {{"total", std::llround(r.parameterCount)},
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
    const Architecture& a = r.arch;
    root["architecture"] = {{"layers", a.layers}, {"d_model", a.dModel}, {"heads", a.heads},
                            {"kv_heads", a.kvHeads}, {"head_dim", a.headDim}, {"d_ff", a.dFf},
                            {"vocab", a.vocab}};
    root["memory"] = memoryJson(r.memory, r.fit);
    root["memory"]["runtime"] = runtimeItemsJson(sc, r.memory.overhead);
    // pp > 1: each end of the pipeline on its own (the peak above is the larger).
    json stages = json::array();
    for (std::size_t i = 0; i < r.stageMemory.size(); ++i) {
        const TrainingMemory& s = r.stageMemory[i];
        stages.push_back({{"stage", i == 0 ? "first" : "last"},
                          {"weights", bytes(s.weights)},
                          {"gradients", bytes(s.gradients)},
                          {"optimizer_states", bytes(s.optimizerStates + s.masterWeights)},
                          {"activations", bytes(s.activations + s.recompute)},
                          {"logits", bytes(s.logits + s.lossBuffers)},
                          {"total", bytes(s.total)},
                          {"peak_phase", stepPhaseId(s.peakPhase)},
                          {"fits", s.fits}});
    }
    root["memory"]["stages"] = stages;
    root["flops"] = {{"forward_per_sequence", r.flops.forwardPerSequence},
                     {"forward_per_sequence_kaplan", r.flops.forwardPerSequenceKaplan},
                     {"step_model", r.flops.stepModel},
                     {"step_hardware", r.flops.stepHardware},
                     {"tokens_per_step", r.flops.tokensPerStep},
                     {"training_total_6nd", r.flops.trainingTotal6nd},
                     {"training_total", r.flops.trainingTotal}};
    root["time"] = {{"peak_flops", r.time.peakFlops},
                    {"days", r.time.days},
                    {"days_detailed", r.time.daysDetailed},
                    {"days_at_predicted_speed", r.time.daysAtPredictedSpeed},
                    {"gpu_hours", r.time.gpuHours},
                    {"cost", r.time.cost},
                    {"measured_mfu", r.time.measuredMfu}};
    const InferenceMemory& i = r.inference;
    root["inference"] = {{"weights", bytes(i.weights)},         {"kv_cache", bytes(i.kvCache)},
                         {"kv_bytes_per_token", bytes(i.kvBytesPerToken)}, {"activations", bytes(i.activations)},
                         {"overhead", bytes(i.overhead)},       {"total", bytes(i.total)},
                         {"capacity", bytes(i.capacity)},       {"fits", i.fits},
                         {"max_batch", i.maxBatch},             {"max_context", i.maxContext},
                         {"context_limit", i.contextLimit},
                         {"kv_capacity_tokens", static_cast<long long>(i.serving.kvCapacityTokens)},
                         {"max_concurrency", i.serving.maxConcurrency},
                         {"serving", {{"card", bytes(i.serving.cardBytes)},
                                      {"budget", bytes(i.serving.budget)},
                                      {"weights", bytes(i.serving.weights)},
                                      {"non_torch", bytes(i.serving.nonTorch)},
                                      {"forward_peak", bytes(i.serving.forwardPeak)},
                                      {"sampler_peak", bytes(i.serving.samplerPeak)},
                                      {"activation_peak", bytes(i.serving.activationPeak)},
                                      {"kv_cache", bytes(i.serving.kvCache)},
                                      {"kv_bytes_per_token", bytes(i.serving.kvBytesPerToken)}}}};
    json ops = json::array();
    for (const auto& op : r.roofline.ops)
        ops.push_back({{"name", std::string(op.name)},
                       {"phase", phaseId(op.phase)},
                       {"matmul", op.matmul},
                       {"flops", op.flops},
                       {"bytes", bytes(op.bytes)},
                       {"intensity", op.intensity},
                       {"ceiling", op.ceiling},
                       {"attainable_flops", op.attainableFlops},
                       {"bound", boundId(op.bound)},
                       {"time_s", op.timeS}});
    json ceilings = json::array();
    for (const auto& c : r.roofline.ceilings)
        ceilings.push_back({{"dtype", dtypeId(c.dtype)}, {"peak_flops", c.peakFlops}, {"ridge", c.ridge}});
    root["roofline"] = {{"phase", phaseId(r.roofline.phase)},
                        {"peak_flops", r.roofline.peakFlops},
                        {"vector_peak_flops", r.roofline.vectorPeakFlops},
                        {"bandwidth", r.roofline.bandwidth},
                        {"ridge", r.roofline.ridge},
                        {"ceilings", ceilings},
                        {"ops", ops},
                        {"step_time_s", r.roofline.stepTimeS},
                        {"predicted_mfu", r.roofline.predictedMfu},
                        {"tokens_per_second", r.roofline.tokensPerSecond},
                        {"tokens_per_second_per_replica", r.roofline.tokensPerSecond},
                        {"tokens_per_second_per_gpu", r.roofline.tokensPerSecondPerGpu}};
    const StepTimeReport& st = r.step;
    auto comm = [](const CommTimes& c) {
        return json{{"dp", c.dp}, {"zero", c.zero}, {"tp", c.tp}, {"pp", c.pp}, {"ep", c.ep}, {"cp", c.cp}};
    };
    root["step"] = {{"time_s", st.timeS},
                    {"compute_s", st.computeS},
                    {"micro_batch_compute_s", st.microBatchComputeS},
                    {"attention_s", st.attentionS},
                    {"micro_batches", st.microBatches},
                    {"exposed_comm_s", comm(st.exposedCommS)},
                    {"comm_s", comm(st.commS)},
                    {"interference_s", st.interferenceS},
                    {"bubble_s", st.bubbleS},
                    {"bubble_fraction", st.bubbleFraction},
                    {"optimizer_s", st.optimizerS},
                    {"optimizer_on_host", st.optimizerOnHost},
                    {"offload_s", st.offloadS},
                    {"offload_copies_s", st.offloadCopyS},
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
    return root.dump(2) + "\n";
}

std::string scenarioTitle(const Scenario& sc) {
    if (!sc.name.empty())
        return sc.name;
    std::string model = sc.model.sizeOnlyParams > 0 ? format("%.3g-parameter model", sc.model.sizeOnlyParams)
                        : !sc.model.arch.name.empty() ? sc.model.arch.name
                                                      : std::string("custom model");
    if (const ModelPreset* preset = sc.model.sizeOnlyParams > 0 ? nullptr : ModelDb::builtin().find(sc.model.presetId);
        preset && !preset->description.empty())
        model = preset->displayName();
    return model + " on " + std::to_string(sc.parallel.gpus) + " x " + sc.gpu.name;
}

std::string reportToText(const Scenario& sc, const Report& r) {
    std::ostringstream out;
    const TrainingMemory& m = r.memory;
    out << scenarioTitle(sc) << "\n";
    out << "  model: " << (sc.model.sizeOnlyParams > 0 ? "size-only " : "") << format("%.4g", r.parameterCount)
        << " parameters (" << r.arch.layers << " layers, d_model " << r.arch.dModel << ", " << r.arch.heads
        << " heads)\n";
    out << "  GPU: " << sc.gpu.name << " x " << sc.parallel.gpus << " (ZeRO-" << sc.parallel.zeroStage
        << ", tp " << sc.parallel.tensorParallel << ", pp " << sc.parallel.pipelineParallel;
    if (sc.model.arch.isMoe() && sc.parallel.expertParallel > 1)
        out << ", ep " << sc.parallel.expertParallel << ", etp " << sc.parallel.expertTensor();
    if (sc.parallel.contextParallel > 1)
        out << ", cp " << sc.parallel.contextParallel << (sc.parallel.contextLoadBalanced ? "" : " contiguous");
    out << ")\n";
    for (const auto& w : r.warnings)
        out << "  warning: " << w << "\n";
    out << "\nTraining memory per GPU at the step's peak (" << stepPhaseId(m.peakPhase)
        << "; GiB = 2^30 bytes)\n";
    auto row = [&](const std::string& label, double value) {
        char line[128];
        std::snprintf(line, sizeof line, "  %-32s %12s\n", label.c_str(), gib(value).c_str());
        out << line;
    };
    if (sc.finetune.frozenBase())
        row("frozen weights (" + std::string(baseFormatId(resolvedBaseFormat(sc))) + ")", m.weights);
    else
        row("weights (" + std::string(dtypeId(sc.precision.weights)) + ")", m.weights);
    if (m.weightsGathered > 0)
        row("weights gathered (ZeRO-3)", m.weightsGathered);
    if (m.quantizedWeights > 0)
        row("FP8/FP4 weight copies", m.quantizedWeights);
    if (sc.finetune.frozenBase()) {
        char label[64];
        std::snprintf(label, sizeof label, "adapters (%s, %.2fM params)", std::string(dtypeId(sc.finetune.adapterDtype)).c_str(),
                      m.adapterParams / 1e6);
        row(label, m.adapters);
    }
    row("gradients (" + std::string(dtypeId(sc.finetune.frozenBase() ? sc.finetune.adapterDtype : sc.precision.gradients)) + ")",
        m.gradients);
    const bool optimizerHere = !sc.parallel.offload.optimizerOffloaded();
    if (sc.precision.masterWeights && !sc.finetune.frozenBase() && optimizerHere)
        row("master weights (" + std::string(dtypeId(*sc.precision.masterWeights)) + ")", m.masterWeights);
    for (const auto& part : m.optimizerParts)
        if (optimizerHere)
            row(std::string("optimizer: ") + part.name, part.bytes);
    row("activations", m.activations);
    if (m.recompute > 0)
        row("layer being recomputed", m.recompute);
    if (m.weightCopies > 0)
        row("16-bit weight copies (autocast)", m.weightCopies);
    row("logits", m.logits);
    if (m.lossBuffers > 0)
        row("loss buffers", m.lossBuffers);
    if (m.optimizerScratch > 0)
        row("optimizer scratch", m.optimizerScratch);
    row("runtime (CUDA, NCCL, allocator)", m.overhead);
    if (const RuntimeItems items = runtimeItems(sc, m.overhead); !items.set) {
        row("  CUDA context", items.cudaContext);
        row("  cuBLAS workspaces", items.workspaces);
        if (items.communicators > 0)
            row("  NCCL buffers (" + std::to_string(items.communicators) + " communicators)", items.ncclBuffers);
        row("  allocator reserve", items.allocatorReserve);
    }
    row("total (peak)", m.total);
    static const char* kPhaseRows[] = {"  peak in the forward", "  peak in the loss", "  peak in the backward",
                                       "  peak in the optimizer step"};
    for (size_t i = 0; i < m.phasePeaks.size(); ++i)
        row(kPhaseRows[i], m.phasePeaks[i]);
    row("capacity (" + sc.gpu.id + ")", m.capacity);
    if (r.stageMemory.size() == 2) {
        row("  first pipeline stage (peak)", r.stageMemory[0].total);
        row("  last pipeline stage (peak)", r.stageMemory[1].total);
    }
    if (m.fits)
        out << "  verdict: fits, " << gib(m.free()) << " free\n";
    else if (r.fit.minGpus > 0)
        out << "  verdict: does not fit; needs >= " << r.fit.minGpus << " GPUs with this strategy\n";
    else
        out << "  verdict: does not fit with this strategy at any GPU count"
            << (r.fit.minGpusZero3 > 0 ? "; with ZeRO-3 >= " + std::to_string(r.fit.minGpusZero3) + " GPUs" : "")
            << "\n";
    if (m.host.any()) {
        const HostMemory& h = m.host;
        out << "  offloaded to the host (one GPU's process):\n";
        if (h.masterWeights > 0)
            row("    master weights (fp32)", h.masterWeights);
        if (h.gradients > 0)
            row("    gradients (fp32)", h.gradients);
        if (h.optimizerStates > 0)
            row("    optimizer states", h.optimizerStates);
        if (h.parameters > 0)
            row("    parameters (16-bit)", h.parameters);
        if (h.activations > 0)
            row("    activations", h.activations);
        if (h.buffers > 0)
            row("    pinned swap buffers", h.buffers);
        row("  host RAM per node (" + std::to_string(h.gpusPerNode) + " GPUs)", h.perNode);
        if (h.nvmePerNode > 0)
            row("  NVMe per node", h.nvmePerNode);
        if (h.capacity > 0)
            out << "  host verdict: " << (h.fits ? "fits in " : "does not fit in ") << gib(h.capacity)
                << " of host RAM\n";
        else
            out << "  host verdict: host RAM not known (hardware.host_ram_gb)\n";
    }
    out << "  largest micro-batch that fits: " << r.fit.maxMicroBatch << "\n";
    out << "  largest size-only model that fits: " << format("%.3g", r.fit.maxSizeOnlyParams) << " parameters\n";
    out << "  napkin: " << sc.parallel.gpus << " GPUs x " << format("%.4g", sc.gpu.memoryBytes / 1e9) << " GB / "
        << format("%.4g", r.fit.modelStateBytesPerParam) << " bytes per parameter = "
        << format("%.3g", r.fit.napkinMaxParams) << " parameters (no activations)\n";

    out << "\nCompute\n";
    out << "  forward FLOPs per sequence: " << si(r.flops.forwardPerSequence, "FLOP") << "\n";
    out << "  FLOPs per step (model / hardware): " << si(r.flops.stepModel, "FLOP") << " / "
        << si(r.flops.stepHardware, "FLOP") << "\n";
    out << "  training FLOPs 6ND: " << format("%.3g", r.flops.trainingTotal6nd) << "  detailed: "
        << format("%.3g", r.flops.trainingTotal) << "\n";
    out << "  time at MFU " << format("%.2f", sc.run.mfu) << ": " << format("%.1f", r.time.days) << " days ("
        << format("%.1f", r.time.daysDetailed) << " detailed), " << format("%.4g", r.time.gpuHours) << " GPU-hours";
    if (r.time.cost > 0)
        out << ", cost " << format("%.4g", r.time.cost);
    out << "\n";

    out << "\nInference (batch " << sc.inference.batch << ", context " << sc.inference.context << ")\n";
    row("weights", r.inference.weights);
    row("KV cache", r.inference.kvCache);
    row("activations", r.inference.activations);
    row("total", r.inference.total);
    out << "  KV cache per token: " << format("%.0f", r.inference.kvBytesPerToken) << " bytes; max batch "
        << r.inference.maxBatch << ", max context " << r.inference.maxContext
        << (r.inference.contextLimit > 0 && r.inference.maxContext == r.inference.contextLimit ? " (the model's limit)" : "")
        << "\n";
    const ServingCapacity& serving = r.inference.serving;
    out << "\nServing capacity (vLLM, gpu_memory_utilization " << format("%.2f", sc.inference.gpuMemoryUtilization)
        << ", " << sc.inference.maxBatchedTokens << " batched tokens, " << sc.inference.maxNumSeqs << " sequences)\n";
    row("budget", serving.budget);
    row("weights", serving.weights);
    row("non-PyTorch memory", serving.nonTorch);
    row("activation peak (profiling)", serving.activationPeak);
    row("KV cache", serving.kvCache);
    out << "  KV cache capacity: " << format("%.0f", serving.kvCapacityTokens) << " tokens; max concurrency "
        << format("%.2f", serving.maxConcurrency) << "x at " << sc.inference.context << " tokens per request\n";

    out << "\nRoofline (" << phaseId(r.roofline.phase) << ", " << si(r.roofline.peakFlops, "FLOP/s") << " peak, "
        << si(r.roofline.bandwidth, "B/s") << ", ridge " << format("%.0f", r.roofline.ridge) << " FLOP/B)\n";
    for (const auto& op : r.roofline.ops) {
        char line[200];
        std::snprintf(line, sizeof line, "  %-30s %10s %10s %8.1f FLOP/B  %-7s %10.3g s\n", op.name.data(),
                      si(op.flops, "FLOP").c_str(), si(op.bytes, "B").c_str(), op.intensity, boundId(op.bound).data(),
                      op.timeS);
        out << line;
    }
    out << "  roofline bound (no communication): step time " << format("%.4g", r.roofline.stepTimeS)
        << " s, MFU " << format("%.1f%%", 100.0 * r.roofline.predictedMfu) << "\n";

    const StepTimeReport& st = r.step;
    if (st.timeS > 0) {
        out << "\nStep time (training, with communication and bubble; per GPU)\n";
        auto seconds = [&](const char* label, double value) {
            char line[128];
            std::snprintf(line, sizeof line, "  %-34s %12.4g s\n", label, value);
            out << line;
        };
        seconds("compute", st.computeS);
        seconds("exposed comm: data parallel", st.exposedCommS.dp);
        seconds("exposed comm: ZeRO", st.exposedCommS.zero);
        seconds("exposed comm: tensor parallel", st.exposedCommS.tp);
        seconds("exposed comm: pipeline", st.exposedCommS.pp);
        if (st.exposedCommS.ep > 0)
            seconds("exposed comm: expert all-to-all", st.exposedCommS.ep);
        if (st.commS.cp > 0)
            seconds("exposed comm: context ring", st.exposedCommS.cp);
        seconds("slowdown by overlapped comm", st.interferenceS);
        seconds("pipeline bubble", st.bubbleS);
        seconds(st.optimizerOnHost ? "optimizer update (on the host)" : "optimizer update", st.optimizerS);
        if (sc.parallel.offload.any())
            seconds("exposed offload copies", st.offloadS);
        seconds("step time", st.timeS);
        out << "  predicted MFU " << format("%.1f%%", 100.0 * st.mfu) << ", HFU " << format("%.1f%%", 100.0 * st.hfu)
            << "; tokens/s per GPU " << format("%.4g", st.tokensPerSecondPerGpu) << ", whole job "
            << format("%.4g", st.tokensPerSecond) << "\n";
    }
    return out.str();
}

} // namespace rooflab
