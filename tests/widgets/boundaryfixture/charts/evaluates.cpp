// Not compiled: the widgets_boundary_bites test runs the boundary check over this folder and
// expects it to fail, so that a check that no longer matches anything cannot pass unnoticed.
#include "core/evaluate.h"
#include "core/memory/trainingmemory.h"
#include "core/steptime/steptimeline.h"
#include "gpu/sweepplan.h"

// buildStepTimeline() named in a comment is fine; called, it is not:
void draw(const rooflab::Scenario& scenario) {
    const auto timeline = rooflab::buildStepTimeline(scenario, rooflab::evaluate(scenario));
}

// A sweep plan is made in document/ (sweepPlanFor), not by the GPU panel:
rooflab::gpu::SweepPlan plan(const rooflab::BenchDevice& device) {
    return rooflab::gpu::makePlan({}, device);
}
