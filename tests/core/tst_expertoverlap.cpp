// Megatron-Core's combined 1F1B (parallel.overlap_moe_expert_parallel_comm, core/steptime/expertoverlap.h;
// megatron/core/pipeline_parallel/combined_1f1b.py and schedules.py at Megatron-LM d98e8a64dd):
// the unpaired chunks' share by hand, the expert all-to-all hidden up to the compute beside it
// in the paired chunks (and slowing that compute), one more warm-up chunk in flight, the layouts Megatron-Core refuses
// it in (ignored with a warning), and the key written back.
#include "core/evaluate.h"
#include "core/io/scenarioio.h"
#include "core/model/frameworkknobs.h"
#include "core/steptime/expertoverlap.h"
#include "core/steptime/overlapslowdown.h"
#include "scenariohelpers.h"

#include <QTest>
#include <cmath>

using namespace rooflab;

namespace {

// A Mixtral-8x7B-shaped model on 64 H100s, 4 stages of 2 virtual stages, 8-way expert parallelism.
const char* const kExperts = R"({"version":1,"model":{"layers":32,"d_model":4096,"heads":32,"kv_heads":8,
    "d_ff":14336,"vocab":32000,"mlp":"swiglu","norm":"rmsnorm","experts":8,"top_k":2},"training":{"micro_batch":1,
    "seq_len":4096,"grad_accum":16,"flash_attention":true,"implementation":"megatron-core"},
    "parallel":{"gpus":64,"tp":1,"pp":4,"virtual_stages":2,"ep":8,"zero":1},"hardware":{"gpu":"h100-sxm"}})";

bool near(double a, double b, double rel = 1e-9) {
    return std::abs(a - b) <= rel * std::max(std::abs(a), std::abs(b));
}

bool warned(const Report& r) {
    for (const std::string& w : r.warnings)
        if (w.rfind("parallel.overlap_moe_expert_parallel_comm: ", 0) == 0)
            return true;
    return false;
}

} // namespace

class TestExpertOverlap : public QObject {
    Q_OBJECT

private slots:
    // No pipelining: the first forward and the last backward, 1 of m. Interleaved, rank 0's
    // warm-up: 2 (p - 1) + (v - 1) p + 1 chunks of m v: p 4, v 2, m 16: (6 + 4 + 1) / 32.
    void unpairedShareByHand() {
        QCOMPARE(unpairedChunkShare(1, 1, 8), 1.0 / 8);
        QCOMPARE(unpairedChunkShare(1, 1, 1), 1.0);
        QCOMPARE(unpairedChunkShare(4, 2, 16), 11.0 / 32);
        QCOMPARE(unpairedChunkShare(8, 4, 64), (14.0 + 24.0 + 1.0) / 256);
        QCOMPARE(unpairedChunkShare(4, 2, 2), 1.0); // the whole step is warm-up
    }

    // Exposed = share x all-to-all + (1 - share) x max(0, all-to-all - compute); the compute and
    // the all-to-all themselves unchanged.
    void pairedChunksHideTheAllToAll() {
        ROOFLAB_SCENARIO(plain, kExperts);
        Scenario overlapped = plain;
        overlapped.parallel.moeAllToAllOverlap = true;
        QVERIFY(overlapsExpertAllToAll(overlapped));
        const Report a = evaluate(plain), b = evaluate(overlapped);
        QVERIFY(a.step.exposedCommS.ep > 0);
        QCOMPARE(b.step.commS.ep, a.step.commS.ep);
        QCOMPARE(b.step.computeS, a.step.computeS);
        const double share = 11.0 / 32;
        const double expected =
            share * a.step.commS.ep + (1 - share) * std::max(0.0, a.step.commS.ep - b.step.computeS);
        QVERIFY(near(b.step.exposedCommS.ep, expected));
        // What it hides slows the compute beside it, as every hidden collective does (Lee et al. 2025).
        QVERIFY(near(b.step.interferenceS - a.step.interferenceS,
                     kOverlapComputeSlowdown * (b.step.commS.ep - b.step.exposedCommS.ep)));
        QVERIFY(b.step.timeS < a.step.timeS);
        QVERIFY(!warned(b));
        // A link too slow to hide: the paired chunks' excess over the compute waits too.
        Scenario slow = overlapped;
        slow.network.intraNodeGbps = 0.05;
        slow.network.interNodeGbps = 0.05;
        const Report s = evaluate(slow);
        QVERIFY(s.step.commS.ep > s.step.computeS);
        QVERIFY(
            near(s.step.exposedCommS.ep, share * s.step.commS.ep + (1 - share) * (s.step.commS.ep - s.step.computeS)));
    }

    // The first stage holds one more chunk in flight: 2 (p - 1) + (v - 1) p + 2 = 12 chunks of
    // 4 layers where it held 11.
    void oneMoreWarmupChunkInFlight() {
        ROOFLAB_SCENARIO(plain, kExperts);
        Scenario overlapped = plain;
        overlapped.parallel.moeAllToAllOverlap = true;
        const double before = evaluate(plain).memory.activations, after = evaluate(overlapped).memory.activations;
        QVERIFY2(near(after / before, 12.0 / 11.0, 1e-6), qPrintable(QString::number(after / before)));
    }

    // Where Megatron-Core's TransformerConfig asserts, the key changes nothing and a warning says so.
    void ignoredWhereMegatronRefusesIt_data() {
        QTest::addColumn<QString>("change");
        QTest::addRow("no virtual stages") << "vpp";
        QTest::addRow("ep 1") << "ep";
        QTest::addRow("full recomputation") << "full";
        QTest::addRow("megatron-lm 2022") << "megatron";
    }
    void ignoredWhereMegatronRefusesIt() {
        QFETCH(QString, change);
        ROOFLAB_SCENARIO(plain, kExperts);
        if (change == "vpp")
            plain.parallel.virtualStages = 1;
        else if (change == "ep")
            plain.parallel.expertParallel = 1;
        else if (change == "full")
            plain.training.checkpointing = Checkpointing::Full;
        else
            setImplementation(plain, Implementation::Megatron);
        Scenario overlapped = plain;
        overlapped.parallel.moeAllToAllOverlap = true;
        QVERIFY(!overlapsExpertAllToAll(overlapped));
        const Report a = evaluate(plain), b = evaluate(overlapped);
        QCOMPARE(b.step.timeS, a.step.timeS);
        QCOMPARE(b.memory.total, a.memory.total);
        QVERIFY(warned(b));
    }

    // Written only when set, read back the same.
    void scenarioKey() {
        ROOFLAB_SCENARIO(plain, kExperts);
        QVERIFY(serializeScenario(plain).find("overlap_moe_expert_parallel_comm") == std::string::npos);
        Scenario overlapped = plain;
        overlapped.parallel.moeAllToAllOverlap = true;
        const std::string saved = serializeScenario(overlapped);
        QVERIFY(saved.find("\"overlap_moe_expert_parallel_comm\": true") != std::string::npos);
        ROOFLAB_SCENARIO(back, saved);
        QVERIFY(back.parallel.moeAllToAllOverlap);
    }
};

QTEST_APPLESS_MAIN(TestExpertOverlap)
#include "tst_expertoverlap.moc"
