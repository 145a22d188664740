// The comparison view's columns are core's numbers for the scenario varied along one field, and
// its verdict (made once, with the bars) names the options that fit.
#include "core/io/hardwaredb.h"
#include "core/io/modeldb.h"
#include "document/comparisonbuilder.h"
#include "tests/common/lecturescenario.h"

#include <QTest>

using namespace rooflab;

using test::evaluateChecked;
using test::lectureScenario;

class TestComparisonBuilder : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void zeroComparisonShrinksOptimizerStates();
    void sequenceComparisonGrowsActivations();
    void contextComparisonSplitsTheSequence();
    void offloadComparisonEmptiesTheGpu();
    void stacksAreTheColumns();
    void verdictNamesTheOptionsThatFit();
    void verdictWhenNoneFits();
};

void TestComparisonBuilder::initTestCase() {
    QVERIFY2(HardwareDb::builtin().find("h100-sxm"), "the builtin GPU database lacks h100-sxm");
}

void TestComparisonBuilder::zeroComparisonShrinksOptimizerStates() {
    Scenario scenario = lectureScenario();
    scenario.parallel.gpus = 8; // ZeRO shards over the data-parallel group
    const auto columns = buildComparison(scenario, ComparisonDimension::ZeroStage);
    QCOMPARE(columns.size(), std::size_t(4));
    QCOMPARE(columns[0].label, QStringLiteral("ZeRO-0 (DDP)"));
    QCOMPARE(columns[3].label, QStringLiteral("ZeRO-3"));
    QVERIFY(columns[1].memory.optimizerStates < columns[0].memory.optimizerStates);
    for (std::size_t i = 1; i < columns.size(); ++i)
        QVERIFY(columns[i].memory.optimizerStates <= columns[i - 1].memory.optimizerStates);
    QVERIFY(columns[2].memory.gradients < columns[1].memory.gradients);
    QVERIFY(columns[3].memory.weights < columns[2].memory.weights);
    // The column is exactly what core computes for that scenario.
    scenario.parallel.zeroStage = 2;
    QCOMPARE(columns[2].memory.total, evaluateChecked(scenario).memory.total);
}

// Only the layouts the scenario allows: 8 GPUs and 2 x cp chunks of 8,192 tokens give CP 1..8;
// each halving of the tokens per GPU halves the activations (FlashAttention keeps no s x s).
void TestComparisonBuilder::contextComparisonSplitsTheSequence() {
    Scenario scenario = lectureScenario();
    scenario.parallel.gpus = 8;
    scenario.parallel.tensorParallel = 1;
    scenario.parallel.pipelineParallel = 1;
    scenario.training.seqLen = 8192;
    scenario.training.flashAttention = true;
    scenario.training.implementation = Implementation::Megatron;
    const auto columns = buildComparison(scenario, ComparisonDimension::ContextParallel);
    QCOMPARE(columns.size(), std::size_t(4));
    QCOMPARE(columns.front().label, QStringLiteral("CP 1"));
    QCOMPARE(columns.back().label, QStringLiteral("CP 8"));
    for (std::size_t i = 1; i < columns.size(); ++i)
        QCOMPARE(columns[i].memory.activations, columns[i - 1].memory.activations / 2);
    scenario.parallel.contextParallel = 4;
    QCOMPARE(columns[2].memory.total, evaluateChecked(scenario).memory.total);
}

// Each column moves more to the host: the optimizer (and ZeRO-2 with it), the activations, the
// parameter shards (ZeRO-3). The GPU's peak falls at each; the columns are core's scenarios.
void TestComparisonBuilder::offloadComparisonEmptiesTheGpu() {
    Scenario scenario = lectureScenario();
    scenario.parallel.gpus = 8;
    scenario.training.implementation = Implementation::PyTorchSdpa;
    const auto columns = buildComparison(scenario, ComparisonDimension::Offload);
    QCOMPARE(columns.size(), std::size_t(4));
    QCOMPARE(columns[0].label, QStringLiteral("nothing"));
    QCOMPARE(columns[3].label, QStringLiteral("+ parameters (ZeRO-3)"));
    QVERIFY(columns[0].memory.optimizerStates > 0);
    QCOMPARE(columns[1].memory.optimizerStates, 0.0);
    QCOMPARE(columns[1].memory.masterWeights, 0.0);
    QVERIFY(columns[2].memory.activations < columns[1].memory.activations);
    QCOMPARE(columns[3].memory.weights, 0.0);
    for (std::size_t i = 1; i < columns.size(); ++i)
        QVERIFY(columns[i].memory.total < columns[i - 1].memory.total);
    scenario.parallel.zeroStage = 2;
    scenario.parallel.offload.optimizer = scenario.parallel.offload.gradients = OffloadDevice::Cpu;
    QCOMPARE(columns[1].memory.total, evaluateChecked(scenario).memory.total);
}

void TestComparisonBuilder::sequenceComparisonGrowsActivations() {
    const auto columns = buildComparison(lectureScenario(), ComparisonDimension::SequenceLength);
    QCOMPARE(columns.size(), std::size_t(7)); // 512 .. 32768
    QCOMPARE(columns.front().label, QStringLiteral("512"));
    QCOMPARE(columns.back().label, QStringLiteral("32k"));
    for (std::size_t i = 1; i < columns.size(); ++i)
        QVERIFY(columns[i].memory.activations > columns[i - 1].memory.activations);
    QCOMPARE(buildComparison(lectureScenario(), ComparisonDimension::Checkpointing).size(), std::size_t(4));
    // fp32, bf16/fp16/fp8 mixed, pure bf16 and the two autocast presets.
    const auto precisions = buildComparison(lectureScenario(), ComparisonDimension::Precision);
    QCOMPARE(precisions.size(), std::size_t(7));
    QCOMPARE(precisions[5].label, QStringLiteral("AMP BF16"));
    QCOMPARE(precisions[6].label, QStringLiteral("AMP FP16"));
    QVERIFY(precisions[5].memory.weightCopies > 0);
    QCOMPARE(precisions[1].memory.weightCopies, 0.0);
    // GPT-2 has 1,024 learned positions: no column past them.
    Scenario gpt2 = lectureScenario();
    gpt2.model = ModelSpec::fromArchitecture(ModelDb::builtin().find("gpt2-124m")->arch, "gpt2-124m");
    const auto shortColumns = buildComparison(gpt2, ComparisonDimension::SequenceLength);
    QCOMPARE(shortColumns.size(), std::size_t(2)); // 512, 1k
    QCOMPARE(shortColumns.back().label, QStringLiteral("1k"));
}

void TestComparisonBuilder::stacksAreTheColumns() {
    const Scenario scenario = lectureScenario();
    const auto columns = buildComparison(scenario, ComparisonDimension::Checkpointing);
    const MemoryStacks stacks = comparisonStacks(scenario, ComparisonDimension::Checkpointing);
    QCOMPARE(stacks.title, comparisonTitle(ComparisonDimension::Checkpointing));
    QCOMPARE(stacks.capacityName, QStringLiteral("H100 SXM 80GB"));
    QCOMPARE(stacks.capacityBytes, columns[0].memory.capacity);
    QCOMPARE(stacks.stacks.size(), columns.size());
    for (std::size_t i = 0; i < columns.size(); ++i) {
        // Each bar is its own scenario's peak, noted with its phase; no total to explain.
        QCOMPARE(stacks.stacks[i].label, columns[i].label);
        QCOMPARE(stacks.stacks[i].total(), columns[i].memory.total);
        QCOMPARE(stacks.stacks[i].note, peakNote(columns[i].memory));
        QVERIFY(stacks.stacks[i].totalFigure.isEmpty());
    }
    // The comparison's verdict has no figures in a unit and no second line.
    QVERIFY(stacks.verdict.detail.isEmpty());
}

void TestComparisonBuilder::verdictNamesTheOptionsThatFit() {
    Scenario scenario = lectureScenario();
    scenario.parallel.gpus = 8;
    const auto columns = buildComparison(scenario, ComparisonDimension::ZeroStage);
    QStringList fitting;
    double smallest = columns.front().memory.total;
    for (const ComparisonColumn& column : columns) {
        if (column.memory.fits)
            fitting << column.label;
        smallest = std::min(smallest, column.memory.total);
    }
    QVERIFY(!fitting.isEmpty());                   // sharded over 8 GPUs, ZeRO-3 at least fits
    QVERIFY(fitting.size() < int(columns.size())); // and DDP does not
    const MemoryStacks stacks = comparisonStacks(QStringLiteral("title"), columns, QStringLiteral("H100"));
    QVERIFY(stacks.verdict.fits);
    QCOMPARE(stacks.verdict.text,
             QStringLiteral("%1 of 4 fit: %2").arg(fitting.size()).arg(fitting.join(QStringLiteral(", "))));
    QCOMPARE(stacks.verdict.headroomBytes, columns[0].memory.capacity - smallest);
    QVERIFY(stacks.verdict.headroomBytes > 0);
}

void TestComparisonBuilder::verdictWhenNoneFits() {
    Scenario scenario = lectureScenario();
    scenario.model = ModelSpec::sizeOnly(70e9);
    const MemoryStacks stacks = comparisonStacks(scenario, ComparisonDimension::ZeroStage);
    QVERIFY(!stacks.verdict.fits);
    QCOMPARE(stacks.verdict.text, QStringLiteral("none of the 4 options fits"));
    QVERIFY(stacks.verdict.headroomBytes < 0);
    QVERIFY(comparisonStacks(QStringLiteral("empty"), {}, QString()).verdict.text.isEmpty());
}

QTEST_GUILESS_MAIN(TestComparisonBuilder)
#include "tst_comparisonbuilder.moc"
