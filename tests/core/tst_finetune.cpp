// LoRA and QLoRA: adapter counts as peft prints them, the storage of frozen matrices as the QLoRA
// paper gives it, and the memory of a frozen-base step (the measured comparison against real
// PyTorch steps is validation/harness.py's "lora" configurations).
#include "core/evaluate.h"
#include "core/explain.h"
#include "core/io/modeldb.h"
#include "core/io/scenarioio.h"
#include "core/memory/trainingmemory.h"
#include "core/model/finetune.h"

#include "scenariohelpers.h"
#include "tests/common/testfiles.h"

#include <QTest>

#include <cmath>
#include <cstdint>
#include <string>

using namespace rooflab;

namespace {

// A PyTorch/peft fine-tune of a shipped model on one H100, pure bf16.
std::string scenarioJson(const std::string& preset, const std::string& finetune, int seq = 512) {
    return R"({"version": 1, "model": {"preset": ")" + preset + R"("}, "precision": "bf16-pure",
        "optimizer": "adamw", "training": {"micro_batch": 1, "seq_len": )" +
           std::to_string(seq) +
           R"(, "implementation": "pytorch-sdpa", "loss": "eager"},
        "parallel": {"gpus": 1}, "hardware": {"gpu": "h100-sxm"}, "finetune": )" +
           finetune + "}";
}

} // namespace

class TestFinetune : public QObject {
    Q_OBJECT

private slots:
    void peftTrainableCounts_data();
    void peftTrainableCounts();
    void nf4BitsPerValue();
    void loraModelStates();
    void qloraFrozenWeights();
    void qloraFootprintAsPublished();
    void frozenLayersSaveLess();
    void longContextShrinksTheSaving();
    void frozenBaseSkipsWeightGradients();
    void peftCastsScalesAndSums();
    void roundTrip();
    void badFinetune_data();
    void badFinetune();
    void datasetSetsTheTrainedTokens();
    void datasetRoundTrip();
    void datasetTooLarge();
    void lectureTrainsForHours();
};

void TestFinetune::peftTrainableCounts_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("finetune");
    QTest::addColumn<double>("trainable");
    // peft's print_trainable_parameters() for these models and LoraConfigs.
    QTest::newRow("Llama-2-7B r16 all linear") << "Llama-2-7b-hf"
                                               << R"({"method": "lora", "rank": 16})" << 39976960.0;
    QTest::newRow("Llama-2-7B r8 q_proj v_proj")
        << "Llama-2-7b-hf"
        << R"({"method": "lora", "rank": 8, "targets": ["q_proj", "v_proj"]})" << 4194304.0;
    QTest::newRow("Mistral-7B r16 all linear (GQA)") << "Mistral-7B-v0.1"
                                                     << R"({"method": "qlora", "rank": 16})" << 41943040.0;
}

void TestFinetune::peftTrainableCounts() {
    QFETCH(QString, preset);
    QFETCH(QString, finetune);
    QFETCH(double, trainable);
    ROOFLAB_SCENARIO(sc, scenarioJson(preset.toStdString(), finetune.toStdString()));
    QCOMPARE(adapterShapes(sc, sc.model.arch).adapterParams, trainable);
    QCOMPARE(computeTrainingMemory(sc).adapterParams, trainable);
}

void TestFinetune::nf4BitsPerValue() {
    // QLoRA sec. 3: 4-bit values in blocks of 64 with an fp32 absmax each (32/64 = 0.5 bits per
    // value); double quantisation stores 8-bit absmaxes and one fp32 scale per 256 of them
    // (8/64 + 32/(64 x 256) = 0.127 bits).
    const double values = 64.0 * 256 * 16;
    QCOMPARE(frozenMatrixBytes(BaseFormat::NF4, false, values, 1) * 8 / values, 4.5);
    QCOMPARE(frozenMatrixBytes(BaseFormat::NF4, true, values, 1) * 8 / values, 4.0 + 8.0 / 64 + 32.0 / (64 * 256));
    // LLM.int8: one byte per value and an fp32 scale per output row.
    QCOMPARE(frozenMatrixBytes(BaseFormat::INT8, true, 4096, 11008), 4096.0 * 11008 + 4 * 11008);
    QCOMPARE(frozenMatrixBytes(BaseFormat::BF16, true, 4096, 11008), 2.0 * 4096 * 11008);
}

void TestFinetune::loraModelStates() {
    ROOFLAB_SCENARIO(full, scenarioJson("Llama-2-7b-hf", R"({"method": "full"})"));
    ROOFLAB_SCENARIO(lora, scenarioJson("Llama-2-7b-hf", R"({"method": "lora", "rank": 16})"));
    const TrainingMemory f = computeTrainingMemory(full);
    const TrainingMemory m = computeTrainingMemory(lora);
    const double n = 6738415616.0, a = 39976960.0;
    // The base stays in bf16; the adapters, their gradients and AdamW's two states in fp32.
    QCOMPARE(m.weights, 2 * n);
    QCOMPARE(m.adapters, 4 * a);
    QCOMPARE(m.allGradients, 4 * a);
    QCOMPARE(m.optimizerStates, 2 * 4 * a);
    QCOMPARE(m.masterWeights, 0.0);
    QCOMPARE(f.adapters, 0.0);
    QVERIFY(m.total < f.total / 2);
}

void TestFinetune::qloraFrozenWeights() {
    ROOFLAB_SCENARIO(sc, scenarioJson("Llama-2-7b-hf", R"({"method": "qlora", "rank": 64})"));
    const AdapterShapes shapes = adapterShapes(sc, sc.model.arch);
    // 32 layers of q, k, v, o (4096 x 4096) and gate, up, down (4096 x 11008).
    const double matrices = 32.0 * (4 * 4096.0 * 4096 + 3 * 4096.0 * 11008);
    QCOMPARE(shapes.layerMatrixParams, matrices);
    QCOMPARE(shapes.otherParams, 6738415616.0 - matrices);
    const TrainingMemory m = computeTrainingMemory(sc);
    // NF4 with double quantisation; embeddings, norms and head in fp32 (prepare_model_for_kbit_training).
    const double nf4 = matrices * (0.5 + 1.0 / 64 + 4.0 / (64 * 256));
    QVERIFY(qAbs(m.weights - (nf4 + 4 * shapes.otherParams)) < 1e3);
    // One dequantised MLP matrix in bf16 at a time.
    QCOMPARE(m.weightCopies, 2.0 * 4096 * 11008);
}

void TestFinetune::qloraFootprintAsPublished() {
    // Qwen2.5-7B loaded with BitsAndBytesConfig(load_in_4bit, nf4, double quant, fp16 compute):
    // "footprint: 5.44 GB" (model.get_memory_footprint(), dev.to, "QLoRA: Fine-Tuning a 7B Model
    // on a 16GB GPU", 2026). That call counts parameters and buffers: the packed 4-bit values and
    // the fp16 rest, not bitsandbytes' quantisation state (the block scales).
    ROOFLAB_SCENARIO(sc, scenarioJson("Qwen2.5-7B", R"({"method": "qlora", "other_dtype": "fp16"})"));
    const AdapterShapes shapes = adapterShapes(sc, sc.model.arch);
    const double counted = shapes.layerMatrixParams / 2 + 2 * shapes.otherParams;
    QVERIFY2(qAbs(counted / 5.44e9 - 1) < 0.001, qPrintable(QString::number(counted)));
    // On the GPU the block scales are there too: 8 bits per 64 values and an fp32 per 256 blocks.
    const double scales = shapes.layerMatrixParams * (1.0 / 64 + 4.0 / (64 * 256));
    QVERIFY(qAbs(computeTrainingMemory(sc).weights - (counted + scales)) < 1e3);
}

void TestFinetune::frozenLayersSaveLess() {
    ROOFLAB_SCENARIO(full, scenarioJson("Llama-2-7b-hf", R"({"method": "full"})", 2048));
    ROOFLAB_SCENARIO(qv,
                     scenarioJson("Llama-2-7b-hf", R"({"method": "lora", "rank": 8, "targets": ["q", "v"]})", 2048));
    ROOFLAB_SCENARIO(all, scenarioJson("Llama-2-7b-hf", R"({"method": "lora", "rank": 8})", 2048));
    const double fullSaved = computeTrainingMemory(full).savedActivations;
    const double qvSaved = computeTrainingMemory(qv).savedActivations;
    const double allSaved = computeTrainingMemory(all).savedActivations;
    // Frozen projections keep no inputs, frozen norms no outputs; fp32 adapters keep fp32
    // copies of theirs, so adapting every matrix saves more than the full fine-tune's bf16 inputs.
    QVERIFY(qvSaved < fullSaved);
    QVERIFY(allSaved > qvSaved);
}

void TestFinetune::longContextShrinksTheSaving() {
    double previous = 0;
    for (int seq : {512, 4096, 32768}) {
        ROOFLAB_SCENARIO(full, scenarioJson("Llama-2-7b-hf", R"({"method": "full"})", seq));
        ROOFLAB_SCENARIO(lora, scenarioJson("Llama-2-7b-hf", R"({"method": "lora"})", seq));
        const double ratio = computeTrainingMemory(lora).total / computeTrainingMemory(full).total;
        QVERIFY2(ratio > previous, qPrintable(QStringLiteral("LoRA/full at s = %1: %2").arg(seq).arg(ratio)));
        previous = ratio;
    }
    QVERIFY(previous > 0.8); // at 32k tokens LoRA saves less than a fifth
}

// peft's LoRA layer around the rank-r products, Llama-2-7B in bf16 with fp32 adapters (peft's
// default) on all seven matrices, one sequence of 2048 tokens: per adapted matrix the input cast
// to fp32 (2 + 4 bytes per input value), lora_B's output times scaling (4 + 4), added to the
// bf16 base output into fp32 (2 + 4 + 4), cast back to bf16 (4 + 2): 24 bytes per output value
// and 6 per input value, four kernels, in each of the 3 passes.
void TestFinetune::peftCastsScalesAndSums() {
    ROOFLAB_SCENARIO(lora, scenarioJson("Llama-2-7b-hf", R"({"method": "lora", "rank": 16})", 2048));
    auto aroundOp = [](const Report& report) -> const RooflineOp* {
        for (const RooflineOp& o : report.roofline.ops)
            if (o.name == "LoRA scaling, sum and casts")
                return &o;
        return nullptr;
    };
    const Report r = evaluate(lora);
    const RooflineOp* around = aroundOp(r);
    QVERIFY(around);
    const double tokens = 2048, layers = 32, passes = 3;
    const double outputs = 4 * 4096 + 2 * 11008 + 4096; // q, k, v, o; gate, up; down
    const double inputs = 6 * 4096 + 11008;
    QCOMPARE(around->bytes, tokens * (24 * outputs + 6 * inputs) * layers * passes);
    QCOMPARE(around->launches, 4.0 * 7 * layers * passes);
    // Adapters in bf16 like the base: no casts, two kernels, 2 + 2 and 2 + 2 + 2 bytes.
    ROOFLAB_SCENARIO(same,
                     scenarioJson("Llama-2-7b-hf", R"({"method": "lora", "rank": 16, "adapter_dtype": "bf16"})", 2048));
    const Report b = evaluate(same);
    const RooflineOp* bf16 = aroundOp(b);
    QVERIFY(bf16);
    QCOMPARE(bf16->bytes, tokens * 10 * outputs * layers * passes);
    QCOMPARE(bf16->launches, 2.0 * 7 * layers * passes);
}

void TestFinetune::frozenBaseSkipsWeightGradients() {
    ROOFLAB_SCENARIO(full, scenarioJson("Llama-2-7b-hf", R"({"method": "full"})", 2048));
    ROOFLAB_SCENARIO(lora, scenarioJson("Llama-2-7b-hf", R"({"method": "lora", "rank": 16})", 2048));
    const Report f = evaluate(full), l = evaluate(lora);
    auto op = [](const Report& r, const std::string& name) -> const RooflineOp* {
        for (const RooflineOp& o : r.roofline.ops)
            if (o.name == name)
                return &o;
        return nullptr;
    };
    // Forward and input gradients, no weight gradients: 2 of the 3 passes of every base matmul.
    for (const char* name : {"QKV projection", "output projection", "MLP gate + up", "MLP down", "LM head"}) {
        QVERIFY2(op(f, name) && op(l, name), name);
        QCOMPARE(op(l, name)->flops / op(f, name)->flops, 2.0 / 3.0);
    }
    // The attention core still runs its whole backward; the adapters appear as their own op.
    QCOMPARE(op(l, "attention (FlashAttention)")->flops, op(f, "attention (FlashAttention)")->flops);
    QVERIFY(op(l, "LoRA adapters") && !op(f, "LoRA adapters"));
    // 6N becomes about 4N per token (attention and the adapters on top).
    const double ratio = l.flops.stepModel / f.flops.stepModel;
    QVERIFY2(ratio > 0.68 && ratio < 0.75, qPrintable(QString::number(ratio)));
    // The step-time model's MFU convention (causal attention halved) gives the same picture.
    const double stepRatio = l.step.modelFlops / f.step.modelFlops;
    QVERIFY2(stepRatio > 0.66 && stepRatio < 0.72, qPrintable(QString::number(stepRatio)));
    QVERIFY(l.step.timeS < f.step.timeS);
    // The optimizer updates the adapters only (0.6 % of the parameters).
    QVERIFY(op(l, "optimizer update (per step)")->bytes < op(f, "optimizer update (per step)")->bytes / 50);
}

void TestFinetune::roundTrip() {
    ROOFLAB_SCENARIO(sc,
                     scenarioJson("Llama-2-7b-hf", R"({"method": "qlora", "rank": 32, "targets": ["gate", "up", "down"],
        "base_dtype": "fp4", "double_quant": false, "adapter_dtype": "bf16", "other_dtype": "bf16"})"));
    const std::string text = serializeScenario(sc);
    ROOFLAB_SCENARIO(back, text);
    QCOMPARE(int(back.finetune.method), int(FinetuneMethod::QLora));
    QCOMPARE(back.finetune.rank, 32);
    QCOMPARE(back.finetune.targets, unsigned(TargetGate | TargetUp | TargetDown));
    QVERIFY(back.finetune.baseFormat == BaseFormat::FP4);
    QCOMPARE(back.finetune.doubleQuant, false);
    QCOMPARE(int(back.finetune.adapterDtype), int(DType::BF16));
    QVERIFY(back.finetune.otherDtype == DType::BF16);
    QCOMPARE(computeTrainingMemory(back).total, computeTrainingMemory(sc).total);
}

void TestFinetune::badFinetune_data() {
    QTest::addColumn<QString>("finetune");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown method") << R"({"method": "dora"})"
                                    << "finetune.method";
    QTest::newRow("unknown target") << R"({"method": "lora", "targets": ["qq"]})"
                                    << "finetune.targets";
    QTest::newRow("empty targets") << R"({"method": "lora", "targets": []})"
                                   << "finetune.targets";
    QTest::newRow("rank 0") << R"({"method": "lora", "rank": 0})"
                            << "finetune.rank";
    QTest::newRow("not an object") << R"("lora")"
                                   << "finetune";
    QTest::newRow("dataset without tokens per example") << R"({"method": "lora", "dataset": {"examples": 1000}})"
                                                        << "finetune.dataset.tokens_per_example: missing";
    QTest::newRow("dataset of no examples")
        << R"({"method": "lora", "dataset": {"examples": 0, "tokens_per_example": 512}})"
        << "finetune.dataset.examples";
    QTest::newRow("dataset of 0 epochs")
        << R"({"method": "lora", "dataset": {"examples": 10, "tokens_per_example": 512, "epochs": 0}})"
        << "finetune.dataset.epochs";
    QTest::newRow("dataset not an object") << R"({"method": "lora", "dataset": 5000})"
                                           << "finetune.dataset";
}

void TestFinetune::badFinetune() {
    QFETCH(QString, finetune);
    QFETCH(QString, message);
    const ScenarioParseResult result = parseScenario(scenarioJson("Llama-2-7b-hf", finetune.toStdString()));
    QVERIFY(!result.ok);
    QVERIFY2(test::joined(result.errors).find(message.toStdString()) != std::string::npos,
             test::joined(result.errors).c_str());
}

void TestFinetune::datasetSetsTheTrainedTokens() {
    // 52,002 examples x 512 tokens x 3 epochs; training.tokens (2e12) is then ignored.
    ROOFLAB_SCENARIO(sized, scenarioJson("Llama-2-7b-hf", R"({"method": "lora",
        "dataset": {"examples": 52002, "tokens_per_example": 512, "epochs": 3}})"));
    QCOMPARE(sized.training.tokens, 2e12);
    const double tokens = 52002.0 * 512 * 3;
    QCOMPARE(sized.trainedTokens(), tokens);
    const Report r = evaluate(sized);
    QCOMPARE(r.flops.trainingTokens, tokens);
    QCOMPARE(r.flops.trainingTotal6nd, 6.0 * effectiveParameterCount(sized) * tokens);
    // The same run with training.tokens set to those tokens: every total and time the same.
    Scenario plain = sized;
    plain.finetune.dataset.reset();
    plain.training.tokens = tokens;
    const Report p = evaluate(plain);
    QCOMPARE(r.time.days, p.time.days);
    QCOMPARE(r.flops.trainingTotal, p.flops.trainingTotal);
    QVERIFY(r.time.daysAtPredictedSpeed > 0);
    QCOMPARE(r.time.daysAtPredictedSpeed, p.time.daysAtPredictedSpeed);
    QCOMPARE(r.time.daysAtPredictedSpeed * 86400, tokens / r.step.tokensPerSecond);
    // Twice the epochs, twice the time.
    Scenario twice = sized;
    twice.finetune.dataset->epochs = 6;
    QCOMPARE(evaluate(twice).time.daysAtPredictedSpeed, 2 * r.time.daysAtPredictedSpeed);
    // The derivation of the 6ND total names the data set's product.
    const TracedReport traced = evaluateTraced(sized);
    QVERIFY(traced.trace.figureStep("compute.training_tokens") >= 0);
}

void TestFinetune::datasetRoundTrip() {
    // A full fine-tune writes its finetune block when it has a data set; fractional epochs stay.
    ROOFLAB_SCENARIO(sc, scenarioJson("Llama-2-7b-hf", R"({"method": "full",
        "dataset": {"examples": 1000, "tokens_per_example": 300, "epochs": 1.5}})"));
    QVERIFY(sc.finetune.dataset);
    const std::string text = serializeScenario(sc);
    QVERIFY2(text.find("\"tokens_per_example\": 300") != std::string::npos, text.c_str());
    ROOFLAB_SCENARIO(back, text);
    QVERIFY(back.finetune.dataset);
    QCOMPARE(back.finetune.dataset->examples, std::int64_t(1000));
    QCOMPARE(back.finetune.dataset->tokensPerExample, std::int64_t(300));
    QCOMPARE(back.finetune.dataset->epochs, 1.5);
    QCOMPARE(back.trainedTokens(), 450000.0);
    // Epochs default to one; without a data set nothing is written.
    ROOFLAB_SCENARIO(once, scenarioJson("Llama-2-7b-hf", R"({"method": "lora",
        "dataset": {"examples": 1000, "tokens_per_example": 300}})"));
    QCOMPARE(once.trainedTokens(), 300000.0);
    ROOFLAB_SCENARIO(none, scenarioJson("Llama-2-7b-hf", R"({"method": "lora"})"));
    QVERIFY(serializeScenario(none).find("dataset") == std::string::npos);
}

void TestFinetune::datasetTooLarge() {
    // Each figure in range, the product not: 1e12 x 16,777,216 tokens is past training.tokens' 1e18.
    const ScenarioParseResult tooLarge = parseScenario(scenarioJson("Llama-2-7b-hf", R"({"method": "lora",
        "dataset": {"examples": 1e12, "tokens_per_example": 16777216, "epochs": 1}})"));
    QVERIFY(!tooLarge.ok);
    const std::string problems = test::joined(tooLarge.errors);
    QVERIFY2(problems.find("finetune.dataset: examples x tokens per example x epochs") != std::string::npos,
             problems.c_str());
    Scenario sc = tooLarge.scenario;
    sc.finetune.dataset->examples = 1000;
    QVERIFY(validateScenario(sc).empty());
    sc.finetune.dataset->epochs = std::nan("");
    QVERIFY(test::joined(validateScenario(sc)).find("finetune.dataset.epochs") != std::string::npos);
}

void TestFinetune::lectureTrainsForHours() {
    // The fine-tuning lecture trains Stanford Alpaca's data set: hours on its one H100, not the
    // 2T tokens' years every scenario used to train.
    const QByteArray text = readAll(QStringLiteral(ROOFLAB_RESOURCES_DIR "/scenarios/finetune-7b-one-gpu.json"));
    ROOFLAB_SCENARIO(lecture, text.toStdString());
    QVERIFY(lecture.finetune.dataset);
    const Report r = evaluate(lecture);
    const double hours = r.time.daysAtPredictedSpeed * 24;
    QVERIFY2(hours > 1 && hours < 24, qPrintable(QString::number(hours)));
    QVERIFY2(r.time.days * 24 > 0.5 && r.time.days * 24 < 24, qPrintable(QString::number(r.time.days * 24)));
}

QTEST_APPLESS_MAIN(TestFinetune)
#include "tst_finetune.moc"
