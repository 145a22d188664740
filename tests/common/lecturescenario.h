#pragma once
// The scenario the document and chart suites check their numbers on, and the evaluation they
// all use, written once so that the suites cannot drift apart on what "the lecture example" is.
#include "core/evaluate.h"
#include "core/io/hardwaredb.h"
#include "core/io/scenarioio.h"

#include <QtGlobal>

namespace rooflab::test {

// The lecture example: a 7B size-only model, bf16 mixed precision, AdamW, micro-batch 8 of
// 4096 tokens, full activation checkpointing, one GPU (an H100 SXM unless another database id
// is given; an unknown id keeps the default scenario's GPU).
inline Scenario lectureScenario(const char* gpuId = "h100-sxm") {
    Scenario scenario = defaultScenario();
    scenario.name = "7B on one H100";
    scenario.model = ModelSpec::sizeOnly(7e9);
    scenario.precision = PrecisionConfig::fromPreset(PrecisionPreset::BF16Mixed, scenario.training.implementation);
    scenario.optimizer = Optimizer::AdamW;
    scenario.training.microBatch = 8;
    scenario.training.seqLen = 4096;
    scenario.training.checkpointing = Checkpointing::Full;
    scenario.parallel.gpus = 1;
    if (const GpuSpec* gpu = HardwareDb::builtin().find(gpuId))
        scenario.gpu = *gpu;
    return scenario;
}

// core's report for the scenario. A scenario that does not validate is still evaluated (a test
// may mean to go past a limit), but its first problem is printed, so that a failing comparison
// shows why.
inline Report evaluateChecked(const Scenario& scenario) {
    const auto problems = validateScenario(scenario);
    if (!problems.empty())
        qWarning("scenario problem: %s", problems.front().c_str());
    return evaluate(scenario);
}

} // namespace rooflab::test
