// What the step waits for to synchronise gradients besides the data-parallel collective
// (core/steptime/gradientsync.h): the reduction buffers' passes over the gradients on the compute stream
// (in place 2, PyTorch DDP's bucket copies 4, Megatron-LM 2021's flattening 6 times the
// gradient's bytes per element), and the tied embeddings' all-reduce between the pipeline's
// first and last stage.
#include "core/evaluate.h"
#include "core/io/reportio.h"
#include "core/io/scenarioio.h"
#include "core/roofline/kernellaunches.h"
#include "core/steptime/gradientsync.h"
#include "core/steptime/stepefficiency.h"
#include "core/steptime/steptimeline.h"

#include "scenariohelpers.h"

#include <QTest>

#include <cmath>
#include <string>

using namespace rooflab;

namespace {

// A 24-layer GPT (tied embeddings) on A100s, Megatron, data parallelism d = gpus / (tp pp).
std::string gpt(int gpus, int tp, int pp, const char* extraTraining = "", const char* implementation = "megatron",
                int zero = 0) {
    return std::string(
               R"({"version":1,"model":{"layers":24,"d_model":2048,"heads":16,"d_ff":8192,"vocab":51200,"mlp":"gelu",)"
               R"("positions":2048,"tied_embeddings":true,"biases":true,"norm":"layernorm"},)"
               R"("precision":"fp16-mixed","optimizer":"adam","training":{"micro_batch":4,"seq_len":2048,"grad_accum":4,"implementation":")") +
           implementation + "\"" + extraTraining + R"(},"parallel":{"gpus":)" + std::to_string(gpus) + R"(,"tp":)" +
           std::to_string(tp) + R"(,"pp":)" + std::to_string(pp) + R"(,"zero":)" + std::to_string(zero) +
           R"(},"hardware":{"gpu":"a100-80gb"}})";
}

bool near(double a, double b, double tolerance = 1e-12) {
    return std::abs(a - b) <= tolerance * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestGradientSync : public QObject {
    Q_OBJECT

private slots:
    // Bytes moved per gradient element, by what the reduction keeps its gradients in; none with
    // one replica, under ZeRO-3, or under a PyTorch implementation's ZeRO (DeepSpeed, FSDP).
    void passesPerElement() {
        ROOFLAB_SCENARIO(megatron, gpt(8, 1, 1));
        QCOMPARE(megatron.training.resolvedGradBuffers(), GradientBuffers::InPlace);
        QCOMPARE(gradientBufferPassesPerElement(megatron, 8), 2.0);
        QCOMPARE(gradientBufferPassesPerElement(megatron, 1), 0.0);
        megatron.training.gradBuffers = GradientBuffers::Flattened;
        QCOMPARE(gradientBufferPassesPerElement(megatron, 8), 6.0);
        megatron.parallel.zeroStage = 1; // Megatron's distributed optimizer reduces the same buffer
        megatron.training.gradBuffers = GradientBuffers::Auto;
        QCOMPARE(gradientBufferPassesPerElement(megatron, 8), 2.0);
        megatron.parallel.zeroStage = 3;
        QCOMPARE(gradientBufferPassesPerElement(megatron, 8), 0.0);

        ROOFLAB_SCENARIO(ddp, gpt(8, 1, 1, "", "pytorch-sdpa"));
        QCOMPARE(ddp.training.resolvedGradBuffers(), GradientBuffers::BucketCopies);
        QCOMPARE(gradientBufferPassesPerElement(ddp, 8), 4.0);
        ddp.training.gradBuffers = GradientBuffers::InPlace; // DDP(gradient_as_bucket_view=True)
        QCOMPARE(gradientBufferPassesPerElement(ddp, 8), 2.0);
        ddp.parallel.zeroStage = 2;
        QCOMPARE(gradientBufferPassesPerElement(ddp, 8), 0.0);
    }

    // The passes take this GPU's gradients x bytes per element / the achieved bandwidth, plus a
    // launch gap per kernel; flattening adds 4 bytes per fp16 gradient element to in place and
    // nothing else in the step.
    void passesInTheStep() {
        ROOFLAB_SCENARIO(inPlace, gpt(16, 2, 1, R"(,"overlap_grad_reduce":false)"));
        ROOFLAB_SCENARIO(flattened, gpt(16, 2, 1, R"(,"overlap_grad_reduce":false,"grad_buffers":"flattened")"));
        const Report a = evaluate(inPlace);
        const Report b = evaluate(flattened);
        QCOMPARE(inPlace.precision.gradients, DType::FP16);
        const StepEfficiency& eff = StepEfficiency::published();
        const double bandwidth = inPlace.gpu.bandwidth * eff.memoryFraction;
        const double params = a.parameterCount / 2.0; // t = 2
        const double tensors = parameterTensorsPerLayer(inPlace) * 24 + 2;
        const double expectedInPlace = params * 2 * 2 / bandwidth + std::ceil(params / 4e7) * eff.launchGapS;
        const double expectedFlattened =
            params * 6 * 2 / bandwidth + (tensors + std::ceil(tensors / 128.0) + 1) * eff.launchGapS;
        QVERIFY2(near(a.step.gradBuffersS, expectedInPlace, 1e-9),
                 qPrintable(QString::number(a.step.gradBuffersS) + " vs " + QString::number(expectedInPlace)));
        QVERIFY(near(b.step.gradBuffersS, expectedFlattened, 1e-9));
        QCOMPARE(a.step.exposedCommS.dp, a.step.commS.dp + a.step.gradBuffersS);
        QVERIFY(near(b.step.timeS - a.step.timeS, b.step.gradBuffersS - a.step.gradBuffersS, 1e-9));
        QCOMPARE(a.step.tiedEmbeddingS, 0.0); // no pipeline
        // One replica: nothing to reduce, no passes.
        ROOFLAB_SCENARIO(alone, gpt(2, 2, 1, R"(,"grad_buffers":"flattened")"));
        QCOMPARE(evaluate(alone).step.gradBuffersS, 0.0);
    }

    // Tied embeddings on a pipeline: V h / t gradients all-reduced between the first and the last
    // stage (two GPUs: the buffer once, two ring steps), here across nodes (p t = 16 > 8 per node)
    // torchtitan's FSDP2 copies on the compute stream around its collectives: after each
    // all-gather the gathered buffer into the parameters (read + write, 2 + 2 bytes a parameter
    // in fp16), again before the backward when the layer was resharded after the forward (the
    // default), and the unsharded fp16 gradient into the reduce-scatter's fp32 input (2 + 4):
    // 4 + 4 + 6 = 14 bytes a parameter and micro-batch; 10 keeping the layers gathered. One
    // layer of this GPT: 4 h^2 + 4 h + 2 h f + f + h + two LayerNorms' 4 h = 50,358,272
    // parameters. FSDP1 (LLM Foundry's Composer) and one GPU copy nothing.
    void fsdp2CopiesAroundItsCollectives() {
        const double layer = 4.0 * 2048 * 2048 + 4 * 2048 + 2.0 * 2048 * 8192 + 8192 + 2048 + 4 * 2048;
        const std::string name = "FSDP2 copy-out and copy-in";
        const auto copies = [&](const std::string& json) -> double {
            Scenario sc;
            if (!test::parse(json, sc))
                return -1;
            if (double(countParameters(sc.model.arch).perLayer) != layer)
                return -2; // the hand count above no longer matches the model
            const Report r = evaluate(sc);
            for (const RooflineOp& op : r.roofline.ops)
                if (op.name == name)
                    return op.bytes;
            return 0;
        };
        const std::string fsdp = gpt(8, 1, 1, "", "torchtitan", 3);
        QCOMPARE(copies(fsdp), 24 * layer * 14.0);
        std::string kept = fsdp;
        kept.replace(kept.find("\"zero\":3"), 8, "\"zero\":3,\"reshard_after_forward\":\"never\"");
        QCOMPARE(copies(kept), 24 * layer * 10.0);
        QCOMPARE(copies(gpt(1, 1, 1, "", "torchtitan", 3)), 0.0);
        QCOMPARE(copies(gpt(8, 1, 1, "", "llm-foundry", 3)), 0.0);
        // They are step time: the FSDP2 step is slower than the same step without them by
        // their bytes at the eager kernels' share of 0.8 of the bandwidth (no torch.compile).
        ROOFLAB_SCENARIO(sc, fsdp);
        const Report r = evaluate(sc);
        double timed = 0;
        for (size_t i = 0; i < r.roofline.ops.size(); ++i)
            if (r.roofline.ops[i].name == name)
                timed = r.step.opTimeS[i];
        QVERIFY(timed > 0);
        QVERIFY(near(timed, 24 * layer * 14.0 / (r.roofline.bandwidth * 0.8) * 1.287, 1e-3));
    }

    // at one NIC's bandwidth; with one replica it is all the dp time there is.
    void tiedEmbeddingAllReduce() {
        ROOFLAB_SCENARIO(sc, gpt(16, 4, 4));
        const Report r = evaluate(sc);
        const NetworkSpec net = resolveNetwork(sc);
        const double bytes = 51200.0 * 2048 / 4 * 2; // fp16 gradients
        const double expected = 2 * net.latency + bytes / net.interBandwidth;
        QVERIFY2(near(r.step.tiedEmbeddingS, expected, 1e-9),
                 qPrintable(QString::number(r.step.tiedEmbeddingS) + " vs " + QString::number(expected)));
        QCOMPARE(r.step.gradBuffersS, 0.0); // d = 1
        QVERIFY(near(r.step.exposedCommS.dp, r.step.tiedEmbeddingS));
        // Inside one node (p t = 4): NVLink's bandwidth.
        ROOFLAB_SCENARIO(small, gpt(4, 2, 2));
        const Report s = evaluate(small);
        QVERIFY(near(s.step.tiedEmbeddingS, 2 * net.latency + 51200.0 * 2048 / 2 * 2 / net.intraBandwidth, 1e-9));
        // Untied (an LM head of its own) or no pipeline: none.
        sc.model.arch.tiedEmbeddings = false;
        QCOMPARE(evaluate(sc).step.tiedEmbeddingS, 0.0);
        ROOFLAB_SCENARIO(flat, gpt(4, 4, 1));
        QCOMPARE(evaluate(flat).step.tiedEmbeddingS, 0.0);
    }

    // The timeline still ends where the step ends; the JSON and the text name both terms.
    void timelineAndDerivation() {
        ROOFLAB_SCENARIO(sc, gpt(64, 4, 4, R"(,"grad_buffers":"flattened","overlap_grad_reduce":false)"));
        const Report r = evaluate(sc);
        QVERIFY(r.step.gradBuffersS > 0 && r.step.tiedEmbeddingS > 0);
        const StepTimeline tl = buildStepTimeline(sc, r);
        QVERIFY(near(tl.totalS, r.step.timeS, 1e-9));
        ROOFLAB_SCENARIO(overlapped, gpt(64, 4, 4));
        const Report o = evaluate(overlapped);
        QVERIFY(near(buildStepTimeline(overlapped, o).totalS, o.step.timeS, 1e-9));
        const std::string json = reportToJson(sc, r);
        QVERIFY(json.find("\"grad_buffers_s\"") != std::string::npos);
        QVERIFY(json.find("\"tied_embedding_allreduce_s\"") != std::string::npos);
        const std::string text = reportToText(sc, r);
        QVERIFY2(text.find("of which gradient buffer passes") != std::string::npos, text.c_str());
        QVERIFY(text.find("of which tied embedding all-reduce") != std::string::npos);
        QVERIFY(reportToText(overlapped, o).find("of which gradient buffer passes") != std::string::npos);
    }

    // training.grad_buffers: read, written back only when not auto, a bad value refused.
    void scenarioKey() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"training":{"grad_buffers":"bucket_copies"}})");
        QCOMPARE(sc.training.gradBuffers, GradientBuffers::BucketCopies);
        const std::string saved = serializeScenario(sc);
        QVERIFY(saved.find("\"grad_buffers\": \"bucket_copies\"") != std::string::npos);
        const ScenarioParseResult again = parseScenario(saved);
        QVERIFY(again.ok);
        QCOMPARE(again.scenario.training.gradBuffers, GradientBuffers::BucketCopies);
        ROOFLAB_SCENARIO(plain, R"({"version":1})");
        QVERIFY(serializeScenario(plain).find("grad_buffers") == std::string::npos);
        const ScenarioParseResult bad = parseScenario(R"({"version":1,"training":{"grad_buffers":"copied"}})");
        QVERIFY(!bad.ok);
        QVERIFY(bad.errors.front().find("grad_buffers") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestGradientSync)
#include "tst_gradientsync.moc"
