// memoryStacks: what the memory chart draws and the status bar says, made once from a report.
// The bars add up to core's peak, the verdict says whether it fits (and by how much) in the
// unit asked for, and the order of the segments never depends on the numbers.
#include "core/io/modeldb.h"
#include "core/io/scenarioio.h"
#include "document/format.h"
#include "document/memorystacks.h"
#include "tests/common/lecturescenario.h"

#include <QFile>
#include <QTest>

#include <algorithm>

using namespace rooflab;
using test::evaluateChecked;

namespace {

// The lecture's example (resources/scenarios/lecture-7b-budget.json): a 7B size-only model,
// bf16 mixed precision, AdamW, full checkpointing, one H100 SXM, no allocator overhead.
Scenario lectureScenario() {
    QFile file(qEnvironmentVariable("ROOFLAB_SOURCE_DIR") +
               QStringLiteral("/resources/scenarios/lecture-7b-budget.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the lecture scenario (ROOFLAB_SOURCE_DIR is set by CTest)");
    const ScenarioParseResult parsed = parseScenario(file.readAll().toStdString());
    if (!parsed.ok)
        qFatal("the lecture scenario does not parse: %s", parsed.errors.front().c_str());
    return parsed.scenario;
}

Scenario sizedOnOneH100(double params, int microBatch) {
    Scenario scenario = lectureScenario();
    scenario.model = ModelSpec::sizeOnly(params);
    scenario.training.microBatch = microBatch;
    return scenario;
}

double sum(const MemoryStack& stack) {
    double bytes = 0;
    for (const MemorySegment& segment : stack.segments)
        bytes += segment.bytes;
    return bytes;
}

QStringList keysOf(const MemoryStack& stack) {
    QStringList keys;
    for (const MemorySegment& segment : stack.segments)
        keys << segment.key;
    return keys;
}

} // namespace

class TestMemoryStacks : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void sevenBillionAddsUpToThePeak();
    void seventyBillionDoesNotFitOneGpu();
    void tightSaysWhatToSet();
    void smallModelFitsWithHeadroom();
    void segmentOrderIsStable();
    void phaseNamesAndGpuName();
    void servingPhaseLeadsWithInference();
    void pipelineStagesShareOneNote();
};

void TestMemoryStacks::initTestCase() {
    QVERIFY2(HardwareDb::builtin().find("h100-sxm"), "the builtin GPU database lacks h100-sxm");
    QCOMPARE(lectureScenario().gpu.id, std::string("h100-sxm"));
}

void TestMemoryStacks::sevenBillionAddsUpToThePeak() {
    const Scenario scenario = lectureScenario();
    QCOMPARE(scenario.model.sizeOnlyParams, 7e9);
    const Report report = evaluateChecked(scenario);
    const MemoryStacks stacks = memoryStacks(scenario, report, MemoryUnit::GiB);

    // Training (the step's peak) beside inference, each adding up to core's total.
    QCOMPARE(stacks.stacks.size(), std::size_t(2));
    const MemoryStack& training = stacks.stacks[0];
    const MemoryStack& inference = stacks.stacks[1];
    QVERIFY(report.memory.total > 0);
    QCOMPARE(sum(training), report.memory.total);
    QCOMPARE(training.total(), report.memory.total);
    QCOMPARE(inference.total(), report.inference.total);
    QCOMPARE(training.totalFigure, QStringLiteral("memory.total"));
    QCOMPARE(inference.totalFigure, QStringLiteral("inference.total"));
    QCOMPARE(training.label, QStringLiteral("GPU (training)"));
    QCOMPARE(training.note, QStringLiteral("peak: ") + stepPhaseName(report.memory.peakPhase));

    // Each component is core's, under its key, with the derivation a click explains.
    const auto find = [&](const QString& key) -> const MemorySegment* {
        const auto found = std::find_if(training.segments.begin(), training.segments.end(),
                                        [&](const MemorySegment& s) { return s.key == key; });
        return found == training.segments.end() ? nullptr : &*found;
    };
    QVERIFY(find(QStringLiteral("weights")));
    QCOMPARE(find(QStringLiteral("weights"))->bytes, report.memory.weights);
    QCOMPARE(find(QStringLiteral("gradients"))->bytes, report.memory.gradients);
    QCOMPARE(find(QStringLiteral("activations"))->bytes, report.memory.activations);
    QCOMPARE(find(QStringLiteral("recompute"))->figure, QStringLiteral("memory.recompute"));
    QCOMPARE(find(QStringLiteral("weights"))->component, MemoryComponent::Weights);
    QVERIFY(!report.memory.optimizerParts.empty());
    for (std::size_t i = 0; i < report.memory.optimizerParts.size(); ++i) {
        const MemorySegment* part = find(QStringLiteral("optimizer-%1").arg(i));
        QVERIFY(part);
        QCOMPARE(part->bytes, report.memory.optimizerParts[i].bytes);
        QCOMPARE(part->shade, int(i));
        QCOMPARE(part->component, MemoryComponent::OptimizerState);
    }

    // The capacity line is the GPU's, named without the vendor; the title names model and GPU.
    QCOMPARE(stacks.capacityBytes, report.memory.capacity);
    QCOMPARE(stacks.capacityName, QStringLiteral("H100 SXM 80GB"));
    QCOMPARE(stacks.title, QStringLiteral("Memory per GPU — 7B model on H100 SXM 80GB"));
    // A preset by its name, not its id ("llama3-8b" in the FP8 lecture's title before).
    Scenario preset = scenario;
    preset.model = ModelSpec::fromArchitecture(ModelDb::builtin().find("llama3-8b")->arch, "llama3-8b");
    QCOMPARE(memoryStacks(preset, evaluate(preset), MemoryUnit::GiB).title,
             QStringLiteral("Memory per GPU — Llama 3 8B on H100 SXM 80GB"));
    // 16 bytes per parameter do not fit 80 GB: the lecture's point.
    QVERIFY(!stacks.verdict.fits);
    QCOMPARE(stacks.verdict.headroomBytes, report.memory.capacity - report.memory.total);
}

// Llama 2 7B, ZeRO-3 on 8 H100s, micro-batch 60: strictly 2.85 GiB over, but it fits while the
// allocator's reserve and NCCL's buffers stay below 4.14 GiB (docs/formulas.md, "The fit verdict").
void TestMemoryStacks::tightSaysWhatToSet() {
    const ScenarioParseResult parsed = parseScenario(
        R"({"version":1,"model":"llama2-7b","precision":"bf16-mixed","optimizer":"adamw",)"
        R"("training":{"micro_batch":60,"seq_len":2048,"checkpointing":"full"},"parallel":{"gpus":8,"zero":3},)"
        R"("hardware":{"gpu":"h100-sxm"}})");
    QVERIFY(parsed.ok);
    const Report report = evaluateChecked(parsed.scenario);
    QVERIFY(!report.memory.fits);
    QCOMPARE(int(report.memory.band.verdict), int(FitVerdict::Tight));
    const MemoryVerdict verdict = memoryStacks(parsed.scenario, report, MemoryUnit::GiB).verdict;
    QVERIFY(verdict.tight);
    QVERIFY(!verdict.fits); // the strict answer, kept
    QCOMPARE(verdict.headroomBytes, report.memory.band.margin);
    QVERIFY2(verdict.text.contains(QStringLiteral("tight: fits only while the allocator reserve and NCCL buffers "
                                                  "stay below %1 (estimated %2)")
                                       .arg(format::memory(report.memory.band.room, MemoryUnit::GiB),
                                            format::memory(report.memory.band.estimated, MemoryUnit::GiB))),
             qPrintable(verdict.text));
    QVERIFY(verdict.text.contains(QStringLiteral("PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True")));
    QCOMPARE(verdict.figures, (QStringList{QStringLiteral("memory.band.room"), QStringLiteral("memory.band.high")}));
}

void TestMemoryStacks::seventyBillionDoesNotFitOneGpu() {
    const Scenario scenario = sizedOnOneH100(70e9, 1);
    const Report report = evaluateChecked(scenario);
    QVERIFY(!report.memory.fits);
    const MemoryStacks stacks = memoryStacks(scenario, report, MemoryUnit::GiB);
    const MemoryVerdict& verdict = stacks.verdict;
    QVERIFY(!verdict.fits);
    QVERIFY(verdict.headroomBytes < 0);
    QCOMPARE(verdict.headroomBytes, -(report.memory.total - report.memory.capacity));
    const QString peak =
        QStringLiteral("Training: peak %1 (%2), ")
            .arg(format::memory(report.memory.total, MemoryUnit::GiB), stepPhaseName(report.memory.peakPhase));
    QVERIFY2(verdict.text.startsWith(peak), qPrintable(verdict.text));
    if (report.fit.minGpus > 0) {
        QVERIFY2(verdict.text.endsWith(QStringLiteral("needs ≥ %1 GPUs with this strategy").arg(report.fit.minGpus)),
                 qPrintable(verdict.text));
        QVERIFY(report.fit.minGpus > 1);
    } else {
        QVERIFY2(verdict.text.contains(QStringLiteral("does not fit with this strategy at any GPU count")),
                 qPrintable(verdict.text));
    }
    // Inference of 70B in bf16 (140 GB of weights) does not fit either, and says by how much.
    QVERIFY(!report.inference.fits);
    // (The scenario sets the runtime memory to 0: the detail says so after the inference verdict.)
    QVERIFY2(verdict.detail.startsWith(
                 QStringLiteral("Inference: does not fit, %1 over")
                     .arg(format::memory(report.inference.total - report.inference.capacity, MemoryUnit::GiB))),
             qPrintable(verdict.detail));
    // The status bar reads the same two lines, on one.
    QCOMPARE(verdict.joined(QStringLiteral(" - ")), verdict.text + QStringLiteral(" - ") + verdict.detail);
    QCOMPARE(stacks.stacks[0].total(), report.memory.total);
}

void TestMemoryStacks::smallModelFitsWithHeadroom() {
    const Scenario scenario = sizedOnOneH100(1e9, 1);
    const Report report = evaluateChecked(scenario);
    QVERIFY(report.memory.fits);
    const MemoryStacks gib = memoryStacks(scenario, report, MemoryUnit::GiB);
    QVERIFY(gib.verdict.fits);
    QVERIFY(gib.verdict.headroomBytes > 0);
    QCOMPARE(gib.verdict.headroomBytes, report.memory.free());
    QCOMPARE(gib.unit, MemoryUnit::GiB);
    QVERIFY2(gib.verdict.text.endsWith(
                 QStringLiteral("fits, %1 free").arg(format::memory(report.memory.free(), MemoryUnit::GiB))),
             qPrintable(gib.verdict.text));
    QVERIFY2(gib.verdict.detail.startsWith(QStringLiteral("Inference: fits, ")), qPrintable(gib.verdict.detail));
    // Another unit writes the same verdict in it; nothing else changes.
    const MemoryStacks gb = memoryStacks(scenario, report, MemoryUnit::GB);
    QCOMPARE(gb.unit, MemoryUnit::GB);
    QVERIFY2(gb.verdict.text.endsWith(
                 QStringLiteral("fits, %1 free").arg(format::memory(report.memory.free(), MemoryUnit::GB))),
             qPrintable(gb.verdict.text));
    QVERIFY(gb.verdict.text != gib.verdict.text);
    QCOMPARE(gb.verdict.fits, gib.verdict.fits);
    QCOMPARE(gb.stacks[0].total(), gib.stacks[0].total());
    QCOMPARE(gb.title, gib.title);
}

void TestMemoryStacks::segmentOrderIsStable() {
    // The chart keeps one series per key, stacked in keyOrder(): a slider step must not reorder
    // them, even where a segment is empty at one setting and not at another.
    const Scenario lecture = lectureScenario();
    const MemoryStacks reference = memoryStacks(lecture, evaluateChecked(lecture), MemoryUnit::GiB);
    const QStringList trainingKeys = keysOf(reference.stacks[0]);
    QCOMPARE(trainingKeys.first(), QStringLiteral("weights"));
    QCOMPARE(trainingKeys.last(), QStringLiteral("overhead"));
    // Each transient sits on what it belongs to.
    QCOMPARE(trainingKeys.indexOf(QStringLiteral("weight-copies")),
             trainingKeys.indexOf(QStringLiteral("weights")) + 1);
    QCOMPARE(trainingKeys.indexOf(QStringLiteral("recompute")),
             trainingKeys.indexOf(QStringLiteral("activations")) + 1);
    QCOMPARE(trainingKeys.indexOf(QStringLiteral("loss-buffers")), trainingKeys.indexOf(QStringLiteral("logits")) + 1);
    QCOMPARE(keysOf(reference.stacks[1]), QStringList({QStringLiteral("weights"), QStringLiteral("kv-cache"),
                                                       QStringLiteral("activations"), QStringLiteral("overhead")}));
    // The merged order keeps both: the KV cache, inference's alone, right above the weights.
    const std::vector<QString> order = reference.keyOrder();
    QCOMPARE(order.size(), std::size_t(trainingKeys.size() + 1));
    QCOMPARE(order[0], QStringLiteral("weights"));
    QCOMPARE(order[1], QStringLiteral("kv-cache"));
    QStringList withoutKv;
    for (const QString& key : order)
        if (key != QStringLiteral("kv-cache"))
            withoutKv << key;
    QCOMPARE(withoutKv, trainingKeys);

    for (int microBatch : {1, 2, 5, 16}) {
        for (Checkpointing mode : {Checkpointing::None, Checkpointing::Full}) {
            Scenario scenario = lecture;
            scenario.training.microBatch = microBatch;
            scenario.training.checkpointing = mode;
            const MemoryStacks stacks = memoryStacks(scenario, evaluateChecked(scenario), MemoryUnit::GiB);
            QCOMPARE(keysOf(stacks.stacks[0]), trainingKeys);
            QCOMPARE(stacks.keyOrder(), order);
        }
    }
}

void TestMemoryStacks::phaseNamesAndGpuName() {
    QCOMPARE(stepPhaseName(StepPhase::Forward), QStringLiteral("forward"));
    QCOMPARE(stepPhaseName(StepPhase::Backward), QStringLiteral("backward"));
    QCOMPARE(stepPhaseName(StepPhase::Optimizer), QStringLiteral("optimizer step"));
    TrainingMemory memory;
    memory.peakPhase = StepPhase::Loss;
    QCOMPARE(peakNote(memory), QStringLiteral("peak: loss"));
    QCOMPARE(shortGpuName("NVIDIA H100 SXM 80GB"), QStringLiteral("H100 SXM 80GB"));
    QCOMPARE(shortGpuName("AMD MI300X"), QStringLiteral("AMD MI300X"));
}

// A decode or prefill scenario (the serving lecture) leads with the inference verdict: 7B in
// bf16 serves on one H100 although its training does not fit there.
void TestMemoryStacks::servingPhaseLeadsWithInference() {
    Scenario scenario = sizedOnOneH100(7e9, 1);
    scenario.training.checkpointing = Checkpointing::None;
    scenario.phase = Phase::Decode;
    const Report report = evaluateChecked(scenario);
    QVERIFY(!report.memory.fits);
    QVERIFY(report.inference.fits);
    const MemoryStacks stacks = memoryStacks(scenario, report, MemoryUnit::GiB);
    QVERIFY(stacks.verdict.fits);
    QCOMPARE(stacks.verdict.headroomBytes, report.inference.capacity - report.inference.total);
    QVERIFY2(stacks.verdict.text.startsWith(QStringLiteral("Inference: fits, ")), qPrintable(stacks.verdict.text));
    QVERIFY2(stacks.verdict.detail.startsWith(QStringLiteral("Training: ")), qPrintable(stacks.verdict.detail));
    // Training keeps the training verdict first.
    scenario.phase = Phase::Train;
    const MemoryStacks training = memoryStacks(scenario, evaluateChecked(scenario), MemoryUnit::GiB);
    QVERIFY(!training.verdict.fits);
    QVERIFY(training.verdict.text.startsWith(QStringLiteral("Training: ")));
}

// Megatron-Bridge's Llama 3.1 405B recipe on 1,024 H100s: 8 pipeline stages of 128 GPUs, the
// embedding and the loss counted as a layer each, so the first, middle and last stages differ. Each
// bar's label is the stage alone; what they share is said once under them (at 1366 x 768 the
// labels with it ran to four lines each).
void TestMemoryStacks::pipelineStagesShareOneNote() {
    const ScenarioParseResult parsed = parseScenario(R"({"version": 1, "model": "llama3-405b",
        "precision": "bf16-mixed", "optimizer": "adamw",
        "training": {"micro_batch": 1, "seq_len": 8192, "grad_accum": 192, "checkpointing": "none",
                     "flash_attention": true, "implementation": "megatron-core"},
        "parallel": {"gpus": 1024, "zero": 1, "tp": 8, "pp": 8, "cp": 2, "virtual_stages": 8,
                     "sequence_parallel": true, "account_for_embedding_in_pipeline_split": true,
                     "account_for_loss_in_pipeline_split": true},
        "hardware": {"gpu": "h100-sxm"}, "phase": "train"})");
    QVERIFY2(parsed.ok, parsed.errors.empty() ? "" : parsed.errors.front().c_str());
    const Report report = evaluateChecked(parsed.scenario);
    QCOMPARE(report.stageMemory.size(), std::size_t(3));
    const MemoryStacks stacks = memoryStacks(parsed.scenario, report, MemoryUnit::GiB);
    QCOMPARE(stacks.stacks.size(), std::size_t(4));
    QCOMPARE(stacks.stacks[0].label, QStringLiteral("first stage"));
    QCOMPARE(stacks.stacks[1].label, QStringLiteral("middle stages"));
    QCOMPARE(stacks.stacks[2].label, QStringLiteral("last stage"));
    QCOMPARE(stacks.stacks[3].label, QStringLiteral("inference"));
    QCOMPARE(stacks.stacks[1].totalFigure, QStringLiteral("memory.stage.middle.total"));
    QCOMPARE(stacks.categoryNote, QStringLiteral("training: 8 pipeline stages of 128 GPUs each"));
    // Without pipeline stages there is nothing to share.
    QVERIFY(
        memoryStacks(lectureScenario(), evaluateChecked(lectureScenario()), MemoryUnit::GiB).categoryNote.isEmpty());
}

QTEST_GUILESS_MAIN(TestMemoryStacks)
#include "tst_memorystacks.moc"
