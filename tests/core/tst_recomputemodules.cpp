// Megatron-Core's selective recomputation modules (--recompute-modules): what each one takes out
// of a layer's saved activations, the FLOPs and passes it adds, and how a scenario names them.
// Worked by hand on one small latent-attention MoE layer (the widths of tst_latentattention).
#include "core/evaluate.h"
#include "core/memory/trainingmemory.h"
#include "core/roofline/flops.h"
#include "core/roofline/roofline.h"
#include "scenariohelpers.h"

#include <QTest>

using namespace rooflab;

namespace {

// 16 heads of query/key width 64 + 32 and value width 64; latents 192 and 128; one layer.
constexpr double kH = 1024, kHeads = 16, kNope = 64, kRope = 32, kV = 64, kQLora = 192, kKvLora = 128;
constexpr double kQ = kHeads * (kNope + kRope), kValues = kHeads * kV;
// The MoE: 8 experts of d_ff 512, 2 per token, a shared expert of 1024.
constexpr double kExpertFf = 512, kTopK = 2, kExperts = 8, kSharedFf = 1024, kDenseFf = 2816;
constexpr double kTokens = 2 * 512, kE = 2;

std::string layer(const std::string& modules, bool moe, const std::string& parallel = R"({"gpus":1})") {
    const std::string mlp = moe ? R"("experts":8,"top_k":2,"d_ff":512,"shared_d_ff":1024)" : R"("d_ff":2816)";
    return R"({"version":1,"model":{"layers":1,"d_model":1024,"heads":16,"vocab":1000,"mlp":"swiglu","norm":"rmsnorm",
              "q_lora_rank":192,"kv_lora_rank":128,"qk_rope_head_dim":32,"qk_nope_head_dim":64,"v_head_dim":64,)" +
           mlp + R"(},"precision":"bf16-pure","training":{"micro_batch":2,"seq_len":512,"implementation":"megatron",
              "flash_attention":true,"dropout":false,"checkpointing":"selective","recompute_modules":)" +
           modules + R"(},"parallel":)" + parallel + "}";
}

double savedBytes(const Scenario& sc) {
    return layerActivationBytes(sc, sc.training.recomputes(RecomputeModule::CoreAttention));
}

} // namespace

class TestRecomputeModules : public QObject {
    Q_OBJECT

private slots:
    // What each module leaves out of one MoE layer with latent attention (tp 1), against the
    // default list ["core_attn"] (nothing to drop with FlashAttention).
    void savedActivations_data() {
        QTest::addColumn<QString>("modules");
        QTest::addColumn<bool>("moe");
        QTest::addColumn<double>("saving");
        // The latent attention's input norm and the MoE's pre-MLP norm are separate modules: their
        // outputs go.
        QTest::newRow("layernorm") << R"(["core_attn","layernorm"])" << true << kTokens * 2 * kE * kH;
        // Q, K and V go; each latent keeps its norm's input but not the up-projection's, and the
        // keys' rotary channels stay as the checkpoint's input.
        QTest::newRow("mla_up_proj") << R"(["core_attn","mla_up_proj"])" << true
                                     << kTokens * kE * (2 * kQ + kValues + (kQLora + kKvLora) - kRope);
        // The experts' SwiGLU output (the down projection's input), one per routed copy.
        QTest::newRow("moe_act") << R"(["core_attn","moe_act"])" << true << kTokens * kTopK * kExpertFf * kE;
        // The whole MoE: three d_ff-wide tensors per routed copy, the dispatched tokens, the router's
        // probabilities and row-id map (10 bytes per expert) and the shared expert's three tensors.
        QTest::newRow("moe") << R"(["core_attn","moe"])" << true
                             << kTokens *
                                    (3 * kTopK * kExpertFf * kE + kTopK * kH * kE + kExperts * 10 + 3 * kSharedFf * kE);
        QTest::newRow("shared_experts") << R"(["core_attn","shared_experts"])" << true << kTokens * 3 * kSharedFf * kE;
        // A dense layer's MLP checkpointed from the block's input: the norm output (fused into the
        // first linear) and the three d_ff-wide tensors.
        QTest::newRow("mlp (dense)") << R"(["core_attn","mlp"])" << false << kTokens * kE * (kH + 3 * kDenseFf);
        // On a dense layer "layernorm" finds only latent attention's input norm; "moe" nothing.
        QTest::newRow("layernorm (dense)") << R"(["core_attn","layernorm"])" << false << kTokens * kE * kH;
        QTest::newRow("moe (dense)") << R"(["core_attn","moe"])" << false << 0.0;
        QTest::newRow("mlp (MoE layer)") << R"(["core_attn","mlp"])" << true << 0.0;
    }
    void savedActivations() {
        QFETCH(QString, modules);
        QFETCH(bool, moe);
        QFETCH(double, saving);
        ROOFLAB_SCENARIO(base, layer(R"(["core_attn"])", moe));
        ROOFLAB_SCENARIO(sc, layer(modules.toStdString(), moe));
        QCOMPARE(savedBytes(base) - savedBytes(sc), saving);
    }

    // The modules' savings add up (DeepSeek-V3's recipe recomputes the norms and the up-projections).
    void modulesCombine() {
        ROOFLAB_SCENARIO(base, layer(R"(["core_attn"])", true));
        ROOFLAB_SCENARIO(both, layer(R"(["core_attn","layernorm","mla_up_proj"])", true));
        QCOMPARE(savedBytes(base) - savedBytes(both),
                 kTokens * kE * (2 * kH + 2 * kQ + kValues + kQLora + kKvLora - kRope));
        // Without core_attn in the list eager attention keeps its scores (heads x s per token).
        ROOFLAB_SCENARIO(withCore, layer(R"(["core_attn","mlp"])", false));
        ROOFLAB_SCENARIO(withoutCore, layer(R"(["mlp"])", false));
        withCore.training.flashAttention = withoutCore.training.flashAttention = false;
        QCOMPARE(savedBytes(withoutCore) - savedBytes(withCore), kHeads * 512 * kTokens * kE);
    }

    // Hardware FLOPs: the recomputed forward of each module, once per sequence and layer.
    void hardwareFlops() {
        const double s = 512, sequences = 2;
        ROOFLAB_SCENARIO(up, layer(R"(["core_attn","mla_up_proj"])", true));
        const Report r = evaluate(up);
        const double upMacs = kQLora * kQ + kKvLora * kHeads * (kNope + kV);
        QCOMPARE(r.flops.stepHardware - r.flops.stepModel, sequences * 2 * s * upMacs);
        ROOFLAB_SCENARIO(moe, layer(R"(["core_attn","moe"])", true));
        const Report m = evaluate(moe);
        const double moeForward = 6 * s * kH * (kTopK * kExpertFf + kSharedFf) + 2 * s * kH * kExperts;
        QCOMPARE(m.flops.stepHardware - m.flops.stepModel, sequences * moeForward);
        ROOFLAB_SCENARIO(dense, layer(R"(["core_attn","mlp"])", false));
        const Report d = evaluate(dense);
        QCOMPARE(d.flops.stepHardware - d.flops.stepModel, sequences * 6 * s * kH * kDenseFf);
    }

    // The step time runs the recomputed parts again: an up-projection op with the up-projections'
    // forward FLOPs, and the expert all-to-all a third time ("moe" re-dispatches).
    void stepTime() {
        ROOFLAB_SCENARIO(up, layer(R"(["core_attn","mla_up_proj"])", true));
        const RooflineReport roof = computeRoofline(up, Phase::Train);
        const RooflineOp* op = nullptr;
        for (const auto& candidate : roof.ops)
            if (candidate.name == "recomputed MLA up-projections")
                op = &candidate;
        QVERIFY(op);
        QCOMPARE(op->flops, 2 * kTokens * (kQLora * kQ + kKvLora * kHeads * (kNope + kV)));
        // Without core_attn in the list eager attention's core runs 3 passes, not 4.
        ROOFLAB_SCENARIO(withCore, layer(R"(["core_attn"])", false));
        ROOFLAB_SCENARIO(withoutCore, layer(R"(["mlp"])", false));
        withCore.training.flashAttention = withoutCore.training.flashAttention = false;
        auto scoreFlops = [](const Scenario& sc) {
            for (const auto& candidate : computeRoofline(sc, Phase::Train).ops)
                if (candidate.name == "attention scores QK^T")
                    return candidate.flops;
            return 0.0;
        };
        QVERIFY(scoreFlops(withoutCore) > 0);
        QCOMPARE(scoreFlops(withCore) / scoreFlops(withoutCore), 4.0 / 3.0);
        const std::string ep = R"({"gpus":2,"ep":2})";
        ROOFLAB_SCENARIO(plain, layer(R"(["core_attn"])", true, ep));
        ROOFLAB_SCENARIO(moe, layer(R"(["core_attn","moe"])", true, ep));
        const Report a = evaluate(plain), b = evaluate(moe);
        QVERIFY(a.step.commS.ep > 0);
        QCOMPARE(b.step.commS.ep, 1.5 * a.step.commS.ep);
        QVERIFY(b.step.computeS > a.step.computeS);
    }

    // The scenario key: Megatron's names, written back only where they matter, refused where
    // they would do nothing.
    void scenarioKey() {
        ROOFLAB_SCENARIO(sc, layer(R"(["mla_up_proj","layernorm"])", true));
        QVERIFY(!sc.training.recomputeModules.has(RecomputeModule::CoreAttention));
        QVERIFY(sc.training.recomputes(RecomputeModule::LatentUpProjection));
        QVERIFY(sc.training.recomputes(RecomputeModule::LayerNorm));
        const std::string written = serializeScenario(sc);
        QVERIFY2(written.find("\"recompute_modules\"") != std::string::npos, written.c_str());
        ROOFLAB_SCENARIO(again, written);
        QVERIFY(again.training.recomputeModules == sc.training.recomputeModules);
        ROOFLAB_SCENARIO(defaults, layer(R"(["core_attn"])", true));
        QVERIFY(serializeScenario(defaults).find("recompute_modules") == std::string::npos);

        auto refused = [](std::string json, const char* expected) {
            const ScenarioParseResult parsed = parseScenario(json);
            QVERIFY(!parsed.ok);
            const std::string messages = rooflab::test::joined(parsed.errors);
            QVERIFY2(messages.find(expected) != std::string::npos, messages.c_str());
        };
        refused(layer(R"(["mla_up"])", true), R"(unknown module "mla_up")");
        refused(layer(R"("moe")", true), "expected a list of core_attn, layernorm");
        std::string full = layer(R"(["moe"])", true);
        full.replace(full.find("\"selective\""), 11, "\"full\"");
        refused(full, "\"checkpointing\": \"selective\"");
        std::string pytorch = layer(R"(["moe"])", true);
        pytorch.replace(pytorch.find("\"megatron\""), 10, "\"pytorch-sdpa\"");
        refused(pytorch, "megatron implementation only");
    }
};

QTEST_APPLESS_MAIN(TestRecomputeModules)
#include "tst_recomputemodules.moc"
