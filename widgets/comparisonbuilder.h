#pragma once
// The columns of a comparison chart: one scenario with one field varied. Pure function of core.
#include "core/scenario.h"
#include "widgets/comparisonchart.h"

#include <vector>

namespace rooflab {

enum class ComparisonDimension { ZeroStage, Checkpointing, Precision, SequenceLength };

// ZeroStage: 0..3. Checkpointing: none, selective, full, every k (k = sqrt(layers)).
// Precision: fp32, bf16 mixed, fp16 mixed, pure bf16, fp8 mixed, autocast bf16 and fp16 (each
// preset's dtypes).
// SequenceLength: 512 .. 32768 in powers of two.
std::vector<ComparisonColumn> buildComparison(const Scenario& scenario, ComparisonDimension dimension);
QString comparisonTitle(ComparisonDimension dimension);

} // namespace rooflab
