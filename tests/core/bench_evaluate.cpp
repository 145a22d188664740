// Speed of the accounting core (a benchmark, not a test): one full evaluation and a
// 100 x 100 batch x sequence fit map. Run: bench_evaluate -median 9
#include "core/evaluate.h"
#include "core/explain.h"
#include "core/io/scenarioio.h"
#include "core/memory/trainingmemory.h"
#include "core/steptime/steptimeline.h"

#include <QTest>

using namespace rooflab;

class BenchEvaluate : public QObject {
    Q_OBJECT

private slots:
    void fullEvaluation() {
        const Scenario sc = defaultScenario();
        double sink = 0;
        QBENCHMARK {
            sink += evaluate(sc).memory.total;
        }
        QVERIFY(sink > 0);
    }

    // The FP8 lecture's layout (Llama 3 8B, TP 2 + SP, Transformer Engine's FP8 recipe): the
    // fit searches also count the layers' matrices for the FP8 weight copies.
    void fp8Evaluation() {
        const ScenarioParseResult parsed = parseScenario(
            R"({"version":1,"model":{"preset":"llama3-8b"},"precision":"fp8-mixed","optimizer":"adamw",
                "training":{"micro_batch":1,"seq_len":8192,"checkpointing":"selective","implementation":"megatron"},
                "parallel":{"gpus":8,"tp":2,"sequence_parallel":true,"zero":1},"hardware":{"gpu":"h100-sxm"}})");
        QVERIFY(parsed.ok);
        double sink = 0;
        QBENCHMARK {
            sink += evaluate(parsed.scenario).memory.quantizedWeights;
        }
        QVERIFY(sink > 0);
    }

    // What a click on a figure costs: the same evaluation with every step recorded, then the
    // lines of one derivation rendered.
    void tracedEvaluationAndExplanation() {
        const Scenario sc = defaultScenario();
        std::size_t sink = 0;
        QBENCHMARK {
            const TracedReport traced = evaluateTraced(sc);
            sink += explainFigure(traced.trace, "memory.activations", plainExplainStyle()).lines.size();
        }
        QVERIFY(sink > 0);
    }

    // The step timeline of a deep pipeline (the window's timeline tab, per slider step while it
    // is shown): Megatron's 1T on 3,072 A100s, p = 64 stages x 512 micro-batches = 65,536 blocks.
    void stepTimelineDeepPipeline() {
        const ScenarioParseResult parsed = parseScenario(R"({"version":1,"model":{"layers":128,"d_model":25600,
            "heads":160,"d_ff":102400,"vocab":51200},"training":{"micro_batch":1,"seq_len":2048,"grad_accum":512,
            "checkpointing":"full"},"parallel":{"gpus":3072,"tp":8,"pp":64},"hardware":{"gpu":"a100-80gb"}})");
        QVERIFY2(parsed.ok, parsed.errors.empty() ? "" : parsed.errors.front().c_str());
        const Report report = evaluate(parsed.scenario);
        std::size_t sink = 0;
        QBENCHMARK {
            sink += buildStepTimeline(parsed.scenario, report).segments.size();
        }
        QVERIFY(sink > 0);
    }

    // The 70B lecture's shape: 4 stages x 16 micro-batches.
    void stepTimelineLecture() {
        const ScenarioParseResult parsed =
            parseScenario(R"({"version":1,"model":{"params":70e9},"training":{"micro_batch":1,
            "seq_len":8192,"grad_accum":16},"parallel":{"gpus":1024,"tp":8,"pp":4},"hardware":{"gpu":"h100-sxm"}})");
        QVERIFY(parsed.ok);
        const Report report = evaluate(parsed.scenario);
        std::size_t sink = 0;
        QBENCHMARK {
            sink += buildStepTimeline(parsed.scenario, report).segments.size();
        }
        QVERIFY(sink > 0);
    }

    void sizeOnlyEvaluation() {
        const ScenarioParseResult parsed =
            parseScenario(R"({"version":1,"model":{"params":7e9},"parallel":{"gpus":8,"zero":3}})");
        QVERIFY(parsed.ok);
        double sink = 0;
        QBENCHMARK {
            sink += evaluate(parsed.scenario).memory.total;
        }
        QVERIFY(sink > 0);
    }

    // 10,000 memory evaluations: micro-batch 1..100 x sequence 128..12800.
    void fitMap10000() {
        Scenario sc = defaultScenario();
        int fitting = 0;
        QBENCHMARK {
            fitting = 0;
            for (int b = 1; b <= 100; ++b)
                for (int s = 1; s <= 100; ++s) {
                    sc.training.microBatch = b;
                    sc.training.seqLen = 128 * s;
                    fitting += computeTrainingMemory(sc).fits ? 1 : 0;
                }
        }
        QVERIFY(fitting >= 0);
    }
};

QTEST_APPLESS_MAIN(BenchEvaluate)
#include "bench_evaluate.moc"
