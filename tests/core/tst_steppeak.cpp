// The peak of a training step: the PyTorch profiles' saved tensors against the audit of real
// autograd graphs (validation/audit.txt), the loss and optimizer transients against PyTorch's
// code, and the moments' bookkeeping.
#include "core/memory/pytorchactivations.h"
#include "core/memory/steppeak.h"
#include "core/memory/steptransients.h"
#include "core/memory/trainingmemory.h"
#include "core/model/architecture.h"
#include "scenariohelpers.h"

#include <QTest>

#include <cmath>
#include <cstring>
#include <random>
#include <string>

using namespace rooflab;
using namespace rooflab::test;

namespace {

// The audit's shapes (PyTorch 1.13 on the CPU, validation/audit.txt): b = 2, s = 48, h = 160, 5 heads of 32; GPT-2 d_ff
// 4h, Llama GQA with one key/value head and d_ff 432.
std::string auditScenario(const std::string& family, const std::string& precision, bool dropout) {
    const bool llama = family == "llama";
    return std::string(R"({"version":1,"model":{"layers":1,"d_model":160,"heads":5,"head_dim":32,)") +
           (llama
                ? R"("kv_heads":1,"d_ff":432,"mlp":"swiglu","norm":"rmsnorm","vocab":1000,"biases":false)"
                : R"("kv_heads":5,"d_ff":640,"mlp":"gelu","norm":"layernorm","vocab":1000,"positions":64,"biases":true,"tied_embeddings":true)") +
           R"(},"precision":")" + precision + R"(","training":{"micro_batch":2,"seq_len":48,"flash_attention":false,)" +
           R"("implementation":"pytorch-eager","loss":"eager","backend":"cpu","pytorch":"1.13","dropout":)" +
           (dropout ? "true" : "false") + R"(},"overhead_gib":0})";
}

// Llama of 2 layers (h 384, 6 heads, d_ff 1024, V 5,000), 768 tokens, fp32 SGD, every layer
// checkpointed: measured 122,170,840 bytes at its peak, in the first layer's attention backward
// (validation/harness.py, torch 1.13.1 CPU; predicted at 0.826 of it before, 015c3f8).
std::string checkpointedLlama(const char* attention) {
    return std::string(R"({"version":1,"model":{"layers":2,"d_model":384,"heads":6,"kv_heads":6,"head_dim":64,
        "d_ff":1024,"mlp":"swiglu","vocab":5000,"tied_embeddings":false,"biases":false,"norm":"rmsnorm"},
        "precision":"fp32","optimizer":"sgd","training":{"micro_batch":1,"seq_len":768,"checkpointing":"full",
        "flash_attention":false,"implementation":")") +
           attention + R"(","loss":"eager","backend":"cpu","pytorch":"1.13"},"overhead_gib":0})";
}

double sum(const TrainingMemory& m) {
    return m.weights + m.weightsGathered + m.quantizedWeights + m.gradients + m.masterWeights + m.optimizerStates +
           m.activations + m.recompute + m.weightCopies + m.logits + m.lossBuffers + m.optimizerScratch + m.overhead;
}

} // namespace

class TestStepPeak : public QObject {
    Q_OBJECT
private slots:
    // Bytes per token one block saves, as listed by torch.autograd.graph.saved_tensors_hooks on
    // torch 1.13 CPU (validation/audit.txt, "summary").
    void eagerBlockMatchesTheAudit_data() {
        QTest::addColumn<QString>("family");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<bool>("dropout");
        QTest::addColumn<double>("bytesPerToken");
        QTest::newRow("gpt2 fp32") << "gpt2"
                                   << "fp32" << false << 18896.0;
        QTest::newRow("gpt2 fp32 dropout") << "gpt2"
                                           << "fp32" << true << 22096.0;
        QTest::newRow("gpt2 bf16") << "gpt2"
                                   << "bf16-pure" << false << 9448.0;
        QTest::newRow("gpt2 bf16 dropout") << "gpt2"
                                           << "bf16-pure" << true << 11048.0;
        QTest::newRow("gpt2 amp") << "gpt2"
                                  << "amp-bf16" << false << 10096.0;
        QTest::newRow("gpt2 amp dropout") << "gpt2"
                                          << "amp-bf16" << true << 11696.0;
        QTest::newRow("llama fp32") << "llama"
                                    << "fp32" << false << 15560.0;
        QTest::newRow("llama fp32 dropout") << "llama"
                                            << "fp32" << true << 18760.0;
        QTest::newRow("llama bf16") << "llama"
                                    << "bf16-pure" << false << 10024.0;
        QTest::newRow("llama bf16 dropout") << "llama"
                                            << "bf16-pure" << true << 11144.0;
        QTest::newRow("llama amp") << "llama"
                                   << "amp-bf16" << false << 11624.0;
        QTest::newRow("llama amp dropout") << "llama"
                                           << "amp-bf16" << true << 13224.0;
    }
    void eagerBlockMatchesTheAudit() {
        QFETCH(QString, family);
        QFETCH(QString, precision);
        QFETCH(bool, dropout);
        QFETCH(double, bytesPerToken);
        ROOFLAB_SCENARIO(sc, auditScenario(family.toStdString(), precision.toStdString(), dropout));
        const double tokens = 2 * 48;
        const NoTrace* none = nullptr;
        const double bytes = pytorchLayerBytes(sc, memoryInputsOf(sc), false, const_cast<NoTrace*>(none));
        QCOMPARE(bytes / tokens, bytesPerToken);
    }

    // Megatron (the default) keeps Korthikanti's accounting and a persistent gradient buffer:
    // the peak is the start of the backward and equals the sum the papers write.
    void megatronPeakIsTheClassicSum() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-7b","training":{"checkpointing":"full"}})");
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(m.peakPhase, StepPhase::Backward);
        QCOMPARE(m.gradients, m.allGradients);
        QCOMPARE(m.activations, m.savedActivations);
        QVERIFY(m.recompute > 0);
        QCOMPARE(m.lossBuffers, 0.0);
        QCOMPARE(m.optimizerScratch, 0.0);
        QCOMPARE(m.total, sum(m));
    }

    // The peak is the largest phase, and the components at the peak add up to it.
    void peakIsTheLargestPhase_data() {
        QTest::addColumn<QString>("json");
        QTest::newRow("eager amp") << QString::fromStdString(auditScenario("llama", "amp-bf16", true));
        QTest::newRow("eager gpt2 fp32") << QString::fromStdString(auditScenario("gpt2", "fp32", false));
        QTest::newRow("big model, small batch")
            << R"({"version":1,"model":"llama2-7b","precision":"amp-bf16","training":{"seq_len":256,"implementation":"pytorch-eager","loss":"eager"}})";
        QTest::newRow("sdpa, full recompute")
            << R"({"version":1,"model":"llama3-8b","training":{"implementation":"pytorch-sdpa","loss":"chunked","checkpointing":"full"}})";
        QTest::newRow("megatron zero-3")
            << R"({"version":1,"model":"llama3-70b","parallel":{"gpus":64,"zero":3,"tp":8}})";
    }
    void peakIsTheLargestPhase() {
        QFETCH(QString, json);
        ROOFLAB_SCENARIO(sc, json.toStdString());
        const TrainingMemory m = computeTrainingMemory(sc);
        double largest = 0;
        for (double phase : m.phasePeaks)
            largest = std::max(largest, phase);
        QCOMPARE(m.total, largest);
        QCOMPARE(m.phasePeaks[size_t(m.peakPhase)], m.total);
        QCOMPARE(sum(m), m.total);
        QCOMPARE(m.fits, m.total <= m.capacity);
    }

    // A 7B model with a short sequence peaks in the optimizer step: every gradient exists, the
    // activations are gone; with the foreach kernels the scratch is a whole state's size.
    void optimizerStepCanBeThePeak() {
        ROOFLAB_SCENARIO(
            sc,
            R"({"version":1,"model":"llama2-7b","precision":"amp-bf16","training":{"seq_len":256,"implementation":"pytorch-eager","loss":"eager"}})");
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(m.peakPhase, StepPhase::Optimizer);
        QCOMPARE(m.activations, 0.0);
        QCOMPARE(m.gradients, m.allGradients);
        QCOMPARE(m.optimizerScratch, m.optimizerParts[1].bytes); // torch._foreach_sqrt of the variances
    }

    // zero_grad(set_to_none=True): the forward runs without gradients; with set_to_none=False
    // they are there all along.
    void freedGradientsAreNotInTheForward() {
        ROOFLAB_SCENARIO(freed, auditScenario("llama", "fp32", false));
        Scenario kept = freed;
        kept.training.gradsFreed = false;
        const TrainingMemory a = computeTrainingMemory(freed), b = computeTrainingMemory(kept);
        QCOMPARE(b.phasePeaks[0] - a.phasePeaks[0], a.allGradients);
        QCOMPARE(a.phasePeaks[3], b.phasePeaks[3]); // the optimizer step sees them either way
        // Megatron's buffer persists whatever the flag says.
        ROOFLAB_SCENARIO(megatron, R"({"version":1,"model":"llama2-7b","training":{"grads_freed":true}})");
        const TrainingMemory c = computeTrainingMemory(megatron);
        QCOMPARE(c.peakPhase, StepPhase::Backward);
        QCOMPARE(c.gradients, c.allGradients);
    }

    // Eager cross-entropy: log_softmax keeps fp32 log-probabilities; at the start of the
    // backward nll_loss's and log_softmax's gradients join them (3 fp32 logits-sized buffers);
    // 16-bit logits are first copied to fp32.
    void eagerLossBuffers() {
        const double values = 2.0 * 48 * 1000;
        ROOFLAB_SCENARIO(fp32, auditScenario("gpt2", "fp32", false));
        TrainingMemory m = computeTrainingMemory(fp32);
        QCOMPARE(m.phasePeaks[1] - m.phasePeaks[0], 4 * values);
        ROOFLAB_SCENARIO(bf16, auditScenario("gpt2", "bf16-pure", false));
        m = computeTrainingMemory(bf16);
        QCOMPARE(m.phasePeaks[1] - m.phasePeaks[0], 8 * values);
        QCOMPARE(m.logits, 2 * values);
        Scenario fused = bf16;
        fused.training.loss = LossKind::Fused;
        QVERIFY(computeTrainingMemory(fused).total < m.total);
    }

    // torch.compile'd cross-entropy (torchtitan's build_cross_entropy_loss from e7c0cae): the
    // upcast and log-softmax fuse into reductions over the 16-bit logits, which the compiled
    // graph saves; its backward writes one 16-bit gradient (Inductor's scatter_upon_const_tensor).
    // So the loss adds nothing to the forward's logits, and the backward starts with the logits
    // and their gradient: 2 x 96 tokens x 1000 logits x 2 bytes, not eager's 3 fp32 buffers.
    void compiledLossBuffers() {
        const double values = 2.0 * 48 * 1000;
        ROOFLAB_SCENARIO(sc, auditScenario("gpt2", "bf16-pure", false));
        sc.training.loss = LossKind::Compiled;
        NoTrace* none = nullptr;
        const StepTransients t = stepTransients(sc, memoryInputsOf(sc), Traced(0), Traced(0), none);
        QCOMPARE(t.logits.value, 2 * values);
        QCOMPARE(t.lossForward.value, 0.0);
        QCOMPARE(t.lossBackward.value, 2 * values);
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(m.phasePeaks[1], m.phasePeaks[0]); // the loss adds nothing to the forward
        Scenario eager = sc;
        eager.training.loss = LossKind::Eager;
        const StepTransients e = stepTransients(eager, memoryInputsOf(eager), Traced(0), Traced(0), none);
        QCOMPARE(e.lossBackward.value, 3 * 4 * values);
        ROOFLAB_SCENARIO(parsed, R"({"version":1,"training":{"implementation":"torchtitan","loss":"compiled"}})");
        QCOMPARE(parsed.training.loss, LossKind::Compiled);
        QVERIFY(serializeScenario(parsed).find(R"("loss": "compiled")") != std::string::npos);
    }

    // torchtitan under tensor parallelism runs the eager loss in PyTorch's loss_parallel() on
    // logits sharded over the vocabulary (torch/distributed/tensor/parallel/loss.py): its
    // _log_softmax holds the fp32 copy, the shifted logits and their exp (3 fp32 buffers), its
    // fused nll + log-softmax backward the log-probabilities, zeros, exp and their sum (4).
    // 96 tokens x 1000 / 5 = 19,200 logits on each of 5 GPUs.
    void lossParallelBuffers() {
        const double values = 2.0 * 48 * 1000 / 5;
        ROOFLAB_SCENARIO(sc, auditScenario("gpt2", "bf16-pure", false));
        sc.training.implementation = Implementation::Torchtitan;
        sc.parallel.tensorParallel = 5;
        NoTrace* none = nullptr;
        const StepTransients t = stepTransients(sc, memoryInputsOf(sc), Traced(0), Traced(0), none);
        QCOMPARE(t.logits.value, 2 * values);
        QCOMPARE(t.lossForward.value, 3 * 4 * values);
        QCOMPARE(t.lossBackward.value, 4 * 4 * values);
        // Hugging Face code under the same tensor parallelism keeps the eager op's buffers.
        Scenario hf = sc;
        hf.training.implementation = Implementation::PyTorchSdpa;
        const StepTransients e = stepTransients(hf, memoryInputsOf(hf), Traced(0), Traced(0), none);
        QCOMPARE(e.lossForward.value, 2 * 4 * values);
        QCOMPARE(e.lossBackward.value, 3 * 4 * values);
    }

    // The embedding's backward, beside every gradient (measured with the malloc counter, torch
    // 1.13 CPU): its dense 1000 x 160 gradient, with tied embeddings summed out of place with the
    // output layer's (2 tensors), and where gradients persist the one waiting or new (+1).
    // Megatron's fused accumulation and a frozen embedding make none.
    void embeddingBackwardBesideEveryGradient_data() {
        QTest::addColumn<QString>("family");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<bool>("gradsFreed");
        QTest::addColumn<double>("tensors");
        QTest::addColumn<double>("bytesEach");
        QTest::newRow("gpt2 tied, freed") << "gpt2"
                                          << "fp32" << true << 2.0 << 4.0;
        QTest::newRow("gpt2 tied, kept") << "gpt2"
                                         << "fp32" << false << 3.0 << 4.0;
        QTest::newRow("gpt2 tied, bf16") << "gpt2"
                                         << "bf16-pure" << true << 2.0 << 2.0;
        QTest::newRow("gpt2 tied, autocast") << "gpt2"
                                             << "amp-bf16" << true << 2.0 << 4.0;
        QTest::newRow("llama untied, freed") << "llama"
                                             << "fp32" << true << 0.0 << 4.0;
        QTest::newRow("llama untied, kept") << "llama"
                                            << "fp32" << false << 1.0 << 4.0;
    }
    void embeddingBackwardBesideEveryGradient() {
        QFETCH(QString, family);
        QFETCH(QString, precision);
        QFETCH(bool, gradsFreed);
        QFETCH(double, tensors);
        QFETCH(double, bytesEach);
        ROOFLAB_SCENARIO(sc, auditScenario(family.toStdString(), precision.toStdString(), false));
        sc.training.gradsFreed = gradsFreed;
        NoTrace* none = nullptr;
        const StepTransients t = stepTransients(sc, memoryInputsOf(sc), Traced(0), Traced(0), none);
        QCOMPARE(t.embeddingGradients.value, tensors * 1000 * 160 * bytesEach);
        Scenario megatron = sc;
        setImplementation(megatron, Implementation::Megatron);
        QCOMPARE(
            stepTransients(megatron, memoryInputsOf(megatron), Traced(0), Traced(0), none).embeddingGradients.value,
            0.0);
        Scenario lora = sc;
        lora.finetune.method = FinetuneMethod::Lora;
        QCOMPARE(stepTransients(lora, memoryInputsOf(lora), Traced(0), Traced(0), none).embeddingGradients.value, 0.0);
    }

    // Where the end of the backward is the peak (4 layers of h 288, V 8,192, 128 tokens, fp32
    // SGD: measured 80.7 MB), the gradients alive at the peak are every gradient and the two
    // 8,192 x 288 tensors of the tied embedding's backward; the report still gives all gradients apart.
    void tiedEmbeddingSumIsThePeak() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"layers":4,"d_model":288,"heads":6,"d_ff":1152,"mlp":"gelu",
            "norm":"layernorm","vocab":8192,"positions":1024,"biases":true,"tied_embeddings":true},"precision":"fp32",
            "optimizer":"sgd","training":{"micro_batch":1,"seq_len":128,"flash_attention":false,
            "implementation":"pytorch-eager","loss":"eager","backend":"cpu","pytorch":"1.13"},"overhead_gib":0})");
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(m.peakPhase, StepPhase::Backward);
        QCOMPARE(m.gradients - m.allGradients, 2.0 * 8192 * 288 * 4);
        QCOMPARE(m.activations, 0.0); // the end of the backward: every saved tensor is freed
        QVERIFY(std::abs(m.total / 80747320.0 - 1) < 0.01);
    }

    // The eager core's backward: the probabilities' and the scores' fp32 gradients (2 x 6 x 768^2
    // x 4 bytes) less what the layer freed before (its SwiGLU tensors and the output projection's
    // input); fused attention has none.
    void eagerAttentionBackward() {
        ROOFLAB_SCENARIO(sc, checkpointedLlama("pytorch-eager"));
        NoTrace* none = nullptr;
        const double scores = 2.0 * 6 * 768 * 768 * 4;
        const double mlpAndOutput = 4.0 * 768 * 1024 * 4 + 768.0 * 384 * 4;
        const double backward = pytorchAttentionBackwardBytes(sc, memoryInputsOf(sc), none).value;
        QVERIFY(backward > 0);
        QVERIFY(backward <= scores - mlpAndOutput);
        QVERIFY(backward >= scores - 2 * mlpAndOutput);
        ROOFLAB_SCENARIO(sdpa, checkpointedLlama("pytorch-sdpa"));
        QCOMPARE(pytorchAttentionBackwardBytes(sdpa, memoryInputsOf(sdpa), none).value, 0.0);
        ROOFLAB_SCENARIO(gpt2, auditScenario("gpt2", "fp32", false));
        QCOMPARE(pytorchAttentionBackwardBytes(gpt2, memoryInputsOf(gpt2), none).value, 0.0);
    }

    // Its first layer recomputes while every gradient exists but its own and the untied
    // embedding's: the peak, within 5 % of the measured one; kept gradients are all there.
    void firstLayerBackwardHoldsNearlyEveryGradient() {
        ROOFLAB_SCENARIO(sc, checkpointedLlama("pytorch-eager"));
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(m.peakPhase, StepPhase::Backward);
        const ParameterBreakdown p = countParameters(sc.model.arch);
        const double pending = double(p.embeddings + p.perLayer) / double(p.total);
        QCOMPARE(m.gradients, m.allGradients * (1 - pending));
        QVERIFY(m.recompute > 0);
        QVERIFY(std::abs(m.total / 122170840.0 - 1) < 0.05);
        Scenario kept = sc;
        kept.training.gradsFreed = false;
        QCOMPARE(computeTrainingMemory(kept).gradients, computeTrainingMemory(kept).allGradients);
    }

    // Hugging Face's GPT-2 keeps a P x P bool causal mask in every layer: 64^2 bytes beside the
    // one layer's weights; a rotary Llama and Megatron's GPT keep none.
    void gpt2KeepsItsCausalMasks() {
        ROOFLAB_SCENARIO(sc, auditScenario("gpt2", "fp32", false));
        const double params = double(countParameters(sc.model.arch).total);
        QCOMPARE(computeTrainingMemory(sc).weights, params * 4 + 64.0 * 64);
        Scenario megatron = sc;
        setImplementation(megatron, Implementation::Megatron);
        QCOMPARE(computeTrainingMemory(megatron).weights, params * 4);
        ROOFLAB_SCENARIO(llama, auditScenario("llama", "fp32", false));
        QCOMPARE(computeTrainingMemory(llama).weights, double(countParameters(llama.model.arch).total) * 4);
    }

    // torch.optim's per-tensor loop (the CPU default): Adam's sqrt and division make two
    // temporaries of the largest tensor (the 1000 x 160 embedding), Adagrad's one, SGD none.
    void perTensorOptimizerScratch_data() {
        QTest::addColumn<QString>("optimizer");
        QTest::addColumn<double>("temporaries");
        QTest::newRow("adamw") << "adamw" << 2.0;
        QTest::newRow("adagrad") << "adagrad" << 1.0;
        QTest::newRow("rmsprop") << "rmsprop" << 1.0;
        QTest::newRow("sgd-momentum") << "sgd-momentum" << 0.0;
    }
    void perTensorOptimizerScratch() {
        QFETCH(QString, optimizer);
        QFETCH(double, temporaries);
        ROOFLAB_SCENARIO(sc, auditScenario("gpt2", "fp32", false));
        const std::string id = optimizer.toStdString();
        ROOFLAB_SCENARIO(parsed, R"({"version":1,"optimizer":")" + id + R"("})");
        sc.optimizer = parsed.optimizer;
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(m.phasePeaks[3] - (m.weights + m.allGradients + m.optimizerStates + m.logits),
                 temporaries * 1000 * 160 * 4);
    }

    // Autocast keeps a 16-bit copy of every weight matrix the matmuls read (the tied LM head
    // included) from the forward until the backward.
    void autocastWeightCopies() {
        ROOFLAB_SCENARIO(sc, auditScenario("llama", "amp-bf16", false));
        const ParameterBreakdown p = countParameters(sc.model.arch);
        const TrainingMemory m = computeTrainingMemory(sc);
        const double forwardCopies =
            m.phasePeaks[0] - m.weights - m.optimizerStates - m.savedActivations - 2.0 * 48 * 1000 * 2; // bf16 logits
        QCOMPARE(forwardCopies, 2.0 * double(p.attention + p.mlp + p.lmHead));
        // The audit measured 537,600 bytes of copies in one block and 320,000 for the head.
        QCOMPARE(2.0 * double(p.attention + p.mlp) + 2.0 * double(p.lmHead), 537600.0 + 320000.0);
    }

    // Full recomputation in PyTorch (torch.utils.checkpoint) keeps each layer's input in the
    // residual stream's dtype: fp32 under autocast.
    void checkpointedInputsUnderAutocast() {
        ROOFLAB_SCENARIO(sc, auditScenario("llama", "amp-bf16", false));
        sc.model.arch.layers = 4;
        sc.training.checkpointing = Checkpointing::Full;
        const TrainingMemory m = computeTrainingMemory(sc);
        const NoTrace* none = nullptr;
        const double outside = pytorchOutsideLayerBytes(sc, memoryInputsOf(sc), const_cast<NoTrace*>(none));
        QCOMPARE(m.savedActivations - outside, 4 * (2.0 * 48 * 160 * 4));
    }

    // The new keys are read, written back and rejected with a clear message when wrong.
    void scenarioKeysRoundTrip() {
        ROOFLAB_SCENARIO(
            sc,
            R"({"version":1,"precision":"amp-fp16","training":{"implementation":"pytorch-sdpa","loss":"chunked","grads_freed":false,"backend":"cpu","optimizer_impl":"foreach"}})");
        QCOMPARE(sc.precision.preset, PrecisionPreset::AmpFP16);
        QVERIFY(sc.precision.autocast);
        QCOMPARE(sc.training.implementation, Implementation::PyTorchSdpa);
        QCOMPARE(sc.training.loss, LossKind::Chunked);
        QCOMPARE(sc.training.gradsFreed, false);
        QCOMPARE(sc.training.backend, Backend::Cpu);
        QCOMPARE(sc.training.optimizerImpl, OptimizerImpl::ForEach);
        const ScenarioParseResult again = parseScenario(serializeScenario(sc));
        QVERIFY(again.ok);
        QVERIFY(again.warnings.empty());
        QCOMPARE(serializeScenario(again.scenario), serializeScenario(sc));
        const ScenarioParseResult bad = parseScenario(R"({"version":1,"training":{"loss":"sparse"}})");
        QVERIFY(!bad.ok);
        QVERIFY(joined(bad.errors).find("training.loss") != std::string::npos);
    }

    // PyTorch 2.x's mean backward keeps no input: RMSNorm saves no fp32 square (two per layer,
    // one in the final norm), measured on an H100 (docs/validation.md). "pytorch" is written
    // only when it is 1.13 and read back.
    void pytorch2KeepsNoRmsNormSquare() {
        ROOFLAB_SCENARIO(legacy, auditScenario("llama", "bf16-pure", false));
        QCOMPARE(legacy.training.pytorch, PyTorchVersion::V1_13);
        Scenario current = legacy;
        current.training.pytorch = PyTorchVersion::V2;
        const double tokens = 2.0 * 48, h = 160, layers = legacy.model.arch.layers;
        QCOMPARE(computeTrainingMemory(legacy).savedActivations - computeTrainingMemory(current).savedActivations,
                 tokens * h * 4 * (2 * layers + 1));
        QVERIFY(serializeScenario(legacy).find(R"("pytorch": "1.13")") != std::string::npos);
        QVERIFY(serializeScenario(current).find(R"("pytorch")") == std::string::npos);
        const ScenarioParseResult again = parseScenario(serializeScenario(legacy));
        QVERIFY(again.ok);
        QCOMPARE(again.scenario.training.pytorch, PyTorchVersion::V1_13);
        const ScenarioParseResult bad = parseScenario(R"({"version":1,"training":{"pytorch":"3"}})");
        QVERIFY(!bad.ok);
        QVERIFY(joined(bad.errors).find("training.pytorch") != std::string::npos);
    }

    // SDPA's output is the o_proj input (one tensor): sdpa keeps the scores' inputs and one
    // q-wide output where eager attention keeps the same q-wide o_proj input plus the scores.
    void sdpaOutputIsTheProjectionInput() {
        ROOFLAB_SCENARIO(sc, auditScenario("llama", "bf16-pure", false));
        sc.training.pytorch = PyTorchVersion::V2;
        sc.training.implementation = Implementation::PyTorchSdpa;
        const double perLayer = computeTrainingMemory(sc).savedActivations;
        sc.model.arch.layers += 1;
        const double tokens = 2.0 * 48, h = 160, q = 160, f = 432, heads = 5;
        // fp32 norm inputs 2h, normalised 2h (bf16), 1/rms 2, projection inputs 2h, q k v and the
        // output 4q, log-sum-exp per head, MLP 4f: bytes per token.
        const double expected =
            tokens * (2 * h * 4 + 2 * h * 2 + 2 * 4 + 2 * h * 2 + 4 * q * 2 + heads * 4 + 4 * f * 2);
        QCOMPARE(computeTrainingMemory(sc).savedActivations - perLayer, expected);
    }
    // The untraced peak (the fit searches' fast path, which shares the moments' partial sums)
    // gives every figure the traced one gives, to the bit: terms of all signs and sizes, zeros,
    // ties between moments, each flag.
    void untracedPeakIsTheTracedPeak() {
        std::mt19937_64 random(14);
        std::uniform_int_distribution<int> pick(0, 9);
        std::uniform_real_distribution<double> size(0, 1e11);
        auto term = [&]() -> double {
            switch (pick(random)) {
            case 0:
            case 1:
                return 0.0;
            case 2:
                return -0.0;
            case 3:
                return -size(random) / 1e3; // no term is negative today: the paths agree all the same
            case 4:
                return 1e9; // equal terms make equal moments (ties)
            default:
                return size(random) * std::pow(10.0, -pick(random)); // sums that round: their order shows
            }
        };
        const auto same = [](double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; };
        for (int i = 0; i < 20000; ++i) {
            StepTerms t;
            for (Traced* part :
                 {&t.weights, &t.gathered, &t.gradients, &t.master, &t.states, &t.runtimeFixed, &t.adapters, &t.saved,
                  &t.recompute, &t.weightCopies, &t.quantizedWeights, &t.logits, &t.lossForward, &t.lossBackward,
                  &t.headGradients, &t.embeddingGradients, &t.firstLayerSaved, &t.attentionBackward, &t.scratch})
                *part = term();
            t.reserveShare = pick(random) < 3 ? 0.0 : size(random) / 1e12;
            t.gradientsPersist = pick(random) < 5;
            t.firstLayerPendingShare = pick(random) / 10.0;
            t.logitsUntilStepEnd = pick(random) < 5;
            TrainingMemory traced, untraced;
            Trace trace;
            computeStepPeak(t, traced, &trace, "memory");
            computeStepPeak(t, untraced, static_cast<NoTrace*>(nullptr), "memory");
            const std::array<std::pair<double, double>, 16> figures{
                {{traced.total, untraced.total},
                 {traced.weights, untraced.weights},
                 {traced.adapters, untraced.adapters},
                 {traced.weightsGathered, untraced.weightsGathered},
                 {traced.quantizedWeights, untraced.quantizedWeights},
                 {traced.gradients, untraced.gradients},
                 {traced.masterWeights, untraced.masterWeights},
                 {traced.optimizerStates, untraced.optimizerStates},
                 {traced.activations, untraced.activations},
                 {traced.recompute, untraced.recompute},
                 {traced.weightCopies, untraced.weightCopies},
                 {traced.logits, untraced.logits},
                 {traced.lossBuffers, untraced.lossBuffers},
                 {traced.optimizerScratch, untraced.optimizerScratch},
                 {traced.overhead, untraced.overhead},
                 {traced.savedActivations, untraced.savedActivations}}};
            for (const auto& [a, b] : figures)
                QVERIFY2(same(a, b),
                         qPrintable(QString("case %1: %2 != %3").arg(i).arg(a, 0, 'g', 17).arg(b, 0, 'g', 17)));
            for (size_t phase = 0; phase < 4; ++phase)
                QVERIFY(same(traced.phasePeaks[phase], untraced.phasePeaks[phase]));
            QCOMPARE(untraced.peakPhase, traced.peakPhase);
        }
    }
};

QTEST_APPLESS_MAIN(TestStepPeak)
#include "tst_steppeak.moc"
