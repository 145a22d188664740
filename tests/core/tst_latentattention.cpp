// Multi-head latent attention (DeepSeek-V2/V3) in training: what its layers keep for the
// backward pass (Megatron's accounting and PyTorch's, the latter as validation/audit_saved.py
// lists HF DeepseekV3Attention's saved tensors) and its attention FLOPs, whose values are
// v_head_dim wide while queries and keys are qk_nope_head_dim + qk_rope_head_dim.
#include "core/memory/trainingmemory.h"
#include "core/roofline/flops.h"
#include "core/roofline/roofline.h"
#include "scenariohelpers.h"

#include <QTest>

using namespace rooflab;

namespace {

// 16 heads of query/key width 64 + 32 = 96 and value width 64; latents 192 (queries), 128
// (keys and values); SwiGLU d_ff 2816; one layer so a layer's bytes are the scenario's.
constexpr double kH = 1024, kHeads = 16, kNope = 64, kRope = 32, kV = 64, kQLora = 192, kKvLora = 128, kFf = 2816;
constexpr double kQ = kHeads * (kNope + kRope), kValues = kHeads * kV;

std::string latentScenario(const std::string& training, const std::string& parallel = R"({"gpus":1})",
                           int qLoraRank = 192) {
    return R"({"version":1,"model":{"layers":1,"d_model":1024,"heads":16,"d_ff":2816,"vocab":1000,"mlp":"swiglu",
              "norm":"rmsnorm","q_lora_rank":)" +
           std::to_string(qLoraRank) + R"(,"kv_lora_rank":128,"qk_rope_head_dim":32,"qk_nope_head_dim":64,
              "v_head_dim":64},"precision":"bf16-pure","training":)" +
           training + R"(,"parallel":)" + parallel + "}";
}

} // namespace

class TestLatentAttention : public QObject {
    Q_OBJECT

private slots:
    // The scenario reader gives latent attention its decompressed shape (kv_heads = heads,
    // head_dim = nope + rope) and refuses a head_dim that contradicts it.
    void shapeFollowsTheLatentDimensions() {
        ROOFLAB_SCENARIO(sc, latentScenario(R"({"micro_batch":1,"seq_len":512})"));
        QCOMPARE(sc.model.arch.kvHeads, 16);
        QCOMPARE(sc.model.arch.headDim, 96);
        std::string wrong = latentScenario(R"({"micro_batch":1,"seq_len":512})");
        wrong.replace(wrong.find("\"heads\":16"), 10, "\"heads\":16,\"head_dim\":64");
        const ScenarioParseResult parsed = parseScenario(wrong);
        QVERIFY(!parsed.ok);
        QVERIFY2(rooflab::test::joined(parsed.errors).find("head_dim: latent attention") != std::string::npos,
                 rooflab::test::joined(parsed.errors).c_str());
    }

    // Megatron: Korthikanti's accounting with latent attention's own widths: Q and K are
    // heads x (nope + rope), V and the projection input heads x v_head_dim, and each latent
    // keeps its norm's input and its up-projection's input. The latents split like the
    // d_model-wide tensors: over tensor parallelism only with sequence parallelism.
    void megatronLayer_data() {
        QTest::addColumn<int>("tp");
        QTest::addColumn<bool>("sp");
        QTest::addRow("one GPU") << 1 << false;
        QTest::addRow("tp 4") << 4 << false;
        QTest::addRow("tp 4 + sp") << 4 << true;
    }
    void megatronLayer() {
        QFETCH(int, tp);
        QFETCH(bool, sp);
        const std::string parallel = R"({"gpus":)" + std::to_string(tp) + R"(,"tp":)" + std::to_string(tp) +
                                     R"(,"sequence_parallel":)" + (sp ? "true" : "false") + "}";
        ROOFLAB_SCENARIO(sc, latentScenario(R"({"micro_batch":2,"seq_len":512,"implementation":"megatron",
                                                "flash_attention":true,"dropout":false})",
                                            parallel));
        const double tokens = 2 * 512, t = tp, e = 2;
        const double modelWide = 2 * (e + e) * kH + 2 * e * (kQLora + kKvLora); // norms' and blocks' inputs, latents
        const double headWide = e * (2 * kQ + 2 * kValues) + 4 * kHeads + 3 * e * kFf;
        const double expected = tokens * (modelWide / (sp ? t : 1.0) + headWide / t);
        QCOMPARE(layerActivationBytes(sc, false), expected);
    }

    // PyTorch eager (HF DeepseekV3Attention, PyTorch 1.13, bf16), per token as
    // validation/audit_saved.py measured it: fp32 4 h + 4 (1/rms) + 2 r_q + 2 r_kv + a s; bf16
    // 4 h + 2 r_q + 2 r_kv + 2 q + a s + 2 v + 4 d_ff, when the micro-batch holds several sequences.
    // With one sequence the value matmul keeps a view of kv_b_proj's output, so the keys'
    // nope channels stay alive beside the values.
    void pytorchEagerLayer_data() {
        QTest::addColumn<int>("microBatch");
        QTest::addColumn<double>("valueStorage");
        QTest::addRow("two sequences: V copied") << 2 << kValues;
        QTest::addRow("one sequence: V a slice of kv_b_proj") << 1 << kHeads * (kNope + kV);
    }
    void pytorchEagerLayer() {
        QFETCH(int, microBatch);
        QFETCH(double, valueStorage);
        const double s = 512;
        ROOFLAB_SCENARIO(sc, latentScenario(R"({"micro_batch":)" + std::to_string(microBatch) +
                                            R"(,"seq_len":512,"implementation":"pytorch-eager","pytorch":"1.13",
                                                "flash_attention":false,"dropout":false})"));
        const double fp32 = 4 * (4 * kH + 4 + 2 * kQLora + 2 * kKvLora + kHeads * s);
        const double bf16 =
            2 * (4 * kH + 2 * kQLora + 2 * kKvLora + 2 * kQ + kHeads * s + valueStorage + kValues + 4 * kFf);
        QCOMPARE(layerActivationBytes(sc, false), microBatch * s * (fp32 + bf16));
    }

    // CUDA's SDPA runs latent attention (values narrower than queries and keys) in its
    // memory-efficient kernel, and o_proj's input is then a copy of the kernel's output, saved
    // beside it: heads x v_head_dim more bf16 bytes per token than on the CPU, where the
    // output is shared (measured: DeepSeek-V3 widths on an H200, transformers 5.17, two layers,
    // 64 MiB per layer at 2,048 tokens; docs/validation.md).
    void pytorchSdpaOnCudaCopiesTheOutput() {
        const std::string onCuda = R"({"micro_batch":2,"seq_len":512,"implementation":"pytorch-sdpa",
                                      "dropout":false,"backend":"cuda"})";
        std::string onCpu = onCuda;
        onCpu.replace(onCpu.find("cuda"), 4, "cpu");
        ROOFLAB_SCENARIO(cuda, latentScenario(onCuda));
        ROOFLAB_SCENARIO(cpu, latentScenario(onCpu));
        QCOMPARE(layerActivationBytes(cuda, false) - layerActivationBytes(cpu, false), 2 * 512 * 2 * kValues);
    }

    // Without query compression there is one latent norm and, under autocast, two projections
    // of the block's input (W_Q and the key-value down-projection) each keep their cast.
    void pytorchWithoutQueryCompression() {
        ROOFLAB_SCENARIO(with, latentScenario(R"({"micro_batch":2,"seq_len":512,"implementation":"pytorch-eager",
                                                  "pytorch":"1.13","flash_attention":false,"dropout":false})"));
        ROOFLAB_SCENARIO(without, latentScenario(R"({"micro_batch":2,"seq_len":512,"implementation":"pytorch-eager",
                                                     "pytorch":"1.13","flash_attention":false,"dropout":false})",
                                                 R"({"gpus":1})", 0));
        // The query latent's fp32 input and square, its output and q_b_proj's input, one 1/rms.
        QCOMPARE(layerActivationBytes(with, false) - layerActivationBytes(without, false),
                 1024.0 * (4 * 2 * kQLora + 2 * 2 * kQLora + 4));
    }

    // Chinchilla's forward count with latent attention's own projections: the query and
    // key-value down- and up-projections (and the latent norms the parameter count includes)
    // instead of h (q + 2 k_w), values and the output projection at heads x v_head_dim.
    // Counted as h (q + 2 k_w) these projections were 5.1x too many FLOPs here (DeepSeek-V3's
    // forward FLOPs per 4,096-token sequence: 6.45e14 before, 3.70e14 now).
    void chinchillaForwardFlops() {
        ROOFLAB_SCENARIO(sc, latentScenario(R"({"micro_batch":1,"seq_len":2048})"));
        const double s = 2048, vocab = 1000;
        const double projections =
            kH * kQLora + kQLora + kQLora * kQ + kH * (kKvLora + kRope) + kKvLora + kKvLora * kHeads * (kNope + kV);
        const double layer = 2 * s * projections + 2 * s * s * kQ + 3 * kHeads * s * s + 2 * s * s * kValues +
                             2 * s * kValues * kH + 6 * s * kH * kFf;
        QCOMPARE(computeFlops(sc).forwardPerSequence, 2 * s * vocab * kH + layer + 2 * s * kH * vocab);
    }

    // Attention FLOPs: scores over nope + rope, values over v_head_dim.
    void attentionFlops() {
        ROOFLAB_SCENARIO(sc, latentScenario(R"({"micro_batch":1,"seq_len":4096,"flash_attention":false})"));
        const double s = 4096;
        QCOMPARE(attentionCoreForwardFlops(sc.model.arch, s, s), 2 * s * s * (kQ + kValues) + 3 * kHeads * s * s);
        const RooflineReport r = computeRoofline(sc, Phase::Train);
        const RooflineOp* scores = nullptr;
        const RooflineOp* values = nullptr;
        for (const RooflineOp& op : r.ops) {
            if (op.name == std::string_view("attention scores QK^T"))
                scores = &op;
            if (op.name == std::string_view("attention x V"))
                values = &op;
        }
        QVERIFY(scores && values);
        QCOMPARE(values->flops / scores->flops, kV / (kNope + kRope));
        QCOMPARE(values->k, kV);
    }
};

QTEST_APPLESS_MAIN(TestLatentAttention)
#include "tst_latentattention.moc"
