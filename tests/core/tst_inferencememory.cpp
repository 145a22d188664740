// Inference memory: weights, KV cache and what fits.
#include "core/memory/inferencememory.h"
#include "core/memory/servingcapacity.h"
#include "scenariohelpers.h"

#include <QTest>

#include <cmath>

using namespace rooflab;

class TestInferenceMemory : public QObject {
    Q_OBJECT

private slots:
    // KV cache = 2 x L x kv_heads x d_head x bytes per token. OPT-13B (L = 40, h = 5120, fp16):
    // 819,200 bytes per token, ~1.6 GB (1.68e9 bytes) for 2048 tokens.
    void kvCachePerToken_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("kvDtype");
        QTest::addColumn<double>("bytesPerToken");
        QTest::addRow("opt-13b fp16") << "opt-13b"
                                      << "fp16" << 819200.0;
        QTest::addRow("llama2-7b bf16") << "llama2-7b"
                                        << "bf16" << 2.0 * 32 * 32 * 128 * 2;
        QTest::addRow("llama3-8b bf16 (GQA, 8 KV heads)") << "llama3-8b"
                                                          << "bf16" << 2.0 * 32 * 8 * 128 * 2;
        QTest::addRow("llama3-8b fp8") << "llama3-8b"
                                       << "fp8-e4m3" << 2.0 * 32 * 8 * 128 * 1;
        // Latent attention: per layer the compressed latent (512) and the shared rotary key (64).
        QTest::addRow("DeepSeek-V2-Lite bf16 (latent)") << "DeepSeek-V2-Lite"
                                                        << "bf16" << 27.0 * (512 + 64) * 2;
        QTest::addRow("DeepSeek-V3 fp8 (latent)") << "DeepSeek-V3"
                                                  << "fp8-e4m3" << 61.0 * (512 + 64) * 1;
    }
    void kvCachePerToken() {
        QFETCH(QString, model);
        QFETCH(QString, kvDtype);
        QFETCH(double, bytesPerToken);
        ROOFLAB_SCENARIO(sc, "{\"version\":1,\"model\":\"" + model.toStdString() +
                                 "\",\"inference\":{\"batch\":1,\"context\":2048,\"kv_dtype\":\"" +
                                 kvDtype.toStdString() + "\"}}");
        const InferenceMemory m = computeInferenceMemory(sc);
        QCOMPARE(m.kvBytesPerToken, bytesPerToken);
        QCOMPARE(m.kvCache, bytesPerToken * 2048);
    }

    void opt13bTwoThousandTokens() {
        ROOFLAB_SCENARIO(sc,
                         R"({"version":1,"model":"opt-13b","inference":{"batch":1,"context":2048,"kv_dtype":"fp16"}})");
        QCOMPARE(computeInferenceMemory(sc).kvCache / 1e9, 1.6777216);
    }

    // Llama 2 7B: 6,476,005,376 parameters in the blocks' matrices (32 x (4 x 4096^2 + 3 x 4096 x
    // 11008)), 262,410,240 outside them (embeddings, head, norms). A quantised serving format
    // stores the matrices only; the rest stays bf16, as vLLM loads AWQ, GPTQ and FP8 checkpoints.
    void weightsInTheirDtype_data() {
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<double>("matrixBytes");
        QTest::addColumn<double>("otherBytes");
        QTest::addRow("bf16") << "bf16" << 2.0 << 2.0;
        QTest::addRow("fp32") << "fp32" << 4.0 << 4.0;
        QTest::addRow("fp8") << "fp8-e4m3" << 1.0 << 2.0;
        QTest::addRow("int8") << "int8" << 1.0 << 2.0;
        // GPTQ/AWQ: 4-bit values, an fp16 scale and a 4-bit zero point per 128 inputs.
        QTest::addRow("int4 (groups of 128)") << "int4" << (4 + 20.0 / 128) / 8 << 2.0;
        QTest::addRow("nvfp4 with scales") << "nvfp4" << 4.5 / 8 << 2.0;
        // bitsandbytes NF4 as vLLM keeps it: 4 bits and an fp32 absmax per 64 values (vLLM undoes
        // the double quantisation at load time).
        QTest::addRow("nf4 with fp32 absmax") << "nf4" << (4 + 32.0 / 64) / 8 << 2.0;
    }
    void weightsInTheirDtype() {
        QFETCH(QString, dtype);
        QFETCH(double, matrixBytes);
        QFETCH(double, otherBytes);
        ROOFLAB_SCENARIO(sc, "{\"version\":1,\"model\":\"llama2-7b\",\"inference\":{\"weights_dtype\":\"" +
                                 dtype.toStdString() + "\"}}");
        // And vLLM's rotary table: 4,096 positions x 128 dims x 2 bytes.
        const double expected = 6476005376.0 * matrixBytes + 262410240.0 * otherBytes + 4096.0 * 128 * 2;
        QCOMPARE(computeInferenceMemory(sc).weights, expected);
        // vLLM's capacity subtracts the same weights.
        QCOMPARE(computeServingCapacity(sc).weights, expected);
        // The int4 checkpoint: 3.890 GB (3.62 GiB) against 13.48 GB in bf16.
        if (dtype == QStringLiteral("int4"))
            QCOMPARE(std::round(expected / 1e6), 3890.0);
        if (dtype == QStringLiteral("nf4"))
            QCOMPARE(std::round(expected / 1e6), 4169.0);
    }

    // The batch and context answers are boundaries: they fit and one more does not.
    // Memory bounds both (a size-only model has no context limit of its own; tst_contextlimit
    // covers the models that do).
    void largestBatchAndContext() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"params":13e9},"inference":{"batch":4,"context":4096}})");
        const InferenceMemory m = computeInferenceMemory(sc);
        QVERIFY(m.maxBatch > 4);
        Scenario probe = sc;
        probe.inference.batch = m.maxBatch;
        QVERIFY(computeInferenceMemory(probe).fits);
        probe.inference.batch = m.maxBatch + 1;
        QVERIFY(!computeInferenceMemory(probe).fits);
        probe = sc;
        probe.inference.context = m.maxContext;
        QVERIFY(computeInferenceMemory(probe).fits);
        probe.inference.context = m.maxContext + 1;
        QVERIFY(!computeInferenceMemory(probe).fits);
    }

    void tensorParallelSplitsWeightsAndCache() {
        ROOFLAB_SCENARIO(one, R"({"version":1,"model":"llama2-70b"})");
        Scenario eight = one;
        eight.parallel.tensorParallel = 8;
        eight.parallel.gpus = 8;
        // Every GPU keeps the whole rotary table (4,096 positions x 128 dims x 2 bytes).
        const double table = 4096.0 * 128 * 2;
        QCOMPARE(computeInferenceMemory(eight).weights, (computeInferenceMemory(one).weights - table) / 8 + table);
        QCOMPARE(computeInferenceMemory(eight).kvCache, computeInferenceMemory(one).kvCache / 8);
        QVERIFY(!computeInferenceMemory(one).fits); // 70B in bf16 is 138 GB
        QVERIFY(computeInferenceMemory(eight).fits);
    }

    // A latent cache has no heads to split: every tensor-parallel rank keeps all of it (vLLM),
    // while pipeline stages still divide the layers.
    void latentCacheIsReplicatedOverTensorParallelism() {
        ROOFLAB_SCENARIO(one, R"({"version":1,"model":"DeepSeek-V2-Lite","inference":{"batch":4,"context":4096}})");
        Scenario tp = one;
        tp.parallel.tensorParallel = 4;
        tp.parallel.gpus = 4;
        QCOMPARE(computeInferenceMemory(tp).kvCache, computeInferenceMemory(one).kvCache);
        Scenario pp = one;
        pp.parallel.pipelineParallel = 3;
        pp.parallel.gpus = 3;
        QCOMPARE(computeInferenceMemory(pp).kvCache, computeInferenceMemory(one).kvCache / 3);
        // vLLM PR 20665: DeepSeek-V2-Lite, tp 2, pp 2 on four L4s logged 12.13 GiB of KV cache
        // for 807,792 tokens on the first stage (14 of 27 layers): 16,124 bytes per token per
        // GPU; 14 x 576 x 2 = 16,128.
        Scenario logged = one;
        logged.parallel.tensorParallel = 2;
        logged.parallel.pipelineParallel = 2;
        logged.parallel.gpus = 4;
        const double perGpu = kvCacheBytesPerToken(logged.model.arch, DType::BF16) / kvCacheSplit(logged);
        QCOMPARE(perGpu, 14.0 * 576 * 2);
        QVERIFY(std::abs(12.13 * 1024 * 1024 * 1024 / perGpu / 807792 - 1) < 0.001);
    }
};

QTEST_APPLESS_MAIN(TestInferenceMemory)
#include "tst_inferencememory.moc"
