#pragma once
// Scenario files: JSON, documented in docs/scenario-format.md.
#include "core/model/report.h"
#include "core/model/scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace rooflab {

inline constexpr int kScenarioFormatVersion = 1;

struct ScenarioParseResult {
    bool ok = false;
    Scenario scenario;
    // At most 12 of each, then a line "... and N more problems" (core/base/jsonreader.h limitProblems).
    std::vector<std::string> warnings; // "training.micro_btach: unknown key (ignored)"
    std::vector<std::string> errors;   // "parallel.gpus: must be an integer >= 1, got 0"
};

// Missing keys take the defaults of Scenario; `model` and `hardware` have defaults too
// (llama2-7b on one h100-sxm) so that a file may state only what it changes.
ScenarioParseResult parseScenario(std::string_view jsonText);
// Writes every field, so that a saved file reloads to the same scenario.
std::string serializeScenario(const Scenario& scenario);
Scenario defaultScenario();

// Identifier strings used in files (and the CLI): "bf16-mixed", "adamw", "selective", ...
std::string_view precisionPresetId(PrecisionPreset preset);
std::string_view optimizerId(Optimizer optimizer);
std::string_view checkpointingId(Checkpointing mode);
std::string_view phaseId(Phase phase);
std::string_view boundId(Bound bound);
std::string_view implementationId(Implementation implementation);
std::string_view lossId(LossKind loss);
std::string_view backendId(Backend backend);
std::string_view optimizerImplId(OptimizerImpl impl);
std::string_view gradientBuffersId(GradientBuffers buffers);
std::string_view stepPhaseId(StepPhase phase);
// "fits", "tight", "does-not-fit": the report's memory.verdict.
std::string_view fitVerdictId(FitVerdict verdict);

} // namespace rooflab
