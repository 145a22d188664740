// The memory outside the model's tensors and the capacity it is checked against: each item
// against its source, the allocator's reserve against the measured H100 steps it comes from,
// the NCCL communicators a layout creates, and the verdict near the edge of a card.
#include "core/evaluate.h"
#include "core/memory/runtimememory.h"
#include "core/memory/trainingmemory.h"
#include "scenariohelpers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

using namespace rooflab;
using namespace rooflab::test;

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

// A 7B-class training step on H100s; `tail` adds keys after "hardware".
std::string stepOnH100(const std::string& parallel, const std::string& tail = {}) {
    return R"({"version":1,"model":"llama2-7b","precision":"bf16-mixed","optimizer":"adamw",)"
           R"("training":{"micro_batch":1,"seq_len":2048,"checkpointing":"full"},"parallel":)" +
           parallel + R"(,"hardware":{"gpu":"h100-sxm"})" + tail + "}";
}

// Everything at the peak but the runtime memory.
double tensorsAtPeak(const TrainingMemory& m) {
    return m.total - m.overhead;
}

} // namespace

class TestRuntimeMemory : public QObject {
    Q_OBJECT
private slots:
    // One H100, no collectives: context 426 MiB + cuBLAS 32 MiB + cuBLASLt 1 MiB, and 8.5 % of
    // the tensors alive at the peak.
    void itemisedOnOneGpu() {
        ROOFLAB_SCENARIO(sc, stepOnH100(R"({"gpus":1})"));
        const TrainingMemory m = computeTrainingMemory(sc);
        const double tensors = tensorsAtPeak(m);
        QVERIFY(tensors > 50 * kGiB);
        QCOMPARE(m.overhead, 426 * kMiB + 33 * kMiB + 0.085 * tensors);
    }

    // t 8, p 4 on 128 GPUs (d 4): the data-parallel and tensor-parallel groups and a middle
    // stage's two pipeline pairs, 688 MB each.
    void ncclBuffersPerCommunicator() {
        ROOFLAB_SCENARIO(sc, stepOnH100(R"({"gpus":128,"tp":8,"pp":4})"));
        QCOMPARE(ncclCommunicators(sc.parallel), 4);
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(m.overhead, 426 * kMiB + 33 * kMiB + 4 * 688e6 + 0.085 * tensorsAtPeak(m));
    }

    // The report's items add up to the runtime total; the reserve is 8.5 % of the tensors.
    void itemsAddUp() {
        ROOFLAB_SCENARIO(sc, stepOnH100(R"({"gpus":128,"tp":8,"pp":4})"));
        const TrainingMemory m = computeTrainingMemory(sc);
        const RuntimeItems items = runtimeItems(sc, m.overhead);
        QVERIFY(!items.set);
        QCOMPARE(items.communicators, 4);
        QCOMPARE(items.cudaContext + items.workspaces + items.ncclBuffers + items.allocatorReserve, m.overhead);
        QCOMPARE(items.allocatorReserve, 0.085 * tensorsAtPeak(m));
        sc.runtime.overrideBytes = 2 * kGiB;
        QVERIFY(runtimeItems(sc, 2 * kGiB).set);
    }

    void communicatorsOfALayout_data() {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("communicators");
        QTest::newRow("one GPU") << 1 << 1 << 1 << 0;
        QTest::newRow("data parallel") << 8 << 1 << 1 << 1;
        QTest::newRow("tensor parallel only") << 8 << 8 << 1 << 1;
        QTest::newRow("tp and dp") << 64 << 8 << 1 << 2;
        QTest::newRow("pipeline only") << 4 << 1 << 4 << 2;
        QTest::newRow("3D") << 1024 << 8 << 4 << 4;
    }
    void communicatorsOfALayout() {
        QFETCH(int, gpus);
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(int, communicators);
        ParallelConfig p;
        p.gpus = gpus;
        p.tensorParallel = tp;
        p.pipelineParallel = pp;
        QCOMPARE(ncclCommunicators(p), communicators);
    }

    // overhead_gib replaces every item: exactly that figure, no reserve.
    void oneFigureSetByHand() {
        ROOFLAB_SCENARIO(sc, stepOnH100(R"({"gpus":128,"tp":8,"pp":4})", R"(,"overhead_gib":2)"));
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(m.overhead, 2 * kGiB);
    }

    // The settings are read, written back and change the figure; the defaults are not written.
    void settingsRoundTrip() {
        ROOFLAB_SCENARIO(
            sc, stepOnH100(
                    R"({"gpus":8})",
                    R"(,"runtime":{"cuda_context_mib":600,"nccl_mib_per_communicator":1024,"allocator_reserve":0})"));
        QCOMPARE(sc.runtime.cudaContextBytes, 600 * kMiB);
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(m.overhead, 600 * kMiB + 33 * kMiB + 1024 * kMiB);
        const ScenarioParseResult again = parseScenario(serializeScenario(sc));
        QVERIFY(again.ok);
        QVERIFY(again.scenario.runtime == sc.runtime);
        ROOFLAB_SCENARIO(plain, stepOnH100(R"({"gpus":8})"));
        const std::string written = serializeScenario(plain);
        QVERIFY(written.find("\"runtime\"") == std::string::npos);
        QVERIFY(written.find("overhead_gib") == std::string::npos);
    }

    void badSettingsAreNamed_data() {
        QTest::addColumn<QString>("runtime");
        QTest::addColumn<QString>("field");
        QTest::newRow("negative context") << R"({"cuda_context_mib":-1})"
                                          << "runtime.cuda_context_mib";
        QTest::newRow("reserve as a percentage") << R"({"allocator_reserve":85})"
                                                 << "runtime.allocator_reserve";
        QTest::newRow("nccl as text") << R"({"nccl_mib_per_communicator":"lots"})"
                                      << "runtime.nccl_mib_per_communicator";
        QTest::newRow("not an object") << "[1]"
                                       << "runtime";
    }
    void badSettingsAreNamed() {
        QFETCH(QString, runtime);
        QFETCH(QString, field);
        const ScenarioParseResult r =
            parseScenario(stepOnH100(R"({"gpus":8})", ",\"runtime\":" + runtime.toStdString()));
        QVERIFY(!r.ok);
        QVERIFY2(joined(r.errors).find(field.toStdString() + ":") == 0, joined(r.errors).c_str());
    }

    // The default reserve is the median of what the measured H100 steps reserved beyond their
    // allocated peak (validation/results/cuda-h100.json): change the runs, and this says so.
    void reserveIsTheMeasuredMedian() {
        QFile file(qEnvironmentVariable("ROOFLAB_SOURCE_DIR") + "/validation/results/cuda-h100.json");
        if (!qEnvironmentVariableIsSet("ROOFLAB_SOURCE_DIR"))
            QSKIP("ROOFLAB_SOURCE_DIR is not set (run through ctest)");
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray runs = QJsonDocument::fromJson(file.readAll()).object().value("results").toArray();
        std::vector<double> ratios;
        for (const QJsonValue& run : runs)
            ratios.push_back(run["max_reserved"].toDouble() / run["peak"].toDouble());
        QCOMPARE(ratios.size(), size_t(16));
        std::sort(ratios.begin(), ratios.end());
        const double median = (ratios[7] + ratios[8]) / 2 - 1;
        QVERIFY2(std::abs(median - RuntimeMemoryConfig{}.allocatorReserve) < 0.0025, std::to_string(median).c_str());
        QVERIFY(ratios.front() > 1.0); // every run reserved more than it allocated
    }

    // An H100 is checked against the 79.18 GiB CUDA reports, not 80e9 bytes (74.5 GiB): a step
    // of 77 GiB fits; the datasheet's decimal gigabytes would have refused it.
    void capacityIsWhatCudaReports() {
        ROOFLAB_SCENARIO(sc, stepOnH100(R"({"gpus":8,"zero":3})", R"(,"overhead_gib":0)"));
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(m.capacity, 79.18 * kGiB);
        QVERIFY(m.total < 70 * kGiB);
        // Size the runtime memory so that the total lands between the two capacities.
        sc.runtime.overrideBytes = 77 * kGiB - m.total;
        const TrainingMemory edge = computeTrainingMemory(sc);
        QVERIFY(edge.total > 80e9);
        QVERIFY(edge.fits);
        sc.runtime.overrideBytes = 80 * kGiB - m.total;
        QVERIFY(!computeTrainingMemory(sc).fits);
    }
};

QTEST_APPLESS_MAIN(TestRuntimeMemory)
#include "tst_runtimememory.moc"
