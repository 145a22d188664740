// Speed of the accounting core (a benchmark, not a test): one full evaluation and a
// 100 x 100 batch x sequence fit map. Run: bench_evaluate -median 9
#include "core/evaluate.h"
#include "core/explain.h"
#include "core/scenarioio.h"
#include "core/trainingmemory.h"

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

    void sizeOnlyEvaluation() {
        const ScenarioParseResult parsed = parseScenario(R"({"version":1,"model":{"params":7e9},"parallel":{"gpus":8,"zero":3}})");
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
