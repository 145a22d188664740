// The training-shaped sweep's and the decode probes' products (gpu/trainingshapes.h): a scenario's
// projections at its tensor-parallel degree, each as the three products training runs, against
// shapes worked out by hand; and the points the plan makes of them.
#include "core/io/scenarioio.h"
#include "gpu/sweepplan.h"
#include "gpu/trainingshapes.h"

#include <QTest>

#include <algorithm>
#include <tuple>

using namespace rooflab;
using namespace rooflab::gpu;

namespace {

// Llama 3 8B (d_model 4096, 32 heads and 8 KV heads of 128, d_ff 14336, SwiGLU, vocabulary
// 128,256) at tensor parallelism 2, micro-batch 2 x 4,096 tokens.
constexpr const char* kLlama3At2 = R"({"version":1,"model":"llama3-8b","precision":"bf16-mixed",
    "training":{"micro_batch":2,"seq_len":4096},"parallel":{"gpus":2,"tp":2},"hardware":{"gpu":"h100-sxm"}})";

Scenario scenario(const char* json) {
    const ScenarioParseResult r = parseScenario(json);
    if (!r.ok)
        qFatal("scenario rejected: %s", r.errors.empty() ? "" : r.errors.front().c_str());
    return r.scenario;
}

using Shape = std::tuple<std::string, std::string, std::int64_t, std::int64_t, std::int64_t>;

BenchDevice hopper() {
    BenchDevice d;
    d.ccMajor = 9;
    d.smCount = 132;
    d.l2Bytes = 50.0 * 1024 * 1024;
    d.memoryBytes = 80e9;
    d.theoreticalBandwidth = 3.35e12;
    return d;
}

std::size_t count(const SweepPlan& plan, BenchKind kind) {
    return std::size_t(
        std::count_if(plan.items.begin(), plan.items.end(), [kind](const PlanItem& i) { return i.kind == kind; }));
}

} // namespace

class TestTrainingShapes : public QObject {
    Q_OBJECT

private slots:
    // Every product of Llama 3 8B at TP 2, m = 2 x 4096 = 8192 tokens, worked by hand:
    // QKV n = (32 + 2 x 8) x 128 / 2 = 3072; attention output k = 32 x 128 / 2 = 2048; gate and
    // up fused n = 2 x 14336 / 2 = 14336; down k = 14336 / 2 = 7168; LM head n = 128256 / 2 = 64128.
    // dgrad is (m, k, n) of the forward (m, n, k), wgrad (k, n, m).
    void llama3At2MatchesHandComputed() {
        const Scenario sc = scenario(kLlama3At2);
        const std::vector<Shape> expected = {
            {"qkv", "fwd", 8192, 3072, 4096},
            {"qkv", "dgrad", 8192, 4096, 3072},
            {"qkv", "wgrad", 4096, 3072, 8192},
            {"attn-out", "fwd", 8192, 4096, 2048},
            {"attn-out", "dgrad", 8192, 2048, 4096},
            {"attn-out", "wgrad", 2048, 4096, 8192},
            {"mlp-up-gate", "fwd", 8192, 14336, 4096},
            {"mlp-up-gate", "dgrad", 8192, 4096, 14336},
            {"mlp-up-gate", "wgrad", 4096, 14336, 8192},
            {"mlp-down", "fwd", 8192, 4096, 7168},
            {"mlp-down", "dgrad", 8192, 7168, 4096},
            {"mlp-down", "wgrad", 7168, 4096, 8192},
            {"lm-head", "fwd", 8192, 64128, 4096},
            {"lm-head", "dgrad", 8192, 4096, 64128},
            {"lm-head", "wgrad", 4096, 64128, 8192},
        };
        const std::vector<GemmSpec> gemms = trainingGemms(sc, 7.5);
        QCOMPARE(gemms.size(), expected.size());
        for (std::size_t i = 0; i < gemms.size(); ++i) {
            const GemmSpec& g = gemms[i];
            QCOMPARE(Shape(g.role, g.pass, g.m, g.n, g.k), expected[i]);
            QCOMPARE(g.dtype, DType::BF16);
            QCOMPARE(g.soakSeconds, 7.5);
            QVERIFY2(g.label.find("llama3-8b tp2") != std::string::npos, g.label.c_str());
        }
        // The three passes of a projection do the same FLOPs.
        const BenchPoint fwd = describeGemm(gemms[0]), wgrad = describeGemm(gemms[2]);
        QCOMPARE(fwd.flops, wgrad.flops);
        QCOMPARE(fwd.pass, std::string("fwd"));
        QCOMPARE(fwd.name, std::string("gemm 8192x3072x4096 qkv fwd"));
    }

    // The scenario's compute dtype: FP8 training times fp8-e4m3 products; TP 1 keeps the widths.
    void dtypeAndDegreeFollowTheScenario() {
        const Scenario fp8 = scenario(R"({"version":1,"model":"llama3-8b","precision":"fp8-mixed",
            "training":{"micro_batch":1,"seq_len":8192},"parallel":{"gpus":1,"tp":1}})");
        const std::vector<Projection> p = trainingProjections(fp8);
        QCOMPARE(p.size(), std::size_t(5));
        QCOMPARE(p[0].n, std::int64_t(6144));
        QCOMPARE(p[4].n, std::int64_t(128256));
        QCOMPARE(trainingGemms(fp8, 0).front().dtype, DType::FP8_E4M3);
        QVERIFY(trainingDtypeProblem(fp8).empty());
    }

    // --training-shapes alone: the 15 products, each soaked; the estimate counts the soak.
    void planHoldsSoakedProducts() {
        PlanOptions options;
        options.kinds.clear();
        options.trainingGemms = trainingGemms(scenario(kLlama3At2), 10);
        const SweepPlan plan = makePlan(options, hopper());
        QCOMPARE(plan.items.size(), std::size_t(15));
        for (const PlanItem& item : plan.items) {
            QCOMPARE(item.kind, BenchKind::Gemm);
            QCOMPARE(item.gemm.soakSeconds, 10.0);
            QVERIFY(item.gemm.verify);
            QVERIFY(item.estimatedSeconds >= 10.0);
        }
        QVERIFY(plan.estimatedSeconds() >= 150.0);
    }

    // --sweep decode with a scenario: decode GEMMs oriented as engines run them (m = the weight's
    // output rows, n = the sequences), three reads the size of the weights, three chains eager and
    // graphed; fp8 products are left out, with a note, on a card before sm_89.
    void decodeProbesFromScenario() {
        const Scenario sc = scenario(kLlama3At2);
        PlanOptions options;
        options.kinds.clear();
        options.decodeProbes = true;
        options.decode = decodeModel(sc);
        const SweepPlan plan = makePlan(options, hopper());
        const std::size_t batches = decodeBatches(false).size();
        QCOMPARE(count(plan, BenchKind::Gemm), 5 * batches);
        QCOMPARE(count(plan, BenchKind::Read), std::size_t(3));
        QCOMPARE(count(plan, BenchKind::Chain), std::size_t(6));
        const PlanItem& first = plan.items.front();
        QCOMPARE(first.gemm.role, std::string("qkv"));
        QCOMPARE(first.gemm.m, std::int64_t(3072));
        QCOMPARE(first.gemm.n, std::int64_t(1));
        QCOMPARE(first.gemm.k, std::int64_t(4096));
        QCOMPARE(first.gemm.batch, std::int64_t(1));
        // The GPU's weights: 8.03 billion parameters x 2 bytes / 2 GPUs, about 7.5 GiB.
        const std::vector<DecodeRead> reads = decodeReads(*options.decode, hopper());
        QCOMPARE(reads.size(), std::size_t(3));
        QVERIFY(reads.back().bytes > std::int64_t(7.0 * 1024 * 1024 * 1024) &&
                reads.back().bytes < std::int64_t(7.6 * 1024 * 1024 * 1024));
        QVERIFY2(reads.back().what.find("this GPU's weights") != std::string::npos, reads.back().what.c_str());
        // One layer at TP 2: (4096 x (4096 + 2 x 1024 + 4096) + 3 x 4096 x 14336 + 2 x 4096)
        // parameters x 2 bytes / 2 = 218,112,000 bytes; the largest matrix, the LM head's
        // 64128 x 4096 x 2 bytes = 525,336,576.
        QCOMPARE(reads[0].bytes, std::int64_t(218112000));
        QVERIFY(reads[0].what.find("one layer") != std::string::npos);
        QCOMPARE(reads[1].bytes, std::int64_t(525336576));
        QVERIFY(reads[1].what.find("largest weight matrix") != std::string::npos);
        for (std::size_t i = 0; i < reads.size(); ++i) {
            QCOMPARE(reads[i].bytes % 4096, std::int64_t(0));
            QVERIFY(i == 0 || reads[i - 1].bytes < reads[i].bytes);
        }
        // The step's chain is the kernels its decode roofline launches.
        QVERIFY(options.decode->stepKernels > 100);
        const std::vector<int> chains = decodeChainLengths(*options.decode);
        QCOMPARE(chains.back(), options.decode->stepKernels);

        BenchDevice ampere = hopper();
        ampere.ccMajor = 8;
        options.dtypes = {DType::FP8_E4M3};
        const SweepPlan old = makePlan(options, ampere);
        QCOMPARE(count(old, BenchKind::Gemm), std::size_t(0));
        QVERIFY(!old.notes.empty());
    }

    // Without a scenario the probes take the first transformer shape; --full adds batches.
    void decodeProbesFromShape() {
        PlanOptions options;
        options.kinds.clear();
        options.decodeProbes = true;
        options.preset = Preset::Full;
        options.shapes = {{4096, 4096, 14336}};
        const SweepPlan plan = makePlan(options, hopper());
        QCOMPARE(count(plan, BenchKind::Gemm), 4 * decodeBatches(true).size());
        QCOMPARE(decodeBatches(true).back(), std::int64_t(256));
        QCOMPARE(decodeBatches(true).front(), std::int64_t(1));
        QCOMPARE(count(plan, BenchKind::Chain), std::size_t(6)); // 16, 128 and 512 kernels
    }
};

QTEST_APPLESS_MAIN(TestTrainingShapes)
#include "tst_trainingshapes.moc"
