// Qwen3's RMSNorm over each query and key head (qk_norm) in training memory: what the two norms
// keep for the backward pass, in PyTorch's profiles (the layer's norm module over the
// projections' outputs, measured with validation/harness.py's qwen3 configurations) and in
// Megatron-Core's (Transformer Engine's RMSNorm keeps its input and 1/rms per head). Each check
// is the difference a layer's bytes make with the norms on and off, counted by hand.
#include "core/memory/trainingmemory.h"
#include "scenariohelpers.h"

#include <QTest>

using namespace rooflab;

namespace {

// 8 query heads and 2 key-value heads of width 64 on d_model 256: q = 512, kv = 128, so the
// norms cover 640 values and 10 heads per token. One layer: a layer's bytes are the scenario's.
constexpr double kQ = 512, kKv = 128, kHeads = 8 + 2;
constexpr double kTokens = 2 * 256; // micro-batch 2, sequence 256

std::string qwenScenario(bool qkNorm, const std::string& precision, const std::string& training,
                         const std::string& parallel = R"({"gpus":1})", const std::string& extra = "") {
    return R"({"version":1,"model":{"layers":1,"d_model":256,"heads":8,"kv_heads":2,"head_dim":64,"d_ff":768,
              "vocab":1000,"mlp":"swiglu","norm":"rmsnorm","qk_norm":)" +
           std::string(qkNorm ? "true" : "false") + "},\"precision\":\"" + precision + "\",\"training\":" + training +
           ",\"parallel\":" + parallel + extra + "}";
}

// The bytes the two norms add to one layer on one GPU.
double qkNormBytes(const std::string& precision, const std::string& training,
                   const std::string& parallel = R"({"gpus":1})", const std::string& extra = "") {
    const ScenarioParseResult with = parseScenario(qwenScenario(true, precision, training, parallel, extra));
    const ScenarioParseResult without = parseScenario(qwenScenario(false, precision, training, parallel, extra));
    if (!with.ok || !without.ok)
        return -1.0;
    return layerActivationBytes(with.scenario, false) - layerActivationBytes(without.scenario, false);
}

} // namespace

class TestQkNorm : public QObject {
    Q_OBJECT

private slots:
    // Hugging Face's Qwen3RMSNorm: the fp32 input (its square too on PyTorch 1.13, whose mean
    // keeps its input), 1/rms per head and the normalised output cast back to the projection's
    // dtype; under autocast the projections' outputs are bf16. Measured on the CPU (torch 1.13,
    // validation/harness.py qwen3-*: what the forward saves within 1 % after, 14-18 % short before).
    void pytorchEager_data() {
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QString>("pytorch");
        QTest::addColumn<double>("perValue");
        QTest::addRow("fp32, PyTorch 1.13") << "fp32"
                                            << "1.13" << 4.0 + 4.0 + 4.0;
        QTest::addRow("bf16, PyTorch 1.13") << "bf16-pure"
                                            << "1.13" << 4.0 + 4.0 + 2.0;
        QTest::addRow("autocast, PyTorch 1.13") << "bf16-mixed"
                                                << "1.13" << 4.0 + 4.0 + 2.0;
        QTest::addRow("autocast, PyTorch 2") << "bf16-mixed"
                                             << "2" << 4.0 + 2.0;
    }
    void pytorchEager() {
        QFETCH(QString, precision);
        QFETCH(QString, pytorch);
        QFETCH(double, perValue);
        const std::string training = R"({"micro_batch":2,"seq_len":256,"implementation":"pytorch-eager","pytorch":)" +
                                     ("\"" + pytorch.toStdString() + "\"") +
                                     R"(,"flash_attention":false,"dropout":false})";
        QCOMPARE(qkNormBytes(precision.toStdString(), training), kTokens * ((kQ + kKv) * perValue + kHeads * 4));
    }

    // The same module under SDPA: the norms sit before the attention kernel, whose choice does
    // not change them.
    void pytorchSdpaKeepsTheSame() {
        const std::string eager = R"({"micro_batch":2,"seq_len":256,"implementation":"pytorch-eager",
                                     "flash_attention":false,"dropout":false})";
        const std::string sdpa = R"({"micro_batch":2,"seq_len":256,"implementation":"pytorch-sdpa",
                                    "flash_attention":true,"dropout":false})";
        QCOMPARE(qkNormBytes("bf16-mixed", sdpa), qkNormBytes("bf16-mixed", eager));
        QCOMPARE(qkNormBytes("bf16-mixed", sdpa), kTokens * ((kQ + kKv) * 6 + kHeads * 4));
    }

    // torch.compile fuses each norm into one kernel that keeps its input (the projection's bf16
    // output) and the statistics; the output is recomputed.
    void compiledKeepsInputsAndStatistics() {
        const std::string training = R"({"micro_batch":2,"seq_len":256,"implementation":"torchtitan",
                                        "compile":true,"dropout":false})";
        QCOMPARE(qkNormBytes("bf16-mixed", training), kTokens * ((kQ + kKv) * 2 + kHeads * 4));
    }

    // A frozen base (LoRA): the norms' weights take no gradient, so the normalised outputs are
    // not kept; the fp32 inputs are, for the input's gradient.
    void frozenNormsKeepNoOutputs() {
        const std::string training = R"({"micro_batch":2,"seq_len":256,"implementation":"pytorch-sdpa",
                                        "flash_attention":true,"dropout":false})";
        const std::string lora = R"(,"finetune":{"method":"lora","rank":8,"targets":["q","v"]})";
        QCOMPARE(qkNormBytes("bf16-mixed", training, R"({"gpus":1})", lora), kTokens * ((kQ + kKv) * 4 + kHeads * 4));
    }

    // Megatron-Core: Transformer Engine's RMSNorm keeps a contiguous copy of its input (bf16)
    // and 1/rms per head in fp32; split over tensor parallelism with the heads.
    void megatronCore_data() {
        QTest::addColumn<int>("tp");
        QTest::addRow("one GPU") << 1;
        QTest::addRow("tp 2") << 2;
    }
    void megatronCore() {
        QFETCH(int, tp);
        const std::string training = R"({"micro_batch":2,"seq_len":256,"implementation":"megatron-core",
                                        "flash_attention":true,"dropout":false})";
        const std::string parallel =
            R"({"gpus":)" + std::to_string(tp) + R"(,"tp":)" + std::to_string(tp) + R"(,"sequence_parallel":true})";
        QCOMPARE(qkNormBytes("bf16-mixed", training, parallel), kTokens * ((kQ + kKv) * 2 + kHeads * 4) / tp);
    }
};

QTEST_APPLESS_MAIN(TestQkNorm)
#include "tst_qknorm.moc"
