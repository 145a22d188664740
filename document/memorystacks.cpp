#include "document/memorystacks.h"

#include "core/io/modeldb.h"
#include "core/memory/runtimememory.h"

#include <QCoreApplication>

#include <algorithm>

namespace rooflab {

namespace {

// These texts were the memory chart's before they moved here: they keep its translation
// context, so that the shipped translations still find them. Marked with QT_TRANSLATE_NOOP at
// each use, which lupdate reads.
QString chartText(const char* text) {
    return QCoreApplication::translate("rooflab::MemoryChart", text);
}

MemorySegment segment(const char* key, const char* name, MemoryComponent component, double bytes,
                      const QString& figure) {
    return {QLatin1String(key), chartText(name), component, 0, bytes, figure};
}

QString inferenceVerdictText(const InferenceMemory& inference, MemoryUnit unit) {
    return inference.fits ? chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "Inference: fits, %1 free"))
                                .arg(format::memory(inference.capacity - inference.total, unit))
                          : chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "Inference: does not fit, %1 over"))
                                .arg(format::memory(inference.total - inference.capacity, unit));
}

// "tight": how large the allocator's reserve (and NCCL's buffers) may grow, RoofLab's estimate
// of them, and what keeps the reserve small.
QString tightVerdictText(const Scenario& scenario, const TrainingMemory& training, MemoryUnit unit) {
    const QString peak = format::memory(training.total, unit);
    const QString phase = stepPhaseName(training.peakPhase);
    const QString room = format::memory(training.band.room, unit);
    const QString estimated = format::memory(training.band.estimated, unit);
    if (runtimeItems(scenario, training.overhead).communicators > 0)
        return chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart",
                                           "Training: peak %1 (%2), tight: fits only while the allocator reserve and "
                                           "NCCL buffers stay below %3 (estimated %4); set "
                                           "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True"))
            .arg(peak, phase, room, estimated);
    return chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart",
                                       "Training: peak %1 (%2), tight: fits only while the allocator reserve stays "
                                       "below %3 (estimated %4); set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True"))
        .arg(peak, phase, room, estimated);
}

// The training verdict: the peak, when it happens, and the free room or what it would take.
MemoryVerdict trainingVerdict(const Scenario& scenario, const Report& report, MemoryUnit unit, FitAnswer concealed) {
    const TrainingMemory& training = report.memory;
    const FitAnswers& fit = report.fit;
    const InferenceMemory& inference = report.inference;
    MemoryVerdict verdict;
    verdict.fits = training.fits;
    verdict.headroomBytes = training.free();
    verdict.figures = {QStringLiteral("memory.band.room"), QStringLiteral("memory.band.high")};
    const QString peak = format::memory(training.total, unit);
    const QString phase = stepPhaseName(training.peakPhase);
    const HostMemory& host = training.host;
    if (training.fits && host.any() && !host.fits) {
        // The GPU holds its part, the host cannot hold what was offloaded to it.
        verdict.fits = false;
        verdict.headroomBytes = host.capacity - host.perNode;
        verdict.text = chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart",
                                                   "Training: peak %1 (%2) fits the GPU, but the host needs %3 per "
                                                   "node, %4 over its RAM"))
                           .arg(peak, phase, format::memory(host.perNode, unit),
                                format::memory(host.perNode - host.capacity, unit));
    } else if (training.band.verdict == FitVerdict::Fits) {
        verdict.text = chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "Training: peak %1 (%2), fits, %3 free"))
                           .arg(peak, phase, format::memory(training.free(), unit));
    } else if (training.band.verdict == FitVerdict::Tight) {
        verdict.tight = true;
        verdict.text = tightVerdictText(scenario, training, unit);
    } else if (concealed == FitAnswer::FewestGpus) {
        // The GPU count it needs is the exercise's answer: that it does not fit is all it says.
        verdict.text =
            scenario.parallel.gpus == 1
                ? chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "Training: peak %1 (%2), does not fit on 1 GPU"))
                      .arg(peak, phase)
                : chartText(
                      QT_TRANSLATE_NOOP("rooflab::MemoryChart", "Training: peak %1 (%2), does not fit on %3 GPUs"))
                      .arg(peak, phase)
                      .arg(scenario.parallel.gpus);
    } else if (fit.minGpus > 0) {
        verdict.text = chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart",
                                                   "Training: peak %1 (%2), needs ≥ %3 GPUs with this strategy"))
                           .arg(peak, phase)
                           .arg(fit.minGpus);
    } else {
        verdict.text =
            chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart",
                                        "Training: peak %1 (%2), does not fit with this strategy at any GPU count"))
                .arg(peak, phase);
        if (fit.minGpusZero3 > 0)
            verdict.text +=
                QLatin1Char(' ') + (fit.minGpusZero3 == 1
                                        ? chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "(ZeRO-3: 1 GPU)"))
                                        : chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "(ZeRO-3: ≥ %1 GPUs)"))
                                              .arg(fit.minGpusZero3));
    }
    verdict.detail = inferenceVerdictText(inference, unit);
    if (host.any())
        verdict.detail +=
            QStringLiteral(" · ") +
            (host.capacity > 0 ? chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "host RAM per node: %1 of %2"))
                                     .arg(format::memory(host.perNode, unit), format::memory(host.capacity, unit))
                               : chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "host RAM per node: %1"))
                                     .arg(format::memory(host.perNode, unit)));
    // A figure set in place of the runtime estimate (a lecture's "overhead_gib": 0) moves every
    // fit verdict by gigabytes: said where the verdict is read, not only in the file.
    if (scenario.runtime.overrideBytes)
        verdict.detail +=
            QStringLiteral(" · ") +
            chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "runtime memory set to %1, not estimated"))
                .arg(format::memory(*scenario.runtime.overrideBytes, unit));
    return verdict;
}

// One segment per optimizer state part (Adam's m and v ...), each in its shade; `figures`: the
// prefix of their derivations, empty for none; `scale` multiplies the bytes (a node's processes).
void appendOptimizerSegments(std::vector<MemorySegment>& segments, const OptimizerParts& parts, double scale,
                             const QString& figures) {
    int index = 0;
    for (const OptimizerStatePart& state : parts) {
        segments.push_back(
            {QStringLiteral("optimizer-%1").arg(index),
             chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "optimizer: %1")).arg(translateCoreText(state.name)),
             MemoryComponent::OptimizerState, index, state.bytes * scale,
             figures.isEmpty() ? QString() : figures + QStringLiteral(".optimizer.%1").arg(index)});
        ++index;
    }
}

// What the offloading processes of one node keep in its host memory, against its RAM.
MemoryStack hostStack(const HostMemory& host, MemoryUnit unit) {
    const double gpus = host.gpusPerNode;
    auto part = [&](const char* key, const char* name, MemoryComponent component, double bytes) {
        return MemorySegment{QLatin1String(key), chartText(name), component, 0, bytes * gpus, QString()};
    };
    MemoryStack stack;
    stack.label =
        host.gpusPerNode > 1
            ? chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "host RAM per node (%1 GPUs)")).arg(host.gpusPerNode)
            : chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "host RAM (offload)"));
    // The GPU bar's keys where the host holds the same kind of tensor: one legend entry and one
    // colour for each (the weights, gradients, master weights and each optimizer state).
    stack.segments = {
        part("weights", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "weights"), MemoryComponent::Weights,
             host.parameters),
        part("gradients", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "gradients"), MemoryComponent::Gradients,
             host.gradients),
        part("master-weights", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "master weights"),
             MemoryComponent::MasterWeights, host.masterWeights),
    };
    appendOptimizerSegments(stack.segments, host.optimizerParts, gpus, QString());
    stack.segments.push_back(part("activations", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "activations"),
                                  MemoryComponent::Activations, host.activations));
    stack.segments.push_back(part("host-buffers",
                                  QT_TRANSLATE_NOOP("rooflab::MemoryChart", "pinned swap buffers (host)"),
                                  MemoryComponent::Overhead, host.buffers));
    // The figure and its unit kept together: a narrow bar wraps the note between words.
    const QString capacity = format::memory(host.capacity, unit).replace(QLatin1Char(' '), QChar(0x00A0));
    stack.note = host.capacity > 0 ? chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "of %1")).arg(capacity)
                                   : chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "host RAM not known"));
    if (host.nvmePerNode > 0)
        stack.note += QLatin1Char('\n') + chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "+ %1 on NVMe"))
                                              .arg(format::memory(host.nvmePerNode, unit));
    stack.totalFigure = QStringLiteral("memory.host.per_node");
    stack.ownCapacityBytes = host.capacity;
    return stack;
}

} // namespace

QString modelLabel(const ModelSpec& model) {
    if (model.sizeOnlyParams > 0)
        return chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "%1 model"))
            .arg(format::count(model.sizeOnlyParams));
    // A preset by its name ("Llama 3 8B"), not its id ("llama3-8b"), unless it was renamed.
    if (const ModelPreset* preset = ModelDb::builtin().find(model.presetId);
        preset && (model.arch.name.empty() || model.arch.name == preset->id))
        return QString::fromStdString(preset->displayName());
    if (!model.arch.name.empty())
        return QString::fromStdString(model.arch.name);
    return QString::fromStdString(model.presetId);
}

double MemoryStack::total() const {
    double sum = 0;
    for (const MemorySegment& segment : segments)
        sum += segment.bytes;
    return sum;
}

QString MemoryVerdict::joined(const QString& separator) const {
    return detail.isEmpty() ? text : text + separator + detail;
}

std::vector<QString> MemoryStacks::keyOrder() const {
    std::vector<QString> order;
    for (const MemoryStack& stack : stacks) {
        std::size_t next = 0;
        for (const MemorySegment& segment : stack.segments) {
            const auto found = std::find(order.begin(), order.end(), segment.key);
            if (found != order.end()) {
                next = static_cast<std::size_t>(found - order.begin()) + 1;
            } else {
                order.insert(order.begin() + static_cast<std::ptrdiff_t>(next), segment.key);
                ++next;
            }
        }
    }
    return order;
}

MemoryStacks memoryStacks(const Scenario& scenario, const Report& report, MemoryUnit unit, FitAnswer concealed) {
    const TrainingMemory& training = report.memory;
    const int gpus = scenario.parallel.gpus;
    MemoryStacks result;
    result.capacityName = shortGpuName(scenario.gpu.name);
    result.title = chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "Memory per GPU — %1 on %2"))
                       .arg(modelLabel(scenario.model), result.capacityName);
    // The training bar is the step's peak: its note says when it happens. A pipeline's two ends
    // differ (the first stage's micro-batches in flight, the last stage's head and logits): a
    // bar each, the verdict from the larger.
    if (report.stageMemory.size() >= 2) {
        const int stages = std::max(1, scenario.parallel.pipelineParallel);
        const TrainingMemory& first = report.stageMemory[0];
        const TrainingMemory& last = report.stageMemory[1];
        result.categoryNote =
            chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "training: %1 pipeline stages of %2 GPUs each"))
                .arg(stages)
                .arg(gpus / stages);
        result.stacks = {
            {chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "first stage")),
             trainingSegments(first, QStringLiteral("memory.stage.first")), peakNote(first),
             QStringLiteral("memory.stage.first.total")},
            {chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "last stage")),
             trainingSegments(last, QStringLiteral("memory.stage.last")), peakNote(last),
             QStringLiteral("memory.stage.last.total")},
        };
        if (report.stageMemory.size() == 3) {
            const TrainingMemory& middle = report.stageMemory[2];
            result.stacks.insert(result.stacks.begin() + 1,
                                 {chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "middle stages")),
                                  trainingSegments(middle, QStringLiteral("memory.stage.middle")), peakNote(middle),
                                  QStringLiteral("memory.stage.middle.total")});
        }
    } else {
        result.stacks = {
            {gpus > 1 ? chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "each of %1 GPUs (training)")).arg(gpus)
                      : chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "GPU (training)")),
             trainingSegments(training), peakNote(training), QStringLiteral("memory.total")},
        };
    }
    result.stacks.push_back({chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "inference")),
                             inferenceSegments(report.inference), QString(), QStringLiteral("inference.total")});
    if (training.host.any())
        result.stacks.push_back(hostStack(training.host, unit));
    result.capacityBytes = training.capacity;
    result.verdict = trainingVerdict(scenario, report, unit, concealed);
    if (scenario.phase != Phase::Train) {
        // A prefill or decode scenario (the serving lectures) leads with its own verdict; the
        // training one stays under it, muted, instead of a red headline above an inference lesson.
        MemoryVerdict serving;
        serving.fits = report.inference.fits;
        serving.headroomBytes = report.inference.capacity - report.inference.total;
        serving.text = inferenceVerdictText(report.inference, unit);
        serving.detail = result.verdict.text;
        result.verdict = serving;
    }
    result.unit = unit;
    return result;
}

std::vector<MemorySegment> trainingSegments(const TrainingMemory& memory, const QString& figures) {
    const auto fig = [&figures](const char* name) { return figures + QLatin1Char('.') + QLatin1String(name); };
    // What is alive at the step's peak, bottom to top: each transient sits on what it belongs
    // to (weight copies on the weights, the recomputed layer on the saved activations, the loss
    // buffers on the logits, the optimizer's scratch on its states). Empty segments stay in the
    // list (the chart skips them), so that the order never depends on the numbers.
    std::vector<MemorySegment> segments;
    segments.push_back(segment("weights", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "weights"),
                               MemoryComponent::Weights, memory.weights, fig("weights")));
    if (memory.adapters > 0)
        segments.push_back(segment("adapters", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "LoRA adapters"),
                                   MemoryComponent::Adapters, memory.adapters, fig("adapters")));
    if (memory.weightsGathered > 0)
        segments.push_back(segment("weights-gathered",
                                   QT_TRANSLATE_NOOP("rooflab::MemoryChart", "weights gathered (ZeRO-3)"),
                                   MemoryComponent::WeightsGathered, memory.weightsGathered, fig("weights_gathered")));
    if (memory.quantizedWeights > 0)
        segments.push_back(
            segment("quantized-weights", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "FP8/FP4 weight copies"),
                    MemoryComponent::QuantizedWeights, memory.quantizedWeights, fig("quantized_weights")));
    segments.push_back(segment("weight-copies",
                               QT_TRANSLATE_NOOP("rooflab::MemoryChart", "16-bit weight copies (autocast)"),
                               MemoryComponent::WeightCopies, memory.weightCopies, fig("weight_copies")));
    segments.push_back(segment("gradients", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "gradients"),
                               MemoryComponent::Gradients, memory.gradients, fig("gradients")));
    if (memory.masterWeights > 0)
        segments.push_back(segment("master-weights", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "master weights"),
                                   MemoryComponent::MasterWeights, memory.masterWeights, fig("master_weights")));
    appendOptimizerSegments(segments, memory.optimizerParts, 1.0, figures);
    segments.push_back(segment("optimizer-scratch", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "optimizer scratch"),
                               MemoryComponent::OptimizerScratch, memory.optimizerScratch, fig("optimizer_scratch")));
    segments.push_back(segment("activations", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "activations"),
                               MemoryComponent::Activations, memory.activations, fig("activations")));
    segments.push_back(segment("recompute", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "layer being recomputed"),
                               MemoryComponent::Recompute, memory.recompute, fig("recompute")));
    segments.push_back(segment("logits", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "logits"), MemoryComponent::Logits,
                               memory.logits, fig("logits")));
    segments.push_back(segment("loss-buffers", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "loss buffers"),
                               MemoryComponent::LossBuffers, memory.lossBuffers, fig("loss_buffers")));
    segments.push_back(segment("overhead", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "CUDA, NCCL + allocator"),
                               MemoryComponent::Overhead, memory.overhead, fig("overhead")));
    return segments;
}

std::vector<MemorySegment> inferenceSegments(const InferenceMemory& memory) {
    return {
        segment("weights", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "weights"), MemoryComponent::Weights,
                memory.weights, QStringLiteral("inference.weights")),
        segment("kv-cache", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "KV cache"), MemoryComponent::KvCache,
                memory.kvCache, QStringLiteral("inference.kv_cache")),
        segment("activations", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "activations"), MemoryComponent::Activations,
                memory.activations, QStringLiteral("inference.activations")),
        segment("overhead", QT_TRANSLATE_NOOP("rooflab::MemoryChart", "CUDA, NCCL + allocator"),
                MemoryComponent::Overhead, memory.overhead, QStringLiteral("inference.overhead")),
    };
}

QString stepPhaseName(StepPhase phase) {
    switch (phase) {
    case StepPhase::Forward:
        return chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "forward"));
    case StepPhase::Loss:
        return chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "loss"));
    case StepPhase::Backward:
        return chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "backward"));
    case StepPhase::Optimizer:
        return chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "optimizer step"));
    }
    return {};
}

QString peakNote(const TrainingMemory& memory) {
    return chartText(QT_TRANSLATE_NOOP("rooflab::MemoryChart", "peak: %1")).arg(stepPhaseName(memory.peakPhase));
}

QString shortGpuName(const std::string& name) {
    // The vendor adds nothing on a slide.
    QString result = QString::fromStdString(name);
    if (result.startsWith(QLatin1String("NVIDIA ")))
        result.remove(0, 7);
    return result;
}

} // namespace rooflab
