// DualPipe (parallel.pipeline_schedule "dualpipe", core/steptime/dualpipe.h; deepseek-ai/DualPipe
// README at 89f5de1): its bubble (PP/2 - 1)(F&B + B - 3W), the expert all-to-all hidden behind the
// compute beside it, two stages' parameters and PP + 1 micro-batches in flight per GPU, the
// schedule's own asserts, and the layout search keeping to them. Worked by hand.
#include "core/evaluate.h"
#include "core/model/scenariovalidation.h"
#include "core/plan/planner.h"
#include "core/steptime/dualpipe.h"
#include "core/steptime/steptimeline.h"
#include "scenariohelpers.h"

#include <QTest>
#include <cmath>

using namespace rooflab;

namespace {

// Llama 3 8B (32 layers) on 8 H100s in 4 stages of 8 layers, 16 micro-batches a step.
const char* const kDense = R"({"version":1,"model":"llama3-8b","training":{"micro_batch":1,"seq_len":4096,
    "grad_accum":16,"flash_attention":true,"implementation":"megatron-core"},
    "parallel":{"gpus":8,"tp":2,"pp":4,"sequence_parallel":true},"hardware":{"gpu":"h100-sxm"}})";

// A Mixtral-8x7B-shaped model on 64 H100s, 4 stages, 8-way expert parallelism.
const char* const kExperts = R"({"version":1,"model":{"layers":32,"d_model":4096,"heads":32,"kv_heads":8,
    "d_ff":14336,"vocab":32000,"mlp":"swiglu","norm":"rmsnorm","experts":8,"top_k":2},"training":{"micro_batch":1,"seq_len":4096,
    "grad_accum":16,"flash_attention":true,"implementation":"megatron-core"},
    "parallel":{"gpus":64,"tp":1,"pp":4,"ep":8,"zero":1},"hardware":{"gpu":"h100-sxm"}})";

bool near(double a, double b, double rel = 1e-9) {
    return std::abs(a - b) <= rel * std::max(std::abs(a), std::abs(b));
}

Scenario dualPipe(const char* json) {
    Scenario sc;
    if (test::parse(json, sc))
        sc.parallel.pipelineSchedule = PipelineSchedule::DualPipe;
    return sc;
}

bool refusedFor(const Scenario& sc, const char* words) {
    for (const std::string& problem : validateScenario(sc))
        if (problem.rfind("parallel.pipeline_schedule: ", 0) == 0 && problem.find(words) != std::string::npos)
            return true;
    return false;
}

} // namespace

class TestDualPipe : public QObject {
    Q_OBJECT

private slots:
    // F = 1/3, B = 2/3, W = 1/3 of a micro-batch: (p/2 - 1)(F + 2B - 3W) = (p/2 - 1) 2/3. With
    // full recomputation B holds a second forward: F = 1/4, (p/2 - 1) x 1. Two stages: none.
    void bubbleOfTheReadmesTable() {
        QVERIFY(near(dualPipeBubbleFraction(16, 120, 1.0 / 3.0), 7.0 * (2.0 / 3.0) / 120.0));
        QVERIFY(near(dualPipeBubbleFraction(16, 120, 0.25), 7.0 / 120.0));
        QCOMPARE(dualPipeBubbleFraction(2, 8, 1.0 / 3.0), 0.0);
        FlopsReport flops;
        flops.stepModel = 3.0;
        flops.stepHardware = 4.0; // full recomputation: a fourth pass
        QVERIFY(near(forwardShare(flops), 0.25));
    }

    // Dense, 4 stages, 16 micro-batches, no recomputation: 1F1B waits (p - 1)/m = 3/16 of the
    // ideal time, DualPipe (4/2 - 1)(2/3)/16; nothing else in the step moves.
    void bubbleAgainstOneFOneB() {
        ROOFLAB_SCENARIO(plain, kDense);
        const Report a = evaluate(plain);
        const Report b = evaluate(dualPipe(kDense));
        QVERIFY(a.step.bubbleS > 0 && b.step.bubbleS > 0);
        QVERIFY(near(b.step.bubbleS / a.step.bubbleS, (2.0 / 3.0 / 16.0) / (3.0 / 16.0), 1e-6));
        QVERIFY(near(b.step.bubbleFraction, 2.0 / 3.0 / 16.0, 1e-6));
        QCOMPARE(b.step.computeS, a.step.computeS);
        QVERIFY(near(b.step.timeS - b.step.bubbleS, a.step.timeS - a.step.bubbleS, 1e-3));
        // The timeline simulates dualpipe.py's order: it idles the same bubble (tst_steptimeline).
        const StepTimeline tl = buildStepTimeline(dualPipe(kDense), b);
        QVERIFY(tl.omitted.empty() && tl.dualPipe);
        QVERIFY(near(tl.bubbleS, b.step.bubbleS, 1e-9));
    }

    // The all-to-all runs beside the other direction's compute: what the compute covers is hidden.
    void expertAllToAllHidesBehindCompute() {
        ROOFLAB_SCENARIO(plain, kExperts);
        const Report a = evaluate(plain);
        const Report b = evaluate(dualPipe(kExperts));
        QVERIFY(a.step.exposedCommS.ep > 0);
        QCOMPARE(b.step.commS.ep, a.step.commS.ep);
        QCOMPARE(b.step.exposedCommS.ep, std::max(0.0, a.step.commS.ep - b.step.computeS));
        // A link too slow to hide: the excess over the compute waits.
        Scenario slow = dualPipe(kExperts);
        slow.network.intraNodeGbps = 0.05;
        slow.network.interNodeGbps = 0.05;
        const Report s = evaluate(slow);
        QVERIFY(s.step.commS.ep > s.step.computeS);
        QVERIFY(near(s.step.exposedCommS.ep, s.step.commS.ep - s.step.computeS));
    }

    // Memory: the end GPUs hold stage 0 and stage p - 1 (the embeddings, the head and 2 x 8
    // layers) and p + 1 = 5 micro-batches' activations where 1F1B's first stage holds 4.
    void twoStagesAndOneMoreMicroBatch() {
        ROOFLAB_SCENARIO(plain, kDense);
        const Report a = evaluate(plain);
        const Report b = evaluate(dualPipe(kDense));
        QCOMPARE(a.stageMemory.size(), size_t(2));
        const TrainingMemory& first = a.stageMemory.front();
        const TrainingMemory& last = a.stageMemory.back();
        for (const TrainingMemory& s : b.stageMemory) {
            QVERIFY(near(s.weights, first.weights + last.weights, 1e-6));
            QVERIFY(near(s.savedActivations, first.savedActivations * 5.0 / 4.0, 1e-6));
        }
        QVERIFY(b.memory.total > a.memory.total);
    }

    // dualpipe.py's asserts: an even number of ranks; an even number of micro-batches, at least
    // 2 x ranks. No virtual stages. One stage: no pipeline, nothing to check or change.
    void refusesWhatDualPipeAsserts() {
        Scenario sc = dualPipe(kDense);
        QVERIFY(validateScenario(sc).empty());
        Scenario odd = sc;
        odd.parallel.pipelineParallel = 1 + 2;
        odd.parallel.gpus = 6;
        QVERIFY(refusedFor(odd, "even number of pipeline stages"));
        Scenario few = sc;
        few.training.gradAccum = 6;
        QVERIFY(refusedFor(few, "at least 2 x pp = 8"));
        few.training.gradAccum = 9;
        QVERIFY(refusedFor(few, "even number of micro-batches"));
        Scenario chunks = sc;
        chunks.parallel.virtualStages = 2;
        QVERIFY(refusedFor(chunks, "virtual_stages 2"));
        Scenario one = sc;
        one.parallel.pipelineParallel = 1;
        one.training.gradAccum = 3;
        QVERIFY(validateScenario(one).empty());
        Scenario plainOne = one;
        plainOne.parallel.pipelineSchedule = PipelineSchedule::OneFOneB;
        QCOMPARE(evaluate(one).step.timeS, evaluate(plainOne).step.timeS);
    }

    // Written as "dualpipe", left out at the default; anything else is refused.
    void scenarioKey() {
        const ScenarioParseResult again = parseScenario(serializeScenario(dualPipe(kDense)));
        QVERIFY(again.ok);
        QCOMPARE(again.scenario.parallel.pipelineSchedule, PipelineSchedule::DualPipe);
        QVERIFY(serializeScenario(parseScenario(kDense).scenario).find("pipeline_schedule") == std::string::npos);
        QVERIFY(!parseScenario(R"({"version":1,"parallel":{"pipeline_schedule":"zb1p"}})").ok);
    }

    // The layout search under DualPipe: even stages, no virtual stages, an even number of
    // micro-batches of at least twice the stages.
    void searchKeepsToTheSchedule() {
        Scenario sc = dualPipe(kDense);
        sc.plan.emplace();
        sc.plan->globalBatch = 64;
        PlanOptions options;
        options.top = 100000;
        const PlanResult plan = planLayouts(sc, options);
        QVERIFY(plan.ok && !plan.layouts.empty());
        bool piped = false;
        for (const PlannedLayout& p : plan.layouts) {
            const ParallelConfig& par = p.scenario.parallel;
            QCOMPARE(par.pipelineSchedule, PipelineSchedule::DualPipe);
            if (par.pipelineParallel == 1)
                continue;
            piped = true;
            QCOMPARE(par.pipelineParallel % 2, 0);
            QCOMPARE(par.virtualStages, 1);
            QCOMPARE(p.scenario.training.gradAccum % 2, std::int64_t(0));
            QVERIFY(p.scenario.training.gradAccum >= 2 * par.pipelineParallel);
        }
        QVERIFY(piped);
    }
};

QTEST_APPLESS_MAIN(TestDualPipe)
#include "tst_dualpipe.moc"
