// The step-time model calibrated with rooflab-bench's training-shaped sweep
// (core/measured/gemmcurvepoints.h, core/steptime/stepefficiency.cpp): a results file with the
// scenario's own products, soaked, sets the GEMM rates of exactly those products, and the
// short-burst squares of the same file no longer count.
#include "core/evaluate.h"
#include "core/measured/gemmcurvepoints.h"
#include "core/steptime/measuredefficiency.h"
#include "scenariohelpers.h"
#include "syntheticresults.h"

#include <QTest>

using namespace rooflab;
using namespace rooflab::test;

namespace {

// Llama 3 8B at TP 2 on two H100s, micro-batch 2 x 4096: the products of tst_trainingshapes.
constexpr const char* kScenario = R"({"version":1,"model":"llama3-8b","precision":"bf16-mixed",
    "training":{"micro_batch":2,"seq_len":4096,"grad_accum":4},"parallel":{"gpus":2,"tp":2},
    "hardware":{"gpu":"h100-sxm"},"phase":"train"})";

struct Product {
    const char* role;
    std::int64_t m, n, k; // the forward product
};
constexpr Product kProducts[] = {{"qkv", 8192, 3072, 4096},
                                 {"attn-out", 8192, 4096, 2048},
                                 {"mlp-up-gate", 8192, 14336, 4096},
                                 {"mlp-down", 8192, 4096, 7168},
                                 {"lm-head", 8192, 64128, 4096}};

// The three passes of every product, forward and dgrad at `fraction`, wgrad at `wgradFraction`.
std::vector<std::string> trainingPoints(double fraction, double wgradFraction) {
    std::vector<std::string> points;
    for (const Product& p : kProducts) {
        const std::string role = std::string(R"("role": ")") + p.role + R"(", "soak_s": 10, "pass": )";
        points.push_back(gemmPoint("bf16", p.m, p.n, p.k, fraction, role + R"("fwd")"));
        points.push_back(gemmPoint("bf16", p.m, p.k, p.n, fraction, role + R"("dgrad")"));
        points.push_back(gemmPoint("bf16", p.k, p.n, p.m, wgradFraction, role + R"("wgrad")"));
    }
    return points;
}

std::vector<std::string> squares(double fraction) {
    std::vector<std::string> points;
    for (std::int64_t n : {1024, 2048, 4096, 8192})
        points.push_back(gemmPoint("bf16", n, n, n, fraction));
    return points;
}

std::vector<std::string> joined(std::vector<std::string> a, const std::vector<std::string>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

double computeWith(const Scenario& sc, const BenchResults& run) {
    const std::optional<StepEfficiency> e = measuredEfficiency(sc, runForScenario({&run}, sc));
    if (!e)
        return -1;
    return evaluate(sc, nullptr, &*e).step.computeS;
}

} // namespace

class TestTrainingCurve : public QObject {
    Q_OBJECT

private slots:
    // A projection's three passes make one curve point: their FLOPs over the sum of their times.
    void passesCountTogether() {
        const BenchResults run = parsedResults(resultsFile(trainingPoints(0.6, 0.3)));
        const std::vector<GemmCurvePoint> points = gemmCurvePoints(run, DType::BF16);
        QCOMPARE(points.size(), std::size_t(5));
        for (const GemmCurvePoint& p : points) {
            QVERIFY(p.trainingPasses);
            // 3 / (1/0.6 + 1/0.6 + 1/0.3) = 0.45 of the peak
            QVERIFY2(std::abs(p.flopsPerS / kH100Bf16 - 0.45) < 1e-6, qPrintable(QString::number(p.flopsPerS)));
        }
        // The QKV product's forward shape and FLOPs.
        const auto qkv =
            std::find_if(points.begin(), points.end(), [](const GemmCurvePoint& p) { return p.n == 3072; });
        QVERIFY(qkv != points.end());
        QCOMPARE(qkv->m, std::int64_t(8192));
        QCOMPARE(qkv->k, std::int64_t(4096));
        QCOMPARE(qkv->flops, 2.0 * 8192 * 3072 * 4096);
        // A file without training points keeps every GEMM, each on its own.
        const BenchResults plain = parsedResults(resultsFile(squares(0.8)));
        QCOMPARE(gemmCurvePoints(plain, DType::BF16).size(), std::size_t(4));
        QVERIFY(!gemmCurvePoints(plain, DType::BF16).front().trainingPasses);
        QVERIFY(gemmCurvePoints(plain, DType::FP16).empty());
    }

    // The measured curve holds the five projections at their measured rate, and the step's
    // GEMMs take it: halving the rate of the training points slows the compute by up to 2x,
    // while the squares of the same file (short bursts at a higher rate) change nothing.
    void stepTakesTheTrainingPoints() {
        ROOFLAB_SCENARIO(sc, kScenario);
        const BenchResults fast = parsedResults(resultsFile(joined(trainingPoints(0.6, 0.6), squares(0.9))));
        const BenchResults fastNoSquares = parsedResults(resultsFile(trainingPoints(0.6, 0.6)));
        const BenchResults slow = parsedResults(resultsFile(joined(trainingPoints(0.3, 0.3), squares(0.9))));
        const std::optional<StepEfficiency> e = measuredEfficiency(sc, &fast);
        QVERIFY(e && e->measured && e->clocksSustained);
        QCOMPARE(e->gemm.points.size(), std::size_t(5));
        // Fractions of the scenario GPU's own dense peak (the file's rates are 0.6 x 989.4 TFLOP/s).
        const double expected = 0.6 * kH100Bf16 / sc.gpu.peak(DType::BF16);
        for (const auto& [flops, fraction] : e->gemm.points)
            QVERIFY2(std::abs(fraction - expected) < 1e-9, qPrintable(QString::number(fraction)));
        const double withSquares = computeWith(sc, fast), without = computeWith(sc, fastNoSquares);
        const double halved = computeWith(sc, slow);
        QVERIFY(withSquares > 0 && halved > 0);
        QCOMPARE(withSquares, without);
        const double ratio = halved / withSquares;
        QVERIFY2(ratio > 1.5 && ratio <= 2.0 + 1e-9, qPrintable(QString::number(ratio)));
        // Against the squares alone at 0.9 the soaked 0.6 is slower.
        const BenchResults squaresOnly = parsedResults(resultsFile(squares(0.9)));
        QVERIFY(withSquares > computeWith(sc, squaresOnly));
    }
};

QTEST_APPLESS_MAIN(TestTrainingCurve)
#include "tst_trainingcurve.moc"
