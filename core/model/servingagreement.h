#pragma once
// How far published, measured serving runs were from the serving model (docs/validation.md,
// "What the window says of the serving figures"): per engine, the range of published / predicted
// TTFT, TPOT and output tokens/s over the rows of validation/serving-runs.json that publish the
// figure, read from resources/serving-agreement.json. A scenario gets its engine's ranges only
// where it is like those rows: a dense model on one pipeline stage, no draft, no disaggregated
// pools, the published efficiencies (not a calibration on the user's GPU), on a GPU generation the
// engine's rows ran on. validation/serving_runs.py --check keeps the file true.
#include "core/model/scenario.h"
#include "core/model/stepagreement.h"

#include <string>
#include <string_view>
#include <vector>

namespace rooflab {

struct ServingAgreement {
    std::string regime; // the engine's id; empty: no published run of this kind was compared
    // Each figure's range (StepAgreement's low and high: published / predicted); a figure fewer
    // than three rows publish is not known().
    StepAgreement ttft, tpot, throughput;
    bool known() const { return !regime.empty(); }
    // The rows the ranges come from (every figure of an engine names the same ones).
    const std::string& source() const {
        return ttft.known() ? ttft.source : tpot.known() ? tpot.source : throughput.source;
    }
};

// The entries of resources/serving-agreement.json (the built-in copy): "<engine>-<figure>" ids,
// figure one of ttft, tpot, throughput.
const std::vector<StepAgreement>& servingAgreementTable();

// The engine whose published runs a serving scenario is like ("" for none).
std::string_view servingAgreementRegime(const Scenario& scenario, bool calibrated);
ServingAgreement servingAgreement(const Scenario& scenario, bool calibrated);

// The translatable description of a regime ("vLLM on A100, H100 and RTX 4090").
const char* servingAgreementLabel(std::string_view regime);

} // namespace rooflab
