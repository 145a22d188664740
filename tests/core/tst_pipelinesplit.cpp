// Megatron-Core's uneven first and last pipeline stages (core/model/pipelinesplit.h): the
// layers each stage holds, the splits it refuses, the memory of the stage that peaks and the
// step time of the slowest stage.
#include "core/base/derivation.h"
#include "core/evaluate.h"
#include "core/io/scenarioio.h"
#include "core/memory/trainingmemory.h"
#include "core/model/pipelinesplit.h"
#include "scenariohelpers.h"

#include <QTest>
#include <cmath>

using namespace rooflab;

namespace {

// Table 4 of the Llama 3 paper, 8,192 GPUs: 126 layers on 16 stages of 8 chunks, the embedding
// and the loss each in a layer's place (sec. 3.3.2).
const char* const kLlama3Paper = R"({"version":1,"model":"llama3-405b","training":{"micro_batch":1,
    "seq_len":8192,"grad_accum":32,"flash_attention":true,"implementation":"megatron-core"},
    "parallel":{"gpus":8192,"tp":8,"pp":16,"virtual_stages":8,"sequence_parallel":true,"zero":1,
    "account_for_embedding_in_pipeline_split":true,"account_for_loss_in_pipeline_split":true},
    "hardware":{"gpu":"h100-sxm"}})";

// Llama 2 70B (80 layers) on 4 stages of 1F1B, tp 4: the ends hold 18 layers, the middle 22.
const char* const kLightEnds = R"({"version":1,"model":"llama2-70b","training":{"micro_batch":1,
    "seq_len":4096,"grad_accum":32,"flash_attention":true,"implementation":"megatron-core"},
    "parallel":{"gpus":64,"tp":4,"pp":4,"sequence_parallel":true,"zero":1,
    "num_layers_in_first_pipeline_stage":18,"num_layers_in_last_pipeline_stage":18},
    "hardware":{"gpu":"h100-sxm"}})";

ParallelConfig stages(int pp, int vp = 1) {
    ParallelConfig p;
    p.pipelineParallel = pp;
    p.virtualStages = vp;
    return p;
}

// The problems a scenario's split keys raise, joined.
std::string problemsOf(const char* json, void (*edit)(Scenario&)) {
    ScenarioParseResult parsed = parseScenario(json);
    if (!parsed.ok)
        return test::joined(parsed.errors);
    edit(parsed.scenario);
    return test::joined(pipelineSplitProblems(parsed.scenario));
}

} // namespace

class TestPipelineSplit : public QObject {
    Q_OBJECT

private slots:
    // get_num_layers_to_build: (126 + 2) / 16 = 8 a stage, the end stages one transformer layer
    // short; fixed ends leave the rest to the middle stages, (80 - 18 - 18) / 2 = 22; one fixed
    // end: (32 - 2) / 3 = 10 on the others. Without keys every stage counts ceil(126 / 16) = 8.
    void assignsTheLayersAsMegatronCore() {
        ParallelConfig paper = stages(16, 8);
        paper.embeddingInSplit = paper.lossInSplit = true;
        const PipelineSplit s = pipelineSplit(paper, 126);
        QVERIFY(s.uneven);
        QCOMPARE(s.first, 7);
        QCOMPARE(s.middle, 8);
        QCOMPARE(s.last, 7);
        QCOMPARE(s.most(), 8);

        ParallelConfig ends = stages(4);
        ends.firstStageLayers = ends.lastStageLayers = 18;
        const PipelineSplit e = pipelineSplit(ends, 80);
        QCOMPARE(e.first, 18);
        QCOMPARE(e.middle, 22);
        QCOMPARE(e.last, 18);

        ParallelConfig firstOnly = stages(4);
        firstOnly.firstStageLayers = 2;
        const PipelineSplit f = pipelineSplit(firstOnly, 32);
        QCOMPARE(f.first, 2);
        QCOMPARE(f.middle, 10);
        QCOMPARE(f.last, 10);

        const PipelineSplit even = pipelineSplit(stages(16, 8), 126);
        QVERIFY(!even.uneven);
        QCOMPARE(even.first, 8);
        QCOMPARE(even.last, 8);
        // Keys that do not divide these layers (a fit search's size-only model): the even split.
        const PipelineSplit other = pipelineSplit(paper, 100);
        QVERIFY(!other.uneven);
        QCOMPARE(other.first, 7);
    }

    // Megatron-Core's refusals (transformer_config.py __post_init__), each under its key.
    void refusesWhatMegatronCoreRefuses() {
        const auto has = [](const std::string& all, const char* part) {
            if (all.find(part) == std::string::npos)
                qWarning("%s", all.c_str());
            return all.find(part) != std::string::npos;
        };
        QCOMPARE(problemsOf(kLightEnds, [](Scenario&) {}), std::string());
        QVERIFY(has(problemsOf(kLightEnds, [](Scenario& s) { s.parallel.firstStageLayers = 70; }),
                    "parallel.num_layers_in_first_pipeline_stage: the first and last stages' 88 layers exceed "
                    "the model's 80 layers"));
        QVERIFY(has(problemsOf(kLightEnds, [](Scenario& s) { s.parallel.firstStageLayers = 17; }),
                    "the 45 layers left do not divide evenly over the 2 middle stages"));
        QVERIFY(has(problemsOf(kLightEnds,
                               [](Scenario& s) {
                                   s.parallel.pipelineParallel = 2;
                                   s.parallel.firstStageLayers = 30;
                               }),
                    "with no middle stage the first and last stages must hold all 80 layers, got 48"));
        QVERIFY(has(problemsOf(kLightEnds, [](Scenario& s) { s.parallel.virtualStages = 4; }),
                    "the first stage's 18 layers do not divide into 4 virtual stages"));
        QVERIFY(has(problemsOf(kLightEnds, [](Scenario& s) { s.parallel.embeddingInSplit = true; }),
                    "cannot be set together with account_for_embedding_in_pipeline_split"));
        QVERIFY(has(problemsOf(kLightEnds,
                               [](Scenario& s) {
                                   s.parallel.pipelineParallel = 1;
                                   s.parallel.gpus = 16;
                               }),
                    "needs pipeline parallelism (pp of 2 or more)"));
        QVERIFY(has(problemsOf(kLightEnds, [](Scenario& s) { s.training.implementation = Implementation::Megatron; }),
                    "this framework profile splits the layers evenly"));
        QVERIFY(has(problemsOf(kLlama3Paper, [](Scenario& s) { s.parallel.lossInSplit = false; }),
                    "parallel.account_for_embedding_in_pipeline_split: 127 layers (the embedding and/or the loss "
                    "counted as one each) do not divide evenly over 16 pipeline stages"));
        QVERIFY(has(problemsOf(kLlama3Paper, [](Scenario& s) { s.parallel.virtualStages = 16; }),
                    "each stage's 8 layers (the embedding and/or the loss counted) do not divide into 16 virtual "
                    "stages"));
        // Read from the file: the parse refuses it with the message.
        std::string json = kLightEnds;
        const std::string key = "\"num_layers_in_first_pipeline_stage\":18";
        json.replace(json.find(key), key.size(), "\"num_layers_in_first_pipeline_stage\":19");
        const ScenarioParseResult parsed = parseScenario(json);
        QVERIFY(!parsed.ok);
        QVERIFY(has(test::joined(parsed.errors), "the 43 layers left do not divide evenly over the 2 middle stages"));
    }

    // Llama 2 70B, ends of 18 layers, middle of 22, tp 4, 1F1B over 32 micro-batches. One block is
    // 855,654,400 parameters (attention 2 x 8192^2 + 2 x 8192 x 1024, SwiGLU 3 x 8192 x 28672, two
    // norms of 8192), the embedding 32,000 x 8192 = 262,144,000. bf16 weights / tp:
    // middle 22 x 855,654,400 x 2 / 4 = 9,412,198,400 bytes; first (18 x 855,654,400 +
    // 262,144,000) x 2 / 4 = 7,831,961,600. Activations per layer and micro-batch A: the first
    // holds 18 x 4 (p in flight), the middle (the second stage) 22 x 3 (p - 1), the last 18 x 1,
    // where the even split's first held 20 x 4. The middle is the peak.
    void eachStageCountsItsOwnLayers() {
        ROOFLAB_SCENARIO(sc, kLightEnds);
        Scenario even = sc;
        even.parallel.firstStageLayers = even.parallel.lastStageLayers = 0;
        const Report r = evaluate(sc), e = evaluate(even);
        QCOMPARE(r.stageMemory.size(), size_t(3));
        QCOMPARE(e.stageMemory.size(), size_t(2));
        const TrainingMemory &first = r.stageMemory[0], &last = r.stageMemory[1], &middle = r.stageMemory[2];
        QCOMPARE(middle.weights, 9412198400.0);
        QCOMPARE(first.weights, 7831961600.0);
        const double perLayer = e.stageMemory[0].savedActivations / (20 * 4);
        QCOMPARE(first.savedActivations, 18 * 4 * perLayer);
        QCOMPARE(middle.savedActivations, 22 * 3 * perLayer);
        QCOMPARE(last.savedActivations, 18 * 1 * perLayer);
        QVERIFY(middle.total > first.total && middle.total > last.total);
        QCOMPARE(r.memory.total, middle.total);
        QCOMPARE(computeTrainingMemory(sc).total, middle.total);
        // The derivation says which stage peaks, with its layers.
        Trace trace;
        evaluate(sc, &trace);
        const int step = trace.figureStep("memory.stage_peak");
        QVERIFY(step >= 0);
        const DerivationStep& peaks = trace.steps()[std::size_t(step)];
        QCOMPARE(peaks.value, middle.total);
        QCOMPARE(peaks.operands.size(), size_t(3));
        QCOMPARE(peaks.operands[1].detail, std::string("22 layers"));
        QCOMPARE(peaks.operands[1].value, middle.total);
    }

    // The pipeline runs at its slowest stage. Llama 3 405B a token: a layer's 3,187,703,808 active
    // parameters and its attention, 2 x 3,187,703,808 + 2 x 8192 x 16384 = 6.64 GFLOP; the head
    // 2 x 16384 x 128256 = 4.20 GFLOP. The paper's split: a middle stage of 8 layers (53.1 GFLOP)
    // outruns the last's 7 and the head (50.7): the step times 8 layers and no head. Ends of 22
    // layers on Llama 2 70B (middle 18): the last stage with its head.
    void stepRunsAtTheSlowestStage() {
        ROOFLAB_SCENARIO(paper, kLlama3Paper);
        const SlowestStage slowest = slowestStage(paper);
        QCOMPARE(slowest.layers, 8);
        QVERIFY(!slowest.head);
        Scenario even = paper;
        even.parallel.embeddingInSplit = even.parallel.lossInSplit = false;
        QCOMPARE(slowestStage(even).layers, 8);
        QVERIFY(slowestStage(even).head);
        ROOFLAB_SCENARIO(ends, kLightEnds);
        Scenario heavyEnds = ends;
        heavyEnds.parallel.firstStageLayers = heavyEnds.parallel.lastStageLayers = 22;
        QCOMPARE(slowestStage(heavyEnds).layers, 22);
        QVERIFY(slowestStage(heavyEnds).head);
        QCOMPARE(slowestStage(ends).layers, 22);
        QVERIFY(!slowestStage(ends).head);

        // Ends of 18: the roofline times the middle's 22 layers (22 / 20 of the even split's per
        // layer products) and no LM head or loss.
        Scenario evenEnds = ends;
        evenEnds.parallel.firstStageLayers = evenEnds.parallel.lastStageLayers = 0;
        const Report r = evaluate(ends), e = evaluate(evenEnds);
        const auto named = [](const Report& report, const char* name) -> const RooflineOp* {
            for (const RooflineOp& op : report.roofline.ops)
                if (op.name == name)
                    return &op;
            return nullptr;
        };
        QVERIFY(named(e, "LM head") && named(e, "cross-entropy"));
        QVERIFY(!named(r, "LM head") && !named(r, "cross-entropy"));
        QCOMPARE(named(r, "QKV projection")->flops, named(e, "QKV projection")->flops * 22 / 20);
        QCOMPARE(named(r, "MLP down")->flops, named(e, "MLP down")->flops * 22 / 20);
        // The bubble is the slowest stage's: (p - 1) / m of its work.
        QVERIFY(r.step.bubbleS > e.step.bubbleS);
    }

    // The keys are written back, so a saved scenario evaluates the same.
    void roundTripsTheKeys() {
        ROOFLAB_SCENARIO(paper, kLlama3Paper);
        ROOFLAB_SCENARIO(ends, kLightEnds);
        for (const Scenario& sc : {paper, ends}) {
            const ScenarioParseResult again = parseScenario(serializeScenario(sc));
            QVERIFY(again.ok);
            QCOMPARE(again.scenario.parallel.firstStageLayers, sc.parallel.firstStageLayers);
            QCOMPARE(again.scenario.parallel.lastStageLayers, sc.parallel.lastStageLayers);
            QCOMPARE(again.scenario.parallel.embeddingInSplit, sc.parallel.embeddingInSplit);
            QCOMPARE(again.scenario.parallel.lossInSplit, sc.parallel.lossInSplit);
        }
    }
};

QTEST_APPLESS_MAIN(TestPipelineSplit)
#include "tst_pipelinesplit.moc"
