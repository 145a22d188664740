#pragma once
// How far real training steps of the same kind were from the step-time model (docs/validation.md):
// the range of measured / predicted step time over the runs compared, read from
// resources/step-agreement.json, for the kinds of run that were compared: transformers training
// on one H100 or H200 (measured in this project), Megatron-LM GPT training on A100 clusters
// (published tables and runs), and Megatron-Core, torchtitan, LLM Foundry and DeepSpeed on the
// GPU generations of validation/published-runs.json's strata of 3 rows or more, Megatron-Core's
// mixtures of experts on Hopper among them. Every other kind of run has none: nothing says how
// far it is.
// CI keeps the file true: validation/step_agreement.py (the transformers steps),
// tests/core/tst_publishedsteps.cpp (the Megatron-LM tables and runs) and
// tests/core/tst_publishedruns.cpp (the other published runs) fail when a run leaves its range
// or the range is wider than the runs. docs/validation.md gives every run.
#include "core/model/scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace rooflab {

struct StepAgreement {
    std::string regime; // empty: no real run of this kind was compared
    int runs = 0;
    double low = 0; // measured / predicted step time, lowest and highest
    double high = 0;
    std::string source;
    bool known() const { return !regime.empty(); }
};

// The regimes of resources/step-agreement.json (the built-in copy).
const std::vector<StepAgreement>& stepAgreementTable();
// Parses a table in that format; false with the problems in `error`.
bool parseStepAgreement(std::string_view json, std::vector<StepAgreement>& out, std::string& error);
// A table built into the program (`file` names its resource): parsed, or the program stops with
// the problem, since a broken built-in file is a build that must not ship.
std::vector<StepAgreement> builtInAgreements(std::string_view json, const char* file);

// The regime a training scenario belongs to ("" for none). Predictions from efficiencies
// measured on the user's GPU are not what the runs were compared with: none.
std::string_view stepAgreementRegime(const Scenario& scenario, bool efficiencyMeasured);
StepAgreement stepAgreement(const Scenario& scenario, bool efficiencyMeasured);

// The translatable description of a regime ("transformers training on one H100 or H200").
const char* stepAgreementLabel(std::string_view regime);

} // namespace rooflab
