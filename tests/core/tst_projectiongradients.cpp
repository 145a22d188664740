// The backward's sums of input gradients when separate projections share one input (docs/formulas.md,
// "Input-gradient sums of separate projections"), worked by hand: Llama-family code under PyTorch
// multiplies the normalised input by q, k, v apart and by gate and up apart, so autograd sums 3 and
// 2 whole b s h gradients per layer; eager one add kernel per extra gradient (two read, one written),
// compiled one more read in the kernel the sum is fused into. Megatron's fused QKV and up: none.
#include "core/evaluate.h"

#include "scenariohelpers.h"

#include <QTest>

#include <cmath>
#include <string>

using namespace rooflab;

namespace {

constexpr double kLayers = 4, kH = 2048, kTokens = 2.0 * 4096; // b s

struct Options {
    const char* implementation = "pytorch-sdpa";
    bool compile = false;
    int tp = 1;
    int zero = 0;
    int experts = 0;
    const char* norm = "rmsnorm";
    const char* precision = "amp-bf16"; // torch.autocast over fp32 weights: an fp32 residual stream
};

// A 4-layer Llama-style model (GQA, SwiGLU) on H100s, micro-batch 2 x 4096.
std::string llama(const Options& o) {
    std::string model = R"({"version":1,"model":{"layers":4,"d_model":2048,"heads":16,"kv_heads":4,"d_ff":5632,)"
                        R"("vocab":32000,"positions":4096,"mlp":"swiglu","norm":")" +
                        std::string(o.norm) + "\"";
    if (o.experts > 0)
        model += R"(,"experts":)" + std::to_string(o.experts) + R"(,"top_k":2)";
    const int gpus = o.tp * (o.zero > 0 ? 2 : 1);
    return model + R"(},"precision":")" + o.precision +
           R"(","optimizer":"adamw","training":{"micro_batch":2,"seq_len":4096,"implementation":")" + o.implementation +
           R"(","compile":)" + (o.compile ? "true" : "false") + R"(},"parallel":{"gpus":)" + std::to_string(gpus) +
           R"(,"tp":)" + std::to_string(o.tp) + R"(,"zero":)" + std::to_string(o.zero) +
           (o.tp > 1 ? R"(,"sequence_parallel":true)" : "") + R"(},"hardware":{"gpu":"h100-sxm"}})";
}

struct Sums {
    double qkvBytes = 0, mlpBytes = 0, qkvLaunches = 0, qkvTimeS = -1;
    bool found = false;
};

Sums sums(const std::string& json) {
    Sums s;
    Scenario sc;
    if (!test::parse(json, sc))
        return s;
    const Report r = evaluate(sc);
    for (size_t i = 0; i < r.roofline.ops.size(); ++i) {
        const std::string name(r.roofline.ops[i].name);
        if (name == "q, k, v input-gradient sums (backward)") {
            s.qkvBytes = r.roofline.ops[i].bytes;
            s.qkvLaunches = r.roofline.ops[i].launches;
            s.qkvTimeS = r.step.opTimeS[i];
            s.found = true;
        } else if (name == "gate, up input-gradient sums (backward)") {
            s.mlpBytes = r.roofline.ops[i].bytes;
            s.found = true;
        }
    }
    return s;
}

bool near(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestProjectionGradients : public QObject {
    Q_OBJECT
private slots:
    // transformers' eager code under autocast: the norm's output is fp32 (LlamaRMSNorm returns its
    // input's dtype, the fp32 residual stream), so the three q, k, v gradients are summed in fp32 by
    // two adds (each 3 x b s h x 4 bytes) and gate, up by one; one kernel per add.
    void eagerAddsOneKernelPerExtraGradient() {
        const Sums s = sums(llama({}));
        const double add = 3 * kTokens * kH * 4.0;
        QVERIFY2(near(s.qkvBytes, 2 * add * kLayers),
                 qPrintable(QString("%1 bytes, by hand %2").arg(s.qkvBytes).arg(2 * add * kLayers)));
        QVERIFY(near(s.mlpBytes, 1 * add * kLayers));
        QCOMPARE(s.qkvLaunches, 2 * kLayers);
        // Memory-bound: no faster than the H100's 3.35 TB/s.
        QVERIFY2(s.qkvTimeS >= s.qkvBytes / 3.35e12 * (1 - 1e-9), qPrintable(QString("%1 s").arg(s.qkvTimeS)));
    }

    // Tensor parallelism gathers (or replicates) the input: each rank's partial gradients are whole
    // b s h until the reduce-scatter, so the sums do not shrink with t.
    void tensorParallelSumsWholeGradients() {
        Options o;
        o.tp = 4;
        const Sums s = sums(llama(o));
        QVERIFY(near(s.qkvBytes, 2 * 3 * kTokens * kH * 4.0 * kLayers));
    }

    // Compiled (torchtitan in bf16: a 16-bit stream): inductor folds the add into the kernel that
    // reads the sum, so each extra gradient is read once more, 2 bytes a value, and launches
    // nothing of its own.
    void compiledReadsEachExtraGradientOnce() {
        Options o;
        o.implementation = "torchtitan";
        o.precision = "bf16-mixed";
        o.compile = true;
        o.zero = 3;
        const Sums s = sums(llama(o));
        QVERIFY2(near(s.qkvBytes, 2 * kTokens * kH * 2.0 * kLayers),
                 qPrintable(QString("%1 bytes, by hand %2").arg(s.qkvBytes).arg(2 * kTokens * kH * 2.0 * kLayers)));
        QVERIFY(near(s.mlpBytes, 1 * kTokens * kH * 2.0 * kLayers));
        QCOMPARE(s.qkvLaunches, 0.0);
        o.compile = false; // eager torchtitan: the adds, in the 16-bit stream
        QVERIFY(near(sums(llama(o)).qkvBytes, 2 * 3 * kTokens * kH * 2.0 * kLayers));
    }

    // Fused projections have one input gradient: Megatron's QKV and fc1, a GPT-2-style
    // (LayerNorm) block's. A mixture of experts sums q, k, v but not its experts' inputs.
    void fusedProjectionsSumNothing() {
        Options o;
        o.implementation = "megatron";
        QVERIFY(!sums(llama(o)).found);
        o.implementation = "pytorch-sdpa";
        o.norm = "layernorm";
        QVERIFY(!sums(llama(o)).found);
        o.norm = "rmsnorm";
        o.experts = 4;
        const Sums moe = sums(llama(o));
        QVERIFY(near(moe.qkvBytes, 2 * 3 * kTokens * kH * 4.0 * kLayers));
        QCOMPARE(moe.mlpBytes, 0.0);
    }
};

QTEST_APPLESS_MAIN(TestProjectionGradients)
#include "tst_projectiongradients.moc"
