// Training memory per GPU against the lecture's worked numbers and the ZeRO paper
// (Korthikanti et al. 2022's activations: tst_korthikanti.cpp).
#include "core/evaluate.h"
#include "core/memory/trainingmemory.h"
#include "scenariohelpers.h"

#include <QTest>
#include <cmath>
#include <fstream>
#include <sstream>

using namespace rooflab;
using rooflab::test::kGiB;

namespace {

double modelStates(const TrainingMemory& m) {
    return m.weights + m.gradients + m.masterWeights + m.optimizerStates;
}

double round1(double v) {
    return std::round(v * 10.0) / 10.0;
}

} // namespace

class TestTrainingMemory : public QObject {
    Q_OBJECT

private slots:
    // The lecture widget: a 7B model, bf16 mixed precision with AdamW, on one 80 GB H100:
    // weights 13.0, gradients 13.0, master 26.1, m 26.1, v 26.1, activations 8.0, total 112.3
    // GiB -> "needs sharding, ~2x GPUs".
    // The lecture notes count 2-byte gradients (the textbook's 16 bytes a parameter).
    void lectureWidget7B() {
        ROOFLAB_SCENARIO(
            sc,
            R"({"version":1,"model":{"params":7e9},"precision":{"preset":"bf16-mixed","gradients":"bf16"},"optimizer":"adamw",
            "training":{"micro_batch":8,"seq_len":4096,"checkpointing":"full"},"hardware":{"gpu":"h100-sxm"},
            "overhead_gib":0})");
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(round1(m.weights / kGiB), 13.0);
        QCOMPARE(round1(m.gradients / kGiB), 13.0);
        QCOMPARE(round1(m.masterWeights / kGiB), 26.1);
        QCOMPARE(m.optimizerParts.size(), std::size_t(2));
        QCOMPARE(round1(m.optimizerParts[0].bytes / kGiB), 26.1);
        QCOMPARE(round1(m.optimizerParts[1].bytes / kGiB), 26.1);
        // With full recomputation the stored layer inputs are 2 s b h per layer: 8.0 GiB here;
        // RoofLab adds the one layer being recomputed on top.
        const double storedInputs = m.activations + m.recompute - layerActivationBytes(sc, false);
        QCOMPARE(round1(storedInputs / kGiB), 8.0);
        QCOMPARE(round1((modelStates(m) + storedInputs) / kGiB), 112.3);
        QVERIFY(!m.fits);
        const FitAnswers fit = computeFitAnswers(sc);
        QCOMPARE(fit.minGpus, 0);      // plain data parallelism never shrinks the states
        QCOMPARE(fit.minGpusZero3, 2); // "needs sharding: ~2x GPUs"
    }

    // Megatron-LM keeps bf16 models' gradients in fp32 (main_grad): the lecture scenario, run as
    // Megatron runs it, holds 26.1 GiB of gradients, 18 bytes a parameter; the same mix in
    // PyTorch keeps .grad in bf16. fp16 keeps fp16 gradients in both.
    void megatronKeepsFp32Gradients() {
        std::ifstream file(std::string(ROOFLAB_RESOURCES_DIR) + "/scenarios/lecture-7b-budget.json");
        QVERIFY(file.good());
        std::stringstream text;
        text << file.rdbuf();
        ROOFLAB_SCENARIO(sc, text.str());
        QCOMPARE(sc.training.implementation, Implementation::Megatron);
        QCOMPARE(sc.precision.preset, PrecisionPreset::BF16Mixed);
        QCOMPARE(sc.precision.gradients, DType::FP32);
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(round1(m.gradients / kGiB), 26.1);
        QCOMPARE(modelStates(m) / 7e9, 18.0);
        setImplementation(sc, Implementation::PyTorchSdpa); // the named mix follows
        QCOMPARE(sc.precision.preset, PrecisionPreset::BF16Mixed);
        QCOMPARE(sc.precision.gradients, DType::BF16);
        QCOMPARE(modelStates(computeTrainingMemory(sc)) / 7e9, 16.0);
        QCOMPARE(PrecisionConfig::fromPreset(PrecisionPreset::FP16Mixed, Implementation::Megatron).gradients,
                 DType::FP16);
        // A custom mix is the user's: switching the implementation keeps it.
        sc.precision.gradients = DType::FP32;
        sc.precision.preset = PrecisionPreset::Custom;
        setImplementation(sc, Implementation::PyTorchEager);
        QCOMPARE(sc.precision.gradients, DType::FP32);
    }

    // The textbook mixes, as PyTorch keeps them (.grad in the parameter's dtype); Megatron-LM's
    // rows at the end.
    void bytesPerParameter_data() {
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QString>("optimizer");
        QTest::addColumn<double>("expected");
        QTest::addColumn<QString>("implementation");
        // accounting.md: fp32 + Adam 4 + 4 + 8 = 16; bf16 mixed + AdamW 2 + 2 + 4 + 8 = 16 (the
        // textbook's 16-bit gradients, set explicitly: Megatron's own are below).
        const char* bf16 = R"({"preset":"bf16-mixed","gradients":"bf16"})";
        QTest::addRow("fp32 adam") << "\"fp32\""
                                   << "adam" << 16.0 << "megatron";
        QTest::addRow("bf16-mixed adamw") << bf16 << "adamw" << 16.0 << "megatron";
        QTest::addRow("fp16-mixed adamw") << "\"fp16-mixed\""
                                          << "adamw" << 16.0 << "megatron";
        QTest::addRow("bf16 no master, adamw")
            << R"({"preset":"bf16-mixed","master_weights":"none","gradients":"bf16"})"
            << "adamw" << 12.0 << "megatron";
        QTest::addRow("fp32 sgd") << "\"fp32\""
                                  << "sgd" << 8.0 << "megatron";
        QTest::addRow("fp32 sgd-momentum") << "\"fp32\""
                                           << "sgd-momentum" << 12.0 << "megatron";
        QTest::addRow("fp32 adagrad") << "\"fp32\""
                                      << "adagrad" << 12.0 << "megatron";
        QTest::addRow("fp32 rmsprop") << "\"fp32\""
                                      << "rmsprop" << 12.0 << "megatron";
        QTest::addRow("bf16-mixed lion") << bf16 << "lion" << 12.0 << "megatron";
        QTest::addRow("bf16-pure adamw") << "\"bf16-pure\""
                                         << "adamw" << 8.0 << "megatron";
        // bitsandbytes: two uint8 states + an fp32 absmax per 256 values = 2.03125 bytes.
        QTest::addRow("bf16-mixed adamw-8bit") << bf16 << "adamw-8bit" << 8.0 + 2.03125 << "megatron";
        // Transformer Engine's default keeps bf16 parameters (the FP8 copies are their own
        // component, tst_lowprecision); FP8 primary weights (--fp8-param-gather) 1 byte.
        QTest::addRow("fp8-mixed adamw") << R"({"preset":"fp8-mixed","gradients":"bf16"})"
                                         << "adamw" << 2.0 + 2.0 + 4.0 + 8.0 << "megatron";
        QTest::addRow("fp8 primary weights adamw")
            << R"({"preset":"fp8-mixed","weights":"fp8-e4m3","gradients":"bf16"})"
            << "adamw" << 1.0 + 2.0 + 4.0 + 8.0 << "megatron";
        // Megatron-LM: bf16 parameters' gradients in fp32 (18 = 2 + 4 + 12, its
        // theoretical_memory_usage.py); fp16's stay fp16.
        QTest::addRow("megatron bf16-mixed adamw") << "\"bf16-mixed\""
                                                   << "adamw" << 18.0 << "megatron";
        QTest::addRow("megatron fp8-mixed adamw") << "\"fp8-mixed\""
                                                  << "adamw" << 18.0 << "megatron";
        QTest::addRow("megatron fp8 primary weights") << R"({"preset":"fp8-mixed","weights":"fp8-e4m3"})"
                                                      << "adamw" << 1.0 + 4.0 + 4.0 + 8.0 << "megatron";
        QTest::addRow("megatron fp16-mixed adamw") << "\"fp16-mixed\""
                                                   << "adamw" << 16.0 << "megatron";
        QTest::addRow("megatron bf16 grads reduced in bf16") << R"({"preset":"bf16-mixed","gradients":"bf16"})"
                                                             << "adamw" << 16.0 << "megatron";
    }
    void bytesPerParameter() {
        QFETCH(QString, precision);
        QFETCH(QString, optimizer);
        QFETCH(double, expected);
        QFETCH(QString, implementation);
        ROOFLAB_SCENARIO(sc, "{\"version\":1,\"model\":{\"params\":1e9},\"precision\":" + precision.toStdString() +
                                 ",\"optimizer\":\"" + optimizer.toStdString() +
                                 "\",\"training\":{\"implementation\":\"" + implementation.toStdString() + "\"}}");
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(modelStates(m) / 1e9, expected);
    }

    // Adafactor keeps row and column statistics for matrices: far below one value per parameter.
    void adafactorFactoredStates() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-7b","precision":"fp32","optimizer":"adafactor"})");
        const TrainingMemory m = computeTrainingMemory(sc);
        const double params = 6738415616.0;
        QVERIFY(m.optimizerStates > 0);
        QVERIFY(m.optimizerStates / params < 0.01 * 4);
    }

    // ZeRO paper (Rajbhandari et al. 2020), Fig. 1: 7.5B parameters, 64 GPUs, K = 12, fp16 mixed
    // precision (2 + 2 bytes of parameters and gradients):
    // 120 / 31.4 / 16.6 / 1.9 GB for stages 0 / 1 / 2 / 3.
    void zeroStages_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<double>("expectedGB");
        QTest::addRow("stage 0") << 0 << 120.0;
        QTest::addRow("stage 1") << 1 << 31.4;
        QTest::addRow("stage 2") << 2 << 16.6;
        QTest::addRow("stage 3") << 3 << 1.9;
    }
    void zeroStages() {
        QFETCH(int, stage);
        QFETCH(double, expectedGB);
        ROOFLAB_SCENARIO(
            sc, R"({"version":1,"model":{"params":7.5e9},"precision":"fp16-mixed","parallel":{"gpus":64,"zero":)" +
                    std::to_string(stage) + "}}");
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(round1(modelStates(m) / 1e9), expectedGB);
        // Stage 3 also gathers whole layers for compute; shown separately, never for stages 0-2.
        QCOMPARE(m.weightsGathered > 0, stage == 3);
    }

    // The lecture: 8 x 80 GB / 16 bytes per parameter = 40B; with the 79.18 GiB (85.0 GB) an
    // H100 really offers, 42.5B; at 12 bytes (no master) 56.7B; at Megatron's 18 (fp32
    // gradients) 37.8B.
    void largestModelOn8H100_data() {
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("napkinBillions");
        QTest::addRow("16 B/param") << R"({"preset":"bf16-mixed","gradients":"bf16"})" << 42.5;
        QTest::addRow("12 B/param") << R"({"preset":"bf16-mixed","master_weights":"none","gradients":"bf16"})" << 56.7;
        QTest::addRow("18 B/param (Megatron)") << "\"bf16-mixed\"" << 37.8;
    }
    void largestModelOn8H100() {
        QFETCH(QString, precision);
        QFETCH(double, napkinBillions);
        ROOFLAB_SCENARIO(sc, "{\"version\":1,\"model\":{\"params\":1e9},\"precision\":" + precision.toStdString() +
                                 R"(,"optimizer":"adamw","training":{"seq_len":128},"parallel":{"gpus":8,"zero":3},
                                 "hardware":{"gpu":"h100-sxm"},"overhead_gib":0})");
        const FitAnswers fit = computeFitAnswers(sc);
        QCOMPARE(round1(fit.napkinMaxParams / 1e9), napkinBillions);
        // The searched answer counts activations, logits and the gathered layers: a little less.
        QVERIFY(fit.maxSizeOnlyParams < fit.napkinMaxParams);
        QVERIFY(fit.maxSizeOnlyParams > 0.9 * fit.napkinMaxParams);
        // And it really is the boundary.
        sc.model = ModelSpec::sizeOnly(fit.maxSizeOnlyParams);
        QVERIFY(computeTrainingMemory(sc).fits);
        sc.model = ModelSpec::sizeOnly(fit.maxSizeOnlyParams * 1.01);
        QVERIFY(!computeTrainingMemory(sc).fits);
    }

    // Full recomputation keeps each layer's input (2 sbh) plus one layer being recomputed;
    // every-k keeps ceil(L/k) inputs plus k layers.
    void checkpointingModes_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("k");
        QTest::addColumn<double>("storedInputs");
        QTest::addColumn<double>("fullLayers");
        QTest::addRow("none") << "none" << 0 << 0.0 << 32.0;
        QTest::addRow("full") << "full" << 0 << 32.0 << 1.0;
        QTest::addRow("every 4") << "every-k" << 4 << 8.0 << 4.0;
        QTest::addRow("every 5") << "every-k" << 5 << 7.0 << 5.0;
        QTest::addRow("every sqrt(L)") << "every-k" << 0 << 6.0 << 6.0; // round(sqrt(32)) = 6
    }
    void checkpointingModes() {
        QFETCH(QString, mode);
        QFETCH(int, k);
        QFETCH(double, storedInputs);
        QFETCH(double, fullLayers);
        ROOFLAB_SCENARIO(
            sc, R"({"version":1,"model":"llama2-7b","training":{"micro_batch":2,"seq_len":4096,"checkpointing":")" +
                    mode.toStdString() + R"(","checkpoint_every":)" + std::to_string(k) + "}}");
        const double input = 2.0 * 4096 * 2 * 4096; // bf16 layer input, s b h
        const double expected = storedInputs * input + fullLayers * layerActivationBytes(sc, false);
        {
            const TrainingMemory m = computeTrainingMemory(sc);
            QCOMPARE(m.activations + m.recompute, expected);
        }
    }

    // Megatron's --recompute-method block: the first N of the stage's 32 layers keep their input
    // (2 x 4096 x 2 x 4096 bytes, s b h in bf16), the other 32 - N all their activations, and one
    // layer is rebuilt while it is recomputed. N = 8: 8 inputs + 24 layers + 1 layer. N = 32 or
    // more (capped at the stage's layers): 32 inputs + 1 layer, full checkpointing's figures.
    void blockCheckpointing_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<double>("storedInputs");
        QTest::addColumn<double>("wholeLayers");
        QTest::addRow("first 8 of 32") << 8 << 8.0 << 25.0;
        QTest::addRow("first 1 of 32") << 1 << 1.0 << 32.0;
        QTest::addRow("all 32") << 32 << 32.0 << 1.0;
        QTest::addRow("more than the stage") << 100 << 32.0 << 1.0;
    }
    void blockCheckpointing() {
        QFETCH(int, n);
        QFETCH(double, storedInputs);
        QFETCH(double, wholeLayers);
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-7b","training":{"micro_batch":2,"seq_len":4096,
            "checkpointing":"block","recompute_num_layers":)" +
                                 std::to_string(n) + "}}");
        const double input = 2.0 * 4096 * 2 * 4096;
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(m.activations + m.recompute, storedInputs * input + wholeLayers * layerActivationBytes(sc, false));
        QCOMPARE(m.recompute, layerActivationBytes(sc, false));
        if (n >= 32) {
            Scenario full = sc;
            full.training.checkpointing = Checkpointing::Full;
            const TrainingMemory f = computeTrainingMemory(full);
            QCOMPARE(m.activations, f.activations);
            QCOMPARE(m.recompute, f.recompute);
        }
    }

    // With virtual stages each model chunk is a TransformerBlock of its own: 32 layers on 4 stages
    // of 2 chunks are 8 layers a stage, 4 a chunk; N = 3 recomputes 3 of each chunk, 6 of the
    // stage's 8, which keep 6 inputs and 2 whole layers per micro-batch: 6/8 of full's kept inputs
    // plus 2/8 of none's layers, in flight alike. N = 4 or more: every layer, full's figures.
    void blockCheckpointingPerModelChunk() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-7b","training":{"micro_batch":1,"seq_len":4096,
            "grad_accum":8,"checkpointing":"block","recompute_num_layers":3},
            "parallel":{"gpus":4,"pp":4,"virtual_stages":2}})");
        Scenario none = sc, full = sc;
        none.training.checkpointing = Checkpointing::None;
        full.training.checkpointing = Checkpointing::Full;
        const double noneKept = computeTrainingMemory(none).activations;
        const double fullKept = computeTrainingMemory(full).activations;
        const TrainingMemory block = computeTrainingMemory(sc);
        QCOMPARE(block.activations, 6.0 / 8.0 * fullKept + 2.0 / 8.0 * noneKept);
        QCOMPARE(block.recompute, layerActivationBytes(sc, false));
        sc.training.recomputeNumLayers = 4;
        QCOMPARE(computeTrainingMemory(sc).activations, fullKept);
        // Without the virtual stages the stage is one block: N = 3 recomputes 3 of its 8 layers.
        sc.parallel.virtualStages = 1;
        sc.training.recomputeNumLayers = 3;
        none.parallel.virtualStages = full.parallel.virtualStages = 1;
        QCOMPARE(computeTrainingMemory(sc).activations, 3.0 / 8.0 * computeTrainingMemory(full).activations +
                                                            5.0 / 8.0 * computeTrainingMemory(none).activations);
    }

    // GQA shrinks the stored K and V: Llama-3 8B keeps 8 KV heads of 128.
    void gqaShrinksKeysAndValues() {
        ROOFLAB_SCENARIO(gqa, R"({"version":1,"model":"llama3-8b","training":{"micro_batch":1,"seq_len":8192}})");
        Scenario mha = gqa;
        mha.model.arch.kvHeads = mha.model.arch.heads;
        const double s = 8192, dh = 128, e = 2;
        QCOMPARE(layerActivationBytes(mha, false) - layerActivationBytes(gqa, false), 2.0 * s * (32 - 8) * dh * e);
    }

    // 1F1B: the first of p stages holds p micro-batches of its L/p layers: as much as L layers.
    void pipelineFirstStage() {
        ROOFLAB_SCENARIO(flat, R"({"version":1,"model":"llama2-7b","training":{"grad_accum":8}})");
        Scenario piped = flat;
        piped.parallel.pipelineParallel = 4;
        piped.parallel.gpus = 4;
        QCOMPARE(computeTrainingMemory(piped).activations, computeTrainingMemory(flat).activations);
        // With fewer micro-batches than stages, fewer are in flight.
        piped.training.gradAccum = 2;
        QCOMPARE(computeTrainingMemory(piped).activations, computeTrainingMemory(flat).activations / 2.0);
        // With full recomputation the stored inputs multiply, the recomputed layer does not.
        piped.training.checkpointing = Checkpointing::Full;
        piped.training.gradAccum = 8;
        const double input = 2.0 * 4096 * 4096; // bf16 layer input of one sequence
        const TrainingMemory m = computeTrainingMemory(piped);
        QCOMPARE(m.activations, 4 * 8 * input);
        QCOMPARE(m.recompute, layerActivationBytes(piped, false));
        // The peak is the first stage's (4 micro-batches in flight): 8 of 32 layers and the
        // embeddings; the last holds 8 layers, the final norm and the untied LM head.
        QCOMPARE(m.weights, (8 * 202383360.0 + 131072000.0) * 2.0);
        const std::vector<TrainingMemory> stages = computeStageMemory(piped);
        QCOMPARE(stages.size(), std::size_t(2));
        QCOMPARE(stages[0].weights, m.weights);
        QCOMPARE(stages[1].weights, (8 * 202383360.0 + 4096.0 + 131072000.0) * 2.0);
    }

    // Each end of a pipeline on its own GPU: the first stage's micro-batches in flight and no
    // head, the last stage's one micro-batch with the logits. The step's peak is the larger,
    // not first-stage activations plus last-stage logits (what no GPU holds).
    void pipelineStagesApart() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-7b","training":{"micro_batch":2,"seq_len":4096,
            "grad_accum":8},"parallel":{"gpus":4,"pp":4}})");
        const std::vector<TrainingMemory> stages = computeStageMemory(sc);
        QCOMPARE(stages.size(), std::size_t(2));
        const TrainingMemory& first = stages[0];
        const TrainingMemory& last = stages[1];
        QCOMPARE(first.logits, 0.0);
        QCOMPARE(first.lossBuffers, 0.0);
        // Megatron's loss reads fp32 logits: 2 sequences x 4096 tokens x 32,000 x 4 bytes.
        QCOMPARE(last.logits, 2.0 * 4096 * 32000 * 4);
        // Four micro-batches in flight on the first stage, one on the last, of the same 8 layers.
        QCOMPARE(first.savedActivations, 4 * last.savedActivations);
        const TrainingMemory peak = computeTrainingMemory(sc);
        QCOMPARE(peak.total, std::max(first.total, last.total));
        QCOMPARE(peak.total, first.total);
        // Without pipelining the one GPU holds everything: its peak is above either end's.
        Scenario flat = sc;
        flat.parallel.pipelineParallel = 1;
        flat.parallel.gpus = 1;
        QVERIFY(computeStageMemory(flat).empty());
        QVERIFY(computeTrainingMemory(flat).total > peak.total);
        // Interleaved with 2 chunks per stage: the first stage holds p + (p - 1) / v = 5.5
        // stages' worth of activations (Megatron's interleaved_schedule_memory_penalty), the
        // last its first chunk's warm-up, (v - 1) p = 4 chunks, and one chunk of its second:
        // 5 chunks of 4 layers, 2.5 stages' worth (Megatron's and PyTorch's warm-up of the last
        // rank). With 2 micro-batches it holds all m v = 4 chunks, 2 stages' worth.
        Scenario interleaved = sc;
        interleaved.parallel.virtualStages = 2;
        const std::vector<TrainingMemory> chunks = computeStageMemory(interleaved);
        QCOMPARE(chunks[0].savedActivations, first.savedActivations * (1 + 3.0 / 8));
        QCOMPARE(chunks[1].savedActivations, last.savedActivations * 5.0 / 2);
        Scenario two = interleaved;
        two.training.gradAccum = 2;
        QCOMPARE(computeStageMemory(two)[1].savedActivations, last.savedActivations * 2.0);
        // A step of fewer micro-batches than that warm-up runs every forward first (Megatron caps
        // the warm-up at m v chunks): 5 micro-batches hold 5 stages' worth, not 5.5; 4 hold 4.
        Scenario five = interleaved;
        five.training.gradAccum = 5;
        QCOMPARE(computeStageMemory(five)[0].savedActivations, first.savedActivations * 5.0 / 4);
        Scenario four = interleaved;
        four.training.gradAccum = 4;
        QCOMPARE(computeStageMemory(four)[0].savedActivations, first.savedActivations);
    }

    void tensorParallelSplitsStates() {
        ROOFLAB_SCENARIO(one, R"({"version":1,"model":{"params":13e9}})");
        Scenario four = one;
        four.parallel.tensorParallel = 4;
        four.parallel.gpus = 4;
        QCOMPARE(computeTrainingMemory(four).weights, computeTrainingMemory(one).weights / 4.0);
        QCOMPARE(computeTrainingMemory(four).optimizerStates, computeTrainingMemory(one).optimizerStates / 4.0);
    }

    void logitsBuffer() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama3-8b","training":{"micro_batch":4,"seq_len":8192}})");
        QCOMPARE(computeTrainingMemory(sc).logits, 8192.0 * 4 * 128256 * 4);
    }

    // The capacity is the card's total as CUDA (ROCm) reports it (gpus.json cuda_total_gib), or
    // the datasheet's decimal GB for a card without a published figure.
    void capacityFollowsGpu_data() {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<double>("capacity");
        QTest::addRow("h100-sxm") << "h100-sxm" << 79.18 * kGiB;
        QTest::addRow("h200") << "h200" << 139.81 * kGiB;
        QTest::addRow("a100-40gb") << "a100-40gb" << 39.39 * kGiB;
        QTest::addRow("mi300x") << "mi300x" << 191.98 * kGiB;
        QTest::addRow("h100-pcie (datasheet)") << "h100-pcie" << 80e9;
    }
    void capacityFollowsGpu() {
        QFETCH(QString, gpu);
        QFETCH(double, capacity);
        ROOFLAB_SCENARIO(sc, "{\"version\":1,\"hardware\":{\"gpu\":\"" + gpu.toStdString() + "\"}}");
        QCOMPARE(computeTrainingMemory(sc).capacity, capacity);
    }

    // The searches return the boundary: the answer fits and one more does not.
    void fitSearchesAreBoundaries() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-13b","parallel":{"gpus":8,"zero":3},
                                "training":{"seq_len":4096,"checkpointing":"selective"}})");
        const FitAnswers fit = computeFitAnswers(sc);
        QVERIFY(fit.maxMicroBatch >= 1);
        Scenario probe = sc;
        probe.training.microBatch = fit.maxMicroBatch;
        QVERIFY(computeTrainingMemory(probe).fits);
        probe.training.microBatch = fit.maxMicroBatch + 1;
        QVERIFY(!computeTrainingMemory(probe).fits);

        ROOFLAB_SCENARIO(big, R"({"version":1,"model":"llama2-70b","parallel":{"gpus":8,"zero":3},
                                "training":{"seq_len":4096,"checkpointing":"full"}})");
        const FitAnswers bigFit = computeFitAnswers(big);
        QVERIFY(bigFit.minGpus > 8);
        probe = big;
        probe.parallel.gpus = bigFit.minGpus;
        QVERIFY(computeTrainingMemory(probe).fits);
        probe.parallel.gpus = bigFit.minGpus - 1;
        QVERIFY(!computeTrainingMemory(probe).fits);
    }

    void activationsGrowWithSequence() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-7b"})");
        double previous = 0;
        for (int s = 128; s <= 1 << 20; s *= 2) {
            sc.training.seqLen = s;
            const double a = computeTrainingMemory(sc).activations;
            QVERIFY2(a > previous, qPrintable(QString("seq %1").arg(s)));
            previous = a;
        }
    }

    void totalIsTheSumOfItsParts() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama3-70b","parallel":{"gpus":64,"zero":3,"tp":8}})");
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(m.total, m.weights + m.weightsGathered + m.quantizedWeights + m.gradients + m.masterWeights +
                              m.optimizerStates + m.activations + m.recompute + m.weightCopies + m.logits +
                              m.lossBuffers + m.optimizerScratch + m.overhead);
        // The default runtime memory, its own bar: context, cuBLAS, the data- and tensor-parallel
        // communicators and 8.5 % over the tensors (tst_runtimememory).
        const double tensors = m.total - m.overhead;
        QCOMPARE(m.overhead, (426.0 + 33.0) * 1024 * 1024 + 2 * 688e6 + 0.085 * tensors);
        QCOMPARE(m.fits, m.total <= m.capacity);
    }
};

QTEST_APPLESS_MAIN(TestTrainingMemory)
#include "tst_trainingmemory.moc"
