#include "core/io/reportio.h"

#include "core/model/finetune.h"
#include "core/io/modeldb.h"
#include "core/memory/runtimememory.h"
#include "core/io/scenarioio.h"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace rooflab {
namespace {

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

} // namespace

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
        if (st.gradBuffersS > 0)
            seconds("  of which gradient buffer passes", st.gradBuffersS);
        if (st.tiedEmbeddingS > 0)
            seconds("  of which tied embedding all-reduce", st.tiedEmbeddingS);
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
        out << "  of which gaps between kernels " << format("%.4g", st.launchGapS) << " s ("
            << format("%.4g", st.kernelLaunches) << " kernels launched per step)\n";
        out << "  predicted MFU " << format("%.1f%%", 100.0 * st.mfu) << ", HFU " << format("%.1f%%", 100.0 * st.hfu)
            << "; tokens/s per GPU " << format("%.4g", st.tokensPerSecondPerGpu) << ", whole job "
            << format("%.4g", st.tokensPerSecond) << "\n";
        if (st.agreement.known())
            out << "  real runs of this kind (" << stepAgreementLabel(st.agreement.regime) << ", "
                << st.agreement.runs << " compared) took " << format("%.2f", st.agreement.low) << "-"
                << format("%.2f", st.agreement.high) << "x the predicted time\n";
        else if (st.efficiencyMeasured)
            out << "  real runs were compared with the published efficiencies, not measured ones (docs/validation.md)\n";
        else
            out << "  no real run of this kind has been compared with the model yet (docs/validation.md)\n";
    }
    return out.str();
}

} // namespace rooflab
