// What each Hugging Face family's block keeps beyond GPT-2's and Llama's templates, in the eager
// PyTorch profile: a parallel block's shared norm input (GPT-NeoX, Falcon), Falcon-7B's single
// norm, Gemma's fp32-weighted RMSNorm, the eager softmax in fp32 (OPT, GPT-NeoX) and Gemma 2's
// tanh caps. Each check is the difference one key makes, counted by hand (validation/harness.py
// measures the families themselves).
#include "core/evaluate.h"
#include "core/memory/trainingmemory.h"
#include "scenariohelpers.h"

#include <QTest>

using namespace rooflab;

namespace {

// One layer, d_model 256, 4 heads, micro-batch 2 x 128 tokens, pure bf16 (e = 2), eager attention.
constexpr double kH = 256, kHeads = 4, kSeq = 128, kTokens = 2 * kSeq;

std::string blockScenario(const std::string& norm, const std::string& extra,
                          const std::string& implementation = "pytorch-eager") {
    return "{\"version\":1,\"model\":{\"layers\":1,\"d_model\":256,\"heads\":4,\"d_ff\":1024,\"vocab\":1000,"
           "\"mlp\":\"" +
           std::string(norm == "rmsnorm" ? "swiglu" : "gelu") + "\",\"norm\":\"" + norm + "\"" + extra +
           "},\"precision\":\"bf16-pure\",\"training\":{\"micro_batch\":2,\"seq_len\":128,"
           "\"implementation\":\"" +
           implementation + "\",\"flash_attention\":" + (implementation == "pytorch-sdpa" ? "true" : "false") +
           ",\"dropout\":false,\"backend\":\"cuda\"},\"parallel\":{\"gpus\":1}}";
}

double layerBytes(const std::string& norm, const std::string& extra,
                  const std::string& implementation = "pytorch-eager") {
    const ScenarioParseResult parsed = parseScenario(blockScenario(norm, extra, implementation));
    return parsed.ok ? layerActivationBytes(parsed.scenario, false) : -1.0;
}

// The highest memory within the loss (runtime terms off: "overhead_gib": 0), with the default
// fused cross-entropy: the cap is the model's, whatever the loss kernel.
double lossPhasePeak(const std::string& extra) {
    std::string text = blockScenario("rmsnorm", extra);
    text.replace(text.find("\"vocab\":1000"), 12, "\"vocab\":200000");
    text.replace(text.rfind('}'), 1, ",\"overhead_gib\":0}");
    const ScenarioParseResult parsed = parseScenario(text);
    return parsed.ok ? evaluate(parsed.scenario).memory.phasePeaks[int(StepPhase::Loss)] : -1.0;
}

} // namespace

class TestFamilyBlocks : public QObject {
    Q_OBJECT

private slots:
    // GPT-NeoX's two LayerNorms read the same block input: one copy of it is kept (bf16, h).
    void parallelBlockSharesTheNormInput() {
        const double sequential = layerBytes("layernorm", ",\"activation\":\"gelu\"");
        const double parallel = layerBytes("layernorm", ",\"activation\":\"gelu\",\"parallel_block\":true");
        QVERIFY(sequential > 0);
        QCOMPARE(sequential - parallel, kTokens * kH * 2);
    }

    // Falcon-7B: one LayerNorm in a parallel block: one input, one output handed to both branches,
    // one mean and 1/std (bf16 each), against two norms of a parallel block.
    void falconsSingleNorm() {
        const double two = layerBytes("layernorm", ",\"activation\":\"gelu\",\"parallel_block\":true");
        const double one =
            layerBytes("layernorm", ",\"activation\":\"gelu\",\"parallel_block\":true,\"norms_per_layer\":1");
        QCOMPARE(two - one, kTokens * (kH * 2 + 2 * 2));
    }

    // Gemma's RMSNorm keeps its normalised tensor in fp32: 2 more bytes a value of each of the
    // two norms in pure bf16.
    void gemmaNormKeepsAnFp32Output() {
        const double llama = layerBytes("rmsnorm", "");
        const double gemma = layerBytes("rmsnorm", ",\"norm_in_fp32\":true");
        QCOMPARE(gemma - llama, kTokens * 2 * kH * (4 - 2));
    }

    // OPT and GPT-NeoX take the eager softmax in fp32 and cast the probabilities back: 4 + 2
    // bytes a score where GPT-2's bf16 softmax keeps 2.
    void softmaxInFp32() {
        const double gpt2 = layerBytes("layernorm", ",\"activation\":\"relu\"");
        const double opt = layerBytes("layernorm", ",\"activation\":\"relu\",\"softmax_in_fp32\":true");
        QCOMPARE(opt - gpt2, kTokens * kHeads * kSeq * (4 + 2 - 2));
    }

    // Gemma 2's cap on the eager scores keeps tanh's output (bf16, a score each); transformers'
    // SDPA path ignores the cap.
    void attentionCapKeepsTheTanh() {
        const double plain = layerBytes("rmsnorm", "");
        const double capped = layerBytes("rmsnorm", ",\"attn_logit_softcapping\":50");
        QCOMPARE(capped - plain, kTokens * kHeads * kSeq * 2);
        const std::string sdpa = "pytorch-sdpa";
        QCOMPARE(layerBytes("rmsnorm", ",\"attn_logit_softcapping\":50", sdpa), layerBytes("rmsnorm", "", sdpa));
    }

    // The cap on the logits keeps tanh's output through the loss: one more logits-sized tensor
    // (bf16) beside the logits and the loss's buffers.
    void logitCapKeepsASecondLogits() {
        const double plain = lossPhasePeak(""), capped = lossPhasePeak(",\"final_logit_softcapping\":30");
        QVERIFY(plain > 0);
        QCOMPARE(capped - plain, kTokens * 200000.0 * 2);
    }
};

QTEST_APPLESS_MAIN(TestFamilyBlocks)
#include "tst_familyblocks.moc"
