// training.attention_kernel: which fused attention kernel runs the attention core, at the rates
// the FlashAttention-3 paper's figures give each on an H100 (docs/formulas.md, "Achieved
// efficiency of each operation"), and the profiles' defaults.
#include "core/evaluate.h"
#include "core/io/scenarioio.h"

#include "scenariohelpers.h"

#include <QTest>

#include <string>

using namespace rooflab;

namespace {

// Llama 3 8B's widths, 2 layers, one H100 (or another card), 8,192 tokens per sequence.
std::string llama(const std::string& gpu, const std::string& implementation, const std::string& kernel) {
    std::string training = R"("training":{"micro_batch":1,"seq_len":8192,"implementation":")" + implementation + "\"";
    if (!kernel.empty())
        training += R"(,"attention_kernel":")" + kernel + "\"";
    training += "}";
    return R"({"version":1,"model":{"layers":2,"d_model":4096,"heads":32,"kv_heads":8,"d_ff":14336,"vocab":128256,)"
           R"("positions":8192,"norm":"rmsnorm","mlp":"swiglu"},"precision":"bf16-mixed","optimizer":"adamw",)" +
           training + R"(,"parallel":{"gpus":1},"hardware":{"gpu":")" + gpu + R"("}})";
}

double attentionTime(const Report& r) {
    for (size_t i = 0; i < r.roofline.ops.size(); ++i)
        if (r.roofline.ops[i].attentionCore)
            return r.step.opTimeS[i];
    return 0;
}

// The fraction of the bf16 peak (989.4) at which forward + backward take the kernels' time:
// 3 / (1/fwd + 2.5/bwd) / peak, from the paper's TFLOP/s at s = 8,192.
double paperFraction(double forward, double backward) {
    return 3.0 / (1.0 / forward + 2.5 / backward) / 989.4;
}

} // namespace

class TestAttentionKernel : public QObject {
    Q_OBJECT
private slots:
    void flashAttention2IsSlowerOnHopperByThePapersRatio() {
        ROOFLAB_SCENARIO(cudnn, llama("h100-sxm", "torchtitan", "cudnn"));
        ROOFLAB_SCENARIO(fa2, llama("h100-sxm", "torchtitan", "flash-attn-2"));
        ROOFLAB_SCENARIO(fa3, llama("h100-sxm", "torchtitan", "flash-attn-3"));
        const Report a = evaluate(cudnn), b = evaluate(fa2), c = evaluate(fa3);
        QVERIFY(attentionTime(a) > 0);
        const double expected = paperFraction(600, 518) / paperFraction(370, 318); // cuDNN over FA2
        QVERIFY(std::abs(attentionTime(b) / attentionTime(a) - expected) < 1e-6);
        const double fa3Expected = paperFraction(600, 518) / paperFraction(646, 559);
        QVERIFY(std::abs(attentionTime(c) / attentionTime(a) - fa3Expected) < 1e-6);
        QVERIFY(b.step.timeS > a.step.timeS);
        // Memory does not depend on the kernel.
        QCOMPARE(b.memory.total, a.memory.total);
    }

    void otherCardsTakeOneCurve() {
        ROOFLAB_SCENARIO(cudnn, llama("a100-80gb", "torchtitan", "cudnn"));
        ROOFLAB_SCENARIO(fa2, llama("a100-80gb", "torchtitan", "flash-attn-2"));
        QCOMPARE(evaluate(fa2).step.timeS, evaluate(cudnn).step.timeS);
        ROOFLAB_SCENARIO(blackwell, llama("b200", "torchtitan", "flash-attn-3"));
        ROOFLAB_SCENARIO(blackwellCudnn, llama("b200", "torchtitan", "cudnn"));
        QCOMPARE(evaluate(blackwell).step.timeS, evaluate(blackwellCudnn).step.timeS);
    }

    void profilesChooseTheirFrameworksKernel() {
        ROOFLAB_SCENARIO(foundry, llama("h100-sxm", "llm-foundry", ""));
        QVERIFY(foundry.training.resolvedAttentionKernel() == AttentionKernel::FlashAttn2);
        ROOFLAB_SCENARIO(foundryFa2, llama("h100-sxm", "llm-foundry", "flash-attn-2"));
        QCOMPARE(evaluate(foundry).step.timeS, evaluate(foundryFa2).step.timeS);
        ROOFLAB_SCENARIO(mcore, llama("h100-sxm", "megatron-core", ""));
        QVERIFY(mcore.training.resolvedAttentionKernel() == AttentionKernel::Cudnn);
        ROOFLAB_SCENARIO(titan, llama("h100-sxm", "torchtitan", ""));
        QVERIFY(titan.training.resolvedAttentionKernel() == AttentionKernel::Cudnn);
        ROOFLAB_SCENARIO(sdpa, llama("h100-sxm", "pytorch-sdpa", ""));
        QVERIFY(sdpa.training.resolvedAttentionKernel() == AttentionKernel::Cudnn);
    }

    void derivationNamesTheKernel() {
        ROOFLAB_SCENARIO(fa2, llama("h100-sxm", "torchtitan", "flash-attn-2"));
        const Report r = evaluate(fa2);
        QVERIFY(r.step.timeS > 0);
        const std::string written = serializeScenario(fa2);
        QVERIFY(written.find("\"attention_kernel\": \"flash-attn-2\"") != std::string::npos);
        ROOFLAB_SCENARIO(back, written);
        QVERIFY(back.training.attentionKernel == AttentionKernel::FlashAttn2);
        ROOFLAB_SCENARIO(automatic, llama("h100-sxm", "torchtitan", ""));
        QVERIFY(serializeScenario(automatic).find("attention_kernel") == std::string::npos);
    }

    void unknownKernelIsRefusedByName() {
        const ScenarioParseResult bad = parseScenario(llama("h100-sxm", "torchtitan", "flash-attn-9"));
        QVERIFY(!bad.ok);
        QVERIFY(test::joined(bad.errors).find("attention_kernel") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestAttentionKernel)
#include "tst_attentionkernel.moc"
