// A sliding window through transformers' SDPA (core/model/attentionmask.h): from `seq_len >= window`
// on, the windowed layers attend through an explicit mask: the whole q x k square computed, the
// mask converted to a bias per call, read per head, and saved for the backward. Below the window,
// and in Megatron or eager attention, nothing changes.
#include "core/evaluate.h"
#include "core/model/attentionmask.h"

#include "rooflineops.h"
#include "scenariohelpers.h"

#include <QTest>

#include <string>

using namespace rooflab;

namespace {

// Mistral 7B's shape on `layers` layers; `window` 0 = none, `windowed` of the layers with it.
std::string mistral(int layers, int window, int windowed, int microBatch, int seq, const char* implementation,
                    const char* checkpointing = "none") {
    return R"({"version":1,"model":{"layers":)" + std::to_string(layers) +
           R"(,"d_model":4096,"heads":32,"kv_heads":8,"head_dim":128,"d_ff":14336,"mlp":"swiglu","vocab":32000,)"
           R"("positions":0,"norm":"rmsnorm","sliding_window":)" +
           std::to_string(window) + R"(,"sliding_window_layers":)" + std::to_string(windowed) +
           R"(},"precision":"bf16-pure","optimizer":"adamw","training":{"micro_batch":)" + std::to_string(microBatch) +
           R"(,"seq_len":)" + std::to_string(seq) + R"(,"implementation":")" + implementation +
           R"(","checkpointing":")" + checkpointing + R"("},"parallel":{"gpus":1},"hardware":{"gpu":"h100-sxm"}})";
}

using test::findOp;

} // namespace

class TestAttentionMask : public QObject {
    Q_OBJECT

private slots:
    // transformers drops the mask only while the keys are fewer than the window.
    void maskFromTheWindowOn() {
        ROOFLAB_SCENARIO(at, mistral(2, 4096, 0, 1, 4096, "pytorch-sdpa"));
        ROOFLAB_SCENARIO(below, mistral(2, 4096, 0, 1, 4095, "pytorch-sdpa"));
        ROOFLAB_SCENARIO(megatron, mistral(2, 4096, 0, 1, 8192, "megatron"));
        ROOFLAB_SCENARIO(eager, mistral(2, 4096, 0, 1, 8192, "pytorch-eager"));
        ROOFLAB_SCENARIO(half, mistral(4, 4096, 1, 1, 8192, "pytorch-sdpa"));
        QCOMPARE(sdpaMaskedLayerShare(at, 4096), 1.0);
        QCOMPARE(sdpaMaskedLayerShare(below, 4095), 0.0);
        QCOMPARE(sdpaMaskedLayerShare(megatron, 8192), 0.0);
        QCOMPARE(sdpaMaskedLayerShare(eager, 8192), 0.0);
        QCOMPARE(sdpaMaskedLayerShare(half, 8192), 0.25);
        QVERIFY(!findOp(evaluate(below), "sliding-window mask bias"));
        QVERIFY(!findOp(evaluate(megatron), "sliding-window mask bias"));
    }

    // The masked layers compute the whole square: twice the causal kernel's FLOPs, and the bias
    // traffic per element: the conversion (read the bool, write e) and one read per head in the
    // forward and in the backward.
    void wholeSquareAndBiasTraffic() {
        const int layers = 2, b = 4, s = 4096;
        ROOFLAB_SCENARIO(windowed, mistral(layers, 4096, 0, b, s, "pytorch-sdpa"));
        ROOFLAB_SCENARIO(plain, mistral(layers, 0, 0, b, s, "pytorch-sdpa"));
        const Report w = evaluate(windowed), p = evaluate(plain);
        const RooflineOp* bias = findOp(w, "sliding-window mask bias");
        QVERIFY(bias);
        const double e = 2, heads = 32, elements = double(b) * s * s;
        QCOMPARE(bias->bytes, layers * elements * ((1 + e + heads * e) + heads * e));
        QCOMPARE(bias->launches, double(layers)); // one at::where per layer and forward
        QVERIFY(!bias->matmul);
        const RooflineOp* attention = findOp(w, "attention (FlashAttention)");
        QVERIFY(attention);
        QCOMPARE(attention->fullSquareShare, 1.0);
        // Same roofline FLOPs (the roofline counts the square either way); the step executes all.
        QCOMPARE(attention->flops, findOp(p, "attention (FlashAttention)")->flops);
        QVERIFY(std::abs(w.step.attentionS / p.step.attentionS - 2.0) < 1e-9);
        QVERIFY(w.step.timeS > p.step.timeS + (w.step.attentionS - p.step.attentionS));
    }

    // Full checkpointing recomputes the forward: a second conversion and forward read.
    void recomputedForwardConvertsAgain() {
        ROOFLAB_SCENARIO(ckpt, mistral(2, 4096, 0, 1, 4096, "pytorch-sdpa", "full"));
        const Report r = evaluate(ckpt);
        const RooflineOp* bias = findOp(r, "sliding-window mask bias");
        QVERIFY(bias);
        const double e = 2, heads = 32, elements = 4096.0 * 4096.0;
        QCOMPARE(bias->bytes, 2 * elements * (2 * (1 + e + heads * e) + heads * e));
        QCOMPARE(bias->launches, 4.0);
    }

    // Memory: the bias saved per masked layer, [b, 1, q, k] in the query's dtype (measured on an
    // H100: one 32 MiB bf16 tensor per layer at b 1, s 4096; docs/validation.md).
    void biasSavedPerLayer() {
        const int layers = 2, b = 1, s = 4096;
        ROOFLAB_SCENARIO(windowed, mistral(layers, 4096, 0, b, s, "pytorch-sdpa"));
        ROOFLAB_SCENARIO(plain, mistral(layers, 0, 0, b, s, "pytorch-sdpa"));
        const double saved = evaluate(windowed).memory.savedActivations - evaluate(plain).memory.savedActivations;
        QCOMPARE(saved, double(layers) * b * s * s * 2);
        // One layer in four with the window: a quarter of that per layer on average.
        ROOFLAB_SCENARIO(quarter, mistral(4, 4096, 1, b, s, "pytorch-sdpa"));
        ROOFLAB_SCENARIO(quarterPlain, mistral(4, 0, 0, b, s, "pytorch-sdpa"));
        QCOMPARE(evaluate(quarter).memory.savedActivations - evaluate(quarterPlain).memory.savedActivations,
                 double(b) * s * s * 2);
    }

    // The architecture keeps the window through a scenario file.
    void windowRoundTrips() {
        ROOFLAB_SCENARIO(sc, mistral(4, 2047, 3, 1, 1024, "pytorch-sdpa"));
        QCOMPARE(sc.model.arch.slidingWindow, 2047);
        QCOMPARE(sc.model.arch.windowedLayers(), 3);
        const ScenarioParseResult again = parseScenario(serializeScenario(sc));
        QVERIFY(again.ok);
        QCOMPARE(again.scenario.model.arch.slidingWindow, 2047);
        QCOMPARE(again.scenario.model.arch.slidingLayers, 3);
        const ScenarioParseResult tooMany = parseScenario(mistral(4, 4096, 5, 1, 1024, "pytorch-sdpa"));
        QVERIFY(!tooMany.ok);
        QVERIFY(test::joined(tooMany.errors).find("sliding_window_layers") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestAttentionMask)
#include "tst_attentionmask.moc"
