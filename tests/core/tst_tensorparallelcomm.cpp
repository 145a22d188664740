// Tensor parallelism's collectives per micro-batch (core/steptime/stepcommunication.cpp), worked by hand
// on a DGX A100 (resources/gpus.json: 230 GB/s NCCL bus bandwidth in a node, 5 us per ring
// step): the layers' 4 (6 with full recomputation), the LM head's input gradient and, without
// pipelining, the embedding's output, each an all-reduce of b s h (with sequence parallelism a
// reduce-scatter and an all-gather); and the vocab-parallel cross-entropy's three all-reduces of
// one fp32 value per token (Megatron-LM megatron/mpu/cross_entropy.py).
#include "core/evaluate.h"
#include "core/explain.h"

#include "scenariohelpers.h"

#include <QTest>

#include <cmath>
#include <string>

using namespace rooflab;

namespace {

constexpr double kAlpha = 5e-6; // seconds per ring step
constexpr double kBus = 230e9;  // bytes/s inside a node
constexpr int kHidden = 2048, kMicro = 4, kSeq = 2048, kMicroBatches = 4;

// A 24-layer GPT in fp16 on A100s, Megatron, t-way tensor and p-way pipeline parallelism, one replica.
std::string gpt(int tp, int pp, bool sp, const char* checkpointing) {
    return std::string(
               R"({"version":1,"model":{"layers":24,"d_model":2048,"heads":16,"d_ff":8192,"vocab":51200,"mlp":"gelu",)"
               R"("positions":2048,"tied_embeddings":true,"biases":true,"norm":"layernorm"},)"
               R"("precision":"fp16-mixed","optimizer":"adam","training":{"micro_batch":4,"seq_len":2048,"grad_accum":4,)"
               R"("implementation":"megatron","checkpointing":")") +
           checkpointing + R"("},"parallel":{"gpus":)" + std::to_string(tp * pp) + R"(,"tp":)" + std::to_string(tp) +
           R"(,"pp":)" + std::to_string(pp) + R"(,"sequence_parallel":)" + (sp ? "true" : "false") +
           R"(},"hardware":{"gpu":"a100-80gb"}})";
}

// One all-reduce over t GPUs of `bytes`: 2 (t - 1) steps, 2 (t - 1)/t x bytes sent.
double allReduce(double bytes, int t) {
    return 2.0 * (t - 1) * kAlpha + 2.0 * (t - 1) / t * bytes / kBus;
}
// One reduce-scatter or all-gather: t - 1 steps, (t - 1)/t x bytes.
double gather(double bytes, int t) {
    return (t - 1) * kAlpha + double(t - 1) / t * bytes / kBus;
}

bool near(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestTensorParallelComm : public QObject {
    Q_OBJECT

private slots:
    void workedByHand_data() {
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<bool>("sp");
        QTest::addColumn<QString>("checkpointing");
        QTest::addColumn<double>("activationCollectives"); // per micro-batch, counted by hand
        // 24 layers x 4, + the LM head and the embedding (one stage holds both).
        QTest::newRow("t4") << 4 << 1 << false << "none" << 98.0;
        // 24 layers x 6 (the recomputed forward repeats its 2), + 2.
        QTest::newRow("t4 full recompute") << 4 << 1 << false << "full" << 146.0;
        // Each becomes a reduce-scatter and an all-gather: (96 + 2) x 2.
        QTest::newRow("t4 sequence parallel") << 4 << 1 << true << "none" << 196.0;
        // The last of 2 stages: 12 layers x 4, + the LM head (the embedding is on the first).
        QTest::newRow("t2 p2") << 2 << 2 << false << "none" << 49.0;
    }
    void workedByHand() {
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(bool, sp);
        QFETCH(QString, checkpointing);
        QFETCH(double, activationCollectives);
        ROOFLAB_SCENARIO(sc, gpt(tp, pp, sp, checkpointing.toStdString().c_str()));
        const Report r = evaluate(sc);
        const double activations = double(kMicro) * kSeq * kHidden * 2.0; // b s h, fp16
        const double one = sp ? gather(activations, tp) : allReduce(activations, tp);
        const double loss = 3.0 * allReduce(double(kMicro) * kSeq * 4.0, tp); // b s fp32 values, 3 times
        const double expected = kMicroBatches * (activationCollectives * one + loss);
        QVERIFY2(near(r.step.commS.tp, expected),
                 qPrintable(QString("%1 s, by hand %2 s").arg(r.step.commS.tp, 0, 'g', 12).arg(expected, 0, 'g', 12)));
        QCOMPARE(r.step.exposedCommS.tp, r.step.commS.tp); // on the critical path
    }

    // Without tensor parallelism there is nothing to reduce.
    void noneWithoutTensorParallelism() {
        ROOFLAB_SCENARIO(sc, gpt(1, 1, false, "none"));
        QCOMPARE(evaluate(sc).step.commS.tp, 0.0);
    }

    // The derivation of the tensor-parallel time names the loss's all-reduces beside the
    // activations' collectives, with the count's rule.
    void derivationNamesTheLossAllReduces() {
        ROOFLAB_SCENARIO(sc, gpt(4, 2, false, "none"));
        Trace trace;
        evaluate(sc, &trace);
        const std::string text = test::joined(explainFigure(trace, "step.comm.tp", plainExplainStyle()).lines);
        QVERIFY2(text.find("vocab-parallel cross-entropy all-reduces") != std::string::npos, text.c_str());
        QVERIFY2(text.find("+ 1 for the LM head") != std::string::npos, text.c_str());
    }
};

QTEST_APPLESS_MAIN(TestTensorParallelComm)
#include "tst_tensorparallelcomm.moc"
