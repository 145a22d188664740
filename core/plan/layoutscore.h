#pragma once
// One layout's figures, computed as evaluate() computes them (the same memory, FLOPs, roofline
// and step-time functions, without the fit searches and serving figures the planner does not
// read): memory first, the step only for a layout that fits.
#include "core/model/planconfig.h"
#include "core/model/report.h"
#include "core/model/scenario.h"

namespace rooflab {

struct StepEfficiency;

// The per-GPU memory evaluate() reports: a pipeline's larger end, else the one stage.
TrainingMemory layoutMemory(const Scenario& scenario);

// Whether the step fits on the GPU and its host (offloaded parts included).
bool layoutFits(const TrainingMemory& memory);

// The training step as evaluate() reports it.
StepTimeReport layoutStep(const Scenario& scenario, const TrainingMemory& memory, const StepEfficiency* efficiency);

// Higher is better: tokens per second per GPU, or minus the days (or cost) to train
// training.tokens (the step's tokens when none are set).
double layoutScore(const Scenario& scenario, const StepTimeReport& step, PlanRankBy rankBy);

} // namespace rooflab
