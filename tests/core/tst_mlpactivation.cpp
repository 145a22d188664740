// A plain MLP's activation (model.activation): what eager PyTorch keeps for the backward and what
// the roofline's activation op launches and moves. GPT-2's gelu_new keeps four d_ff-wide tensors
// besides its output and launches eight kernels; one GELU kernel (GPT-NeoX, Falcon) keeps its
// input; ReLU (OPT) keeps only its output, which the down projection keeps as its input anyway.
#include "core/memory/trainingmemory.h"
#include "core/roofline/roofline.h"
#include "rooflineops.h"
#include "scenariohelpers.h"

#include <QTest>

using namespace rooflab;

namespace {

// One GPT-2-style layer: d_model 256, d_ff 1024, micro-batch 2 x 128 tokens.
constexpr double kFf = 1024, kTokens = 2 * 128;

std::string plainScenario(const std::string& activation, const std::string& precision,
                          const std::string& implementation = "pytorch-eager") {
    return "{\"version\":1,\"model\":{\"layers\":1,\"d_model\":256,\"heads\":4,\"d_ff\":1024,\"vocab\":1000,"
           "\"mlp\":\"gelu\",\"norm\":\"layernorm\",\"biases\":true,\"activation\":\"" +
           activation + "\"},\"precision\":\"" + precision +
           "\",\"training\":{\"micro_batch\":2,\"seq_len\":128,\"implementation\":\"" + implementation +
           "\",\"flash_attention\":false,\"dropout\":false,\"backend\":\"cuda\"},\"parallel\":{\"gpus\":1}}";
}

double layerBytes(const std::string& activation, const std::string& precision,
                  const std::string& implementation = "pytorch-eager") {
    const ScenarioParseResult parsed = parseScenario(plainScenario(activation, precision, implementation));
    return parsed.ok ? layerActivationBytes(parsed.scenario, false) : -1.0;
}

using test::findOp;

} // namespace

class TestMlpActivation : public QObject {
    Q_OBJECT

private slots:
    // Per d_ff value in pure bf16 (e = 2): gelu_new 4 e + the output e, one GELU kernel its
    // input e + the output e, ReLU its output e.
    void savedTensorsInSixteenBits() {
        const double e = 2;
        const double relu = layerBytes("relu", "bf16-pure"), gelu = layerBytes("gelu", "bf16-pure"),
                     geluNew = layerBytes("gelu_new", "bf16-pure");
        QVERIFY(relu > 0);
        QCOMPARE(gelu - relu, kTokens * kFf * e);
        QCOMPARE(geluNew - gelu, kTokens * kFf * 3 * e);
    }

    // Under CUDA autocast gelu_new runs pow and tanh in fp32 (three fp32 tensors and x/2 in bf16);
    // one GELU kernel stays in bf16.
    void savedTensorsUnderAutocast() {
        const double gelu = layerBytes("gelu", "amp-bf16"), geluNew = layerBytes("gelu_new", "amp-bf16");
        QCOMPARE(geluNew - gelu, kTokens * kFf * (3 * 4 + 2 - 2));
    }

    // auto: GPT-2's gelu_new in the Hugging Face profiles, one GELU kernel in torchtitan's.
    void autoFollowsTheImplementation() {
        QCOMPARE(layerBytes("auto", "bf16-pure"), layerBytes("gelu_new", "bf16-pure"));
        QCOMPARE(layerBytes("auto", "bf16-pure", "pytorch-sdpa"), layerBytes("gelu_new", "bf16-pure", "pytorch-sdpa"));
        QCOMPARE(layerBytes("auto", "bf16-pure", "torchtitan"), layerBytes("gelu", "bf16-pure", "torchtitan"));
    }

    // The roofline's activation op: one kernel reading and writing each value (2 e bytes) for
    // GELU and ReLU, 1 FLOP a value for ReLU against GELU's 8; gelu_new's eight kernels move more.
    void rooflineOp() {
        ROOFLAB_SCENARIO(relu, plainScenario("relu", "bf16-pure"));
        ROOFLAB_SCENARIO(gelu, plainScenario("gelu", "bf16-pure"));
        ROOFLAB_SCENARIO(geluNew, plainScenario("gelu_new", "bf16-pure"));
        const RooflineReport r = computeRoofline(relu, Phase::Train), g = computeRoofline(gelu, Phase::Train),
                             n = computeRoofline(geluNew, Phase::Train);
        const RooflineOp* reluOp = findOp(r, "ReLU");
        const RooflineOp* geluOp = findOp(g, "GELU");
        const RooflineOp* geluNewOp = findOp(n, "GELU");
        QVERIFY(reluOp && geluOp && geluNewOp);
        QVERIFY(!findOp(r, "GELU"));
        QCOMPARE(reluOp->bytes, geluOp->bytes);
        QCOMPARE(geluOp->flops, 8 * reluOp->flops);
        QVERIFY(geluNewOp->bytes > 4 * geluOp->bytes);
        QCOMPARE(geluNewOp->launches, 8 * geluOp->launches);
    }

    // The key survives a save: written where it is not auto, read back the same.
    void roundTrips() {
        ROOFLAB_SCENARIO(relu, plainScenario("relu", "bf16-pure"));
        const std::string text = serializeScenario(relu);
        QVERIFY(text.find("\"activation\": \"relu\"") != std::string::npos);
        ROOFLAB_SCENARIO(again, text);
        QCOMPARE(again.model.arch.activation, MlpActivation::Relu);
        ROOFLAB_SCENARIO(plain, plainScenario("auto", "bf16-pure"));
        QVERIFY(serializeScenario(plain).find("\"activation\"") == std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestMlpActivation)
#include "tst_mlpactivation.moc"
