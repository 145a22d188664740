#pragma once
// The comparison view: one scenario with one field varied, each variant evaluated by core, and
// the bars, capacity line and verdict the chart draws from them. In document/ because it
// evaluates: the widgets only draw what it returns.
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "document/memorystacks.h"

#include <QString>

#include <vector>

namespace rooflab {

enum class ComparisonDimension {
    ZeroStage,
    Checkpointing,
    Precision,
    SequenceLength,
    Finetune,
    ContextParallel,
    Offload
};

// One variant of the scenario.
struct ComparisonColumn {
    QString label;         // x-axis category, e.g. "ZeRO-2"
    TrainingMemory memory; // memory.capacity is the capacity line
};

// ZeroStage: 0..3. Checkpointing: none, selective, full, every k (k = sqrt(layers)).
// Precision: fp32, bf16 mixed, fp16 mixed, pure bf16, fp8 mixed, autocast bf16 and fp16 (each
// preset's dtypes).
// SequenceLength: 512 .. 32768 in powers of two.
// Finetune: full, LoRA on q and v, LoRA on every matrix, QLoRA on every matrix (the scenario's rank).
// Offload: nothing, the optimizer (ZeRO-2 at least), + activations, + parameters (ZeRO-3): the
// GPU's side of each; the layouts the scenario cannot run are left out.
std::vector<ComparisonColumn> buildComparison(const Scenario& scenario, ComparisonDimension dimension);
QString comparisonTitle(ComparisonDimension dimension);

// The columns as stacked bars (each its own scenario's peak, noted with its phase) against the
// first column's capacity, labelled `gpuName` (may be empty), and the verdict: which fit.
MemoryStacks comparisonStacks(const QString& title, const std::vector<ComparisonColumn>& columns,
                              const QString& gpuName);
// All of it for `scenario` varied along `dimension`: the window's comparison tab and the export.
MemoryStacks comparisonStacks(const Scenario& scenario, ComparisonDimension dimension);

} // namespace rooflab
