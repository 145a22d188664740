#include "core/io/reportio.h"

#include "core/io/modeldb.h"
#include "core/io/scenarioids.h"
#include "core/io/scenarioio.h"
#include "core/io/servingtext.h"
#include "core/memory/fitverdict.h"
#include "core/memory/runtimememory.h"
#include "core/model/contextparallel.h"
#include "core/model/finetune.h"

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

std::string gib(double value) {
    return format("%.2f GiB", value / (1024.0 * 1024.0 * 1024.0));
}

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

// One line of a memory table: the label on the left, the size in GiB on the right.
void writeBytesRow(std::ostream& out, const std::string& label, double value) {
    char line[128];
    std::snprintf(line, sizeof line, "  %-32s %12s\n", label.c_str(), gib(value).c_str());
    out << line;
}

// One line of the step-time table, in seconds.
void writeSecondsRow(std::ostream& out, const char* label, double value) {
    char line[128];
    std::snprintf(line, sizeof line, "  %-34s %12.4g s\n", label, value);
    out << line;
}

// The title, the model's shape, the GPUs and their layout, and the warnings.
void writeHeader(std::ostream& out, const Scenario& sc, const Report& r) {
    out << scenarioTitle(sc) << "\n";
    out << "  model: " << (sc.model.sizeOnlyParams > 0 ? "size-only " : "") << format("%.4g", r.parameterCount)
        << " parameters (" << r.arch.layers << " layers, d_model " << r.arch.dModel << ", " << r.arch.heads
        << " heads)\n";
    out << "  GPU: " << sc.gpu.name << " x " << sc.parallel.gpus << " (ZeRO-" << sc.parallel.zeroStage << ", tp "
        << sc.parallel.tensorParallel << ", pp " << sc.parallel.pipelineParallel;
    if (sc.model.arch.isMoe() && sc.parallel.expertParallel > 1)
        out << ", ep " << sc.parallel.expertParallel << ", etp " << sc.parallel.expertTensor();
    if (sc.parallel.contextParallel > 1) {
        out << ", cp " << sc.parallel.contextParallel << (sc.parallel.contextLoadBalanced ? "" : " contiguous");
        if (runsTorchContextParallel(sc)) {
            if (sc.parallel.contextRotateMethod != ContextRotateMethod::AllGather)
                out << " " << scenarioids::kContextRotateMethodIds[std::size_t(sc.parallel.contextRotateMethod)];
        } else if (sc.parallel.contextCommType != ContextCommType::P2P) {
            out << " " << scenarioids::kContextCommTypeIds[std::size_t(sc.parallel.contextCommType)];
            if (sc.parallel.contextCommType == ContextCommType::AllToAllP2P) {
                const HierarchicalContextSizes sizes = hierarchicalContextSizes(sc, resolveNetwork(sc).gpusPerNode);
                out << " " << sizes.a2a << "x" << sizes.p2p;
            }
        }
    }
    out << ")\n";
    for (const auto& w : r.warnings)
        out << "  warning: " << w << "\n";
}

// Weights, adapters, gradients, master weights and optimizer states: the model's state.
void writeModelStateRows(std::ostream& out, const Scenario& sc, const TrainingMemory& m) {
    if (sc.finetune.frozenBase())
        writeBytesRow(out, "frozen weights (" + std::string(baseFormatId(resolvedBaseFormat(sc))) + ")", m.weights);
    else
        writeBytesRow(out, "weights (" + std::string(dtypeId(sc.precision.weights)) + ")", m.weights);
    if (m.weightsGathered > 0)
        writeBytesRow(out, "weights gathered (ZeRO-3)", m.weightsGathered);
    if (m.quantizedWeights > 0)
        writeBytesRow(out, "FP8/FP4 weight copies", m.quantizedWeights);
    if (sc.finetune.frozenBase()) {
        char label[64];
        std::snprintf(label, sizeof label, "adapters (%s, %.2fM params)",
                      std::string(dtypeId(sc.finetune.adapterDtype)).c_str(), m.adapterParams / 1e6);
        writeBytesRow(out, label, m.adapters);
    }
    const DType gradientType = sc.finetune.frozenBase() ? sc.finetune.adapterDtype : sc.precision.gradients;
    writeBytesRow(out, "gradients (" + std::string(dtypeId(gradientType)) + ")", m.gradients);
    const bool optimizerHere = !sc.parallel.offload.optimizerOffloaded();
    if (sc.precision.masterWeights && !sc.finetune.frozenBase() && optimizerHere)
        writeBytesRow(out, "master weights (" + std::string(dtypeId(*sc.precision.masterWeights)) + ")",
                      m.masterWeights);
    for (const auto& part : m.optimizerParts)
        if (optimizerHere)
            writeBytesRow(out, std::string("optimizer: ") + part.name, part.bytes);
}

// Activations, logits, the step's buffers and the runtime's own memory.
void writeActivationAndRuntimeRows(std::ostream& out, const Scenario& sc, const TrainingMemory& m) {
    writeBytesRow(out, "activations", m.activations);
    if (m.recompute > 0)
        writeBytesRow(out, "layer being recomputed", m.recompute);
    if (m.weightCopies > 0)
        writeBytesRow(out, "16-bit weight copies (autocast)", m.weightCopies);
    writeBytesRow(out, "logits", m.logits);
    if (m.lossBuffers > 0)
        writeBytesRow(out, "loss buffers", m.lossBuffers);
    if (m.optimizerScratch > 0)
        writeBytesRow(out, "optimizer scratch", m.optimizerScratch);
    writeBytesRow(out, "runtime (CUDA, NCCL, allocator)", m.overhead);
    if (const RuntimeItems items = runtimeItems(sc, m.overhead); !items.set) {
        writeBytesRow(out, "  CUDA context", items.cudaContext);
        writeBytesRow(out, "  cuBLAS workspaces", items.workspaces);
        if (items.communicators > 0)
            writeBytesRow(out, "  NCCL buffers (" + std::to_string(items.communicators) + " communicators)",
                          items.ncclBuffers);
        writeBytesRow(out, "  allocator reserve", items.allocatorReserve);
    }
}

// The training memory table: its rows, the peak of each phase, the capacity and the pipeline's ends.
void writeTrainingMemory(std::ostream& out, const Scenario& sc, const Report& r) {
    const TrainingMemory& m = r.memory;
    out << "\nTraining memory per GPU at the step's peak (" << stepPhaseId(m.peakPhase) << "; GiB = 2^30 bytes)\n";
    writeModelStateRows(out, sc, m);
    writeActivationAndRuntimeRows(out, sc, m);
    writeBytesRow(out, "total (peak)", m.total);
    static const char* kPhaseRows[] = {"  peak in the forward", "  peak in the loss", "  peak in the backward",
                                       "  peak in the optimizer step"};
    for (size_t i = 0; i < m.phasePeaks.size(); ++i)
        writeBytesRow(out, kPhaseRows[i], m.phasePeaks[i]);
    writeBytesRow(out, "capacity (" + sc.gpu.id + ")", m.capacity);
    if (r.stageMemory.size() >= 2) {
        writeBytesRow(out, "  first pipeline stage (peak)", r.stageMemory[0].total);
        writeBytesRow(out, "  last pipeline stage (peak)", r.stageMemory[1].total);
    }
    if (r.stageMemory.size() == 3)
        writeBytesRow(out, "  middle pipeline stage (peak)", r.stageMemory[2].total);
}

// "tight": how large the estimated terms may grow, RoofLab's estimate of them, their high end,
// and what to set to keep the reserve small.
void writeTightVerdict(std::ostream& out, const Scenario& sc, const TrainingMemory& m) {
    const FitBand& band = m.band;
    const bool nccl = runtimeItems(sc, m.overhead).communicators > 0;
    out << "  verdict: tight; fits only while the allocator reserve" << (nccl ? " and NCCL buffers" : "")
        << " stay below " << gib(band.room) << "\n    estimated " << gib(band.estimated) << " ("
        << (m.fits ? gib(m.free()) + " free" : gib(-m.free()) + " over") << "); at their high end (a reserve of "
        << format("%.0f", kAllocatorReserveHigh * 100) << " % of the tensors) " << gib(band.high - band.low) << "\n"
        << "    set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to keep the reserve small\n";
}

void writeFitVerdict(std::ostream& out, const Scenario& sc, const Report& r) {
    const TrainingMemory& m = r.memory;
    if (m.band.verdict == FitVerdict::Fits)
        out << "  verdict: fits, " << gib(m.free()) << " free (" << gib(m.capacity - m.band.high)
            << " free with the runtime's estimated terms at their high end)\n";
    else if (m.band.verdict == FitVerdict::Tight)
        writeTightVerdict(out, sc, m);
    else if (r.fit.minGpus > 0)
        out << "  verdict: does not fit; needs >= " << r.fit.minGpus << " GPUs with this strategy\n";
    else
        out << "  verdict: does not fit with this strategy at any GPU count"
            << (r.fit.minGpusZero3 > 0 ? "; with ZeRO-3 >= " + std::to_string(r.fit.minGpusZero3) + " GPUs" : "")
            << "\n";
}

// What offloading keeps in host RAM and on NVMe, and whether the node holds it.
void writeHostMemory(std::ostream& out, const HostMemory& h) {
    out << "  offloaded to the host (one GPU's process):\n";
    if (h.masterWeights > 0)
        writeBytesRow(out, "    master weights (fp32)", h.masterWeights);
    if (h.gradients > 0)
        writeBytesRow(out, "    gradients (fp32)", h.gradients);
    if (h.optimizerStates > 0)
        writeBytesRow(out, "    optimizer states", h.optimizerStates);
    if (h.parameters > 0)
        writeBytesRow(out, "    parameters (16-bit)", h.parameters);
    if (h.activations > 0)
        writeBytesRow(out, "    activations", h.activations);
    if (h.buffers > 0)
        writeBytesRow(out, "    pinned swap buffers", h.buffers);
    writeBytesRow(out, "  host RAM per node (" + std::to_string(h.gpusPerNode) + " GPUs)", h.perNode);
    if (h.nvmePerNode > 0)
        writeBytesRow(out, "  NVMe per node", h.nvmePerNode);
    if (h.capacity > 0)
        out << "  host verdict: " << (h.fits ? "fits in " : "does not fit in ") << gib(h.capacity) << " of host RAM\n";
    else
        out << "  host verdict: host RAM not known (hardware.host_ram_gb)\n";
}

// The largest micro-batch and model that fit, and the napkin estimate beside them.
void writeFitLimits(std::ostream& out, const Scenario& sc, const FitAnswers& fit) {
    out << "  largest micro-batch that fits: " << fit.maxMicroBatch << "\n";
    out << "  largest size-only model that fits: " << format("%.3g", fit.maxSizeOnlyParams) << " parameters\n";
    out << "  napkin: " << sc.parallel.gpus << " GPUs x " << format("%.4g", sc.gpu.memoryBytes / 1e9) << " GB / "
        << format("%.4g", fit.modelStateBytesPerParam)
        << " bytes per parameter = " << format("%.3g", fit.napkinMaxParams) << " parameters (no activations)\n";
}

// A fine-tune sized by its data set: the tokens it makes and the run's length in hours (a
// fine-tune's days are fractions).
void writeDatasetTokens(std::ostream& out, const Scenario& sc, const Report& r) {
    if (!sc.finetune.dataset)
        return;
    const FinetuneDataset& d = *sc.finetune.dataset;
    out << "  training tokens: " << format("%.4g", r.flops.trainingTokens) << " = " << d.examples << " examples x "
        << d.tokensPerExample << " tokens x " << format("%g", d.epochs) << " epochs (finetune.dataset)\n";
    out << "  time to train: " << format("%.3g", r.time.days * 24) << " hours at MFU " << format("%.2f", sc.run.mfu);
    if (r.time.daysAtPredictedSpeed > 0)
        out << ", " << format("%.3g", r.time.daysAtPredictedSpeed * 24) << " hours at the predicted speed";
    out << "\n";
}

void writeCompute(std::ostream& out, const Scenario& sc, const Report& r) {
    out << "\nCompute\n";
    out << "  forward FLOPs per sequence: " << si(r.flops.forwardPerSequence, "FLOP") << "\n";
    out << "  FLOPs per step (model / hardware): " << si(r.flops.stepModel, "FLOP") << " / "
        << si(r.flops.stepHardware, "FLOP") << "\n";
    writeDatasetTokens(out, sc, r);
    out << "  training FLOPs 6ND: " << format("%.3g", r.flops.trainingTotal6nd)
        << "  detailed: " << format("%.3g", r.flops.trainingTotal) << "\n";
    out << "  time at MFU " << format("%.2f", sc.run.mfu) << ": " << format("%.1f", r.time.days) << " days ("
        << format("%.1f", r.time.daysDetailed) << " detailed), " << format("%.4g", r.time.gpuHours) << " GPU-hours";
    if (r.time.cost > 0)
        out << ", cost " << format("%.4g", r.time.cost);
    out << "\n";
}

void writeInference(std::ostream& out, const Scenario& sc, const InferenceMemory& inference) {
    out << "\nInference (batch " << sc.inference.batch << ", context " << sc.inference.context << ")\n";
    writeBytesRow(out, "weights", inference.weights);
    writeBytesRow(out, "KV cache", inference.kvCache);
    writeBytesRow(out, "activations", inference.activations);
    writeBytesRow(out, "total", inference.total);
    out << "  KV cache per token: " << format("%.0f", inference.kvBytesPerToken) << " bytes; max batch "
        << inference.maxBatch << ", max context " << inference.maxContext
        << (inference.contextLimit > 0 && inference.maxContext == inference.contextLimit ? " (the model's limit)" : "")
        << "\n";
}

void writeServing(std::ostream& out, const Scenario& sc, const ServingCapacity& serving) {
    out << "\nServing capacity (vLLM, gpu_memory_utilization " << format("%.2f", sc.inference.gpuMemoryUtilization)
        << ", " << sc.inference.maxBatchedTokens << " batched tokens, " << sc.inference.maxNumSeqs << " sequences)\n";
    writeBytesRow(out, "budget", serving.budget);
    writeBytesRow(out, "weights", serving.weights);
    writeBytesRow(out, "non-PyTorch memory", serving.nonTorch);
    writeBytesRow(out, "activation peak (profiling)", serving.activationPeak);
    writeBytesRow(out, "KV cache", serving.kvCache);
    out << "  KV cache capacity: " << format("%.0f", serving.kvCapacityTokens) << " tokens; max concurrency "
        << format("%.2f", serving.maxConcurrency) << "x at " << sc.inference.context << " tokens per request\n";
}

void writeRoofline(std::ostream& out, const RooflineReport& roofline) {
    out << "\nRoofline (" << phaseId(roofline.phase) << ", " << si(roofline.peakFlops, "FLOP/s") << " peak, "
        << si(roofline.bandwidth, "B/s") << ", ridge " << format("%.0f", roofline.ridge) << " FLOP/B)\n";
    for (const auto& op : roofline.ops) {
        char line[200];
        std::snprintf(line, sizeof line, "  %-30s %10s %10s %8.1f FLOP/B  %-7s %10.3g s\n", op.name.data(),
                      si(op.flops, "FLOP").c_str(), si(op.bytes, "B").c_str(), op.intensity, boundId(op.bound).data(),
                      op.timeS);
        out << line;
    }
    out << "  roofline bound (no communication): step time " << format("%.4g", roofline.stepTimeS) << " s, MFU "
        << format("%.1f%%", 100.0 * roofline.predictedMfu) << "\n";
}

// Where the step's time goes: compute, the communication left exposed, the bubble, the optimizer.
void writeStepTimeRows(std::ostream& out, const Scenario& sc, const StepTimeReport& st) {
    writeSecondsRow(out, "compute", st.computeS);
    writeSecondsRow(out, "exposed comm: data parallel", st.exposedCommS.dp);
    if (st.gradBuffersS > 0)
        writeSecondsRow(out, "  of which gradient buffer passes", st.gradBuffersS);
    if (st.tiedEmbeddingS > 0)
        writeSecondsRow(out, "  of which tied embedding all-reduce", st.tiedEmbeddingS);
    writeSecondsRow(out, "exposed comm: ZeRO", st.exposedCommS.zero);
    writeSecondsRow(out, "exposed comm: tensor parallel", st.exposedCommS.tp);
    writeSecondsRow(out, "exposed comm: pipeline", st.exposedCommS.pp);
    if (st.exposedCommS.ep > 0)
        writeSecondsRow(out, "exposed comm: expert all-to-all", st.exposedCommS.ep);
    if (st.commS.cp > 0)
        writeSecondsRow(out, "exposed comm: context parallel", st.exposedCommS.cp);
    writeSecondsRow(out, "slowdown by overlapped comm", st.interferenceS);
    writeSecondsRow(out, "pipeline bubble", st.bubbleS);
    writeSecondsRow(out, st.optimizerOnHost ? "optimizer update (on the host)" : "optimizer update", st.optimizerS);
    if (sc.parallel.offload.any())
        writeSecondsRow(out, "exposed offload copies", st.offloadS);
    writeSecondsRow(out, "step time", st.timeS);
}

void writeStepTime(std::ostream& out, const Scenario& sc, const StepTimeReport& st) {
    out << "\nStep time (training, with communication and bubble; per GPU)\n";
    writeStepTimeRows(out, sc, st);
    out << "  of which gaps between kernels " << format("%.4g", st.launchGapS) << " s ("
        << format("%.4g", st.kernelLaunches) << " kernels launched per step)\n";
    out << "  predicted MFU " << format("%.1f%%", 100.0 * st.mfu) << ", HFU " << format("%.1f%%", 100.0 * st.hfu)
        << "; tokens/s per GPU " << format("%.4g", st.tokensPerSecondPerGpu) << ", whole job "
        << format("%.4g", st.tokensPerSecond) << "\n";
    if (st.agreement.known())
        out << "  real runs of this kind (" << stepAgreementLabel(st.agreement.regime) << ", " << st.agreement.runs
            << " compared) took " << format("%.2f", st.agreement.low) << "-" << format("%.2f", st.agreement.high)
            << "x the predicted time\n";
    else if (st.efficiencyMeasured)
        out << "  real runs were compared with the published efficiencies, not measured ones (docs/validation.md)\n";
    else
        out << "  no real run of this kind has been compared with the model yet (docs/validation.md)\n";
}

} // namespace

std::string scenarioTitle(const Scenario& sc) {
    if (!sc.name.empty())
        return sc.name;
    std::string model = sc.model.sizeOnlyParams > 0   ? format("%.3g-parameter model", sc.model.sizeOnlyParams)
                        : !sc.model.arch.name.empty() ? sc.model.arch.name
                                                      : std::string("custom model");
    if (const ModelPreset* preset = sc.model.sizeOnlyParams > 0 ? nullptr : ModelDb::builtin().find(sc.model.presetId);
        preset && !preset->description.empty())
        model = preset->displayName();
    return model + " on " + std::to_string(sc.parallel.gpus) + " x " + sc.gpu.name;
}

std::string reportToText(const Scenario& sc, const Report& r) {
    std::ostringstream out;
    writeHeader(out, sc, r);
    writeTrainingMemory(out, sc, r);
    writeFitVerdict(out, sc, r);
    if (r.memory.host.any())
        writeHostMemory(out, r.memory.host);
    writeFitLimits(out, sc, r.fit);
    writeCompute(out, sc, r);
    writeInference(out, sc, r.inference);
    writeServing(out, sc, r.inference.serving);
    writeRoofline(out, r.roofline);
    if (r.step.timeS > 0)
        writeStepTime(out, sc, r.step);
    if (r.serving)
        writeServingReport(out, sc, *r.serving);
    return out.str();
}

} // namespace rooflab
