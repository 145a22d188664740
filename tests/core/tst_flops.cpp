// FLOP counts and training time against the lecture's worked numbers and the papers' formulas.
#include "core/evaluate.h"
#include "core/roofline/flops.h"
#include "scenariohelpers.h"

#include <QTest>
#include <cmath>

using namespace rooflab;

class TestFlops : public QObject {
    Q_OBJECT

private slots:
    // The lecture: 70B parameters on 15T tokens, 1024 H100 at 989 TFLOP/s dense bf16, MFU 0.5:
    // 6 x 70e9 x 15e12 = 6.3e24 FLOPs, about 144 days.
    void seventyBOn1024H100() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"params":70e9},"training":{"tokens":15e12},
                                "parallel":{"gpus":1024,"zero":3},"hardware":{"gpu":"h100-sxm"},
                                "run":{"mfu":0.5,"price_per_gpu_hour":2.0}})");
        const Report r = evaluate(sc);
        QCOMPARE(r.flops.trainingTotal6nd, 6.3e24);
        QCOMPARE(r.time.peakFlops, 989e12); // dense, not the 1979 sparse figure
        QCOMPARE(std::round(r.time.days), 144.0);
        QCOMPARE(r.time.gpuHours, r.time.days * 24 * 1024);
        QCOMPARE(r.time.cost, r.time.gpuHours * 2.0);
    }

    // The lecture's first napkin: 1B parameters on 100B tokens = 6e20 FLOPs.
    void sixND() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"params":1e9},"training":{"tokens":100e9}})");
        QCOMPARE(evaluate(sc).flops.trainingTotal6nd, 6e20);
    }

    // Chinchilla App. F written out for a multi-head GELU model (GPT-2 124M, s = 1024).
    void chinchillaAppendixF() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"gpt2-124m"})");
        const double s = 1024, V = 50257, h = 768, L = 12, a = 12, k = 64, f = 3072;
        const double perLayer = 6 * s * h * (k * a) + 2 * s * s * (k * a) + 3 * a * s * s + 2 * s * s * (k * a) +
                                2 * s * (k * a) * h + 4 * s * h * f;
        const double expected = 2 * s * V * h + L * perLayer + 2 * s * h * V;
        QCOMPARE(chinchillaForwardFlops(sc.model.arch, s), expected);
    }

    // For a large model the detailed count is close to 2N per token (and 6ND per step).
    void detailedNearTwoN() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-70b","training":{"seq_len":2048,"tokens":1e12}})");
        const Report r = evaluate(sc);
        const double perToken = r.flops.forwardPerSequence / 2048.0;
        const double ratio = perToken / (2.0 * r.parameterCount);
        QVERIFY2(ratio > 1.0 && ratio < 1.1, qPrintable(QString::number(ratio)));
        const double totals = r.flops.trainingTotal / r.flops.trainingTotal6nd;
        QVERIFY2(totals > 1.0 && totals < 1.1, qPrintable(QString::number(totals)));
    }

    // Kaplan et al. 2020: forward = 2N + 2 n_layer n_ctx d_attn per token (N without embeddings).
    void kaplanForward() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"gpt2-355m","training":{"seq_len":1024}})");
        const ParameterBreakdown p = countParameters(sc.model.arch);
        const double nonEmbedding = double(p.total - p.embeddings - p.positionEmbeddings);
        QCOMPARE(evaluate(sc).flops.forwardPerSequenceKaplan, 1024.0 * (2 * nonEmbedding + 2.0 * 24 * 1024 * 1024));
    }

    // A mixture of experts: Kaplan's N is what a token passes through (2 of Mixtral's 8 experts
    // per layer), not every expert: 2 x 12.9e9 x 4096 per sequence, not 2 x 46.7e9 x 4096.
    void kaplanForwardOfAMixture() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"Mixtral-8x7B-v0.1","training":{"seq_len":4096}})");
        const ParameterBreakdown p = countParameters(sc.model.arch);
        const double active = double(p.activePerToken - p.embeddings - p.positionEmbeddings - p.lmHead);
        QVERIFY(active < 0.3 * double(p.total));
        QCOMPARE(evaluate(sc).flops.forwardPerSequenceKaplan, 4096.0 * (2 * active + 2.0 * 32 * 4096 * 4096));
    }

    // Recomputation: model FLOPs stay 3 x forward, hardware FLOPs add the recomputed forward.
    void recomputeHardwareFlops_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<bool>("flash");
        QTest::addColumn<double>("minRatio");
        QTest::addColumn<double>("maxRatio");
        QTest::addRow("none") << "none" << false << 1.0 << 1.0;
        QTest::addRow("selective") << "selective" << false << 1.0001 << 1.1;
        // FlashAttention stores no scores, so selective recompute has nothing to redo.
        QTest::addRow("selective + flash") << "selective" << true << 1.0 << 1.0;
        QTest::addRow("full") << "full" << true << 1.30 << 4.0 / 3.0; // the LM head is not recomputed
    }
    void recomputeHardwareFlops() {
        QFETCH(QString, mode);
        QFETCH(bool, flash);
        QFETCH(double, minRatio);
        QFETCH(double, maxRatio);
        ROOFLAB_SCENARIO(
            sc, R"({"version":1,"model":"llama2-13b","training":{"micro_batch":2,"grad_accum":4,"checkpointing":")" +
                    mode.toStdString() + R"(","flash_attention":)" + (flash ? "true" : "false") +
                    R"(},"parallel":{"gpus":8}})");
        const FlopsReport f = computeFlops(sc);
        QCOMPARE(f.stepModel, 3.0 * f.forwardPerSequence * 2 * 4 * 8);
        const double ratio = f.stepHardware / f.stepModel;
        QVERIFY2(ratio >= minRatio && ratio <= maxRatio, qPrintable(QString::number(ratio, 'g', 8)));
        QCOMPARE(f.tokensPerStep, 2.0 * 4 * 8 * sc.training.seqLen);
    }

    // Block recomputation adds the recomputed share f of full recomputation's extra forward.
    // Llama-2 13B has 40 layers; on one stage N = 10 recomputes 10 of 40 (f = 1/4); on 4 stages of
    // 10 layers N = 3 recomputes 3 of 10 (f = 3/10); with 2 virtual stages of 5 layers N = 2
    // recomputes 2 of each, 4 of the stage's 10 (f = 2/5).
    void blockRecomputeHardwareFlops_data() {
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("virtualStages");
        QTest::addColumn<int>("n");
        QTest::addColumn<double>("share");
        QTest::addRow("10 of 40") << 1 << 1 << 10 << 0.25;
        QTest::addRow("3 of 10 per stage") << 4 << 1 << 3 << 0.3;
        QTest::addRow("2 of 5 per chunk") << 4 << 2 << 2 << 0.4;
        QTest::addRow("more than a chunk") << 4 << 2 << 7 << 1.0;
    }
    void blockRecomputeHardwareFlops() {
        QFETCH(int, pp);
        QFETCH(int, virtualStages);
        QFETCH(int, n);
        QFETCH(double, share);
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-13b","training":{"micro_batch":2,"grad_accum":4,
            "checkpointing":"block","recompute_num_layers":)" +
                                 std::to_string(n) + R"(},"parallel":{"gpus":8,"pp":)" + std::to_string(pp) +
                                 R"(,"virtual_stages":)" + std::to_string(virtualStages) + "}}");
        Scenario full = sc;
        full.training.checkpointing = Checkpointing::Full;
        const FlopsReport block = computeFlops(sc), all = computeFlops(full);
        QCOMPARE(block.stepModel, all.stepModel);
        QVERIFY(all.stepHardware > all.stepModel);
        QCOMPARE(block.stepHardware - block.stepModel, share * (all.stepHardware - all.stepModel));
    }

    // Megatron-LM (Narayanan et al. 2021): with full recompute a step costs
    // 96 B s L h^2 (1 + s/(6h) + V/(16 L h)); RoofLab's hardware count agrees within a few %
    // (the paper ignores the softmax and the embedding FLOPs and recomputes the whole forward).
    void megatronFormula() {
        ROOFLAB_SCENARIO(
            sc,
            R"({"version":1,"model":"gpt3-175b","training":{"micro_batch":1,"seq_len":2048,"checkpointing":"full"}})");
        const double B = 1, s = 2048, L = 96, h = 12288, V = 50257;
        const double megatron = 96 * B * s * L * h * h * (1 + s / (6 * h) + V / (16 * L * h));
        const double ratio = computeFlops(sc).stepHardware / megatron;
        QVERIFY2(std::abs(ratio - 1.0) < 0.03, qPrintable(QString::number(ratio, 'g', 6)));
    }

    // MFU from a measured step: model FLOPs / (time x GPUs x peak).
    void measuredMfu() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-7b","parallel":{"gpus":8,"zero":1}})");
        const FlopsReport f = computeFlops(sc);
        sc.run.measuredStepTimeS = f.stepModel / (8 * 989e12 * 0.42);
        QCOMPARE(computeTime(sc, f).measuredMfu, 0.42);
    }

    void trainingDaysFormula() {
        QCOMPARE(trainingDays(86400.0 * 1e15, 1, 1e15, 1.0), 1.0);
        QCOMPARE(trainingDays(86400.0 * 1e15, 4, 1e15, 0.5), 0.5);
        QCOMPARE(trainingDays(1e20, 0, 1e15, 0.5), 0.0); // no GPUs: no rate, no days (never inf)
        QCOMPARE(trainingDays(1e20, 8, 1e15, 0.0), 0.0);
    }

    // The compute dtype picks the peak: fp32 training runs at the fp32 rate, fp8 at the fp8 one.
    void peakFollowsPrecision_data() {
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("peak");
        QTest::addRow("fp32") << "fp32" << 67e12;
        QTest::addRow("bf16-mixed") << "bf16-mixed" << 989e12;
        QTest::addRow("fp8-mixed") << "fp8-mixed" << 1979e12;
    }
    void peakFollowsPrecision() {
        QFETCH(QString, precision);
        QFETCH(double, peak);
        ROOFLAB_SCENARIO(sc, "{\"version\":1,\"precision\":\"" + precision.toStdString() + "\"}");
        QCOMPARE(evaluate(sc).time.peakFlops, peak);
    }

    // Mixture of experts: 6ND counts the active parameters only.
    // Packed documents of D tokens under a fused kernel: every attention term is s x D where it
    // was s x s (Chinchilla's forward, the step's model FLOPs, the roofline's attention op),
    // the products untouched; materialised attention computes the square whatever the mask.
    void packedDocumentsShortenAttention() {
        const char* json = R"({"version":1,"model":"llama2-7b","training":{"seq_len":4096,"micro_batch":1,
                               "implementation":"megatron-core"},"hardware":{"gpu":"h100-sxm"}})";
        ROOFLAB_SCENARIO(whole, json);
        ROOFLAB_SCENARIO(packed, json);
        packed.training.packedDocumentTokens = 512;
        const Report w = evaluate(whole), p = evaluate(packed);
        const Architecture& a = whole.model.arch;
        const double s = 4096, D = 512, q = double(a.attentionWidth()), heads = double(a.heads);
        // Forward per sequence: L (2 s (s - D) (q + v) + 3 a s (s - D)) fewer, v = q here.
        const double saved = a.layers * (2 * s * (s - D) * 2 * q + 3 * heads * s * (s - D));
        QCOMPARE(w.flops.forwardPerSequence - p.flops.forwardPerSequence, saved);
        // MFU's model FLOPs per token: 6 L s (q + v) / 2 for the causal kernel, now with D.
        const double perTokenSaved = 6 * a.layers * (s - D) * 2 * q * 0.5;
        QCOMPARE(std::round((w.step.modelFlops - p.step.modelFlops) / s), std::round(perTokenSaved));
        // The roofline's attention op: an eighth of the FLOPs; the projections as they were.
        const auto op = [](const Report& r, std::string_view name) {
            for (const RooflineOp& o : r.roofline.ops)
                if (o.name == name)
                    return o;
            return RooflineOp{};
        };
        QCOMPARE(op(p, "attention (FlashAttention)").flops / op(w, "attention (FlashAttention)").flops, D / s);
        QCOMPARE(op(p, "QKV projection").flops, op(w, "QKV projection").flops);
        QVERIFY(p.step.attentionS < w.step.attentionS / 4);
        QVERIFY(p.step.timeS < w.step.timeS);
        QCOMPARE(p.memory.total, w.memory.total); // a fused kernel's memory is O(s) either way

        // Documents as long as the sequence are one document.
        packed.training.packedDocumentTokens = 4096;
        QCOMPARE(evaluate(packed).flops.forwardPerSequence, w.flops.forwardPerSequence);

        // Materialised scores: nothing changes, and a warning says why.
        ROOFLAB_SCENARIO(eager, json);
        eager.training.flashAttention = false;
        const Report e = evaluate(eager);
        eager.training.packedDocumentTokens = 512;
        const Report ep = evaluate(eager);
        QCOMPARE(ep.flops.forwardPerSequence, e.flops.forwardPerSequence);
        QCOMPARE(ep.step.timeS, e.step.timeS);
        bool warned = false;
        for (const std::string& warning : ep.warnings)
            warned = warned || warning.rfind("training.packed_document_tokens:", 0) == 0;
        QVERIFY(warned);
    }

    void moeCountsActiveParameters() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"layers":4,"d_model":512,"heads":8,"d_ff":1024,"vocab":1000,
                                "mlp":"swiglu","experts":8,"top_k":2},"training":{"tokens":1e9}})");
        const ParameterBreakdown p = countParameters(sc.model.arch);
        QVERIFY(p.activePerToken < p.total);
        QCOMPARE(evaluate(sc).flops.trainingTotal6nd, 6.0 * double(p.activePerToken) * 1e9);
    }
};

QTEST_APPLESS_MAIN(TestFlops)
#include "tst_flops.moc"
