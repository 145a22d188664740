// 16-bit products with an odd N or K (GPT-2's 50,257-token LM head) run cuBLAS's unaligned
// fallback kernels in PyTorch code (StepEfficiency::unalignedGemm, measured on an H100); a padded
// vocabulary, Megatron (which pads it) and fp32 (CUDA cores) do not, and the report says so.
#include "core/evaluate.h"
#include "core/steptime/stepefficiency.h"
#include "core/steptime/sustainedload.h"

#include "scenariohelpers.h"

#include <QTest>

#include <string>

using namespace rooflab;

namespace {

std::string gpt2(int vocab, const char* precision, const char* implementation) {
    return R"({"version":1,"model":{"layers":12,"d_model":768,"heads":12,"d_ff":3072,"mlp":"gelu","vocab":)" +
           std::to_string(vocab) +
           R"(,"positions":1024,"tied_embeddings":true,"biases":true,"norm":"layernorm"},"precision":")" + precision +
           R"(","optimizer":"adamw","training":{"micro_batch":8,"seq_len":1024,"implementation":")" + implementation +
           R"("},"parallel":{"gpus":1},"hardware":{"gpu":"h100-sxm"}})";
}

// The step model's time of a named op (per micro-batch) and its FLOPs.
std::pair<double, double> opTime(const Report& r, std::string_view name) {
    for (size_t i = 0; i < r.roofline.ops.size(); ++i)
        if (r.roofline.ops[i].name == name)
            return {r.step.opTimeS.at(i), r.roofline.ops[i].flops};
    return {0.0, 0.0};
}

bool warnsAbout(const Report& r, const std::string& part) {
    for (const std::string& w : r.warnings)
        if (w.find(part) != std::string::npos)
            return true;
    return false;
}

} // namespace

class TestUnalignedProducts : public QObject {
    Q_OBJECT

private slots:
    void oddVocabularyFallsBack() {
        ROOFLAB_SCENARIO(odd, gpt2(50257, "amp-bf16", "pytorch-sdpa"));
        ROOFLAB_SCENARIO(padded, gpt2(50304, "amp-bf16", "pytorch-sdpa"));
        const Report o = evaluate(odd), p = evaluate(padded);
        const auto [oddTime, oddFlops] = opTime(o, "LM head");
        const auto [paddedTime, paddedFlops] = opTime(p, "LM head");
        QVERIFY(oddFlops > 0 && paddedFlops > 0);
        // At the fallback's measured fraction of the bf16 peak, at the clock a long run holds
        // (core/steptime/sustainedload.h): the profile it was measured in was one short step.
        const double peak = odd.gpu.peak(DType::BF16) * sustainedTensorFactor(odd.gpu);
        QVERIFY(std::abs(oddTime / (oddFlops / (peak * StepEfficiency::published().unalignedGemm)) - 1) < 1e-9);
        // The padded head does 0.1 % more work in less than a fifth of the time.
        QVERIFY(paddedTime < oddTime / 5);
        // The blocks' products are aligned in both.
        QCOMPARE(opTime(o, "QKV projection").first, opTime(p, "QKV projection").first);
        QVERIFY(warnsAbout(o, "model.vocab: 50257"));
        QVERIFY(warnsAbout(o, "50304"));
        QVERIFY(!warnsAbout(p, "model.vocab"));
    }

    // Megatron pads its vocabulary; fp32 products run on the CUDA cores: neither falls back.
    void paddedOrCudaCoresDoNot() {
        ROOFLAB_SCENARIO(megatronOdd, gpt2(50257, "bf16-mixed", "megatron"));
        ROOFLAB_SCENARIO(megatronPadded, gpt2(50304, "bf16-mixed", "megatron"));
        const Report mo = evaluate(megatronOdd), mp = evaluate(megatronPadded);
        QVERIFY(std::abs(opTime(mo, "LM head").first / opTime(mp, "LM head").first - 50257.0 / 50304.0) < 1e-3);
        QVERIFY(!warnsAbout(mo, "model.vocab"));
        ROOFLAB_SCENARIO(fp32, gpt2(50257, "fp32", "pytorch-eager"));
        const Report f = evaluate(fp32);
        const auto [time, flops] = opTime(f, "LM head");
        QVERIFY(flops / time > 0.5 * fp32.gpu.peak(DType::FP32)); // at its curve, not the fallback
        QVERIFY(!warnsAbout(f, "model.vocab"));
    }

    // Only the LM head over an odd vocabulary is taken for an unaligned product: latent
    // attention's projections (counted as one product of a derived width) are not.
    void onlyTheOddVocabulary() {
        StepEfficiency slow = StepEfficiency::published();
        slow.unalignedGemm = 1e-3;
        ROOFLAB_SCENARIO(latent, R"({"version":1,"model":{"preset":"DeepSeek-V2-Lite"},"precision":"bf16-pure",)"
                                 R"("training":{"micro_batch":1,"seq_len":2048,"implementation":"pytorch-sdpa"},)"
                                 R"("parallel":{"gpus":1},"hardware":{"gpu":"h100-sxm"}})");
        QCOMPARE(evaluate(latent, nullptr, &slow).step.timeS, evaluate(latent).step.timeS);
        ROOFLAB_SCENARIO(odd, gpt2(50257, "bf16-pure", "pytorch-sdpa"));
        QVERIFY(evaluate(odd, nullptr, &slow).step.timeS > 2 * evaluate(odd).step.timeS);
    }
};

QTEST_APPLESS_MAIN(TestUnalignedProducts)
#include "tst_unalignedproducts.moc"
