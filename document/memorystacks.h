#pragma once
// What the memory charts draw, made from core's numbers: bars of stacked segments, the capacity
// line and the fit verdict with its text. Made here, once per evaluation, so that the chart and
// the status bar read one verdict and the widgets only draw (docs/architecture.md).
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "document/fitanswer.h"
#include "document/format.h"
#include "document/memorycomponent.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace rooflab {

// One segment of a stacked bar.
struct MemorySegment {
    QString key;  // stable identity across updates ("weights", "optimizer-0"): one series each
    QString name; // legend text, in the interface language
    // The colour: the component's, in the shade of the optimizer state part where it is one.
    MemoryComponent component = MemoryComponent::Weights;
    int shade = 0;
    double bytes = 0;
    QString figure; // the derivation behind it (core/explain.h), empty where there is none
};

// One bar: a category on the x axis and its segments, bottom to top (empty ones included: a
// slider step that empties a segment keeps the order of the others).
struct MemoryStack {
    QString label;
    std::vector<MemorySegment> segments;
    // A line under the total above the bar ("peak: backward"), empty for none.
    QString note;
    // The derivation of the total (a click on it explains it), empty where there is none.
    QString totalFigure;
    // >= 0: this bar is not checked against the GPU's capacity but its own (the host's RAM per
    // node; 0 = not known); it stands right of the GPU bars, which the capacity line spans.
    double ownCapacityBytes = -1;
    double total() const;
};

// Whether the memory fits, decided once and written once.
struct MemoryVerdict {
    bool fits = true;         // shown in the good colour, else the bad
    bool tight = false;       // fits only while the estimated runtime terms stay small: the warning colour
    double headroomBytes = 0; // capacity minus the deciding bar (the training peak; the smallest
                              // option of a comparison): negative where it is over
    QString text;             // "Training: peak 23.4 GiB (backward), fits, 51.1 GiB free"
    QString detail;           // under it, muted ("Inference: fits, 60.2 GiB free"); may be empty
    QStringList figures;      // the derivations a click on the verdict explains; may be empty
    // Both lines, joined by `separator` (the status bar puts them on one line).
    QString joined(const QString& separator = QStringLiteral("\n")) const;
};

// Everything a stacked memory chart shows.
struct MemoryStacks {
    QString title;
    std::vector<MemoryStack> stacks; // left to right
    // Under the bars' labels, what the stage bars share ("training: 8 pipeline stages of 128 GPUs
    // each"): said once, so that each bar's own label stays a word or two; empty without stages.
    QString categoryNote;
    double capacityBytes = 0; // the capacity line; 0 draws none
    QString capacityName;     // "H100 SXM 80GB" above the capacity figure; may be empty
    MemoryVerdict verdict;
    MemoryUnit unit = MemoryUnit::GiB; // the unit the verdict's figures are written in

    // Every stack's segment keys merged into one bottom-to-top order, each stack's own order
    // kept, so that a key only one stack has (the KV cache) sits where that stack puts it.
    std::vector<QString> keyOrder() const;
};

// The single-scenario chart: training (the step's peak, component by component) beside
// inference on one GPU, with the training verdict and the inference one under it. Figures in
// the verdict are written in `unit`: a change of unit makes the stacks anew. `concealed`: the fit
// answer the verdict keeps to itself (an exercise asks for it): FewestGpus leaves out "needs ≥ N
// GPUs" and its ZeRO-3 count.
MemoryStacks memoryStacks(const Scenario& scenario, const Report& report, MemoryUnit unit,
                          FitAnswer concealed = FitAnswer::None);

// The components alive at the training step's peak (core/memory/steppeak.h), transients included, each
// on what it belongs to; their bytes add up to memory.total.
// `figures`: the prefix of their derivations ("memory", "memory.stage.last").
std::vector<MemorySegment> trainingSegments(const TrainingMemory& memory,
                                            const QString& figures = QStringLiteral("memory"));
std::vector<MemorySegment> inferenceSegments(const InferenceMemory& memory);
// "backward": a phase of the step, in the interface language.
QString stepPhaseName(StepPhase phase);
// "peak: backward": the note under a training bar's total.
QString peakNote(const TrainingMemory& memory);
// The model as the charts' titles name it: a preset by its name ("Llama 3 8B"), not its id.
QString modelLabel(const ModelSpec& model);
// "NVIDIA H100 SXM 80GB" -> "H100 SXM 80GB": the capacity line's label.
QString shortGpuName(const std::string& name);

} // namespace rooflab
