// The published iteration times and achieved FLOP/s that the step-time model reproduces
// (docs/validation.md): Korthikanti et al. 2022, Table 5 and Narayanan et al. 2021, Table 1, on
// A100 80GB clusters with Megatron-LM. What the window says of such runs (resources/
// step-agreement.json, regime "megatron-a100") is checked against the same rows here, with
// validation/published-runs.json's Megatron-LM rows on A100 (tst_publishedruns checks the rest).
#include "core/evaluate.h"
#include "core/io/scenarioio.h"
#include "core/model/stepagreement.h"
#include "core/steptime/steptime.h"
#include "scenariohelpers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

using namespace rooflab;

namespace {

// A Megatron GPT as Korthikanti et al. 2022 and Narayanan et al. 2021 train it: MHA, GELU with
// d_ff = 4h, learned positions, tied embeddings, biases, LayerNorm, vocabulary 51,200,
// sequence 2048, micro-batch `mb`, dropout, no FlashAttention (2021-22 Megatron), A100 80GB.
std::string megatronGpt(int layers, int hidden, int heads, int tp, int pp, int gpus, int globalBatch,
                        const char* checkpointing, bool sp, const char* precision, int mb = 1, int virtualStages = 1,
                        const char* extraTraining = "") {
    const int dp = gpus / (tp * pp);
    const int accum = globalBatch / (dp * mb);
    std::ostringstream s;
    s << R"({"version":1,"model":{"layers":)" << layers << R"(,"d_model":)" << hidden << R"(,"heads":)" << heads
      << R"(,"head_dim":)" << hidden / heads << R"(,"d_ff":)" << 4 * hidden
      << R"(,"vocab":51200,"mlp":"gelu","positions":2048,"tied_embeddings":true,"biases":true,"norm":"layernorm"},)"
      << R"("precision":")" << precision << R"(","optimizer":"adam",)"
      << R"("training":{"micro_batch":)" << mb << R"(,"seq_len":2048,"grad_accum":)" << accum << R"(,"checkpointing":")"
      << checkpointing << R"(","flash_attention":false,"dropout":true)" << extraTraining << "},"
      << R"("parallel":{"gpus":)" << gpus << R"(,"tp":)" << tp << R"(,"pp":)" << pp << R"(,"virtual_stages":)"
      << virtualStages << R"(,"sequence_parallel":)" << (sp ? "true" : "false")
      << R"(},"hardware":{"gpu":"a100-80gb"}})";
    return s.str();
}

double relativeError(double predicted, double published) {
    return predicted / published - 1.0;
}

void printRow(const char* table, const char* row, double published, double predicted, const char* unit) {
    std::printf("  %-22s %-8s published %8.2f %-8s predicted %8.2f  (%+5.2f %%)\n", table, row, published, unit,
                predicted, 100.0 * relativeError(predicted, published));
}

} // namespace

class TestPublishedSteps : public QObject {
    Q_OBJECT

    // Measured / predicted step time of every row run, with the regime the report gives it.
    std::vector<double> m_ratios;
    std::vector<std::string> m_regimes;
    void record(const Report& r, double measuredOverPredicted) {
        m_ratios.push_back(measuredOverPredicted);
        m_regimes.push_back(r.step.agreement.regime);
    }

    // validation/published-runs.json's Megatron-LM rows on Ampere: their predicted / published
    // tokens/s is measured / predicted step time. Returns how many.
    int recordPublishedMegatronRows() {
        QFile file(QStringLiteral(ROOFLAB_SOURCE_DIR "/validation/published-runs.json"));
        if (!file.open(QIODevice::ReadOnly))
            return 0;
        int count = 0;
        for (const QJsonValue& v : QJsonDocument::fromJson(file.readAll()).object().value("runs").toArray()) {
            const QJsonObject run = v.toObject();
            if (run["framework"] != "megatron" || run["generation"] != "ampere")
                continue;
            const ScenarioParseResult parsed =
                parseScenario(QJsonDocument(run["scenario"].toObject()).toJson().toStdString());
            if (!parsed.ok)
                return 0;
            const Report r = evaluate(parsed.scenario);
            record(r, r.step.tokensPerSecondPerGpu / run["compare"].toObject()["tokens_per_s_per_gpu"].toDouble());
            ++count;
        }
        return count;
    }

private slots:
    // Korthikanti et al. 2022, Table 5: iteration time (s) of GPT 22B, 175B, 530B and 1T on A100
    // 80GB with their Table 3 configurations (t = 8, micro-batch 1, sequence 2048, global batch
    // 4 / 64 / 280 / 512, p = 1 / 8 / 35 / 64, data parallel 1), with sequence parallelism and
    // selective recomputation ("present work"), and with full recomputation. The published
    // values are consistent with the paper's own MFU column (72 B s l h^2 (1 + s/6h + V/12lh) /
    // (t x GPUs x 312 TFLOP/s) gives 41.6, 51.4, 56.0, 56.3 % for the first set).
    void korthikantiTable5_data() {
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("hidden");
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("batch");
        QTest::addColumn<double>("selective");
        QTest::addColumn<double>("full");
        QTest::newRow("22B") << 48 << 6144 << 64 << 1 << 4 << 1.10 << 1.42;
        QTest::newRow("175B") << 96 << 12288 << 96 << 8 << 64 << 13.75 << 18.13;
        QTest::newRow("530B") << 105 << 20480 << 128 << 35 << 280 << 37.83 << 49.05;
        QTest::newRow("1T") << 128 << 25600 << 160 << 64 << 512 << 71.49 << 94.42;
    }
    void korthikantiTable5() {
        QFETCH(int, layers);
        QFETCH(int, hidden);
        QFETCH(int, heads);
        QFETCH(int, pp);
        QFETCH(int, batch);
        QFETCH(double, selective);
        QFETCH(double, full);
        const int gpus = 8 * pp;
        ROOFLAB_SCENARIO(present,
                         megatronGpt(layers, hidden, heads, 8, pp, gpus, batch, "selective", true, "bf16-mixed"));
        ROOFLAB_SCENARIO(recompute,
                         megatronGpt(layers, hidden, heads, 8, pp, gpus, batch, "full", false, "bf16-mixed"));
        const Report presentReport = evaluate(present);
        const Report recomputeReport = evaluate(recompute);
        const double predictedSelective = presentReport.step.timeS;
        const double predictedFull = recomputeReport.step.timeS;
        record(presentReport, selective / predictedSelective);
        record(recomputeReport, full / predictedFull);
        printRow("Korthikanti T5 sel+SP", QTest::currentDataTag(), selective, predictedSelective, "s");
        printRow("Korthikanti T5 full", QTest::currentDataTag(), full, predictedFull, "s");
        QVERIFY2(std::abs(relativeError(predictedSelective, selective)) < 0.10,
                 "selective + SP iteration time off by > 10 %");
        QVERIFY2(std::abs(relativeError(predictedFull, full)) < 0.10, "full-recompute iteration time off by > 10 %");
    }

    // Narayanan et al. 2021, Table 1: achieved TFLOP/s per GPU (their convention: 96 B s l h^2
    // (1 + s/6h + V/16lh) per iteration, full recomputation counted) on A100 80GB, fp16, full
    // activation recomputation, data parallelism over the rest. The table gives no micro-batch,
    // schedule or DDP implementation; the scripts that produced it do (Megatron-LM
    // examples/sc21/run_table_1.sh, commit 6985e58 named by examples/sc21/README.md): micro-batch
    // `mb`, `v` model chunks per stage (--num-layers-per-virtual-pipeline-stage), and PyTorch DDP
    // (gradient all-reduce overlapped with the backward) for the models without pipelining,
    // Megatron's local DDP (all-reduce after the whole backward: overlap_grad_reduce false)
    // for the others. The 2021 code had no gradient accumulation fusion (added February 2022),
    // and --fp16 without --accumulate-allreduce-grads-in-fp32 reduces 16-bit gradients.
    // Achieved: every row within 10 %, 76.1B narrowly (+9.8 %). The model is up to 9.8 %
    // optimistic on every row but 1T (with the fp16 GEMM curve, Megatron's optimizer and
    // cross-entropy passes, the kernel launch gaps, the gradient buffers and the tensor-parallel
    // collectives outside the layers; 7-16 % on bf16's with one-pass ones and no gaps);
    // docs/validation.md says where it is, and is not, explained: the same code base ran the 1T
    // pipeline 8.7 % faster a year later, Korthikanti Table 5.
    void narayananTable1_data() {
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("hidden");
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("batch");
        QTest::addColumn<double>("tflops");
        QTest::addColumn<int>("mb");
        QTest::addColumn<int>("v");
        QTest::addColumn<bool>("localDdp");
        QTest::newRow("1.7B") << 24 << 2304 << 24 << 1 << 1 << 32 << 512 << 137.0 << 16 << 1 << false;
        QTest::newRow("3.6B") << 32 << 3072 << 30 << 2 << 1 << 64 << 512 << 138.0 << 16 << 1 << false;
        QTest::newRow("7.5B") << 32 << 4096 << 36 << 4 << 1 << 128 << 512 << 142.0 << 16 << 1 << false;
        QTest::newRow("18.4B") << 48 << 6144 << 40 << 8 << 1 << 256 << 1024 << 135.0 << 8 << 1 << false;
        QTest::newRow("39.1B") << 64 << 8192 << 48 << 8 << 2 << 512 << 1536 << 138.0 << 4 << 1 << true;
        QTest::newRow("76.1B") << 80 << 10240 << 60 << 8 << 4 << 1024 << 1792 << 140.0 << 2 << 3 << true;
        QTest::newRow("145.6B") << 96 << 12288 << 80 << 8 << 8 << 1536 << 2304 << 148.0 << 2 << 2 << true;
        QTest::newRow("310.1B") << 128 << 16384 << 96 << 8 << 16 << 1920 << 2160 << 155.0 << 1 << 2 << true;
        QTest::newRow("529.6B") << 128 << 20480 << 105 << 8 << 35 << 2520 << 2520 << 163.0 << 1 << 3 << true;
        QTest::newRow("1008.0B") << 160 << 25600 << 128 << 8 << 64 << 3072 << 3072 << 163.0 << 1 << 1 << true;
    }
    void narayananTable1() {
        QFETCH(int, heads);
        QFETCH(int, hidden);
        QFETCH(int, layers);
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(int, gpus);
        QFETCH(int, batch);
        QFETCH(double, tflops);
        QFETCH(int, mb);
        QFETCH(int, v);
        QFETCH(bool, localDdp);
        const char* megatron2021 =
            localDdp ? R"(,"overlap_grad_reduce":false,"gradient_accumulation_fusion":false,"grad_buffers":"flattened")"
                     : R"(,"gradient_accumulation_fusion":false,"grad_buffers":"bucket_copies")";
        ROOFLAB_SCENARIO(sc, megatronGpt(layers, hidden, heads, tp, pp, gpus, batch, "full", false, "fp16-mixed", mb, v,
                                         megatron2021));
        QCOMPARE(sc.parallel.dataParallel() * mb * sc.training.gradAccum, batch);
        const Report r = evaluate(sc);
        const double predicted = megatronIterationFlops(r.arch, batch, 2048, true) / (r.step.timeS * gpus) / 1e12;
        record(r, predicted / tflops); // measured time / predicted time
        printRow("Narayanan T1", QTest::currentDataTag(), tflops, predicted, "TFLOP/s");
        QVERIFY2(std::abs(relativeError(predicted, tflops)) < 0.10, "achieved TFLOP/s per GPU off by > 10 %");
    }

    // resources/step-agreement.json's range for these runs and the published Megatron-LM rows on
    // A100: every row inside it, the range no wider than the rows (each end within 0.01 of one),
    // and the count right.
    void agreementRangeIsTrue() {
        if (m_ratios.size() != 18)
            QSKIP("needs both tables' rows (run the whole suite)");
        QVERIFY2(recordPublishedMegatronRows() >= 3, "validation/published-runs.json's Megatron-LM rows on A100");
        const StepAgreement* entry = nullptr;
        for (const StepAgreement& a : stepAgreementTable())
            if (a.regime == "megatron-a100")
                entry = &a;
        QVERIFY(entry);
        for (const std::string& regime : m_regimes)
            QCOMPARE(regime, entry->regime);
        QCOMPARE(entry->runs, int(m_ratios.size()));
        const auto [lo, hi] = std::minmax_element(m_ratios.begin(), m_ratios.end());
        std::printf("  measured / predicted %.3f-%.3f; resources/step-agreement.json %.2f-%.2f\n", *lo, *hi, entry->low,
                    entry->high);
        QVERIFY2(*lo >= entry->low - 0.005 && *hi <= entry->high + 0.005, "a run is outside the range");
        QVERIFY2(*lo - entry->low <= 0.01 && entry->high - *hi <= 0.01, "the range is wider than the runs");
    }
};

QTEST_APPLESS_MAIN(TestPublishedSteps)
#include "tst_publishedsteps.moc"
