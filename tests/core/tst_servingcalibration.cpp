// The serving model calibrated with rooflab-bench's decode probes (core/serving/servingcalibration.h):
// a synthetic results file of the scenario's GPU sets the bandwidth a decode step reads its weights
// at, the GEMM rate at decode batches and the time per kernel with and without CUDA graphs.
#include "core/serving/servingcalibration.h"
#include "core/serving/servingmodel.h"
#include "scenariohelpers.h"
#include "syntheticresults.h"

#include <QTest>

using namespace rooflab;
using namespace rooflab::test;

namespace {

// Llama 3 8B on one H100 SXM (3.35 TB/s), vLLM, 8 clients: a decode step reads its weights.
constexpr const char* kServing = R"({"version":1,"model":"llama3-8b","precision":"bf16-mixed",
    "parallel":{"gpus":1,"tp":1},"hardware":{"gpu":"h100-sxm"},"phase":"decode",
    "inference":{"context":8192,"kv_dtype":"bf16","weights_dtype":"bf16"},
    "serving":{"engine":"vllm","input_tokens":1024,"output_tokens":256,"concurrency":8%1}})";

std::string servingScenario(const char* extra = "") {
    std::string s = kServing;
    s.replace(s.find("%1"), 2, extra);
    return s;
}

// The decode probes of a run reading weights at `readBytesPerS`, a 321-kernel step at
// `graphS` / `eagerS` per kernel, and decode GEMMs (Llama 3 8B's gate and up weight) as a real
// card runs them: their weights read at the same bandwidth, at most `gemmFraction` of the peak.
std::string probes(double readBytesPerS, double graphS, double eagerS, double gemmFraction) {
    std::vector<std::string> points;
    for (std::int64_t batch : {1, 4, 16, 64, 256}) {
        // 2 x batch FLOPs per 2-byte weight: batch x the read bandwidth in FLOP/s.
        const double fraction = std::min(gemmFraction, double(batch) * readBytesPerS / kH100Bf16);
        points.push_back(gemmPoint("bf16", 28672, batch, 4096, fraction,
                                   R"("role": "mlp-up-gate", "batch": )" + std::to_string(batch)));
    }
    const double bytes = 15.0e9;
    points.push_back(R"({"kind": "read", "dtype": "fp32", "name": "read", "bytes": )" + std::to_string(bytes) +
                     R"(, "time_median_s": )" + std::to_string(bytes / readBytesPerS) + R"(, "bytes_per_s": )" +
                     std::to_string(readBytesPerS) + "}");
    points.push_back(R"({"kind": "read", "dtype": "fp32", "name": "read small", "bytes": 4.0e8, "time_median_s": 1e-4,
                        "bytes_per_s": 4.0e12})");
    for (const auto& [graph, perKernel] : {std::pair{true, graphS}, {false, eagerS}})
        for (int kernels : {16, 321})
            points.push_back(R"({"kind": "chain", "dtype": "fp32", "name": "chain", "kernels": )" +
                             std::to_string(kernels) + R"(, "graph": )" + (graph ? "true" : "false") +
                             R"(, "time_median_s": )" + std::to_string(perKernel * kernels * (kernels == 16 ? 2 : 1)) +
                             "}");
    return resultsFile(points);
}

} // namespace

class TestServingCalibration : public QObject {
    Q_OBJECT

private slots:
    // What the file says reaches the calibration: the largest read over the datasheet, the longest
    // chain's time per kernel (the short chain's larger figure is not taken), the decode GEMMs.
    void figuresFromTheFile() {
        ROOFLAB_SCENARIO(sc, servingScenario());
        const BenchResults run = parsedResults(probes(2.5e12, 3e-6, 8e-6, 0.5));
        const std::optional<ServingCalibration> c = servingCalibration(sc, run);
        QVERIFY(c);
        QVERIFY(c->decodeGemms && c->decodeRead);
        QCOMPARE(c->efficiency.memoryFraction, 2.5e12 / sc.gpu.bandwidth);
        QCOMPARE(c->graphLaunchS, 3e-6);
        QCOMPARE(c->eagerLaunchS, 8e-6);
        QCOMPARE(c->efficiency.launchGapS, 3e-6);
        QCOMPARE(c->efficiency.gemm.points.size(), std::size_t(5));
        QVERIFY(c->source.find("H100") != std::string::npos);
    }

    // A slower read than the published 80 % of the datasheet makes each output token slower, a
    // faster one faster; the bandwidth-bound step moves with it.
    void readBandwidthMovesTpot() {
        ROOFLAB_SCENARIO(sc, servingScenario());
        const ServingReport published = computeServing(sc);
        const auto slow = servingCalibration(sc, parsedResults(probes(2.0e12, 3.98e-6, 1e-5, 0.5)));
        const auto fast = servingCalibration(sc, parsedResults(probes(3.2e12, 3.98e-6, 1e-5, 0.5)));
        QVERIFY(slow && fast);
        const ServingReport s = computeServing(sc, nullptr, nullptr, &*slow);
        const ServingReport f = computeServing(sc, nullptr, nullptr, &*fast);
        QVERIFY2(s.tpotS > published.tpotS * 1.1, qPrintable(QString("%1 %2").arg(s.tpotS).arg(published.tpotS)));
        QVERIFY2(f.tpotS < published.tpotS, qPrintable(QString("%1 %2").arg(f.tpotS).arg(published.tpotS)));
        QVERIFY(s.decodeMemoryS > f.decodeMemoryS);
    }

    // The per-step overhead takes the measured time per kernel: the graphed one for an engine with
    // CUDA graphs, the eager one without; 321 kernels at 20 us more each is 6.4 ms more per step.
    void launchTimesSetTheOverhead() {
        ROOFLAB_SCENARIO(graphs, servingScenario());
        ROOFLAB_SCENARIO(eager, servingScenario(R"(, "cuda_graphs": false)"));
        const auto cheap = servingCalibration(graphs, parsedResults(probes(3.0e12, 2e-6, 10e-6, 0.5)));
        const auto dear = servingCalibration(graphs, parsedResults(probes(3.0e12, 2e-6, 30e-6, 0.5)));
        QVERIFY(cheap && dear);
        const ServingReport graphed = computeServing(graphs, nullptr, nullptr, &*cheap);
        const ServingReport eager10 = computeServing(eager, nullptr, nullptr, &*cheap);
        const ServingReport eager30 = computeServing(eager, nullptr, nullptr, &*dear);
        QVERIFY(graphed.stepOverheadS < eager10.stepOverheadS);
        QCOMPARE(computeServing(graphs, nullptr, nullptr, &*dear).stepOverheadS, graphed.stepOverheadS);
        const double launches = (eager30.stepOverheadS - eager10.stepOverheadS) / 20e-6;
        QVERIFY2(launches > 100 && launches < 2000, qPrintable(QString::number(launches)));
    }

    // A file of another GPU, or one without any decode probe, calibrates nothing.
    void otherFilesCalibrateNothing() {
        ROOFLAB_SCENARIO(sc, servingScenario());
        std::string other = probes(2.5e12, 3e-6, 8e-6, 0.5);
        other.replace(other.find("h100-sxm"), 8, "a100-80gb");
        QVERIFY(!servingCalibration(sc, parsedResults(other)));
        const std::string squaresOnly = resultsFile({gemmPoint("bf16", 4096, 4096, 4096, 0.7)});
        QVERIFY(!servingCalibration(sc, parsedResults(squaresOnly)));
    }
};

QTEST_APPLESS_MAIN(TestServingCalibration)
#include "tst_servingcalibration.moc"
