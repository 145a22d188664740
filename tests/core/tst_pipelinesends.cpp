// The pipeline's send/receive (core/steptime/pipelineoverlap.h, stepcommunication.cpp): blocking
// in Megatron-LM 2021 and without virtual stages, hidden behind the next chunk in Megatron-Core's
// interleaved schedule (overlap_p2p_comm); and the interleaved schedule's smallest pipeline in
// the layout search (core/plan/profilerules.cpp).
#include "core/evaluate.h"
#include "core/plan/planner.h"
#include "core/steptime/overlapslowdown.h"
#include "core/steptime/steptimeline.h"
#include "scenariohelpers.h"

#include <QTest>
#include <cmath>

using namespace rooflab;

namespace {

// Llama 2 70B on 64 H100s, 4 stages of 20 layers: the NeMo 24.07 layout (tp 4, pp 4, v 20).
const char* const kInterleaved = R"({"version":1,"model":"llama2-70b","training":{"micro_batch":1,
    "seq_len":4096,"grad_accum":32,"flash_attention":true,"implementation":"megatron-core"},
    "parallel":{"gpus":64,"tp":4,"pp":4,"virtual_stages":20,"sequence_parallel":true},
    "hardware":{"gpu":"h100-sxm"}})";

// Llama 3 8B on 8 H100s at 64 sequences a step, held to 2 pipeline stages.
const char* const kEightGpus = R"({"version":1,"model":"llama3-8b","training":{"seq_len":4096},
    "parallel":{"gpus":8},"hardware":{"gpu":"h100-sxm"},
    "plan":{"global_batch":64,"fixed":{"parallel":{"pp":2}}}})";

} // namespace

class TestPipelineSends : public QObject {
    Q_OBJECT

private slots:
    // Megatron-Core with virtual stages: each exchange runs beside a chunk's compute, far longer
    // than the exchange here, so what the step waits for is the slowdown the hidden sends cost it.
    void megatronCoreHidesTheSendsBehindTheNextChunk() {
        ROOFLAB_SCENARIO(sc, kInterleaved);
        const Report r = evaluate(sc);
        QVERIFY(r.step.commS.pp > 0);
        QVERIFY(std::abs(r.step.exposedCommS.pp - kOverlapComputeSlowdown * r.step.commS.pp) < 1e-9 * r.step.commS.pp);
        // The same layout under Megatron-LM 2021's blocking exchanges waits for all of them.
        Scenario blocking = sc;
        setImplementation(blocking, Implementation::Megatron);
        const Report b = evaluate(blocking);
        QVERIFY(b.step.commS.pp > 0);
        QCOMPARE(b.step.exposedCommS.pp, b.step.commS.pp);
    }

    // Without virtual stages Megatron-Core batches the exchanges (batch_p2p_comm) and waits.
    void oneChunkPerStageWaitsForEverySend() {
        ROOFLAB_SCENARIO(sc, kInterleaved);
        sc.parallel.virtualStages = 1;
        const Report r = evaluate(sc);
        QVERIFY(r.step.commS.pp > 0);
        QCOMPARE(r.step.exposedCommS.pp, r.step.commS.pp);
    }

    // A link so slow that an exchange outlasts the chunks beside it: the excess waits.
    void slowLinkLeavesTheExcessExposed() {
        ROOFLAB_SCENARIO(sc, kInterleaved);
        sc.network.interNodeGbps = 0.01;
        const Report r = evaluate(sc);
        const double chunk = r.step.microBatchComputeS / 20.0;
        const double exchange = r.step.commS.pp / r.step.microBatches / 40.0;
        QVERIFY(exchange > chunk);
        const double hidden = r.step.microBatches * 20.0 * chunk; // 2/3 + 1/3 of each chunk
        QVERIFY(std::abs(r.step.exposedCommS.pp - (r.step.commS.pp - (1 - kOverlapComputeSlowdown) * hidden)) <
                1e-6 * r.step.commS.pp);
    }

    // The timeline draws what the step waits for and still adds up to the step time.
    void timelineAddsUp() {
        ROOFLAB_SCENARIO(sc, kInterleaved);
        const Report r = evaluate(sc);
        const StepTimeline tl = buildStepTimeline(sc, r);
        QVERIFY(std::abs(tl.totalS - r.step.timeS) < 1e-9 * r.step.timeS);
    }

    // training.deallocate_pipeline_outputs false (Megatron-LM 2021 keeps each chunk's output to
    // its backward): the first stage holds one layer input, b s h / t with sequence parallelism,
    // per chunk in flight, 2 (p - 1) + (v - 1) p + 1 = 83 for p 4, v 20. Written back when false.
    void keptPipelineOutputsAddOneLayerInputPerChunk() {
        ROOFLAB_SCENARIO(sc, kInterleaved);
        const Report freed = evaluate(sc);
        sc.training.deallocatePipelineOutputs = false;
        const Report kept = evaluate(sc);
        const double layerInput = 1.0 * 4096 * 8192 * 2 / 4;
        QCOMPARE(kept.stageMemory.size(), size_t(2));
        const double first = kept.stageMemory.front().savedActivations;
        QVERIFY(std::abs(first - freed.stageMemory.front().savedActivations - 83 * layerInput) < 1e-9 * first);
        QCOMPARE(kept.stageMemory.back().savedActivations, freed.stageMemory.back().savedActivations);
        QCOMPARE(kept.step.timeS, freed.step.timeS);
        const ScenarioParseResult again = parseScenario(serializeScenario(sc));
        QVERIFY(again.ok && !again.scenario.training.deallocatePipelineOutputs);
        QVERIFY(serializeScenario(parseScenario(kInterleaved).scenario).find("deallocate_pipeline_outputs") ==
                std::string::npos);
        QVERIFY(!parseScenario(R"({"version":1,"training":{"deallocate_pipeline_outputs":"no"}})").ok);
    }

    // Megatron-LM 2021-22 interleaves only more than 2 stages ("pipeline-model-parallel size
    // should be greater than 2 with interleaved schedule", megatron/arguments.py at 6985e58);
    // Megatron-Core interleaves 2 with overlap_p2p_comm.
    void interleavingNeedsThreeStagesInMegatron2021() {
        const auto search = [](Implementation implementation) {
            Scenario sc;
            if (!test::parse(kEightGpus, sc))
                return PlanResult();
            setImplementation(sc, implementation);
            PlanOptions options;
            options.top = 100000;
            return planLayouts(sc, options);
        };
        const PlanResult megatron = search(Implementation::Megatron);
        QVERIFY(megatron.ok && !megatron.layouts.empty());
        for (const PlannedLayout& p : megatron.layouts)
            QCOMPARE(p.scenario.parallel.virtualStages, 1);
        const PlanResult core = search(Implementation::MegatronCore);
        QVERIFY(core.ok);
        bool interleaved = false;
        for (const PlannedLayout& p : core.layouts)
            interleaved = interleaved || p.scenario.parallel.virtualStages > 1;
        QVERIFY(interleaved);
    }
};

QTEST_APPLESS_MAIN(TestPipelineSends)
#include "tst_pipelinesends.moc"
